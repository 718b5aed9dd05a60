import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { PromiseActorLogic } from 'xstate';
import {
  documentUploadMachine,
  UPLOAD_CANCELLED_REASON,
} from '@machines/document-upload/document-upload.machine';
import type {
  ProcessDocumentInput,
  ProcessedDocument,
} from '@machines/document-upload/document-upload.types';
import type { Chat, MachineClock } from '@/components/chat/useChat';
import { inspectAs } from '@/lib/inspection';
import {
  loadDocumentLibrary,
  type LoadDocumentLibrary,
} from '@/components/chat/load-document-library';
import { notifyError, notifyInfo, notifySuccess } from '@/components/notify';
import type { DocumentUser } from '@/lib/documents/types';
import { ONE_FILE_AT_A_TIME, uploadProblemNotice } from '@domain/upload-rules';
import { createLibraryProcessor } from './library-processor';

const uploadInspection = inspectAs('upload');

export type ProcessDocumentLogic = PromiseActorLogic<ProcessedDocument, ProcessDocumentInput>;

interface DocumentUploadOptions {
  /** Who uploads; without a user the machine's default refuses to process. */
  user?: DocumentUser | null;
  /** Replaces the documents engine's processing (tests). */
  processDocument?: ProcessDocumentLogic;
  loadLibrary?: LoadDocumentLibrary;
  clock?: MachineClock;
}

/**
 * The upload flow of one chat: its toasts, and the messages it adds to that chat. It stops with
 * the view, so a confirmation never lands in a closed chat and unfinished work is aborted.
 */
export function useDocumentUpload(
  chat: Chat,
  { user, processDocument, loadLibrary, clock }: DocumentUploadOptions = {},
) {
  const chatRef = chat.actorRef;
  const [logic] = useState(() => {
    const processor =
      processDocument ?? (user ? createLibraryProcessor(user, loadLibrary) : undefined);
    return documentUploadMachine.provide({
      ...(processor ? { actors: { processDocument: processor } } : {}),
      actions: {
        announceRejectedFile: (_, { problem, fileName }) => {
          const notice = uploadProblemNotice(problem, fileName);
          notifyError(notice.title, notice.message);
        },
        announceOneFileAtATime: () =>
          notifyError(ONE_FILE_AT_A_TIME.title, ONE_FILE_AT_A_TIME.message),
        reportSubmitted: (_, document) => chatRef.send({ type: 'document.submitted', document }),
        reportProcessed: (_, { document, processed }) => {
          chatRef.send({
            type: 'document.processed',
            documentId: document.documentId,
            detail: processed.detail,
            searchable: !processed.storedOnly,
          });
          if (processed.storedOnly) {
            notifyInfo('Document Stored, Not Searchable', processed.storedOnly);
          } else {
            notifySuccess(
              'Document Uploaded Successfully',
              `${document.name} has been processed and is ready for chat.`,
            );
          }
        },
        reportFailed: (_, { document, reason }) => {
          chatRef.send({ type: 'document.failed', documentId: document.documentId, reason });
          notifyError(
            'Document Upload Failed',
            `${document.name} could not be processed: ${reason}`,
          );
        },
        discardProcessed: (_, processed) => {
          const id = processed?.libraryDocumentId;
          if (!id || !user) return;
          void (loadLibrary ?? loadDocumentLibrary)().then((library) =>
            library.removeDocument(id, user),
          );
        },
        reportCancelled: (_, document) => {
          chatRef.send({
            type: 'document.failed',
            documentId: document.documentId,
            reason: UPLOAD_CANCELLED_REASON,
          });
          notifyInfo('Upload Cancelled', `${document.name} was not added.`);
        },
      },
    });
  });
  const actorRef = useActorRef(logic, { ...(clock ? { clock } : {}), ...uploadInspection });
  const file = useSelector(actorRef, (s) => s.context.file);
  const classification = useSelector(actorRef, (s) => s.context.classification);
  const choosing = useSelector(actorRef, (s) => s.hasTag('dialog'));
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const processingName = useSelector(actorRef, (s) => s.context.document?.name ?? null);
  const progress = useSelector(actorRef, (s) => s.context.progress);
  return {
    actorRef,
    file,
    classification,
    choosing,
    busy,
    processingName,
    progress,
    cancelProcessing: () => actorRef.send({ type: 'processing.cancel' }),
    selectFiles: ([first, ...others]: readonly File[]) => {
      if (first) actorRef.send({ type: 'files.select', files: [first, ...others] });
    },
  };
}

export type DocumentUpload = ReturnType<typeof useDocumentUpload>;
