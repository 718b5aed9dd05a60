import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { AgentIcon } from '@/components/AgentIcon';
import { type Agent } from '@domain/agents';

export type AgentOffer = 'purchased' | 'comingSoon' | 'available';

const BADGES: Record<AgentOffer, { label: string; color: string }> = {
  purchased: { label: 'Already Purchased', color: 'green' },
  comingSoon: { label: 'Coming Soon', color: 'gray' },
  available: { label: 'Available', color: 'blue' },
};

interface AgentCardProps {
  agent: Agent;
  offer: AgentOffer;
  onGetIt: () => void;
  onOpen: () => void;
  /** Clicking anywhere on a coming-soon card says when it comes. */
  onSelectComingSoon: () => void;
}

export function AgentCard({ agent, offer, onGetIt, onOpen, onSelectComingSoon }: AgentCardProps) {
  const titleId = `dashboard-agent-${agent.id}`;
  const comingSoon = offer === 'comingSoon';
  const badge = BADGES[offer];
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      onClick={comingSoon ? onSelectComingSoon : undefined}
      style={comingSoon ? { cursor: 'pointer' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <AgentIcon agentId={agent.id} iconSize={24} size={44} radius="md" />
        <Badge variant="light" color={badge.color} tt="none">
          {badge.label}
        </Badge>
      </Group>
      <Title order={3} size="h4" mt="md" id={titleId}>
        {agent.title}
      </Title>
      <Text size="sm" c="dimmed" mt="xs" style={{ flex: 1 }}>
        {agent.description}
      </Text>
      <Group gap={6} mt="md">
        {agent.tags.map((tag) => (
          <Badge key={tag} variant="default" size="sm" tt="none">
            {tag}
          </Badge>
        ))}
      </Group>
      {offer === 'purchased' && (
        <Button fullWidth mt="md" onClick={onOpen}>
          Open Agent
        </Button>
      )}
      {offer === 'available' && (
        <Button fullWidth mt="md" onClick={onGetIt}>
          Get It
        </Button>
      )}
      {comingSoon && (
        // aria-disabled rather than disabled: it stays focusable and its click reaches the card.
        <Button fullWidth mt="md" data-disabled aria-disabled="true">
          Get It
        </Button>
      )}
    </Card>
  );
}
