import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { PromiseActorLogic } from 'xstate';
import { documentUploadMachine } from '@machines/document-upload/document-upload.machine';
import type {
  ProcessDocumentInput,
  ProcessedDocument,
} from '@machines/document-upload/document-upload.types';
import type { Chat, MachineClock } from '@/components/chat/useChat';
import { notifyError, notifySuccess } from '@/components/notify';
import { ONE_FILE_AT_A_TIME, uploadProblemNotice } from '@/lib/upload-rules';

export type ProcessDocumentLogic = PromiseActorLogic<ProcessedDocument, ProcessDocumentInput>;

/**
 * The upload flow of one chat: its toasts, and the messages it adds to that chat. It stops with
 * the view, so a confirmation never lands in a closed chat.
 */
export function useDocumentUpload(
  chat: Chat,
  { processDocument, clock }: { processDocument?: ProcessDocumentLogic; clock?: MachineClock } = {},
) {
  const chatRef = chat.actorRef;
  const [logic] = useState(() =>
    documentUploadMachine.provide({
      ...(processDocument ? { actors: { processDocument } } : {}),
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
          });
          notifySuccess(
            'Document Uploaded Successfully',
            `${document.name} has been processed and is ready for chat.`,
          );
        },
        reportFailed: (_, { document, reason }) => {
          chatRef.send({ type: 'document.failed', documentId: document.documentId, reason });
          notifyError(
            'Document Upload Failed',
            `${document.name} could not be processed: ${reason}`,
          );
        },
      },
    }),
  );
  const actorRef = useActorRef(logic, clock ? { clock } : undefined);
  const file = useSelector(actorRef, (s) => s.context.file);
  const classification = useSelector(actorRef, (s) => s.context.classification);
  const choosing = useSelector(actorRef, (s) => s.hasTag('dialog'));
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  return {
    actorRef,
    file,
    classification,
    choosing,
    busy,
    selectFiles: ([first, ...others]: readonly File[]) => {
      if (first) actorRef.send({ type: 'files.select', files: [first, ...others] });
    },
  };
}

export type DocumentUpload = ReturnType<typeof useDocumentUpload>;
