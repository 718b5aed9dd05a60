import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A store list whose shelf location is headed `ShelveLoc` (ISLR's Carseats layout). */
const STORES = csvTables(
  'stores',
  'Carseats.csv',
  [
    'rownames,Sales,Price,ShelveLoc,Urban',
    '1,9.5,120,Bad,Yes',
    '2,11.22,83,Good,Yes',
    '3,10.06,80,Medium,Yes',
    '4,7.4,97,Medium,Yes',
    '5,4.15,128,Bad,No',
  ].join('\n'),
);

test('"shelf location" names ShelveLoc: a clipped word in full, a plural in -ves its -f', () => {
  expect(tableAnswerTo('How many stores have a good shelf location?', STORES).answer).toBe('1');
  const table = tableAnswerTo('What are the total sales for each shelf location?', STORES).table!;
  expect(table.rows.map((row) => row[0])).toEqual(['Medium', 'Bad', 'Good']);
  expect(table.values).toEqual([17.46, 13.65, 11.22]);
});

/**
 * Purchases of a scanner panel with one column per brand for its display (`disp.`), its
 * advertisement (`feat.`) and its price, and the brand bought (Ecdat's Cracker layout).
 */
const PURCHASES = csvTables(
  'purchases',
  'Cracker.csv',
  [
    'rownames,id,disp.sunshine,disp.nabisco,price.sunshine,price.nabisco,choice',
    '1,1,0,0,98,120,nabisco',
    '2,1,0,1,99,99,nabisco',
    '3,1,1,0,49,109,sunshine',
    '4,2,1,1,59,89,nabisco',
    '5,2,0,0,89,99,sunshine',
  ].join('\n'),
);

test('"a Nabisco display" names disp.nabisco, not the purchases of Nabisco', () => {
  expect(tableAnswerTo('How many purchases had a Nabisco display?', PURCHASES).answer).toBe('2');
  expect(
    tableAnswerTo('What was the average Sunshine price when Sunshine was on display?', PURCHASES)
      .answer,
  ).toBe('54');
});

test('"when Nabisco had a display", "was on display": the flag of that brand keeps the rows', () => {
  const ask = (question: string) => tableAnswerTo(question, PURCHASES).answer;
  expect(ask('What was the average Sunshine price when Nabisco had a display?')).toBe('79');
  expect(ask('What was the average Sunshine price when Nabisco was on display?')).toBe('79');
});
