import { expect, test, type Locator, type Page } from './test';
import { writeFixtures } from '../scripts/fixtures/write';
import { expectNoSeriousA11yViolations } from './fixtures';
import { DEMO_ACCOUNTS, signInHere, signInWithEmail } from './support/auth';
import {
  ask,
  dismissToasts,
  openDocumentChat,
  openDocumentChatSignedIn,
  toast,
  upload,
} from './support/document-chat';

/** The Documents drawer as people use it: sizes, sorting, filtering, changing a level; a phone. */

test.beforeAll(async () => {
  await writeFixtures();
});

const QUESTION = 'Why was ice cream short at Harbour Point?';

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  return page.getByRole('dialog', { name: 'Documents' });
}

/** The control and its label lie wholly inside the 390 px viewport: nothing of it is cut. */
async function expectWhole(page: Page, control: Locator, label: string) {
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  const text = (await control.getByText(label, { exact: true }).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(text.x).toBeGreaterThanOrEqual(box.x);
  expect(text.x + text.width).toBeLessThanOrEqual(box.x + box.width);
}

/** Presses Tab until `target` has the focus (at most 25 times); returns the names passed on the way. */
async function tabUntil(page: Page, target: Locator): Promise<string[]> {
  const passed: string[] = [];
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((node) => node === document.activeElement)) return passed;
    passed.push(
      await page.evaluate(() => {
        const focused = document.activeElement;
        return focused?.getAttribute('aria-label') ?? focused?.textContent ?? '';
      }),
    );
  }
  throw new Error(`Tab never reached the control; it passed ${passed.join(', ')}`);
}

const documentRows = (page: Page) =>
  page.getByRole('dialog', { name: 'Documents' }).locator('tbody').getByRole('row');

test.describe('through the sign-in dialog', () => {
  // The owner changes a level, then a Public associate signs in on the same browser.
  test.use({ signedInAs: null });

  test('the drawer sizes, sorts and filters; a document raised to Confidential is gone for a Public associate', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInWithEmail(page, DEMO_ACCOUNTS.owner.email);
    await openDocumentChat(page);
    await upload(page, 'store-visit-notes.txt');
    await upload(page, 'inventory.csv');

    const drawer = await openDrawer(page);
    const notes = drawer.getByRole('row', { name: 'store-visit-notes.txt' });
    await expect(notes).toContainText(/\d+(\.\d)? (B|kB|MB) \(/);
    await expect(notes).toContainText(`by ${DEMO_ACCOUNTS.owner.name}`);
    await expect(drawer).not.toContainText('0.00 MB');

    const name = drawer.getByRole('columnheader', { name: 'Name' });
    await name.getByRole('button').click();
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(documentRows(page).first()).toHaveAccessibleName('inventory.csv');
    await name.getByRole('button').click();
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(documentRows(page).first()).toHaveAccessibleName('store-visit-notes.txt');

    await drawer.getByRole('textbox', { name: 'Filter by name' }).fill('invent');
    await expect(documentRows(page)).toHaveCount(1);
    await expect(documentRows(page).first()).toHaveAccessibleName('inventory.csv');
    await drawer.getByRole('textbox', { name: 'Filter by name' }).fill('');
    await expect(documentRows(page)).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, '.mantine-Drawer-content');

    await drawer.getByRole('combobox', { name: 'Classification of store-visit-notes.txt' }).click();
    await page.getByRole('option', { name: 'Confidential' }).click();
    await expect(toast(page, 'Classification Changed')).toContainText(
      'store-visit-notes.txt is now Confidential.',
    );
    await expect(
      drawer.getByRole('combobox', { name: 'Classification of store-visit-notes.txt' }),
    ).toHaveValue('Confidential');
    await expectNoSeriousA11yViolations(page, '.mantine-Drawer-content');
    await drawer.getByRole('button', { name: 'Close documents' }).click();
    await dismissToasts(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signInHere(page, DEMO_ACCOUNTS.associate.email);
    await openDocumentChat(page);
    const hidden = await ask(page, QUESTION);
    await expect(hidden).not.toContainText('store-visit-notes.txt');
    await openDrawer(page);
    await expect(documentRows(page)).toHaveCount(1);
    await expect(documentRows(page).first()).toHaveAccessibleName('inventory.csv');
  });
});

test.describe('on a phone', () => {
  test.use({ signedInAs: 'owner', viewport: { width: 390, height: 844 } });

  /**
   * The chat's header on the dashboard at 390 px before it was made compact (commit 4c385c4):
   * from the page header's bottom (60 px) to the top of the messages (225 px), a 'Back to
   * Dashboard' row over a title wrapped on three lines, 'Documents' cut at 'Doc'.
   */
  const HEADER_BEFORE_PX = 165;

  test('the chat header takes a third of the height it took, nothing in it is cut, and every control is reached by Tab', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openDocumentChatSignedIn(page, DEMO_ACCOUNTS.owner.name);
    const pageHeader = await page.getByRole('banner').boundingBox();
    const messages = await page.getByRole('log').boundingBox();
    const height = messages!.y - (pageHeader!.y + pageHeader!.height);
    expect(height).toBeLessThanOrEqual(HEADER_BEFORE_PX / 3);

    await expectWhole(
      page,
      page.getByRole('button', { name: 'Documents', exact: true }),
      'Documents',
    );

    // The header's controls are reached by Tab, from the page header on.
    await page.getByRole('banner').getByRole('button').last().focus();
    const reached = await tabUntil(
      page,
      page.getByRole('button', { name: 'Documents', exact: true }),
    );
    expect(reached).toEqual(expect.arrayContaining(['Back to Dashboard', 'Conversations']));
    await expectNoSeriousA11yViolations(page);

    await upload(page, 'store-visit-notes.txt');
    await openDrawer(page);
    const remove = page.getByRole('button', { name: 'Remove store-visit-notes.txt' });
    await expectWhole(page, remove, 'Remove');
    await tabUntil(page, remove);
    await expectNoSeriousA11yViolations(page, '.mantine-Drawer-content');
  });

  /**
   * The documents agent's own page at 390 px before (commit 4c385c4): its header (59 px) over
   * a toolbar row, the messages starting 120 px down.
   */
  const AGENT_PAGE_HEADER_BEFORE_PX = 120;

  test("the agent page's header and toolbar are one row, a third of the height, with 'Documents' whole", async ({
    page,
  }) => {
    await page.goto('/agent/documents');
    const documents = page.getByRole('button', { name: 'Documents', exact: true });
    await expectWhole(page, documents, 'Documents');
    // The page settles once the library has loaded (a status line shows meanwhile).
    await expect
      .poll(async () => (await page.getByRole('log').boundingBox())?.y)
      .toBeLessThanOrEqual(AGENT_PAGE_HEADER_BEFORE_PX / 3);
    await page.getByRole('link', { name: 'Back to dashboard' }).focus();
    const passed = await tabUntil(page, documents);
    expect(passed).toEqual(['Conversations']);
    await expectNoSeriousA11yViolations(page);
  });
});
