import { useSelector } from '@xstate/react';
import type { UploadActorRef } from '@/components/app-system';

/** What the chat shows of its upload actor, and the events it sends. */
export function useDocumentUpload(upload: UploadActorRef) {
  const file = useSelector(upload, (s) => s.context.file);
  const classification = useSelector(upload, (s) => s.context.classification);
  const choosing = useSelector(upload, (s) => s.hasTag('dialog'));
  const busy = useSelector(upload, (s) => s.hasTag('busy'));
  const processingName = useSelector(upload, (s) => s.context.document?.name ?? null);
  const progress = useSelector(upload, (s) => s.context.progress);
  return {
    actorRef: upload,
    file,
    classification,
    choosing,
    busy,
    processingName,
    progress,
    cancelProcessing: () => upload.send({ type: 'processing.cancel' }),
    selectFiles: ([first, ...others]: readonly File[]) => {
      if (first) upload.send({ type: 'files.select', files: [first, ...others] });
    },
  };
}

export type DocumentUpload = ReturnType<typeof useDocumentUpload>;
