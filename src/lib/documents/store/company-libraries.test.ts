import { openDB } from 'idb';
import {
  clearLibraries,
  closeLibrary,
  createDocumentLibrary,
  libraryFor as openLibraryFor,
} from '../library';
import { signedOut } from '../sign-out';
import type { DocumentUser } from '../types';
import { browserDatabasePerTest, cited, OWNER, upload } from '@/test/documents/browser-database';
import { fileOf } from '@/test/documents/fixture-file';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { LIBRARY_DATABASE, libraryDatabase, openIndexedDbStore } from './indexeddb-store';
import { libraryDatabases } from './library-databases';

/**
 * Each company's library in a database of its own, loaded only for the signed-in account and
 * let go at sign-out; the database every company shared before is emptied into them.
 */

browserDatabasePerTest();

const outsider: DocumentUser = {
  id: 'out',
  name: 'Otto',
  companyId: 'other',
  clearance: 'Private',
};
const libraryFor = (user: DocumentUser) => openLibraryFor(user, { extract: extractInProcess });
const DEMO = libraryDatabase('company:demo');
const OTHER = libraryDatabase('company:other');

afterEach(async () => {
  closeLibrary();
  for (const name of await libraryDatabases()) indexedDB.deleteDatabase(name);
});

async function storedNames(database: string): Promise<string[]> {
  const stored = await openDB(database);
  const names = ((await stored.getAll('documents')) as { name: string }[]).map((d) => d.name);
  stored.close();
  return names.sort();
}

/** Whether nothing holds the database open: deleting it is not blocked. */
function deletable(database: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(database);
    request.onsuccess = () => resolve(true);
    request.onblocked = () => resolve(false);
  });
}

test("an account's documents go to its company's database; another company's loads none of them", async () => {
  const demo = libraryFor(OWNER);
  await upload(demo, 'The amberline store opens at nine.', 'amberline.txt', 'Private');
  expect(await libraryDatabases()).toEqual([DEMO]);

  const other = libraryFor(outsider);
  expect(other).not.toBe(demo);
  await other.whenReady();
  expect(other.listDocuments(outsider)).toEqual([]);
  expect(other.listDocuments(OWNER)).toEqual([]);
  await upload(other, 'The bluewater margin plan.', 'bluewater.txt');
  expect(await storedNames(DEMO)).toEqual(['amberline.txt']);
  expect(await storedNames(OTHER)).toEqual(['bluewater.txt']);
  // Opening the other company's library closed the first: its database is free.
  expect(await deletable(DEMO)).toBe(true);
});

test('signing out lets the library go; signing in again loads it from storage', async () => {
  const before = libraryFor(OWNER);
  await upload(before, 'The amberline store opens at nine.', 'amberline.txt');
  signedOut();
  const after = libraryFor(OWNER);
  expect(after).not.toBe(before);
  await after.whenReady();
  expect(await cited(after, 'amberline', OWNER)).toEqual(['amberline.txt']);
  signedOut();
  expect(await deletable(DEMO)).toBe(true);
});

test('the database all companies shared is moved into each company’s own as it signs in, then goes', async () => {
  const shared = createDocumentLibrary({
    extract: extractInProcess,
    store: async () => ({ store: await openIndexedDbStore(LIBRARY_DATABASE), problem: null }),
    shareChanges: false,
  });
  await upload(shared, 'The amberline store opens at nine.', 'amberline.txt', 'Private');
  const added = await shared.addDocument(fileOf('The bluewater margin plan.', 'bluewater.txt'), {
    user: outsider,
    classification: 'Public',
  });
  expect(added.status).toBe('indexed');
  shared.close();

  const demo = libraryFor(OWNER);
  await demo.whenReady();
  expect(await cited(demo, 'amberline', OWNER)).toEqual(['amberline.txt']);
  expect(await storedNames(LIBRARY_DATABASE)).toEqual(['bluewater.txt']);
  expect(await storedNames(DEMO)).toEqual(['amberline.txt']);

  const other = libraryFor(outsider);
  await other.whenReady();
  expect(await cited(other, 'bluewater', outsider)).toEqual(['bluewater.txt']);
  await vi.waitFor(async () => expect(await libraryDatabases()).not.toContain(LIBRARY_DATABASE));
});

test('Reset demo data empties every company’s library', async () => {
  await upload(libraryFor(outsider), 'The bluewater margin plan.', 'bluewater.txt');
  const demo = libraryFor(OWNER);
  await upload(demo, 'The amberline store opens at nine.', 'amberline.txt');
  await clearLibraries();
  expect(demo.listDocuments(OWNER)).toEqual([]);
  expect(await storedNames(DEMO)).toEqual([]);
  expect(await storedNames(OTHER)).toEqual([]);
  const other = libraryFor(outsider);
  await other.whenReady();
  expect(other.problemsFor(outsider)).toEqual([]);
});
