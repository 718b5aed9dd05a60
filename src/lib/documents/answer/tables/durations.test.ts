import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/** Order lines with an order date and a later ship date, as Superstore has. */
const ORDERS = csvTables(
  'orders',
  'orders.csv',
  [
    'Order ID,Order Date,Ship Date,Ship Mode,Region,Sales',
    'A-1,1/13/2017,1/17/2017,Standard Class,West,100',
    'A-2,1/15/2017,1/16/2017,First Class,East,200',
    'A-3,2/21/2017,2/28/2017,Standard Class,East,50',
    'A-4,2/22/2017,2/24/2017,Second Class,West,75',
  ].join('\n'),
);

/** Complaints with a created and a closed date; one still open. */
const COMPLAINTS = csvTables(
  'complaints',
  '311.csv',
  [
    'Unique Key,Created Date,Closed Date,Complaint Type,Borough',
    '1,3/14/2025 1:20,3/15/2025 9:00,Animal-Abuse,BRONX',
    '2,3/14/2025 8:00,,Animal-Abuse,BRONX',
    '3,3/10/2025 8:00,3/14/2025 8:00,Dead Animal,QUEENS',
  ].join('\n'),
);

test('"the shipping time" is the ship date less the order date, in days, averaged', () => {
  for (const question of [
    'What is the average shipping time?',
    'How long does it take to ship an order?',
    'How many days does it take to ship an order on average?',
  ]) {
    const time = tableAnswerTo(question, ORDERS);
    expect(time.answer).toBe('3.5 days');
    expect(time.explanation).toBe('Average of Ship Date − Order Date, 4 rows.');
  }
  expect(tableAnswerTo('What is the median shipping time?', ORDERS).answer).toBe('3 days');
  expect(tableAnswerTo('Which ship mode has the longest shipping time?', ORDERS).names).toEqual([
    'Standard Class',
  ]);
});

test('a date column named by its verb ("to close") is measured from the first date; open rows are skipped', () => {
  const close = tableAnswerTo('How long does it take to close a complaint?', COMPLAINTS);
  // To the minute: 1 day 7 h 40 min and 4 days, not the 1 and 4 whole days between the dates.
  expect(close.answer).toBe('2.66 days');
  expect(close.explanation).toBe('Average of Closed Date − Created Date, 3 rows.');
});

test('"how many times" and "shipped in 2017" still count and filter', () => {
  expect(tableAnswerTo('How many orders were shipped in February 2017?', ORDERS).value).toBe(2);
});

test('"the resolution time" names Resolved At by its family; "fastest" ranks the shortest first', () => {
  const [tickets] = csvTables(
    'tickets',
    'tickets.csv',
    [
      'Ticket ID,Created At,Resolved At,Agent',
      'T-1,2024-03-01,2024-03-04,Ana',
      'T-2,2024-03-02,2024-03-03,Ben',
      'T-3,2024-03-05,2024-03-10,Ana',
      'T-4,2024-03-06,,Ben',
    ].join('\n'),
  );
  expect(tableAnswerTo('What is the average resolution time?', [tickets!]).answer).toBe('3 days');
  const fastest = tableAnswerTo('Which agent resolves tickets fastest?', [tickets!]);
  expect(fastest.answer).toBe('Ben (1 day)');
});

/** Taxi trips: a pickup and a dropoff date-time, minutes apart. */
const TRIPS = csvTables(
  'trips',
  'trips.csv',
  [
    'vendor_id,pickup_datetime,dropoff_datetime,trip_distance',
    '1,2019-01-15 03:36:12,2019-01-15 03:42:19,1.0',
    '2,2019-01-31 23:50:00,2019-02-01 00:20:00,12.5',
    '2,2019-01-10 10:00:00,2019-01-10 10:40:00,22.0',
  ].join('\n'),
);

test('a duration between date-times is exact: minutes under an hour, hours under a day', () => {
  // 6 min 7 s, 30 min and 40 min: 25.37 minutes.
  for (const question of ['What is the average trip duration?', 'How long do trips take?']) {
    const duration = tableAnswerTo(question, TRIPS);
    expect(duration.answer).toBe('25.4 minutes');
    expect(duration.explanation).toBe('Average of dropoff_datetime − pickup_datetime, 3 rows.');
  }
  expect(tableAnswerTo('Which vendor has the longest trip duration?', TRIPS).answer).toBe(
    'vendor_id 2 (35 minutes)',
  );
  const [late] = csvTables(
    'late',
    'late.csv',
    'Ticket,Created Date,Closed Date\nA,3/14/2025 1:20,3/14/2025 9:50\nB,3/14/2025 8:00,3/14/2025 9:00',
  );
  expect(tableAnswerTo('How long does it take to close a ticket?', [late!]).answer).toBe(
    '4.8 hours',
  );
});

test('"in minutes", "how many hours" choose the unit', () => {
  expect(tableAnswerTo('What is the average trip duration in hours?', TRIPS).answer).toBe(
    '0.4 hours',
  );
  expect(tableAnswerTo('How many minutes do trips take on average?', TRIPS).answer).toBe(
    '25.4 minutes',
  );
  expect(tableAnswerTo('What is the average shipping time in hours?', ORDERS).answer).toBe(
    '84 hours',
  );
});

test('"how long is the longest trip" is not read as a duration: a length may be asked', () => {
  const reply = answerTableQuestion('How long is the longest trip?', TRIPS, {
    previous: null,
    chosen: null,
  });
  expect(JSON.stringify(reply)).not.toContain('dropoff_datetime −');
});
