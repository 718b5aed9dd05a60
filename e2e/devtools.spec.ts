import { expect, test, type Locator, type Page } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/auth';

/** Opens a page and waits for the live app (a prerendered page paints before the app runs). */
async function gotoApp(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root main')).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Flow inspector' });

async function togglePanel(page: Page) {
  await page.keyboard.press('Control+Shift+D');
}

async function openPanel(page: Page) {
  if (!(await panel(page).isVisible())) await togglePanel(page);
  await expect(panel(page)).toBeVisible();
  return panel(page);
}

async function closePanel(page: Page) {
  await panel(page).getByRole('button', { name: 'Close the flow inspector' }).click();
  await expect(panel(page)).toBeHidden();
}

async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.getByRole('option', { name: option, exact: true }).click();
}

/** Arms a fault from the demo controls, then closes the panel. */
async function injectFault(page: Page, fault: string, target = 'The next request') {
  const inspector = await openPanel(page);
  await inspector.getByRole('tab', { name: 'Demo controls' }).click();
  await choose(inspector, 'Fault', fault);
  await choose(inspector, 'Applies to', target);
  await inspector.getByRole('button', { name: 'Inject fault' }).click();
  await expect(inspector.getByRole('list', { name: 'Armed faults' })).toContainText(fault);
  await closePanel(page);
}

async function expectToast(page: Page, title: string, message: string) {
  const toast = page.getByRole('alert').filter({ hasText: title });
  await expect(toast).toBeVisible({ timeout: 12_000 });
  await expect(toast).toContainText(message);
}

async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: /^Sign in/ });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS.owner.email);
  await dialog.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  return dialog;
}

test('the inspector loads only when opened and follows the flows live', async ({ page }) => {
  // Requests of the page itself (the service worker's precaching fetches every file).
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (!r.serviceWorker()) scripts.push(r.url());
  });
  await gotoApp(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((url) => url.includes('DevtoolsPanel'))).toEqual([]);

  const inspector = await openPanel(page);
  expect(scripts.filter((url) => url.includes('DevtoolsPanel'))).toHaveLength(1);
  const actors = inspector.getByRole('navigation', { name: 'Live actors' });
  await expect(actors.getByRole('button', { name: /^session/ })).toContainText('signedOut');
  await expect(actors.getByRole('button', { name: /^auth dialog/ })).toContainText('closed');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await togglePanel(page);
  await expect(panel(page)).toBeHidden();

  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await openPanel(page);
  await actors.getByRole('button', { name: /^auth dialog/ }).click();
  const diagram = inspector.getByRole('group', { name: 'Diagram of authDialog' });
  await expect(diagram.getByRole('listitem', { name: 'signIn (active)' })).toBeVisible();
  await expect(diagram.getByRole('listitem', { name: 'closed', exact: true })).toBeVisible();
  await expect(
    inspector.getByRole('table', { name: 'Last events of auth dialog' }).getByText('signIn.open'),
  ).toBeVisible();
});

test.describe('at the latency of a real visit', () => {
  test.use({ mockLatencyMs: null });

  test('?devtools opens the inspector with the demo data of the mock server', async ({ page }) => {
    await gotoApp(page, '/?devtools');
    const inspector = panel(page);
    await expect(inspector).toBeVisible();
    await inspector.getByRole('tab', { name: 'Demo controls' }).click();
    const accounts = inspector.getByRole('table', { name: 'Accounts' });
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      await expect(accounts.getByText(account.email)).toBeVisible();
    }
    await expect(inspector.getByRole('heading', { name: 'Latency: 400 ms' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  });
});

const SIGN_IN_FAULTS = [
  ['HTTP 500 server error', 'Internal server error'],
  ['HTTP 429 too many requests', 'Too many requests. Please wait a moment and try again.'],
  ['HTTP 401 not authorised', 'You are not authorised to do this. Please sign in again.'],
  ['Network failure', 'Network request failed'],
] as const;

for (const [fault, message] of SIGN_IN_FAULTS) {
  test(`${fault} on sign-in shows 'Sign in failed' with the message, then sign-in works`, async ({
    page,
  }) => {
    await gotoApp(page, '/');
    await injectFault(page, fault);
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Sign in failed', message);
    await expect(dialog).toBeVisible();

    // The fault was for one request only: the same form now signs in.
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test('a slow answer keeps sign-in busy, then it succeeds', async ({ page }) => {
  await gotoApp(page, '/');
  await injectFault(page, 'Slow answer (6 s)', 'Every POST /api/auth/login');
  const dialog = await openSignIn(page);
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('button', { name: 'Sign In' })).toHaveAttribute(
    'data-loading',
    'true',
  );
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(5_500);
});

test('a fault at every sign-up step shows that step’s notification and keeps the input', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `presenter-${Date.now()}@shop.example`;
  await gotoApp(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });

  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await injectFault(page, 'HTTP 500 server error');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Email validation failed', 'Internal server error');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  const phone = dialog.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('+15557654321');
  await injectFault(page, 'HTTP 429 too many requests');
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expectToast(page, 'Failed to send OTP', 'Too many requests');
  await expect(phone).toHaveValue('+15557654321');
  await dialog.getByRole('button', { name: 'Send Code' }).click();

  const demoCode = dialog.getByText(/^Demo code:/);
  await expect(demoCode).toBeVisible();
  const code = ((await demoCode.textContent()) ?? '').replace(/\D/g, '');
  expect(code).toHaveLength(6);
  await injectFault(page, 'HTTP 401 not authorised');
  // The sixth digit submits the code.
  await dialog.getByRole('textbox', { name: 'Verification code digit 1 of 6' }).fill(code);
  await expectToast(page, 'OTP verification failed', 'You are not authorised');
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Pat Presenter');
  await dialog.getByRole('textbox', { name: 'Designation' }).fill('Store Manager');
  await dialog.getByRole('textbox', { name: 'Company' }).fill('Shop Co');
  await injectFault(page, 'Network failure');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration failed', 'Network request failed');
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('Pat Presenter');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();

  // The new account is listed in the demo controls, and a reset removes it.
  const inspector = await openPanel(page);
  await inspector.getByRole('tab', { name: 'Demo controls' }).click();
  const accounts = inspector.getByRole('table', { name: 'Accounts' });
  await expect(accounts.getByText(email)).toBeVisible();
  await inspector.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(accounts.getByText(email)).toBeHidden();
  await expect(accounts.getByText(DEMO_ACCOUNTS.owner.email)).toBeVisible();
});

test('reset demo data signs out and keeps the theme', async ({ page }) => {
  await gotoApp(page, '/');
  await page.evaluate(() => localStorage.setItem('theme', 'theme-green'));
  const dialog = await openSignIn(page);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const inspector = await openPanel(page);
  await inspector.getByRole('tab', { name: 'Demo controls' }).click();
  // The latency the test stored (e2e/test.ts) until the reset restores the default.
  await expect(inspector.getByRole('heading', { name: 'Latency: 0 ms' })).toBeVisible();
  await inspector.getByRole('button', { name: 'Reset demo data' }).click();
  await expectToast(page, 'Demo data reset', 'you are signed out');
  await expect(inspector.getByRole('heading', { name: 'Latency: 400 ms' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await inspector.getByRole('tab', { name: 'Flows' }).click();
  await expect(
    inspector.getByRole('navigation', { name: 'Live actors' }).getByRole('button', {
      name: /^session/,
    }),
  ).toContainText('signedOut');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('theme-green');
});
