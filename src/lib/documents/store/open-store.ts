import { LIBRARY_DATABASE, libraryDatabase, openIndexedDbStore } from './indexeddb-store';
import { memoryStore, type LibraryStore } from './library-store';
import { moveFromSharedDatabase } from './shared-database';

export interface OpenedStore {
  store: LibraryStore;
  /** Said once when the lasting store could not be opened and the page's memory is used. */
  problem: string | null;
}

function describe(error: unknown): string {
  if (error instanceof DOMException && error.name === 'VersionError') {
    return 'a newer version of this app saved it';
  }
  return error instanceof Error && error.message ? error.message : 'the browser refused';
}

/** IndexedDB where the browser has it; the page's memory where it has not, or fails. */
export async function openBrowserStore(databaseName = LIBRARY_DATABASE): Promise<OpenedStore> {
  if (typeof indexedDB === 'undefined') return { store: memoryStore(), problem: null };
  try {
    return { store: await openIndexedDbStore(databaseName), problem: null };
  } catch (error) {
    return {
      store: memoryStore(),
      problem: `The document library kept in this browser could not be opened (${describe(error)}), so documents uploaded now will not be kept after a reload.`,
    };
  }
}

/**
 * One company's (or one user's) library: a database of its own, so that nothing of another
 * account's is loaded, with its documents moved in from the database all companies shared.
 */
export async function openCompanyStore(scope: string): Promise<OpenedStore> {
  const opened = await openBrowserStore(libraryDatabase(scope));
  if (opened.store.kind === 'indexeddb') {
    // What could not be moved now is moved at the next open.
    await moveFromSharedDatabase(scope, opened.store).catch(() => {});
  }
  return opened;
}
