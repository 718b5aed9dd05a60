import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A sportswear maker's sales by retailer, saved from Excel in a comma-decimal locale: `;`
 * between cells and the invoice day as Excel's day serial (43831 is 1 January 2020).
 */
const SNEAKERS = csvTables(
  'sneakers',
  'sales-sneakers.csv',
  [
    'Retailer;Invoice Date;Product;Units Sold;Total Sales;Operating Margin',
    "Foot Locker;43831;Men's Street Footwear;1200;600000;0,5",
    "Foot Locker;43862;Men's Apparel;1000;500000;0,3",
    "Walmart;44197;Women's Apparel;850;382500;0,35",
    "Walmart;44228;Men's Street Footwear;900;405000;0,4",
    "West Gear;44561;Women's Apparel;700;315000;0,45",
  ].join('\n'),
);

test('a date column written as Excel day serials answers years, quarters and months', () => {
  expect(tableAnswerTo('What were total sales in 2021?', SNEAKERS).answer).toBe('1,102,500');
  expect(tableAnswerTo('How many units were sold in Q1 2020?', SNEAKERS).answer).toBe('2,200');
  expect(tableAnswerTo('Total sales in February 2021?', SNEAKERS).answer).toBe('405,000');
});

/** A web shop's orders: a quantity, a unit price and the amount paid (less any discount). */
const ORDERS = csvTables(
  'orders',
  'web_orders.csv',
  [
    'Order_ID,Date,City,Product_Category,Unit_Price,Quantity,Total_Amount',
    'ORD_1,2023-01-01,Bursa,Toys,50,2,100',
    'ORD_2,2023-01-02,Konya,Books,20,1,20',
    'ORD_3,2023-02-03,Bursa,Toys,40,3,120',
    'ORD_4,2023-02-04,Izmir,Food,10,4,36',
  ].join('\n'),
);

test('"revenue per item sold" divides the total by the quantity column, not by products', () => {
  expect(tableAnswerTo('What is the average revenue per item sold?', ORDERS).answer).toBe('27.6');
  expect(tableAnswerTo('What is the revenue per unit?', ORDERS).answer).toBe('27.6');
  // An item's own price is still averaged over the rows.
  expect(tableAnswerTo('What is the average unit price?', ORDERS).answer).toBe('30');
});

test('a margin written as a fraction is averaged per group, never added up', () => {
  const byRetailer = tableAnswerTo('What is the operating margin by retailer?', SNEAKERS);
  expect(byRetailer.explanation).toMatch(/^Average of Operating Margin by Retailer/);
  // West Gear 0.45, Foot Locker (0.5 + 0.3) / 2, Walmart (0.35 + 0.4) / 2.
  expect(byRetailer.table!.values).toEqual([0.45, 0.4, 0.375]);
  const dollars = csvTables(
    'margins',
    'margins.csv',
    ['Store,Margin', 'A,1200', 'A,800', 'B,500'].join('\n'),
  );
  expect(tableAnswerTo('What is the margin by store?', dollars).table!.values).toEqual([2000, 500]);
});
