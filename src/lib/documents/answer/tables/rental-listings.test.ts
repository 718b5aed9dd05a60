import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Short-term rental listings: a neighbourhood, a room type and a price a night, no word for it. */
const LISTINGS = csvTables(
  'listings',
  'listings.csv',
  [
    'id,neighbourhood,room_type,accommodates,price',
    '1,Downtown,Entire home/apt,4,150',
    '2,Downtown,Private room,2,80',
    '3,Kitsilano,Entire home/apt,6,250',
    '4,West End,Private room,1,70',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LISTINGS);

test('"nightly" is the price, which a rental already gives by the night', () => {
  expect(answered("What's the average nightly price?").answer).toBe('137.5');
  expect(answered('Average nightly price in Downtown?').answer).toBe('115');
});
