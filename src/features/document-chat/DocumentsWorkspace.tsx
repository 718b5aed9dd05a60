import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFiles, IconMessages, IconUpload } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { findAgent } from '@domain/agents';
import {
  childActor,
  useSignedInUser,
  type ChatActorRef,
  type UploadActorRef,
} from '@/components/app-system';
import { CitationOpenerProvider } from '@/components/chat/citation-opener';
import { ChatPanel } from '@/components/chat/ChatPanel';
import { useChat } from '@/components/chat/useChat';
import { WaitingDocumentsProvider } from '@/components/chat/waiting-documents';
import { uploadLevels } from '@/lib/documents/access';
import { AttachButton } from './AttachButton';
import { ConversationsDrawer } from './ConversationsDrawer';
import classes from './DocumentChat.module.css';
import { DocumentsDrawer } from './DocumentsDrawer';
import { useLibraryLoader } from './library-loader';
import { LibraryStatusNotice } from './LibraryStatusNotice';
import { ProcessingPanel } from './ProcessingPanel';
import { ScopeChips } from './ScopeChips';
import { ScopePicker } from './ScopePicker';
import { SourceViewer } from './SourceViewer';
import { UploadDocumentDialog } from './UploadDocumentDialog';
import { DuplicateDialog } from './DuplicateDialog';
import { useConversations } from './useConversations';
import { useDocumentScope } from './useDocumentScope';
import { useDocumentUpload } from './useDocumentUpload';
import { useLoadedLibrary } from './useLoadedLibrary';
import { useSourceViewer } from './useSourceViewer';

interface DocumentsWorkspaceProps {
  /** A chat actor; its upload child takes the documents. */
  chatRef: ChatActorRef;
  placeholder: string;
  /** What leads the toolbar (the agent's title on the dashboard; the page header has it elsewhere). */
  title?: ReactNode;
}

/**
 * A chat that takes documents: attach or drop a file, choose its classification, follow its
 * processing, and see the documents in a drawer; the account's conversations in another. The
 * dashboard's chat and /agent/documents.
 */
export function DocumentsWorkspace({ chatRef, placeholder, title }: DocumentsWorkspaceProps) {
  const agentId = useSelector(chatRef, (s) => s.context.agentId);
  const uploadRef = useSelector(chatRef, (s) => childActor<UploadActorRef>(s, 'upload')!);
  const agent = findAgent(agentId);
  const user = useSignedInUser();
  const chat = useChat(chatRef);
  const upload = useDocumentUpload(uploadRef);
  const library = useLoadedLibrary(useLibraryLoader(), user);
  const conversations = useConversations(chatRef);
  const scope = useDocumentScope(chatRef);
  const documents = library && user ? library.listDocuments(user) : [];
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [conversationsOpened, setConversationsOpened] = useState(false);
  const viewer = useSourceViewer();

  return (
    <>
      <Group gap="sm" wrap="nowrap" className={classes.toolbar}>
        {title}
        {upload.busy && (
          <Badge variant="light" visibleFrom="sm">
            Processing document…
          </Badge>
        )}
        <Button
          variant="default"
          ml="auto"
          leftSection={<IconMessages size={18} aria-hidden />}
          onClick={() => setConversationsOpened(true)}
          aria-label="Conversations"
          classNames={{ section: classes.wideSection }}
          style={{ flexShrink: 0 }}
        >
          <span className={classes.wideLabel}>Conversations</span>
        </Button>
        <Button
          variant="default"
          leftSection={<IconFiles size={18} aria-hidden />}
          onClick={() => setDrawerOpened(true)}
          style={{ flexShrink: 0 }}
        >
          Documents
        </Button>
      </Group>
      {upload.busy && upload.processingName && (
        <ProcessingPanel
          name={upload.processingName}
          waiting={upload.waiting}
          progress={upload.progress}
          onCancel={upload.cancelProcessing}
          onCancelAll={upload.cancelAll}
        />
      )}
      <LibraryStatusNotice library={library} user={user} />
      <Group align="stretch" gap="sm" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        <Paper
          withBorder
          radius="md"
          style={{ flex: 1, minHeight: 0, minWidth: 0, display: 'flex' }}
        >
          <Dropzone
            onDrop={upload.selectFiles}
            activateOnClick={false}
            activateOnKeyboard={false}
            enablePointerEvents
            disabled={upload.busy || conversations.opening}
            classNames={{ root: classes.dropzone, inner: classes.inner }}
          >
            <CitationOpenerProvider value={viewer.open}>
              <WaitingDocumentsProvider value={upload.waitingDocuments}>
                <ChatPanel
                  chat={chat}
                  agentName={agent.title}
                  placeholder={placeholder}
                  composerTop={<ScopeChips scope={scope} documents={library && documents} />}
                  composerLeftSection={
                    <>
                      <AttachButton
                        onFiles={upload.selectFiles}
                        disabled={upload.busy || conversations.opening}
                      />
                      <ScopePicker documents={documents} scope={scope} />
                    </>
                  }
                />
              </WaitingDocumentsProvider>
            </CitationOpenerProvider>
            <Dropzone.Accept>
              <div className={classes.dropHint}>
                <Group gap="xs">
                  <IconUpload size={22} aria-hidden />
                  <Text fw={500}>Drop documents to upload them</Text>
                </Group>
              </div>
            </Dropzone.Accept>
          </Dropzone>
        </Paper>
        <SourceViewer
          citation={viewer.citation}
          opened={viewer.opened}
          onClose={viewer.close}
          library={library}
          user={user}
        />
      </Group>
      <UploadDocumentDialog upload={upload} levels={uploadLevels(user ?? { id: '' })} />
      <DuplicateDialog upload={upload} />
      <ConversationsDrawer
        opened={conversationsOpened}
        onClose={() => setConversationsOpened(false)}
        conversations={conversations}
        agentName={agent.title}
      />
      <DocumentsDrawer
        opened={drawerOpened}
        onClose={() => setDrawerOpened(false)}
        user={user}
        library={library}
        onAsk={(document) => {
          scope.add({ documentId: document.id, name: document.name });
          setDrawerOpened(false);
        }}
      />
    </>
  );
}
