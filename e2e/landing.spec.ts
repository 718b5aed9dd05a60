import { expect, test, type Page } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';

const signInDialog = (page: Page) => page.getByRole('dialog', { name: /sign in/i });
const signUpDialog = (page: Page) => page.getByRole('dialog', { name: /create your account/i });

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('header and hero buttons open the sign-in and sign-up dialogs', async ({ page }) => {
    const header = page.getByRole('banner');
    const hero = page.getByRole('main');

    await header.getByRole('button', { name: 'Sign In' }).click();
    await expect(signInDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signInDialog(page)).toBeHidden();

    await header.getByRole('button', { name: 'Get Started' }).click();
    await expect(signUpDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signUpDialog(page)).toBeHidden();

    await hero.getByRole('button', { name: 'Start Your Free Trial' }).click();
    await expect(signUpDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');

    await hero.getByRole('button', { name: 'Sign In' }).click();
    await expect(signInDialog(page)).toBeVisible();
  });

  test('six agent cards; clicking anywhere on one, or Enter on it, opens sign-up', async ({
    page,
  }) => {
    const agents = page.locator('#agents');
    await expect(agents.getByRole('article')).toHaveCount(6);
    await expect(agents.getByText('Coming Soon')).toHaveCount(5);

    // A click near the card's corner (its icon, not its title) still opens the dialog.
    await agents
      .getByRole('article')
      .nth(2)
      .click({ position: { x: 24, y: 24 } });
    await expect(signUpDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signUpDialog(page)).toBeHidden();

    await agents.getByRole('button', { name: 'Chat to Documents' }).focus();
    await page.keyboard.press('Enter');
    await expect(signUpDialog(page)).toBeVisible();
  });

  test('header anchors scroll to the agents and features sections', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/#features$/);
    await expect(page.locator('#features').getByRole('heading', { level: 2 })).toBeInViewport();
    await nav.getByRole('link', { name: 'Agents' }).click();
    await expect(page).toHaveURL(/#agents$/);
    await expect(page.locator('#agents').getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('the pricing section links to the pricing page', async ({ page }) => {
    await page.locator('#pricing').getByRole('link').click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple, Transparent Pricing');
  });
});

test.describe('landing page at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the burger opens a drawer that repeats the navigation', async ({ page }) => {
    // The desktop navigation is hidden; the burger replaces it.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Agents' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Features' })).toBeVisible();
    await expect(menu.getByRole('button', { name: /^Theme:/ })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.locator('#pricing').getByRole('link')).toBeInViewport();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Agents' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.locator('#agents').getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('the drawer opens the sign-in and sign-up dialogs', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Sign In' })
      .click();
    await expect(signInDialog(page)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(signInDialog(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Get Started' })
      .click();
    await expect(signUpDialog(page)).toBeVisible();
  });

  test('nothing overflows sideways', async ({ page }) => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
