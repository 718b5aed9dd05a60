import { openDB } from 'idb';
import type { DocumentLibrary } from '../library';
import { cited, OWNER, upload, browserDatabasePerTest } from '@/test/documents/browser-database';
import { dyingStore, type Crash, type DyingPlan } from '@/test/documents/dying-store';
import { RECORD_VERSION } from './records';

/**
 * The page dies at every point an upload, a removal or an index snapshot waits on storage:
 * before the call reaches the database, or after it is done there but before the page hears
 * back. (Between two storage calls a crash changes nothing lasting, so these are all the
 * outcomes a crash can leave.) The next page load must find every document that storage holds
 * searchable, and nothing else, and go on working.
 */

const { database, pageLoad } = browserDatabasePerTest();

const WORDS = ['amberline', 'bluewater', 'cedarvale', 'driftwood', 'elmstead'];

/**
 * What a page does before it may die; resolves when done, hangs once the page has died. It
 * adds to `confirmed` each document once the page was told it is kept, and takes out each one
 * it starts to remove.
 */
type Session = (library: DocumentLibrary, confirmed: Set<string>) => Promise<void>;

/**
 * Uploads and a removal; the index is saved while each upload's document is written (what the
 * previous steps changed), after the removal and at the end.
 */
const uploadsAndRemoval: Session = async (library, confirmed) => {
  const [a, b, c] = WORDS;
  const first = await upload(library, `The ${a} store opens at nine.`, `${a}.txt`);
  confirmed.add(first.name);
  confirmed.add((await upload(library, `The ${b} plan.`, `${b}.txt`, 'Private')).name);
  confirmed.delete(first.name);
  await library.removeDocument(first.id, OWNER);
  await library.saveIndexes();
  confirmed.add((await upload(library, `The ${c} delivery schedule.`, `${c}.txt`)).name);
  await library.saveIndexes();
};

/** A page load that restores (and reads again from its original) what an older release saved. */
const restoreAndSave: Session = (library) => library.saveIndexes();

const nothingKept = async () => [];

/** A document saved by an earlier release, kept with its original, beside a current one. */
async function seedEarlierRelease(): Promise<string[]> {
  const earlier = pageLoad(undefined, { shareChanges: false });
  await upload(earlier, `The ${WORDS[3]} parking permits.`, `${WORDS[3]}.txt`);
  earlier.close();
  const stored = await openDB(database.name);
  const name = `${WORDS[4]}.txt`;
  await stored.put('documents', {
    recordVersion: RECORD_VERSION - 1,
    id: 'doc-earlier',
    name,
    scope: 'company:demo',
    classification: 'Public',
    uploaderId: OWNER.id,
    uploadedAt: '2026-01-01T00:00:00.000Z',
  });
  const bytes = new TextEncoder().encode(`The ${WORDS[4]} staff rota.`);
  await stored.put('originals', {
    documentId: 'doc-earlier',
    name,
    type: 'text/plain',
    bytes: bytes.buffer,
  });
  stored.close();
  return [`${WORDS[3]}.txt`, name];
}

/** Runs the session on a page that dies at `crash`; resolves when it ends or the page dies. */
async function runUntilCrash(session: Session, crash: Crash | null, confirmed: Set<string>) {
  const plan = { calls: [] as string[], crash };
  let restored = false;
  await new Promise<void>((resolve, reject) => {
    const library: DocumentLibrary = pageLoad(
      (store) =>
        dyingStore(store, plan, {
          // (saveIndexes waits for the restore, which may be what is writing.)
          duringWrite: async () => void (restored && (await library.saveIndexes())),
          died: () => {
            library.close();
            resolve();
          },
        }),
      { shareChanges: false, snapshotDelayMs: 60_000 },
    );
    library
      .whenReady()
      .then(() => {
        restored = true;
        return session(library, confirmed);
      })
      .then(resolve, reject);
  });
  return plan.calls;
}

async function storedNames(): Promise<string[]> {
  const stored = await openDB(database.name);
  const documents: { name: string }[] = await stored.getAll('documents');
  stored.close();
  return documents.map((document) => document.name).sort();
}

/** Problems other than a document of an earlier release read again from its original. */
function expectNoLoss(library: DocumentLibrary) {
  const problems = library
    .problemsFor(OWNER)
    .filter((problem) => !problem.endsWith('so it was read again from its original.'));
  if (problems.length > 0) throw new Error(problems.join(' '));
}

