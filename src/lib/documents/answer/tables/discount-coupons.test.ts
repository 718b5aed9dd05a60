import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A delivery app's coupons: each runs from a `start_date` to an `end_date`. */
const COUPONS = csvTables(
  'coupons',
  'coupons.csv',
  [
    'coupon_id,coupon_code,discount_type,discount_value,start_date,end_date,is_active',
    '1,FOODIE125,Flat,75,2025-12-03,2026-09-07,1',
    '2,HAPPY189,Flat,50,2024-08-13,2027-01-09,1',
    '3,LUNCH617,Percentage,30,2026-03-02,2027-02-28,0',
    '4,LUNCH559,Flat,250,2026-03-14,2027-05-18,0',
    '5,SUPER101,Percentage,20,2025-01-10,2026-11-20,1',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, COUPONS);

test('"began" and "launched" are of the start date, "expire" of the end date', () => {
  expect(answered('How many coupons began in March 2026?').answer).toBe('2');
  expect(answered('How many coupons were launched in 2025?').answer).toBe('2');
  expect(answered('How many coupons expire in Q1 2027?').answer).toBe('2');
  expect(answered('How many coupons expired in 2026?').answer).toBe('2');
});

/** Coupon codes used twice, each row with its own cap on how often it may be used. */
const CAPPED = csvTables(
  'coupons',
  'capped-coupons.csv',
  [
    'coupon_id,coupon_code,discount_type,usage_limit',
    '1,HAPPY400,Flat,4600',
    '2,HAPPY400,Flat,2200',
    '3,HAPPY582,Percentage,4900',
    '4,WELCOME367,Flat,1300',
  ].join('\n'),
);

test('a limit is a cap on one thing: averaged per group, added up only for a total', () => {
  // Summed, HAPPY400's two caps (6,800) would outrank HAPPY582's one of 4,900.
  const highest = tableAnswerTo('Which coupon code has the highest usage limit?', CAPPED);
  expect(highest.answer).toBe('HAPPY582 (4,900)');
  expect(tableAnswerTo('What is the total usage limit?', CAPPED).answer).toBe('13,000');
});
