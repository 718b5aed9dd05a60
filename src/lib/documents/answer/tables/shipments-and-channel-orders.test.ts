import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A carrier's shipments: a ship, a promised and a delivery date, the carrier and its cost. */
const SHIPMENTS = csvTables(
  'shipments',
  'shipments.csv',
  [
    'shipment_id,order_id,ship_date,promised_date,delivery_date,carrier,shipping_cost',
    '1,1,2024-12-30,2025-01-02,2025-01-03,FedEx,10.00',
    '2,2,2024-12-31,2025-01-03,2025-01-02,UPS,20.00',
    '3,4,2025-01-05,2025-01-08,2025-01-09,FedEx,30.00',
    '4,5,2025-02-10,2025-02-13,2025-02-13,Local Courier,5.00',
    '5,6,2025-02-27,2025-03-02,2025-03-04,UPS,15.00',
  ].join('\n'),
);

const shipped = (question: string) => tableAnswerTo(question, SHIPMENTS);

test('periods are read from the ship date, not from the date a shipment was promised by', () => {
  expect(shipped('How many shipments went out in 2025?').answer).toBe('3');
  expect(shipped('Shipping cost by year').explanation).toMatch(/by Year of ship_date/);
});

test('"packages" and "parcels" are the rows of a shipments table', () => {
  expect(shipped('How many packages were delivered in March 2025?').answer).toBe('1');
  expect(shipped('How many parcels went by UPS?').answer).toBe('2');
});

test('"sent" and "dispatched" are "shipped"; a "courier" is the carrier', () => {
  expect(shipped('How many shipments were sent in February 2025?').answer).toBe('2');
  expect(shipped('How many parcels were dispatched in 2024?').answer).toBe('2');
  expect(shipped('Which courier handled the most shipments?').answer).toMatch(/^(FedEx|UPS)/);
  expect(shipped('Which courier had the highest shipping cost?').answer).toMatch(/^FedEx/);
});

/** A modified stamp beside a due date: the due date is the one periods are read from. */
const ORDER_LINES = csvTables(
  'lines',
  'order_lines.csv',
  [
    'LineID,DueDate,OrderQty,ModifiedDate',
    '1,2024-01-10,5,2024-03-01',
    '2,2024-02-10,7,2024-03-01',
    '3,2024-03-10,9,2024-03-02',
  ].join('\n'),
);

test('a due date comes before the date a record was last modified', () => {
  expect(tableAnswerTo('How many units were ordered in February 2024?', ORDER_LINES).answer).toBe(
    '7',
  );
});

/** A store chain's orders: stores, employees and promotions as number codes, `Store` a channel. */
const ORDERS = csvTables(
  'orders',
  'orders.csv',
  [
    'order_id,customer_id,store_id,employee_id,order_date,channel,promotion_id,order_status',
    '1,10,1,4,2025-04-02,Store,2.0,Completed',
    '2,11,1,4,2025-04-20,Online,,Completed',
    '3,10,2,5,2025-05-11,Store,3.0,Cancelled',
    '4,12,2,6,2025-07-01,Mobile,,Completed',
    '5,13,2,6,2025-07-15,Store,2.0,Completed',
    '6,14,3,7,2025-08-09,Online,3.0,Completed',
  ].join('\n'),
);

const ordered = (question: string) => tableAnswerTo(question, ORDERS);

test('a plural noun opening the question, then how it is cut, counts it', () => {
  expect(ordered('Orders in Q2 2025?').answer).toBe('3');
  const byChannel = ordered('Orders by channel');
  expect(byChannel.explanation).toMatch(/^Count of distinct order_id by channel/);
  expect(byChannel.answer).toMatch(/Store \(3\)/);
});

test('"which store" and "store 5" name the store codes, not the Store channel', () => {
  expect(ordered('Which store had the most orders?').answer).toMatch(/^store_id 2 \(3\)/);
  expect(ordered('How many completed orders did store 2 have?').answer).toBe('2');
  expect(ordered('How many orders came through the Store channel?').answer).toBe('3');
});

test('"no promotion" keeps the empty cells of a code column', () => {
  expect(ordered('How many orders had no promotion?').answer).toBe('2');
});
