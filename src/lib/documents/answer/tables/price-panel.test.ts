import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Monthly prices of a few stocks: each row a stock on a date, the file named after the stocks. */
const STOCKS = csvTables(
  'stocks',
  'stocks.csv',
  [
    'symbol,date,price',
    'MSFT,Jan 1 2008,30',
    'MSFT,Feb 1 2008,28',
    'MSFT,Mar 1 2008,26',
    'AAPL,Jan 1 2008,130',
    'AAPL,Feb 1 2008,120',
    'AAPL,Mar 1 2008,140',
    'IBM,Jan 1 2008,100',
    'IBM,Feb 1 2008,110',
  ].join('\n'),
);

test("the file's name is what its first column lists when each repeats once per date", () => {
  expect(tableAnswerTo('How many stocks are there?', STOCKS).answer).toBe('3');
  const each = tableAnswerTo('What is the average price of each stock?', STOCKS);
  expect(each.table?.rows.map((row) => row[0])).toEqual(['AAPL', 'IBM', 'MSFT']);
  expect(each.table?.values).toEqual([130, 105, 28]);
  expect(tableAnswerTo('Which stock had the highest average price?', STOCKS).names).toEqual([
    'AAPL',
  ]);
  // A price per stock is each stock's own average, listed.
  expect(tableAnswerTo('Average price per stock', STOCKS).table?.rows).toHaveLength(3);
});

test("a list whose rows only share a first value still counts its rows by the file's name", () => {
  const staff = csvTables(
    'staff',
    'employees.csv',
    ['Department,Name,Hired', 'Sales,Al,1/5/2020', 'Sales,Bo,2/6/2021', 'IT,Cy,3/7/2022'].join(
      '\n',
    ),
  );
  expect(tableAnswerTo('How many employees are there?', staff).answer).toBe('3');
});

test('rows that repeat a first value on one date each are events, counted as rows', () => {
  // Foul balls of a few games, each game on its own day: many rows, but no game on every date.
  const fouls = csvTables(
    'fouls',
    'foul-balls.csv',
    [
      'matchup,game_date,type_of_hit,exit_velocity',
      'Mets vs Braves,2019-05-04,Fly,80.1',
      'Mets vs Braves,2019-05-04,Ground,70.2',
      'Mets vs Braves,2019-05-04,Fly,',
      'Twins VS Orioles,2019-04-20,Line,90.5',
      'Twins VS Orioles,2019-04-20,Fly,75',
      'Twins VS Orioles,2019-04-20,Pop Up,',
      'Twins VS Orioles,2019-04-20,Fly,66',
    ].join('\n'),
  );
  expect(tableAnswerTo('How many foul balls are in the data?', fouls).answer).toBe('7');
  expect(tableAnswerTo('How many foul balls were hit in May 2019?', fouls).answer).toBe('3');
});
