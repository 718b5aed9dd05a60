import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconArrowLeft, IconFiles, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ChatPanel } from '@/components/chat/ChatPanel';
import { createDocumentsResponder } from '@/components/chat/documents-responder';
import {
  loadDocumentLibrary,
  type LoadDocumentLibrary,
} from '@/components/chat/load-document-library';
import { useChat, type MachineClock, type ResponderLogic } from '@/components/chat/useChat';
import { useSignedInUser } from '@/components/chat/useSignedInUser';
import { AgentIcon } from '@/components/AgentIcon';
import { findAgent, type AgentId } from '@domain/agents';
import { uploadLevels } from '@/lib/documents/access';
import { AttachButton } from './AttachButton';
import classes from './DocumentChat.module.css';
import { DocumentsDrawer } from './DocumentsDrawer';
import { ProcessingPanel } from './ProcessingPanel';
import { UploadDocumentDialog } from './UploadDocumentDialog';
import { useDocumentUpload, type ProcessDocumentLogic } from './useDocumentUpload';
import { useLoadedLibrary } from './useLoadedLibrary';

export const DOCUMENT_CHAT_PLACEHOLDER = 'Type your message here...';

interface DocumentChatProps {
  agentId: AgentId;
  onBack: () => void;
  /** Replace the documents engine's answers / processing (tests). */
  respond?: ResponderLogic;
  processDocument?: ProcessDocumentLogic;
  /** Where the document library comes from (tests pass one with in-process reading). */
  loadLibrary?: LoadDocumentLibrary;
  /** The time source of the reply and upload delays (tests pass a SimulatedClock). */
  clock?: MachineClock;
}

/** The dashboard's chat with an opened agent: messages, and documents by picker or drag-and-drop. */
export function DocumentChat({
  agentId,
  onBack,
  respond,
  processDocument,
  loadLibrary = loadDocumentLibrary,
  clock,
}: DocumentChatProps) {
  const agent = findAgent(agentId);
  const user = useSignedInUser();
  const [responder] = useState(
    () => respond ?? (user ? createDocumentsResponder(user, { loadLibrary }) : undefined),
  );
  const chat = useChat(agentId, { respond: responder, clock });
  const upload = useDocumentUpload(chat, { user, processDocument, loadLibrary, clock });
  const library = useLoadedLibrary(loadLibrary);
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
