import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A marketplace's listings: lower-case snake_case headers, `review_count` beside a
 * `rating_average` that is 0.0 wherever no one reviewed the product.
 */
const LISTINGS = csvTables(
  'listings',
  'products.csv',
  [
    'id,name,brand,review_count,rating_average,fulfillment_type',
    '101,Canvas backpack,Sakos,0,0.0,dropship',
    '102,Laptop sleeve,Sakos,3,4.0,dropship',
    '103,Cabin suitcase,Bamozo,5,5.0,tiki_delivery',
    '104,Travel duffel,Bamozo,0,0.0,tiki_delivery',
    '104,Travel duffel,Bamozo,2,3.0,tiki_delivery',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LISTINGS);

test('"ids" typed in lower case is the plural of an ID column, as "IDs" is', () => {
  expect(answered('How many unique product ids are in the list?').answer).toBe('4');
  expect(answered('How many unique product IDs are in the list?').answer).toBe('4');
});

test('a participle of a number column before the rows it describes keeps the rows that have some', () => {
  expect(answered('What is the median rating of reviewed products?').answer).toBe('4');
  expect(
    answered('Among reviewed products, what is the average rating per fulfillment type?')
      .explanation,
  ).toMatch(/where review_count is above 0/);
  expect(answered('What are the top 2 most reviewed brands?').explanation).not.toMatch(/above 0/);
});

/** The same listings with the shop each is sold by and the price before a discount. */
const SHOP_LISTINGS = csvTables(
  'shop-listings',
  'listings.csv',
  [
    'id,name,current_seller,original_price,price,review_count,quantity_sold',
    '1,Canvas backpack,Gu Bag Store,200000,150000,4,30',
    '2,Laptop sleeve,Gu Bag Store,90000,90000,6,12',
    '3,Cabin suitcase,Bamozo Official,900000,850000,3,5',
    '4,Travel duffel,Praza,300000,300000,0,0',
  ].join('\n'),
);

const shopAnswered = (question: string) => tableAnswerTo(question, SHOP_LISTINGS);

test('with no store or shop column, the sellers of a marketplace are its shops', () => {
  expect(shopAnswered('Which shop has the most reviews?').answer).toMatch(/^Gu Bag Store/);
});

test('"sell for less than" compares the price, not the units sold', () => {
  expect(shopAnswered('How many products sell for less than their original price?').answer).toBe(
    '2',
  );
  expect(shopAnswered('How many products sold for more than 100,000?').answer).toBe('3');
});

test('"per listing" after an average is per row', () => {
  expect(shopAnswered('What is the average number of reviews per listing?').answer).toBe('3.25');
});

test('a participle of a column that holds more than its count keeps every row', () => {
  const deliveries = csvTables(
    'deliveries',
    'deliveries.csv',
    [
      'ID,Delivery_person_ID,Delivery_person_Age,Order_Date,City',
      'a1,P1,30,2022-03-01,Urban',
      'a2,P2,0,2022-03-02,Urban',
      'a3,P1,25,2022-03-03,Metropolitian',
    ].join('\n'),
  );
  expect(
    tableAnswerTo('How many different delivery persons delivered orders?', deliveries).answer,
  ).toBe('2');
});

test('a value in brackets after its gloss is read for the gloss', () => {
  expect(
    answered('What percentage of all reviews went to products delivered by Tiki (tiki_delivery)?')
      .answer,
  ).toBe('70%');
});

test('a number of stars is a value of the rating column', () => {
  expect(answered('How many products have a perfect 5 star rating?').answer).toBe('1');
  expect(answered('How many reviews do products rated 4 stars have?').answer).toBe('3');
});

test('"how many shops sell …" counts the shops, not the units they sold', () => {
  expect(shopAnswered('How many different shops sell on this list?').answer).toBe('3');
  expect(shopAnswered('How many shops sell more than 10 units?').answer).toBe('1');
});
