import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Car sales, one car a row: a few body styles, an order number shared by the cars of one order. */
const CARS = csvTables(
  'cars',
  'car_sales.csv',
  [
    'Order,Body Style,Price ($)',
    'A1,SUV,30000',
    'A1,Sedan,20000',
    'A2,SUV,40000',
    'A3,Hatchback,15000',
    'A3,Sedan,22000',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, CARS);

test('a figure averaged "per" a kind is averaged within each kind, one line each', () => {
  const reply = answered('Average price per body style');
  expect(reply.table?.rows.map((row) => row[0])).toEqual(['SUV', 'Sedan', 'Hatchback']);
  expect(reply.table?.values).toEqual([35000, 21000, 15000]);
});

test('rows counted "per" a kind are averaged over the kinds', () => {
  expect(answered('What is the average number of cars per body style?').value).toBeCloseTo(5 / 3);
});
