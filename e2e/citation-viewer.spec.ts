import { writeFixtures } from '../scripts/fixtures/write';
import { expectNoSeriousA11yViolations } from './fixtures';
import { DEMO_ACCOUNTS, signInWithEmail } from './support/auth';
import { ask, openDocumentChat, upload } from './support/document-chat';
import { expect, test } from './test';

/**
 * A citation opens its source beside the chat, against the production build: a PDF's cited
 * page drawn by pdf.js with the passage highlighted in its text layer, under the content
 * security policy; a table answer's rows marked in the text of their sheet.
 */

test.beforeAll(async () => {
  await writeFixtures();
});

test('a PDF citation opens its page with the cited passage highlighted in the text layer', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInWithEmail(page, DEMO_ACCOUNTS.owner.email);
  await openDocumentChat(page);
  await upload(page, 'store-operations-handbook.pdf');
  const answer = await ask(page, 'How often are the fire extinguishers inspected?');
  const citation = answer
    .getByRole('figure')
    .first()
    .getByRole('button', { name: 'Open source: store-operations-handbook.pdf, page 5' });
  await citation.click();

  const viewer = page.getByRole('region', { name: 'store-operations-handbook.pdf, page 5' });
  await expect(viewer.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(viewer.getByText(/^Page 5 of \d+$/)).toBeVisible({ timeout: 15_000 });
  await expect(viewer.getByText('Public', { exact: true })).toBeVisible();
  const canvas = viewer.locator('canvas');
  await expect(canvas).toBeVisible();
  const inked = await canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let dark = 0;
    for (let index = 0; index < data.length; index += 4) if (data[index]! < 128) dark += 1;
    return dark;
  });
  expect(inked, 'the page is drawn, not blank').toBeGreaterThan(100);
  const cited = viewer.locator('.cited');
  await expect(cited.first()).toBeInViewport();
  expect((await cited.allTextContents()).join(' ')).toMatch(/extinguishers/i);
  await expectNoSeriousA11yViolations(page, 'section[aria-labelledby]');

  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(citation).toBeFocused();

  // On a phone the viewer is a drawer over the chat.
  await page.setViewportSize({ width: 390, height: 844 });
  await citation.click();
  const drawer = page.getByRole('dialog', { name: 'store-operations-handbook.pdf, page 5' });
  await expect(drawer.getByText(/^Page 5 of \d+$/)).toBeVisible({ timeout: 15_000 });
  await expect(drawer.locator('.cited').first()).toBeInViewport();
  await expectNoSeriousA11yViolations(page, '.mantine-Drawer-content');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(citation).toBeFocused();
});

test("a table answer's citation opens its sheet's rows with only the cited row marked", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInWithEmail(page, DEMO_ACCOUNTS.owner.email);
  await openDocumentChat(page);
  await upload(page, 'q3-sales.xlsx');
  const answer = await ask(page, "What was Pinecrest's revenue in August?");
  const citation = answer
    .getByRole('button', { name: /^Open source: q3-sales\.xlsx, sheet Sales, row \d+$/ })
    .first();
  const location = (await citation.textContent())!.split(' · ')[1]!;
  await citation.click();

  const viewer = page.getByRole('region', { name: `q3-sales.xlsx, ${location}` });
  await expect(viewer.getByRole('heading', { level: 2 })).toBeFocused();
  const cited = viewer.locator('li[aria-current="location"]');
  await expect(cited.getByText(`Cited: ${location}`, { exact: true })).toBeVisible();
  const marks = cited.locator('mark');
  await expect(marks).toHaveCount(1);
  await expect(marks).toHaveText(/^Pinecrest \| .* \| August \|/);
  await expect(marks).toBeInViewport();
  await expectNoSeriousA11yViolations(page, 'section[aria-labelledby]');

  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(citation).toBeFocused();
});
