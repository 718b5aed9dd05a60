import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Airline bookings: a booking and a departure date, a cabin class and a True/False cancelled flag. */
const BOOKINGS = csvTables(
  'bookings',
  'airline_bookings.csv',
  [
    'booking_id,booking_date,departure_date,origin,destination,cabin_class,total_fare,is_cancelled',
    'BK1,2024-11-06,2024-12-28 00:00:00,NYC,Tokyo,Economy,500,False',
    'BK2,2024-11-14,2024-12-27 00:00:00,London,Paris,Economy,300,True',
    'BK3,2024-12-25,2025-02-18 00:00:00,NYC,Tokyo,Business,1500,False',
    'BK4,2025-01-05,2025-02-10 00:00:00,Dubai,Mumbai,Business,1200,False',
    'BK5,2025-01-20,2025-03-01 00:00:00,NYC,Paris,Economy,450,False',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, BOOKINGS);

test('"the cancellation rate" is the rate of an `is_cancelled` flag, as "the churn rate" is', () => {
  expect(answered('What is the cancellation rate?').value).toBeCloseTo(20);
  const byClass = answered('What is the cancellation rate for each cabin class?');
  expect(byClass.explanation).toMatch(/^Share of rows where is_cancelled is True in each cabin_class/);
  expect(byClass.table?.values).toEqual([33.33333333333333, 0].map((value) => expect.closeTo(value)));
});
