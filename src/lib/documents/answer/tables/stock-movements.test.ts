import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A bike chain's stock movements: one row per store, item, day and status, the items moved
 * counted in `Number of Items` beside an `Item` column naming what kind they are.
 */
const MOVEMENTS = csvTables(
  'movements',
  'stock_status.csv',
  [
    'Date,Store,Item,Status,Number of Items',
    '05/07/2021,Bristol,Tyres,Sold,3',
    '05/07/2021,York,Tyres,Sold,2',
    '12/07/2021,Bristol,Wheels,Sold,4',
    '12/07/2021,York,Saddles,Return to Manufacturer,2',
    '19/07/2021,York,Wheels,Sold,1',
  ].join('\n'),
);

const movements = (question: string) => tableAnswerTo(question, MOVEMENTS);

test("'how many items' of a 'Number of Items' column adds it up, not the kinds in `Item`", () => {
  const sold = movements('How many items were sold?');
  expect(sold.answer).toBe('10');
  expect(sold.explanation).toMatch(/^Sum of Number of Items where Status is Sold/);
  expect(movements('How many items did York return to the manufacturer?').answer).toBe('2');
  // The kinds are still counted when asked for.
  expect(movements('How many different items are there?').answer).toBe('3');
});

test("'what percentage of all items' of a 'Number of Items' column is a share of its sum", () => {
  // 2 of the 12 items moved went back, on 1 of the 5 rows.
  const returned = movements('What percentage of all items were returned to the manufacturer?');
  expect(returned.explanation).toMatch(/^Share of Number of Items/);
  expect(Number.parseFloat(returned.answer)).toBeCloseTo(16.67, 2);
  // Rows asked as rows are still a share of the rows.
  expect(movements('What percentage of records are returns to the manufacturer?').answer).toBe(
    '20%',
  );
});

/**
 * A shop's sales with their returns: one row per item sold at its product's one price (no
 * quantity), a sale ID and two dates, so the price is what each row took; each of five products
 * sold twice at its one price.
 */
const SALES = csvTables(
  'sales',
  'sales_returns.csv',
  [
    'Category ,Product ,Price ,ID,Date Sold,Date Returned,Unique Sales ID',
    'Clothes,Red skirt,4,1864,19/01/2023,,77643908',
    'Clothes,Red skirt,4,1864,05/03/2023,24/03/2023,44422628',
    'Electronics,TV,10,1901,16/09/2023,,96925686',
    'Electronics,TV,10,1901,17/09/2023,,96925612',
    'Home,Vase,8,1700,12/04/2023,,37665096',
    'Home,Vase,8,1700,14/05/2023,,37665011',
    'Home,Mug,3,1710,02/06/2023,,37665120',
    'Home,Mug,3,1710,09/06/2023,,37665121',
    'Groceries,Apples,1.5,1571,26/09/2023,,86712844',
    'Groceries,Apples,1.5,1571,02/02/2023,,12743193',
  ].join('\n'),
);

const sales = (question: string) => tableAnswerTo(question, SALES);

test("'revenue by product' adds up a lone price that is each sale; 'price of each' averages it", () => {
  const revenue = sales('What are the top 2 products by revenue?');
  expect(revenue.explanation).toMatch(/^Sum of Price by Product/);
  expect(revenue.table?.values).toEqual([20, 16]);
  expect(sales('What is the revenue for each product?').table?.values).toEqual([20, 16, 8, 6, 3]);
  // Asked by its own header, the price is each product's one price.
  const price = sales('What is the price of each product?');
  expect(price.explanation).toMatch(/^Average of Price/);
  expect(price.table?.values).toEqual([10, 8, 4, 3, 1.5]);
});
