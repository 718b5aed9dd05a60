import { expect, test } from './test';
import { fixturePath, writeFixtures } from '../scripts/fixtures/write';
import type { FixtureName } from '../scripts/fixtures/catalogue';
import { expectNoSeriousA11yViolations } from './fixtures';
import { DEMO_ACCOUNTS, signInHere, signInWithEmail } from './support/auth';
import {
  ask,
  chooseFile,
  dismissToasts,
  lastAgentMessage,
  openDocumentChat,
  reopenDocumentChat,
  openDocumentChatSignedIn,
  toast,
  upload,
} from './support/document-chat';

/**
 * Chat to Documents for real, against the production build: files read in the worker,
 * answers cited from the index, classification enforced across sign-out and sign-in.
 */

test.beforeAll(async () => {
  await writeFixtures();
});

// The tests start as the owner with the storage a sign-in through the dialog left (e2e/test.ts),
// except the one that signs out and in as other accounts.
test.use({ signedInAs: 'owner' });
const { owner } = DEMO_ACCOUNTS;

test('every format is read, indexed and cited at the right place', async ({ page }) => {
  test.setTimeout(90_000);
  await openDocumentChatSignedIn(page, owner.name);
  const cases: [FixtureName, string, RegExp][] = [
    ['store-visit-notes.txt', 'Why was ice cream short at Harbour Point?', /paragraphs? \d/],
    ['inventory.csv', 'Is there a recall on any battery packs?', /rows? \d/],
    [
      'store-operations-handbook.pdf',
      'How often are the fire extinguishers inspected?',
      /page 5(?!\d)/,
    ],
    ['returns-policy.docx', 'Are gift cards refundable?', /paragraphs? \d/],
    ['q3-sales.xlsx', 'Who manages the Pinecrest store?', /sheet .+, rows? \d/],
    [
      'new-starter-training.pptx',
      'Which radio channel do I use to call security?',
      /slide 4(?!\d)/,
    ],
  ];
  for (const [name, question, location] of cases) {
    await test.step(name, async () => {
      await upload(page, name);
      const answer = await ask(page, question);
      // A quoted passage, or a table's figure read from its rows (the sheet's manager): either
      // way the answer is marked and its first source names the file and the place in it.
      await expect(answer.locator('mark').first()).toBeVisible();
      const source = answer.getByRole('button', { name: `Open source: ${name},` }).first();
      await expect(source).toContainText(location);
      await expect(answer).toContainText('Public');
    });
  }
  // The passages are text: nothing from a document becomes markup.
  expect(await page.getByRole('log').locator('script, img, iframe').count()).toBe(0);
});

test.describe('through the sign-in dialog', () => {
  // Signing out and in again as other accounts is the point here: the first sign-in, too.
  test.use({ signedInAs: null });

  test('a Confidential upload disappears for a Public associate and comes back for the owner', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const question = 'Why was ice cream short at Harbour Point?';
    await signInWithEmail(page, owner.email);
    await openDocumentChat(page);
    await upload(page, 'store-visit-notes.txt', 'Confidential');
    const answer = await ask(page, question);
    await expect(answer.getByRole('figure').first()).toContainText('store-visit-notes.txt');
    await expect(answer.getByRole('figure').first()).toContainText('Confidential');

    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Documents' });
    await expect(
      drawer.getByRole('combobox', { name: 'Classification of store-visit-notes.txt' }),
    ).toHaveValue('Confidential');
    await expectNoSeriousA11yViolations(page, '.mantine-Drawer-content');
    await drawer.getByRole('button', { name: 'Close documents' }).click();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signInHere(page, DEMO_ACCOUNTS.associate.email);
    await openDocumentChat(page);
    const hidden = await ask(page, question);
    await expect(hidden).not.toContainText('store-visit-notes.txt');
    await expect(hidden.getByRole('figure')).toHaveCount(0);
    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Documents' }).getByText('No documents you can see yet'),
    ).toBeVisible();
    // Levels above the associate's clearance cannot be chosen.
    await page
      .getByRole('dialog', { name: 'Documents' })
      .getByRole('button', { name: 'Close documents' })
      .click();
    await page
      .getByLabel('Choose a document to upload')
      .setInputFiles(fixturePath('inventory.csv'));
    await page.getByPlaceholder('Choose classification level').click();
    const confidential = page.getByRole('option', { name: /Confidential/ });
    await expect(confidential).toHaveAttribute('data-combobox-disabled', 'true');
    await expect(confidential).toContainText('Above your clearance (Public)');
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'Upload Document' })
      .getByRole('button', { name: 'Cancel' })
      .click();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInHere(page, DEMO_ACCOUNTS.owner.email);
    // The owner's trial lasts: the agent opens, with the conversation left before.
    await reopenDocumentChat(page);
    const back = await ask(page, question);
    await expect(back.getByRole('figure').first()).toContainText('store-visit-notes.txt');
  });
});

test('a mismatched and a corrupt file are refused with the reason; the chat carries on', async ({
  page,
}) => {
  await openDocumentChatSignedIn(page, owner.name);
  await upload(page, 'inventory.csv');
  for (const [name, reason] of [
    ['pdf-named-as.txt', /PDF/],
    ['truncated.pdf', /./],
  ] as const) {
    await chooseFile(page, name);
    await expect(toast(page, 'Document Upload Failed')).toBeVisible({ timeout: 20_000 });
    await expect(lastAgentMessage(page)).toContainText(`I couldn't process "${name}"`);
    await expect(lastAgentMessage(page)).toContainText(reason);
    await dismissToasts(page);
  }
  const answer = await ask(page, 'Is there a recall on any battery packs?');
  await expect(answer.getByRole('figure').first()).toContainText('inventory.csv');
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Documents' }).locator('tbody').getByRole('row'),
  ).toHaveCount(1);
});

test('cancelling an upload adds nothing', async ({ page }) => {
  // The reader reads a 50-page PDF in well under a second: its worker's script is held back
  // until the cancel has been clicked, so the button cannot vanish under the click.
  let releaseReader = () => {};
  const readerHeld = new Promise<void>((resolve) => (releaseReader = resolve));
  await page.route('**/assets/worker-*.js', async (route) => {
    await readerHeld;
    await route.continue();
  });
  await openDocumentChatSignedIn(page, owner.name);
  await chooseFile(page, 'annual-review-50-pages.pdf');
  await expect(page.getByRole('progressbar')).toHaveAccessibleName(
    'Starting annual-review-50-pages.pdf',
  );
  await page.getByRole('button', { name: 'Cancel processing annual-review-50-pages.pdf' }).click();
  releaseReader();
  await expect(toast(page, 'Upload Cancelled')).toBeVisible();
  await expect(lastAgentMessage(page)).toContainText(
    'You cancelled the upload, so nothing was added.',
  );
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Documents' }).getByText('No documents you can see yet'),
  ).toBeVisible();
});
