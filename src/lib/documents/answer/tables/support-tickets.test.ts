import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/**
 * A help desk's tickets: Title Case headers that start with what they describe ('Ticket
 * Priority', 'Customer Age'), a description with line breaks in it, and date-times of the first
 * response and the resolution, blank until they happen.
 */
const TICKETS = csvTables(
  'support-tickets',
  'customer_support_tickets.csv',
  [
    'Ticket ID,Customer Age,Product Purchased,Date of Purchase,Ticket Description,Ticket Status,Ticket Priority,First Response Time,Time to Resolution',
    '1,32,GoPro Hero,2021-03-22,"It stopped.\n\nPlease help.",Open,Critical,,',
    '2,42,LG Smart TV,2021-05-22,"No sound.",Closed,Low,2023-06-01 12:15:36,2023-06-01 18:05:38',
    '3,48,Dell XPS,2020-07-14,"Broken.",Closed,High,2023-06-01 16:45:38,2023-05-31 23:51:49',
    '4,61,GoPro Hero,2020-11-13,"Where is it?",Pending Customer Response,Critical,2023-06-01 11:14:38,',
  ].join('\n'),
);

const NONE = { previous: null, chosen: null };

test("'first' alone names no 'First Response Time': a travel rule's question is not the table's", () => {
  expect(
    answerTableQuestion('How much is M&IE on the first and last days of a trip?', TICKETS, NONE),
  ).toBeNull();
});

const answered = (question: string) => tableAnswerTo(question, TICKETS);

test("'support tickets' of customer_support_tickets.csv names the file: its rows are counted", () => {
  expect(answered('How many support tickets are there?').value).toBe(4);
  expect(answered('How many support tickets are still open?').value).toBe(1);
});

test("'tickets for each priority' and 'tickets by status' group the tickets, not Ticket Priority", () => {
  const priorities = answered('How many tickets are there for each priority?').table;
  expect(priorities?.rows.map(([priority]) => priority)).toEqual(['Critical', 'Low', 'High']);
  expect(priorities?.values).toEqual([2, 1, 1]);
  expect(answered('How many tickets by status?').table?.values).toHaveLength(3);
});

test("'older than 60' and 'younger than 40' compare the age column, whatever is named before", () => {
  expect(answered('How many tickets came from customers older than 60?').value).toBe(1);
  expect(answered('How many tickets came from customers younger than 40?').value).toBe(1);
});

test("'by purchase month' is the month of Date of Purchase; 'mention' asks nothing of the table", () => {
  expect(answered('Show the number of tickets by purchase month for 2021.').table?.values).toEqual([
    1, 1,
  ]);
  expect(answered('How many different products do the tickets mention?').value).toBe(3);
});

/** A ticket's type beside its subject, the value 'Refund request' in both. */
const TYPED = csvTables(
  'typed-tickets',
  'tickets.csv',
  [
    'Ticket ID,Ticket Type,Ticket Subject',
    '1,Refund request,Battery life',
    '2,Refund request,Battery life',
    '3,Refund request,Refund request',
    '4,Technical issue,Battery life',
    '5,Technical issue,Hardware issue',
  ].join('\n'),
);

test('a value also in the column grouped by picks rows by the other column', () => {
  const reply = tableAnswerTo('Top 2 ticket subjects for refund requests', TYPED);
  expect(reply.names).toEqual(['Battery life', 'Refund request']);
  expect(reply.explanation).toMatch(/where Ticket Type is Refund request/);
});

/** Tickets with the resolution's notes beside the date-time it came. */
const RESOLVED = csvTables(
  'resolved-tickets',
  'resolved_tickets.csv',
  [
    'Ticket ID,Date of Purchase,Resolution,First Response Time,Time to Resolution',
    '1,2021-03-22,,,',
    '2,2021-05-22,Replaced it.,2023-05-31 12:15:36,2023-06-01 18:05:38',
    '3,2020-07-14,Fixed it.,2023-05-31 16:45:38,2023-05-31 23:51:49',
  ].join('\n'),
);

test("'resolved on' a day: the date of its word family (Time to Resolution), not the notes", () => {
  const resolved = tableAnswerTo('How many tickets were resolved on 31 May 2023?', RESOLVED);
  expect(resolved.value).toBe(1);
  expect(resolved.explanation).toMatch(/Time to Resolution/);
});

test("'tickets resolved' are those with a resolution written; products purchased are products", () => {
  const resolutions = csvTables(
    'resolutions',
    'tickets.csv',
    [
      'Ticket ID,Product Purchased,Ticket Status,Resolution',
      '1,GoPro Hero,Open,',
      '2,LG Smart TV,Closed,Replaced the cable.',
      '3,GoPro Hero,Closed,Reset the device.',
      '4,Dell XPS,Pending Customer Response,',
    ].join('\n'),
  );
  const resolved = tableAnswerTo('How many tickets were resolved?', resolutions);
  expect(resolved.answer).toBe('2');
  expect(resolved.explanation).toContain('Resolution is not empty');
  expect(tableAnswerTo('Which product has the most tickets?', resolutions).explanation).toContain(
    'of 3 products',
  );
});
