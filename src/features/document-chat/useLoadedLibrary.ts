import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LoadDocumentLibrary } from './load-document-library';
import type { DocumentLibrary } from '@/lib/documents/library';
import type { DocumentUser } from '@/lib/documents/types';

const noSubscription = () => () => {};

/**
 * The signed-in user's document library once its chunk has loaded (null before, and while
 * nobody is signed in), re-rendering whenever documents are added or removed.
 */
export function useLoadedLibrary(
  load: LoadDocumentLibrary,
  user: DocumentUser | null,
): DocumentLibrary | null {
  const [loaded, setLoaded] = useState<{ user: DocumentUser; library: DocumentLibrary } | null>(
    null,
  );
  useEffect(() => {
    if (!user) return;
    let current = true;
    load(user).then(
      (library) => {
        if (current) setLoaded({ user, library });
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [load, user]);
  // Another account's library, loaded before this user signed in, is not theirs.
  const theirs = loaded && user && loaded.user.id === user.id;
  const library = theirs && loaded.user.companyId === user.companyId ? loaded.library : null;
  useSyncExternalStore(
    library ? library.subscribe : noSubscription,
    () => library?.getVersion() ?? -1,
  );
  return library;
}
