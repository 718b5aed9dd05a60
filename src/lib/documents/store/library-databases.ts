import { LIBRARY_DATABASE, openIndexedDbStore } from './indexeddb-store';
import { rememberDocumentCounts } from './lost-documents';
import { openLibraryChannel } from './tab-channel';

/**
 * The library databases this browser holds: every company's, and the one they all shared
 * before. Empty where the browser cannot list its databases.
 */
export async function libraryDatabases(): Promise<string[]> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return [];
  return (await indexedDB.databases())
    .map((database) => database.name ?? '')
    .filter((name) => name === LIBRARY_DATABASE || name.startsWith(`${LIBRARY_DATABASE}:`));
}

/**
 * Empties a library database (its passage counter stays), forgets its counts, and tells the
 * tabs that have it open.
 */
export async function clearLibraryDatabase(name: string): Promise<void> {
  const store = await openIndexedDbStore(name);
  try {
    await store.clear();
  } finally {
    store.close();
  }
  rememberDocumentCounts(name, []);
  const channel = openLibraryChannel(name, () => {});
  channel.announce({ type: 'cleared' });
  channel.close();
}
