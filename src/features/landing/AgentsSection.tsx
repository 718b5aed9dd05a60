import { Box, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { AGENTS } from '@domain/agents';
import { AgentCard } from './AgentCard';
import { useAuthDialog } from '@/components/useAuthDialog';
import classes from './Landing.module.css';

export function AgentsSection() {
  const { openSignUp } = useAuthDialog();
  return (
    <Box component="section" id="agents" aria-labelledby="agents-title" className={classes.section}>
      <Container size="lg">
        <Title id="agents-title" order={2} ta="center">
          {AGENTS.length} specialised AI agents
        </Title>
        <Text c="dimmed" ta="center" mt="sm" mb="xl" maw={640} mx="auto">
          One assistant per operational routine. Pick any of them to start your free trial.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {AGENTS.map((agent) => (
            <AgentCard key={agent.id} agent={agent} onSelect={openSignUp} />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
