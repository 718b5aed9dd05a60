import { LIBRARY_DATABASE, openIndexedDbStore } from './indexeddb-store';
import { libraryDatabases } from './library-databases';
import type { LibraryStore, StoredLibrary } from './library-store';
import type { DocumentRecord } from './records';

/**
 * Until each company had a database of its own, every company's documents sat in one
 * (LIBRARY_DATABASE), loaded into every tab whoever was signed in. A company's library takes
 * its documents out of it when it opens: each is written to the company's database (its
 * passages numbered there), then deleted from the shared one, which goes once empty. A crash
 * between the two leaves the document in both: the next open writes it again over its copy.
 */

/** A record that restore reads again from its original, keeping its level and uploader. */
function toBeReadAgain(
  { record, original }: StoredLibrary['unreadable'][number],
  facts: NonNullable<StoredLibrary['unreadable'][number]['record']['facts']>,
): DocumentRecord {
  return {
    ...facts,
    recordVersion: 0,
    id: record.documentId,
    name: record.name,
    format: 'txt',
    sizeBytes: original?.bytes.byteLength ?? 0,
    storedBytes: original?.bytes.byteLength ?? 0,
    passageIds: [],
    tables: [],
    searchable: false,
    indexedSummary: '',
  };
}

async function moveDocument(document: DocumentRecord, from: LibraryStore, into: LibraryStore) {
  const passages = (await from.readPassages(document.passageIds)).filter(
    (passage) => passage !== undefined,
  );
  const firstId = passages.length > 0 ? await into.reservePassageIds(passages.length) : 0;
  const numbered = passages.map((passage, at) => ({ ...passage, id: firstId + at }));
  await into.writeDocument({
    document: { ...document, passageIds: numbered.map((passage) => passage.id) },
    passages: numbered,
    original: await from.readOriginal(document.id),
  });
}

/** Moves the documents of `scope` from the shared database into `into` (its own). */
export async function moveFromSharedDatabase(scope: string, into: LibraryStore): Promise<void> {
  // Looked for first: asking IndexedDB to open it would create it.
  if (!(await libraryDatabases()).includes(LIBRARY_DATABASE)) return;
  const shared = await openIndexedDbStore(LIBRARY_DATABASE);
  try {
    const { documents, unreadable } = await shared.readAll();
    for (const document of documents.filter((held) => held.scope === scope)) {
      await moveDocument(document, shared, into);
      await shared.deleteDocument(document.id);
    }
    // Records of no readable company can be neither moved nor told about: they go.
    const ours = ({ record }: StoredLibrary['unreadable'][number]) =>
      record.access === null || record.access.scope === scope;
    for (const held of unreadable.filter(ours)) {
      const { facts } = held.record;
      if (held.original && facts) {
        const document = toBeReadAgain(held, facts);
        await into.writeDocument({ document, passages: [], original: held.original });
      }
      await shared.deleteDocument(held.record.documentId);
    }
    const left = await shared.readAll();
    if (left.documents.length + left.unreadable.length > 0) return;
  } finally {
    shared.close();
  }
  // Not waited for: another tab of an earlier release may hold it open a while.
  indexedDB.deleteDatabase(LIBRARY_DATABASE);
}
