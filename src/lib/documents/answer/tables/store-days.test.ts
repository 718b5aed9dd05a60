import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A drug store chain's store days: a row per store and day, 0/1 Open and Promo flags. */
const DAYS = csvTables(
  'store days',
  'store_sales.csv',
  [
    'Store,DayOfWeek,Date,Sales,Customers,Open,Promo',
    '1,5,2015-07-31,5000,500,1,1',
    '2,5,2015-07-31,9000,900,1,1',
    '3,5,2015-07-31,4000,400,1,0',
    '1,4,2015-07-30,6000,600,1,0',
    '2,4,2015-07-30,0,0,0,0',
    '3,4,2015-07-30,2000,200,1,0',
    '1,7,2015-07-26,0,0,0,0',
    '2,7,2015-07-26,8000,800,1,1',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, DAYS);

test('"averaged" asks for an average, and "more than N in sales" compares the sales', () => {
  const stores = answered('Which stores averaged more than 6000 in sales on open days?');
  expect(stores.answer).toMatch(/^Store 2\b/);
  expect(stores.explanation).toMatch(/^Average of Sales by Store where Open is/);
  expect(answered('Which stores had more than 12000 in sales?').answer).toMatch(/^Store 2\b/);
});

test('"more than N in" before a date is left to the dates', () => {
  const busy = answered('How many rows had more than 100 customers in July 2015?');
  expect(busy.answer).toBe('6');
  expect(busy.explanation).toMatch(/Date is in July 2015 and Customers is above 100/);
});

test('"when the store is open" of a 0/1 Open column keeps the rows it marks', () => {
  const open = answered('What are average customers when the store is open?');
  expect(open.value).toBeCloseTo(3400 / 6);
  expect(open.explanation).toMatch(/where Open is/);
});

test('visiting, serving and a promo running ask nothing of their own', () => {
  expect(answered('How many customers visited in July 2015?').answer).toBe('3,400');
  expect(answered('Which store served the fewest customers overall?').answer).toMatch(/^Store 3\b/);
  expect(answered('What percentage of rows had a promo running?').value).toBeCloseTo(37.5);
});
