import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A quick-commerce grocery catalogue, one listing a row: the same product names listed under
 * two categories, `mrp` (the maximum retail price) in paise, no ID column (the shape of the
 * eighty-fourth eval round's Zepto file).
 */
const names = Array.from({ length: 22 }, (_, index) => `Item ${index + 1}`);
const CATALOGUE = csvTables(
  'catalogue',
  'zepto_v2.csv',
  [
    'Category,name,mrp,discountPercent,availableQuantity,outOfStock',
    ...names.slice(0, 15).map((name, index) => `Munchies,${name},${1000 + index},10,2,FALSE`),
    ...names.slice(7).map((name, index) => `Beverages,${name},${2000 + index},5,3,TRUE`),
    'Beverages,Olive Oil,90000,0,1,FALSE',
    'Beverages,Olive Oil,10000,0,1,FALSE',
  ].join('\n'),
);

const listed = (question: string) => tableAnswerTo(question, CATALOGUE);

test("'how many categories' of a column headed only by a class word counts its kinds", () => {
  expect(listed('How many categories are there?').value).toBe(2);
  expect(listed('Number of listings per category').table?.rows).toHaveLength(2);
});

test("'listings' are rows however qualified: 'product listings', 'across all listings'", () => {
  expect(listed('How many product listings are in the catalogue?').value).toBe(32);
  expect(listed('What is the total available quantity across all listings?').value).toBe(77);
});

test("an 'MRP' is a price of one item: averaged over a product's listings unless totalled", () => {
  expect(listed('Top 1 products by MRP').names).toEqual(['Olive Oil']);
  expect(listed('Top 1 products by MRP').value).toBe(50000);
  expect(listed('What is the total MRP?').value).toBe(
    names.slice(0, 15).reduce((sum, _, index) => sum + 1000 + index, 0) +
      names.slice(7).reduce((sum, _, index) => sum + 2000 + index, 0) +
      100000,
  );
});

/** A chain's weekly sales, one row per store and week (Kaggle's Walmart file). */
const WEEKS = csvTables(
  'weeks',
  'Walmart_Sales.csv',
  [
    'Store,Date,Weekly_Sales,Holiday_Flag',
    '1,05-02-2010,2500000,0',
    '1,12-02-2010,2100000,1',
    '1,19-02-2010,2300000,0',
    '1,26-02-2010,2200000,0',
    '2,05-02-2010,900000,0',
    '2,12-02-2010,1500000,1',
    '2,19-02-2010,1000000,0',
    '2,26-02-2010,1100000,0',
    '3,05-02-2010,3000000,0',
    '3,12-02-2010,800000,1',
    '3,19-02-2010,1200000,0',
    '3,26-02-2010,1000000,0',
  ].join('\n'),
);

test("'average more than 2 million in weekly sales': the figure compared is the one after 'in'", () => {
  expect(
    tableAnswerTo('Which stores average more than 2 million in weekly sales?', WEEKS).names,
  ).toEqual(['1']);
});

test("'store-weeks' of a weekly series with a row per store and week are its rows", () => {
  expect(
    tableAnswerTo('How many store-weeks had weekly sales above 2.4 million?', WEEKS).value,
  ).toBe(2);
});
