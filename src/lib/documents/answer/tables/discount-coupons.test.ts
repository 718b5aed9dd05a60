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
