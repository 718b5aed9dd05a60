import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A pizza place's sales, as gt's `pizzaplace` writes them (twenty-first eval round): one row per
 * pizza, a bare `id` repeated on each pizza of an order, the time of day beside the date, size
 * codes S to XXL and a `price` with no quantity; no header says pizza, order or revenue.
 */
const PIZZAS = csvTables(
  'pizzas',
  'pizzaplace.csv',
  [
    'id,date,time,name,size,type,price',
    '2015-000001,2015-01-01,11:38:36,hawaiian,M,classic,13.25',
    '2015-000002,2015-01-01,11:57:40,classic_dlx,M,classic,16',
    '2015-000002,2015-01-01,11:57:40,mexicana,M,veggie,16',
    '2015-000002,2015-01-01,11:57:40,thai_ckn,L,chicken,20.75',
    '2015-000003,2015-02-02,12:12:28,thai_ckn,L,chicken,20.75',
    '2015-000004,2015-02-02,12:16:31,hawaiian,S,classic,10.5',
    '2015-000004,2015-02-02,12:16:31,hawaiian,XL,classic,25.5',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, PIZZAS);

test('"pizzas" of pizzaplace.csv are its rows: what the shop the file is named for sells', () => {
  expect(answered('How many pizzas were sold?').value).toBe(7);
  expect(answered('What is the average price of a veggie pizza?').value).toBe(16);
  expect(answered('Which pizza brought in the most revenue?').names[0]).toBe('hawaiian');
  // 'pizza type': the pizzas' type, a column of its own, not each pizza by its type.
  expect(answered('Which pizza type sold the fewest pizzas?').names[0]).toBe('veggie');
});

test('a price on dated rows with no quantity is what each row took: revenue, added up', () => {
  const total = answered('What was the total revenue?');
  expect(total.value).toBeCloseTo(122.75);
  expect(total.explanation).toMatch(/^Sum of price/);
  expect(answered('What was the revenue in February 2015?').value).toBeCloseTo(56.75);
  expect(answered('What is the median pizza price?').value).toBe(16);
});

test('a bare id shared by several rows is what "orders" counts', () => {
  const orders = answered('How many orders were placed?');
  expect(orders.value).toBe(4);
  expect(orders.explanation).toMatch(/^Count of distinct id/);
  expect(answered('What is the average order value?').value).toBeCloseTo(122.75 / 4);
  expect(answered('What is the average number of pizzas per order?').value).toBeCloseTo(7 / 4);
});

test('size codes are named by their words, and a share of the rows counts rows', () => {
  expect(answered('How many large pizzas were sold?').value).toBe(2);
  expect(answered('How many extra large pizzas were sold?').value).toBe(1);
  const share = answered('What percentage of pizzas sold were large?');
  expect(share.value).toBeCloseTo((100 * 2) / 7);
  expect(share.explanation).toMatch(/^Share of rows/);
});

test('"the top 3 pizzas", "how many different pizzas" name the pizzas themselves', () => {
  expect(answered('How many different pizzas are there?').value).toBe(4);
  const top = answered('What are the top 2 pizzas by revenue?');
  expect(top.table?.rows.map((row) => row[0])).toEqual(['hawaiian', 'thai_ckn']);
});

test('"number sold" with no quantity column counts the rows, one thing sold each', () => {
  const most = answered('Which pizza type has the highest number sold?');
  expect(most.names[0]).toBe('classic');
  expect(most.explanation).toMatch(/^Count of rows by type/);
});
