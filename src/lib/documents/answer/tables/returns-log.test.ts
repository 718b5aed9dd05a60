import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A shop's returns log: numbers for orders and products, a reason and what was done. */
const RETURNS = csvTables(
  'returns',
  'returns.csv',
  [
    'return_id,order_id,product_id,quantity_returned,return_date,return_reason,return_status',
    '1,927,81,3,2024-05-03,Wrong Item,Exchanged',
    '2,5099,91,1,2024-07-20,Changed Mind,Refunded',
    '3,5571,21,1,2024-08-23,Defective,Exchanged',
    '4,777,48,2,2025-08-15,Defective,Refunded',
    '5,5931,137,4,2025-06-05,Defective,Refunded',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, RETURNS);

test('goods that "came back" were returned', () => {
  expect(answered('How many units came back?').answer).toBe('11');
  expect(answered('How many units came back as defective?').answer).toBe('7');
});

test('a status written as the deed done is named by its noun: refunds, an exchange', () => {
  expect(answered('How many refunds are there?').answer).toBe('3');
  expect(answered('What percentage of returns ended in an exchange?').value).toBeCloseTo(40);
  expect(answered('How many returns resulted in a refund?').answer).toBe('3');
});

test('"accounts for" is the verb of a ranking, not a value', () => {
  expect(answered('Which reason accounts for the most returns?').answer).toMatch(/^Defective/);
});

/** Purchase orders whose status Ordered shares its word with the `order_date` header. */
const ORDERS = csvTables(
  'orders',
  'purchase_orders.csv',
  [
    'po_id,order_date,status,qty',
    'PO1,2024-01-02,Ordered,10',
    'PO2,2024-01-03,Received,20',
    'PO3,2024-01-04,Cancelled,5',
    'PO4,2024-01-05,Received,7',
  ].join('\n'),
);

test('a header word names its column, not a status made from it', () => {
  expect(tableAnswerTo('How many orders are there?', ORDERS).answer).toBe('4');
  expect(tableAnswerTo('How many orders were cancelled?', ORDERS).answer).toBe('1');
});

/** Help desk tickets: a status Resolved beside the hours each took to resolve. */
const TICKETS = csvTables(
  'tickets',
  'tickets.csv',
  [
    'ticket_id,status,resolution_hours',
    '1,resolved,7.1',
    '2,resolved,52',
    '3,open,60',
    '4,resolved,49.5',
  ].join('\n'),
);

test('a header word of the same family as a status keeps its column: hours to resolve', () => {
  expect(
    tableAnswerTo('How many tickets took longer than 48 hours to resolve?', TICKETS).answer,
  ).toBe('3');
});
