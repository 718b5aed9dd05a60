import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Stock on hand, one row per product and location, named by IDs, with a `ModifiedDate`. */
const STOCK = csvTables(
  'stock',
  'ProductInventory.csv',
  [
    'ProductID,LocationID,Shelf,Bin,Quantity,ModifiedDate',
    '1,1,A,1,408,2024-08-07 00:00:00.000',
    '1,6,B,5,324,2025-08-07 00:00:00.000',
    '2,1,N/A,0,0,2025-08-07 00:00:00.000',
    '2,50,A,3,353,2023-04-30 00:00:00.000',
    '3,6,C,0,20,2025-07-07 00:00:00.000',
  ].join('\n'),
);

const stock = (question: string) => tableAnswerTo(question, STOCK);

test('"inventory records" of ProductInventory.csv are its rows', () => {
  expect(stock('How many inventory records are there?').answer).toBe('5');
  expect(stock('How many inventory rows are there?').answer).toBe('5');
  expect(stock('How many inventory records were modified in 2024?').answer).toBe('1');
});

test('goods "held" at a place are what it has', () => {
  expect(stock('Which location holds the most units?').answer).toBe('LocationID 1 (408)');
  expect(stock('How many distinct products are held in stock?').answer).toBe('3');
  expect(stock('What share of the total quantity is held at location 50?').answer).toBe('31.95%');
});

test('"updated" names a ModifiedDate', () => {
  expect(stock('How many records were updated in 2025?').answer).toBe('3');
  expect(stock('How many records were updated in Q3 2025?').answer).toBe('3');
});

/** A product list: a flag beside blank colours, weights with a padded unit code (`LB `). */
const ITEMS = csvTables(
  'items',
  'Product.csv',
  [
    'ProductID,Name,MakeFlag,Color,ReorderPoint,ListPrice,Weight,WeightUnitMeasureCode',
    '1,Adjustable Race,0,,750,0,,',
    '2,Bearing Ball,1,,750,0,,',
    '3,Road Frame,1,Black,375,1431.5,2.24,LB ',
    '4,Sport Helmet,0,Red,3,34.99,,',
    '5,Chainring,1,Black,375,0,88,G  ',
  ].join('\n'),
);

const items = (question: string) => tableAnswerTo(question, ITEMS);

test('a parenthesis holding a header and a value says what the words before it mean', () => {
  expect(items('What percentage of products are manufactured in-house (make flag 1)?').answer).toBe(
    '60%',
  );
  expect(items('How many products are made in-house (MakeFlag 1)?').answer).toBe('3');
});

test('units spelled out name a column of unit codes', () => {
  expect(items('What is the average weight of products weighed in pounds?').answer).toBe('2.24');
  expect(items('What is the total weight in grams?').answer).toBe('88');
});

/** A marketplace export whose file name and cells share a word ('tiki'). */
const LISTINGS = csvTables(
  'listings',
  'tiki_products_backpacks.csv',
  [
    'id,name,fulfillment_type,review_count',
    '1,Backpack A,tiki_delivery,10',
    '2,Backpack B,dropship,30',
    '3,Suitcase C,tiki_delivery,20',
    '4,Suitcase D,dropship,40',
  ].join('\n'),
);

test("a word of the file's name that opens a value the table holds ('tiki delivery') is that value", () => {
  const answer = tableAnswerTo('How many reviews went to products tiki_delivery?', LISTINGS);
  expect(answer.answer).toBe('30');
  expect(answer.explanation).toContain('fulfillment_type is tiki_delivery');
});
