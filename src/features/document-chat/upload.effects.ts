import { fromCallback } from 'xstate';
import type { AppEffects } from '@machines/app/provide-effects';
import { ONE_FILE_AT_A_TIME, uploadProblemNotice } from '@domain/upload-rules';
import { notifyError, notifyInfo, notifySuccess } from '@/components/notify';
import { createLibraryProcessor } from './library-processor';
import type { LoadDocumentLibrary } from './load-document-library';

/**
 * While the dialog asks for a level, the reader's workers start and load pdf.js, the slowest
 * part of reading a PDF; they are let go when the dialog closes (used or not).
 */
const prepareReader = fromCallback(() => {
  // Without workers (a test's DOM) there is nothing to get ready; a failure only costs time.
  if (typeof Worker === 'undefined') return;
  let released = false;
  let release = () => {};
  import('@/lib/documents/read/worker-client').then(
    ({ prepareDocumentReader }) => {
      if (!released) release = prepareDocumentReader().release;
    },
    () => {},
  );
  return () => {
    released = true;
    release();
  };
});

/** The upload flow's effects: reading and indexing with the documents engine, and the toasts. */
export function uploadEffects(loadLibrary: LoadDocumentLibrary) {
  return {
    actors: { processDocument: createLibraryProcessor(loadLibrary), prepareReader },
    actions: {
      announceRejectedFile: (_, { problem, fileName }) => {
        const notice = uploadProblemNotice(problem, fileName);
        notifyError(notice.title, notice.message);
      },
      announceOneFileAtATime: () =>
        notifyError(ONE_FILE_AT_A_TIME.title, ONE_FILE_AT_A_TIME.message),
      announceProcessed: (_, { document, processed }) => {
        if (processed.storedOnly) {
          notifyInfo('Document Stored, Not Searchable', processed.storedOnly);
        } else {
          notifySuccess(
            'Document Uploaded Successfully',
            `${document.name} has been processed and is ready for chat.`,
          );
        }
      },
      announceFailed: (_, { document, reason }) =>
        notifyError('Document Upload Failed', `${document.name} could not be processed: ${reason}`),
      announceCancelled: (_, document) =>
        notifyInfo('Upload Cancelled', `${document.name} was not added.`),
      discardProcessed: (_, { processed, uploader }) => {
        const id = processed?.libraryDocumentId;
        if (!id || !uploader) return;
        void loadLibrary(uploader).then((library) => library.removeDocument(id, uploader));
      },
    },
  } satisfies AppEffects['upload'];
}
