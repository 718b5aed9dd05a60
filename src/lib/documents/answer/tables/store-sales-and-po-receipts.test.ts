import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A supermarket chain's till lines: stores and products only as number codes, one price each. */
const TILL_LINES = csvTables(
  'till',
  'sales_transactions.csv',
  [
    'transaction_id,store_id,product_id,quantity_sold,unit_price,total_amount,sale_date',
    '1,1,1001,2,450.0,900.0,2024-05-21',
    '2,2,1002,7,35.0,245.0,2024-09-08',
    '3,1,1003,3,55.0,165.0,2024-12-02',
    '4,3,1001,1,450.0,450.0,2024-12-20',
    '5,2,1003,4,55.0,220.0,2024-11-20',
    '6,2,1002,1,35.0,35.0,2024-11-21',
  ].join('\n'),
);

const sold = (question: string) => tableAnswerTo(question, TILL_LINES);

test('a price repeated within each product, times a quantity, adds up per product', () => {
  const ranked = sold('What are the top 2 products by revenue?');
  expect(ranked.explanation).toMatch(/^Sum of unit_price × quantity_sold by product_id/);
  expect(ranked.table?.values).toEqual([1350, 385]);
  // Its price alone is still each product's one price.
  expect(sold('What is the average unit price by product?').table?.values).toContain(450);
});

test('"the total amount sold": the verb says what the amount is of, not a second figure', () => {
  expect(sold('What was the total amount sold last month?').value).toBe(450 + 165);
  expect(sold('What was the total amount sold in November 2024?').value).toBe(255);
});

test('", in percent" closing a question only says how the share is shown', () => {
  const share = sold('What share of total sales came from store 2, in percent?');
  expect(share.value).toBeCloseTo((500 / 2015) * 100, 1);
});

/** A distributor's purchase orders: ordered and received units, expected and actual arrivals. */
const PURCHASE_ORDERS = csvTables(
  'pos',
  'purchase_orders.csv',
  [
    'po_id,supplier_id,warehouse_id,order_date,expected_arrival_date,actual_arrival_date,ordered_units,received_units,late_delivery_flag',
    'PO-1,SUP-1,WH-A,2025-01-01,2025-01-10,2025-01-12,100,90,1',
    'PO-2,SUP-1,WH-A,2025-02-01,2025-02-10,2025-03-09,200,200,1',
    'PO-3,SUP-2,WH-B,2025-02-11,2025-03-01,2025-02-28,50,45,0',
    'PO-4,SUP-2,WH-B,2025-03-01,2025-03-10,2025-03-10,70,70,0',
    'PO-5,SUP-3,WH-B,2025-03-05,2025-03-20,2025-04-02,30,29,1',
  ].join('\n'),
);

const received = (question: string) => tableAnswerTo(question, PURCHASE_ORDERS);

test('"arrived" is the verb of an arrival date, as "shipped" is of a Ship Date', () => {
  const actual = received('How many purchase orders actually arrived in March 2025?');
  expect(actual.answer).toBe('2');
  expect(actual.explanation).toMatch(/actual_arrival_date is in March 2025/);
  // With no period asked, it only says what happened to the rows counted.
  expect(received('How many purchase orders arrived late?').answer).toBe('3');
});

test('a name set off before the formula that spells it out is the formula', () => {
  const fill = received(
    'What is the overall fill rate, received units divided by ordered units, in percent?',
  );
  expect(fill.explanation).toMatch(/^received_units as % of ordered_units/);
  expect(fill.value).toBeCloseTo((100 * 434) / 450, 4);
});

test("'how many different products were sold' counts the products; without 'different', the units", () => {
  const kinds = sold('How many different products were sold?');
  expect(kinds.answer).toBe('3');
  expect(kinds.explanation).toMatch(/^Count of distinct product_id/);
  expect(sold('How many products were sold?').answer).toBe('18');
});

test("'how many units did we order': the verb itself names `ordered_units`, beside the received units", () => {
  expect(received('How many units did we order from SUP-1?').explanation).toMatch(
    /^Sum of ordered_units/,
  );
});
