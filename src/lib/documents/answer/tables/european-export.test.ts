import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * An order export written the European way, as a public Global Superstore sample is: decimal
 * commas throughout (so '3,401' is 3.401 and '0,675' is 0.675), an unnamed index column first,
 * and a city called Sale beside a Sales column.
 */
const ORDERS = csvTables(
  'orders',
  'global_orders.csv',
  [
    ',Order ID,Order Date,City,Market,Sales,Profit,Shipping Cost',
    '7,IN-1,8/15/14,Guangzhou,APAC,"45,06","5,4","3,53"',
    '9,CA-2,4/12/14,Burlington,US,"20,992","3,401","0,675"',
    '12,MO-3,10/9/13,Sale,Africa,"182,37","-7,932","11,73"',
    '15,MO-4,11/2/13,Rabat,Africa,"344,372","52,86","30,229"',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

test('decimal commas are read as one way of writing numbers, and summed', () => {
  expect(answered('What is the total profit?').value).toBeCloseTo(5.4 + 3.401 - 7.932 + 52.86, 6);
  expect(answered('What is the total shipping cost?').value).toBeCloseTo(
    3.53 + 0.675 + 11.73 + 30.229,
    6,
  );
});

test('"sales" names the Sales column, not the city called Sale', () => {
  const byMarket = answered('What were total sales by market?');
  expect(byMarket.explanation).toContain('Sum of Sales by Market');
  expect(byMarket.table?.rows.map((row) => row[0])).toEqual(['Africa', 'APAC', 'US']);
  expect(answered('What were sales in 2013?').value).toBeCloseTo(182.37 + 344.372, 6);
});

test('the city is still named when written as a name', () => {
  const inSale = answered('What were sales in Sale?');
  expect(inSale.value).toBeCloseTo(182.37, 6);
  expect(inSale.explanation).toContain('City is Sale');
});
