import type {
  DocumentRecord,
  IndexSnapshotRecord,
  OriginalRecord,
  PassageRecord,
  UnreadableRecord,
} from './records';

/** What a store found when the library asked for everything it holds. */
export interface StoredLibrary {
  documents: DocumentRecord[];
  /** Records it could not use, with their originals where those were kept. */
  unreadable: { record: UnreadableRecord; original: OriginalRecord | null }[];
}

/** A document as it is written: all of it, or nothing. */
export interface DocumentWrite {
  document: DocumentRecord;
  passages: PassageRecord[];
  original: OriginalRecord | null;
}

/**
 * Where the library keeps documents between page loads. Every write is one transaction, so
 * two tabs writing at once never leave half a document.
 */
export interface LibraryStore {
  /** 'indexeddb' lasts across reloads; 'memory' ends with the page. */
  readonly kind: 'indexeddb' | 'memory';
  /** The database's name: tabs sharing a database tell each other on a channel of that name. */
  readonly name: string;
  readAll(): Promise<StoredLibrary>;
  readDocument(id: string): Promise<DocumentRecord | null>;
  /** Reserves `count` passage ids no other tab will hand out; resolves with the first. */
  reservePassageIds(count: number): Promise<number>;
  /**
   * Writes a document, replacing an earlier record of it and its passages, in one transaction.
   * Rejects (nothing written) when the browser's quota is exceeded.
   */
  writeDocument(write: DocumentWrite): Promise<void>;
  /**
   * Replaces a stored document's record, keeping its passages and original; false (nothing
   * written) when the document is no longer stored (another tab removed it).
   */
  replaceRecord(document: DocumentRecord): Promise<boolean>;
  /** The document, its passages and its original, in one transaction. */
  deleteDocument(id: string): Promise<void>;
  readPassages(ids: readonly number[]): Promise<(PassageRecord | undefined)[]>;
  readOriginal(documentId: string): Promise<OriginalRecord | null>;
  /** The saved indexes as stored: the reader checks them (`isIndexSnapshotRecord`). */
  readSnapshots(): Promise<unknown[]>;
  writeSnapshot(snapshot: IndexSnapshotRecord): Promise<void>;
  /** Documents, passages, originals and snapshots. */
  clear(): Promise<void>;
  /** Lets the database go (sign-out): no call is made after. */
  close(): void;
}

/** A store that lasts as long as the page: for tests, and where the browser offers no IndexedDB. */
export function memoryStore(): LibraryStore {
  const documents = new Map<string, DocumentRecord>();
  const passages = new Map<number, PassageRecord>();
  const originals = new Map<string, OriginalRecord>();
  const snapshots = new Map<string, IndexSnapshotRecord>();
  let nextPassageId = 1;
  return {
    kind: 'memory',
    name: 'memory',
    readAll: async () => ({ documents: [...documents.values()], unreadable: [] }),
    readDocument: async (id) => documents.get(id) ?? null,
    async reservePassageIds(count) {
      const first = nextPassageId;
      nextPassageId += count;
      return first;
    },
    async writeDocument(write) {
      for (const passageId of documents.get(write.document.id)?.passageIds ?? []) {
        passages.delete(passageId);
      }
      documents.set(write.document.id, write.document);
      for (const passage of write.passages) passages.set(passage.id, passage);
      if (write.original) originals.set(write.document.id, write.original);
    },
    async replaceRecord(document) {
      if (!documents.has(document.id)) return false;
      documents.set(document.id, document);
      return true;
    },
    async deleteDocument(id) {
      for (const passageId of documents.get(id)?.passageIds ?? []) passages.delete(passageId);
      documents.delete(id);
      originals.delete(id);
    },
    readPassages: async (ids) => ids.map((id) => passages.get(id)),
    readOriginal: async (documentId) => originals.get(documentId) ?? null,
    readSnapshots: async () => [...snapshots.values()],
    async writeSnapshot(snapshot) {
      snapshots.set(snapshot.scope, snapshot);
    },
    close() {},
    async clear() {
      documents.clear();
      passages.clear();
      originals.clear();
      snapshots.clear();
    },
  };
}
