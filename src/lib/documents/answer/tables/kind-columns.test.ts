import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Sales lines where what kind of customer bought is a column of its own, as in a supermarket export. */
const SALES = csvTables(
  'sales',
  'supermarket_sales.csv',
  [
    'Invoice ID,Branch,Customer type,Gender,Total',
    '750-67-8428,A,Member,Female,548.97',
    '226-31-3081,C,Normal,Female,80.22',
    '631-41-3108,A,Normal,Male,340.53',
    '123-19-1176,A,Member,Male,489.05',
    '373-73-7910,A,Member,Female,634.38',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SALES);

test('"customers" does not count the values of Customer type: the rows are counted', () => {
  const members = answered('How many female customers were members?');
  expect(members.answer).toBe('2');
  expect(members.explanation).toBe(
    'Count of rows where Gender is Female and Customer type is Member.',
  );
});

test('the kinds themselves are still counted when named', () => {
  expect(answered('How many customer types are there?').answer).toBe('2');
});
