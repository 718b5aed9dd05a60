import { fromPromise } from 'xstate';
import { NO_UPLOADER_REASON } from '@machines/document-upload/document-upload.machine';
import type { DuplicateMatch } from '@domain/duplicates';
import type {
  FindDuplicateInput,
  ProcessDocumentInput,
  ProcessedDocument,
} from '@machines/document-upload/document-upload.types';
import type { LoadDocumentLibrary } from './load-document-library';

/** The upload machine's findDuplicate actor: what the uploader can see that the file repeats. */
export function createDuplicateFinder(loadLibrary: LoadDocumentLibrary) {
  return fromPromise<DuplicateMatch | null, FindDuplicateInput>(async ({ input }) => {
    if (!input.uploader) return null;
    const library = await loadLibrary(input.uploader);
    return library.findDuplicate(input.file, input.uploader);
  });
}

/**
 * The upload machine's processDocument actor: the documents engine reads, splits and indexes
 * the file for its uploader. Stopping the actor (cancel, closing the chat) aborts the work.
 */
export function createLibraryProcessor(loadLibrary: LoadDocumentLibrary) {
  return fromPromise<ProcessedDocument, ProcessDocumentInput>(async ({ input, signal }) => {
    const user = input.uploader;
    if (!user) throw new Error(NO_UPLOADER_REASON);
    const library = await loadLibrary(user);
    const result = await library.addDocument(input.file, {
      user,
      classification: input.document.classification,
      signal,
      onProgress: input.reportProgress,
    });
    const documentId = input.document.documentId;
    if (result.status === 'failed') throw new Error(result.error.message);
    // Cancelled while the file was being kept (past the engine's last check): the cancel said
    // nothing would be added, so what was kept goes, and nothing it replaces is touched.
    if (signal.aborted) {
      await library.removeDocument(result.document.id, user);
      signal.throwIfAborted();
    }
    // The replaced document goes once its successor is kept: a failure keeps the old one.
    if (input.replaces) await library.removeDocument(input.replaces, user);
    // Kept beside a document with the same content or name, under a name of its own.
    const keptAs =
      input.file.name === input.document.name ? '' : `I kept it as "${input.file.name}". `;
    if (result.status === 'stored') {
      return {
        documentId,
        libraryDocumentId: result.document.id,
        detail: `${keptAs}${result.message}`,
        storedOnly: result.message,
      };
    }
    return {
      documentId,
      libraryDocumentId: result.document.id,
      detail: `${keptAs}I indexed ${result.document.indexedSummary}.`,
    };
  });
}
