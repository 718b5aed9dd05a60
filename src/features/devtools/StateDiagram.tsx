import { Badge, Box, Group, List, Text } from '@mantine/core';
import type { AnyStateMachine, StateValue } from 'xstate';
import {
  activePaths,
  describeMachine,
  type MachineModel,
  type StateModel,
} from '@/lib/machine-model';

const models = new WeakMap<AnyStateMachine, MachineModel>();

function modelOf(machine: AnyStateMachine): MachineModel {
  let model = models.get(machine);
  if (!model) models.set(machine, (model = describeMachine(machine)));
  return model;
}

const keyOf = (path: string) => path.split('.').pop() ?? path;

function StateBox({
  state,
  active,
  initial,
}: {
  state: StateModel;
  active: Set<string>;
  initial: boolean;
}) {
  const isActive = active.has(state.path);
  return (
    <Box
      component="li"
      aria-label={`${state.key}${isActive ? ' (active)' : ''}`}
      aria-current={isActive ? 'true' : undefined}
      data-active={isActive || undefined}
      p="xs"
      mb="xs"
      style={{
        listStyle: 'none',
        borderRadius: 'var(--mantine-radius-sm)',
        border: `${isActive ? 2 : 1}px solid ${
          isActive ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'
        }`,
        background: isActive ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group gap={6} wrap="wrap">
        <Text fw={isActive ? 700 : 500} size="sm">
          {state.key}
        </Text>
        {initial && (
          <Badge size="xs" variant="outline" color="gray">
            initial
          </Badge>
        )}
        {state.type === 'final' && (
          <Badge size="xs" variant="outline" color="gray">
            final
          </Badge>
        )}
        {state.type === 'parallel' && (
          <Badge size="xs" variant="outline" color="gray">
            parallel
          </Badge>
        )}
        {state.tags.map((tag) => (
          <Badge key={tag} size="xs" variant="light">
            {tag}
          </Badge>
        ))}
      </Group>
      {state.invokes.map((inv) => (
        <Text key={inv.id} size="xs" c="dimmed">
          invokes {inv.src}
        </Text>
      ))}
      {state.transitions.length > 0 && (
        <List size="xs" spacing={0} listStyleType="none" ml={0}>
          {state.transitions.map((t, index) => (
            <List.Item key={`${t.event}-${index}`}>
              <Text span size="xs" ff="monospace">
                {t.label}
              </Text>
              <Text span size="xs" c="dimmed">
                {' → '}
                {t.targets.length ? t.targets.map(keyOf).join(', ') : '(stays)'}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {state.children.length > 0 && <StateList parent={state} active={active} />}
    </Box>
  );
}

function StateList({ parent, active }: { parent: StateModel; active: Set<string> }) {
  return (
    <Box component="ul" p={0} m={0} mt="xs" pl={parent.path ? 'sm' : 0}>
      {parent.children.map((child) => (
        <StateBox
          key={child.path}
          state={child}
          active={active}
          initial={parent.initial === child.path}
        />
      ))}
    </Box>
  );
}

/** The machine's states as nested boxes with their transitions; active states highlighted. */
export function StateDiagram({ machine, value }: { machine: AnyStateMachine; value: StateValue }) {
  const model = modelOf(machine);
  const active = activePaths(value);
  return (
    <Box aria-label={`Diagram of ${model.id}`} role="group">
      {model.root.transitions.length > 0 && (
        <Text size="xs" c="dimmed" mb="xs">
          In any state:{' '}
          {model.root.transitions
            .map((t) => `${t.label} → ${t.targets.map(keyOf).join(', ') || '(stays)'}`)
            .join('; ')}
        </Text>
      )}
      <StateList parent={model.root} active={active} />
    </Box>
  );
}
