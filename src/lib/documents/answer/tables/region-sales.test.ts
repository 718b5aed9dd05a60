import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Orders of a sales export with one-word headers: a Product column of categories, a Store column
 * of sizes, and a region written NA (North America) beside EMEA, ASPAC and LATAM.
 */
const ORDERS = csvTables(
  'orders',
  'orders.csv',
  [
    'Order ID,Date,Region,Product,Store,Promotion,Price,Quantity,Sales',
    'QR1,2019-01-30,EMEA,Tools,Big,1,10,2,16',
    'QR2,2019-02-03,NA,Home,Small,0,20,3,60',
    'QR3,2020-03-05,NA,Tools,Big,0,5,4,20',
    'QR4,2020-04-06,ASPAC,Baby,Medium,0,8,1,8',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

test("'product categories', 'store size': a noun for what a column's values are names the column", () => {
  expect(answered('How many different product categories do we sell?').answer).toBe('3');
  expect(answered('Which product category brought in the most sales?').names).toEqual(['Home']);
  expect(answered('Total sales by store size').explanation).toMatch(/^Sum of Sales by Store/);
});
