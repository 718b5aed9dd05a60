import { answerTableQuestion } from './answer-table-question';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Salespeople's calls and sales by region, exported from a data frame with its row index as an
 * unnamed first column (a shape common in public repositories).
 */
const CALLS = csvTables(
  'calls',
  'sales_success.csv',
  [
    ',region,county,salesperson,calls,sales',
    '0,North,Dallam,JE,35,23',
    '1,North,Hartley,WE,40,30',
    '2,South,Webb,QJ,50,20',
    '3,South,Zavala,RR,10,8',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, CALLS);

test("'salespeople' names the salesperson column", () => {
  expect(answered('How many salespeople are there?').answer).toBe('4');
  expect(answered('How many salespeople made more than 20 sales?').answer).toBe('2');
});

test("'sales per call': the sum of one count over the sum of the other, per group", () => {
  const reply = answered('What is the sales per call ratio by region?');
  expect(reply.explanation).toMatch(/^sales divided by calls by region/);
  // North 53 / 75, South 28 / 60.
  expect(reply.table?.rows).toEqual([
    ['North', '0.7067'],
    ['South', '0.4667'],
  ]);
  expect(answered('Which salesperson has the best sales per call?').names).toEqual(['RR']);
});

test('an unnamed column of row numbers is no figure, even in an example question', () => {
  const reply = answerTableQuestion('What are the total sales by flavour?', CALLS, {
    previous: null,
    chosen: null,
  });
  expect(reply?.kind === 'no-match' && reply.message).toMatch(
    /It has figures for calls and sales by region, county and salesperson\. For example: “What is the total calls by region\?”/,
  );
});
