import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/**
 * A shop's product export (Magento's layout): a `product_type` of two kinds beside columns that
 * also say "product" but hold one value or none (`product_websites`, `display_product_options_in`).
 */
const PRODUCTS = csvTables(
  'products',
  'products.csv',
  [
    'sku,attribute_set_code,product_type,product_websites,name,price,qty,display_product_options_in',
    'MH01-S,Top,simple,base,Chaz Hoodie-S,52,100,',
    'MH01-M,Top,simple,base,Chaz Hoodie-M,52,100,',
    'MH01,Top,configurable,base,Chaz Hoodie,52,0,',
    'MP01-32,Bottom,simple,base,Caesar Pant-32,48,100,',
    'MP01-33,Bottom,simple,base,Caesar Pant-33,48,100,',
    'MP01,Bottom,configurable,base,Caesar Pant,48,0,',
    'MT01-S,Top,simple,base,Logan Tee-S,24,100,',
    'MT01,Top,configurable,base,Logan Tee,24,0,',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, PRODUCTS);

test('"products" are rows when the only other column saying "product" holds one value', () => {
  expect(answered('How many products are there per attribute set?').answer).toBe(
    'Top (5), Bottom (3)',
  );
  expect(answered('How many products have zero quantity?').answer).toBe('3');
});

/** The same shop's product reviews: a rating beside a `rating_code` always `Rating`. */
const REVIEWS = csvTables(
  'reviews',
  'products_reviews.csv',
  [
    'sku,rating_code,rating_value,title,review,reviewer',
    '24-MB01,Rating,2,More pockets,"I prefer more compartments, it is fine for the gym.",Chi',
    '24-MB01,Rating,3,Wish it was longer,"I wanted the handles to be longer so I can wear it.",Filiberto',
    '24-MB02,Rating,5,Great bag,"It barely shows any wear and tear after a long time.",Ana',
    '24-MB02,Rating,4,Wish it was longer,"I wanted the handles to be longer so I can wear it.",Bo',
  ].join('\n'),
);

test('"rating" is the rating figure, not a `rating_code` of one value', () => {
  expect(tableAnswerTo('What is the average rating?', REVIEWS).answer).toBe('3.5');
  expect(tableAnswerTo('What is the average rating for SKU 24-MB01?', REVIEWS).answer).toBe('2.5');
});

/** Stock settings of the export: long headers of which a question may say two words only. */
const SETTINGS = csvTables(
  'settings',
  'products.csv',
  [
    'sku,product_type,name,price,qty,out_of_stock_qty,use_config_min_qty,min_cart_qty,use_config_min_sale_qty,max_cart_qty,use_config_max_sale_qty,is_in_stock',
    'MH01-XS-Black,simple,Chaz Kangeroo Hoodie-XS-Black,52,100,0,1,1,1,0,1,1',
    'MH01-XS-Gray,simple,Chaz Kangeroo Hoodie-XS-Gray,52,100,0,1,1,1,0,1,1',
    'MH01-XS-Orange,simple,Chaz Kangeroo Hoodie-XS-Orange,52,100,0,1,1,1,0,1,1',
    'MH01-S-Black,simple,Chaz Kangeroo Hoodie-S-Black,52,100,0,1,1,1,0,1,1',
  ].join('\n'),
);

test('two words of a five-word header do not make a policy question about the table', () => {
  const reply = answerTableQuestion('What is the fixed minimum membership payment?', SETTINGS, {
    previous: null,
    chosen: null,
  });
  expect(reply).toBeNull();
});

test('reviews written out are counted by row, and "5-star" is a rating, not a reviewer called Star', () => {
  // Twenty reviews, one written word for word twice; a reviewer is called Star.
  const written = Array.from(
    { length: 18 },
    (_, at) =>
      `24-MB${at},${(at % 4) + 2},"Title ${at}","Review number ${at} of the bag. It is fine for me.",R${at}`,
  );
  const reviews = csvTables(
    'written',
    'products_reviews.csv',
    [
      'sku,rating_value,title,review,reviewer',
      '24-MB01,5,"Love it","I use it a lot. It is a good size for the gym.",Star',
      '24-MB01,5,"Love it","I use it a lot. It is a good size for the gym.",Chi',
      ...written,
    ].join('\n'),
  );
  const asked = (question: string) => tableAnswerTo(question, reviews);
  expect(asked('How many reviews are there?').value).toBe(20);
  expect(asked('How many 5-star reviews are there?').value).toBe(6);
  expect(asked('How many 2 star reviews are there?').value).toBe(5);
});

test('"reviews rate 4 or higher" compares the rating, as "rated 4 or higher" does', () => {
  const reviews = csvTables(
    'rates',
    'reviews.csv',
    ['sku,rating_value,reviewer', 'A,5,Ann', 'B,4,Bo', 'C,2,Cy', 'D,1,Di'].join('\n'),
  );
  const share = tableAnswerTo('What percentage of reviews rate 4 or higher?', reviews);
  expect(share.explanation).toMatch(/^Share of rows where rating_value is at least 4 \(2 rows\)/);
});
