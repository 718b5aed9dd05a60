import { ActionIcon, Group, Paper, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AgentIcon } from '@/components/AgentIcon';
import { type Agent } from '@domain/agents';

/**
 * Back to the dashboard, and the agent's title on one line (cut with an ellipsis on a narrow
 * screen): the agent page's header, or the start of a chat toolbar that takes its place.
 */
export function AgentTitle({ agent }: { agent: Agent }) {
  return (
    <>
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
      <AgentIcon agentId={agent.id} iconSize={20} size="lg" visibleFrom="sm" />
      <Title order={1} size="h3" lineClamp={1} className="wrap-anywhere" miw={0}>
        {agent.title}
      </Title>
    </>
  );
}

/** The agent page's header: back to the dashboard, and the agent's title. */
export function AgentHeader({ agent }: { agent: Agent }) {
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
        <AgentTitle agent={agent} />
      </Group>
    </Paper>
  );
}
