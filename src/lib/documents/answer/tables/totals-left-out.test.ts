import { expect, test } from 'vitest';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo, tableReplyTo } from '@/test/documents/table-answer';

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

test('a full list that leaves the totals out lists every other group and says so', () => {
  const all = tableAnswerTo('Inventories by kind of business, excluding the totals', KINDS);
  expect(all.table?.rows.map((row) => row[0])).toEqual([
    'Grocery stores',
    'Department stores',
    'Shoe stores',
  ]);
  expect(all.explanation).toMatch(/totals rows left out/);
  // Without the words the totals row is one of the groups, as the sheet has it.
  expect(tableAnswerTo('Inventories by kind of business', KINDS).table?.rows).toHaveLength(4);
});

test('a figure over every row that leaves the totals out is not answered with the totals in', () => {
  const reply = tableReplyTo('Total inventories, excluding the totals', KINDS);
  expect(reply?.kind).not.toBe('table-answer');
});
