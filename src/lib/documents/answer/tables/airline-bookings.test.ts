import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/**
 * Airline bookings: a booking and a departure date, a cabin class, a True/False cancelled flag and
 * a count of the passenger's bookings in the last 24 hours.
 */
const BOOKINGS = csvTables(
  'bookings',
  'airline_bookings.csv',
  [
    'booking_id,booking_date,departure_date,cabin_class,total_fare,is_cancelled,bookings_last_24h',
    'BK1,2024-11-06,2024-12-28 00:00:00,Economy,500,False,0',
    'BK2,2024-11-14,2024-12-27 00:00:00,Economy,300,True,2',
    'BK3,2024-12-25,2025-02-18 00:00:00,Business,1500,False,1',
    'BK4,2025-01-05,2025-02-10 00:00:00,Business,1200,False,0',
    'BK5,2025-01-20,2025-03-01 00:00:00,Economy,450,False,5',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, BOOKINGS);

test('"the cancellation rate" is the rate of an `is_cancelled` flag, as "the churn rate" is', () => {
  expect(answered('What is the cancellation rate?').value).toBeCloseTo(20);
  const byClass = answered('What is the cancellation rate for each cabin class?');
  expect(byClass.explanation).toMatch(
    /^Share of rows where is_cancelled is True in each cabin_class/,
  );
  expect(byClass.table?.values).toEqual(
    [33.33333333333333, 0].map((value) => expect.closeTo(value)),
  );
});

test('"the last month" is a period beside a `bookings_last_24h` column said only in part', () => {
  const last = answered('How many bookings were made in the last month?');
  expect(last.answer).toBe('2');
  expect(last.explanation).toMatch(/booking_date is in January 2025/);
  expect(answered('How many bookings were made in the last month of the data?').answer).toBe('2');
});

test("an account's age said apart from it ('the age to have an account') leaves the question to the passages", () => {
  const accounts = csvTables(
    'accounts',
    'airline_bookings.csv',
    ['booking_id,total_fare,account_age_days', 'BK1,500,876', 'BK2,300,927'].join('\n'),
  );
  const asked = (question: string) =>
    answerTableQuestion(question, accounts, { previous: null, chosen: null });
  expect(asked('What is the minimum age to have an account on GitHub?')).toBeNull();
  expect(tableAnswerTo('What is the minimum account age in days?', accounts).value).toBe(876);
});
