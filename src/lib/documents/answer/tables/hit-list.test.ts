import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Foul balls shaped like FiveThirtyEight's (tenth blind round): lower snake_case headers, a
 * measure empty in some rows, zones as number codes, each game on its own day.
 */
const FOULS = csvTables(
  'fouls',
  'foul-balls.csv',
  [
    'matchup,game_date,type_of_hit,exit_velocity,predicted_zone,camera_zone,used_zone',
    'Mets vs Braves,2019-05-04,Fly,80.5,1,1,1',
    'Mets vs Braves,2019-05-04,Ground,70.5,4,,4',
    'Mets vs Braves,2019-05-04,Fly,,5,5,5',
    'Twins VS Orioles,2019-04-20,Line,90.5,1,2,2',
    'Twins VS Orioles,2019-04-20,Fly,75,1,,1',
    'Twins VS Orioles,2019-04-20,Pop Up,,2,2,2',
  ].join('\n'),
);

test("a header word of quality ending in -city ('exit_velocity') is one word, not a city", () => {
  expect(tableAnswerTo('What is the average exit velocity?', FOULS).answer).toBe('79.13');
  expect(tableAnswerTo('What is the highest exit velocity?', FOULS).answer).toContain('(90.5)');
});

test('two number columns said to differ are compared row by row, rows with a blank left out', () => {
  const moved = tableAnswerTo(
    'How many foul balls had a camera zone different from the predicted zone?',
    FOULS,
  );
  expect(moved.answer).toBe('1');
  expect(
    tableAnswerTo('How many foul balls had a used zone the same as the predicted zone?', FOULS)
      .answer,
  ).toBe('5');
});

test("'which game date' with 'the most' ranks the dates of the date column it names", () => {
  const games = csvTables(
    'games',
    'foul-balls.csv',
    [
      'matchup,game_date,type_of_hit',
      'Mets vs Braves,2019-05-04,Fly',
      'Mets vs Braves,2019-05-04,Line',
      'Twins VS Orioles,2019-04-20,Fly',
      'Twins VS Orioles,2019-04-20,Fly',
      'Twins VS Orioles,2019-04-20,Ground',
    ].join('\n'),
  );
  expect(tableAnswerTo('On which game date were the most foul balls hit?', games).names).toEqual([
    '2019-04-20',
  ]);
});

test("'no exit velocity', 'missing a camera zone': empty cells where the column holds no zero", () => {
  const none = tableAnswerTo('How many foul balls have no exit velocity recorded?', FOULS);
  expect(none.answer).toBe('2');
  expect(none.explanation).toBe('Count of rows where exit_velocity is empty.');
  expect(tableAnswerTo('How many foul balls are missing a camera zone?', FOULS).answer).toBe('2');
  expect(tableAnswerTo('How many Fly balls had no camera zone?', FOULS).answer).toBe('1');
});

test("'no discount' is a discount of 0 where the column writes zeros", () => {
  const sales = csvTables(
    'sales',
    'sales.csv',
    'Region,Sales,Discount\nEast,10,0\nWest,20,0.2\nEast,5,',
  );
  const none = tableAnswerTo('How many sales had no discount?', sales);
  expect(none.answer).toBe('1');
  expect(none.explanation).toBe('Count of rows where Discount is 0.');
});

test("'pop ups' of a value Pop Up: a short plural the stemmer keeps is tried without its 's'", () => {
  const pops = tableAnswerTo('How many foul balls were pop ups?', FOULS);
  expect(pops.answer).toBe('1');
  expect(pops.explanation).toBe('Count of rows where type_of_hit is Pop Up.');
});

test("'faster than 85 mph': a speed unit names the column of speeds, as miles name distances", () => {
  const fast = tableAnswerTo('How many foul balls were hit faster than 85 mph?', FOULS);
  expect(fast.answer).toBe('1');
  expect(fast.explanation).toBe('Count of rows where exit_velocity is above 85.');
  expect(tableAnswerTo('How many foul balls were slower than 78 mph?', FOULS).answer).toBe('2');
});
