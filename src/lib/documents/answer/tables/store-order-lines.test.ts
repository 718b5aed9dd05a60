import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** An electronics shop's order lines: US dates with a time, a quantity and a price each. */
const ORDERS = csvTables(
  'orders',
  'store_orders.csv',
  [
    'Order ID,Product,Quantity Ordered,Price Each,Order Date,Purchase Address',
    '1001,iPhone,1,700,04/02/19 10:15,"1 Main St, Seattle, WA 98101"',
    '1002,AA Batteries (4-pack),3,3.84,04/09/19 12:00,"2 Oak St, Boston, MA 02215"',
    '1003,AA Batteries (4-pack),2,3.84,04/15/19 18:30,"3 Elm St, Seattle, WA 98101"',
    '1004,Wired Headphones,4,11.99,04/16/19 09:05,"4 Pine St, Dallas, TX 75001"',
    '1005,iPhone,2,700,04/28/19 20:45,"5 Lake St, Boston, MA 02215"',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

test('"the first half of April" is days 1 to 15 of the month, not the year\'s first half', () => {
  expect(answered('How many orders were placed in the first half of April?').answer).toBe('3');
  expect(answered('How many orders were placed in the second half of April?').answer).toBe('2');
  expect(answered('How many orders were placed in the first half of 2019?').answer).toBe('5');
});

test('"how many AAA batteries were ordered" adds up `Quantity Ordered`, the verb its header says', () => {
  const batteries = answered('How many AA Batteries (4-pack) were ordered in total?');
  expect(batteries.answer).toBe('5');
  expect(batteries.explanation).toMatch(/^Sum of Quantity Ordered where Product is AA Batteries/);
  expect(answered('On average how many iPhone were ordered per order?').value).toBeCloseTo(1.5);
  // Orders themselves are still counted as rows.
  expect(answered('How many orders were placed?').answer).toBe('5');
});

test('"orders with more than 2 items" beside a quantity compares the quantity; the orders are counted', () => {
  const share = answered('What share of orders had more than 2 items?');
  expect(share.answer).toBe('40%');
  expect(share.explanation).toMatch(/^Share of Order ID where Quantity Ordered is above 2/);
  expect(answered('How many orders had more than 2 items?').answer).toBe('2');
  // 'one item' in the singular is still the quantity, not the order's money.
  const more = answered('How many orders had more than one item?');
  expect(more.answer).toBe('4');
  expect(more.explanation).toMatch(/^Sum of Quantity Ordered by Order ID, where it is above 1/);
});

test('a city inside a Purchase Address names every address holding it', () => {
  const seattle = answered('How many orders went to addresses in Seattle?');
  expect(seattle.answer).toBe('2');
  expect(seattle.explanation).toMatch(/where Purchase Address includes Seattle/);
  expect(answered('What was the total revenue from Boston orders?').value).toBeCloseTo(1411.52);
  // A street or a zip code, with digits, names nothing.
  expect(() => answered('How many orders went to 98101?')).toThrow(/no-match/);
});

/** Wine reviews whose descriptions list aromas with commas, beside a variety column. */
const REVIEWS = csvTables(
  'reviews',
  'wine_reviews.csv',
  [
    'description,points,variety',
    '"Aromas of plum, Shiraz, cherry and oak, with a long finish.",90,Shiraz',
    '"Bright, fresh, Riesling lime notes, crisp acidity and a dry close.",88,Riesling',
    '"Dense, ripe, Shiraz, black pepper, mocha and cedar.",92,Riesling',
  ].join('\n'),
);

test("a description's comma-listed words are no address parts: 'Shiraz' stays the variety", () => {
  expect(tableAnswerTo('What is the average points score for Shiraz?', REVIEWS).answer).toBe('90');
});
