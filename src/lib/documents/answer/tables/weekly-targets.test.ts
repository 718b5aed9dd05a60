import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A finance team's weekly targets per product (the shape of blind round g's targets): weeks
 * numbered in a `Week` column, no dates, one row per product and week.
 */
const TARGETS = csvTables(
  'targets',
  'sales_targets.csv',
  [
    'Year,Week,ProductName,Quantity Target,Income Target',
    '2020,1,Candle,10.0,100.0',
    '2020,2,Candle,20.0,200.0',
    '2020,3,Candle,30.0,300.0',
    '2020,1,Soap,40.0,40.0',
    '2020,2,Soap,50.0,50.0',
    '2020,3,Soap,60.0,60.0',
  ].join('\n'),
);

test("'the average weekly target' of numbered weeks: each row is already a week's figure", () => {
  const candle = tableAnswerTo('What is the average weekly income target for Candle?', TARGETS);
  expect(candle.value).toBe(200);
  const each = tableAnswerTo(
    'What is the average weekly quantity target for each product?',
    TARGETS,
  );
  expect(each.table?.values).toEqual([50, 20]);
});

test("'the last week' of numbered weeks is the highest week number", () => {
  const last = tableAnswerTo(
    'What is the total income target for the last week in the data?',
    TARGETS,
  );
  expect(last.value).toBe(360);
  expect(last.explanation).toContain('Week is 3');
});
