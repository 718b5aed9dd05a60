import { Badge, Button, Loader, NavLink, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AgentIcon } from '@/components/AgentIcon';
import { findAgent, type AgentId } from '@domain/agents';
import { trialBadgeLabel, trialDaysLeft, type TrialRecord } from '@domain/trial';

export const LOADING_TRIALS = 'Loading your trials';

interface ApplicationsPanelProps {
  trials: readonly TrialRecord[];
  /** The kept trials are still being read. */
  loading: boolean;
  openAgentId: AgentId | null;
  onOpen: (agentId: AgentId) => void;
  /** The drawer has its own title. */
  withTitle?: boolean;
}

/** 'Your Applications': the user's trials with the days left, or where to find agents. */
export function ApplicationsPanel({
  trials,
  loading,
  openAgentId,
  onOpen,
  withTitle = true,
}: ApplicationsPanelProps) {
  const now = new Date();
  return (
    <Stack gap="sm">
      {withTitle && (
        <Title order={2} size="h4">
          Your Applications
        </Title>
      )}
      {loading ? (
        <Loader size="sm" aria-label={LOADING_TRIALS} />
      ) : trials.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            No applications yet. Start by choosing one below!
          </Text>
          <Button component={Link} to="/" hash="agents" variant="light" size="sm">
            Browse Agents
          </Button>
        </Stack>
      ) : (
        <Stack
          gap={4}
          component="ul"
          aria-label="Your trials"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {trials.map((trial) => {
            const agent = findAgent(trial.agentId);
            return (
              <li key={trial.agentId}>
                <NavLink
                  component="button"
                  active={trial.agentId === openAgentId}
                  aria-current={trial.agentId === openAgentId ? 'page' : undefined}
                  onClick={() => onOpen(trial.agentId)}
                  label={agent.title}
                  description={
                    <Badge component="span" variant="default" size="sm" tt="none" mt={4}>
                      {trialBadgeLabel(trialDaysLeft(trial.trialEndsAt, now))}
                    </Badge>
                  }
                  leftSection={<AgentIcon agentId={agent.id} iconSize={18} />}
                />
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
