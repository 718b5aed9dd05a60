import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/**
 * Order lines of a supply chain export (the shape of the ninety-third eval round's DataCo file):
 * an order date and a shipping date, the days shipping really took beside the days it was
 * scheduled to take, and customers' surnames.
 */
const LINES = csvTables(
  'lines',
  'supply_chain.csv',
  [
    'Type,Days for shipping (real),Days for shipment (scheduled),Delivery Status,Customer Segment,order date (DateOrders),Order Id,Order Item Profit Ratio,Order Item Quantity,Sales,Order Profit Per Order,Shipping Mode,shipping date (DateOrders),Customer Lname',
    'DEBIT,3,4,Advance shipping,Consumer,2/27/2017 10:00,1,0.2,1,100,20,Standard Class,3/2/2017 10:00,Day',
    'CASH,5,4,Late delivery,Corporate,3/10/2017 9:00,2,0.3,2,200,60,Standard Class,3/15/2017 9:00,Smith',
    'DEBIT,2,2,Shipping on time,Consumer,3/29/2017 8:00,3,0.1,1,50,5,Second Class,4/1/2017 8:00,Day',
    'TRANSFER,2,1,Late delivery,Home Office,4/2/2017 8:00,4,-0.5,3,120,-60,First Class,4/4/2017 8:00,Jones',
    'PAYMENT,0,0,Shipping on time,Consumer,4/20/2017 8:00,5,0.4,1,80,32,Same Day,4/20/2017 8:00,Lee',
    'DEBIT,6,4,Late delivery,Corporate,5/30/2017 8:00,6,0.25,2,160,40,Standard Class,6/5/2017 8:00,Smith',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LINES);

test('a period said of a past verb reads the dates of that verb ("shipped": the shipping date)', () => {
  expect(answered('How many order lines were shipped in March 2017?').value).toBe(2);
  expect(answered('How many order lines were shipped in April 2017?').value).toBe(3);
});

test("'actual' says what a '(real)' header says", () => {
  expect(answered('What is the average actual shipping time in days?').value).toBeCloseTo(3);
});

test("'in days' is the unit asked, not a customer surnamed Day", () => {
  expect(answered('What is the average real shipping time in days?').value).toBeCloseTo(3);
});

test('a figure column named word for word is read, not a span between two dates', () => {
  const each = answered('Average scheduled shipment days for each shipping mode');
  expect(each.table?.values).toEqual([4, 2, 1, 0]);
});

test('taking longer than scheduled compares the real days with the scheduled ones', () => {
  expect(answered('How many order lines took longer to ship than scheduled?').value).toBe(3);
});

test('a word read as a value names no figure of its own, so a handbook’s question is left alone', () => {
  const lines = csvTables(
    'lines',
    'order-lines.csv',
    ['Type,Sales,Order Region', 'PAYMENT,10,West', 'CASH,20,East', 'DEBIT,30,West'].join('\n'),
  );
  const none = { previous: null, chosen: null };
  expect(
    answerTableQuestion('What is the fixed minimum membership payment?', lines, none),
  ).toBeNull();
  expect(tableAnswerTo('What were total sales by type?', lines).table?.rows).toHaveLength(3);
});

test('"how much was sold on orders placed in April" is the money: the orders are the rows sold on', () => {
  const sold = answered('How much was sold on orders placed in April 2017?');
  expect(sold.value).toBe(200);
  expect(sold.explanation).toMatch(/^Sum of Sales/);
  expect(answered('How many units were sold on orders placed in April 2017?').value).toBe(4);
});
