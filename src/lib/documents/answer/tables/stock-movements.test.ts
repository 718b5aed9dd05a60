import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A bike chain's stock movements: one row per store, item, day and status, the items moved
 * counted in `Number of Items` beside an `Item` column naming what kind they are.
 */
const MOVEMENTS = csvTables(
  'movements',
  'stock_status.csv',
  [
    'Date,Store,Item,Status,Number of Items',
    '05/07/2021,Bristol,Tyres,Sold,3',
    '05/07/2021,York,Tyres,Sold,2',
    '12/07/2021,Bristol,Wheels,Sold,4',
    '12/07/2021,York,Saddles,Return to Manufacturer,2',
    '19/07/2021,York,Wheels,Sold,1',
  ].join('\n'),
);

const movements = (question: string) => tableAnswerTo(question, MOVEMENTS);

test("'how many items' of a 'Number of Items' column adds it up, not the kinds in `Item`", () => {
  const sold = movements('How many items were sold?');
  expect(sold.answer).toBe('10');
  expect(sold.explanation).toMatch(/^Sum of Number of Items where Status is Sold/);
  expect(movements('How many items did York return to the manufacturer?').answer).toBe('2');
  // The kinds are still counted when asked for.
  expect(movements('How many different items are there?').answer).toBe('3');
});
