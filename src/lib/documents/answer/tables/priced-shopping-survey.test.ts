import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A shopping survey's purchases: the amount headed with its currency code, `(GBP)`. */
const PURCHASES = csvTables(
  'purchases',
  'shopping_trends.csv',
  [
    'Customer ID,Age,Gender,Item Purchased,Category,Purchase Amount (GBP),Size,Color,Previous Purchases(GBP),Frequency of Purchases',
    '1,55,Male,Blouse,Clothing,53,L,Gray,14,Weekly',
    '2,19,Male,Sweater,Clothing,64,L,Maroon,2,Weekly',
    '3,50,Male,Jeans,Clothing,73,S,Maroon,23,Weekly',
    '4,21,Male,Sandals,Footwear,90,M,Maroon,49,Monthly',
    '5,45,Female,Blouse,Clothing,49,M,Gray,31,Monthly',
    '6,46,Female,Sneakers,Footwear,20,M,Olive,14,Weekly',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, PURCHASES);

test('a record figure headed with its currency code is the money spent ("Purchase Amount (GBP)")', () => {
  expect(answered("What's the total spend?").answer).toBe('349');
  expect(answered('Which item brings in the most money?').answer).toContain('Blouse');
  expect(answered('How much did men spend on clothing?').answer).toBe('190');
});

test('"colour" names a `Color` column, as "licence" names a license', () => {
  expect(answered('How many distinct colours show up in the data?').answer).toBe('3');
});

test('"in pounds" is the unit of a header ending (GBP), not a column to look for', () => {
  expect(answered("What's the total spend in pounds?").answer).toBe('349');
});

test('"shop" asks what a customer does, as "buy" does', () => {
  expect(answered('How many customers over 40 shop weekly?').answer).toBe('3');
});

test('"purchase frequencies" side by side name `Frequency of Purchases`, not the purchase amount', () => {
  expect(answered('Which purchase frequencies have an average spend above 60?').answer).toBe(
    'Monthly (69.5)',
  );
  expect(answered('Which purchase frequency has the highest average spend?').answer).toContain(
    'Monthly',
  );
});
