import { expect, test, type Page } from './test';
import { AGENTS, findAgent } from '@domain/agents';
import { AGENT_CONVERSATIONS } from '@domain/agent-conversations';
import { PRODUCT_NAME } from '@domain/product';
import { createTrialRecord, trialBadgeLabel, trialDaysLeft } from '@domain/trial';
import { expectNoSeriousA11yViolations } from './fixtures';
import { DEMO_ACCOUNTS, signInWithEmail } from './support/auth';

const documents = findAgent('documents');

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });
const conversation = (page: Page) => page.getByRole('log');
const picker = (page: Page) => page.getByLabel('Choose a document to upload');

/** Closes the toast on screen: only one shows at a time, the next waits for it. */
async function dismissToast(page: Page) {
  await page.getByRole('button', { name: 'Close notification' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/** Stops the page's (installed) clock a moment from now, by the page's own time. */
async function pauseClock(page: Page) {
  // On a busy machine the moment can pass before the pause arrives ('Cannot fast-forward to
  // the past'): then read the page's time again.
  await expect(async () => {
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 200);
  }).toPass({ timeout: 5_000 });
}

/** Signs in with the shared helper and closes its 'Welcome back!' toast. */
async function signIn(page: Page) {
  await signInWithEmail(page);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await dismissToast(page);
}

/** Opens the dashboard of the owner, whom the tests below start signed in as (e2e/test.ts). */
async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByText(`Welcome, ${DEMO_ACCOUNTS.owner.name}`)).toBeVisible();
}

test.use({ signedInAs: 'owner' });

async function startTrial(page: Page) {
  await card(page, documents.title).getByRole('button', { name: 'Get It' }).click();
  await page
    .getByRole('dialog', { name: 'Start Your Free Trial' })
    .getByRole('button', { name: 'Start Free Trial' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: documents.title })).toBeVisible();
  await expect(toast(page, 'Trial Started!')).toBeVisible();
  await dismissToast(page);
}

/** Drops files onto the chat the way the browser's drag-and-drop delivers them. */
async function dropFiles(page: Page, files: { name: string; type: string; content: string }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list)
      transfer.items.add(new File([file.content], file.name, { type: file.type }));
    return transfer;
  }, files);
  const zone = page.locator('.mantine-Dropzone-root');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

