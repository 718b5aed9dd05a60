import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A publisher's book list: one row per book, a `Publishing Year` that also holds an ancient work's
 * year (-560), a `Book Name` left empty once, copies sold as `units sold`.
 */
const BOOK_ROWS = Array.from({ length: 20 }, (_, at) => {
  const year = at === 0 ? -560 : 1996 + at;
  const name = at === 5 ? '' : `The ${String.fromCharCode(65 + at)} Story`;
  const genre = at % 2 === 0 ? 'fiction' : 'nonfiction';
  return `${year},${name},${genre},${(at % 4) + 5}.5,${(at + 1) * 100}`;
});
const BOOKS = csvTables(
  'books',
  'Books_Data_Clean.csv',
  ['Publishing Year,Book Name,genre,sale price,units sold', ...BOOK_ROWS].join('\n'),
);

const aboutBooks = (question: string) => tableAnswerTo(question, BOOKS);

test('a book list counts its rows, an unnamed book too, when nearly every name is its own', () => {
  expect(aboutBooks('How many books are in this list?').answer).toBe('20');
  expect(aboutBooks('How many books are there per genre?').explanation).toMatch(
    /^Count of rows by genre/,
  );
});

test('a year column still holds years beside an ancient work’s year', () => {
  expect(aboutBooks('How many books were published in 2010?').answer).toBe('1');
  expect(aboutBooks('How many books were published between 2000 and 2009?').answer).toBe('10');
  expect(aboutBooks('How many books were published from 2010 onwards?').answer).toBe('6');
});

test('copies sold are units, and titles are the books of a book list', () => {
  expect(aboutBooks('How many copies were sold in total?').value).toBe(21000);
  expect(aboutBooks('What is the average sale price of fiction titles?').value).toBeCloseTo(6.5);
});

/** A shop's click events: an event type written as an action (`add_to_cart`), a product on it. */
const CLICKS = csvTables(
  'clicks',
  'clickstream.csv',
  [
    'customer_id,time_stamp,click_event_type,product_name,product_price',
    '101,2020-07-28T23:17:36,login,,0',
    '101,2020-07-28T23:17:40,add_to_cart,Wine,12.99',
    '101,2020-07-29T23:17:52,add_to_cart,Chips,1.99',
    '102,2020-07-29T23:18:02,browsing,,0',
    '102,2020-07-30T23:18:09,add_to_cart,Wine,12.99',
    '102,2020-07-30T23:18:30,checkout,,0',
  ].join('\n'),
);

const aboutClicks = (question: string) => tableAnswerTo(question, CLICKS);

test('"events" of a `click_event_type` are the rows, not the kinds of click event', () => {
  expect(aboutClicks('How many events are in the log?').answer).toBe('6');
  expect(aboutClicks('Number of events by click event type').explanation).toMatch(
    /^Count of rows by click_event_type/,
  );
});

test('an action written `add_to_cart` is named by its participle, "added to the cart"', () => {
  expect(aboutClicks('What is the total price of products added to carts?').value).toBeCloseTo(
    27.97,
  );
  expect(aboutClicks('Which product was added to the cart most often?').answer).toMatch(/^Wine/);
});

test('"from <date> onwards" is since that date', () => {
  expect(aboutClicks('How many events from 29 July 2020 onwards?').answer).toBe('4');
});

test("'a basket worth more than $50' compares the basket's price, the money it was worth", () => {
  const baskets = csvTables(
    'baskets',
    'clickstream.csv',
    [
      'customer_id,click_event_type,total_price_of_basket,total_number_of_items_in_basket',
      '101,checkout,62.5,3',
      '102,checkout,18,60',
      '103,checkout,75,2',
      '104,browsing,90,4',
    ].join('\n'),
  );
  expect(
    tableAnswerTo('How many checkouts had a basket worth more than $50?', baskets).answer,
  ).toBe('2');
});

test('"units sold per publishing year" groups by the year column, ancient years and all', () => {
  // A book of each year from 1970 to 2009 beside the years asked about and one ancient work.
  const earlier = Array.from({ length: 40 }, (_, at) => `${1970 + at},N${at},1`);
  const books = csvTables(
    'years',
    'books.csv',
    [
      'Publishing Year,Book Name,units sold',
      '-560,The Odyssey,300',
      ...earlier,
      '2010,B,200',
      '2010,C,50',
      '2011,D,400',
      '2012,E,10',
    ].join('\n'),
  );
  for (const question of [
    'Show units sold per publishing year from 2010 onwards',
    'Units sold by publishing year from 2010 onwards',
  ]) {
    const reply = tableAnswerTo(question, books);
    expect(reply.explanation).toMatch(
      /^Sum of units sold by Publishing Year where Publishing Year is at least 2010/,
    );
    expect(reply.table?.rows).toEqual([
      ['2011', '400'],
      ['2010', '250'],
      ['2012', '10'],
    ]);
  }
});