/**
 * After a reload every confirmed document is kept, what storage holds is searchable and
 * nothing else is, and the library goes on.
 */
async function expectWholeAfterReload(confirmed: Set<string>) {
  const kept = await storedNames();
  expect(kept).toEqual(expect.arrayContaining([...confirmed]));
  const reloaded = pageLoad(undefined, { shareChanges: false });
  await reloaded.whenReady();
  expectNoLoss(reloaded);
  expect(
    reloaded
      .listDocuments(OWNER)
      .map((document) => document.name)
      .sort(),
  ).toEqual(kept);
  for (const word of WORDS) {
    const expected = kept.includes(`${word}.txt`) ? [`${word}.txt`] : [];
    expect(await cited(reloaded, word, OWNER)).toEqual(expected);
  }
  await upload(reloaded, 'The weekend rota for the fens.', 'fens.txt');
  await reloaded.saveIndexes();
  reloaded.close();
  const again = pageLoad(undefined, { shareChanges: false });
  await again.whenReady();
  expectNoLoss(again);
  expect(await cited(again, 'fens', OWNER)).toEqual(['fens.txt']);
}

/** Every crash point of the session, each in a database of its own; what went wrong at each. */
async function lossesAtEveryCrash(session: Session, seed: () => Promise<string[]>) {
  const calls = await runUntilCrash(session, null, new Set(await seed()));
  const losses: string[] = [];
  for (let at = 0; at < calls.length; at += 1) {
    for (const after of [false, true]) {
      database.name = `library-${crypto.randomUUID()}`;
      localStorage.clear();
      const confirmed = new Set(await seed());
      await runUntilCrash(session, { at, after }, confirmed);
      try {
        await expectWholeAfterReload(confirmed);
      } catch (error) {
        losses.push(
          `${after ? 'after' : 'before'} ${calls[at]} (call ${at}): ${(error as Error).message}`,
        );
      }
    }
  }
  return { calls, losses };
}

test('a crash at any storage call of uploads, a removal and index saves loses nothing committed', async () => {
  const { calls, losses } = await lossesAtEveryCrash(uploadsAndRemoval, nothingKept);
  expect(calls.filter((call) => call === 'writeSnapshot').length).toBeGreaterThanOrEqual(2);
  expect(losses).toEqual([]);
});

test('a crash while a restore reads a document again from its original loses nothing', async () => {
  const { calls, losses } = await lossesAtEveryCrash(restoreAndSave, seedEarlierRelease);
  expect(calls).toContain('writeDocument');
  expect(losses).toEqual([]);
});

/** A page whose storage can be set to die; `death` resolves when it has. */
function dyingPage() {
  const plan: DyingPlan = { calls: [], crash: null };
  let died = () => {};
  const death = new Promise<void>((resolve) => (died = resolve));
  const page = pageLoad((store) => dyingStore(store, plan, { died }), { snapshotDelayMs: 60_000 });
  /** Dies after the `call`-th storage call from now (0: the next) reaches the database. */
  const dieAfter = (call: number) => (plan.crash = { at: plan.calls.length + call, after: true });
  return { page, death, dieAfter };
}

test('a page dying after its removal reached storage leaves no false notice that the browser cleared documents', async () => {
  const { page, death, dieAfter } = dyingPage();
  const only = await upload(page, `The ${WORDS[0]} store opens at nine.`, `${WORDS[0]}.txt`);
  dieAfter(0); // deleteDocument
  void page.removeDocument(only.id, OWNER);
  await death;
  page.close();
  const reloaded = pageLoad();
  await reloaded.whenReady();
  expect(reloaded.listDocuments(OWNER)).toEqual([]);
  expect(reloaded.problemsFor(OWNER)).toEqual([]);
});

test('another tab finds a document whose page died before telling it, once the page loads again', async () => {
  const other = pageLoad();
  await other.whenReady();
  const { page, death, dieAfter } = dyingPage();
  await page.whenReady();
  dieAfter(1); // reservePassageIds, then writeDocument
  void upload(page, `The ${WORDS[1]} margin plan.`, `${WORDS[1]}.txt`);
  await death;
  page.close();
  await pageLoad().whenReady();
  await vi.waitFor(() =>
    expect(other.listDocuments(OWNER).map((document) => document.name)).toEqual([
      `${WORDS[1]}.txt`,
    ]),
  );
  expect(await cited(other, WORDS[1]!, OWNER)).toEqual([`${WORDS[1]}.txt`]);
});
