import { readTables } from '@/lib/documents/read/typed-tables';
import { BudgetMeter, READ_BUDGET } from '@/lib/documents/read/parsers/budget';
import { parseCsv } from '@/lib/documents/read/parsers/csv';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A statistics office's monthly series as it publishes them: a title, a header split over two
 * rows (the name columns above, the months with their year a row lower), a NOT ADJUSTED block
 * and an ADJUSTED(2) block of the same kinds of business, (S) for a suppressed figure, notes.
 */
const SERIES = [
  'Estimates of Monthly Retail Sales by Kind of Business: 2021',
  '[Estimates are shown in millions of dollars]',
  ',,,,,',
  'Code,Kind of Business,,,,',
  ',,Jan. 2021,Feb. 2021,Mar. 2021,Apr. 2021(p)',
  ',NOT ADJUSTED,,,,',
  ',"Retail sales, total",900,880,990,1000',
  '4451,Grocery stores,300,290,310,305',
  '4482,Shoe stores,50,45,60,58',
  '44831,Jewelry stores,(S),(S),(S),(S)',
  '4521,Department stores,80,70,95,90',
  ',ADJUSTED(2),,,,',
  ',"Retail sales, total",950,940,960,970',
  '4451,Grocery stores,298,301,303,306',
  '4482,Shoe stores,52,51,55,57',
  '44831,Jewelry stores,(S),(S),(S),(S)',
  '4521,Department stores,85,83,86,88',
  ',,,,,',
  '(p) Preliminary estimate,,,,,',
  '(S) Suppressed,,,,,',
].join('\n');

const TABLES = csvTables('series', 'monthly-retail.csv', SERIES);
const answered = (question: string) => tableAnswerTo(question, TABLES);

test('a header split over two rows names every column; each block keeps its title', () => {
  const [table] = readTables(parseCsv(SERIES), new BudgetMeter(READ_BUDGET, 'series'));
  expect(table!.columns.map((column) => column.name)).toEqual([
    'Code',
    'Kind of Business',
    'Jan. 2021',
    'Feb. 2021',
    'Mar. 2021',
    'Apr. 2021(p)',
    'Section',
  ]);
  expect(table!.rowNumbers.length).toBe(10);
});

test('months headed with their year are a sheet laid out by month, read by date phrases', () => {
  expect(
    answered('Which month of 2021 had the highest not adjusted sales at grocery stores?').answer,
  ).toMatch(/^Mar\. 2021/);
  expect(
    answered('Total unadjusted sales of shoe stores from January through March 2021?').value,
  ).toBe(155);
  expect(answered('Department store sales in the first quarter of 2021, not adjusted?').value).toBe(
    245,
  );
});

test('"seasonally adjusted" and "unadjusted" name the blocks of an official series', () => {
  expect(
    answered('In which month were seasonally adjusted department store sales lowest?').answer,
  ).toMatch(/^Feb\. 2021/);
  expect(answered('What were unadjusted grocery store sales in February 2021?').value).toBe(290);
});

test('a kind of business whose figures are all suppressed is not the smallest', () => {
  expect(
    answered('Which kind of business had the lowest not adjusted sales in March 2021?').answer,
  ).toMatch(/^Shoe stores/);
});

/** The same office's end-of-month stock: no column says what the month columns hold. */
const STOCK = csvTables(
  'stock',
  'monthly-inventories.csv',
  [
    'Estimates of End-of-Month Retail Inventories by Kind of Business: 2021',
    ',,,,',
    'Code,Kind of Business,,,',
    ',,Jan. 2021,Feb. 2021,Mar. 2021',
    ',NOT ADJUSTED,,,',
    ',"Retail Inventories, total",600,610,620',
    '445,Food and beverage stores,52,51,54',
    '448,Clothing stores,46,47,48',
    '452,General merchandise stores,79,80,81',
    ',ADJUSTED(1),,,',
    ',"Retail Inventories, total",620,621,613',
    '445,Food and beverage stores,53,53,54',
    '448,Clothing stores,48,48,47',
    '452,General merchandise stores,82,83,82',
  ].join('\n'),
);

test('"inventories" of a sheet laid out by month are its month figures', () => {
  const highest = tableAnswerTo(
    'Which month had the highest not adjusted inventories at clothing stores?',
    STOCK,
  );
  expect(highest.answer).toMatch(/^Mar\. 2021/);
});

test('a ranking of kinds of business leaves out the totals row', () => {
  const largest = tableAnswerTo(
    'Which kind of business held the largest not adjusted inventories in March 2021?',
    STOCK,
  );
  expect(largest.answer).toMatch(/^General merchandise stores/);
});
