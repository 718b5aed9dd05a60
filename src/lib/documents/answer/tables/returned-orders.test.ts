import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Orders, one a row, with a return flag written `1.0` or `0.0` beside their price, category and
 * channel (the shape of the thirty-seventh eval round's order returns).
 */
const ORDERS = csvTables(
  'orders',
  'returns.csv',
  [
    'Order_ID,Order_Date,Product_Category,Marketing_Channel,Price,Customer_Rating,Return',
    'O1,2025-05-01,Books,Email,100.0,3,1.0',
    'O2,2025-05-01,Books,Social Media,200.0,1,1.0',
    'O3,2025-05-02,Toys,Social Media,300.0,2,0.0',
    'O4,2025-05-02,Toys,Direct,400.0,5,1.0',
    'O5,2025-05-03,Books,Direct,500.0,4,0.0',
    'O6,2025-05-03,Toys,Social Media,600.0,2,1.0',
  ].join('\n'),
);

test("'the price of returned orders': the flag before the rows' noun filters them", () => {
  const total = tableAnswerTo('What is the total price of returned orders?', ORDERS);
  expect(total.value).toBe(1300);
  expect(tableAnswerTo('What is the median price of returned orders?', ORDERS).value).toBe(300);
});

test("'what percentage of returned orders came through …': the returned orders are the whole", () => {
  const share = tableAnswerTo(
    'What percentage of returned orders came through Social Media?',
    ORDERS,
  );
  expect(share.value).toBeCloseTo(50, 5);
});
