import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Funding rounds with camelCase abbreviated headers: the amount `raisedAmt` beside the currency
 * it is in, `raisedCurrency`, and dates written day, month's name, two-digit year (`1-May-07`).
 */
const ROUNDS = csvTables(
  'funding-rounds',
  'techcrunch.csv',
  [
    'company,category,state,fundedDate,raisedAmt,raisedCurrency,round',
    'LifeLock,web,AZ,1-May-07,6850000,USD,b',
    'Facebook,web,CA,1-Oct-07,300000000,USD,c',
    'Loopt,mobile,CA,1-Jun-05,6000,USD,seed',
    'Jingle,mobile,NY,15-Jan-08,20000000,USD,a',
    'Kapow,web,NY,23-Sep-99,5100000,EUR,b',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ROUNDS);

test("day, month's name and two-digit year dates are periods of the span they make", () => {
  expect(answered('How much was raised in 2007?').value).toBe(306_850_000);
  expect(answered('How much was raised in 1999?').value).toBe(5_100_000);
  expect(answered('How much was raised in January 2008?').value).toBe(20_000_000);
});

test("'raised' names the amount, not the currency it is in; 'raise' names it as 'raised' does", () => {
  expect(answered('Which company raised the most money?').names[0]).toBe('Facebook');
  expect(answered('How much did mobile companies raise on average?').value).toBe(10_003_000);
});

test("'raised by companies in NY' is who raised it, filtered, not a grouping by company", () => {
  expect(answered('How much was raised by companies in NY?').value).toBe(25_100_000);
  expect(answered('How much was raised by company?').table).not.toBeNull();
});
