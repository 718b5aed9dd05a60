import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Black Friday purchases with every column coded as a number: an age band as one age. */
const SHOPPERS = csvTables(
  'shoppers',
  'purchases.csv',
  [
    'User_ID,Product_ID,Gender,Age,Occupation,City_Category,Purchase',
    '1001,501,1,17,4,1,100',
    '1001,502,1,17,4,1,200',
    '1002,502,0,35,4,2,300',
    '1003,503,1,35,7,2,400',
    '1004,501,0,55,4,3,500',
    '1005,504,1,55,7,3,600',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SHOPPERS);

test('"aged 35" is an age equal to 35', () => {
  expect(answered('Average purchase of shoppers aged 35 in occupation 4').value).toBe(300);
  expect(answered('Total purchase of users aged 17').value).toBe(300);
});

test('an age said of the buyers keeps their rows, never the products by their average age', () => {
  expect(answered('How many different products were bought by users aged 17?').value).toBe(2);
  expect(answered('How many different products were bought by users older than 30?').value).toBe(4);
});

test('"the number of purchases" counts them, as "how many purchases" does, beside a Purchase amount', () => {
  expect(answered('Number of purchases per gender').table?.rows).toEqual([
    ['1', '4'],
    ['0', '2'],
  ]);
  expect(answered('Total purchase by gender').table?.rows).toEqual([
    ['1', '1,300'],
    ['0', '800'],
  ]);
});

test('a ratio of two coded values of one column divides their figures', () => {
  expect(
    answered('What is the ratio of total purchases in city category 2 to city category 1?').value,
  ).toBeCloseTo(700 / 300, 4);
});

test('a number column headed only "Purchase" is what was spent', () => {
  expect(answered('Total spent by shoppers in city category 3').value).toBe(1100);
  expect(answered('Top 2 users by total spend').table?.rows).toEqual([
    ['1005', '600'],
    ['1004', '500'],
  ]);
});
