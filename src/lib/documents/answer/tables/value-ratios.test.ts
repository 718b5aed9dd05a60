import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A shop's orders: a status, a 0/1 flag for a coupon used, a customer repeated over orders. */
const ORDERS = csvTables(
  'orders',
  'shop_orders.csv',
  [
    'order_id,customer_id,gender,order_status,order_date,coupon_used,sales,profit',
    'o1,c1,Male,delivered,2023-03-01,1,100,20',
    'o2,c1,Male,delivered,2023-04-02,0,200,30',
    'o3,c2,Female,canceled,2023-05-03,1,50,5',
    'o4,c3,Male,delivered,2024-01-04,1,80,10',
    'o5,c4,Female,delivered,2024-02-05,0,120,25',
    'o6,c5,Female,canceled,2024-03-06,0,60,-5',
    'o7,c6,Male,shipped,2024-04-07,1,90,15',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

test('"the ratio of delivered to canceled orders" divides one value\'s rows by another\'s', () => {
  const ratio = answered('What is the ratio of delivered to canceled orders?');
  expect(ratio.value).toBe(2);
  expect(ratio.explanation).toMatch(
    /^Count of rows where order_status is delivered \(4\) divided by count of rows where order_status is canceled \(2\), of 7 rows/,
  );
  expect(answered('What is the canceled to delivered ratio?').value).toBe(0.5);
});

test('"how many A orders per B order" divides one value\'s rows by another\'s; per a column groups', () => {
  const per = answered('How many delivered orders were there per canceled order?');
  expect(per.value).toBe(2);
  expect(per.explanation).toMatch(
    /^Count of rows where order_status is delivered \(4\) divided by/,
  );
  expect(answered('How many delivered orders are there for every canceled order?').value).toBe(2);
  expect(answered('How many delivered orders per gender?').explanation).toMatch(
    /^Count of rows by gender where order_status is delivered/,
  );
});

test("the question's dates narrow both sides of the ratio", () => {
  const ratio = answered('What is the ratio of delivered to canceled orders in 2024?');
  expect(ratio.value).toBe(2);
  expect(ratio.explanation).toMatch(
    /\(2\) divided by .*\(1\), of 4 rows where order_date is in 2024/,
  );
});

test('a 0/1 flag\'s two sides are its word and the word with "in", "un" or "non" before it', () => {
  const table = csvTables(
    'coupons',
    'coupons.csv',
    ['code,is_active,usage_limit', 'A1,1,10', 'B2,1,20', 'C3,0,5', 'D4,1,8'].join('\n'),
  );
  const ratio = tableAnswerTo('What is the ratio of active to inactive coupons?', table);
  expect(ratio.value).toBe(3);
  expect(ratio.explanation).toMatch(
    /where is_active is 1 \(3\) divided by .* is_active is 0 \(1\)/,
  );
});

test('customers counted apart are counted as "how many male customers" counts them', () => {
  expect(answered('How many male customers are there?').explanation).toMatch(
    /distinct customer_id/,
  );
  const ratio = answered('What is the ratio of male to female customers?');
  // Male c1 (twice), c3 and c6 against Female c2, c4 and c5.
  expect(ratio.value).toBe(1);
  expect(ratio.explanation).toMatch(
    /^Count of distinct customer_id where gender is Male \(3\) divided by/,
  );
});

test('a figure named with each value is summed on each side', () => {
  const ratio = answered('What is the ratio of delivered sales to canceled sales?');
  expect(ratio.value).toBeCloseTo(500 / 110);
  expect(ratio.explanation).toMatch(
    /^Sum of sales where order_status is delivered \(500\) divided by sum of sales where order_status is canceled \(110\)/,
  );
});

test('a ratio of two figures and a share of the rows still read as before', () => {
  const figures = answered('What is the ratio of profit to sales?');
  expect(figures.explanation).toMatch(/^profit divided by sales/);
  expect(figures.value).toBeCloseTo(100 / 700);
  const narrowed = answered('What is the ratio of profit to sales for male or female customers?');
  expect(narrowed.explanation).toMatch(/^profit divided by sales by gender/);
  const share = answered('What share of orders were canceled?');
  expect(share.answer).toBe('28.57%');
});

test('"the ratio of casual to registered rentals" divides one count column by the other', () => {
  const hours = csvTables(
    'rentals',
    'bike_hours.csv',
    [
      'datetime,casual,registered,count',
      '2011-01-01 00:00,3,13,16',
      '2011-01-01 01:00,5,27,32',
    ].join('\n'),
  );
  for (const question of [
    'What is the ratio of casual to registered rentals?',
    'What is the ratio of casual rentals to registered rentals?',
    'What is the casual to registered ratio?',
  ]) {
    const ratio = tableAnswerTo(question, hours);
    expect(ratio.value).toBe(0.2);
    expect(ratio.explanation).toMatch(/^casual divided by registered/);
  }
});

/** A till's gift card log: a transaction type of three kinds, verbs a question also uses. */
const TILL = csvTables(
  'till',
  'pos_log.csv',
  [
    'transaction_id,card_id,amount,transaction_type',
    'T1,C1,10,PURCHASE',
    'T2,C2,5,REFUND',
    'T3,C1,30,PURCHASE',
    'T4,C3,0,BALANCE',
  ].join('\n'),
);

test('a kind said in the past before a header ("the purchased amount") is that kind', () => {
  const ratio = tableAnswerTo('What is the ratio of refunded amount to purchased amount?', TILL);
  expect(ratio.value).toBeCloseTo(5 / 40);
  expect(tableAnswerTo('What is the total purchased amount?', TILL).answer).toBe('40');
});

test('"the ratio of money given to A to money given to B": each side with its own "to", summed', () => {
  const table = csvTables(
    'donations',
    'donations.csv',
    ['Owner,Amount,Party', 'Ann,100,Red', 'Bob,300,Red', 'Cy,200,Blue', 'Di,50,Blue'].join('\n'),
  );
  const ratio = tableAnswerTo(
    'What is the ratio of money given to Reds to money given to Blues?',
    table,
  );
  expect(ratio.value).toBe(1.6);
  expect(ratio.explanation).toMatch(/^Sum of Amount where Party is Red \(400\) divided by/);
});

/** A scanner panel's purchases: the brand bought, no purchase column (Ecdat's Cracker layout). */
const PURCHASES = csvTables(
  'purchases',
  'Cracker.csv',
  [
    'rownames,id,disp.nabisco,price.nabisco,choice',
    '1,1,0,120,nabisco',
    '2,1,1,99,nabisco',
    '3,1,0,109,sunshine',
    '4,2,1,89,nabisco',
    '5,2,0,99,private',
  ].join('\n'),
);

test('"the ratio of Nabisco purchases to Sunshine purchases": the noun after each side is its rows', () => {
  const ask = (question: string) => tableAnswerTo(question, PURCHASES).value;
  expect(ask('What is the ratio of Nabisco purchases to Sunshine purchases?')).toBe(3);
  expect(ask('What is the ratio of nabisco to sunshine purchases?')).toBe(3);
});
