import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A chain's calendar: one row per store and day, every column a code (Open and Promo 0/1). */
const CALENDAR = csvTables(
  'calendar',
  'store_days.csv',
  [
    'Store,DayOfWeek,Date,Open,Promo,SchoolHoliday',
    '1,1,2015-08-03,1,1,0',
    '2,1,2015-08-03,1,0,1',
    '3,1,2015-08-03,0,0,1',
    '1,2,2015-08-04,1,1,0',
    '2,2,2015-08-04,0,1,0',
    '3,2,2015-08-04,1,0,0',
    '1,7,2015-08-09,0,0,0',
    '2,7,2015-08-09,0,0,1',
    '3,7,2015-08-09,0,0,1',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, CALENDAR);

test('a store-day is one store on one day: a row, not a store', () => {
  expect(answered('How many store-days are in this file?').answer).toBe('9');
  expect(answered('How many store-days had a promo?').answer).toBe('3');
});

test('"closed" is an Open flag of 0', () => {
  expect(answered('On how many store-days was the store closed?').answer).toBe('5');
});

test('a 0/1 column named before the rows counted keeps the rows marked 1', () => {
  expect(answered('How many promo rows are there?').answer).toBe('3');
  expect(answered('How many open store-days are there?').answer).toBe('4');
});

test('a second 0/1 column named beside the one counted keeps its rows too', () => {
  expect(answered('How many store-days were open on a school holiday?').answer).toBe('1');
  expect(answered('How many open rows were on a school holiday?').answer).toBe('1');
});

test('"the calendar" names the table, as "the register" does', () => {
  expect(answered('How many different dates does the calendar cover?').answer).toBe('3');
});

test('"by state holiday code": a code column of 0 and letters grouped by its codes', () => {
  const holidays = csvTables(
    'holidays',
    'store_days.csv',
    [
      'Store,Date,StateHoliday',
      '1,2015-08-03,0',
      '2,2015-08-03,0',
      '1,2015-12-25,c',
      '2,2015-10-03,a',
      '3,2015-12-25,c',
    ].join('\n'),
  );
  const byCode = tableAnswerTo('Count of rows by state holiday code', holidays);
  expect(byCode.table?.rows).toEqual([
    ['0', '2'],
    ['c', '2'],
    ['a', '1'],
  ]);
  expect(byCode.table?.values).toEqual([2, 2, 1]);
});
