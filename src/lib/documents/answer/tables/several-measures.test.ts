import { answerTableQuestion } from './answer-table-question';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Order lines with three figures a report puts side by side: Sales, Profit and Quantity. */
const ORDERS = csvTables(
  'orders',
  'orders.csv',
  [
    'Order ID,Order Date,Region,Customer Name,Sales,Profit,Quantity,Budget Sales',
    'A1,2016-01-10,West,Ann Lee,100,20,2,90',
    'A2,2016-02-11,West,Bo Chen,300,-40,5,280',
    'A3,2016-03-12,East,Ann Lee,250,50,1,300',
    'A4,2017-01-13,East,Cy Diaz,50,5,4,40',
    'A5,2017-02-14,South,Bo Chen,80,16,3,100',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

test("'sales and profit by region': one line per region with both figures, ranked by the first", () => {
  const reply = answered('Sales and profit by region');
  expect(reply.table?.columns).toEqual(['Region', 'Sum of Sales', 'Sum of Profit']);
  expect(reply.table?.rows).toEqual([
    ['West', '400', '-20'],
    ['East', '300', '55'],
    ['South', '80', '16'],
  ]);
  expect(reply.table?.values).toEqual([400, 300, 80]);
  expect(reply.table?.alongside).toEqual([{ name: 'Sum of Profit', values: [-20, 55, 16] }]);
  expect(reply.explanation).toMatch(/^Sum of Sales and Sum of Profit by Region, /);
  expect(reply.answer).toBe('3 regions; highest West (Sales 400, Profit -20)');
});

test('three figures in a list, averaged, in the order they were asked', () => {
  const reply = answered('Average quantity, sales and profit by region');
  expect(reply.table?.columns).toEqual([
    'Region',
    'Average of Quantity',
    'Average of Sales',
    'Average of Profit',
  ]);
  expect(reply.table?.rows[0]).toEqual(['West', '3.5', '200', '-10']);
});

test('one figure each, without groups, under the same filters', () => {
  const reply = answered('What were the total sales and profit in 2016?');
  expect(reply.answer).toBe('Sales 650, Profit 30');
  expect(reply.value).toBe(650);
  expect(reply.explanation).toMatch(/^Sum of Sales and Sum of Profit where Order Date is in 2016/);
});

test("'the top 2 customers by sales and profit': ranked by sales, profit beside, never a group of sales figures", () => {
  const reply = answered('Top 2 customers by sales and profit');
  expect(reply.names).toEqual(['Bo Chen', 'Ann Lee']);
  expect(reply.table?.rows).toEqual([
    ['Bo Chen', '380', '-24'],
    ['Ann Lee', '350', '70'],
  ]);
  expect(answered('Which region has the highest sales and profit?').names).toEqual(['West']);
});

test('a follow-up keeps both figures', () => {
  const first = answered('Sales and profit by region');
  const reply = answerTableQuestion('And in 2017?', ORDERS, {
    previous: first.subject,
    chosen: null,
  });
  expect(reply?.kind === 'table-answer' && reply.table?.rows).toEqual([
    ['South', '80', '16'],
    ['East', '50', '5'],
  ]);
});

test('figures named apart are not a list', () => {
  // A condition on one figure, the rows counted: no second figure is shown.
  const counted = answered('How many orders had sales over 90 and a profit below 0?');
  expect(counted.answer).toBe('1');
  expect(counted.table).toBeNull();
  // 'sales' names Sales whole and Budget Sales in part: Sales alone.
  expect(answered('Total sales in the West').answer).toBe('400');
});
