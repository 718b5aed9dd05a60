import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A survey's 1-to-5 scores, one column headed by initials (`cs_response_time`). */
const SURVEY = csvTables(
  'survey',
  'feedback.csv',
  [
    'respondent,channel,cs_response_time,ease_of_use',
    'r1,Web,4,3',
    'r2,Web,2,5',
    'r3,Phone,5,4',
    'r4,Phone,3,2',
  ].join('\n'),
);

test('"rating" after a score column says what kind of figure it is', () => {
  const asked = tableAnswerTo('Average customer service response time rating per channel', SURVEY);
  expect(asked.explanation).toMatch(/^Average of cs_response_time by channel/);
  expect(asked.answer).toMatch(/Phone \(4\)/);
});

/** Product reviews, an e-mail given only now and then. */
const REVIEWS = csvTables(
  'reviews',
  'reviews.csv',
  [
    'sku,rating,reviewer,email',
    'A1,5,Ann,ann@example.com',
    'A1,4,Bob,',
    'B2,3,Cy,cy@example.com',
    'B2,2,Di,',
    'C3,5,Ed,',
  ].join('\n'),
);

test('"an email address" is a cell of the `email` column', () => {
  expect(tableAnswerTo('How many reviews include an email address?', REVIEWS).answer).toBe('2');
});

/** Reviews of products coded by SKU, each review titled by its writer ('Love it' twice). */
const PRODUCT_REVIEWS = csvTables(
  'reviews',
  'products_reviews.csv',
  [
    'sku,rating_value,title',
    'A1,5,Great bag',
    'A1,5,Love it',
    'B2,3,Too small',
    'B2,5,Love it',
    'C3,5,Perfect',
  ].join('\n'),
);

test('products are the SKUs that code them, not the titles of their reviews', () => {
  const reviewed = tableAnswerTo('How many different products were reviewed?', PRODUCT_REVIEWS);
  expect(reviewed.answer).toBe('3');
  const top = tableAnswerTo('Which products have an average rating of 5?', PRODUCT_REVIEWS);
  expect(top.explanation).toMatch(/^Average of rating_value by sku/);
  expect(top.answer).toBe('A1, C3');
});

/** A catalogue coded by SKU, a name beside each. */
const CATALOGUE = csvTables(
  'catalogue',
  'products.csv',
  ['sku,name,price', 'A1,Tote bag,30', 'B2,Backpack,55', 'C3,Water bottle,12'].join('\n'),
);

test('a product coded by SKU is still answered by the name beside it', () => {
  expect(tableAnswerTo('Which product is the most expensive?', CATALOGUE).answer).toMatch(
    /^Backpack/,
  );
});

/** Market prices in the local currency beside the same prices converted to dollars. */
const MARKET_PRICES = csvTables(
  'prices',
  'market_prices.csv',
  [
    'date,commodity,currency,price,usdprice',
    '2020-01-15,Maize,NIO,120,4.5',
    '2020-01-15,Rice,NIO,3,5',
    '2020-02-15,Beans,NIO,80,2.9',
  ].join('\n'),
);

test('"the local price" beside a dollar price is the figure not converted', () => {
  const asked = tableAnswerTo(
    'In how many rows is the local price higher than the USD price?',
    MARKET_PRICES,
  );
  expect(asked.answer).toBe('2');
  expect(asked.explanation).toMatch(/price is above usdprice/);
});

/** A weekly series, an event named in the weeks it fell in. */
const WEEKS = csvTables(
  'weeks',
  'weekly_media.csv',
  [
    'DATE,revenue,tv_spend,events',
    '2020-01-06,100,5,na',
    '2020-01-13,250,7,launch',
    '2020-01-20,120,4,na',
    '2020-01-27,90,3,na',
  ].join('\n'),
);

test('"the week of <value>" of a weekly series is the row the value is on', () => {
  expect(tableAnswerTo('How much revenue came in the week of launch?', WEEKS).answer).toBe('250');
});
