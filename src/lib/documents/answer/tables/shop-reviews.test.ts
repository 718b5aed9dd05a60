import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A shop's product reviews: a 1 to 5 `rating`, a stock phrase, a sentiment label and a date. */
const REVIEWS = csvTables(
  'reviews',
  'reviews.csv',
  [
    'review_id,customer_id,product_id,rating,review_text,sentiment_label,review_date',
    'R1,C1,P1,1,Could be better,Negative,2024-08-20',
    'R2,C2,P1,5,Amazing product,Positive,2024-09-02',
    'R3,C3,P2,4,Nice product,Positive,2024-10-11',
    'R4,C1,P2,5,Amazing product,Positive,2024-09-30',
    'R5,C4,P3,2,Could be better,Negative,2025-01-05',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, REVIEWS);

test('"star rating" names the rating column: stars are what a rating is counted in', () => {
  expect(answered('Average star rating for each sentiment label').answer).toMatch(
    /^Positive \(4\.67\)/,
  );
  expect(answered('How many reviews are there for each star rating?').answer).toMatch(
    /highest 5 \(2\)/,
  );
});

test('a review is written and says its text: neither verb names a column', () => {
  expect(
    answered('How many reviews were written between 15 August 2024 and 15 September 2024?').answer,
  ).toBe('2');
  expect(answered('How many reviews say "Could be better"?').answer).toBe('2');
});

test("'how many 5-star reviews': the stars before the counted noun say which, the count is still led", () => {
  expect(answered('How many 5-star reviews did we get?').answer).toBe('2');
  expect(answered('How many 1 star reviews are there?').answer).toBe('1');
});

test("'review count by sentiment', 'monthly review count': a noun's count is the number of them", () => {
  const bySentiment = answered('Review count by sentiment');
  expect(bySentiment.table?.rows.map((row) => row[0])).toEqual(['Positive', 'Negative']);
  expect(bySentiment.table?.values).toEqual([3, 2]);
  expect(answered('What is the review count in 2024?').answer).toBe('4');
});

test("a header holding 'count' is read as written: 'the review count' of `review_count` adds it up", () => {
  const products = csvTables(
    'products',
    'products.csv',
    ['product_id,category,review_count', 'P1,Audio,120', 'P2,Audio,30', 'P3,Home,7'].join('\n'),
  );
  expect(tableAnswerTo('What is the total review count?', products).answer).toBe('157');
});
