import { Badge, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { AgentIcon } from '@/components/AgentIcon';
import { AGENTS } from '@domain/agents';

/** The agents under the pricing sheet's names. */
export function PricingAgentList() {
  return (
    <section aria-labelledby="pricing-agents-title">
      <Title id="pricing-agents-title" order={2} ta="center" mb="lg">
        Available agents
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" p={0} m={0}>
        {AGENTS.map((agent) => (
          <Paper
            key={agent.id}
            component="li"
            withBorder
            radius="md"
            p="md"
            style={{ listStyle: 'none' }}
          >
            <Group wrap="nowrap" gap="sm">
              <AgentIcon agentId={agent.id} iconSize={20} size="lg" radius="md" />
              <div>
                <Text fw={600}>{agent.pricingName}</Text>
                {agent.status === 'launching-soon' && (
                  <Badge variant="light" color="gray" size="sm" tt="none">
                    Coming Soon
                  </Badge>
                )}
              </div>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
