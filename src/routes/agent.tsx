import { Box, Container } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { AgentChat } from '@/features/agent-chat/AgentChat';
import { AgentHeader } from '@/features/agent-chat/AgentHeader';
import { findAgent, isAgentId } from '@domain/agents';

/** /agent/$agentType: the router has already sent visitors without a user or agent elsewhere. */
export function AgentPage() {
  const { agentType } = useParams({ from: '/agent/$agentType' });
  if (!isAgentId(agentType)) return null;
  const agent = findAgent(agentType);
  return (
    <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <AgentHeader agent={agent} />
      <Container component="main" size="md" w="100%" p={0} style={{ flex: 1, minHeight: 0 }}>
        {/* A new agent starts a new conversation. */}
        <AgentChat key={agent.id} agentId={agent.id} />
      </Container>
    </Box>
  );
}
