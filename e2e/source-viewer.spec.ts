import { PDFDocument, StandardFonts } from 'pdf-lib';
import { writeFixtures } from '../scripts/fixtures/write';
import { expectNoSeriousA11yViolations } from './fixtures';
import { DEMO_ACCOUNTS } from './support/auth';
import { ask, openDocumentChatSignedIn, upload } from './support/document-chat';
import { expect, test, type Locator, type Page } from './test';

/**
 * The source viewer against the production build: a PDF opens at its cited page and pages and
 * zooms from the keyboard (pdf.js in a worker of its own, under the content security policy);
 * a text file's citation marks the quoted sentence only, paragraph by paragraph, and a Markdown
 * section's heading reads as a heading; a page too large to draw is refused with a message.
 */

test.use({ signedInAs: 'owner' });

test.beforeAll(async () => {
  await writeFixtures();
});

/** Opens the answer's first citation control named `name` and returns the viewer it opens. */
async function openSource(page: Page, answer: Locator, name: string | RegExp, region: string) {
  await answer.getByRole('button', { name }).first().click();
  return page.getByRole('region', { name: region });
}

test('a PDF opens at the cited page, and pages and zooms from the keyboard within its bounds', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openDocumentChatSignedIn(page, DEMO_ACCOUNTS.owner.name);
  await upload(page, 'store-operations-handbook.pdf');
  const answer = await ask(page, 'How often are the fire extinguishers inspected?');
  const viewerWorker = page.waitForEvent('worker', (worker) =>
    /\/pdf-viewer\.worker-[\w-]+\.js$/.test(worker.url()),
  );
  const viewer = await openSource(
    page,
    answer,
    'Open source: store-operations-handbook.pdf, page 5',
    'store-operations-handbook.pdf, page 5',
  );
  // pdf.js parses the file in a worker of its own, not on the page's thread.
  const pdfWorker = await viewerWorker;
  const status = viewer.getByText(/^Page \d+ of \d+$/);
  await expect(status).toHaveText(/^Page 5 of \d+$/, { timeout: 15_000 });
  const pageCount = Number((await status.textContent())!.split(' of ')[1]);
  const drawn = async (number: number) => {
    await expect(status).toHaveText(`Page ${number} of ${pageCount}`);
    await expect(viewer.getByText(/^Drawing page/)).toHaveCount(0, { timeout: 15_000 });
  };
  await drawn(5);
  const cited = viewer.locator('.cited');
  await expect(cited.first()).toBeInViewport();

  const previous = viewer.getByRole('button', { name: 'Previous page' });
  const next = viewer.getByRole('button', { name: 'Next page' });
  await next.press('Enter');
  await drawn(6);
  await expect(cited, 'the passage is cited on its own page only').toHaveCount(0);
  await previous.press('Enter');
  await drawn(5);
  await expect(cited.first()).toBeVisible();
  for (let number = 6; number <= pageCount; number += 1) {
    await next.press('Enter');
    await drawn(number);
  }
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next, 'focus stays on the control at the last page').toBeFocused();
  await expect(previous).not.toHaveAttribute('aria-disabled');

  const canvas = viewer.locator('canvas');
  const width = () => canvas.evaluate((element) => element.getBoundingClientRect().width);
  const fitted = await width();
  const zoom = viewer.getByText(/^\d+ %$/);
  await expect(zoom).toHaveText('100 %');
  const zoomIn = viewer.getByRole('button', { name: 'Zoom in' });
  await zoomIn.press('Enter');
  await expect(zoom).toHaveText('125 %');
  await expect.poll(width).toBeCloseTo(fitted * 1.25, 0);
  for (const percent of ['150 %', '200 %', '300 %']) {
    await zoomIn.press('Enter');
    await expect(zoom).toHaveText(percent);
  }
  await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
  await expect.poll(width).toBeCloseTo(fitted * 3, 0);
  const frame = viewer.getByRole('group', { name: `Page ${pageCount}` });
  expect(
    await frame.evaluate((element) => element.scrollWidth > element.clientWidth),
    'a zoomed page scrolls sideways',
  ).toBe(true);
  await expectNoSeriousA11yViolations(page, 'section[aria-labelledby]');
  await viewer.getByRole('button', { name: 'Fit to width' }).press('Enter');
  await expect(zoom).toHaveText('100 %');
  await expect.poll(width).toBeCloseTo(fitted, 0);
  const zoomOut = viewer.getByRole('button', { name: 'Zoom out' });
  for (const percent of ['75 %', '50 %']) {
    await zoomOut.press('Enter');
    await expect(zoom).toHaveText(percent);
  }
  await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
  await expect.poll(width).toBeCloseTo(fitted / 2, 0);

  const workerEnded = pdfWorker.waitForEvent('close');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await workerEnded;
});

