import { expect, test, type Page } from './test';
import { findAgent } from '@domain/agents';

/**
 * Signing out on a slow machine: whatever dialog or drawer was open goes with the signed-in
 * page, and nothing opens on the landing page after it. (The logout used to be answered before
 * the landing page had loaded: the dashboard, still on screen, asked for a sign-in, and the
 * sign-in dialog and its overlay followed the visitor to the landing page.)
 */

test.use({ signedInAs: 'owner' });

const documents = findAgent('documents');
const OVERLAY = '[role="dialog"], .mantine-Modal-overlay, .mantine-Drawer-overlay';

/** The page runs six times slower, as on a busy low-end laptop. */
async function slowDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/** Whether a dialog or an overlay is on the page or shows up within `ms` (watched in the page). */
function overlayWithin(page: Page, ms: number): Promise<boolean> {
  return page.evaluate(
    ([selector, ms]) =>
      new Promise<boolean>((resolve) => {
        const shown = () => document.querySelector(selector) !== null;
        const observer = new MutationObserver(() => shown() && done(true));
        const timer = setTimeout(() => done(false), ms);
        function done(found: boolean) {
          observer.disconnect();
          clearTimeout(timer);
          resolve(found);
        }
        if (shown()) done(true);
        else observer.observe(document.body, { childList: true, subtree: true });
      }),
    [OVERLAY, ms] as const,
  );
}

/** On the landing page, nothing covers it for 2 s, and its buttons take clicks. */
async function expectLandingPageFree(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  expect(await overlayWithin(page, 2_000), 'a dialog or an overlay after the sign-out').toBe(false);
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click({ timeout: 5_000 });
  await expect(page.getByRole('dialog')).toContainText('Sign in to');
}

test('signing out of the dashboard on a slow machine opens no sign-in dialog', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  await slowDown(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectLandingPageFree(page);
});

test('signed out in another tab on a slow machine, the open trial dialog goes too', async ({
  page,
  context,
}) => {
  await page.goto('/dashboard');
  await page
    .getByRole('article', { name: documents.title })
    .getByRole('button', { name: 'Get It' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Start Your Free Trial' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/dashboard');
  await slowDown(page);
  await other.getByRole('button', { name: 'Sign out' }).click();
  await page.bringToFront();
  await expectLandingPageFree(page);
});
