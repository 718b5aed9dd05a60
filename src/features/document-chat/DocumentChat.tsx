import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconArrowLeft, IconFiles, IconUpload } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { findAgent } from '@domain/agents';
import { AgentIcon } from '@/components/AgentIcon';
import { useSignedInUser, type ChatActorRef, type UploadActorRef } from '@/components/app-system';
import { ChatPanel } from '@/components/chat/ChatPanel';
import { useChat } from '@/components/chat/useChat';
import { uploadLevels } from '@/lib/documents/access';
import { AttachButton } from './AttachButton';
import classes from './DocumentChat.module.css';
import { DocumentsDrawer } from './DocumentsDrawer';
import { useLibraryLoader } from './library-loader';
import { ProcessingPanel } from './ProcessingPanel';
import { UploadDocumentDialog } from './UploadDocumentDialog';
import { useDocumentUpload } from './useDocumentUpload';
import { useLoadedLibrary } from './useLoadedLibrary';

export const DOCUMENT_CHAT_PLACEHOLDER = 'Type your message here...';

interface DocumentChatProps {
  /** The open agent's chat actor (a child of the dashboard). */
  chatRef: ChatActorRef;
  onBack: () => void;
}

/** The dashboard's chat with an opened agent: messages, and documents by picker or drag-and-drop. */
export function DocumentChat({ chatRef, onBack }: DocumentChatProps) {
  const agentId = useSelector(chatRef, (s) => s.context.agentId);
  const uploadRef = useSelector(chatRef, (s) => s.children.upload as UploadActorRef);
  const agent = findAgent(agentId);
  const user = useSignedInUser();
  const chat = useChat(chatRef);
  const upload = useDocumentUpload(uploadRef);
  const library = useLoadedLibrary(useLibraryLoader());
  const [drawerOpened, setDrawerOpened] = useState(false);

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
        <AgentIcon agentId={agent.id} iconSize={20} size="lg" />
        <Title order={1} size="h3" className="wrap-anywhere">
          {agent.title}
        </Title>
        {upload.busy && (
          <Badge variant="light" visibleFrom="sm">
            Processing document…
          </Badge>
        )}
        <Button
          variant="default"
          ml="auto"
          leftSection={<IconFiles size={18} aria-hidden />}
          onClick={() => setDrawerOpened(true)}
        >
          Documents
        </Button>
      </Group>
      {upload.busy && upload.processingName && (
        <ProcessingPanel
          name={upload.processingName}
          progress={upload.progress}
          onCancel={upload.cancelProcessing}
        />
      )}
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
      <UploadDocumentDialog upload={upload} levels={uploadLevels(user ?? { id: '' })} />
      <DocumentsDrawer
        opened={drawerOpened}
        onClose={() => setDrawerOpened(false)}
        user={user}
        library={library}
      />
    </Stack>
  );
}
