import { openDB } from 'idb';
import { passageTerms } from '../index/passage-terms';
import { packSnapshot, unpackSnapshot } from '../index/snapshot-file';
import type { DocumentUser } from '../types';
import {
  cited,
  eventually,
  OWNER as owner,
  upload,
  browserDatabasePerTest,
} from '@/test/documents/browser-database';
import { fileOf, fixtureFile } from '@/test/documents/fixture-file';
import { MIGRATIONS, openIndexedDbStore, SCHEMA_VERSION } from './indexeddb-store';
import type { LibraryStore } from './library-store';
import { RECORD_VERSION } from './records';

const associate: DocumentUser = { id: 'assoc', companyId: 'demo', clearance: 'Public' };
const outsider: DocumentUser = { id: 'out', companyId: 'other', clearance: 'Private' };

const { database: browserDatabase, pageLoad } = browserDatabasePerTest();

test('after a reload the same documents are searchable, with company and clearance enforced', async () => {
  const first = pageLoad();
  await upload(first, 'Kingsway store opens at nine on Sundays.', 'hours.txt');
  await upload(first, 'Kingsway margin plan for the coming year.', 'plan.txt', 'Private');

  const reloaded = pageLoad();
  expect(reloaded.getStatus().restoring).toBe(true);
  await reloaded.whenReady();
  expect(reloaded.getStatus()).toEqual({ restoring: false, lasting: true, problems: [] });
  expect(reloaded.listDocuments(owner).map((document) => document.name)).toEqual([
    'plan.txt',
    'hours.txt',
  ]);
  expect((await cited(reloaded, 'Kingsway', owner)).sort()).toEqual(['hours.txt', 'plan.txt']);
  expect(await cited(reloaded, 'Kingsway', associate)).toEqual(['hours.txt']);
  expect(await cited(reloaded, 'Kingsway', outsider)).toEqual([]);
  expect(reloaded.listDocuments(outsider)).toEqual([]);
});

test('the original file is kept: the source viewer gets it back after a reload', async () => {
  const first = pageLoad();
  const handbook = await fixtureFile('store-operations-handbook.pdf');
  const added = await first.addDocument(handbook, { user: owner, classification: 'Public' });
  expect(added.status).toBe('indexed');
  const [hit] = (await first.search('counterfeit notes', owner)).hits;

  const reloaded = pageLoad();
  const opened = await reloaded.openSource(
    { documentId: hit!.citation.documentId, passageId: hit!.passageId },
    owner,
  );
  expect(opened.status).toBe('found');
  if (opened.status !== 'found') return;
  expect(opened.source.passages.filter((passage) => passage.cited)).toHaveLength(1);
  const bytes = new Uint8Array(await opened.source.file!.arrayBuffer());
  expect(bytes).toEqual(new Uint8Array(await handbook.arrayBuffer()));
});

test("a table's date-times keep their time of day after a reload", async () => {
  const trips = 'pickup,dropoff,fare\n2019-01-15 03:36:12,2019-01-15 03:42:19,6.5\n';
  await upload(pageLoad(), `${trips}2019-01-10 10:00:00,2019-01-10 10:40:00,60`, 'trips.csv');
  const reloaded = pageLoad();
  await reloaded.whenReady();
  const [pickup] = reloaded.tablesFor(owner)[0]!.table.columns;
  // 2019-01-15 is day 17,911; 03:36:12 is 12,972 of a day's 86,400 seconds.
  expect(pickup).toMatchObject({ kind: 'date' });
  expect(pickup!.kind === 'date' && pickup!.values[0]).toBeCloseTo(17_911 + 12_972 / 86_400, 9);
});

test('a removed document, its passages and its original never come back after a reload', async () => {
  const first = pageLoad();
  const hours = await upload(first, 'Kingsway store opens at nine on Sundays.', 'hours.txt');
  await upload(first, 'Parking permits for delivery vans.', 'parking.txt');
  expect(await first.removeDocument(hours.id, owner)).toEqual({ removed: true });

  const reloaded = pageLoad();
  await reloaded.whenReady();
  expect(reloaded.listDocuments(owner).map((document) => document.name)).toEqual(['parking.txt']);
  expect(await cited(reloaded, 'Kingsway Sundays', owner)).toEqual([]);
  const database = await openDB(browserDatabase.name);
  expect(await database.count('passages')).toBe(1);
  expect(await database.getAllKeys('originals')).toHaveLength(1);
  database.close();
});

