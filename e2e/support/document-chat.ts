import { expect, type Page } from '@playwright/test';
import { findAgent } from '@domain/agents';
import { fixturePath } from '../../scripts/fixtures/write';
import type { FixtureName } from '../../scripts/fixtures/catalogue';

/** The documents chat as a person uses it: trial, uploads, questions, toasts. */

export const documents = findAgent('documents');
export const toast = (page: Page, title: string) =>
  page.getByRole('alert').filter({ hasText: title });
export const lastAgentMessage = (page: Page) =>
  page.getByRole('log').getByRole('article', { name: documents.title }).last();

/** Closes every toast, including those queued behind the one on screen. */
export async function dismissToasts(page: Page) {
  await expect(async () => {
    const close = page.getByRole('button', { name: 'Close notification' });
    if ((await close.count()) > 0) await close.first().click({ timeout: 1000 });
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 600 });
  }).toPass({ timeout: 15_000 });
}

export async function openDocumentChat(page: Page) {
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await dismissToasts(page);
  await startDocumentsTrial(page);
}

/**
 * The same from the dashboard of a browser that starts signed in (`signedInAs`, e2e/test.ts):
 * no sign-in, so no 'Welcome back!' toast to wait for.
 */
export async function openDocumentChatSignedIn(page: Page, name: string) {
  await page.goto('/dashboard');
  await expect(page.getByText(`Welcome, ${name}`)).toBeVisible();
  await startDocumentsTrial(page);
}

/** After a sign-in of an account whose documents trial was started before: it lasts, and opens. */
export async function reopenDocumentChat(page: Page) {
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await dismissToasts(page);
  const card = page.getByRole('article', { name: documents.title });
  await expect(card.getByText('Already Purchased')).toBeVisible();
  await card.getByRole('button', { name: 'Open Agent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: documents.title })).toBeVisible();
}

async function startDocumentsTrial(page: Page) {
  await page
    .getByRole('article', { name: documents.title })
    .getByRole('button', { name: 'Get It' })
    .click();
  await page
    .getByRole('dialog', { name: 'Start Your Free Trial' })
    .getByRole('button', { name: 'Start Free Trial' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: documents.title })).toBeVisible();
  await dismissToasts(page);
}

/** A generated fixture by name, or a small file a test writes itself. */
export type UploadFile = FixtureName | { name: string; mimeType: string; buffer: Buffer };

const fileName = (file: UploadFile) => (typeof file === 'string' ? file : file.name);

export async function chooseFile(page: Page, file: UploadFile, level = 'Public') {
  await page
    .getByLabel('Choose a document to upload')
    .setInputFiles(typeof file === 'string' ? fixturePath(file) : file);
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(dialog.getByText(fileName(file))).toBeVisible();
  if (level !== 'Public') {
    await dialog.getByPlaceholder('Choose classification level').click();
    await page.getByRole('option', { name: level }).click();
  }
  await dialog.getByRole('button', { name: 'Upload Document' }).click();
}

export async function upload(page: Page, file: UploadFile, level = 'Public') {
  await chooseFile(page, file, level);
  await expect(toast(page, 'Document Uploaded Successfully')).toBeVisible({ timeout: 20_000 });
  await expect(lastAgentMessage(page)).toContainText(`I've received "${fileName(file)}"`);
  await expect(lastAgentMessage(page)).toContainText(/I indexed .*\d+ passages?\./);
  await dismissToasts(page);
}

export async function ask(page: Page, question: string) {
  // A kept conversation may still be restoring (after a reload or a sign-in): count after it.
  await expect(page.getByRole('log')).not.toHaveAttribute('aria-busy', 'true');
  const before = await page.getByRole('log').getByRole('article').count();
  await page.getByRole('textbox', { name: 'Message' }).fill(question);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByRole('article')).toHaveCount(before + 2);
  return lastAgentMessage(page);
}
