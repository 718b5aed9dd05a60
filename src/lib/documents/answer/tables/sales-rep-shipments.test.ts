import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Shipments by sales people: a `Sales Person` text column beside an `Amount` in dollars (no
 * column headed revenue or sales), and boxes shipped.
 */
const SHIPMENTS = csvTables(
  'shipments',
  'chocolate_sales.csv',
  [
    ',Sales Person,Country,Product,Date,Amount,Boxes Shipped',
    '0,Ann Lee,UK,Mint Bars,04-Jan-22,5320,180',
    '1,Bo Chan,India,Dark Bars,01-Feb-22,7896,94',
    '2,Ann Lee,India,Mint Bars,07-Mar-22,4501,91',
    '3,Cy Dorn,UK,Dark Bars,27-Mar-22,12726,342',
    '4,Bo Chan,UK,Mint Bars,24-Mar-22,13685,184',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SHIPMENTS);

test('"revenue" and "sales" are the Amount when the only header with "sales" is of people', () => {
  expect(answered('What was the revenue in March 2022?').value).toBe(4501 + 12726 + 13685);
  expect(answered('How many sales were over $10,000?').answer).toBe('2');
  expect(answered('Which salesperson brought in the most revenue?').answer).toMatch(/^Bo Chan/);
  expect(answered('What percentage of total sales came from the UK?').value).toBeCloseTo(
    (100 * (5320 + 12726 + 13685)) / 44128,
  );
});

test('a sales rep or representative is the Sales Person', () => {
  expect(answered('How many sales reps are there?').answer).toBe('3');
  expect(answered('How many sales representatives do we have?').answer).toBe('3');
});
