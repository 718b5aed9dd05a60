import { expect, test } from 'vitest';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Orders from March 2017 to January 2018. */
const ORDERS = csvTables(
  'orders',
  'orders.csv',
  [
    'Order Date,Region,Sales',
    '2017-03-04,East,120',
    '2017-06-10,West,80',
    '2017-11-21,East,40',
    '2018-01-15,West,60',
  ].join('\n'),
);

test('an answer over no rows for dates the table does not reach says which dates it holds', () => {
  const before = tableAnswerTo('What were the total sales in 2015?', ORDERS);
  expect(before.answer).toBe('No rows match (Order Date runs from 2017-03-04 to 2018-01-15)');
  expect(before.value).toBeNull();
  expect(tableAnswerTo('How many orders were there in Q2 2019?', ORDERS).answer).toBe(
    '0 (Order Date runs from 2017-03-04 to 2018-01-15)',
  );
  // A month the eleven months of dates never reach.
  expect(tableAnswerTo('What were the sales in February?', ORDERS).answer).toMatch(
    /^No rows match \(Order Date runs from/,
  );
  const trend = tableAnswerTo('Monthly sales in 2016', ORDERS);
  expect(trend.answer).toMatch(/^No rows match \(Order Date runs from 2017-03-04/);
  expect(trend.explanation).toMatch(/\(0 rows\)\.$/);
});

test('no rows inside the dates held, or rows found, say nothing of the dates', () => {
  // Nothing in the West in March 2017, but the table has March 2017: no date note.
  expect(tableAnswerTo('What were the sales in the West in March 2017?', ORDERS).answer).toBe(
    'No rows match',
  );
  // No order in any August, though the dates span one.
  expect(tableAnswerTo('What were the sales in August?', ORDERS).answer).toBe('No rows match');
  expect(tableAnswerTo('What were the total sales in 2017?', ORDERS).answer).toMatch(/^240\b/);
});
