import { expect, test, type Page } from './test';
import { THEMES } from '../src/components/theme';
import { expectNoSeriousA11yViolations } from './fixtures';

const getStarted = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Get Started' });
const primaryBackground = (page: Page) =>
  getStarted(page).evaluate((el) => getComputedStyle(el).backgroundColor);
const htmlThemeClasses = (page: Page) =>
  page.evaluate(() =>
    [...document.documentElement.classList].filter((c) => c.startsWith('theme-')),
  );

async function chooseTheme(page: Page, name: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Theme:/ })
    .click();
  const group = page.getByRole('radiogroup', { name: 'Colour theme' });
  // The radio inputs are visually hidden inside Mantine chips: click the visible label.
  await group.getByText(name, { exact: true }).click();
  await expect(group.getByRole('radio', { name })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(group).toBeHidden();
}

test('choosing a theme recolours the page and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(getStarted(page)).toBeVisible();
  const blue = await primaryBackground(page);
  expect(await htmlThemeClasses(page)).toEqual([]);

  await chooseTheme(page, 'Green');
  await expect.poll(() => htmlThemeClasses(page)).toEqual(['theme-green']);
  await expect.poll(() => primaryBackground(page)).not.toBe(blue);
  const green = await primaryBackground(page);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('theme-green');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Theme: Green' }),
  ).toBeVisible();

  await page.reload();
  await expect(getStarted(page)).toBeVisible();
  expect(await htmlThemeClasses(page)).toEqual(['theme-green']);
  expect(await primaryBackground(page)).toBe(green);

  await chooseTheme(page, 'Indigo');
  await expect.poll(() => htmlThemeClasses(page)).toEqual(['theme-indigo']);
  await chooseTheme(page, 'Blue');
  await expect.poll(() => htmlThemeClasses(page)).toEqual([]);
  expect(await primaryBackground(page)).toBe(blue);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('');
});

test('the picker is keyboard operable and accessible', async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Theme: Blue' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const group = page.getByRole('radiogroup', { name: 'Colour theme' });
  await expect(group.getByRole('radio')).toHaveCount(7);
  await expectNoSeriousA11yViolations(page);

  await group.getByRole('radio', { name: 'Blue' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: 'Green' })).toBeChecked();
  await expect.poll(() => htmlThemeClasses(page)).toEqual(['theme-green']);
  await page.keyboard.press('Escape');
  await expect(group).toBeHidden();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Theme: Green' }),
  ).toBeFocused();
});

test('the pricing page follows the stored theme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'theme-rose'));
  await page.goto('/pricing');
  const getStartedLink = page.getByRole('banner').getByRole('link', { name: 'Get Started' });
  await expect(getStartedLink).toBeVisible();
  expect(await htmlThemeClasses(page)).toEqual(['theme-rose']);
  const rose = await getStartedLink.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(rose).not.toBe('rgb(25, 113, 194)'); // Blue's filled shade
});

test('an unknown stored theme falls back to Blue', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'theme-neon'));
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Theme: Blue' })).toBeVisible();
  expect(await htmlThemeClasses(page)).toEqual([]);
});

test('storage that throws does not break the app', async ({ page }) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: fail, configurable: true });
  });
  await page.goto('/');
  await expect(getStarted(page)).toBeVisible();
  await chooseTheme(page, 'Teal');
  await expect.poll(() => htmlThemeClasses(page)).toEqual(['theme-teal']);
});

// The full scans of both pages run in landing.spec.ts and pricing.spec.ts; a theme changes only
// colours, so each one is checked for contrast.
const OTHER_THEMES = THEMES.filter((t) => t.value);

test('every theme keeps text contrast on the landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root main')).toBeVisible();
  for (const theme of OTHER_THEMES) {
    await chooseTheme(page, theme.label);
    await expect.poll(() => htmlThemeClasses(page)).toEqual([theme.value]);
    await expectNoSeriousA11yViolations(page, undefined, ['color-contrast']);
  }
});

test('every theme keeps text contrast on the pricing page', async ({ page }) => {
  // The pricing page has no picker: it follows the stored choice.
  await page.goto('/pricing');
  for (const theme of OTHER_THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme.value);
    await page.reload();
    await expect(page.locator('#root main')).toBeVisible();
    expect(await htmlThemeClasses(page)).toEqual([theme.value]);
    await expectNoSeriousA11yViolations(page, undefined, ['color-contrast']);
  }
});
