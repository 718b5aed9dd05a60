import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A web shop's orders: IDs only, the items bought, and the order's price and cost in dollars. */
const ORDERS = csvTables(
  'orders',
  'orders.csv',
  [
    'order_id,created_at,website_session_id,user_id,primary_product_id,items_purchased,price_usd,cogs_usd',
    '1,2013-10-02 10:42:46,20,20,1,1,49.99,19.49',
    '2,2013-10-19 19:27:37,104,104,1,1,49.99,19.49',
    '3,2013-11-20 06:44:45,147,104,2,2,109.98,41.98',
    '4,2013-11-20 09:41:45,160,160,2,1,59.99,22.49',
    '5,2013-12-01 09:41:45,161,161,1,2,95.98,33.98',
  ].join('\n'),
);

const ordered = (question: string) => tableAnswerTo(question, ORDERS);

test("a price that grows with the items bought is the order's price, its revenue", () => {
  expect(ordered('What is the total revenue?').value).toBeCloseTo(365.93);
  expect(ordered('What was the revenue in November 2013?').value).toBeCloseTo(169.97);
});

/** An airline's loyalty programme: a row per member with a sex, a marital status and a card tier. */
const MEMBERS = csvTables(
  'members',
  'customer-loyalty-history.csv',
  [
    'Loyalty Number,Country,Province,City,Gender,Marital Status,Loyalty Card,CLV,Enrollment Year,Enrollment Month,Cancellation Year,Cancellation Month',
    '480934,Canada,Ontario,Toronto,Female,Married,Star,3839.14,2016,2,,',
    '549612,Canada,Alberta,Edmonton,Male,Divorced,Star,3839.61,2016,3,,',
    '429460,Canada,British Columbia,Vancouver,Male,Single,Nova,3839.75,2014,7,2018,1',
    '608370,Canada,Ontario,Toronto,Male,Single,Aurora,3839.75,2013,2,,',
  ].join('\n'),
);

const asked = (question: string) => tableAnswerTo(question, MEMBERS);

test('"members" of a list of people are its rows, as "customers" and "clients" are', () => {
  expect(asked('How many Star card members are in Ontario?').answer).toBe('1');
  expect(asked('Which province has the most members?').answer).toMatch(/^Ontario/);
});

test('words whose initials spell a header\'s abbreviation name it ("customer lifetime value", CLV)', () => {
  expect(asked('What is the average customer lifetime value in Ontario?').value).toBeCloseTo(
    3839.445,
  );
  expect(ordered('Total cost of goods sold in December 2013').value).toBeCloseTo(33.98);
});

test('a verb after the members counted says what they did: "members enrolled in 2016" are rows', () => {
  const enrolled = asked('How many members enrolled in 2016?');
  expect(enrolled.answer).toBe('2');
  expect(enrolled.explanation).toMatch(/^Count of rows where Enrollment Year is 2016/);
});

test("a web shop's customers are its users where no header says customer", () => {
  const customers = ordered('How many unique customers placed orders?');
  expect(customers.answer).toBe('4');
  expect(customers.explanation).toMatch(/^Count of distinct user_id/);
});

test('a verb between two header words in the reverse order joins no phrase: "customers placed orders"', () => {
  const orders = csvTables(
    'marketplace orders',
    'orders.csv',
    [
      'order_id,customer_id,order_status,order_purchase_timestamp,order_delivered_customer_date',
      'o1,c1,delivered,2018-01-02 10:00:00,2018-01-09 12:00:00',
      'o2,c2,delivered,2018-01-03 11:00:00,2018-01-09 12:00:00',
      'o3,c3,shipped,2018-01-04 09:30:00,',
    ].join('\n'),
  );
  const customers = tableAnswerTo('How many distinct customers placed orders?', orders);
  expect(customers.answer).toBe('3');
  expect(customers.explanation).toMatch(/^Count of distinct customer_id/);
});

test('the question\'s own words spell no abbreviation ("how many trips are" is not `mta_tax`)', () => {
  const trips = csvTables(
    'trips',
    'trips.csv',
    [
      'pickup_datetime,fare_amount,mta_tax',
      '2019-01-01 00:46:40,7,0.5',
      '2019-01-01 00:59:47,14,0.5',
    ].join('\n'),
  );
  expect(tableAnswerTo('How many trips are in the file?', trips).answer).toBe('2');
});

test('where members live: "live" asks nothing of its own, and the members after "do" are the rows', () => {
  expect(asked('How many different cities do members live in?').answer).toBe('3');
  expect(asked('How many members live in Toronto?').answer).toBe('2');
});

test('"their membership" is being one of the members, which no column need name', () => {
  expect(asked('How many members have cancelled their membership?').answer).toBe('1');
});
