import { expect, test } from 'vitest';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import type { VisibleTable } from '../../types';

/** One year's sheet of a workbook kept a sheet a year: kinds of business by month. */
function yearSheet(year: number, tableIndex: number, figures: string): VisibleTable {
  const [sheet] = csvTables(
    'workbook',
    'monthly-sales.xlsx',
    [
      `Estimates of Monthly Retail Sales by Kind of Business: ${year}`,
      ',,,',
      `Kind of Business,Jan. ${year},Feb. ${year},Mar. ${year}`,
      `Shoe stores,${figures}`,
      'Grocery stores,300,290,310',
    ].join('\n'),
  );
  return { ...sheet!, tableIndex, table: { ...sheet!.table, sheet: String(year) } };
}

const WORKBOOK = [yearSheet(2021, 0, '50,45,60'), yearSheet(2020, 1, '40,35,30')];

test('"the most recent month" of a sheet laid out by month is its last month column', () => {
  expect(
    tableAnswerTo('What were sales of shoe stores in the most recent month?', [WORKBOOK[1]!]).value,
  ).toBe(30);
});

test('a workbook kept a sheet a year is asked about its latest year when no year is named', () => {
  expect(tableAnswerTo('What were sales of shoe stores in the latest month?', WORKBOOK).value).toBe(
    60,
  );
  expect(tableAnswerTo('What were sales of shoe stores in February 2020?', WORKBOOK).value).toBe(
    35,
  );
});
