import { expect, type Page } from '@playwright/test';

/** Seeded demo accounts (mirage seeds); password for all: demo1234. */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = {
  owner: { email: 'owner@demo-retail.example', phone: '+15550100001', clearance: 'Private' },
  ops: { email: 'ops@demo-retail.example', phone: '+15550100002', clearance: 'Confidential' },
  manager: { email: 'manager@demo-retail.example', phone: '+15550100003', clearance: 'Classified' },
  associate: { email: 'associate@demo-retail.example', phone: '+15550100004', clearance: 'Public' },
} as const;

/** Signs in from the landing page through the sign-in dialog's Email tab; ends on /dashboard. */
export async function signInWithEmail(
  page: Page,
  email: string = DEMO_ACCOUNTS.owner.email,
  password = DEMO_PASSWORD,
) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
