import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Order lines exported with PascalCase codes named after sales (SalesOrderNumber,
 * SalesOrderLineNumber), a price and a quantity but no amount column, and items whose names
 * hold a comma; the shape of the Adventure Works sales the twelfth eval round added.
 */
const LINES = csvTables(
  'lines',
  'sales.csv',
  [
    'SalesOrderNumber,SalesOrderLineNumber,OrderDate,CustomerName,Item,Quantity,UnitPrice,TaxAmount',
    'SO1,1,2020-01-05,Ann Lee,"Road-150 Red, 48",1,3500,280',
    'SO1,2,2020-01-05,Ann Lee,Water Bottle,2,5,0.8',
    'SO2,1,2020-02-10,Raj Patel,Water Bottle,3,5,1.2',
    'SO3,1,2021-03-01,Li Wu,"Mountain-200 Black, 46",1,2300,184',
    'SO3,2,2021-03-01,Li Wu,Water Bottle,1,5,0.4',
    'SO3,3,2021-03-01,Li Wu,Patch Kit,2,2.5,0.4',
    'SO4,1,2021-04-12,Ann Lee,Patch Kit,1,2.5,0.2',
    'SO5,1,2021-04-12,Raj Patel,Water Bottle,1,5,0.4',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LINES);

test('a code named after sales is no sales column: revenue is the price times the quantity', () => {
  const reply = answered('What was the total revenue?');
  expect(reply.answer).toBe('5,842.5');
  expect(reply.explanation).toMatch(/^Sum of UnitPrice × Quantity/);
  expect(answered('Which customer spent the most?').names).toEqual(['Ann Lee']);
});

test('"tax as a percentage of revenue" divides by the price times the quantity', () => {
  const reply = answered('What is tax as a percentage of revenue?');
  expect(reply.answer).toBe('8%');
  expect(reply.explanation).toMatch(/^TaxAmount as % of UnitPrice × Quantity/);
});

test('"what share of revenue came from" a value takes the price times the quantity', () => {
  const reply = answered('What share of revenue came from the Water Bottle?');
  expect(reply.value).toBeCloseTo((100 * 35) / 5842.5, 6);
  expect(reply.explanation).toMatch(/^Share of UnitPrice × Quantity where Item is Water Bottle/);
});

test('"orders" are the order codes, which name orders, not the dates they were placed on', () => {
  const reply = answered('How many orders are there?');
  expect(reply.answer).toBe('5');
  expect(reply.explanation).toMatch(/^Count of distinct SalesOrderNumber/);
});

test('"what share of revenue came from 2021" takes the year as the part, not as the whole', () => {
  expect(answered('What share of revenue came from 2021?').value).toBeCloseTo(
    (100 * 2317.5) / 5842.5,
    6,
  );
  expect(answered('What percentage of orders were placed in 2021?').answer).toBe('60%');
  // With another part named, the year is still the whole.
  const bottles = answered('What share of 2021 revenue came from the Water Bottle?');
  expect(bottles.value).toBeCloseTo((100 * 10) / 2317.5, 6);
});

test('"revenue per order" averages each order\'s revenue: "per" parts the two words', () => {
  const reply = answered('What is the average revenue per order?');
  expect(reply.answer).toBe('1,168.5');
  expect(reply.explanation).toMatch(/^Average per SalesOrderNumber of the sum/);
});

test('"order lines" are rows: a line number restarting on every order is no line identity', () => {
  expect(answered('How many sales order lines are there?').answer).toBe('8');
  expect(answered('How many order lines had a unit price over $1,000?').answer).toBe('2');
});

test('"the top 2 items in each year" ranks the items within each year of the dates', () => {
  const reply = answered('What are the top 2 items by revenue in each year?');
  expect(reply.table?.rows.map((row) => `${row[0]}: ${row[1]}`)).toEqual([
    '2020: Road-150 Red, 48',
    '2020: Water Bottle',
    '2021: Mountain-200 Black, 46',
    '2021: Water Bottle',
  ]);
  // Months in time order, not by name (Apr 2021 would come first).
  const monthly = answered('What is the top item by revenue in each month?');
  expect(monthly.table?.rows.map((row) => row[0])).toEqual([
    'Jan 2020',
    'Feb 2020',
    'Mar 2021',
    'Apr 2021',
  ]);
});

test('"lost the most money" is the lowest profit, not the most sales', () => {
  const orders = csvTables(
    'orders',
    'orders.csv',
    [
      'Order ID,Sub-Category,Sales,Profit',
      'A1,Binders,100,-50',
      'A2,Phones,500,80',
      'A3,Tables,300,-10',
      'A4,Binders,20,5',
    ].join('\n'),
  );
  const reply = tableAnswerTo('Which sub-category lost the most money?', orders);
  expect(reply.names).toEqual(['Binders']);
  expect(reply.explanation).toMatch(/^Sum of Profit by Sub-Category, the smallest/);
});

test('"the largest order" and "the top 2 customers" rank by the price times the quantity', () => {
  // SO1: 3,500 + 10; SO3: 2,300 + 5 + 5.
  expect(answered('What was the largest order?').names).toEqual(['SO1']);
  const top = answered('Who are the top 2 customers?');
  expect(top.names).toEqual(['Ann Lee', 'Li Wu']);
  expect(top.explanation).toMatch(/^Sum of UnitPrice × Quantity by CustomerName/);
});