test('a text citation marks only the quoted sentence, and Markdown headings read as headings', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openDocumentChatSignedIn(page, DEMO_ACCOUNTS.owner.name);
  const notes = [
    'Opening hours',
    'The store opens at 9 am on weekdays.',
    'Staff park behind the loading dock. Customers park in front.',
    'Returns need a receipt within 30 days.',
  ];
  const buffer = Buffer.from(notes.join('\n\n'));
  await upload(page, { name: 'notes.txt', mimeType: 'text/plain', buffer });
  const parking = await ask(page, 'Where do staff park?');
  const viewer = await openSource(
    page,
    parking,
    /^Open source: notes\.txt/,
    'notes.txt, paragraphs 1-4',
  );
  const cited = viewer.locator('li[aria-current="location"]');
  await expect(cited.locator('p')).toHaveText(['Cited: paragraphs 1-4', ...notes]);
  await expect(cited.locator('mark')).toHaveText(['Staff park behind the loading dock.']);
  await expect(cited.locator('mark')).toBeInViewport();
  await page.keyboard.press('Escape');

  const markdown = [
    '# Leave',
    'Leave is booked in the rota app.',
    '## Sick leave',
    'Staff get four hours of [sick leave](https://example.com/sick) every pay period.',
  ].join('\n\n');
  await upload(page, {
    name: 'leave.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from(markdown),
  });
  const leave = await ask(page, 'How much sick leave do staff get?');
  const section = await openSource(
    page,
    leave,
    /^Open source: leave\.md, Sick leave/,
    'leave.md, Sick leave, paragraphs 3-4',
  );
  await expect(section.getByRole('heading', { level: 3, name: 'Sick leave' })).toBeVisible();
  await expect(section.locator('mark')).toHaveText([
    'Staff get four hours of sick leave every pay period.',
  ]);
  await expect(section).not.toContainText('](');
  await expectNoSeriousA11yViolations(page, 'section[aria-labelledby]');
});

/** A PDF of one page 100 points wide and 14,400 high (the largest a PDF page may be). */
async function tallPdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([100, 14_400]);
  lines.forEach((line, index) =>
    page.drawText(line, { x: 4, y: 14_380 - index * 10, size: 8, font }),
  );
  return Buffer.from(await pdf.save());
}

test('a PDF page too large to draw is refused with a message, over the text around the citation', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openDocumentChatSignedIn(page, DEMO_ACCOUNTS.owner.name);
  const buffer = await tallPdf(['Staff park', 'behind the', 'loading dock.']);
  await upload(page, { name: 'tall.pdf', mimeType: 'application/pdf', buffer });
  const answer = await ask(page, 'Where do staff park?');
  const viewer = await openSource(
    page,
    answer,
    'Open source: tall.pdf, page 1',
    'tall.pdf, page 1',
  );
  const refusal = viewer.getByRole('alert');
  await expect(refusal).toContainText("The page can't be shown");
  await expect(refusal).toContainText(
    'Page 1 is too large to draw (100 × 14400 points). The text around the citation is shown instead.',
  );
  await expect(viewer.locator('li[aria-current="location"] mark')).toContainText('Staff park');
  await expect(viewer.locator('canvas')).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'section[aria-labelledby]');
});
