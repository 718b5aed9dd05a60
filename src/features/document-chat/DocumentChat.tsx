import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { findAgent } from '@domain/agents';
import { AgentIcon } from '@/components/AgentIcon';
import type { ChatActorRef } from '@/components/app-system';
import { DocumentsWorkspace } from './DocumentsWorkspace';

export const DOCUMENT_CHAT_PLACEHOLDER = 'Type your message here...';

interface DocumentChatProps {
  /** The open agent's chat actor (a child of the dashboard). */
  chatRef: ChatActorRef;
  onBack: () => void;
}

/** The dashboard's chat with an opened agent: messages, and documents by picker or drag-and-drop. */
export function DocumentChat({ chatRef, onBack }: DocumentChatProps) {
  const agentId = useSelector(chatRef, (s) => s.context.agentId);
  const agent = findAgent(agentId);
  return (
    <Stack gap="sm" h="100%" mih={0} p={{ base: 'xs', sm: 'md' }}>
      <Group gap="sm" wrap="nowrap">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={onBack}
          px="xs"
        >
          Back to Dashboard
        </Button>
      </Group>
      <DocumentsWorkspace
        chatRef={chatRef}
        placeholder={DOCUMENT_CHAT_PLACEHOLDER}
        title={
          <>
            <AgentIcon agentId={agent.id} iconSize={20} size="lg" />
            <Title order={1} size="h3" className="wrap-anywhere">
              {agent.title}
            </Title>
          </>
        }
      />
    </Stack>
  );
}
