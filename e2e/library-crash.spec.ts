import type { BrowserContext } from '@playwright/test';
import { expect, newTestContext, test, type Page } from './test';
import { LIBRARY_DATABASE } from '../src/lib/documents/store/indexeddb-store';
import { ask, chooseFile, documents, upload } from './support/document-chat';

/**
 * The page dies (its renderer crashes) after each IndexedDB write of an upload and of the index
 * snapshot saved after it; the next page load finds every document storage holds searchable,
 * every document whose write had completed among them, and no problem to report. (Between two
 * writes a crash changes nothing lasting, and a write cut short is undone by IndexedDB: these
 * are all the outcomes a crash can leave. store/crash.test.ts does the same on fake-indexeddb,
 * at every storage call.)
 */

/** What a frozen page says on its console, its last word. */
const FROZEN = 'library-crash: frozen';

/** A document the test writes itself, with a word no other document has. */
function document(word: string) {
  return {
    file: {
      name: `${word}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(`The ${word} store opens at nine.`),
    },
    question: `When does the ${word} store open?`,
  };
}
const KEPT = document('amberline');
const UPLOADED = document('bluewater');

interface LibraryWrites {
  /** The object stores of each completed write of the library, in order. */
  writes: string[];
  /** After this many writes the page stops dead (its main thread spins until it is crashed). */
  freezeAt: number;
}
interface WatchedWindow {
  libraryWrites: LibraryWrites;
}

/**
 * Runs in the page before its scripts: records each completed readwrite transaction of the
 * library's databases, and freezes the page when told to. The freeze is in the transaction's
 * first `complete` listener, so the app never hears that the write is done.
 */
function watchLibraryWrites([prefix, frozen]: readonly [string, string]) {
  const watch: LibraryWrites = { writes: [], freezeAt: Infinity };
  (window as unknown as WatchedWindow).libraryWrites = watch;
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args) {
    const tx = transaction.apply(this, args);
    if (tx.mode === 'readwrite' && this.name.startsWith(prefix)) {
      tx.addEventListener('complete', () => {
        watch.writes.push([...tx.objectStoreNames].join(' '));
        if (watch.writes.length !== watch.freezeAt) return;
        console.log(frozen);
        for (;;);
      });
    }
    return tx;
  } as typeof transaction;
}

const writes = (page: Page) =>
  page.evaluate(() => (window as unknown as WatchedWindow).libraryWrites.writes);

/** The page's writes from now on, once the snapshot after the next document write is saved. */
async function writesUntilSnapshot(page: Page, from: number) {
  let since: string[] = [];
  await expect
    .poll(async () => {
      since = (await writes(page)).slice(from);
      const stored = since.findIndex((stores) => stores.includes('documents'));
      return stored >= 0 && since.slice(stored).some((stores) => stores === 'snapshots');
    })
    .toBe(true);
  return since;
}

async function openAgentPage(page: Page) {
  await page.goto('/agent/documents');
  await expect(page.getByRole('heading', { level: 1, name: documents.title })).toBeVisible();
}

/** A page with KEPT uploaded and its snapshot saved; the count of library writes so far. */
async function pageWithKeptDocument(context: BrowserContext) {
  const page = await context.newPage();
  await page.addInitScript(watchLibraryWrites, [LIBRARY_DATABASE, FROZEN] as const);
  await openAgentPage(page);
  const before = (await writes(page)).length;
  await upload(page, KEPT.file);
  return { page, written: before + (await writesUntilSnapshot(page, before)).length };
}

/** The names of the documents the library's databases hold, read apart from the app. */
function storedNames(page: Page): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const names: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith(prefix)) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const all = database.transaction('documents').objectStore('documents').getAll();
      await new Promise((resolve) => (all.onsuccess = resolve));
      names.push(...(all.result as { name: string }[]).map((stored) => stored.name));
      database.close();
    }
    return names.sort();
  }, LIBRARY_DATABASE);
}

/** The next page load: what storage holds is searchable, nothing is reported lost. */
async function expectWholeAfterReload(context: BrowserContext, committed: string[]) {
  const page = await context.newPage();
  await openAgentPage(page);
  const stored = await storedNames(page);
  expect(stored).toEqual(expect.arrayContaining(committed));
  for (const { file, question } of [KEPT, UPLOADED]) {
    const answer = await ask(page, question);
    if (stored.includes(file.name)) {
      await expect(answer.getByRole('figure').first()).toContainText(file.name);
    } else {
      await expect(answer).not.toContainText(file.name);
    }
  }
  // No toast at all, now that the library is ready (not waited for: toasts close by themselves;
  // and one shows at a time, so a problem's could wait behind another).
  expect(await page.getByRole('alert').allTextContents()).toEqual([]);
}

test('a page killed at any write of an upload or of its index snapshot loses nothing committed', async ({
  browser,
  signedInStorage,
}, testInfo) => {
  // About 35 s; up to 50 s beside other tests on two cores.
  test.setTimeout(90_000);
  const storage = await signedInStorage('owner');
  const newContext = () => newTestContext(browser, testInfo.project.use, storage);

  // A whole upload, to count its writes and the snapshot's.
  const counting = await newContext();
  const { page, written } = await pageWithKeptDocument(counting);
  await upload(page, UPLOADED.file);
  const points = await writesUntilSnapshot(page, written);
  await counting.close();
  expect(points).toContain('snapshots');

  for (let point = 1; point <= points.length; point += 1) {
    await test.step(`killed after write ${point} (${points[point - 1]})`, async () => {
      const context = await newContext();
      const { page, written } = await pageWithKeptDocument(context);
      // Opened before the freeze: a frozen page answers no new session.
      const cdp = await context.newCDPSession(page);
      await page.evaluate((at) => {
        (window as unknown as WatchedWindow).libraryWrites.freezeAt = at;
      }, written + point);
      const frozen = page.waitForEvent('console', {
        predicate: (message) => message.text() === FROZEN,
        timeout: 10_000,
      });
      // The click may still be under way when the page freezes: it fails at the crash.
      const choosing = chooseFile(page, UPLOADED.file);
      await Promise.race([frozen, choosing.then(() => frozen)]);
      // The renderer crashes from its IO thread, which the spinning main thread does not block.
      const crashed = page.waitForEvent('crash', { timeout: 5_000 });
      void cdp.send('Page.crash').catch(() => {});
      await crashed;
      await choosing.catch(() => {});
      const uploadKept = points.slice(0, point).some((stores) => stores.includes('documents'));
      await expectWholeAfterReload(context, [
        KEPT.file.name,
        ...(uploadKept ? [UPLOADED.file.name] : []),
      ]);
      await context.close();
    });
  }
});