test('clearing (Reset demo data) empties the library for good', async () => {
  const first = pageLoad();
  await upload(first, 'Kingsway store opens at nine on Sundays.', 'hours.txt');
  await first.clear();
  expect(first.listDocuments(owner)).toEqual([]);
  const reloaded = pageLoad();
  await reloaded.whenReady();
  expect(reloaded.listDocuments(owner)).toEqual([]);
});

test.each(['writeDocument', 'reservePassageIds'] as const)(
  'an upload past the quota (at %s) fails clearly and leaves the library as it was',
  async (refusing) => {
    const full = (store: LibraryStore): LibraryStore => ({
      ...store,
      [refusing]: async () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    });
    const library = pageLoad(full);
    const result = await library.addDocument(fileOf('Kingsway opening hours.', 'hours.txt'), {
      user: owner,
      classification: 'Public',
    });
    expect(result).toEqual({
      status: 'failed',
      error: {
        code: 'storage-full',
        message:
          'hours.txt was not added: this browser has no room left to keep it. Remove documents you no longer need from the Documents drawer, then upload it again.',
      },
    });
    expect(library.listDocuments(owner)).toEqual([]);
    expect(await library.search('Kingsway opening hours', owner)).toEqual({
      hits: [],
      searchedDocuments: 0,
    });
  },
);

test('another tab sees an upload and a removal without a reload', async () => {
  const tabA = pageLoad();
  const tabB = pageLoad();
  await Promise.all([tabA.whenReady(), tabB.whenReady()]);
  const hours = await upload(tabA, 'Kingsway store opens at nine on Sundays.', 'hours.txt');
  await eventually(async () => (await cited(tabB, 'Kingsway', owner)).length === 1);
  expect(tabB.listDocuments(owner).map((document) => document.name)).toEqual(['hours.txt']);

  await tabA.removeDocument(hours.id, owner);
  await eventually(() => tabB.listDocuments(owner).length === 0);
  expect(await cited(tabB, 'Kingsway', owner)).toEqual([]);
});

test('two tabs uploading at once both keep their documents, with distinct passage ids', async () => {
  const tabA = pageLoad();
  const tabB = pageLoad();
  await Promise.all([
    upload(tabA, 'Kingsway store opens at nine on Sundays.', 'hours.txt'),
    upload(tabB, 'Parking permits for delivery vans at Kingsway.', 'parking.txt'),
  ]);
  const reloaded = pageLoad();
  await reloaded.whenReady();
  expect((await cited(reloaded, 'Kingsway', owner)).sort()).toEqual(['hours.txt', 'parking.txt']);
  const database = await openDB(browserDatabase.name);
  expect(await database.count('passages')).toBe(2);
  database.close();
});

describe('records this release cannot read', () => {
  async function storeRecord(record: unknown, original?: { name: string; text: string }) {
    const store = await openIndexedDbStore(browserDatabase.name);
    const database = await openDB(browserDatabase.name);
    await database.put('documents', record);
    if (original) {
      const bytes = new TextEncoder().encode(original.text);
      await database.put('originals', {
        documentId: (record as { id: string }).id,
        name: original.name,
        type: 'text/plain',
        bytes: bytes.buffer,
      });
    }
    database.close();
    return store;
  }

  test('a record from another version is read again from its original, keeping its level and uploader', async () => {
    await storeRecord(
      {
        recordVersion: RECORD_VERSION - 1,
        id: 'doc-old',
        name: 'old-hours.txt',
        scope: 'company:demo',
        classification: 'Private',
        uploaderId: 'owner',
        uploaderName: 'Olivia',
        uploadedAt: '2026-01-01T00:00:00.000Z',
      },
      { name: 'old-hours.txt', text: 'Kingsway store opens at nine on Sundays.' },
    );
    const library = pageLoad();
    await library.whenReady();
    expect(library.problemsFor(owner)).toEqual([
      'old-hours.txt was saved by another version, so it was read again from its original.',
    ]);
    expect(await cited(library, 'Kingsway Sundays', owner)).toEqual(['old-hours.txt']);
    expect(await cited(library, 'Kingsway Sundays', associate)).toEqual([]);
    expect(library.listDocuments(owner)[0]).toMatchObject({
      id: 'doc-old',
      uploaderName: 'Olivia',
      classification: 'Private',
    });

    library.acknowledgeProblems(owner);
    expect(library.problemsFor(owner)).toEqual([]);
    const again = pageLoad();
    await again.whenReady();
    expect(again.problemsFor(owner)).toEqual([]);
    expect(await cited(again, 'Kingsway Sundays', owner)).toEqual(['old-hours.txt']);
  });

  test('a damaged record is removed and said once; the rest of the library restores', async () => {
    const first = pageLoad();
    await upload(first, 'Parking permits for delivery vans.', 'parking.txt');
    await storeRecord({
      id: 'doc-broken',
      name: 'broken.txt',
      scope: 'company:demo',
      classification: 'Public',
      passageIds: 'nonsense',
    });
    const library = pageLoad();
    await library.whenReady();
    expect(library.problemsFor(owner)).toEqual([
      'broken.txt could not be restored (damaged) and was removed. Upload it again to search it.',
    ]);
    expect(library.listDocuments(owner).map((document) => document.name)).toEqual(['parking.txt']);
    const again = pageLoad();
    await again.whenReady();
    expect(again.problemsFor(owner)).toEqual([]);
  });

  test('problems are told only to those who may see the document; one of no known company to nobody', async () => {
    await storeRecord({
      id: 'doc-merger',
      name: 'project-falcon-merger.txt',
      scope: 'company:demo',
      classification: 'Private',
      recordVersion: RECORD_VERSION + 1,
    });
    await storeRecord({ id: 'doc-unknown', name: 'unknown.txt', recordVersion: 0 });
    const library = pageLoad();
    await library.whenReady();
    const told =
      'project-falcon-merger.txt could not be restored (saved by another version) and was removed. Upload it again to search it.';
    expect(library.problemsFor(associate)).toEqual([]);
    expect(library.problemsFor(outsider)).toEqual([]);
    library.acknowledgeProblems(outsider);
    library.acknowledgeProblems(associate);
    expect(library.problemsFor(owner)).toEqual([told]);
    library.acknowledgeProblems(owner);
    expect(library.problemsFor(owner)).toEqual([]);
  });
});

