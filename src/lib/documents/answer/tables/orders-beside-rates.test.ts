import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A workbook's two sheets, after pbpython's shipping_tables.xlsx: orders with an order id, and
 * a rate card that shares the orders' priority and item type but holds no order.
 */
const ORDERS = csvTables(
  'orders',
  'shipping_tables.xlsx',
  [
    'order id,order date,state,priority,item_type',
    '669165933,2019-01-02,MN,2-day,Baby Food',
    '963881480,2019-01-03,WI,next-day,Cereal',
    '341417157,2019-01-04,TX,2-day,Office Supplies',
    '514321792,2019-01-05,CA,next-day,Office Supplies',
    '547995746,2019-01-07,NY,next-day,Cereal',
  ].join('\n'),
);
const RATES = csvTables(
  'rates',
  'shipping_tables.xlsx',
  [
    'item_type,priority,shipping_cost',
    'Baby Food,2-day,5',
    'Baby Food,next-day,7',
    'Cereal,2-day,8',
    'Cereal,next-day,11',
  ].join('\n'),
);

describe('"orders" with one table of orders and one without', () => {
  test('the orders are counted in the table with an order id, not as rows of the rate card', () => {
    const orders = tableAnswerTo('How many orders were next-day?', [...RATES, ...ORDERS]);
    expect(orders.answer).toBe('3');
    expect(orders.explanation).toContain('order id');
  });

  test('the rate card alone still counts its rows as what is asked of it', () => {
    expect(tableAnswerTo('What is the shipping cost for Cereal next-day?', RATES).answer).toBe(
      '11',
    );
  });
});
