import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Order lines with a unit price and a quantity but no amount column, and a stock list. */
const ORDER_DETAILS = csvTables(
  'details',
  'order_details.csv',
  [
    'orderID,productName,unitPrice,quantity,discount',
    '1,Chai,18,10,0',
    '1,Chang,19,5,0.1',
    '2,Chai,18,2,0',
  ].join('\n'),
);

const STOCK = csvTables(
  'stock',
  'inventory.csv',
  [
    'SKU,Product Name,Warehouse,Qty On Hand,Reorder Level,Unit Cost',
    'A-100,Blue Mug,North,40,50,2.5',
    'A-101,Red Plate,South,120,60,3.75',
    'B-200,Desk Lamp,North,15,20,12',
  ].join('\n'),
);

const answered = (question: string, tables = ORDER_DETAILS) => tableAnswerTo(question, tables);

test('sales are unitPrice times quantity, never the unit price times itself', () => {
  expect(answered('What were total sales?').explanation).toBe(
    'Sum of unitPrice × quantity, 3 rows.',
  );
  expect(answered('Which product had the highest sales?').answer).toBe('Chai (216)');
  expect(answered('How many units of Chai were sold?').answer).toBe('12');
});

test('"SKUs" counts the SKU column, and a unit cost is averaged per product', () => {
  expect(answered('How many SKUs are there?', STOCK).answer).toBe('3');
  expect(answered('What is the average unit cost by warehouse?', STOCK).table?.values).toEqual([
    7.25, 3.75,
  ]);
  expect(answered('Which product has the highest unit cost?', STOCK).explanation).toMatch(
    /^Average of Unit Cost by Product Name/,
  );
});

test('"below their reorder level" compares the stock held with the level', () => {
  const reply = answered('Which products are below their reorder level?', STOCK);
  expect(reply.names).toEqual(['Blue Mug', 'Desk Lamp']);
  expect(reply.explanation).toContain('Qty On Hand');
});

test("'order lines' are rows even where a column numbers them (Order_line_no)", () => {
  const lines = csvTables(
    'lines',
    'orders.csv',
    [
      'Order_no,Order_line_no,Quantities,Item_price,MSRP',
      '10107,1,30,95.7,95',
      '10107,2,34,81.35,95',
      '10107,3,41,94.74,90',
      '10121,1,20,100,90',
      '10121,2,25,80,90',
      '10134,1,10,70,90',
      '10134,2,12,99,90',
      '10145,1,15,60,90',
    ].join('\n'),
  );
  expect(answered('How many order lines are there?', lines).answer).toBe('8');
  expect(answered('How many order lines had a price above MSRP?', lines).answer).toBe('4');
  expect(answered('How many orders are there?', lines).answer).toBe('4');
});
