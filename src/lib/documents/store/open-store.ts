import { openIndexedDbStore } from './indexeddb-store';
import { memoryStore, type LibraryStore } from './library-store';

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
export async function openBrowserStore(): Promise<OpenedStore> {
  if (typeof indexedDB === 'undefined') return { store: memoryStore(), problem: null };
  try {
    return { store: await openIndexedDbStore(), problem: null };
  } catch (error) {
    return {
      store: memoryStore(),
      problem: `The document library kept in this browser could not be opened (${describe(error)}), so documents uploaded now will not be kept after a reload.`,
    };
  }
}
