import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Reviews scraped from a marketplace: Capitalised snake_case headers that all begin with the row's
 * noun (Review_ASIN, Review_Title, Review_Date), titles shared by many reviews (one titled just
 * 'Review'), and a review shown on two colour variants of a product written on two rows.
 */
const REVIEWS = csvTables(
  'reviews',
  'Reviews.csv',
  [
    'Product_Name,Product_ASIN,Review_ASIN,Review_Title,Review_Date,Rating,Helpful_Votes',
    'Alpha Headphones (Black),B0CBFYNWWG,RGEV3G341VI32,Good product,2024-12-01,5,1.0',
    'Alpha Headphones (Black),B0CBFYNWWG,R1ASCQM7HWPVTO,Good product,2024-12-02,5,',
    'Alpha Headphones (Blue),B0CBFZYZM6,R1ASCQM7HWPVTO,Good product,2024-12-02,5,2.0',
    'Beta Earbuds,B0D7PXB3SH,R3SDKBDQXBCT63,Review,2024-12-03,1,0.0',
    'Beta Earbuds,B0D7PXB3SH,R3PG30F3BQYETR,Too quiet,2024-12-04,2,3.0',
    'Beta Earbuds,B0D7PXB3SH,R1P3HUDXSZGIX1,Good product,2024-12-05,5,1.0',
    'Gamma Speaker,B07234XXJF,R2KX0VQ8ZL4M1A,Value for money,2024-12-06,4,',
    'Gamma Speaker,B07234XXJF,R3M9D2TQ7WVE5B,Good product,2024-12-07,5,4.0',
    'Gamma Speaker,B07234XXJF,R1Z8Y7X6W5V4U3,Value for money,2024-12-08,3,0.0',
    'Delta Headset,B08XY16Y6J,RQ2W3E4R5T6Y7U,Good product,2025-01-02,5,1.0',
    'Delta Headset,B08XY16Y6J,R2A3S4D5F6G7H8,Headphones,2025-01-03,4,',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, REVIEWS);

test('"reviews" of headers that all begin with Review names the rows, not a review titled "Review"', () => {
  const december = answered('How many reviews were posted in December 2024?');
  expect(december.explanation).not.toMatch(/Review_Title is Review/);
  expect(december.answer).toBe('8');
});

test('reviews are counted by their ID, not by a title many of them share', () => {
  expect(answered('How many reviews are there?').answer).toBe('10');
  expect(answered('How many 5-star reviews are there?').answer).toBe('5');
  expect(answered('What percentage of reviews are 5 stars?').answer).toBe('50%');
});

test('a brand that begins the product names keeps the rows of its products', () => {
  expect(answered('How many reviews of the Alpha headphones are there?').answer).toBe('2');
  expect(answered('What is the average rating of Alpha products?').answer).toBe('5');
});
