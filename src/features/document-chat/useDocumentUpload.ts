import { useSelector } from '@xstate/react';
import type { UploadActorRef } from '@/components/app-system';

/** What the chat shows of its upload actor, and the events it sends. */
export function useDocumentUpload(upload: UploadActorRef) {
  const chosen = useSelector(upload, (s) => s.context.chosen);
  const classification = useSelector(upload, (s) => s.context.classification);
  const choosing = useSelector(upload, (s) => s.hasTag('dialog'));
  const busy = useSelector(upload, (s) => s.hasTag('busy'));
  const processingName = useSelector(upload, (s) => s.context.current?.document.name ?? null);
  const waiting = useSelector(upload, (s) => s.context.queue.length);
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
    waiting,
    progress,
    duplicate,
    cancelProcessing: () => upload.send({ type: 'processing.cancel' }),
    selectFiles: ([first, ...others]: readonly File[]) => {
      if (first) upload.send({ type: 'files.select', files: [first, ...others] });
    },
  };
}

export type DocumentUpload = ReturnType<typeof useDocumentUpload>;
