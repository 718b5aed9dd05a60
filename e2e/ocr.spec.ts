import {
  NOISY_SCAN,
  PHOTO,
  scanPages,
  scanPdf,
  SCAN_ONLY_SENTENCE,
  SHELF_NOTICE,
} from '../scripts/fixtures/scans';
import { DEMO_ACCOUNTS, signInWithEmail } from './support/auth';
import {
  ask,
  chooseFile,
  dismissToasts,
  lastAgentMessage,
  openDocumentChat,
} from './support/document-chat';
import { drawScan } from './support/scans';
import { expect, test, type Page } from './test';

/**
 * Scans and photos are read by text recognition (OCR) in the reading worker, against the
 * production build and its content security policy. The scans are drawn here from known text
 * (scripts/fixtures/scans.ts), in the page's own canvas.
 */

const uploadBubble = (page: Page) =>
  page.getByRole('log').getByRole('article', { name: 'You' }).last();

test('a scanned PDF and a photo are read by OCR; a question is answered from the scan with its page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithEmail(page, DEMO_ACCOUNTS.owner.email);
  await openDocumentChat(page);

  const scan = await scanPdf([await drawScan(page, { ...NOISY_SCAN, lines: scanPages(1)[0]! })]);
  const name = 'opening-checklist-scan.pdf';
  await chooseFile(page, { name, mimeType: 'application/pdf', buffer: Buffer.from(scan) });
  await expect(page.getByRole('status', { name: `Processing ${name}` })).toContainText(
    `Recognising text (OCR) ${name}, page 1 of 1`,
    { timeout: 20_000 },
  );
  await expect(lastAgentMessage(page)).toContainText(
    /I indexed 1 page, 1 passage; text read by OCR \(\d+ % confident on average/,
    { timeout: 60_000 },
  );
  await expect(uploadBubble(page).getByText('Ready')).toBeVisible();
  await dismissToasts(page);

  const answer = await ask(page, 'When must the loading bay shutter be locked?');
  await expect(answer).toContainText(SCAN_ONLY_SENTENCE);
  const citation = answer.getByRole('button', { name: `Open source: ${name}, page 1` }).first();
  await citation.click();
  const viewer = page.getByRole('region', { name: `${name}, page 1` });
  await expect(viewer.getByText(/^Page 1 of 1$/)).toBeVisible({ timeout: 15_000 });
  // The scan has no text layer: the quoted sentence's words, and only those, are marked where
  // OCR found them on the image.
  await expect(viewer.locator('.cited').first()).toBeVisible();
  await expect(viewer.locator('.cited')).toHaveCount(SCAN_ONLY_SENTENCE.split(' ').length);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  const photo = await drawScan(page, { ...PHOTO, lines: SHELF_NOTICE });
  await chooseFile(page, { name: 'shelf-notice.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(lastAgentMessage(page)).toContainText(
    /I've received "shelf-notice\.jpg".*text read by OCR/,
    { timeout: 60_000 },
  );
  await dismissToasts(page);
  const notice = await ask(page, 'Until when is the aisle closed for restocking?');
  await expect(notice).toContainText('This aisle is closed for restocking until 11 am.');
  await notice
    .getByRole('button', { name: 'Open source: shelf-notice.jpg, page 1' })
    .first()
    .click();
  const photoViewer = page.getByRole('region', { name: 'shelf-notice.jpg, page 1' });
  await expect(
    photoViewer.getByRole('img', { name: 'shelf-notice.jpg, as uploaded' }),
  ).toBeVisible();
  await expect(photoViewer.locator('.cited').first()).toBeVisible();
});

test('an image with nothing to read says so instead of Ready', async ({ page }) => {
  test.setTimeout(60_000);
  await signInWithEmail(page, DEMO_ACCOUNTS.owner.email);
  await openDocumentChat(page);
  const blank = await drawScan(page, {
    ...PHOTO,
    photo: false,
    noise: 0,
    type: 'image/png',
    lines: [],
  });
  await chooseFile(page, { name: 'blank-label.png', mimeType: 'image/png', buffer: blank });
  await expect(lastAgentMessage(page)).toContainText(
    'blank-label.png was read by text recognition (OCR), but no text was found in it',
  );
  await expect(uploadBubble(page).getByText('Not searchable')).toBeVisible();
  await expect(uploadBubble(page).getByText('Ready')).toHaveCount(0);
});

test('recognition can be cancelled mid-way: nothing is added', async ({ page }) => {
  test.setTimeout(60_000);
  // The model is held back until Cancel is clicked, so recognition cannot finish under the click.
  let releaseModel = () => {};
  const modelHeld = new Promise<void>((resolve) => (releaseModel = resolve));
  await page.route('**/assets/eng.traineddata-*.gz', async (route) => {
    await modelHeld;
    await route.continue();
  });
  await signInWithEmail(page, DEMO_ACCOUNTS.owner.email);
  await openDocumentChat(page);
  const pages = await Promise.all(
    scanPages(2).map((lines, index) => drawScan(page, { ...NOISY_SCAN, lines, seed: index })),
  );
  const name = 'two-page-scan.pdf';
  await chooseFile(page, {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await scanPdf(pages)),
  });
  const panel = page.getByRole('status', { name: `Processing ${name}` });
  await expect(panel).toContainText(`Recognising text (OCR) ${name}, page 1 of 2`, {
    timeout: 20_000,
  });
  await panel.getByRole('button', { name: `Cancel processing ${name}` }).click();
  releaseModel();
  await expect(lastAgentMessage(page)).toContainText(
    'You cancelled the upload, so nothing was added.',
  );
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Documents' }).getByText('No documents you can see yet'),
  ).toBeVisible();
});
