import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Coffee shop transactions in snake_case (the shape of a public coffee shop sales export): a
 * quantity and a unit price but no sales column, store ids beside store names.
 */
const SALES = csvTables(
  'coffee',
  'coffee-shop-sales.csv',
  [
    'transaction_id,transaction_date,transaction_time,transaction_qty,store_id,store_location,product_id,unit_price,product_category,product_type',
    '1,2023-01-02,07:06:11,2,5,Lower Manhattan,32,3,Coffee,Gourmet brewed coffee',
    '2,2023-01-02,07:08:56,1,5,Lower Manhattan,57,3.1,Tea,Brewed Chai tea',
    '3,2023-01-03,08:00:04,3,8,Astoria,22,2,Coffee,Drip coffee',
    '4,2023-01-05,09:12:00,1,8,Astoria,77,45,Coffee beans,Premium Beans',
    '5,2023-01-05,10:30:00,2,3,Astoria,57,3.1,Tea,Brewed Chai tea',
    '6,2023-01-12,11:00:00,1,5,Lower Manhattan,22,2,Coffee,Drip coffee',
    '7,2023-01-12,12:00:00,4,3,Astoria,32,3,Coffee,Gourmet brewed coffee',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SALES);

test('"the top 3 product types" lists three, not the product whose id is 3', () => {
  const top = answered('What are the top 3 product types by revenue?');
  expect(top.names).toEqual(['Premium Beans', 'Gourmet brewed coffee', 'Brewed Chai tea']);
  expect(top.explanation).not.toContain('product_id is 3');
});

test('"day of the week" and "weekday" group the dates by weekday, Monday first', () => {
  const busiest = answered('Which day of the week is the busiest?');
  expect(busiest.names).toEqual(['Thursday']);
  expect(busiest.value).toBe(4);
  const byDay = answered('How many transactions by day of week?');
  expect(byDay.table?.rows.map((row) => row[0])).toEqual(['Monday', 'Tuesday', 'Thursday']);
  expect(byDay.table?.values).toEqual([2, 1, 4]);
  expect(byDay.table?.chart).toBe('bar');
  expect(byDay.explanation).toContain('3 weekdays, Monday first');
  expect(answered('Which weekday had the most transactions?').names).toEqual(['Thursday']);
});

/** A till export: prices in rand under a header that does not say so, day-first spaced dates. */
const TILL = csvTables(
  'till',
  'coffee_sales.csv',
  [
    'date,hour_of_day,cash_type,money,coffee_name',
    '01 03 2024,10,card,R38.70,Latte',
    '01 03 2024,12,card,R38.70,Hot Chocolate',
    '02 04 2024,9,cash,R40.00,Latte',
    '15 04 2024,15,card,R28.90,Americano',
  ].join('\n'),
);

test("a column headed 'money' is the money revenue asks for, its cells read in rand", () => {
  expect(tableAnswerTo('What is the total revenue?', TILL).answer).toBe('R146.30');
  expect(tableAnswerTo('What was the revenue in April 2024?', TILL).answer).toBe('R68.90');
  expect(tableAnswerTo('Which coffee brought in the most revenue?', TILL).answer).toBe(
    'Latte (R78.70)',
  );
});
