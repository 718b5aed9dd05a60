import type { DocumentLibrary } from '@/lib/documents/library';

/** How the chat reaches the documents engine: loaded on demand, never with the first page. */
export type LoadDocumentLibrary = () => Promise<DocumentLibrary>;

/** The page's document library (the engine's chunk is fetched on first use). */
export const loadDocumentLibrary: LoadDocumentLibrary = async () =>
  (await import('@/lib/documents/library')).documentLibrary;
