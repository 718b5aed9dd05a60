import { Badge, Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { AGENTS, AGENT_COLOR_TO_MANTINE } from '@/lib/agents';

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
              <ThemeIcon
                variant="light"
                color={AGENT_COLOR_TO_MANTINE[agent.color]}
                size="lg"
                radius="md"
                aria-hidden
              >
                <agent.icon size={20} />
              </ThemeIcon>
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
