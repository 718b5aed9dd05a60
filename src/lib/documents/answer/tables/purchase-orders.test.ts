import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Purchase orders to vendors and their lines, headed in PascalCase with codes for names
 * (the shape of the thirty-first eval round's AdventureWorks purchasing tables).
 */
const ORDERS = csvTables(
  'orders',
  'PurchaseOrderHeader.csv',
  [
    'PurchaseOrderID,RevisionNumber,Status,VendorID,OrderDate,SubTotal,Freight',
    '1,4,4,1580,2024-04-15 00:00:00.000,201.04,5.03',
    '2,5,1,1496,2024-04-16 00:00:00.000,272.10,6.80',
    '3,6,4,1580,2024-05-02 00:00:00.000,8847.30,221.18',
    '4,7,3,1494,2025-01-10 00:00:00.000,171.08,4.28',
    '5,5,4,1496,2025-02-11 00:00:00.000,20397.30,509.93',
  ].join('\n'),
);

const LINES = csvTables(
  'lines',
  'PurchaseOrderDetail.csv',
  [
    'PurchaseOrderID,PurchaseOrderDetailID,DueDate,OrderQty,ProductID,UnitPrice,LineTotal,ReceivedQty,RejectedQty',
    '1,1,2024-04-29 00:00:00.000,4,1,50.26,201.04,3.00,.00',
    '2,2,2024-04-30 00:00:00.000,3,359,45.12,135.36,3.00,.00',
    '2,3,2024-04-30 00:00:00.000,3,360,45.58,136.74,3.00,1.00',
    '3,4,2024-05-16 00:00:00.000,550,530,16.09,8847.30,550.00,.00',
    '4,5,2025-01-24 00:00:00.000,3,4,57.03,171.08,2.00,1.00',
    '5,6,2025-02-25 00:00:00.000,550,512,37.09,20397.30,468.00,82.00',
  ].join('\n'),
);

test("'purchase orders' names PurchaseOrderID word for word, not the money 'purchase' stands for", () => {
  expect(tableAnswerTo('How many purchase orders are there?', LINES).value).toBe(5);
  expect(tableAnswerTo('How many different purchase orders are there?', LINES).value).toBe(5);
});

test("'the line total' names LineTotal, and 'lines' beside another word still counts rows", () => {
  expect(tableAnswerTo('What was the line total in 2025?', LINES).value).toBeCloseTo(20568.38);
  expect(tableAnswerTo('What was the line total of lines due in 2024?', LINES).value).toBeCloseTo(
    9320.44,
  );
  expect(tableAnswerTo('How many purchase order lines are there?', LINES).value).toBe(6);
});

test("'above zero' compares with 0, as 'a balance of zero' does", () => {
  expect(tableAnswerTo('How many lines had a rejected quantity above zero?', LINES).value).toBe(3);
});

test('a revision number counts revisions: a figure, not a code', () => {
  expect(
    tableAnswerTo('How many purchase orders have a revision number above 5?', ORDERS).value,
  ).toBe(2);
  expect(tableAnswerTo('What is the average revision number?', ORDERS).value).toBeCloseTo(5.4);
});
