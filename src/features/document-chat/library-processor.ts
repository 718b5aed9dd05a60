import { fromPromise } from 'xstate';
import type {
  ProcessDocumentInput,
  ProcessedDocument,
} from '@machines/document-upload/document-upload.types';
import {
  loadDocumentLibrary,
  type LoadDocumentLibrary,
} from '@/components/chat/load-document-library';
import type { DocumentUser } from '@/lib/documents/types';

/**
 * The upload machine's processDocument actor: the documents engine reads, splits and indexes
 * the file for this uploader. Stopping the actor (cancel, closing the chat) aborts the work.
 */
export function createLibraryProcessor(
  user: DocumentUser,
  loadLibrary: LoadDocumentLibrary = loadDocumentLibrary,
) {
  return fromPromise<ProcessedDocument, ProcessDocumentInput>(async ({ input, signal }) => {
    const library = await loadLibrary();
    const result = await library.addDocument(input.file, {
      user,
      classification: input.document.classification,
      signal,
      onProgress: input.reportProgress,
    });
    const documentId = input.document.documentId;
    if (result.status === 'failed') throw new Error(result.error.message);
    if (result.status === 'stored') {
      return {
        documentId,
        libraryDocumentId: result.document.id,
        detail: result.message,
        storedOnly: result.message,
      };
    }
    return {
      documentId,
      libraryDocumentId: result.document.id,
      detail: `I indexed ${result.document.indexedSummary}.`,
    };
  });
}
