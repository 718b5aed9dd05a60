import { expect, test, type Page } from './test';
import { writeFixtures } from '../scripts/fixtures/write';
import { ask, dismissToasts, documents, toast, upload } from './support/document-chat';

/**
 * The library kept in the browser (IndexedDB, production build): it survives a reload, a
 * removal is for good, and another tab follows without reloading.
 */

test.beforeAll(async () => {
  await writeFixtures();
});

// The owner's browser starts with the storage a sign-in through the dialog left (e2e/test.ts).
test.use({ signedInAs: 'owner' });

const QUESTION = 'Why was ice cream short at Harbour Point?';

/** The documents agent's own page (no trial needed), where a reload comes back to. */
async function openAgentPage(page: Page) {
  await page.goto('/agent/documents');
  await expect(page.getByRole('heading', { level: 1, name: documents.title })).toBeVisible();
  await dismissToasts(page);
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  return page.getByRole('dialog', { name: 'Documents' });
}

async function closeDrawer(page: Page) {
  await page
    .getByRole('dialog', { name: 'Documents' })
    .getByRole('button', { name: 'Close documents' })
    .click();
}

test('uploaded documents are searchable after a reload, and a removed one stays removed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAgentPage(page);
  await upload(page, 'store-visit-notes.txt');
  await upload(page, 'inventory.csv');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: documents.title })).toBeVisible();
  const answer = await ask(page, QUESTION);
  await expect(answer.getByRole('figure').first()).toContainText('store-visit-notes.txt');

  const drawer = await openDrawer(page);
  const notes = drawer.getByRole('row', { name: 'store-visit-notes.txt' });
  await expect(notes).toContainText('stored');
  await expect(drawer.getByText(/Your documents take [\d.]+ k?B in this browser/)).toBeVisible();
  await expect(
    drawer.getByText(/[\d.,]+ [kMG]?B of [\d.,]+ [kMGT]?B used \(\d+ %\)/),
  ).toBeVisible();
  await expect(drawer.getByRole('progressbar', { name: /Browser storage used/ })).toHaveAttribute(
    'aria-valuenow',
    /\d+/,
  );
  await notes.getByRole('button', { name: 'Remove store-visit-notes.txt' }).click();
  await expect(toast(page, 'Document Removed')).toBeVisible();
  await expect(drawer.locator('tbody').getByRole('row')).toHaveCount(1);
  await closeDrawer(page);
  await dismissToasts(page);

  await page.reload();
  const after = await ask(page, QUESTION);
  await expect(after).not.toContainText('store-visit-notes.txt');
  await expect((await openDrawer(page)).locator('tbody').getByRole('row')).toHaveCount(1);
});

test('another tab sees an upload and a removal without reloading', async ({ page, context }) => {
  test.setTimeout(90_000);
  await openAgentPage(page);

  const other = await context.newPage();
  await openAgentPage(other);
  const otherDrawer = await openDrawer(other);
  await expect(otherDrawer.getByText('No documents you can see yet')).toBeVisible();

  await upload(page, 'store-visit-notes.txt');
  await expect(otherDrawer.getByRole('row', { name: 'store-visit-notes.txt' })).toBeVisible();
  await closeDrawer(other);
  const answer = await ask(other, QUESTION);
  await expect(answer.getByRole('figure').first()).toContainText('store-visit-notes.txt');

  const drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Remove store-visit-notes.txt' }).click();
  await expect((await openDrawer(other)).getByText('No documents you can see yet')).toBeVisible();
});
