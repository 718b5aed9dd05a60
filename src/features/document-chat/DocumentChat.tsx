import { Button, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { findAgent } from '@domain/agents';
import { AgentIcon } from '@/components/AgentIcon';
import type { ChatActorRef } from '@/components/app-system';
import classes from './DocumentChat.module.css';
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
    // On a phone the header row sits close under the page's own header: the chat keeps the room.
    <Stack gap="xs" h="100%" mih={0} p={{ base: 'xs', sm: 'md' }} pt={{ base: 4, sm: 'md' }}>
      <DocumentsWorkspace
        chatRef={chatRef}
        placeholder={DOCUMENT_CHAT_PLACEHOLDER}
        title={
          <>
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={onBack}
              px="xs"
              aria-label="Back to Dashboard"
              classNames={{ section: classes.wideSection }}
            >
              <span className={classes.wideLabel}>Back to Dashboard</span>
            </Button>
            <AgentIcon agentId={agent.id} iconSize={20} size="lg" visibleFrom="sm" />
            <Title order={1} size="h3" className={classes.title}>
              {agent.title}
            </Title>
          </>
        }
      />
    </Stack>
  );
}
