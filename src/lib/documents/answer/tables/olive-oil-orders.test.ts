import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Orders exported with a byte-order mark and day-first dates: each order's `sale_price` is its
 * quantity times its `unit_price`, and each `product_number` sits beside its name under a
 * misspelt header, `produce_name`.
 */
const ORDERS = csvTables(
  'olive-oil-orders',
  'sales_data.csv',
  [
    '\uFEFForder_number,employee_name,order_date,order_type,product_category,product_number,produce_name,quantity,unit_price,sale_price',
    '1001,Ann Lee,09/02/2019,Retail,Olive Oil,OO1,Basil Oil 12pk,3,45,135',
    '1002,Ann Lee,15/02/2019,Wholesale,Olive Oil,OO2,Chili Oil 2pk,10,26,260',
    '1003,Bo Park,16/03/2019,Retail,Bath products,BP1,Lavender Soap,13,7.45,96.85',
    '1004,Bo Park,20/03/2019,Retail,Olive Oil,OO1,Basil Oil 12pk,1,45,45',
    '1005,Bo Park,21/03/2019,Retail,Olive Oil,OO3,Garlic Oil 6pk,2,30,60',
    '1006,Ann Lee,22/03/2019,Retail,Bath products,BP2,Vanilla Soap,1,5.99,5.99',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

test("'sales' of a price column that holds each row's price times its quantity", () => {
  expect(answered('What were total sales?').value).toBeCloseTo(602.84);
  expect(answered('What were total sales in February 2019?').value).toBe(395);
  expect(answered('Which employee had the highest total sales?').names[0]).toBe('Ann Lee');
  // One item's price is still averaged as a price.
  expect(answered('What is the average unit price?').value).toBeCloseTo(26.5733);
});

test('a code is answered with the name beside it that pairs with it cell for cell', () => {
  const reply = answered('Which product sold the most units?');
  expect(reply.names[0]).toBe('Lavender Soap');
});
