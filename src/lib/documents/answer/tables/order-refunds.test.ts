import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Refunds of order items: only codes, a date-time and the amount, whose header is the refund's
 * own noun with 'amount' and the currency added (`refund_amount_usd`).
 */
const REFUNDS = csvTables(
  'order-refunds',
  'order_item_refunds.csv',
  [
    'order_item_refund_id,created_at,order_item_id,order_id,refund_amount_usd',
    '1,2013-04-06 11:32:43,57,57,49.99',
    '2,2013-04-13 01:09:43,74,74,49.99',
    '3,2013-11-15 07:03:48,71,70,29.99',
    '4,2013-12-17 20:00:37,118,117,59.99',
    '5,2014-01-22 20:53:49,116,115,45.99',
    '6,2014-02-02 09:10:11,130,115,49.99',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, REFUNDS);

test("'the refund' and 'refunded' are the refund's amount; 'refunds' are still counted", () => {
  expect(answered('What was the average refund in 2013?').value).toBeCloseTo(47.49);
  expect(answered('How much was refunded in Q4 2013?').value).toBeCloseTo(89.98);
  expect(answered('What was the total refunded in each year?').table?.values).toEqual([
    189.96, 95.98,
  ]);
  expect(answered('How many refunds were issued in 2013?').value).toBe(4);
  expect(answered('Show the number of refunds per year.').table?.values).toEqual([4, 2]);
});

test('a figure compared with no column named is the one number column that is not a code', () => {
  expect(answered('How many refunds were over $50?').value).toBe(1);
  expect(answered('How many refunds were below 40?').value).toBe(1);
});

test("'the largest single refund' is the largest refund: 'single' after it says no more", () => {
  const largest = answered('What was the largest single refund?');
  expect(largest.value).toBe(59.99);
  expect(largest.explanation).toMatch(/^refund_amount_usd, the largest of 6 rows/);
});

test("a money figure after 'of' or 'for', compared with nothing, is the amount kept", () => {
  expect(answered('How many refunds were for $49.99?').value).toBe(3);
  expect(answered('What percentage of refunds were for $49.99?').value).toBeCloseTo(50);
  expect(answered('What share of the money refunded was refunds of $49.99?').value).toBeCloseTo(
    52.45,
    1,
  );
});

test('"orders had a refund" counts the orders: a header across the verb names neither', () => {
  expect(answered('How many different orders had a refund?').value).toBe(5);
  expect(answered('How many different orders were refunded?').value).toBe(5);
});
