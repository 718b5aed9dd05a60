import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A marketplace's product listings: a star `rating` beside the number of ratings behind it,
 * prices in rupees, some counts in Indian digit grouping ('1,79,691').
 */
const LISTINGS = csvTables(
  'listings',
  'products.csv',
  [
    'product_id,product_name,rating,rating_count,discounted_price,actual_price,discount_percentage',
    'B01,USB Cable,4.2,"24,269",₹399,"₹1,099",64%',
    'B02,Smart TV,4.4,"1,79,691","₹1,09,990","₹1,39,900",21%',
    'B03,Fan Heater,2.0,650,"₹2,199","₹3,499",37%',
    'B04,Blender,3.8,120,₹999,"₹1,999",50%',
    'B05,Wifi Adapter,4.0,"4,26,973",₹499,₹999,50%',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LISTINGS);

test('"4 stars or more" compares the rating, as "rated 5 stars" equals it', () => {
  expect(answered('How many products are rated 4 stars or more?').answer).toBe('3');
  expect(answered('What percentage of products are rated 4 stars or more?').answer).toBe('60%');
});

test('"fewer than 1,000 ratings" counts ratings: the column that tallies them, not the rating', () => {
  expect(answered('How many products have fewer than 1,000 ratings?').answer).toBe('2');
  expect(answered('How many products have more than 10,000 ratings?').answer).toBe('3');
});

test('prices and counts in Indian digit grouping keep their lakhs', () => {
  expect(answered('Which product has the highest actual price?').answer).toMatch(/^Smart TV/);
  expect(answered('What is the total rating count?').answer).toBe('631,703');
});

test('"discounted by 50% or more" compares the discount in percent, not the discounted price', () => {
  expect(answered('How many products are discounted by 50% or more?').answer).toBe('3');
  expect(answered('How many products are discounted by more than 50%?').answer).toBe('1');
});

/** A catalogue whose category is a path of levels joined with '|'. */
const CATALOGUE = csvTables(
  'catalogue',
  'catalogue.csv',
  [
    'product_id,category,rating',
    'P1,Electronics|Headphones|In-Ear,4.0',
    'P2,Electronics|Televisions|SmartTelevisions,4.4',
    'P3,Home&Kitchen|Heating|FanHeaters,2.0',
    'P4,Computers&Accessories|Cables|USBCables,4.2',
    'P5,Electronics|Headphones|On-Ear,3.6',
  ].join('\n'),
);

test('the first level of a category path names every row under it', () => {
  expect(tableAnswerTo('Average rating of Electronics products', CATALOGUE).answer).toBe('4');
  expect(tableAnswerTo('How many products in Home&Kitchen?', CATALOGUE).answer).toBe('1');
});

test('"items" are the products a row is where the headers call them products', () => {
  expect(answered('How many items are there?').answer).toBe('5');
  expect(answered('How many items sell for more than ₹10,000 after discount?').answer).toBe('1');
});