describe('the saved index', () => {
  async function savedSnapshots() {
    const database = await openDB(browserDatabase.name);
    const count = await database.count('snapshots');
    database.close();
    return count;
  }

  /** A page load that counts the passages it reads while restoring. */
  function countingPageLoad() {
    const reads = { passages: 0 };
    const library = pageLoad((store) => ({
      ...store,
      readPassages: (ids) => {
        reads.passages += ids.length;
        return store.readPassages(ids);
      },
    }));
    return { library, reads };
  }

  test('a reload restores the saved index instead of indexing every passage again', async () => {
    const first = pageLoad();
    await upload(first, 'Kingsway store opens at nine on Sundays.', 'hours.txt');
    await upload(first, 'Parking permits for delivery vans at Kingsway.', 'parking.txt');
    // (Waiting for a saved snapshot could find the one of hours.txt alone.)
    await first.saveIndexes();
    const before = await first.search('Kingsway parking', owner);

    const { library, reads } = countingPageLoad();
    await library.whenReady();
    expect(reads.passages).toBe(0);
    expect(await library.search('Kingsway parking', owner)).toEqual(before);
  });

  test('documents removed or added since the index was saved are reconciled on reload', async () => {
    const first = pageLoad();
    const hours = await upload(first, 'Kingsway store opens at nine on Sundays.', 'hours.txt');
    await eventually(async () => (await savedSnapshots()) === 1);
    first.close(); // No more saves from this page: the saved index now lags behind.
    await first.removeDocument(hours.id, owner);
    await upload(first, 'Parking permits for delivery vans at Kingsway.', 'parking.txt');

    const { library, reads } = countingPageLoad();
    await library.whenReady();
    expect(reads.passages).toBe(1);
    expect(await cited(library, 'Kingsway', owner)).toEqual(['parking.txt']);
  });

  test('passages indexed again on load are made into terms by termsOf (a worker in the browser)', async () => {
    const first = pageLoad();
    await upload(first, 'Kingsway store opens at nine on Sundays.', 'hours.txt');
    await eventually(async () => (await savedSnapshots()) === 1);
    const database = await openDB(browserDatabase.name);
    await database.clear('snapshots');
    database.close();

    const made: number[] = [];
    const library = pageLoad(undefined, {
      termsOf: async (passages) => {
        made.push(...passages.map((passage) => passage.id));
        return passages.map(passageTerms);
      },
    });
    await library.whenReady();
    expect(made).toHaveLength(1);
    expect(await cited(library, 'Kingsway Sundays', owner)).toEqual(['hours.txt']);
  });

  /** The saved index with its first posting list's length set to 60 million. */
  async function withHostileLength(file: Blob) {
    const snapshot = await unpackSnapshot(file);
    snapshot.levels.Public!.postings.lengths[0] = 60_000_000;
    return packSnapshot(snapshot);
  }

  type SavedIndex = { contents: { documentId: string }[]; snapshot: Blob };

  test.each([
    ['cut short', { snapshot: (file: Blob) => file.slice(0, file.size - 8) }],
    [
      'an object of an earlier version',
      { snapshot: () => ({ format: 1, levels: { Public: {} } }) },
    ],
    ['without its contents', { contents: () => null }],
    ['listing contents of another shape', { contents: () => [{ documentId: 7 }] }],
    ['claiming 60 million postings in a list', { snapshot: withHostileLength }],
  ])('a saved index that is %s is rebuilt from the stored passages', async (_damage, damage) => {
    const first = pageLoad();
    await upload(first, 'Kingsway store opens at nine on Sundays.', 'hours.txt');
    await eventually(async () => (await savedSnapshots()) === 1);
    const database = await openDB(browserDatabase.name);
    const [record] = (await database.getAll('snapshots')) as SavedIndex[];
    const damaged = Object.fromEntries(
      await Promise.all(
        Object.entries(damage).map(async ([field, change]) => [
          field,
          await change(record!.snapshot),
        ]),
      ),
    );
    await database.put('snapshots', { ...record, ...damaged });
    database.close();

    const { library, reads } = countingPageLoad();
    await library.whenReady();
    expect(reads.passages).toBe(1);
    expect(library.problemsFor(owner)).toEqual([]);
    expect(await cited(library, 'Kingsway Sundays', owner)).toEqual(['hours.txt']);
  });

  test('a saved index holding a document its record does not list is rebuilt, keeping both', async () => {
    // What an earlier release saved when a snapshot was taken while an upload was being written.
    const first = pageLoad();
    await upload(first, 'Kingsway store opens at nine on Sundays.', 'hours.txt');
    await upload(first, 'Parking permits for delivery vans at Kingsway.', 'parking.txt');
    await first.saveIndexes();
    const database = await openDB(browserDatabase.name);
    const [record] = (await database.getAll('snapshots')) as SavedIndex[];
    expect(record!.contents).toHaveLength(2);
    await database.put('snapshots', { ...record, contents: record!.contents.slice(0, 1) });
    database.close();

    for (const reload of [pageLoad(), pageLoad()]) {
      await reload.whenReady();
      expect(reload.problemsFor(owner)).toEqual([]);
      expect((await cited(reload, 'Kingsway', owner)).sort()).toEqual(['hours.txt', 'parking.txt']);
    }
  });

  test('a document whose passages cannot be indexed is read again from its original; the rest restores', async () => {
    const first = pageLoad();
    const hours = await upload(first, 'Kingsway store opens at nine on Sundays.', 'hours.txt');
    const database = await openDB(browserDatabase.name);
    const [stored] = await database.getAll('documents');
    // A later record claiming another document's passages: indexing them twice fails. (Restore
    // goes oldest first, so the earlier owner of the passages keeps them.)
    const later = new Date(Date.parse(stored.uploadedAt) + 1000).toISOString();
    await database.put('documents', {
      ...stored,
      id: 'doc-copy',
      name: 'copy.txt',
      uploadedAt: later,
    });
    await database.put('originals', {
      documentId: 'doc-copy',
      name: 'copy.txt',
      type: 'text/plain',
      bytes: new TextEncoder().encode('Parking permits for delivery vans.').buffer,
    });
    await database.clear('snapshots');
    database.close();

    const library = pageLoad();
    await library.whenReady();
    expect(library.problemsFor(owner)).toEqual([
      'copy.txt was damaged, so it was read again from its original.',
    ]);
    expect(await cited(library, 'Kingsway Sundays', owner)).toEqual([hours.name]);
    expect(await cited(library, 'parking permits', owner)).toEqual(['copy.txt']);
  });
});

test('a database of the first schema version is migrated, keeping its documents', async () => {
  const first = pageLoad();
  await upload(first, 'Kingsway store opens at nine on Sundays.', 'hours.txt');
  const stored = await openDB(browserDatabase.name);
  const documents = await stored.getAll('documents');
  const passages = await stored.getAll('passages');
  stored.close();
  first.close();

  browserDatabase.name = `library-${crypto.randomUUID()}`;
  const version1 = await openDB(browserDatabase.name, 1, {
    upgrade: (database, _old, _new, tx) => MIGRATIONS[0]!(database as never, tx as never),
  });
  for (const document of documents) await version1.put('documents', document);
  for (const passage of passages) await version1.put('passages', passage);
  version1.close();

  const migrated = pageLoad();
  await migrated.whenReady();
  expect(await cited(migrated, 'Kingsway Sundays', owner)).toEqual(['hours.txt']);
  const database = await openDB(browserDatabase.name);
  expect(database.version).toBe(SCHEMA_VERSION);
  expect([...database.objectStoreNames]).toContain('snapshots');
  database.close();
});
