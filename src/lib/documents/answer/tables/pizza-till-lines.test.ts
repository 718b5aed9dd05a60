import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A pizza restaurant's till lines: ids written with two decimals, the order's time of day beside
 * its number, one item's price and what the line came to.
 */
const LINES = csvTables(
  'pizza lines',
  'pizza_sales.csv',
  [
    'pizza_id,order_id,quantity,order_date,order_time,unit_price,total_price,pizza_category',
    '1.00,1.00,1.00,1/1/2015,11:38:36,13.25,13.25,Classic',
    '2.00,2.00,2.00,1/1/2015,11:57:40,16.00,32,Classic',
    '3.00,2.00,1.00,1/1/2015,11:57:40,18.50,18.5,Veggie',
    '4.00,3.00,1.00,1/1/2015,12:12:28,20.75,20.75,Supreme',
    '5.00,4.00,3.00,2/1/2015,12:16:31,12.00,36,Veggie',
    '6.00,4.00,1.00,2/1/2015,12:16:31,16.50,16.5,Classic',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LINES);

test('"the average order value" is per order number, not per time of day the order was taken', () => {
  const value = answered('What is the average order value?');
  expect(value.value).toBeCloseTo(137 / 4);
  expect(value.explanation).toMatch(/per order_id/);
});

test('"total … sold" adds up what was sold, not the column headed total price', () => {
  const sold = answered('What is the total quantity sold?');
  expect(sold.value).toBe(9);
  expect(sold.explanation).toMatch(/^Sum of quantity/);
});

test('"the price" of a pizza is one item\'s price, not what the line came to', () => {
  const price = answered('What is the average price?');
  expect(price.value).toBeCloseTo(97 / 6);
  expect(price.explanation).toMatch(/unit_price/);
  expect(answered('What is the total price of veggie pizzas?').value).toBeCloseTo(54.5);
});

test('"how many pizzas were sold" adds up the quantity when each line has its own pizza_id', () => {
  const sold = answered('How many pizzas were sold in total?');
  expect(sold.value).toBe(9);
  expect(sold.explanation).toMatch(/^Sum of quantity/);
});
