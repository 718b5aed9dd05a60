import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Sales by country and day, the amount under the price level it sold at, written with the
 * country's currency before it (one currency per country).
 */
const SALES = csvTables(
  'sales',
  'costume-sales.csv',
  [
    'Costume,Country,Date,Sales at Full Price,Sales at Half Price,Sales at Quarter Price',
    'Cat,UK,01/10/2019,£ 100.00,,',
    'Cat,UK,01/11/2019,,£ 40.00,',
    'Dog,UK,02/10/2019,£ 300.00,,',
    'Dog,UK,02/11/2019,,,£ 20.00',
    'Gato,Spain,01/10/2019,€ 500.00,,',
    'Gato,Spain,01/11/2019,,€ 60.00,',
    'Cat,US,01/10/2020,$ 700.00,,',
    'Dog,US,02/10/2020,$ 200.00,,',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SALES);

test('a price after "at" is what the sales were valued at: the sales are added up, not averaged', () => {
  const uk = answered('What were UK full price sales?');
  expect(uk.value).toBeCloseTo(400);
  expect(uk.explanation).toMatch(/^Sum of Sales at Full Price/);
});

test('a column mixing currencies is one currency over the rows a country keeps', () => {
  expect(answered('Full price sales for each costume in the US').answer).toMatch(/Cat \(\$700/);
  expect(answered('Which costume had the highest full price sales in the UK?').answer).toMatch(
    /^Dog \(£300/,
  );
  expect(
    answered('What is the ratio of half price sales to quarter price sales in the UK?').value,
  ).toBeCloseTo(2);
  // Over every country the currencies still can't be added together.
  expect(answered('Full price sales by costume').answer).toMatch(/mixes/);
});

test('"costume names" are the values of the Costume column', () => {
  expect(answered('How many different costume names are there?').answer).toBe('3');
});

/** A support desk's log: a row each time a ticket's status changes. */
const LOG = csvTables(
  'log',
  'ticket-status.csv',
  [
    'Timestamp,Ticket,Severity,Status No.,Assigned To,Status Name',
    '2020-02-03 09:00:00,C1 / Sales / Ann Lee,3,1,Awaiting Resource,Logged',
    '2020-02-04 10:00:00,C1 / Sales / Ann Lee,3,2,Lee Low,Assigned',
    '2020-02-10 11:00:00,C1 / Sales / Ann Lee,3,3,Closed,Closed',
    '2020-02-11 09:30:00,C2 / HR / Bo Tan,5,1,Awaiting Resource,Logged',
    '2020-02-12 14:00:00,C2 / HR / Bo Tan,5,2,Sarah Burleton,Assigned',
    '2020-02-20 08:00:00,C3 / HR / Cy Day,1,1,Awaiting Resource,Logged',
  ].join('\n'),
);

test('status changes and updates are the rows of a log, not its status numbers', () => {
  expect(tableAnswerTo('How many status updates are in the log?', LOG).answer).toBe('6');
  expect(tableAnswerTo('How many status changes had severity 5?', LOG).answer).toBe('2');
  const week = tableAnswerTo(
    'How many status changes happened between 10 February 2020 and 16 February 2020?',
    LOG,
  );
  expect(week.answer).toBe('3');
  expect(week.explanation).toMatch(/^Count of rows where Timestamp/);
});

test('"count of rows by" asks for a count per group, as "number of rows by" does', () => {
  expect(tableAnswerTo('Count of rows by status name', LOG).explanation).toMatch(
    /^Count of rows by Status Name/,
  );
});

test('"most common … for each severity" ranks within each value of a number column of levels', () => {
  const top = tableAnswerTo('For each severity, which status name is most common?', LOG);
  expect(top.explanation).toMatch(/^Count of rows by Status Name in each Severity/);
});
