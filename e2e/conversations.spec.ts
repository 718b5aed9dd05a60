import { expect, test, type Page } from './test';
import { writeFixtures } from '../scripts/fixtures/write';
import { expectNoSeriousA11yViolations } from './fixtures';
import { DEMO_ACCOUNTS, signInHere } from './support/auth';
import {
  ask,
  dismissToasts,
  documents,
  openDocumentChatSignedIn,
  toast,
  upload,
} from './support/document-chat';

/**
 * Work that lasts (production build, IndexedDB and localStorage of a real browser): the
 * conversation and the trial survive a reload, another account on the same browser sees none
 * of the first's conversations, and an answer copies as Markdown with its sources.
 */

test.beforeAll(async () => {
  await writeFixtures();
});

test.use({ signedInAs: 'owner' });

const QUESTION = 'Why was ice cream short at Harbour Point?';

const log = (page: Page) => page.getByRole('log');

/** Signs out from the dashboard, then opens the landing page afresh to sign in again. */
async function signOut(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/');
}

async function openConversations(page: Page) {
  await page.getByRole('button', { name: 'Conversations' }).click();
  const drawer = page.getByRole('dialog', { name: 'Conversations' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('a reload keeps the trial and the conversation', async ({ page }) => {
  test.setTimeout(60_000);
  await openDocumentChatSignedIn(page, DEMO_ACCOUNTS.owner.name);
  const reply = await ask(page, 'What is the returns policy?');
  const answer = (await reply.textContent())!;

  await page.reload();
  await expect(page.getByText(`Welcome, ${DEMO_ACCOUNTS.owner.name}`)).toBeVisible();
  const card = page.getByRole('article', { name: documents.title });
  await expect(card.getByText('Already Purchased')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Get It' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Open Agent' }).click();
  await expect(
    page
      .getByRole('complementary', { name: 'Your Applications' })
      .getByRole('button', { name: new RegExp(documents.title) }),
  ).toContainText(/Trial: \d+ days left/);
  await expect(log(page).getByRole('article', { name: 'You' })).toHaveText(
    /What is the returns policy\?/,
  );
  await expect(log(page).getByRole('article').last()).toHaveText(answer);

  const drawer = await openConversations(page);
  const current = drawer.getByRole('button', { name: /^What is the returns policy\?/ });
  await expect(current).toHaveAttribute('aria-current', 'true');
  await expect(current).toContainText(/Last used Today, /);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await drawer.getByRole('button', { name: 'Actions for What is the returns policy?' }).click();
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="menu"]');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirmation = drawer.getByRole('group', { name: /^Delete What is the returns policy/ });
  await expect(confirmation.getByRole('button', { name: 'Keep' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await confirmation.getByRole('button', { name: 'Keep' }).click();
  await drawer.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'Markdown (.md)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="menu"]');
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Markdown (.md)' }).click();
  expect((await download).suggestedFilename()).toBe('what-is-the-returns-policy.md');
});

test("another account on the same browser never sees the first's conversations", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/agent/documents');
  await ask(page, 'Which stores had the highest shrinkage?');

  await signOut(page);
  await signInHere(page, DEMO_ACCOUNTS.associate.email);
  await page.goto('/agent/documents');
  await expect(log(page).getByRole('article')).toHaveCount(1);
  const drawer = await openConversations(page);
  await expect(drawer.getByText(/No conversations yet/)).toBeVisible();
  await expect(drawer.getByText('Which stores had the highest shrinkage?')).toHaveCount(0);

  // The first account's come back with it.
  await signOut(page);
  await signInHere(page, DEMO_ACCOUNTS.owner.email);
  await page.goto('/agent/documents');
  await expect(log(page).getByRole('article', { name: 'You' })).toHaveText(
    /^Which stores had the highest shrinkage\?/,
  );
});

test('copies an answer as Markdown with its citations: file, place and level', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/agent/documents');
  await expect(page.getByRole('heading', { level: 1, name: documents.title })).toBeVisible();
  await dismissToasts(page);
  await upload(page, 'store-visit-notes.txt', 'Confidential');
  const answer = await ask(page, QUESTION);
  const source = answer.getByRole('button', { name: /^Open source:/ }).first();
  const citation = (await source.getAttribute('aria-label'))!.replace('Open source: ', '');

  await answer.getByRole('button', { name: 'Copy answer' }).click();
  await expect(answer.getByRole('button', { name: 'Answer copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Sources:');
  expect(copied).toContain(`- ${citation} · Confidential`);
  expect(copied).toMatch(/> .*\n>\n> — store-visit-notes\.txt, paragraphs? \d/);
  await expectNoSeriousA11yViolations(page, '[role="log"]');
  await expect(toast(page, 'Conversations could not be saved')).toHaveCount(0);
});
