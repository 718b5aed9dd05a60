import type { DocumentLibrary } from '@/lib/documents/library';
import type { DocumentUser } from '@/lib/documents/types';

/**
 * How the chat reaches the documents engine: loaded on demand, never with the first page, and
 * for the signed-in user, whose company's library is the only one loaded.
 */
export type LoadDocumentLibrary = (user: DocumentUser) => Promise<DocumentLibrary>;

/** The user's company's library (the engine's chunk is fetched on first use). */
export const loadDocumentLibrary: LoadDocumentLibrary = async (user) =>
  (await import('@/lib/documents/library')).libraryFor(user);
