import { createContext, useContext, type ReactNode } from 'react';
import { loadDocumentLibrary, type LoadDocumentLibrary } from './load-document-library';

const LibraryLoader = createContext<LoadDocumentLibrary>(loadDocumentLibrary);

/**
 * Where the Documents drawer finds the library the upload and chat effects use: the page's own
 * by default; the app passes the one it gave the effects (tests: one reading in-process).
 */
export function LibraryLoaderProvider({
  loadLibrary,
  children,
}: {
  loadLibrary: LoadDocumentLibrary;
  children: ReactNode;
}) {
  return <LibraryLoader.Provider value={loadLibrary}>{children}</LibraryLoader.Provider>;
}

export function useLibraryLoader(): LoadDocumentLibrary {
  return useContext(LibraryLoader);
}
