import { csvTables } from '@/test/documents/csv-tables';
import { evalTables } from '@/test/documents/eval-tables';
import { tableAnswerTo, tableReplyTo } from '@/test/documents/table-answer';

/** A store's weeks against plan: scheduled and actual hours, a sales target and net sales. */
const STAFFING = csvTables(
  'staffing',
  'store_staffing.csv',
  [
    'Store,Region,Week Ending,Scheduled Hours,Actual Hours,Sales Target,Net Sales,Footfall',
    'Elmstead,North,2024-01-07,420,436,52000,49800,6100',
    'Harbour Point,South,2024-01-07,380,372,47000,48900,5900',
    'Northgate,North,2024-01-07,510,540,61000,65200,7400',
    'Riverside,South,2024-01-07,300,298,39000,36500,4200',
    'Elmstead,North,2024-01-14,420,410,52000,53100,6300',
    'Harbour Point,South,2024-01-14,380,395,47000,45200,5600',
    'Northgate,North,2024-01-14,510,505,61000,59800,7100',
    'Riverside,South,2024-01-14,300,321,39000,40100,4500',
    'Elmstead,North,2024-01-21,430,445,53000,51900,6000',
    'Harbour Point,South,2024-01-21,380,379,47000,49300,6000',
    'Northgate,North,2024-01-21,520,560,62000,66800,7600',
    'Riverside,South,2024-01-21,300,305,39000,38200,4300',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, STAFFING);

test('"more hours than scheduled" sets the actual hours against the scheduled ones, row by row', () => {
  const more = answered('How many times did a store work more hours than scheduled?');
  expect(more.answer).toBe('7');
  expect(more.explanation).toBe('Count of rows where Actual Hours is above Scheduled Hours.');
  expect(answered('How many weeks did Northgate work fewer hours than scheduled?').answer).toBe(
    '1',
  );
});

test('a target is set against the one figure it plans, whatever qualifies that figure', () => {
  const missed = answered('How many weeks did Riverside miss its sales target?');
  expect(missed.answer).toBe('2');
  expect(missed.explanation).toMatch(/Net Sales is below Sales Target/);
  expect(answered('In how many weeks did net sales fall short of the sales target?').answer).toBe(
    '3',
  );
  // 'sell' names both sales columns: against the target, it is the other one.
  expect(answered('Did any store sell more than its sales target?').explanation).toBe(
    'Count of rows where Net Sales is above Sales Target.',
  );
});

test('"the total hours" of one hours column is that column, though the table has dates', () => {
  const oneHours = csvTables(
    'hours',
    'hours.csv',
    [
      'Store,Week Ending,Actual Hours',
      'A,2024-01-07,436',
      'B,2024-01-07,372',
      'A,2024-01-14,540',
    ].join('\n'),
  );
  expect(tableAnswerTo('What are the total hours?', oneHours).answer).toBe('1,348');
  expect(tableAnswerTo('How many rows had hours above 400?', oneHours).answer).toBe('2');
});

test('"sales" beside a sales target are the sales made, not the target', () => {
  expect(answered('What were the total sales?').explanation).toBe('Sum of Net Sales, 12 rows.');
  expect(answered('What was the total sales target?').explanation).toBe(
    'Sum of Sales Target, 12 rows.',
  );
});

test('"actual hours versus scheduled hours" sets two headers side by side, both named whole', () => {
  const both = answered('Show the actual hours versus scheduled hours by store');
  expect(both.explanation).toMatch(/^Sum of Actual Hours and Sum of Scheduled Hours by Store/);
});

test('"from the first week to the last week" is the change over every week of the data', () => {
  const change = answered('How did net sales change from the first week to the last week?');
  expect(change.answer).toBe('3 weeks, 2024-01-07 to 2024-01-21; change +5,800 (+2.9 %)');
});

test('"how many days in advance" asks how long before, never how many dates there are', async () => {
  // A real bookings export (scripts/eval): its booking dates are no answer to how far ahead.
  const bookings = await evalTables('airline-bookings-fraud/airline_bookings.csv');
  const ahead = tableReplyTo('How many days in advance is the weekly rota published?', bookings);
  expect(JSON.stringify(ahead)).not.toMatch(/Count of distinct booking_date/);
  expect(tableAnswerTo('How many days had bookings?', bookings).explanation).toMatch(
    /^Count of distinct booking_date/,
  );
});

test('"beat its target by the most" is the one furthest above it; "missed it by the most", below', () => {
  const beat = answered('Which store beat its sales target by the most?');
  expect(beat.names).toEqual(['Northgate']);
  expect(answered('Which store missed its sales target by the most?').names).toHaveLength(1);
  // Without a superlative, every store that beat it is listed.
  expect(answered('Which stores beat their sales target?').names).toEqual([
    'Northgate',
    'Harbour Point',
  ]);
});

test('"what percentage of its target did each store achieve" is net sales over the target', () => {
  const achieved = answered('What percentage of the sales target did each store achieve?');
  expect(achieved.table!.rows.map((row) => row[0])).toEqual([
    'Northgate',
    'Harbour Point',
    'Elmstead',
    'Riverside',
  ]);
  // Northgate: 191,800 of 184,000.
  expect(achieved.table!.values[0]).toBeCloseTo(104.24, 2);
  expect(answered('Which region had the highest target attainment?').names).toEqual(['North']);
  // A share of the target itself is still the plan's part of all plans.
  expect(answered('What share of the sales target came from the North region?').answer).toBe(
    '56.93%',
  );
});

test('a weekly series is grouped by its own dates, not by the Monday each calendar week starts on', () => {
  const weeks = answered('What were total sales by week?').table!;
  expect(weeks.rows.map((row) => row[0])).toEqual(['2024-01-07', '2024-01-14', '2024-01-21']);
  expect(answered('Which week had the highest sales across all stores?').answer).toBe(
    '2024-01-21 (206,200)',
  );
});

test('"labour hours" are the hours worked, not the hours scheduled', () => {
  const perHour = answered('What were net sales per labour hour by store?');
  // Harbour Point: 143,400 over 372 + 395 + 379 hours.
  expect(perHour.answer).toBe('4 stores; highest Harbour Point (125.13)');
  expect(answered('How many labor hours were worked in total?').value).toBe(4966);
});
