import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { findAgent, type AgentId } from '@domain/agents';
import { TRIAL_MONTHS } from '@domain/pricing';
import { AFTER_TRIAL } from '@domain/trial';

interface TrialDialogProps {
  agentId: AgentId | null;
  opened: boolean;
  onDecline: () => void;
  onStart: () => void;
}

/** 'Start Your Free Trial' for the offered agent. */
export function TrialDialog({ agentId, opened, onDecline, onStart }: TrialDialogProps) {
  // Keep the agent's name while the dialog animates closed.
  const [shownAgentId, setShownAgentId] = useState(agentId);
  if (agentId && agentId !== shownAgentId) setShownAgentId(agentId);
  const agent = shownAgentId ? findAgent(shownAgentId) : null;

  return (
    <Modal
      opened={opened}
      onClose={onDecline}
      title="Start Your Free Trial"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        {agent && (
          <Text size="sm">
            Try the {agent.pricingName} free for {TRIAL_MONTHS} months.
          </Text>
        )}
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={20} radius="xl" color="green" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          <List.Item>Trial Period: {TRIAL_MONTHS} Months</List.Item>
          <List.Item>Full Feature Access</List.Item>
          <List.Item>No Payment Required</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {AFTER_TRIAL}
        </Text>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDecline}>
            Maybe Later
          </Button>
          <Button onClick={onStart} data-autofocus>
            Start Free Trial
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
