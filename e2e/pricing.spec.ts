import { expect, test, type Page } from './test';
import { PRODUCT_NAME } from '@domain/product';
import { expectNoSeriousA11yViolations } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/auth';

const total = (page: Page) => page.getByRole('status', { name: 'Monthly total' });
const field = (page: Page, name: 'Agents' | 'Users') => page.getByRole('textbox', { name });

test.beforeEach(async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple, Transparent Pricing');
});

test('the spec examples are one-click presets', async ({ page }) => {
  for (const [preset, price] of [
    ['2 agents, 50 users', '$698'],
    ['4 agents, 150 users', '$1,446'],
    ['6 agents, 500 users', '$2,494'],
  ] as const) {
    await page.getByRole('button', { name: preset }).click();
    await expect(total(page)).toContainText(price);
    await expect(page.getByRole('button', { name: preset })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await expect(field(page, 'Agents')).toHaveValue('6');
  await expect(field(page, 'Users')).toHaveValue('500');
  await expect(page.getByRole('slider', { name: 'Agents' })).toHaveAttribute('aria-valuenow', '6');
});

test('typing and sliding both change the price', async ({ page }) => {
  await field(page, 'Agents').fill('4');
  await field(page, 'Users').fill('150');
  await expect(total(page)).toContainText('$1,446');
  await expect(page.getByRole('table', { name: 'Price breakdown' })).toContainText(
    '50 extra users',
  );

  await page.getByRole('slider', { name: 'Agents' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(field(page, 'Agents')).toHaveValue('3');
  await expect(total(page)).toContainText('$1,097');
});

test('bad input is explained and never shows NaN', async ({ page }) => {
  await field(page, 'Agents').fill('12');
  await expect(page.getByText(/At most 6 agents/)).toBeVisible();
  await expect(total(page)).toContainText('$2,094');
  await field(page, 'Users').fill('');
  await expect(page.getByText(/Enter 1 to 1,000,000 users/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.locator('body')).not.toContainText('NaN');

  await field(page, 'Agents').blur();
  await expect(field(page, 'Agents')).toHaveValue('6');
});

test('Sign In and Get Started open the dashboard, which asks a visitor to sign in first', async ({
  page,
}) => {
  const signInDialog = page.getByRole('dialog', { name: `Sign in to ${PRODUCT_NAME}` });
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(signInDialog).toBeVisible();
  await expect(signInDialog.getByRole('button', { name: 'Sign up here' })).toBeVisible();
  await expect(page.getByText('Welcome, User')).toHaveCount(0);

  await page.goto('/pricing');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signInDialog.getByLabel('Email').fill(DEMO_ACCOUNTS.owner.email);
  await signInDialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await signInDialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`Welcome, ${DEMO_ACCOUNTS.owner.name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(signInDialog).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the header fits and nothing overflows sideways', async ({ page }) => {
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Get Started' }),
    ).toBeInViewport({
      ratio: 1,
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
