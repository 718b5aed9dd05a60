import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * An order export with snake-case headers: IDs beside names, two date columns, and the money
 * of each line in a column called total_amount rather than Sales.
 */
const ORDERS = csvTables(
  'orders',
  'sales_orders.csv',
  [
    'order_id,order_date,ship_date,customer_id,customer_name,region,product_id,product_name,category,quantity,unit_price,discount,total_amount,profit',
    'SO-1001,2023-01-05,2023-01-08,C001,Alice Moss,North,P10,Desk Lamp,Furniture,2,25.00,0,50.00,12.00',
    'SO-1001,2023-01-05,2023-01-08,C001,Alice Moss,North,P11,Office Chair,Furniture,1,120.00,0.1,108.00,-5.00',
    'SO-1002,2023-02-11,2023-02-15,C002,Bob Lane,South,P12,USB Hub,Electronics,3,15.00,0,45.00,9.00',
    'SO-1003,2023-03-20,2023-03-22,C003,Cara Diaz,East,P10,Desk Lamp,Furniture,1,25.00,0.2,20.00,-2.00',
    'SO-1004,2023-04-02,2023-04-09,C001,Alice Moss,North,P13,Monitor,Electronics,2,200.00,0,400.00,80.00',
    'SO-1005,2023-06-30,2023-07-03,C004,Dan Wu,West,P12,USB Hub,Electronics,5,15.00,0.05,71.25,10.00',
    'SO-1006,2024-01-15,2024-01-18,C002,Bob Lane,South,P11,Office Chair,Furniture,2,120.00,0,240.00,40.00',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

describe('a column of only figure words (total_amount) stands for sales', () => {
  test('"total sales" and "sales in 2023" sum total_amount', () => {
    expect(answered('What were total sales?').answer).toBe('934.25');
    expect(answered('What were total sales in 2023?').explanation).toMatch(
      /^Sum of total_amount where order_date is in 2023/,
    );
  });

  test('"the highest sales" ranks customers by total_amount, not by rows', () => {
    const reply = answered('Which customer had the highest sales?');
    expect(reply.names).toEqual(['Alice Moss']);
    expect(reply.explanation).toMatch(/^Sum of total_amount by customer_name/);
  });

  test('"profit margin" is profit over total_amount', () => {
    const reply = answered('What is the profit margin by category?');
    expect(reply.explanation).toMatch(/^profit as % of total_amount by category/);
    expect(reply.table?.values).toEqual([19.18, 10.77].map((value) => expect.closeTo(value, 2)));
  });
});
