import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';
import { hourOf } from './time-of-day';

test('a time of day gives its hour, on a 24-hour or a 12-hour clock', () => {
  expect(['13:08', '9:05:30', '1:08 PM', '12:30 a.m.', '12:15 pm'].map(hourOf)).toEqual([
    13, 9, 13, 0, 12,
  ]);
  expect(['24:00', '13:08 PM', '2019-01-05', 'noon'].map(hourOf)).toEqual([null, null, null, null]);
});

/** Invoices with a date and, in a column of its own, the time of day (supermarket sales). */
const INVOICES = csvTables(
  'invoices',
  'supermarket_sales.csv',
  [
    'Invoice ID,City,Total,Date,Time',
    '750-67-8428,Yangon,548.97,1/5/2019,13:08',
    '226-31-3081,Naypyitaw,80.22,3/8/2019,10:29',
    '631-41-3108,Yangon,340.53,3/3/2019,13:23',
    '123-19-1176,Yangon,489.05,1/27/2019,20:33',
    '373-73-7910,Yangon,634.38,2/8/2019,10:37',
  ].join('\n'),
);

test('"which hour", "by hour" and "the busiest time of day" group the times by their hour', () => {
  const hour = tableAnswerTo('Which hour has the most sales?', INVOICES);
  expect(hour.names).toEqual(['13:00']);
  expect(hour.explanation).toMatch(/^Sum of Total by Hour of Time, the largest of 3 hours/);
  const byHour = tableAnswerTo('Sales by hour', INVOICES);
  expect(byHour.table?.rows.map((row) => row[0])).toEqual(['10:00', '13:00', '20:00']);
  expect(tableAnswerTo('What is the busiest time of day?', INVOICES).answer).toBe(
    '13:00, 10:00 (2 each)',
  );
});

test('without a column of times, "which hour" is said to be unmatched, not read from the dates', () => {
  const [source] = csvTables('d', 'orders.csv', 'Order Date,Sales\n1/5/2019,10\n1/6/2019,20');
  const reply = answerTableQuestion('Which hour has the most sales?', [source!], {
    previous: null,
    chosen: null,
  });
  expect(reply).toMatchObject({ kind: 'no-match' });
  expect(reply && 'message' in reply ? reply.message : '').toContain('“hour”');
});

/** Posts whose date cells carry the time they were published (Facebook live sellers). */
const POSTS = csvTables(
  'posts',
  'facebook.csv',
  [
    'status_id,status_type,status_published,num_reactions',
    'p1,video,4/22/2018 6:00,529',
    'p2,photo,4/21/2018 22:45,150',
    'p3,video,4/21/2018 6:17,227',
    'p4,photo,4/20/2018 13:05,111',
    'p5,status,4/19/2018 22:10,213',
    'p6,photo,4/19/2018 6:59,217',
  ].join('\n'),
);

test('the hour of a date-time column: "which hour", "by hour", "hourly"', () => {
  const hour = tableAnswerTo('Which hour has the most posts?', POSTS);
  expect(hour.answer).toBe('06:00 (3)');
  expect(hour.explanation).toMatch(/^Count of rows by Hour of status_published, the largest of 3/);
  expect(tableAnswerTo('Hourly posts', POSTS).table?.rows.map((row) => row[0])).toEqual([
    '06:00',
    '13:00',
    '22:00',
  ]);
  expect(tableAnswerTo('Which hour had the most reactions?', POSTS).names).toEqual(['06:00']);
});

test('the days of a date-time column are still whole days: filters, periods, labels', () => {
  expect(tableAnswerTo('How many posts were published on April 21, 2018?', POSTS).value).toBe(2);
  const daily = tableAnswerTo('Posts by day', POSTS);
  expect(daily.table?.rows.map((row) => row[0])).toEqual([
    '2018-04-19',
    '2018-04-20',
    '2018-04-21',
    '2018-04-22',
  ]);
  expect(tableAnswerTo('How many posts in April 2018?', POSTS).value).toBe(6);
});

test('a date column of midnights only carries no time: "which hour" stays unmatched', () => {
  const [source] = csvTables(
    'd',
    'orders.csv',
    'Order Date,Sales\n2019-01-05 00:00:00,10\n2019-01-06 00:00:00,20',
  );
  const reply = answerTableQuestion('Which hour has the most sales?', [source!], {
    previous: null,
    chosen: null,
  });
  expect(reply).toMatchObject({ kind: 'no-match' });
});

test('"before noon", "after 6 pm", "in the morning" keep the rows of those hours', () => {
  const before = tableAnswerTo('How many posts were published before noon?', POSTS);
  expect(before.value).toBe(3);
  expect(before.explanation).toBe('Count of rows where status_published is before 12:00.');
  expect(tableAnswerTo('How many posts after 6 pm?', POSTS).value).toBe(2);
  expect(tableAnswerTo('How many posts after 10:30 pm?', POSTS).value).toBe(1);
  expect(tableAnswerTo('How many posts in the afternoon?', POSTS).value).toBe(1);
  expect(tableAnswerTo('What were the total reactions in the morning?', POSTS).value).toBe(973);
  // A column of times alone, as well.
  expect(tableAnswerTo('What were total sales in the evening?', INVOICES).value).toBe(489.05);
});

test('"after 6" alone is no hour: a count or a date as often', () => {
  const reply = answerTableQuestion('How many posts after 6?', POSTS, {
    previous: null,
    chosen: null,
  });
  expect(JSON.stringify(reply)).not.toContain('at or after 06:00');
});

test('"use dropoff_datetime instead" moves the hours asked with the days', () => {
  const trips = csvTables(
    'trips',
    'trips.csv',
    [
      'pickup_datetime,dropoff_datetime,fare',
      '2019-01-15 11:50:00,2019-01-15 12:20:00,9',
      '2019-01-16 09:00:00,2019-01-16 09:30:00,7',
    ].join('\n'),
  );
  const reply = tableAnswerTo('How many trips in January 2019 before noon?', trips);
  expect(reply.value).toBe(2);
  const [dropoff] = reply.alternatives!;
  expect(dropoff!.subject.filters.map((filter) => filter.column)).toEqual([1, 1]);
});

test('"between 12 pm and 2 pm", "from 10:00 to 13:00", "between 1 and 9 pm" keep the hours from one up to the other', () => {
  const lunch = tableAnswerTo('What were sales between 12pm and 2pm?', INVOICES);
  expect(lunch.value).toBeCloseTo(548.97 + 340.53, 2);
  expect(lunch.explanation).toBe('Sum of Total where Time is from 12:00 to 14:00, 2 rows.');
  expect(tableAnswerTo('How many invoices from 10:00 to 13:00?', INVOICES).value).toBe(2);
  // A bare first end is in the second's half of the day when it fits: 13:00 to 21:00.
  expect(tableAnswerTo('What were sales between 1 and 9 pm?', INVOICES).value).toBeCloseTo(
    548.97 + 340.53 + 489.05,
    2,
  );
});
