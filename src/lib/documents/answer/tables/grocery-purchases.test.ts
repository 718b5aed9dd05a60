import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A grocery store's purchases, one item a member bought on a day per row, with no quantity
 * column and day-first dates written with dashes (the shape of the thirtieth eval round's
 * groceries).
 */
const PURCHASES = csvTables(
  'groceries',
  'Groceries_dataset.csv',
  [
    'Member_number,Date,itemDescription',
    '1808,21-07-2015,tropical fruit',
    '2552,05-01-2015,whole milk',
    '2300,19-09-2015,pip fruit',
    '1808,21-07-2015,whole milk',
    '1187,12-03-2015,whole milk',
    '1808,03-03-2015,rolls/buns',
    '4941,14-03-2015,rolls/buns',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, PURCHASES);

test("'how many times was it bought': the rows that hold it", () => {
  expect(answered('How many times was whole milk bought?').value).toBe(3);
  expect(answered('How many times were rolls/buns bought in March 2015?').value).toBe(2);
});

test('with no quantity column the things bought are counted as rows, one bought on each', () => {
  expect(answered('How many items were bought in March 2015?').value).toBe(3);
  const busiest = answered('Which member bought the most items?');
  expect(busiest.names[0]).toContain('1808');
  expect(busiest.value).toBe(3);
  expect(answered('What is the average number of items bought per member?').value).toBeCloseTo(
    7 / 5,
  );
});

test('the buyers and the different things bought are still counted as values', () => {
  expect(answered('How many different items are there?').value).toBe(4);
  expect(answered('How many members bought something in March 2015?').value).toBe(3);
  expect(answered('How many different members bought whole milk?').value).toBe(3);
});
