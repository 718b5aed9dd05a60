import { Badge, Code, Group, NavLink, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { machineOf, type InspectedActor } from '@/lib/inspection';
import { maskEvent, maskSecrets } from '@/lib/mask-secrets';
import { formatEventTime, formatPayload, formatStateValue } from './format';
import { StateDiagram } from './StateDiagram';
import { useLiveActors } from './useInspection';

function snapshotOf(actor: InspectedActor) {
  return actor.actorRef.getSnapshot() as Partial<AnyMachineSnapshot>;
}

function stateLabel(actor: InspectedActor): string {
  const { value, status } = snapshotOf(actor);
  if (value === undefined) return status ?? 'unknown';
  return status && status !== 'active'
    ? `${formatStateValue(value)} (${status})`
    : formatStateValue(value);
}

function EventLog({ actor }: { actor: InspectedActor }) {
  const events = [...actor.events].reverse();
  return (
    <Table striped withTableBorder fz="xs" aria-label={`Last events of ${actor.name}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Time</Table.Th>
          <Table.Th scope="col">Event</Table.Th>
          <Table.Th scope="col">Payload</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map((e, index) => (
          <Table.Tr key={`${e.at}-${index}`}>
            <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {formatEventTime(e.at)}
            </Table.Td>
            <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
              {e.type}
            </Table.Td>
            <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
              {formatPayload(maskEvent(e.event))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ActorDetails({ actor }: { actor: InspectedActor }) {
  const snapshot = snapshotOf(actor);
  const machine = machineOf(actor.actorRef);
  const tags = snapshot.tags ? [...snapshot.tags] : [];
  return (
    <Stack gap="sm" component="section" aria-label={`${actor.name} details`}>
      <Title order={3} size="h5">
        {actor.name}
        {machine && (
          <Text span c="dimmed" size="sm">
            {' '}
            (machine {machine.id})
          </Text>
        )}
      </Title>
      <Group gap="xs">
        <Text size="sm">State:</Text>
        <Code data-testid="devtools-state">{stateLabel(actor)}</Code>
        {tags.map((tag) => (
          <Badge key={tag} size="sm" variant="light">
            {tag}
          </Badge>
        ))}
      </Group>
      <div>
        <Title order={4} size="h6">
          Context
        </Title>
        <Code block aria-label={`Context of ${actor.name}`}>
          {JSON.stringify(maskSecrets(snapshot.context ?? null), null, 2)}
        </Code>
      </div>
      {machine && snapshot.value !== undefined && (
        <div>
          <Title order={4} size="h6" mb={4}>
            Diagram
          </Title>
          <StateDiagram machine={machine} value={snapshot.value} />
        </div>
      )}
      <div>
        <Title order={4} size="h6" mb={4}>
          Events ({actor.events.length}, newest first)
        </Title>
        <EventLog actor={actor} />
      </div>
    </Stack>
  );
}

/** The live actors, and for the chosen one its state, context, diagram and last events. */
export function FlowsView() {
  const actors = useLiveActors();
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = actors.find((a) => a.actorRef.sessionId === chosen) ?? actors[0] ?? null;

  if (actors.length === 0) {
    return <Text c="dimmed">No flow is running yet.</Text>;
  }
  return (
    <Stack gap="md">
      <nav aria-label="Live actors">
        {actors.map((actor) => (
          <NavLink
            key={actor.actorRef.sessionId}
            component="button"
            label={actor.name}
            description={stateLabel(actor)}
            active={actor === selected}
            // Filled keeps white text on the darker primary shade (light variant fails contrast).
            variant="filled"
            styles={{ description: { opacity: 1 } }}
            // Children sit under their parent: the actor tree of the app system.
            pl={`calc(var(--mantine-spacing-sm) + ${actor.depth} * var(--mantine-spacing-lg))`}
            aria-current={actor === selected ? 'true' : undefined}
            onClick={() => setChosen(actor.actorRef.sessionId)}
            rightSection={
              <Badge size="sm" variant="default" aria-label={`${actor.events.length} events`}>
                {actor.events.length}
              </Badge>
            }
          />
        ))}
      </nav>
      {selected && <ActorDetails actor={selected} />}
    </Stack>
  );
}
