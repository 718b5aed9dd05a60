import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A weekly timesheet whose two figures end in the same verb (`hours_logged`, `miles_logged`),
 * and help desk tickets timed in `resolution_hours` (the shapes of the thirty-third eval round's
 * truck drivers' timesheet and help desk tickets).
 */
const TIMESHEET = csvTables(
  'timesheet',
  'timesheet.csv',
  [
    'driverid,week,hours_logged,miles_logged',
    '10,1,70,3300',
    '10,2,60,2800',
    '11,1,50,2600',
    '11,2,0,0',
    '12,1,40,2000',
    '12,2,30,1500',
  ].join('\n'),
);

const TICKETS = csvTables(
  'tickets',
  'tickets.csv',
  [
    'ticket_id,created_at,category,priority,status,agent,resolution_hours',
    '1,2026-01-26T07:47,hardware,medium,resolved,Anna K.,7.1',
    '2,2026-02-11T12:35,account,low,resolved,Tomasz B.,52.4',
    '3,2026-02-19T16:48,software,medium,in_progress,Ola N.,',
    '4,2026-03-18T07:24,account,low,resolved,Marta S.,60.2',
    '5,2026-03-24T08:59,network,high,resolved,Ola N.,1.6',
  ].join('\n'),
);

test("the verb of a header named whole, said again, is that header's, not another one sharing it", () => {
  // 'logged' alone would name miles_logged: the hours are 130 of 250.
  expect(
    tableAnswerTo('What share of all hours logged was logged by driver 10?', TIMESHEET).value,
  ).toBeCloseTo(52);
  expect(tableAnswerTo('Which driver logged the most miles?', TIMESHEET).names).toEqual(['10']);
});

test("'to resolve' names resolution_hours: a verb in -ve and its noun in -ution are one family", () => {
  expect(
    tableAnswerTo('How many tickets took longer than 48 hours to resolve?', TICKETS).value,
  ).toBe(2);
  expect(tableAnswerTo('What is the average time to resolve a ticket?', TICKETS).value).toBeCloseTo(
    30.325,
  );
  // 'resolved' is still the status it is written as.
  expect(tableAnswerTo('How many tickets are resolved?', TICKETS).value).toBe(4);
});

test('"resolved" names a date column headed by its noun ("Time to Resolution"), as "resolve" does', () => {
  const tickets = csvTables(
    'tickets',
    'support_tickets.csv',
    [
      'Ticket ID,Date of Purchase,Ticket Status,Time to Resolution',
      '1,2021-03-22,Closed,2023-06-01 07:14:00',
      '2,2021-05-22,Closed,2023-05-31 23:56:00',
      '3,2020-07-14,Open,',
      '4,2020-01-08,Closed,2023-05-31 09:41:00',
    ].join('\n'),
  );
  const resolved = tableAnswerTo('How many tickets were resolved on 31 May 2023?', tickets);
  expect(resolved.answer).toBe('2');
  expect(resolved.explanation).toMatch(/Time to Resolution is in 2023-05-31/);
});
