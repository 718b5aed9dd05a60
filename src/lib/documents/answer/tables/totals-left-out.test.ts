import { expect, test } from 'vitest';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Kinds of business under the row that totals them. */
const KINDS = csvTables(
  'kinds',
  'inventories.csv',
  [
    'Kind of Business,Inventories',
    '"Retail trade, total",600',
    'Grocery stores,300',
    'Shoe stores,50',
    'Department stores,250',
  ].join('\n'),
);

test('"leaving out the totals" of a ranking that leaves the totals row out is read', () => {
  const top = tableAnswerTo(
    'Top 2 kinds of business by inventories, leaving out the totals',
    KINDS,
  );
  expect(top.answer).toMatch(/^Top 2 kinds; first Grocery stores/);
  expect(
    tableAnswerTo('Which kind of business had the lowest inventories, excluding totals?', KINDS)
      .answer,
  ).toMatch(/^Shoe stores/);
});
