import { ActionIcon, Group, Paper, Skeleton, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftExpand, IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useSessionActor } from '@/components/app-system';
import { PRODUCT_NAME } from '@domain/product';

interface DashboardHeaderProps {
  panelShown: boolean;
  onTogglePanel: () => void;
}

/** The top bar: product, greeting, the applications-panel toggle and sign-out. */
export function DashboardHeader({ panelShown, onTogglePanel }: DashboardHeaderProps) {
  const session = useSessionActor();
  const restoring = useSelector(session, (s) => s.matches('restoring'));
  const name = useSelector(session, (s) => s.context.user?.name?.trim() || 'User');
  const navigate = useNavigate();

  const signOut = () => {
    session.send({ type: 'session.signOut' });
    void navigate({ to: '/' });
  };

  return (
    <Paper
      component="header"
      h={60}
      px={{ base: 'xs', sm: 'md' }}
      radius={0}
      withBorder
      style={{ borderWidth: '0 0 1px', flexShrink: 0 }}
    >
      <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Tooltip label={panelShown ? 'Hide your applications' : 'Show your applications'}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label="Toggle applications panel"
              aria-expanded={panelShown}
              onClick={onTogglePanel}
            >
              <IconLayoutSidebarLeftExpand size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Text fw={700} size="lg" truncate="end">
            {PRODUCT_NAME}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap" miw={0}>
          {restoring ? (
            <Skeleton h={16} w={120} aria-label="Loading your account" />
          ) : (
            <Text size="sm" truncate="end" miw={0}>
              Welcome, {name}
            </Text>
          )}
          <Tooltip label="Sign out">
            <ActionIcon variant="subtle" size="lg" aria-label="Sign out" onClick={signOut}>
              <IconLogout size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
