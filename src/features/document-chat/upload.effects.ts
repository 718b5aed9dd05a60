import { fromCallback } from 'xstate';
import type { AppEffects } from '@machines/app/provide-effects';
import { rejectedFilesNotice } from '@domain/upload-rules';
import { uploadSummary } from '@domain/upload-summary';
import { notifyError, notifyInfo, notifySuccess } from '@/components/notify';
import { createDuplicateFinder, createLibraryProcessor } from './library-processor';
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
    actors: {
      processDocument: createLibraryProcessor(loadLibrary),
      findDuplicate: createDuplicateFinder(loadLibrary),
      prepareReader,
    },
    actions: {
      announceRejectedFiles: (_, rejected) => {
        const notice = rejectedFilesNotice(rejected);
        if (notice) notifyError(notice.title, notice.message);
      },
      announceResults: (_, results) => {
        const summary = uploadSummary(results);
        if (!summary) return;
        const notify = { success: notifySuccess, info: notifyInfo, error: notifyError };
        notify[summary.tone](summary.title, summary.message);
      },
      discardProcessed: (_, { processed, uploader }) => {
        const id = processed?.libraryDocumentId;
        if (!id || !uploader) return;
        void loadLibrary(uploader).then((library) => library.removeDocument(id, uploader));
      },
    },
  } satisfies AppEffects['upload'];
}
