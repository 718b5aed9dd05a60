import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** An electronics shop's order lines: the city and state only inside the purchase address. */
const ORDERS = csvTables(
  'orders',
  'Sales_April_2019.csv',
  [
    'Order ID,Product,Quantity Ordered,Price Each,Order Date,Purchase Address',
    '1,USB-C Cable,2,11.95,04/19/19 08:46,"917 1st St, Dallas, TX 75001"',
    '2,Headphones,1,99.99,04/07/19 22:30,"682 Chestnut St, Boston, MA 02215"',
    '3,iPhone,1,700,04/12/19 14:38,"669 Spruce St, Los Angeles, CA 90001"',
    '4,USB-C Cable,3,11.95,04/12/19 14:38,"669 Spruce St, Los Angeles, CA 90001"',
    '5,Headphones,2,99.99,04/30/19 09:27,"333 8th St, Los Angeles, CA 90001"',
    '6,iPhone,1,700,04/29/19 13:03,"381 Wilson St, San Francisco, CA 94016"',
    '7,USB-C Cable,1,11.95,04/02/19 07:46,"668 Center St, Seattle, WA 98101"',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

test('the city and state inside an address are columns a question can group by', () => {
  expect(answered('Which city had the most orders?').answer).toBe('Los Angeles (3)');
  expect(answered('Which state had the highest sales?').answer).toMatch(/^CA \(/);
  expect(answered('Total revenue by city').explanation).toContain('by City');
});

test('a state named in full finds the addresses that give its code', () => {
  expect(answered('How many orders were shipped to Texas?').answer).toBe('1');
  expect(answered('How many orders went to California?').answer).toBe('4');
});

test('the overview says where the parts were read from, and counts the file’s own columns', () => {
  const overview = answered('Describe this data');
  expect(overview.answer).toBe('7 rows, 6 columns');
  expect(JSON.stringify(overview.table)).toContain('read from Purchase Address');
});

test('a table with its own City column keeps it, and reads no second one', () => {
  const [stores] = csvTables(
    'stores',
    'stores.csv',
    [
      'Store,City,Address,Sales',
      'A,Dallas,"917 1st St, Dallas, TX 75001",10',
      'B,Boston,"682 Chestnut St, Boston, MA 02215",20',
    ].join('\n'),
  );
  expect(stores!.table.columns.map((column) => column.name)).toEqual([
    'Store',
    'City',
    'Address',
    'Sales',
    'State',
  ]);
});
