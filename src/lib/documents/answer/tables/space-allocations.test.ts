import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Space sold on a carrier's departures: each row an allocation, two figures headed 'Allocated'. */
const ALLOCATIONS = csvTables(
  'allocations',
  'space-sold.csv',
  [
    'Salesperson,Departure ID,Date Logged,Product Type,Weight Allocated,Volume Allocated',
    'Ann Lee,Barge-01-04-05-2021,2021-02-03,Grain,120,10',
    'Ann Lee,Tug-02-11-05-2021,2021-03-09,Timber,300,40',
    'Raj Patel,Barge-01-04-05-2021,2021-03-15,Grain,80,6',
    'Raj Patel,Tug-03-18-05-2021,2021-03-20,Coal,450,30',
    'Ann Lee,Barge-03-18-05-2021,2021-04-01,Coal,200,12',
  ].join('\n'),
);

test('the plural of what figure headers say was done counts the rows', () => {
  const ask = (question: string) => tableAnswerTo(question, ALLOCATIONS);
  expect(ask('How many allocations are there?').answer).toBe('5');
  expect(ask('How many allocations were logged in March 2021?').answer).toBe('3');
  const bySeller = ask('Number of allocations per salesperson').table!;
  expect(bySeller.rows.map((row) => row[0])).toEqual(['Ann Lee', 'Raj Patel']);
  expect(bySeller.values).toEqual([3, 2]);
  // The figures are still named by their own words.
  expect(ask('What is the total weight allocated?').answer).toBe('1,150');
});

test("a word that some codes begin with, before the codes' noun, keeps their rows", () => {
  const ask = (question: string) => tableAnswerTo(question, ALLOCATIONS);
  expect(ask('How many allocations were on tug departures?').answer).toBe('2');
  expect(ask('What is the total weight allocated on barge departures?').answer).toBe('400');
  expect(ask('How many tug departures are there?').answer).toBe('2');
});

test("'cargo' names what the rows carry, no column", () => {
  const ask = (question: string) => tableAnswerTo(question, ALLOCATIONS);
  expect(ask('How many cargo allocations are there?').answer).toBe('5');
  expect(ask('How many different departures have cargo allocated?').answer).toBe('4');
});

test('a past form between the group and the ranking is what the rows record, no second group', () => {
  const ask = (question: string) => tableAnswerTo(question, ALLOCATIONS);
  expect(ask('Which salesperson logged the most allocations?').names[0]).toBe('Ann Lee');
  expect(ask('Which salesperson logged the most weight?').names[0]).toBe('Ann Lee');
});