test.describe('signed out at first', () => {
  test.use({ signedInAs: null });

  test('the whole journey: sign in, start a trial, chat, upload a document, see the days left', async ({
    page,
  }) => {
    // The longest journey of the suite: time enough for it on a busy machine too.
    test.setTimeout(60_000);
    // The page's clock runs as usual, and is paused to look at the agent typing and the upload.
    await page.clock.install();
    await signIn(page);
    await expect(page.getByText('Welcome, Olivia Grant')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome to ${PRODUCT_NAME}!` }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: `All AI Agents (${AGENTS.length})` }),
    ).toBeVisible();
    await expect(card(page, documents.title).getByText('Available')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await card(page, documents.title).getByRole('button', { name: 'Get It' }).click();
    const trialDialog = page.getByRole('dialog', { name: 'Start Your Free Trial' });
    await expect(trialDialog.getByText('Trial Period: 3 Months')).toBeVisible();
    await expect(trialDialog.getByText('Full Feature Access')).toBeVisible();
    await expect(trialDialog.getByText('No Payment Required')).toBeVisible();
    await expect(trialDialog.getByRole('button', { name: 'Maybe Later' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await trialDialog.getByRole('button', { name: 'Start Free Trial' }).click();

    await expect(toast(page, 'Trial Started!')).toContainText(
      'Your 3-month free trial has begun. Enjoy exploring the Chat to Documents Agent!',
    );
    await dismissToast(page);
    await expect(trialDialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: documents.title })).toBeVisible();
    await expect(
      conversation(page).getByText(AGENT_CONVERSATIONS[documents.id].greeting),
    ).toBeVisible();

    const input = page.getByPlaceholder('Type your message here...');
    const send = page.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await input.fill('What is our returns policy?');
    await pauseClock(page);
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(conversation(page).getByRole('article', { name: 'You' }).last()).toContainText(
      'What is our returns policy?',
    );
    await expect(page.getByText('Chat to Documents is typing…')).toBeVisible();
    await page.clock.runFor(1000);
    await expect(page.getByText('Chat to Documents is typing…')).toBeHidden();
    await expect(conversation(page).getByRole('article', { name: documents.title })).toHaveCount(2);
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);

    await picker(page).setInputFiles({
      name: 'store-policy.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Returns are accepted within 30 days with a receipt.\n'),
    });
    const uploadDialog = page.getByRole('dialog', { name: 'Upload Document' });
    await expect(
      uploadDialog.getByText('Choose a classification level for your document'),
    ).toBeVisible();
    await expect(uploadDialog.getByText('store-policy.txt')).toBeVisible();
    await expect(uploadDialog.getByText('52 B')).toBeVisible();
    await expect(uploadDialog.getByPlaceholder('Choose classification level')).toHaveValue(
      'Public',
    );
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await uploadDialog.getByPlaceholder('Choose classification level').click();
    await page.getByRole('option', { name: 'Confidential' }).click();
    await pauseClock(page);
    await uploadDialog.getByRole('button', { name: 'Upload Document' }).click();
    const upload = conversation(page).getByRole('article', { name: 'You' }).last();
    await expect(upload).toContainText(
      'Uploaded document: store-policy.txt (Classification: Confidential)',
    );
    await expect(upload.getByText('Processing…')).toBeVisible();
    await page.clock.runFor(1500);
    await page.clock.resume();
    await expect(uploadDialog).toBeHidden();
    await expect(upload.getByText('Ready')).toBeVisible();
    await expect(
      conversation(page).getByRole('article', { name: documents.title }).last(),
    ).toContainText('I\'ve received "store-policy.txt"');
    await expect(toast(page, 'Document Uploaded Successfully')).toContainText(
      'store-policy.txt has been processed and is ready for chat.',
    );

    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your AI Agents' })).toBeVisible();
    await expect(card(page, documents.title).getByText('Already Purchased')).toBeVisible();
    const now = new Date();
    const daysLeft = trialDaysLeft(createTrialRecord('documents', now).trialEndsAt, now);
    await expect(
      page
        .getByRole('complementary', { name: 'Your Applications' })
        .getByRole('button', { name: /Chat to Documents/ }),
    ).toContainText(trialBadgeLabel(daysLeft));
    await card(page, documents.title).getByRole('button', { name: 'Open Agent' }).click();
    await expect(page.getByRole('heading', { level: 1, name: documents.title })).toBeVisible();
  });
});

test('a coming-soon card says so and offers no trial', async ({ page }) => {
  await openDashboard(page);
  const sales = card(page, findAgent('sales').title);
  await expect(sales.getByText('Coming Soon')).toBeVisible();
  await expect(sales.getByRole('button', { name: 'Get It' })).toBeDisabled();
  await sales.getByText(findAgent('sales').description).click();
  await expect(toast(page, 'Coming Soon!')).toContainText(
    'This agent is launching soon. Stay tuned for updates!',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('files of other types are refused, picked or dropped, and the chat is unchanged', async ({
  page,
}) => {
  await openDashboard(page);
  await startTrial(page);
  const messages = conversation(page).getByRole('article');
  await expect(messages).toHaveCount(1);

  await picker(page).setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(toast(page, 'Invalid File Type')).toContainText(
    'Please upload only PDF, TXT, CSV, PPT, DOC, XLS, PNG, JPEG, or WebP files.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await dismissToast(page);

  await dropFiles(page, [{ name: 'photo.GIF', type: 'image/gif', content: 'gif' }]);
  await expect(toast(page, 'Invalid File Type')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(messages).toHaveCount(1);
  await dismissToast(page);

  await picker(page).setInputFiles({
    name: 'empty.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(0),
  });
  await expect(toast(page, 'Empty File')).toContainText('empty.csv is empty.');
  await dismissToast(page);

  // Drag-and-drop of an accepted type (any letter case) opens the dialog.
  await dropFiles(page, [{ name: 'Q3 Report.PDF', type: 'application/pdf', content: '%PDF-1.4' }]);
  const uploadDialog = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(uploadDialog.getByText('Q3 Report.PDF')).toBeVisible();
  await uploadDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(uploadDialog).toBeHidden();
  await expect(messages).toHaveCount(1);
});

test('messages and file names show as text, and long ones wrap', async ({ page }) => {
  await openDashboard(page);
  await startTrial(page);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
  const input = page.getByPlaceholder('Type your message here...');
  await input.fill(payload);
  await input.press('Enter');
  await expect(conversation(page).getByText(payload)).toBeVisible();
  const longWord = 'W'.repeat(400);
  await input.fill(longWord);
  await input.press('Enter');
  await picker(page).setInputFiles({
    name: `<img src=x onerror=alert(3)>${'n'.repeat(200)}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await page
    .getByRole('dialog', { name: 'Upload Document' })
    .getByRole('button', { name: 'Upload Document' })
    .click();
  await expect(
    conversation(page).getByText(/Uploaded document: <img src=x onerror=alert\(3\)>/),
  ).toBeVisible();
  await expect(conversation(page).locator('img, script')).toHaveCount(0);
  expect(dialogs).toBe(0);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
});

test('at 360 px the layout fits and the applications panel is a drawer', async ({ page }) => {
  await openDashboard(page);
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await startTrial(page);
  // Opening the agent does not cover a small screen with the drawer.
  await expect(page.getByRole('dialog', { name: 'Your Applications' })).toHaveCount(0);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Toggle applications panel' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Applications' });
  await expect(drawer.getByText(/Trial: \d+ days left/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await drawer.getByRole('button', { name: /Chat to Documents/ }).click();
  await expect(drawer).toBeHidden();
});

test('the empty applications panel points to the agents, and sign-out goes home', async ({
  page,
}) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Toggle applications panel' }).click();
  const panel = page.getByRole('complementary', { name: 'Your Applications' });
  await expect(panel.getByText('No applications yet. Start by choosing one below!')).toBeVisible();
  await panel.getByRole('link', { name: 'Browse Agents' }).click();
  await expect(page).toHaveURL(/\/#agents$/);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`at ${viewport.width} px no toast covers the composer: right after 'Trial Started!' you can type and send`, async ({
    page,
  }) => {
    await openDashboard(page);
    await page.setViewportSize(viewport);
    await card(page, documents.title).getByRole('button', { name: 'Get It' }).click();
    await page
      .getByRole('dialog', { name: 'Start Your Free Trial' })
      .getByRole('button', { name: 'Start Free Trial' })
      .click();
    await expect(toast(page, 'Trial Started!')).toBeVisible();
    for (const name of ['Message', 'Send message']) {
      const control = page.getByRole(name === 'Message' ? 'textbox' : 'button', { name });
      const box = await control.boundingBox();
      if (!box) throw new Error(`${name} is not on screen`);
      const atCentre = await control.evaluate(
        (element, { x, y }) => element.contains(document.elementFromPoint(x, y)),
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(atCentre, `${name} is the element at its own centre`).toBe(true);
    }
  });
}
