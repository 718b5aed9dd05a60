import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LoadDocumentLibrary } from './load-document-library';
import type { DocumentLibrary } from '@/lib/documents/library';

const noSubscription = () => () => {};

/**
 * The document library once its chunk has loaded (null before), re-rendering whenever
 * documents are added or removed.
 */
export function useLoadedLibrary(load: LoadDocumentLibrary): DocumentLibrary | null {
  const [library, setLibrary] = useState<DocumentLibrary | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => {
        if (current) setLibrary(loaded);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [load]);
  useSyncExternalStore(
    library ? library.subscribe : noSubscription,
    () => library?.getVersion() ?? -1,
  );
  return library;
}
