import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';

test('/ is the landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveTitle(/.+/);
  await expectNoSeriousA11yViolations(page);
});

test('/pricing is the pricing page', async ({ page }) => {
  await page.goto('/pricing');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Simple, Transparent Pricing' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('/dashboard renders a page of its own', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to see your dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('/agent/documents without a signed-in user redirects to /', async ({ page }) => {
  await page.goto('/agent/documents');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the landing page and the pricing page link to each other', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple, Transparent Pricing');
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});
