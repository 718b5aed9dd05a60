import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Order lines with an order date and a ship date, a customer per order. */
const ORDERS = csvTables(
  'orders',
  'orders.csv',
  [
    'Order ID,Order Date,Ship Date,Customer Name,Region,Sales',
    'A-1,2016-03-01,2016-03-05,Ann Lee,West,100',
    'A-2,2017-01-10,2017-01-20,Bo Chen,East,50',
    'A-3,2017-06-02,2017-06-04,Ann Lee,West,70',
    'A-4,2016-11-30,2016-12-02,Cy Diaz,East,30',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

test('the latest or earliest date of the date column a reader assumes, or the one named', () => {
  const latest = answered('What is the latest order date?');
  expect(latest.answer).toBe('2017-06-02');
  expect(latest.explanation).toBe('Latest Order Date, 4 rows.');
  expect(answered('When was the first order placed?').answer).toBe('2016-03-01');
  // 'shipped' names Ship Date.
  expect(answered('When was the last order shipped?').answer).toBe('2017-06-04');
  expect(answered('What is the earliest order date in 2017?').answer).toBe('2017-01-10');
});

test('groups by their latest date, and who or which is the latest', () => {
  expect(answered('Which customer ordered most recently?').names).toEqual(['Ann Lee']);
  const byRegion = answered('When was the last order in each region?');
  expect(byRegion.table?.rows).toEqual([
    ['West', '2017-06-02'],
    ['East', '2017-01-10'],
  ]);
});

test("a period is still a period: 'the sales in the last month' adds up its rows", () => {
  expect(answered('What were the sales in the last month?').answer).toBe('70');
});

test('a date-time column gives its latest time too', () => {
  const trips = csvTables(
    'trips',
    'trips.csv',
    [
      'pickup_datetime,dropoff_datetime,fare_amount',
      '2019-01-31 23:59:11,2019-02-01 00:10:00,12.5',
      '2019-01-02 08:15:00,2019-01-02 08:40:00,20',
    ].join('\n'),
  );
  expect(tableAnswerTo('What is the latest pickup time?', trips).answer).toBe('2019-01-31 23:59');
  expect(tableAnswerTo('What is the earliest pickup time?', trips).answer).toBe('2019-01-02 08:15');
});

test('"how many days between the first and last order" is the span of the order dates', () => {
  const span = answered('How many days between the first and last order?');
  expect(span.answer).toBe('458 days (2016-03-01 to 2017-06-02)');
  expect(span.explanation).toBe('Range of Order Date, 4 rows.');
  expect(answered('How long between the first and the last order?').answer).toBe(span.answer);
  expect(
    answered('How many days between the first and last order in each region?').table?.rows,
  ).toEqual([
    ['East', '41 days'],
    ['West', '458 days'],
  ]);
});
