import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/**
 * Bike orders, one a row, with a value per bike beside the quantity and no total (the shape of
 * the forty-ninth eval round's bike orders and their shipping dates).
 */
const BIKES = csvTables(
  'bikes',
  'bike-orders.csv',
  [
    'Bike Type,Store,Order Date,Quantity,Value per Bike,Shipping Date,Model',
    'Mountain,Leeds,15/05/2020,4,1000,01/06/2020,M1',
    'Gravel,Leeds,16/06/2020,2,2000,24/06/2020,G1',
    'Road,York,04/05/2020,1,3000,13/05/2020,R1',
    'Road,York,05/06/2020,1,2500,10/06/2020,R1',
    'Mountain,York,06/06/2020,3,1500,20/06/2020,M2',
  ].join('\n'),
);

/**
 * Order lines of a shop, a return state written only on the lines returned, prices in pounds
 * (the shape of the forty-ninth eval round's store orders).
 */
const LINES = csvTables(
  'lines',
  'store-orders.csv',
  [
    'OrderID,Customer,Order Date,Return State,Category,Sub-Category,Product Name,Unit Price,Quantity',
    'Leeds-1,Mr A,24/01/2021,,Furniture,Chairs,Chair,£60.00,2',
    'Leeds-1,Mr A,24/01/2021,Return Processed,Furniture,Chairs,Chair,£60.00,1',
    'York-2,Mrs B,25/01/2021,Return Processed,Furniture,Chairs,Stool,£10.00,1',
    'York-3,Mrs C,26/02/2021,Return Processed,Technology,Phones,Phone,£100.00,1',
    'York-4,Mrs D,27/02/2021,,Technology,Phones,Phone,£100.00,3',
  ].join('\n'),
);

test("'the total value of all orders' is the value per bike times the quantity", () => {
  const total = tableAnswerTo('What is the total value of all orders?', BIKES);
  expect(total.value).toBe(4000 + 4000 + 3000 + 2500 + 4500);
  expect(total.explanation).toMatch(/^Sum of Value per Bike × Quantity/);
  expect(tableAnswerTo('What were total sales?', BIKES).value).toBe(18000);
  // The value of one bike is still the column itself.
  expect(tableAnswerTo('What is the average value per bike for road bikes?', BIKES).value).toBe(
    2750,
  );
});

test("'how many bikes' adds up the quantity a 'per Bike' header says is counted in bikes", () => {
  expect(tableAnswerTo('How many bikes were ordered in total?', BIKES).value).toBe(11);
  expect(tableAnswerTo('How many bikes were sold in Leeds?', BIKES).value).toBe(6);
  expect(tableAnswerTo('How many bike orders are there?', BIKES).value).toBe(5);
});

test("'orders for a single bike', 'for 2 bikes': the quantity equal to the figure", () => {
  expect(tableAnswerTo('How many orders were for a single bike?', BIKES).value).toBe(2);
  expect(tableAnswerTo('How many orders were for 2 bikes?', BIKES).value).toBe(1);
  expect(tableAnswerTo('How many orders were for more than 2 bikes?', BIKES).value).toBe(2);
});

test("'returned' keeps the rows whose return state is written, the others being empty", () => {
  expect(tableAnswerTo('How many order lines were returned?', LINES).value).toBe(3);
  const byCategory = tableAnswerTo('How many returned lines were there in each category?', LINES);
  expect(byCategory.table?.values).toEqual([2, 1]);
});

test("'more than 1 returned order lines': the flag between the count and its noun qualifies the rows", () => {
  const kept = tableAnswerTo('Which sub-categories had more than 1 returned order lines?', LINES);
  expect(kept.names).toEqual(['Chairs']);
});

test("'in pounds' names the currency the money is written in, not a column", () => {
  expect(tableAnswerTo('What were total sales in pounds?', LINES).value).toBe(590);
  // Money in another currency is not in the table.
  const euros = answerTableQuestion('What were total sales in euros?', LINES, {
    previous: null,
    chosen: null,
  });
  expect(euros?.kind).toBe('no-match');
});
