import type { Classification } from '@domain/classification';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import * as fakeIndexedDb from 'fake-indexeddb';
import {
  createDocumentLibrary,
  type DocumentLibrary,
  type DocumentLibraryOptions,
} from '@/lib/documents/library';
import { openIndexedDbStore } from '@/lib/documents/store/indexeddb-store';
import type { LibraryStore } from '@/lib/documents/store/library-store';
import type { DocumentUser } from '@/lib/documents/types';
import { fileOf } from './fixture-file';
import { extractInProcess } from './in-process-extractor';

/** The uploader in the durable library's tests: Private clearance at the demo company. */
export const OWNER: DocumentUser = {
  id: 'owner',
  name: 'Olivia',
  companyId: 'demo',
  clearance: 'Private',
};

// IndexedDB is fake-indexeddb for the files that call this (test files share a worker; elsewhere
// the library finds none and keeps a page's memory); File and Blob are Node's, since jsdom's
// cannot be read back (no arrayBuffer).
const BROWSER_STAND_INS: [string, unknown][] = [
  ...Object.entries(fakeIndexedDb).filter(([name]) => name !== 'default'),
  ['File', NodeFile],
  ['Blob', NodeBlob],
];

/**
 * A browser database for each test of the calling file, and page loads over it: each a new
 * library over the same database, closed after the test.
 */
export function browserDatabasePerTest() {
  const replaced = new Map<string, unknown>();
  beforeAll(() => {
    for (const [name, value] of BROWSER_STAND_INS) {
      replaced.set(name, (globalThis as Record<string, unknown>)[name]);
      (globalThis as Record<string, unknown>)[name] = value;
    }
  });
  afterAll(() => {
    for (const [name, value] of replaced) (globalThis as Record<string, unknown>)[name] = value;
  });
  const database = { name: '' };
  let opened: DocumentLibrary[] = [];
  beforeEach(() => {
    database.name = `library-${crypto.randomUUID()}`;
  });
  afterEach(() => {
    for (const library of opened) library.close();
    opened = [];
  });

  /** A page load: a new library over the same browser database. */
  function pageLoad(
    wrap: (store: LibraryStore) => LibraryStore = (store) => store,
    more: DocumentLibraryOptions = {},
  ) {
    const name = database.name;
    const library = createDocumentLibrary({
      extract: extractInProcess,
      store: async () => ({ store: wrap(await openIndexedDbStore(name)), problem: null }),
      snapshotDelayMs: 0,
      ...more,
    });
    opened.push(library);
    return library;
  }
  return { database, pageLoad };
}

/** Uploads a text file as OWNER; throws when it is not added. */
export async function upload(
  library: DocumentLibrary,
  text: string,
  name: string,
  level: Classification = 'Public',
) {
  const result = await library.addDocument(fileOf(text, name), {
    user: OWNER,
    classification: level,
  });
  if (result.status === 'failed') throw new Error(result.error.message);
  return result.document;
}

/** The names of the documents a search cites, best first. */
export const cited = async (library: DocumentLibrary, question: string, user: DocumentUser) =>
  (await library.search(question, user)).hits.map((hit) => hit.citation.documentName);

/** Resolves once `check` holds, polling while another page's changes arrive. */
export async function eventually(check: () => Promise<boolean> | boolean) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('never happened');
}
