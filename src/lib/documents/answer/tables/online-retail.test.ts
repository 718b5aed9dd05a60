import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Invoice lines shaped like a web shop's export: number codes for invoices and customers
 * (InvoiceNo, CustomerID) that repeat over lines, dates with a time of day, and a unit price
 * with a quantity but no amount.
 */
const RETAIL = csvTables(
  'retail',
  'online_retail.csv',
  [
    'InvoiceNo,StockCode,Description,Quantity,InvoiceDate,UnitPrice,CustomerID,Country',
    '536365,85123A,WHITE HANGING HEART T-LIGHT HOLDER,6,12/1/2010 8:26,2.55,17850,United Kingdom',
    '536365,71053,WHITE METAL LANTERN,6,12/1/2010 8:26,3.39,17850,United Kingdom',
    '536366,22633,HAND WARMER UNION JACK,6,12/13/2010 8:28,1.85,17850,United Kingdom',
    '536367,84879,ASSORTED COLOUR BIRD ORNAMENT,32,12/20/2010 8:34,1.69,13047,United Kingdom',
    '536368,22960,JAM MAKING SET WITH JARS,6,1/5/2011 8:34,4.25,13047,France',
    '536369,21756,BATH BUILDING BLOCK WORD,3,1/18/2011 8:35,5.95,12583,France',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, RETAIL);

test('number codes that repeat over lines are counted, never summed', () => {
  expect(answered('How many invoices are there?').answer).toBe('5');
  expect(answered('How many customers are there?').explanation).toBe(
    'Count of distinct CustomerID, 6 rows.',
  );
});

test('dates with a time of day are dates: monthly sales of price times quantity', () => {
  const reply = answered('Show monthly sales.');
  expect(reply.table?.rows.map((row) => row[0])).toEqual(['Dec 2010', 'Jan 2011']);
  expect(reply.explanation).toMatch(/^Sum of UnitPrice × Quantity by Month of InvoiceDate/);
});

test('"which customer spent the most" groups by the customer code', () => {
  expect(answered('Which customer spent the most?').names).toEqual(['13047']);
});

test('"which product" is the Description column when no header says product', () => {
  const reply = answered('Which product sold the most units?');
  expect(reply.names).toEqual(['ASSORTED COLOUR BIRD ORNAMENT']);
  expect(reply.explanation).toMatch(/^Sum of Quantity by Description/);
});

test("what was done to an invoice or its goods ('ordered', 'issued') needs nothing in the table", () => {
  expect(answered('What is the total quantity ordered?').answer).toBe('59');
  expect(answered('How many units of WHITE METAL LANTERN were ordered?').answer).toBe('6');
  expect(answered('How many invoices were issued in January 2011?').answer).toBe('2');
});

test("'quantity times unit price' multiplies the two columns on each row", () => {
  const reply = answered('What is the total revenue, quantity times unit price?');
  expect(reply.answer).toBe('144.17');
  expect(reply.explanation).toMatch(/^Sum of UnitPrice × Quantity/);
  // Without a money word too: never the sum of one of the two columns.
  expect(answered('What is the total of quantity times unit price?').answer).toBe('144.17');
  expect(answered('What is the average of unit price x quantity?').answer).toBe('24.03');
});

test('groups kept by how many of a column they hold: "which customers placed more than 1 invoice"', () => {
  const reply = answered('Which customers placed more than 1 invoice?');
  expect(reply.names).toEqual(['17850', '13047']);
  expect(reply.explanation).toMatch(
    /^Count of distinct InvoiceNo by CustomerID, where it is above 1/,
  );
  // A figure column after the number is still compared: the invoices' summed quantities.
  expect(answered('Which invoices have more than 10 units?').names).toEqual(['536367', '536365']);
});

test('"customers who spent more than 40" compares each customer\'s price × quantity', () => {
  const reply = answered('Which customers spent more than 40?');
  expect(reply.names).toEqual(['13047', '17850']);
  expect(reply.explanation).toMatch(
    /^Sum of UnitPrice × Quantity by CustomerID, where it is above 40, 2 customers kept/,
  );
  expect(answered('Which countries had revenue above 100?').names).toEqual(['United Kingdom']);
});

test('a purchase by any of its names: the average basket value is per invoice', () => {
  // Five invoices, 144.17 between them.
  expect(answered('What is the average basket value?').value).toBeCloseTo(28.834, 3);
  const transactions = csvTables(
    'transactions',
    'retail_sales.csv',
    ['Transaction ID,Customer ID,Total Amount', '1,C1,150', '2,C2,1000', '3,C3,30'].join('\n'),
  );
  expect(tableAnswerTo('What is the average order value?', transactions).answer).toBe('393.33');
});
