import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

const ORDERS = csvTables(
  'orders',
  'orders.csv',
  [
    'Order ID,Region,Category,Customer Name,Sales',
    'A1,West,Furniture,Ann Lee,100',
    'A2,East,Technology,Bo Chen,50',
    'A3,West,Technology,Ann Lee,70',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

test("'list the regions', 'what categories are there?': a column's values, never a raw row", () => {
  for (const question of [
    'List the regions',
    'Show me all regions',
    'What are the regions?',
    'Which regions are there?',
  ])
    expect(answered(question).answer, question).toBe('West, East');
  expect(answered('What categories are there?').answer).toBe('Furniture, Technology');
});

test('a listing that names a figure is still a figure', () => {
  expect(answered('What are the total sales of all customers?').answer).toBe('220');
});
