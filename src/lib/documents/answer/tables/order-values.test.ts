import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Order lines of two segments: Consumer orders of 30, 50 and 5 (Ann 35, Bob 50), Corporate
 * orders of 100, 40 and 70 (Cy 140, Di 70).
 */
const LINES = csvTables(
  'lines',
  'order_lines.csv',
  [
    'Order ID,Customer,Segment,Sales',
    'O1,Ann,Consumer,10',
    'O1,Ann,Consumer,20',
    'O2,Bob,Consumer,50',
    'O3,Ann,Consumer,5',
    'O4,Cy,Corporate,100',
    'O5,Cy,Corporate,40',
    'O6,Di,Corporate,70',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LINES);

test("'the median order value by segment' is each segment's middle order, not its mean", () => {
  const median = answered('Median order value by segment');
  expect(median.table?.rows).toEqual([
    ['Corporate', '70'],
    ['Consumer', '30'],
  ]);
  expect(median.explanation).toMatch(/^Median per Order ID of the sum of sales by Segment/);
  expect(answered('Average order value by segment').table?.rows).toEqual([
    ['Corporate', '70'],
    ['Consumer', '28.33'],
  ]);
});

test("'the average sales per customer by segment' averages each segment's customer totals", () => {
  for (const question of [
    'Average sales per customer by segment',
    'Average sales per customer in each segment',
    'Average sales in each segment per customer',
  ]) {
    const reply = answered(question);
    expect(reply.table?.rows).toEqual([
      ['Corporate', '105'],
      ['Consumer', '42.5'],
    ]);
    expect(reply.explanation).toMatch(/^Average per Customer of the sum of sales by Segment/);
  }
});

test("'the bottom 2 customers by sales' says bottom", () => {
  expect(answered('Bottom 2 customers by sales').answer).toBe('Bottom 2 customers; first Ann (35)');
});

/** Order items numbered within each order (1, 2, … again on every order). */
const ITEMS = csvTables(
  'items',
  'order_items.csv',
  [
    'order_id,order_item_id,price',
    'a,1,250',
    'a,2,40',
    'b,1,300',
    'c,1,20',
    'c,2,210',
    'c,3,35',
    'd,1,500',
    'e,1,10',
    'f,1,220',
  ].join('\n'),
);

test('items numbered within each order are the rows, never the three numbers', () => {
  expect(tableAnswerTo('What percentage of items are priced above 200?', ITEMS).answer).toBe(
    '55.56%',
  );
  expect(tableAnswerTo('How many items cost less than 50?', ITEMS).answer).toBe('4');
});

/** Order lines with a quantity and no column naming the things sold. */
const QUANTITIES = csvTables(
  'quantities',
  'lines.csv',
  [
    'Order Date,Category,Quantity,Sales',
    '2017-01-05,Furniture,2,100',
    '2017-02-10,Technology,5,900',
    '2016-12-30,Furniture,4,80',
  ].join('\n'),
);

test('"how many items were sold" adds up the quantity the verb implies', () => {
  const reply = tableAnswerTo('How many items were sold in 2017?', QUANTITIES);
  expect(reply.answer).toBe('7');
  expect(reply.explanation).toMatch(/^Sum of Quantity where Order Date is in 2017/);
});
