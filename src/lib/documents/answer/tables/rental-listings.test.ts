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
    '5,Downtown,Entire home/apt,8,400',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LISTINGS);

test('"nightly" is the price, which a rental already gives by the night', () => {
  expect(answered("What's the average nightly price?").answer).toBe('190');
  expect(answered('Average nightly price in Downtown?').answer).toBe('210');
});

test('"the most expensive listing" is one row, ranked by its price, not a group\'s average', () => {
  expect(answered('Which neighbourhood has the most expensive listing?').answer).toBe(
    'Downtown (400)',
  );
  expect(answered('In which neighbourhood is the single most expensive listing?').answer).toBe(
    'Downtown (400)',
  );
  expect(answered('Which neighbourhood is the most expensive on average?').answer).toBe(
    'Kitsilano (250)',
  );
});

test('"sleeps" is how many a rental accommodates, and the guests after the figure what it counts', () => {
  expect(answered('How many listings sleep 6 or more guests?').answer).toBe('2');
  expect(answered('How many listings accommodate 4 or more people?').answer).toBe('3');
});

test('a value with a slash ("Entire home/apt") is named by either word, or both with "or"', () => {
  expect(answered('How many entire homes are there?').answer).toBe('3');
  expect(answered('Average price of entire apartments?').answer).toBe('266.67');
  expect(answered('What percentage of listings are entire homes or apartments?').answer).toBe(
    '60%',
  );
});

test('a pair alone ("Grenache/Shiraz") is a blend, so "Shiraz" names only the Shiraz', () => {
  const wines = csvTables(
    'wines',
    'wines.csv',
    ['variety,points', 'Shiraz,90', 'Grenache/Shiraz,86', 'Shiraz,88'].join('\n'),
  );
  expect(tableAnswerTo('What is the average points for Shiraz?', wines).answer).toBe('89');
});
