import { expect, test, type Page } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { DEMO_ACCOUNTS } from './support/auth';
import { ask, documents, openDocumentChatSignedIn, upload } from './support/document-chat';

/**
 * Asking within chosen documents, as a person does it: two documents uploaded, the question
 * narrowed to one from the Documents drawer, the answer citing only that one and saying what
 * it searched; the narrowing lasts with the conversation across a reload; widened in one click;
 * a chosen document removed since is marked on its chip. Axe scans the picker, drawer and chips.
 */

test.use({ signedInAs: 'owner' });

const textFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text),
});

const chips = (page: Page) => page.getByRole('group', { name: 'Asking only about' });
const CHIPS = '[role="group"][aria-label="Asking only about"]';

test('a question narrowed to one document answers from it alone, and the narrowing lasts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openDocumentChatSignedIn(page, DEMO_ACCOUNTS.owner.name);
  await upload(page, textFile('refunds.txt', 'Gift cards are refundable within 30 days.'));
  await upload(page, textFile('tills.txt', 'Gift cards are sold at every till in the store.'));

  // The picker beside the composer lists the documents.
  await page.getByRole('button', { name: 'Choose files to ask about' }).click();
  await expect(page.getByRole('menuitem', { name: 'tills.txt' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="menu"]');
  await page.keyboard.press('Escape');

  // Narrowed from the Documents drawer.
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Documents' });
  const row = drawer.getByRole('row', { name: 'tills.txt' });
  await expect(row).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await row.getByRole('button', { name: 'Ask about this document, tills.txt' }).click();
  await expect(drawer).toBeHidden();
  await expect(chips(page)).toContainText('tills.txt');
  await expect(chips(page)).not.toContainText('refunds.txt');
  await expectNoSeriousA11yViolations(page, 'form');
  await expectNoSeriousA11yViolations(page, CHIPS);

  const reply = await ask(page, 'Are gift cards refundable or sold at the till?');
  await expect(reply).toContainText('in 1 of your 2 documents');
  await expect(reply).toContainText('tills.txt');
  await expect(reply).not.toContainText('refunds.txt');

  // The narrowing is the conversation's: a reload reopens both.
  await page.reload();
  await page
    .getByRole('article', { name: documents.title })
    .getByRole('button', { name: 'Open Agent' })
    .click();
  await expect(page.getByRole('log').getByRole('article', { name: 'You' }).last()).toHaveText(
    /Are gift cards refundable or sold at the till\?/,
  );
  await expect(chips(page)).toContainText('tills.txt');

  // Widened in one click: every document again.
  await chips(page).getByRole('button', { name: 'Search all documents' }).click();
  await expect(chips(page)).toHaveCount(0);
  const wide = await ask(page, 'Are gift cards refundable or sold at the till?');
  await expect(wide).toContainText('in 2 of the 2 documents you can search');
  await expect(wide).toContainText('refunds.txt');

  // A chosen document removed since says so on its chip.
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  await drawer.getByRole('button', { name: 'Ask about this document, refunds.txt' }).click();
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  await drawer.getByRole('button', { name: 'Remove refunds.txt' }).click();
  await page.getByRole('button', { name: 'Close documents' }).click();
  await expect(chips(page)).toContainText('refunds.txt (removed)');
  await expectNoSeriousA11yViolations(page, CHIPS);
});
