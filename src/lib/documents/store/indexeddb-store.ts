import {
  openDB,
  type DBSchema,
  type IDBPDatabase,
  type IDBPTransaction,
  type StoreNames,
} from 'idb';
import type { LibraryStore, StoredLibrary } from './library-store';
import {
  accessOf,
  factsOf,
  isCurrentDocumentRecord,
  type DocumentRecord,
  type IndexSnapshotRecord,
  type OriginalRecord,
  type PassageRecord,
} from './records';

/**
 * The database every company's documents shared until each company got its own (see
 * shared-database.ts); company databases are named after it.
 */
export const LIBRARY_DATABASE = 'retail-ops-documents';

/** The database of one company's library (or one user's, without a company): `scopeOf`'s. */
export function libraryDatabase(scope: string): string {
  return `${LIBRARY_DATABASE}:${scope}`;
}

interface LibrarySchema extends DBSchema {
  /** Values are checked when read: a record of another version is rebuilt, not trusted. */
  documents: { key: string; value: DocumentRecord };
  passages: { key: number; value: PassageRecord; indexes: { byDocument: string } };
  originals: { key: string; value: OriginalRecord };
  counters: { key: string; value: number };
  /** Checked when read, like documents: a damaged snapshot is rebuilt from the passages. */
  snapshots: { key: string; value: IndexSnapshotRecord };
}

type UpgradeTransaction = IDBPTransaction<
  LibrarySchema,
  StoreNames<LibrarySchema>[],
  'versionchange'
>;

/**
 * The schema's history: MIGRATIONS[n] takes a database from version n to n + 1. A new
 * version appends a step (never edits one), so a browser that skipped releases catches up.
 */
export const MIGRATIONS: ((
  database: IDBPDatabase<LibrarySchema>,
  tx: UpgradeTransaction,
) => void)[] = [
  (database) => {
    database.createObjectStore('documents', { keyPath: 'id' });
    database
      .createObjectStore('passages', { keyPath: 'id' })
      .createIndex('byDocument', 'documentId');
    database.createObjectStore('originals', { keyPath: 'documentId' });
    database.createObjectStore('counters');
  },
  // Version 2 keeps each company's search index, so a reload need not index every passage again.
  (database) => {
    database.createObjectStore('snapshots', { keyPath: 'scope' });
  },
];

export const SCHEMA_VERSION = MIGRATIONS.length;

const NEXT_PASSAGE_ID = 'nextPassageId';
/** Passages written between two of the browser's tasks. */
const PASSAGES_PER_TASK = 200;

/** Opens (creating or migrating) the library's database. Rejects if it cannot be opened. */
export async function openIndexedDbStore(databaseName = LIBRARY_DATABASE): Promise<LibraryStore> {
  const database = await openDB<LibrarySchema>(databaseName, SCHEMA_VERSION, {
    upgrade(upgrading, oldVersion, _newVersion, tx) {
      for (let version = oldVersion; version < SCHEMA_VERSION; version += 1) {
        MIGRATIONS[version]!(upgrading, tx);
      }
    },
    // A newer release open in another tab wants to migrate: let it.
    blocking() {
      database.close();
    },
  });

  async function readAll(): Promise<StoredLibrary> {
    const tx = database.transaction(['documents', 'originals']);
    const stored: unknown[] = await tx.objectStore('documents').getAll();
    const result: StoredLibrary = { documents: [], unreadable: [] };
    for (const value of stored) {
      if (isCurrentDocumentRecord(value)) {
        result.documents.push(value);
        continue;
      }
      const partial = (value ?? {}) as Partial<DocumentRecord>;
      const id = typeof partial.id === 'string' ? partial.id : '';
      const name = typeof partial.name === 'string' ? partial.name : 'A document';
      const original = id ? ((await tx.objectStore('originals').get(id)) ?? null) : null;
      const why =
        typeof partial.recordVersion === 'number' ? 'saved by another version' : 'damaged';
      result.unreadable.push({
        record: { documentId: id, name, why, facts: factsOf(partial), access: accessOf(partial) },
        original,
      });
    }
    await tx.done;
    return result;
  }

  return {
    kind: 'indexeddb',
    name: databaseName,
    readAll,
    readDocument: async (id) => {
      const value: unknown = await database.get('documents', id);
      return isCurrentDocumentRecord(value) ? value : null;
    },
    async reservePassageIds(count) {
      const tx = database.transaction('counters', 'readwrite');
      const first = (await tx.store.get(NEXT_PASSAGE_ID)) ?? 1;
      await tx.store.put(first + count, NEXT_PASSAGE_ID);
      await tx.done;
      return first;
    },
    async writeDocument({ document, passages, original }) {
      const tx = database.transaction(['documents', 'passages', 'originals'], 'readwrite');
      const done = tx.done;
      try {
        // A document read again from its original replaces its earlier passages.
        const passageStore = tx.objectStore('passages');
        const earlier = await passageStore.index('byDocument').getAllKeys(document.id);
        await Promise.all(earlier.map((passageId) => passageStore.delete(passageId)));
        // Each put copies its value on this thread: a few hundred at a time, with the
        // browser's tasks between (waiting on a request keeps the transaction open).
        for (let start = 0; start < passages.length; start += PASSAGES_PER_TASK) {
          const batch = passages.slice(start, start + PASSAGES_PER_TASK);
          await Promise.all(batch.map((passage) => passageStore.put(passage)));
        }
        if (original) await tx.objectStore('originals').put(original);
        await tx.objectStore('documents').put(document);
      } catch (error) {
        done.catch(() => {});
        throw error;
      }
      await done;
    },
    async replaceRecord(document) {
      const tx = database.transaction('documents', 'readwrite');
      const stored = (await tx.store.getKey(document.id)) !== undefined;
      if (stored) await tx.store.put(document);
      await tx.done;
      return stored;
    },
    async deleteDocument(id) {
      const tx = database.transaction(['documents', 'passages', 'originals'], 'readwrite');
      const passages = tx.objectStore('passages');
      const passageIds = await passages.index('byDocument').getAllKeys(id);
      await Promise.all([
        ...passageIds.map((passageId) => passages.delete(passageId)),
        tx.objectStore('originals').delete(id),
        tx.objectStore('documents').delete(id),
        tx.done,
      ]);
    },
    async readPassages(ids) {
      const tx = database.transaction('passages');
      const found = await Promise.all(ids.map((id) => tx.store.get(id)));
      await tx.done;
      return found;
    },
    readOriginal: async (documentId) => (await database.get('originals', documentId)) ?? null,
    readSnapshots: () => database.getAll('snapshots'),
    async writeSnapshot(snapshot) {
      await database.put('snapshots', snapshot);
    },
    close: () => database.close(),
    async clear() {
      // The passage counter stays: another tab may still hold ids it handed out.
      const stores = ['documents', 'passages', 'originals', 'snapshots'] as const;
      const tx = database.transaction(stores, 'readwrite');
      await Promise.all([...stores.map((name) => tx.objectStore(name).clear()), tx.done]);
    },
  };
}
