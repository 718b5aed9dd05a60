import { SimpleGrid, Stack, Title } from '@mantine/core';
import { AGENTS, type Agent, type AgentId } from '@domain/agents';
import { AgentCard, type AgentOffer } from './AgentCard';

function offerFor(agent: Agent, owned: ReadonlySet<AgentId>): AgentOffer {
  if (owned.has(agent.id)) return 'purchased';
  return agent.status === 'launching-soon' ? 'comingSoon' : 'available';
}

interface AgentGridProps {
  owned: ReadonlySet<AgentId>;
  onGetIt: (agentId: AgentId) => void;
  onOpen: (agentId: AgentId) => void;
  onSelectComingSoon: (agentId: AgentId) => void;
}

/** 'All AI Agents (6)': every agent of the catalogue with what the user can do with it. */
export function AgentGrid({ owned, onGetIt, onOpen, onSelectComingSoon }: AgentGridProps) {
  return (
    <Stack component="section" aria-labelledby="all-agents-heading" gap="md">
      <Title order={2} size="h3" id="all-agents-heading">
        All AI Agents ({AGENTS.length})
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
        {AGENTS.map((agent) => (
          <AgentCard
            key={agent.id}
            agent={agent}
            offer={offerFor(agent, owned)}
            onGetIt={() => onGetIt(agent.id)}
            onOpen={() => onOpen(agent.id)}
            onSelectComingSoon={() => onSelectComingSoon(agent.id)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
