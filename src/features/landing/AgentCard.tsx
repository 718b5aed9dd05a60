import { Badge, Card, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { AgentIcon } from '@/components/AgentIcon';
import { type Agent } from '@domain/agents';
import classes from './Landing.module.css';

/** One agent of the catalogue; the whole card opens the sign-up dialog. */
export function AgentCard({ agent, onSelect }: { agent: Agent; onSelect: () => void }) {
  const comingSoon = agent.status === 'launching-soon';
  const descriptionId = `agent-${agent.id}-description`;
  return (
    <Card withBorder padding="lg" radius="md" className={classes.agentCard} component="article">
      <Group justify="space-between" align="flex-start" mb="md">
        <AgentIcon agentId={agent.id} iconSize={26} size={48} radius="md" />
        {comingSoon ? (
          <Badge variant="light" color="gray" tt="none">
            Coming Soon
          </Badge>
        ) : (
          <Badge variant="light" tt="none">
            Available now
          </Badge>
        )}
      </Group>
      <Title order={3} size="h4" mb="xs">
        <UnstyledButton
          className={classes.agentCardAction}
          onClick={onSelect}
          aria-describedby={descriptionId}
        >
          {agent.title}
        </UnstyledButton>
      </Title>
      <Text id={descriptionId} size="sm" c="dimmed" mb="md">
        {agent.description}
      </Text>
      <Group gap={6} mt="auto" aria-label="Tags">
        {agent.tags.map((tag) => (
          <Badge key={tag} variant="outline" color="gray" size="sm" tt="none">
            {tag}
          </Badge>
        ))}
      </Group>
    </Card>
  );
}
