import { createInjected } from '@/components/injected';
import { loadDocumentLibrary, type LoadDocumentLibrary } from './load-document-library';

/**
 * Where the Documents drawer finds the library the upload and chat effects use: the page's own
 * by default; tests pass the one they gave the effects (reading files in-process).
 */
export const [LibraryLoaderProvider, useLibraryLoader] =
  createInjected<LoadDocumentLibrary>(loadDocumentLibrary);
