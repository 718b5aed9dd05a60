import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A daily price table as Yahoo Finance exports it: a row per trading day, `adj_close` beside `close`. */
const PRICES = csvTables(
  'prices',
  'stock_prices.csv',
  [
    'stock_symbol,date,open,high,low,close,adj_close,volume',
    'ABC,2021-03-01,10,11,9.5,10.5,10.1,1200000',
    'ABC,2021-03-02,10.5,10.8,10.2,10.3,9.9,900000',
    'ABC,2021-04-01,10.3,12,10.1,11.8,11.4,2500000',
    'ABC,2021-04-02,11.8,12.2,11.5,12,11.6,700000',
    'ABC,2021-05-03,12,12.1,11,11.2,10.8,1500000',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, PRICES);

test('"adjusted" names an `adj_` column, as "quantity" names a `qty` one', () => {
  expect(answered('What was the average adjusted close in April 2021?').value).toBeCloseTo(11.5);
});

test('shares "traded" or a "trading" volume are the volume column, asking nothing more', () => {
  expect(answered('What was the total volume traded in March 2021?').value).toBe(2100000);
  expect(answered('On which date was trading volume the highest?').answer).toMatch(/^2021-04-01/);
});

test('"trading days" and "business days" are the days of a table dated by day', () => {
  expect(answered('How many trading days are in the file?').answer).toBe('5');
  expect(answered('How many business days were there in April 2021?').answer).toBe('2');
  expect(answered('What was the closing price on the last trading day?').value).toBeCloseTo(11.2);
});

test('"shares" after a figure is what the volume counts, not a share of the rows', () => {
  const heavy = answered('How many days had a volume over 1 million shares?');
  expect(heavy.answer).toBe('3');
  expect(heavy.explanation).toMatch(/^Count of distinct date where volume is above 1,000,000/);
});

test('a change asked between two named periods has the change as its figure', () => {
  const rise = answered('By how much did the average close rise from March 2021 to April 2021?');
  expect(rise.value).toBeCloseTo(11.9 - 10.4);
  expect(rise.explanation).toMatch(/change \+1\.5/);
});

test('"the average close per month" averages each month\'s prices; a volume per month is added up', () => {
  const close = answered('Show the average close per month in 2021.');
  expect(close.explanation).toMatch(/^Average of close by Month of date/);
  expect(close.table?.values).toEqual([10.4, 11.9, 11.2]);
  expect(answered('What is the average volume per month?').value).toBe(2266666.6666666665);
});

test('"the range between the high and the low" is each row\'s high less its low', () => {
  const range = answered('What is the average daily range between the high and the low?');
  expect(range.value).toBeCloseTo(1.16);
  expect(range.explanation).toMatch(/^Average of high − low/);
  expect(answered('What is the difference between the high and the low on 2021-03-01?').value).toBe(
    1.5,
  );
});

test('"shares traded" counts the volume; "share" before other words is still a part', () => {
  const traded = answered('How many shares were traded in March 2021?');
  expect(traded.value).toBe(2100000);
  expect(traded.explanation).toMatch(/^Sum of volume/);
  expect(answered('What share of days closed above the open?').answer).toBe('60%');
});
