import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A web shop's order items: one item sold per row at `price_usd` (a currency code after the
 * price word), with what it cost the shop in `cogs_usd`, and no quantity.
 */
const ITEMS = csvTables(
  'items',
  'order_items.csv',
  [
    'order_item_id,created_at,order_id,product_id,is_primary_item,price_usd,cogs_usd',
    '1,2012-03-19 10:42:46,1,1,1,49.99,19.49',
    '2,2012-03-19 19:27:37,2,1,1,49.99,19.49',
    '3,2012-04-02 09:41:45,3,2,1,59.99,22.49',
    '4,2012-04-02 09:41:45,3,1,0,49.99,19.49',
    '5,2012-04-20 16:00:00,4,3,1,45.99,14.49',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ITEMS);

test('a price with its currency code after it is what each item sold took', () => {
  expect(answered('What is the total revenue?').answer).toBe('255.95');
  expect(answered('How much revenue did product 2 bring in?').answer).toBe('59.99');
  expect(answered('What was the revenue in April 2012?').answer).toBe('155.97');
  expect(answered('Which product had the highest revenue?').answer).toContain('1');
});

test('a phrase spelling a header code by its initials names that column: "cost of goods sold"', () => {
  const cogs = answered('What was the total cost of goods sold?');
  expect(cogs.explanation).toMatch(/^Sum of cogs_usd/);
  expect(cogs.value).toBeCloseTo(95.45);
});

test("'gross' profit or margin, with no header saying gross, is the profit before anything else", () => {
  expect(answered('What is the gross profit?').answer).toBe(answered('What is the profit?').answer);
  expect(answered('What is the gross margin?').explanation).toMatch(
    /^\(price_usd − cogs_usd\) as % of price_usd/,
  );
});
