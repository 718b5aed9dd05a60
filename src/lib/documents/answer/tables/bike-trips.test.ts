import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A bike share's trips: bike and station number codes, a start and a stop date-time, the rider's
 * type, birth year and gender; no column says 'trip', 'ride' or 'duration'.
 */
const TRIPS = csvTables(
  'trips',
  'bikes.csv',
  [
    'rownames,bike_id,start_time,stop_time,start_station,end_station,type,birth_year,gender',
    '1,26301,2018-02-27T00:11:03Z,2018-02-27T00:21:03Z,3186,3203,Subscriber,1986,Male',
    '2,26301,2018-02-27T12:52:49Z,2018-02-27T13:12:49Z,3203,3202,Subscriber,1979,Female',
    '3,29477,2018-03-01T17:03:27Z,2018-03-01T17:33:27Z,3202,3638,Customer,1963,Male',
    '4,29477,2018-03-02T18:53:51Z,2018-03-02T18:57:51Z,3638,3638,Subscriber,1984,Female',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, TRIPS);

test('"the average trip duration" is the time from start to stop when no header says trip', () => {
  expect(answered('What is the average trip duration in minutes?').answer).toBe('16 minutes');
  expect(answered('What is the average ride duration in minutes?').answer).toBe('16 minutes');
});

test('riders and passengers are the people a row describes, as customers are', () => {
  expect(answered('How many female riders are there?').answer).toBe('2');
  expect(answered('How many male passengers are there?').answer).toBe('2');
});

test('"ridden the most" and "rented the most" count rows, as "used the most" does', () => {
  const bothBikes = 'bike_id 26301, bike_id 29477 (2 each)';
  expect(answered('Which bike was ridden the most times?').answer).toBe(bothBikes);
  expect(answered('Which bike was rented the least?').answer).toBe(bothBikes);
});

test('people right after a value ("trips made by female riders") are the rows that value keeps', () => {
  expect(answered('How many trips were made by female riders?').answer).toBe('2');
  expect(answered('What share of trips were made by female riders?').answer).toBe('50%');
});

test('"born before 1970" compares the birth year column, not the dates of the trips', () => {
  expect(answered('How many riders were born before 1970?').answer).toBe('1');
  expect(answered('How many riders were born in 1979?').answer).toBe('1');
  expect(answered('How many trips started in 2018?').answer).toBe('4');
});

test('"customers rather than subscribers" keeps the customers, said once', () => {
  const rather = answered('How many trips were taken by customers rather than subscribers?');
  expect(rather.answer).toBe('1');
  expect(rather.explanation).toBe('Count of rows where type is Customer.');
  expect(answered('How many trips were by subscribers instead of customers?').answer).toBe('3');
});

test('a time asked in minutes is given in minutes, as its words say it', () => {
  expect(answered('What is the average trip duration in minutes?').value).toBeCloseTo(16, 6);
});

test('"by riders born before 1970" says who rode, not a grouping', () => {
  expect(answered('How many rides were by riders born before 1970?').answer).toBe('1');
  expect(answered('How many rides were there by gender?').answer).toBe('Male (2), Female (2)');
});
