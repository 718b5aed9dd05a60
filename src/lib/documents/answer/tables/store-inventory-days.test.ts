import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Stores' stock and demand day by day: a price beside units sold and units ordered (so sales
 * could be priced), and a stock level that is held again each day.
 */
const DAYS = csvTables(
  'inventory',
  'store_inventory.csv',
  [
    'Date,Store ID,Product ID,Category,Inventory Level,Units Sold,Units Ordered,Demand Forecast,Price,Weather,Promotion',
    '2022-01-01,S001,P0001,Toys,200,120,50,110.5,30,Rainy,1',
    '2022-01-01,S001,P0002,Groceries,100,40,90,60.2,10,Rainy,0',
    '2022-01-01,S002,P0001,Toys,300,80,60,95.1,30,Sunny,0',
    '2022-01-02,S001,P0001,Toys,210,150,40,140.0,32,Sunny,1',
    '2022-01-02,S001,P0002,Groceries,120,20,70,30.0,11,Cloudy,0',
    '2022-01-02,S002,P0001,Toys,310,60,80,70.4,31,Rainy,1',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, DAYS);

test('"units sold" compared in a count names the column; "sold" asks for no priced sales', () => {
  expect(answered('In how many rows did units sold exceed the demand forecast?').answer).toBe('2');
  expect(answered('How many rows had units sold above 100?').answer).toBe('2');
});

test('"sold the most units" is Units Sold, not Units Ordered as well', () => {
  const top = answered('Which product sold the most units?');
  expect(top.answer).toMatch(/^P0001/);
  expect(top.explanation).toMatch(/^Sum of Units Sold by Product ID/);
  expect(answered('Which store ordered the most units?').explanation).toMatch(
    /^Sum of Units Ordered by Store ID/,
  );
});

test('the average of a stock level per group is each group’s average, not its days added up', () => {
  const levels = answered('Average inventory level per category');
  expect(levels.explanation).toMatch(/^Average of Inventory Level by Category/);
  expect(levels.table?.rows).toEqual([
    ['Toys', '255'],
    ['Groceries', '110'],
  ]);
});

test('"count the rows where …" opening a question counts them, as "number of rows where …" does', () => {
  expect(answered('Count the rows where units sold exceed the demand forecast').answer).toBe('2');
  expect(answered('Count rows with a price above 20').answer).toBe('4');
});

test('"on rainy days", "on promotion days": the days of the rows holding the value or the 0/1 flag', () => {
  expect(answered('How many units were sold on rainy days?').answer).toBe('220');
  expect(answered('What is the average price on promotion days?').answer).toBe('31');
});
