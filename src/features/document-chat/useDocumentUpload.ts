import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { UploadActorRef } from '@/components/app-system';

/** What the chat shows of its upload actor, and the events it sends. */
export function useDocumentUpload(upload: UploadActorRef) {
  const chosen = useSelector(upload, (s) => s.context.chosen);
  const classification = useSelector(upload, (s) => s.context.classification);
  const choosing = useSelector(upload, (s) => s.hasTag('dialog'));
  const busy = useSelector(upload, (s) => s.hasTag('busy'));
  const processingName = useSelector(upload, (s) => s.context.current?.document.name ?? null);
  const queue = useSelector(upload, (s) => s.context.queue);
  const waitingDocuments = useMemo(
    () => new Set(queue.map(({ document }) => document.documentId)),
    [queue],
  );
  const progress = useSelector(upload, (s) => s.context.progress);
  const duplicate = useSelector(upload, (s) =>
    s.hasTag('duplicate') ? s.context.duplicate : null,
  );
  return {
    actorRef: upload,
    chosen,
    classification,
    choosing,
    busy,
    processingName,
    waiting: queue.length,
    waitingDocuments,
    progress,
    duplicate,
    cancelProcessing: () => upload.send({ type: 'processing.cancel' }),
    cancelAll: () => upload.send({ type: 'processing.cancelAll' }),
    selectFiles: ([first, ...others]: readonly File[]) => {
      if (first) upload.send({ type: 'files.select', files: [first, ...others] });
    },
  };
}

export type DocumentUpload = ReturnType<typeof useDocumentUpload>;
