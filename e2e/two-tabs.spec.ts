import { expect, test, type Page } from './test';
import { DEMO_ACCOUNTS, demoCode, enterCode } from './support/auth';

/**
 * Two tabs of one browser (two pages of one context: one localStorage). Each runs its own in-page
 * mock server over the stored database, and both share the stored token.
 */

const NINA = {
  email: 'nina.twotabs@newco.example',
  phone: '+1 555 765 4399',
  name: 'Nina Twotabs',
  designation: 'Area Manager',
  company: 'Newco Stores',
};

const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog(page).getByRole('tab', { name: 'Email' })).toBeVisible();
}

async function register(page: Page) {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Start Your Free Trial' }).click();
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill(NINA.email);
  await page.keyboard.press('Enter');
  await dialog(page).getByRole('textbox', { name: 'Phone number' }).fill(NINA.phone);
  await page.keyboard.press('Enter');
  await enterCode(dialog(page), await demoCode(dialog(page)));
  await dialog(page).getByRole('textbox', { name: 'Full name' }).fill(NINA.name);
  await dialog(page).getByRole('textbox', { name: 'Designation' }).fill(NINA.designation);
  await dialog(page).getByRole('textbox', { name: 'Company' }).fill(NINA.company);
  await dialog(page).getByRole('button', { name: 'Create Account' }).click();
  await dialog(page).getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByText(`Welcome, ${NINA.name}`)).toBeVisible();
}

test('an account made in one tab signs in by code in the other; signing out in one signs out both', async ({
  context,
}) => {
  // Both tabs' clock (one per context) can skip the 30 s a number waits between two codes.
  await context.clock.install();
  // Tab B is open first, and its mock server has loaded the database (a failed sign-in).
  const b = await context.newPage();
  await b.goto('/');
  await openSignIn(b);
  await dialog(b).getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS.owner.email);
  await dialog(b).getByLabel('Password', { exact: true }).fill('not-the-password');
  await b.keyboard.press('Enter');
  await expect(toast(b, 'Sign in failed')).toBeVisible();

  // Tab A registers an account and is signed in.
  const a = await context.newPage();
  await register(a);

  // Tab B, which opened before the account existed, sends a code to its number (brought to
  // the front: a tab in the background gets no animation frames, which toasts wait for).
  await b.bringToFront();
  await context.clock.fastForward('00:31');
  await dialog(b).getByRole('tab', { name: 'Mobile' }).click();
  await dialog(b).getByRole('textbox', { name: 'Mobile number' }).fill(NINA.phone);
  await dialog(b).getByRole('button', { name: 'Send Code' }).click();
  const code = await demoCode(dialog(b));

  // Tab B's write kept tab A's account and session: a reload of A is still signed in.
  await a.bringToFront();
  await a.reload();
  await expect(a.getByText(`Welcome, ${NINA.name}`)).toBeVisible();

  // And tab B knew the account: its code signs in.
  await b.bringToFront();
  await enterCode(dialog(b), code);
  await expect(b).toHaveURL(/\/dashboard$/);
  await expect(b.getByText(`Welcome, ${NINA.name}`)).toBeVisible();
  // One toast at a time: put the welcome away, or the next one waits for it to time out.
  await toast(b, 'Welcome back!').getByRole('button', { name: 'Close notification' }).click();

  // Signing out in tab A signs tab B out too: it says so and leaves the dashboard.
  await a.bringToFront();
  await a.getByRole('button', { name: 'Sign out' }).click();
  await expect(a).toHaveURL(/\/$/);
  await b.bringToFront();
  await expect(toast(b, 'Signed out')).toContainText('You signed out in another tab.');
  await expect(b).toHaveURL(/\/$/);
  await expect(b.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await b.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
