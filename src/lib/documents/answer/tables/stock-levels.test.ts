import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Stock held per warehouse, with a unit cost and no value column. */
const STOCK = csvTables(
  'stock',
  'inventory.csv',
  [
    'SKU,Product Name,Category,Warehouse,Qty On Hand,Reorder Level,Unit Cost,Status',
    'BEV-0001,Cola 12 pack,Beverages,North DC,120,50,4.5,Active',
    'BEV-0002,Lemonade,Beverages,South DC,0,20,2.25,Active',
    'SNA-0003,Pretzels,Snacks,North DC,35,50,1.8,Discontinued',
    'DAI-0004,Butter,Dairy,South DC,80,20,3.1,Active',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, STOCK);

test('"the stock value" is each row\'s quantity held times its unit cost, added up', () => {
  const value = answered('What is the total stock value?');
  expect(value.value).toBeCloseTo(851);
  expect(value.explanation).toBe('Sum of Unit Cost × Qty On Hand, 4 rows.');
  expect(answered('What is the inventory value by warehouse?').table?.values).toEqual([603, 248]);
});

test('"out of stock" is a quantity held of 0, "in stock" above it', () => {
  expect(answered('How many products are out of stock?').value).toBe(1);
  expect(answered('How many products are in stock?').value).toBe(3);
  expect(answered('How many products are below their reorder level?').value).toBe(2);
  // The stock the phrase names is compared, not a figure to take a share of.
  const share = csvTables('stock', 'stock.csv', 'SKU Code,Stock\nA-1,5\nA-2,0\nA-3,0\nA-4,7');
  expect(tableAnswerTo('What percentage of SKUs are out of stock?', share).value).toBe(50);
});
