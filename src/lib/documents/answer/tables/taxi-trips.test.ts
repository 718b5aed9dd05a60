import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Taxi trips as the NYC TLC publishes them (a yellow-cab sample, sixth blind round): snake_case
 * headers, two date-time columns (pickup and dropoff), number codes for vendors and payment
 * types, a trip_distance in miles with no unit in its header.
 */
const TRIPS = csvTables(
  'trips',
  'yellow_tripdata_sample_2019-01.csv',
  [
    'vendor_id,pickup_datetime,dropoff_datetime,passenger_count,trip_distance,payment_type,fare_amount,tip_amount,tolls_amount,total_amount',
    '1,2019-01-15 03:36:12,2019-01-15 03:42:19,1,1.0,1,6.5,1.95,0.0,9.75',
    '2,2019-01-25 18:20:32,2019-01-25 18:26:55,5,0.8,2,6.0,0.0,0.0,7.3',
    '2,2019-01-31 23:50:00,2019-02-01 00:20:00,6,12.5,1,38.0,8.0,5.76,52.56',
    '1,2019-01-05 06:47:31,2019-01-05 06:52:19,1,1.1,2,6.0,0.0,0.0,6.8',
    '2,2019-01-10 10:00:00,2019-01-10 10:40:00,2,22.0,1,60.0,10.0,5.76,76.56',
    '2,2019-01-31 22:00:00,2019-01-31 22:10:00,5,2.0,3,8.0,0.0,0.0,8.8',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, TRIPS);

test('"more than 4 passengers" compares the column named after the figure', () => {
  // Not trip_distance, which 'trips' names in part: 2 trips are longer than 4 miles.
  expect(answered('How many trips had more than 4 passengers?').answer).toBe('3');
});

test('"longer than 10 miles" compares the column of distances', () => {
  expect(answered('How many trips were longer than 10 miles?').answer).toBe('2');
  expect(answered('How many trips were shorter than 1 mile?').answer).toBe('1');
  expect(answered('What were the total tolls on trips longer than 20 miles?').answer).toBe('5.76');
});

test('"dropped off" and "picked up" name dropoff_datetime and pickup_datetime', () => {
  expect(answered('How many trips were dropped off in February 2019?').answer).toBe('1');
  expect(answered('How many trips were dropped off on January 31, 2019?').answer).toBe('1');
  expect(answered('How many trips were picked up on January 31, 2019?').answer).toBe('2');
});

test('a negated number code keeps the other codes', () => {
  expect(answered('How many trips were paid with payment type 1?').answer).toBe('3');
  expect(answered('How many trips were not paid with payment type 1?').answer).toBe('3');
  expect(answered('How many trips had a payment type other than 1?').answer).toBe('3');
  expect(answered('How many trips were not paid with payment type 2?').answer).toBe('4');
});

test("the file's name without its date names the file", () => {
  expect(answered('How many trips are in the yellow tripdata sample?').answer).toBe('6');
});

test('"a passenger count of 1" is a number the column holds', () => {
  expect(answered('How many trips had a passenger count of 1?').answer).toBe('2');
});

test('"the longest trip" is the largest distance, not a count of trips', () => {
  expect(answered('What was the longest trip distance?').answer).toMatch(/\(22\)$/);
  expect(answered('What was the shortest trip distance?').answer).toMatch(/\(0\.8\)$/);
});

test('"which payment type had the highest average fare": the average is the figure, codes the groups', () => {
  // Payment type 1: 6.5, 38, 60 (34.83); 2: 6, 6 (6); 3: 8.
  expect(answered('Which payment type had the highest average fare?').answer).toBe('1 (34.83)');
});

test('"vendor 2" names vendor_id without its last word', () => {
  expect(answered('How many trips did vendor 2 make?').answer).toBe('4');
});

test('"what were tolls …" asks for the figure, not for a list of toll amounts', () => {
  expect(answered('What were tolls on trips longer than 20 miles?').answer).toBe('5.76');
  expect(answered('What was the fare amount for payment type 2?').answer).toBe('12');
});
