import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A shop's orders: the money of each order only in `final_amount`, after its discount. */
const ORDERS = csvTables(
  'orders',
  'orders.csv',
  [
    'order_id,customer_id,product_id,quantity,discount_pct,final_amount,payment_method,order_date',
    'O1,C1,P1,2,20,700.50,UPI,2025-03-31',
    'O2,C2,P2,1,0,2000,Credit Card,2025-01-29',
    'O3,C1,P2,3,5,1500,UPI,2026-02-01',
    'O4,C3,P1,1,10,300,Debit Card,2025-07-04',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

test('"final_amount" is the money of the row: revenue, sales and spend where nothing else is', () => {
  expect(answered('Total revenue paid by UPI').answer).toBe('2,200.5');
  expect(answered('Total sales in 2025').answer).toBe('3,000.5');
  expect(answered('Which product brought in the most revenue?').answer).toMatch(/^P2/);
  expect(answered('Top 1 customer by total spend').answer).toMatch(/C1/);
});

test('"how many times bigger is A than B" divides the figure of one value by the other\'s', () => {
  const reply = answered('How many times bigger is credit card revenue than debit card revenue?');
  expect(reply.answer).toBe('6.6667');
});

test("'a 20% discount' is a discount of 20, as a share kept in percent or as a fraction", () => {
  expect(answered('How many orders had a 20% discount?').answer).toBe('1');
  expect(answered('How many orders had a 10 percent discount?').answer).toBe('1');
  const fractions = csvTables(
    'fractions',
    'orders.csv',
    ['order_id,discount,sales', 'O1,0.2,100', 'O2,0,50', 'O3,0.2,80'].join('\n'),
  );
  expect(tableAnswerTo('How many orders had a 20% discount?', fractions).answer).toBe('2');
});
