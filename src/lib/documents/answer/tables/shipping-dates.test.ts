import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Orders named only by IDs, each with the date it was required by and the date it shipped, the
 * text NULL where it has not shipped yet (the shape of the thirty-eighth eval round's BikeStores
 * orders).
 */
const ORDERS = csvTables(
  'orders',
  'orders.csv',
  [
    'order_id,customer_id,order_status,order_date,required_date,shipped_date,store_id,staff_id',
    '1,259,4,2016-01-01,2016-01-03,2016-01-03,1,2',
    '2,1212,4,2016-01-01,2016-01-04,2016-01-05,2,6',
    '3,523,4,2016-01-02,2016-01-05,2016-01-07,2,7',
    '4,175,4,2016-01-03,2016-01-04,2016-01-05,1,3',
    '5,1324,1,2016-01-03,2016-01-06,NULL,2,6',
    '6,94,3,2016-01-04,2016-01-07,NULL,2,6',
    '7,324,4,2016-01-04,2016-01-07,2016-01-05,3,8',
  ].join('\n'),
);

test('two date columns compare row by row, never as the orders’ totals', () => {
  expect(
    tableAnswerTo('How many orders were shipped after their required date?', ORDERS).value,
  ).toBe(3);
});

test("'late' is the happened date after the one it was due by", () => {
  expect(tableAnswerTo('How many orders were shipped late?', ORDERS).value).toBe(3);
  const each = tableAnswerTo('How many late orders did each store have?', ORDERS);
  expect(each.table?.rows.map((row) => row[0])).toEqual(['2', '1']);
  // Shipments counted are rows, as deliveries are.
  const shipments = tableAnswerTo('How many late shipments did each store have?', ORDERS);
  expect(shipments.table?.values).toEqual([2, 1]);
});

test("'not been shipped yet' keeps the rows with no ship date", () => {
  expect(tableAnswerTo('How many orders have not been shipped yet?', ORDERS).value).toBe(2);
  expect(tableAnswerTo('How many orders were never shipped?', ORDERS).value).toBe(2);
});

test("a 'staff member' is one of the staff", () => {
  expect(tableAnswerTo('Which staff member handled the most orders?', ORDERS).names[0]).toMatch(
    /6$/,
  );
});

/** Order lines with a sales amount beside a sales channel and a sales rep. */
const LINES = csvTables(
  'lines',
  'sales_transactions.csv',
  [
    'Order ID,Sales Amount,Gross Sales Amount,Profit,Sales Channel,Sales Rep',
    'ORD-1,100,110,20,Online,Ana Costa',
    'ORD-1,50,55,10,Direct Sales,Bruno Almeida',
    'ORD-2,200,210,60,Online,Bruno Almeida',
    'ORD-3,80,80,-10,Distributors,Ana Costa',
  ].join('\n'),
);

test("'sales' is the figure, 'sales channel' and 'sales rep' the groups", () => {
  const channels = tableAnswerTo('What are total sales by sales channel?', LINES);
  expect(channels.table?.values).toEqual([300, 80, 50]);
  expect(tableAnswerTo('Which sales rep has the highest total sales?', LINES).names[0]).toBe(
    'Bruno Almeida',
  );
});

test("a profit margin is taken over 'Sales Amount', not the gross amount", () => {
  expect(tableAnswerTo('What is the overall profit margin?', LINES).value).toBeCloseTo(
    (100 * 80) / 430,
    1,
  );
});

test("'days late' of a DaysLate column is that column, not a date compared", () => {
  const invoices = csvTables(
    'invoices',
    'invoices.csv',
    [
      'invoiceNumber,DueDate,SettledDate,PaperlessBill,DaysLate',
      '1,1/3/2013,1/5/2013,Paper,2',
      '2,1/4/2013,1/4/2013,Electronic,0',
      '3,1/5/2013,1/9/2013,Paper,4',
    ].join('\n'),
  );
  expect(tableAnswerTo('What is the average number of days late?', invoices).value).toBe(2);
});
