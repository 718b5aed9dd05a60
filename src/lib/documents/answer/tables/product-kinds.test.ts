import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** An electronics shop's order lines: its few products named with their kind last. */
const ORDERS = csvTables(
  'orders',
  'Sales_April_2019.csv',
  [
    'Order ID,Product,Quantity Ordered,Price Each',
    '1,27in FHD Monitor,1,149.99',
    '2,34in Ultrawide Monitor,2,379.99',
    '3,AA Batteries (4-pack),3,3.84',
    '4,AAA Batteries (4-pack),2,2.99',
    '5,Wired Headphones,1,11.99',
    '6,USB-C Charging Cable,2,11.95',
    '7,Lightning Charging Cable,1,14.95',
    '8,iPhone,1,700',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

test('a kind several product names end in names every product of that kind', () => {
  expect(answered('How many monitors were sold?').answer).toBe('3');
  expect(answered('How many batteries were sold?').answer).toBe('5');
  expect(answered('How many charging cables were sold?').answer).toBe('3');
  expect(answered('How many monitors were sold?').explanation).toContain(
    'Product includes Monitor',
  );
});

test('a kind only one product is named by stays that product’s name', () => {
  expect(answered('How many Wired Headphones were sold?').answer).toBe('1');
});

/** A book list whose genres end in 'Books': the books are its rows, not two of its genres. */
const BOOKS = csvTables(
  'books',
  'Books_df.csv',
  [
    'Title,Main Genre,Price',
    'A,Children’s Books,10',
    'B,School Books,20',
    'C,Arts & Photography,30',
    'D,Comics,40',
    'E,Crafts & Hobbies,50',
    'F,Fiction,60',
  ].join('\n'),
);

test('a column of genres, not of things sold, lends no kind', () => {
  expect(tableAnswerTo('How many books cost more than 15?', BOOKS).answer).toBe('5');
});
