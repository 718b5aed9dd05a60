import { expect, test, type Page } from './test';
import { writeFixtures } from '../scripts/fixtures/write';
import { PHOTO, SHELF_NOTICE } from '../scripts/fixtures/scans';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signInWithEmail } from './support/auth';
import {
  ask,
  chooseFile,
  dismissToasts,
  lastAgentMessage,
  openDocumentChat,
  upload,
} from './support/document-chat';
import { drawScan } from './support/scans';

test.use({ serviceWorkers: 'allow' });

/** Resolves once a service worker has precached the build and controls the page. */
async function waitForOfflineReady(page: Page) {
  // `ready` resolves with an active worker, which Workbox activates only after precaching.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 30_000,
    })
    .toBe(true);
}

test.beforeAll(async () => {
  await writeFixtures();
});

test('after one visit the app works with no network: sign in, start a trial, chat, keep documents', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForOfflineReady(page);

  await context.setOffline(true);
  const networkRequests: string[] = [];
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // Leaving a page aborts what it was still loading (the upload dialog starts the PDF reader
    // ahead, and the test then navigates away): cancelled by the page, not sent to a network.
    if (error !== 'net::ERR_ABORTED') networkRequests.push(`${error} ${request.url()}`);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Sign in: the mock server runs in the page, so the API needs no network either.
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog', { name: /Sign in/ });
  await signIn.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS.owner.email);
  await signIn.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Start the free trial of the documents agent.
  await page
    .getByRole('article', { name: 'Chat to Documents' })
    .getByRole('button', { name: 'Get It' })
    .click();
  const trial = page.getByRole('dialog', { name: 'Start Your Free Trial' });
  await trial.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page.getByText('Trial Started!')).toBeVisible();

  // Chat: the question is answered in the page.
  const log = page.getByRole('log');
  const before = await log.getByRole('article').count();
  await page.getByRole('textbox', { name: 'Message' }).fill('What can you do offline?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(log.getByText('What can you do offline?')).toBeVisible();
  await expect(log.getByRole('article')).toHaveCount(before + 2, { timeout: 10_000 });

  // A document read offline is still there after an offline reload.
  await dismissToasts(page);
  await upload(page, 'store-visit-notes.txt');
  await page.goto('/agent/documents');
  const answer = await ask(page, 'Why was ice cream short at Harbour Point?');
  await expect(answer.getByRole('figure').first()).toContainText('store-visit-notes.txt');

  expect(networkRequests).toEqual([]);
});

test('text recognition used once is kept: a photo is read by OCR with no network', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForOfflineReady(page);
  await signInWithEmail(page, DEMO_ACCOUNTS.owner.email);
  await openDocumentChat(page);
  const notice = (seed: number) => drawScan(page, { ...PHOTO, seed, lines: SHELF_NOTICE });
  const [first, second] = [await notice(1), await notice(2)];
  // Online, the engine and its model are fetched on first use (not on the first visit).
  await chooseFile(page, { name: 'shelf-notice.jpg', mimeType: 'image/jpeg', buffer: first });
  await expect(lastAgentMessage(page)).toContainText(/shelf-notice\.jpg.*text read by OCR/, {
    timeout: 60_000,
  });

  await context.setOffline(true);
  const networkRequests: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') networkRequests.push(request.url());
  });
  // The engine and model come from the service worker's cache, not the browser's HTTP cache.
  const recognitionFiles: string[] = [];
  context.on('response', (response) => {
    const file = /\/assets\/(tesseract-core|eng\.traineddata)[^/]*$/.exec(response.url());
    if (file)
      recognitionFiles.push(`${file[1]} ${response.fromServiceWorker() ? 'kept' : 'not kept'}`);
  });
  await page.goto('/agent/documents');
  await chooseFile(page, { name: 'aisle-notice.jpg', mimeType: 'image/jpeg', buffer: second });
  await expect(lastAgentMessage(page)).toContainText(/aisle-notice\.jpg.*text read by OCR/, {
    timeout: 60_000,
  });
  expect(networkRequests).toEqual([]);
  expect(recognitionFiles.sort()).toEqual(['eng.traineddata kept', 'tesseract-core kept']);
});
