import type { Page } from '@playwright/test';
import { buildXlsx, type CellValue } from '../scripts/fixtures/builders';
import { expectNoSeriousA11yViolations } from './fixtures';
import { DEMO_ACCOUNTS } from './support/auth';
import { ask, lastAgentMessage, openDocumentChatSignedIn, upload } from './support/document-chat';
import { expect, test } from './test';

/**
 * A question about a CSV file's figures per group, on a phone, against the production build:
 * the answer, how it was computed and the rows it rests on; every group as a table; a bar chart
 * whose code loads only with the first reply that has one.
 */

test.use({ signedInAs: 'owner', viewport: { width: 390, height: 844 } });

const REGIONS = ['West', 'East', 'Central'];
/** 24 stores, 8 per region: Central sells 1,800, East 1,720, West 1,640. */
const STORE_SALES = {
  name: 'store-sales.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      'Region,Store,Sales',
      ...Array.from(
        { length: 24 },
        (_, index) =>
          `${REGIONS[index % 3]},Store ${String(index + 1).padStart(2, '0')},${100 + index * 10}`,
      ),
    ].join('\n'),
  ),
};
const BY_REGION = 'What are the total sales by region?';

/** Counts the requests for the chart's chunk (src/components/chat/ResultChart.tsx). */
function countChartLoads(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (/\/assets\/ResultChart-[\w-]+\.js$/.test(request.url())) loads.count += 1;
  });
  return loads;
}

test('a group-by over a CSV answers with the largest group, how it was computed and the rows', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const chartLoads = countChartLoads(page);
  await openDocumentChatSignedIn(page, DEMO_ACCOUNTS.owner.name);
  await upload(page, STORE_SALES);
  expect(chartLoads.count, 'the chart loads only with a reply that has one').toBe(0);

  const answer = await ask(page, BY_REGION);
  await expect(answer.locator('mark')).toContainText(/Central \(1,800\)/);
  await expect(answer).toContainText('Sum of Sales by Region');
  await expect(
    answer.getByRole('button', { name: 'Open source: store-sales.csv, rows 2-25' }),
  ).toBeVisible();
});

test('every group shows as a table and a bar chart that fit a phone', async ({ page }) => {
  test.setTimeout(60_000);
  const chartLoads = countChartLoads(page);
  await openDocumentChatSignedIn(page, DEMO_ACCOUNTS.owner.name);
  await upload(page, STORE_SALES);
  const answer = await ask(page, BY_REGION);

  const table = answer.getByRole('table', { name: /Sales by Region/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Region', /Sales/]);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(1 + 3);
  await expect(rows.nth(1)).toContainText(/Central.*1,800/);
  await expect(rows.nth(3)).toContainText(/West.*1,640/);
  await expect(answer).toContainText('Sum of Sales by Region');
  await expect(
    answer.getByRole('button', { name: 'Open source: store-sales.csv, rows 2-25' }),
  ).toBeVisible();
  await expect(
    answer.getByRole('figure', { name: /^Bar chart of .*Sales by Region/ }),
  ).toBeVisible();
  await expect(answer.getByRole('application', { name: /^Bar chart of/ })).toBeVisible();
  expect(chartLoads.count).toBe(1);
  // The page never scrolls sideways on a phone: a wide table scrolls in its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const byStore = await ask(page, 'What are the total sales by store?');
  const stores = byStore.getByRole('table', { name: /Sales by Store/ });
  await expect(stores.getByRole('row')).toHaveCount(1 + 20);
  await byStore.getByRole('button', { name: 'Show all 24 rows' }).click();
  await expect(stores.getByRole('row')).toHaveCount(1 + 24);
  await expectNoSeriousA11yViolations(page, '[role="log"]');
});

test('two figures asked together share one table and one chart, each named', async ({ page }) => {
  test.setTimeout(60_000);
  await openDocumentChatSignedIn(page, DEMO_ACCOUNTS.owner.name);
  await upload(page, {
    name: 'region-profit.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Region,Sales,Profit\nWest,500,-20\nEast,300,60\nWest,100,40\nSouth,80,8'),
  });
  const answer = await ask(page, 'Sales and profit by region');
  await expect(answer.locator('mark')).toContainText('highest West (Sales 600, Profit 20)');
  const table = answer.getByRole('table', { name: /Sales and Sum of Profit by Region/ });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Region',
    'Sum of Sales',
    'Sum of Profit',
  ]);
  await expect(table.getByRole('row').nth(2)).toContainText(/East.*300.*60/);
  const chart = answer.getByRole('figure', {
    name: /^Bar chart of Sum of Sales and Sum of Profit/,
  });
  await expect(chart).toBeVisible();
  await expect(chart.getByText('Sum of Profit', { exact: true })).toBeVisible();
});

/** A month per sheet, as real exports often come: questions about every month read all three. */
const MONTHLY_SALES = {
  name: 'monthly-sales.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: Buffer.from(
    buildXlsx(
      ['January', 'February', 'March'].map((month, sheet) => ({
        name: month,
        rows: [
          ['Invoice ID', 'Branch', 'City', 'Payment', 'Total'],
          ...REGIONS.map((region, index): CellValue[] => [
            `${sheet}-${index}`,
            region,
            `City ${index}`,
            'Cash',
            100 * (sheet + 1) + index,
          ]),
        ],
      })),
    ),
  ),
};

test("a question about a workbook's monthly sheets offers each sheet and all of them, each cited", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openDocumentChatSignedIn(page, DEMO_ACCOUNTS.owner.name);
  await upload(page, MONTHLY_SALES);
  const question = await ask(page, 'What is the total by branch?');
  await expect(question).toContainText('That is in more than one table. Which one do you mean?');
  for (const month of ['January', 'February', 'March'])
    await expect(
      question.getByRole('button', { name: `sheet ${month} of monthly-sales.xlsx` }),
    ).toBeVisible();
  const log = page.getByRole('log').getByRole('article');
  const before = await log.count();
  await question
    .getByRole('button', { name: 'sheets January, February and March of monthly-sales.xlsx' })
    .click();
  await expect(log).toHaveCount(before + 2);
  const answer = lastAgentMessage(page);
  const table = answer.getByRole('table', { name: /Total by Branch/ });
  await expect(table.getByRole('row')).toHaveCount(1 + 3);
  // West 100 + 200 + 300; Central 102 + 202 + 302.
  await expect(table.getByRole('row').nth(1)).toContainText(/Central.*606/);
  await expect(table.getByRole('row').nth(3)).toContainText(/West.*600/);
  for (const month of ['January', 'February', 'March']) {
    await expect(
      answer.getByRole('button', {
        name: `Open source: monthly-sales.xlsx, sheet ${month}, rows 2-4`,
      }),
    ).toBeVisible();
  }
  await answer
    .getByRole('button', { name: 'Open source: monthly-sales.xlsx, sheet March, rows 2-4' })
    .click();
  // On a phone the source opens as a dialog over the chat.
  const viewer = page.getByRole('dialog', { name: 'monthly-sales.xlsx, sheet March, rows 2-4' });
  // March's rows, marked in March's sheet: invoices 2-0 to 2-2.
  await expect(viewer.locator('li[aria-current="location"] mark')).toHaveText(
    /^2-0 \| West \| City 0 \| Cash \| 300\s+2-1 \| East [^]*\s+2-2 \| Central \| City 2 \| Cash \| 302$/,
  );
});
