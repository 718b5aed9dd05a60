import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A wholesale market's price reports: one row per city, package and variety on a report date,
 * with a low and a high price and no column named after a report.
 */
const REPORTS = csvTables(
  'reports',
  'US-pumpkins.csv',
  [
    'City Name,Type,Package,Variety,Date,Low Price,High Price,Origin',
    'BOSTON,,36 inch bins,HOWDEN TYPE,9/24/16,150,160,MAINE',
    'BOSTON,Organic,36 inch bins,PIE TYPE,10/1/16,140,140,MAINE',
    'BOSTON,,24 inch bins,HOWDEN TYPE,10/8/16,120,150,VERMONT',
    'CHICAGO,,24 inch bins,PIE TYPE,10/8/16,100,100,MICHIGAN',
    'CHICAGO,Organic,1/2 bushel cartons,MINIATURE,9/30/17,16,18,MICHIGAN',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, REPORTS);

test('"reports" of a table of reports are its rows, counted, dated and compared', () => {
  expect(answered('How many price reports are in this file?').answer).toBe('5');
  expect(answered('How many reports were there in 2017?').answer).toBe('1');
  expect(answered('How many reports are for organic pumpkins?').answer).toBe('2');
  expect(answered('How many reports were filed in the last month of the data?').answer).toBe('1');
  const kept = answered('Which cities have more than 2 reports?');
  expect(kept.answer).toBe('BOSTON (3)');
  expect(kept.explanation).toMatch(/^Count of rows by City Name, where it is above 2/);
});

test('"the report" still names the table, not its rows', () => {
  expect(answered('What is the average low price in the report?').value).toBeCloseTo(105.2);
});

test('"market" and "location" name the finest column of places when no header says them', () => {
  const market = answered('Which market had the highest average high price?');
  expect(market.answer).toBe('BOSTON (150)');
  expect(market.explanation).toMatch(/^Average of High Price by City Name/);
  expect(answered('How many locations are there?').answer).toBe('2');
});
