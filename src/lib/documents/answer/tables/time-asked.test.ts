import { expect, test } from 'vitest';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo, tableReplyTo } from '@/test/documents/table-answer';

/** Store days with a 0/1 Open flag and the time of each day's first sale. */
const DAYS = csvTables(
  'days',
  'store-log.csv',
  [
    'Store,Date,Open,First Sale,Sales',
    '1,2015-07-26,0,,0',
    '1,2015-07-27,1,08:05,5263',
    '2,2015-07-27,1,09:40,6064',
    '1,2015-07-28,1,08:15,5020',
    '2,2015-07-28,1,13:10,4822',
  ].join('\n'),
);

test('a clock time is never a sum of a column that holds none', () => {
  const reply = tableReplyTo('What time does store 1 open?', DAYS);
  expect(reply?.kind).not.toBe('table-answer');
});

test('a clock time is answered by the hour of a column of times; the flag still counts days', () => {
  expect(tableAnswerTo('What time of day had the most sales?', DAYS).answer).toMatch(/^08:00/);
  expect(tableAnswerTo('How many days was store 1 open?', DAYS).value).toBe(2);
});

test("'which time period' and 'what time of year' are groups, not a clock time", () => {
  const visits = csvTables(
    'visits',
    'visits.csv',
    ['Time Period,Guests', 'Morning,3', 'Evening,7', 'Morning,2'].join('\n'),
  );
  expect(tableAnswerTo('Which time period has the most guests?', visits).answer).toMatch(
    /^Evening/,
  );
});
