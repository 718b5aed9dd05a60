import { expect, test, type Page } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { DEMO_ACCOUNTS } from './support/auth';
import {
  dismissToasts,
  lastAgentMessage,
  openDocumentChatSignedIn,
  toast,
} from './support/document-chat';

/** Several files at once, and a file that is there already. */

test.use({ signedInAs: 'owner' });

const textFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text),
});

const messages = (page: Page) => page.getByRole('log').getByRole('article');

async function chooseFiles(page: Page, files: ReturnType<typeof textFile>[]) {
  await page.getByLabel('Choose a document to upload').setInputFiles(files);
}

test('two files at once: each its own level, message and result; a bad one fails alone', async ({
  page,
}) => {
  await openDocumentChatSignedIn(page, DEMO_ACCOUNTS.owner.name);
  await chooseFiles(page, [
    textFile('returns.txt', 'Returns are accepted within 30 days with a receipt.'),
    // Named .txt, but its bytes are not text: the reader refuses it.
    { name: 'broken.txt', mimeType: 'text/plain', buffer: Buffer.from([0, 1, 2, 0, 0, 3, 0, 4]) },
    textFile('hours.txt', 'The store opens at 9 and closes at 18 on weekdays.'),
  ]);
  const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, '.mantine-Modal-content');
  await dialog.getByLabel('Classification of hours.txt', { exact: true }).click();
  await page
    .getByRole('listbox', { name: 'Classification of hours.txt' })
    .getByRole('option', { name: 'Private' })
    .click();
  await dialog.getByRole('button', { name: 'Upload 3 Documents' }).click();

  await expect(
    messages(page).filter({ hasText: 'Uploaded document: returns.txt (Classification: Public)' }),
  ).toHaveCount(1);
  await expect(
    messages(page).filter({ hasText: 'Uploaded document: broken.txt (Classification: Public)' }),
  ).toHaveCount(1);
  await expect(
    messages(page).filter({ hasText: 'Uploaded document: hours.txt (Classification: Private)' }),
  ).toHaveCount(1);
  await expect(toast(page, '2 of 3 Documents Uploaded')).toBeVisible({ timeout: 20_000 });
  await expect(messages(page).filter({ hasText: `I've received "returns.txt"` })).toHaveCount(1);
  await expect(messages(page).filter({ hasText: `I couldn't process "broken.txt"` })).toHaveCount(
    1,
  );
  await expect(lastAgentMessage(page)).toContainText(`I've received "hours.txt"`);
});

test('the same content again: keep both, replace, or cancel', async ({ page }) => {
  const report = textFile('report.txt', 'Quarterly sales rose by 12 percent in the north region.');
  await openDocumentChatSignedIn(page, DEMO_ACCOUNTS.owner.name);
  const uploadOnce = async () => {
    await chooseFiles(page, [report]);
    await page
      .getByRole('dialog', { name: 'Upload Document' })
      .getByRole('button', { name: 'Upload Document' })
      .click();
  };
  await uploadOnce();
  await expect(toast(page, 'Document Uploaded Successfully')).toBeVisible({ timeout: 20_000 });
  await dismissToasts(page);

  // Keep both: the copy is kept under a name of its own.
  await uploadOnce();
  const duplicate = page.getByRole('dialog', { name: 'Already Uploaded' });
  await expect(duplicate).toContainText('report.txt has the same content as report.txt');
  await expectNoSeriousA11yViolations(page, '.mantine-Modal-content');
  await duplicate.getByRole('button', { name: 'Keep both (as report (2).txt)' }).click();
  await expect(toast(page, 'Document Uploaded Successfully')).toContainText('report (2).txt');
  await expect(lastAgentMessage(page)).toContainText('I kept it as "report (2).txt".');
  await dismissToasts(page);

  // Replace: still two documents.
  await uploadOnce();
  await duplicate.getByRole('button', { name: 'Replace' }).click();
  await expect(toast(page, 'Document Uploaded Successfully')).toBeVisible({ timeout: 20_000 });
  await dismissToasts(page);

  // Cancel: nothing added.
  await uploadOnce();
  await duplicate.getByRole('button', { name: "Don't upload" }).click();
  await expect(toast(page, 'Upload Cancelled')).toBeVisible();
  await dismissToasts(page);

  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Documents' });
  await expect(drawer.getByText('report.txt', { exact: true })).toHaveCount(1);
  await expect(drawer.getByText('report (2).txt', { exact: true })).toHaveCount(1);
});

test('files wait their turn; Cancel all stops the current one and drops the waiting ones', async ({
  page,
}) => {
  await openDocumentChatSignedIn(page, DEMO_ACCOUNTS.owner.name);
  const names = ['first.txt', 'second.txt', 'third.txt'];
  await chooseFiles(
    page,
    names.map((name) => textFile(name, `${name} lists the opening hours of the store.`)),
  );
  await page
    .getByRole('dialog', { name: 'Upload Documents' })
    .getByRole('button', { name: 'Upload 3 Documents' })
    .click();

  const bubble = (name: string) => messages(page).filter({ hasText: `Uploaded document: ${name}` });
  // The spec's minimum wait keeps the first file processing for 1.5 s.
  await expect(bubble('first.txt')).toContainText('Processing…');
  await expect(bubble('second.txt')).toContainText('Waiting');
  await expect(bubble('third.txt')).toContainText('Waiting');
  const panel = page.getByRole('status', { name: 'Processing first.txt' });
  await expect(panel).toContainText('(2 more files waiting)');
  // Cancelled at once: an accessibility scan first can outlast the first file's 1.5 s on a busy
  // machine. The page is scanned once everything is cancelled.
  await panel.getByRole('button', { name: 'Cancel all' }).click();

  await expect(toast(page, '0 of 3 Documents Uploaded')).toContainText(
    'Not added: first.txt, second.txt, third.txt.',
  );
  for (const name of names) {
    await expect(bubble(name)).toContainText('Cancelled');
    await expect(
      messages(page).filter({
        hasText: `I couldn't process "${name}": You cancelled the upload, so nothing was added.`,
      }),
    ).toHaveCount(1);
  }
  await expect(page.getByText('Processing…')).toHaveCount(0);
  await expect(page.getByText('Waiting', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Documents' });
  for (const name of names) await expect(drawer.getByText(name, { exact: true })).toHaveCount(0);
});
