import { ActionIcon, Group, Paper, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AGENT_COLOR_TO_MANTINE, type Agent } from '@/lib/agents';

/** The agent page's header: back to the dashboard, and the agent's title. */
export function AgentHeader({ agent }: { agent: Agent }) {
  const Icon = agent.icon;
  return (
    <Paper
      component="header"
      px="md"
      py="sm"
      radius={0}
      withBorder
      style={{ borderWidth: '0 0 1px' }}
    >
      <Group gap="sm" wrap="nowrap">
        <Tooltip label="Back to dashboard">
          <ActionIcon
            component={Link}
            to="/dashboard"
            variant="subtle"
            size="lg"
            aria-label="Back to dashboard"
          >
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <ThemeIcon
          variant="light"
          color={AGENT_COLOR_TO_MANTINE[agent.color]}
          size="lg"
          aria-hidden
        >
          <Icon size={20} />
        </ThemeIcon>
        <Title order={1} size="h3" className="wrap-anywhere">
          {agent.title}
        </Title>
      </Group>
    </Paper>
  );
}
