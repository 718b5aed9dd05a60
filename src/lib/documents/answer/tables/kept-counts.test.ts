import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Order lines: a customer's orders span several lines; a state's sales add up over them. */
const ORDERS = csvTables(
  'orders',
  'orders.csv',
  [
    'Order ID,Customer Name,State,Sales,Profit,Quantity',
    'A1,Ann Lee,Texas,300,50,2',
    'A1,Ann Lee,Texas,200,-80,1',
    'A2,Ann Lee,Texas,100,10,5',
    'A3,Bo Chen,Ohio,400,40,1',
    'A4,Cy Diaz,Ohio,50,-10,3',
    'A5,Cy Diaz,Utah,90,9,2',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

test('how many groups a condition on their own figure keeps', () => {
  // Ann Lee placed A1 and A2, Cy Diaz A4 and A5, Bo Chen only A3.
  const customers = answered('How many customers placed more than 1 order?');
  expect(customers.answer).toBe('2');
  expect(customers.value).toBe(2);
  expect(customers.table?.rows.map((row) => row[0])).toEqual(['Ann Lee', 'Cy Diaz']);
  // Texas 600, Ohio 450, Utah 90: each state's total, never a single line over 400.
  expect(answered('How many states had sales above 400?').answer).toBe('2');
  // Texas: 50 - 80 + 10.
  expect(answered('How many states lost money?').answer).toBe('1');
  // The figure named is the one compared: Ann Lee's 8 units, no single line over 5.
  expect(answered('Which customers bought more than 5 units?').names).toEqual(['Ann Lee']);
  expect(answered('How many customers bought more than 5 units?').answer).toBe('1');
});

test('counts of rows, and of values named, keep their own reading', () => {
  expect(answered('How many order lines had sales over 150?').answer).toBe('3');
  expect(answered('How many customers are in Ohio?').answer).toBe('2');
});
