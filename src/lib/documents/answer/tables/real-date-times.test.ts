import { evalTables } from '@/test/documents/eval-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Hours and durations of the evaluation's real date-time columns, against figures computed
 * with Python's csv and datetime over the raw files (scripts/eval/data): the taxi trips'
 * pickup_datetime and dropoff_datetime, 311's Created Date and Closed Date, the Facebook
 * posts' status_published.
 */

const TAXI = 'taxi-trips/yellow_tripdata_sample_2019-01.csv';
const COMPLAINTS = 'nyc-311-animals/311_Animals_short.csv';
const POSTS = 'facebook-live-sellers/facebook.csv';

test('the busiest hour of real date-time columns', { timeout: 60_000 }, async () => {
  // Taxi pickups: 18:00 has 705 of 10,000 trips, 19:00 645.
  const taxi = await evalTables(TAXI);
  expect(tableAnswerTo('What is the busiest hour?', taxi).answer).toBe('18:00 (705)');
  expect(tableAnswerTo('Which hour has the most pickups?', taxi).answer).toBe('18:00 (705)');
  // Dropoffs: 18:00 has 702, 19:00 666.
  const dropoffs = tableAnswerTo('Which hour has the most dropoffs?', taxi);
  expect(dropoffs.answer).toBe('18:00 (702)');
  expect(dropoffs.explanation).toMatch(/by Hour of dropoff_datetime/);
  expect(tableAnswerTo('How many pickups were there?', taxi).value).toBe(10_000);
  const byHour = tableAnswerTo('Trips by hour', taxi).table!.rows;
  expect(byHour).toHaveLength(24);
  expect(byHour.slice(0, 2).map((row) => row.join(' '))).toEqual(['00:00 253', '01:00 185']);
  // Before noon 3,445 trips; from 18:00 3,247, whose fares average 12.594.
  expect(tableAnswerTo('How many trips were picked up before noon?', taxi).value).toBe(3445);
  expect(tableAnswerTo('How many trips after 6 pm?', taxi).value).toBe(3247);
  expect(tableAnswerTo('What is the average fare in the evening?', taxi).answer).toBe('12.59');
  // 311 complaints created: 09:00 has 393 of 4,969.
  expect(
    tableAnswerTo('Which hour has the most complaints?', await evalTables(COMPLAINTS)).answer,
  ).toBe('09:00 (393)');
  // Facebook posts published: 07:00 has 839 of 7,050, 01:00 814.
  expect(tableAnswerTo('Which hour has the most posts?', await evalTables(POSTS)).answer).toBe(
    '07:00 (839)',
  );
});

test('durations between real date-times, to the second', { timeout: 60_000 }, async () => {
  const taxi = await evalTables(TAXI);
  // Mean 15.547 minutes, median 10.15; vendor 2's mean 17.44 (6,150 trips).
  expect(tableAnswerTo('What is the average trip duration?', taxi).answer).toBe('15.5 minutes');
  expect(tableAnswerTo('How long do trips take on average?', taxi).answer).toBe('15.5 minutes');
  expect(tableAnswerTo('What is the median trip duration?', taxi).answer).toMatch(
    /^10\.[12] minutes$/,
  );
  expect(tableAnswerTo('Which vendor has the longest average trip duration?', taxi).answer).toBe(
    'vendor_id 2 (17.4 minutes)',
  );
  // Picked up from 12:00 to 18:00 (3,308 trips): 14.80 minutes on average.
  expect(tableAnswerTo('Average trip duration in the afternoon', taxi).answer).toBe('14.8 minutes');
  // 311: 4,692 complaints closed, 1.0935 days on average; the median is 4.48 hours.
  const complaints = await evalTables(COMPLAINTS);
  expect(tableAnswerTo('How long does it take to close a complaint?', complaints).answer).toBe(
    '1.09 days',
  );
  expect(tableAnswerTo('What is the median time to close a complaint?', complaints).answer).toBe(
    '4.5 hours',
  );
});
