import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A web shop's orders: a status column whose values are also verbs ('placed', 'shipped',
 * 'returned'), IDs only, an ISO order date.
 */
const ORDERS = csvTables(
  'orders',
  'shop_orders.csv',
  [
    'id,user_id,order_date,status',
    '1,1,2021-01-04,returned',
    '2,2,2021-01-09,completed',
    '3,1,2021-01-20,return_pending',
    '4,3,2021-02-02,completed',
    '5,2,2021-02-14,shipped',
    '6,4,2021-03-01,placed',
    '7,3,2021-03-08,placed',
    '8,5,2021-03-15,shipped',
  ].join('\n'),
);

test('"orders placed each month" counts every order by month; "orders are placed" the status', () => {
  for (const question of [
    'How many orders were placed each month?',
    'How many orders were placed monthly?',
  ]) {
    expect(tableAnswerTo(question, ORDERS).table?.rows).toEqual([
      ['Jan 2021', '3'],
      ['Feb 2021', '2'],
      ['Mar 2021', '3'],
    ]);
  }
  expect(tableAnswerTo('How many orders are placed?', ORDERS).answer).toBe('2');
});

test('"how many … returned or return pending" counts the rows of either value as one figure', () => {
  const either = tableAnswerTo('How many orders were returned or have a return pending?', ORDERS);
  expect(either.answer).toBe('2');
  expect(tableAnswerTo('How many orders were returned or shipped?', ORDERS).answer).toBe('3');
  // Set side by side when a comparing word asks so.
  expect(tableAnswerTo('How many orders were returned vs shipped?', ORDERS).table?.rows).toEqual([
    ['shipped', '2'],
    ['returned', '1'],
  ]);
});

/** The shop's payments: one or more per order, by method; amounts in cents. */
const PAYMENTS = csvTables(
  'payments',
  'shop_payments.csv',
  [
    'id,order_id,payment_method,amount',
    '1,1,credit_card,1000',
    '2,2,coupon,300',
    '3,2,credit_card,1700',
    '4,3,coupon,2500',
    '5,4,gift_card,800',
    '6,5,bank_transfer,1200',
    '7,6,gift_card,1000',
  ].join('\n'),
);

test('"paid at least partly with a coupon" hedges; the orders with a coupon payment are counted', () => {
  const hedged = 'How many different orders were paid at least partly with a coupon?';
  expect(tableAnswerTo(hedged, PAYMENTS).answer).toBe('2');
  expect(tableAnswerTo('How many orders were partially paid by gift card?', PAYMENTS).answer).toBe(
    '2',
  );
});

test('"the average gift card payment": the money word after a value of its own column is the figure', () => {
  expect(tableAnswerTo('What is the average gift card payment?', PAYMENTS).answer).toBe('900');
  expect(tableAnswerTo('What is the largest coupon payment?', PAYMENTS).answer).toContain('2,500');
  expect(tableAnswerTo('How many coupon payments are there?', PAYMENTS).answer).toBe('2');
});

test('"how much was paid by bank transfer" adds up the money column no header calls pay', () => {
  expect(tableAnswerTo('How much was paid?', PAYMENTS).answer).toBe('8,500');
  expect(tableAnswerTo('How much was paid by bank transfer?', PAYMENTS).answer).toBe('1,200');
  expect(tableAnswerTo('Which order paid the most?', PAYMENTS).answer).toContain('2,500');
});

test('"the return rate" of a status holding `returned` is the share of returned orders', () => {
  expect(tableAnswerTo('What is the return rate?', ORDERS).value).toBeCloseTo(12.5, 1);
  expect(tableAnswerTo('What is the return rate by month?', ORDERS).table?.rows).toEqual([
    ['Jan 2021', '33.33%'],
    ['Feb 2021', '0%'],
    ['Mar 2021', '0%'],
  ]);
});
