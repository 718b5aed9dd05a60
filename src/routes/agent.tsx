import { Box, Center, Container, Loader, Stack } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { findAgent, isAgentId } from '@domain/agents';
import { useAgentPageChat } from '@/components/app-system';
import { AGENT_CHAT_PLACEHOLDER, AgentChat } from '@/features/agent-chat/AgentChat';
import { AgentHeader, AgentTitle } from '@/features/agent-chat/AgentHeader';
import { DocumentsWorkspace } from '@/features/document-chat/DocumentsWorkspace';

/**
 * /agent/$agentType: the router has already sent visitors without a user or agent elsewhere and
 * told the app system which agent's page is open; its chat actor is this page's conversation.
 */
export function AgentPage() {
  const { agentType } = useParams({ from: '/agent/$agentType' });
  const chat = useAgentPageChat();
  if (!isAgentId(agentType)) return null;
  const agent = findAgent(agentType);
  return (
    <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      {/* The documents chat's toolbar starts with the title: one row, not a header over a toolbar. */}
      {(agent.id !== 'documents' || !chat) && <AgentHeader agent={agent} />}
      <Container component="main" size="md" w="100%" p={0} style={{ flex: 1, minHeight: 0 }}>
        {chat && agent.id === 'documents' ? (
          // The documents agent takes documents here too, as on the dashboard.
          <Stack
            key={chat.sessionId}
            gap="xs"
            h="100%"
            mih={0}
            p={{ base: 'xs', sm: 'md' }}
            pt={{ base: 2, sm: 'md' }}
          >
            <DocumentsWorkspace
              chatRef={chat}
              placeholder={AGENT_CHAT_PLACEHOLDER}
              title={<AgentTitle agent={agent} />}
            />
          </Stack>
        ) : chat ? (
          // A new chat actor (another agent) is a new conversation on screen too.
          <AgentChat key={chat.sessionId} chatRef={chat} />
        ) : (
          <Center h="100%">
            <Loader aria-label="Starting the conversation" />
          </Center>
        )}
      </Container>
    </Box>
  );
}
