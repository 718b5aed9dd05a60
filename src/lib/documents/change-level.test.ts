import { passageTerms } from './index/passage-terms';
import type { DocumentUser } from './types';
import {
  browserDatabasePerTest,
  cited,
  eventually,
  OWNER as owner,
  upload,
} from '@/test/documents/browser-database';
import { fixtureFile } from '@/test/documents/fixture-file';
import type { LibraryStore } from './store/library-store';

/** Two people of the owner's company, below the owner's Private clearance. */
const associate: DocumentUser = { id: 'assoc', companyId: 'demo', clearance: 'Public' };
const manager: DocumentUser = { id: 'manager', companyId: 'demo', clearance: 'Confidential' };

const { pageLoad } = browserDatabasePerTest();

const HOURS = 'Kingsway store opens at nine on Sundays.';

const levelIn = (library: ReturnType<typeof pageLoad>, user: DocumentUser, name: string) =>
  library.listDocuments(user).find((document) => document.name === name)?.classification;

test('a document raised above a person’s clearance is no longer found by them, at once and after a reload', async () => {
  const library = pageLoad();
  const hours = await upload(library, HOURS, 'hours.txt');
  expect(await cited(library, 'Kingsway Sundays', associate)).toEqual(['hours.txt']);

  const result = await library.changeLevel(hours.id, 'Confidential', owner);

  expect(result).toMatchObject({ changed: true, document: { classification: 'Confidential' } });
  expect(await cited(library, 'Kingsway Sundays', associate)).toEqual([]);
  expect(library.listDocuments(associate)).toEqual([]);
  expect(await cited(library, 'Kingsway Sundays', manager)).toEqual(['hours.txt']);
  expect(levelIn(library, manager, 'hours.txt')).toBe('Confidential');

  const reloaded = pageLoad();
  await reloaded.whenReady();
  expect(await cited(reloaded, 'Kingsway Sundays', associate)).toEqual([]);
  expect(await cited(reloaded, 'Kingsway Sundays', manager)).toEqual(['hours.txt']);
  expect(levelIn(reloaded, owner, 'hours.txt')).toBe('Confidential');
});

test('a document lowered to Public is found by everyone in the company', async () => {
  const library = pageLoad();
  const plan = await upload(
    library,
    'Kingsway margin plan for the coming year.',
    'plan.txt',
    'Private',
  );
  expect(await cited(library, 'Kingsway margin', associate)).toEqual([]);

  await library.changeLevel(plan.id, 'Public', owner);

  expect(await cited(library, 'Kingsway margin', associate)).toEqual(['plan.txt']);
});

test('a stored-only document (a legacy file) changes level too, and is listed only to those who hold it', async () => {
  const library = pageLoad();
  const added = await library.addDocument(await fixtureFile('legacy-memo.doc'), {
    user: owner,
    classification: 'Public',
  });
  if (added.status === 'failed') throw new Error(added.error.message);

  expect(await library.changeLevel(added.document.id, 'Private', owner)).toMatchObject({
    changed: true,
  });
  expect(library.listDocuments(manager)).toEqual([]);
  const reloaded = pageLoad();
  await reloaded.whenReady();
  expect(levelIn(reloaded, owner, 'legacy-memo.doc')).toBe('Private');
  expect(reloaded.listDocuments(manager)).toEqual([]);
});

test('nobody gives a document a level they do not hold, nor changes one they cannot see', async () => {
  const library = pageLoad();
  const hours = await upload(library, HOURS, 'hours.txt');
  const plan = await upload(library, 'Kingsway margin plan.', 'plan.txt', 'Private');

  expect(await library.changeLevel(hours.id, 'Private', manager)).toEqual({
    changed: false,
    reason: 'Private is above your clearance (Confidential): hours.txt stays Public.',
  });
  expect(await library.changeLevel(plan.id, 'Public', manager)).toEqual({
    changed: false,
    reason: 'This document is no longer in the library.',
  });
  expect(await cited(library, 'Kingsway Sundays', associate)).toEqual(['hours.txt']);
  expect(levelIn(library, owner, 'plan.txt')).toBe('Private');
});

test('the saved index follows the change: a reload restores it without indexing again', async () => {
  const first = pageLoad();
  const hours = await upload(first, HOURS, 'hours.txt');
  await first.saveIndexes();
  await first.changeLevel(hours.id, 'Confidential', owner);
  await first.saveIndexes();

  const made: number[] = [];
  const reloaded = pageLoad(undefined, {
    termsOf: async (passages) => {
      made.push(...passages.map((passage) => passage.id));
      return passages.map(passageTerms);
    },
  });
  await reloaded.whenReady();
  expect(made).toEqual([]);
  expect(await cited(reloaded, 'Kingsway Sundays', associate)).toEqual([]);
  expect(await cited(reloaded, 'Kingsway Sundays', manager)).toEqual(['hours.txt']);
});

test('a reload after a change whose index was never saved indexes the document under its new level', async () => {
  const first = pageLoad();
  const hours = await upload(first, HOURS, 'hours.txt');
  await first.saveIndexes();
  first.close(); // No more saves from this page: the saved index still says Public.
  await first.changeLevel(hours.id, 'Confidential', owner);

  const reloaded = pageLoad();
  await reloaded.whenReady();
  expect(await cited(reloaded, 'Kingsway Sundays', associate)).toEqual([]);
  expect(await cited(reloaded, 'Kingsway Sundays', manager)).toEqual(['hours.txt']);
});

test('another tab follows the change without a reload', async () => {
  const tabA = pageLoad();
  const tabB = pageLoad();
  const hours = await upload(tabA, HOURS, 'hours.txt');
  await eventually(async () => (await cited(tabB, 'Kingsway Sundays', associate)).length === 1);

  await tabA.changeLevel(hours.id, 'Confidential', owner);

  // The other tab reads the record and indexes the document again under its new level.
  await eventually(() => levelIn(tabB, owner, 'hours.txt') === 'Confidential');
  expect(await cited(tabB, 'Kingsway Sundays', manager)).toEqual(['hours.txt']);
  expect(await cited(tabB, 'Kingsway Sundays', associate)).toEqual([]);
});

test('when storage refuses the change, nothing changes', async () => {
  const library = pageLoad((store): LibraryStore => ({
    ...store,
    replaceRecord: () => Promise.reject(new Error('disk on fire')),
  }));
  const hours = await upload(library, HOURS, 'hours.txt');

  expect(await library.changeLevel(hours.id, 'Confidential', owner)).toEqual({
    changed: false,
    reason: "hours.txt could not be changed in this browser's storage (disk on fire). Try again.",
  });
  expect(await cited(library, 'Kingsway Sundays', associate)).toEqual(['hours.txt']);
});
