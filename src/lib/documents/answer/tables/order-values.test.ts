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
