import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconArrowLeft, IconUpload } from '@tabler/icons-react';
import { ChatPanel } from '@/components/chat/ChatPanel';
import { useChat, type MachineClock, type ResponderLogic } from '@/components/chat/useChat';
import { AGENT_COLOR_TO_MANTINE, findAgent, type AgentId } from '@/lib/agents';
import { AttachButton } from './AttachButton';
import classes from './DocumentChat.module.css';
import { UploadDocumentDialog } from './UploadDocumentDialog';
import { useDocumentUpload, type ProcessDocumentLogic } from './useDocumentUpload';

export const DOCUMENT_CHAT_PLACEHOLDER = 'Type your message here...';

interface DocumentChatProps {
  agentId: AgentId;
  onBack: () => void;
  respond?: ResponderLogic;
  processDocument?: ProcessDocumentLogic;
  /** The time source of the reply and upload delays (tests pass a SimulatedClock). */
  clock?: MachineClock;
}

/** The dashboard's chat with an opened agent: messages, and documents by picker or drag-and-drop. */
export function DocumentChat({
  agentId,
  onBack,
  respond,
  processDocument,
  clock,
}: DocumentChatProps) {
  const agent = findAgent(agentId);
  const Icon = agent.icon;
  const chat = useChat(agentId, { respond, clock });
  const upload = useDocumentUpload(chat, { processDocument, clock });

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
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon
          variant="light"
          color={AGENT_COLOR_TO_MANTINE[agent.color]}
          size="lg"
          aria-hidden
        >
          <Icon size={20} />
        </ThemeIcon>
        <Title order={1} size="h3" className="wrap-anywhere">
          {agent.title}
        </Title>
        {upload.busy && (
          <Badge variant="light" ml="auto">
            Processing document…
          </Badge>
        )}
      </Group>
      <Paper withBorder radius="md" style={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <Dropzone
          onDrop={upload.selectFiles}
          activateOnClick={false}
          activateOnKeyboard={false}
          enablePointerEvents
          disabled={upload.busy}
          classNames={{ root: classes.dropzone, inner: classes.inner }}
        >
          <ChatPanel
            chat={chat}
            agentName={agent.title}
            placeholder={DOCUMENT_CHAT_PLACEHOLDER}
            composerLeftSection={
              <AttachButton onFiles={upload.selectFiles} disabled={upload.busy} />
            }
          />
          <Dropzone.Accept>
            <div className={classes.dropHint}>
              <Group gap="xs">
                <IconUpload size={22} aria-hidden />
                <Text fw={500}>Drop the document to upload it</Text>
              </Group>
            </div>
          </Dropzone.Accept>
        </Dropzone>
      </Paper>
      <UploadDocumentDialog upload={upload} />
    </Stack>
  );
}
