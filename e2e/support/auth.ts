import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS as SEEDED, DEMO_COMPANY, DEMO_PASSWORD } from '@domain/demo-accounts';

export { DEMO_COMPANY, DEMO_PASSWORD };

/** Seeded demo accounts (src/domain/demo-accounts.ts), by role; password for all: demo1234. */
export const DEMO_ACCOUNTS = {
  owner: SEEDED[0],
  ops: SEEDED[1],
  manager: SEEDED[2],
  associate: SEEDED[3],
} as const;

/** Signs in from the landing page through the sign-in dialog's Email tab; ends on /dashboard. */
export async function signInWithEmail(
  page: Page,
  email: string = DEMO_ACCOUNTS.owner.email,
  password = DEMO_PASSWORD,
) {
  await page.goto('/');
  await signInHere(page, email, password);
}

/** The same from the page already open (the landing page after a sign-out), without a reload. */
export async function signInHere(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The demo code a code step shows (the mock's stand-in for the text message). */
export async function demoCode(scope: Locator): Promise<string> {
  const text = await scope.getByText(/^Demo code:/).textContent();
  const code = /(\d{6})/.exec(text ?? '')?.[1];
  expect(code, 'the code step shows the demo code').toMatch(/^\d{6}$/);
  return code!;
}

/** Types the code into the first box; the boxes spread it and the sixth digit submits. */
export async function enterCode(scope: Locator, code: string) {
  await scope.getByRole('textbox', { name: 'Verification code digit 1 of 6' }).fill(code);
}
