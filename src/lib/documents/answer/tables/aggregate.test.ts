import type { DataTable } from '../../types';
import { compute, selectRows } from './aggregate';
import { tableSubject } from '@/test/documents/table-subject';
import { csvTables } from '@/test/documents/csv-tables';

const day = (month: number, date: number) => Date.UTC(2024, month - 1, date) / 86_400_000;

/** Store, Week, Units (one empty), Opened: built by hand, as the reader would. */
const TABLE: DataTable = {
  sheet: 'Units',
  rowNumbers: Uint32Array.from([2, 3, 4, 5, 6]),
  columns: [
    {
      name: 'Store',
      kind: 'text',
      dictionary: ['Elmstead', 'Northgate'],
      codes: Uint32Array.from([1, 1, 2, 2, 0]),
    },
    {
      name: 'Week',
      kind: 'number',
      format: { currency: null, percent: false, decimals: 0 },
      values: Float64Array.from([5, 6, 5, 6, 6]),
    },
    {
      name: 'Units',
      kind: 'number',
      format: { currency: null, percent: false, decimals: 0 },
      values: Float64Array.from([120, 90, 100, Number.NaN, 7]),
    },
    {
      name: 'Day',
      kind: 'date',
      values: Float64Array.from([day(3, 1), day(3, 8), day(4, 1), day(4, 8), day(7, 1)]),
    },
  ],
};

const subject = tableSubject;

test('filters on text, numbers and date parts keep rows in table order', () => {
  expect(selectRows(TABLE, [{ column: 0, kind: 'text', values: ['Elmstead'] }])).toEqual([0, 1]);
  expect(selectRows(TABLE, [{ column: 1, kind: 'number', values: [6] }])).toEqual([1, 3, 4]);
  expect(selectRows(TABLE, [{ column: 3, kind: 'date', part: 'month', value: 4 }])).toEqual([2, 3]);
  expect(selectRows(TABLE, [{ column: 3, kind: 'date', part: 'quarter', value: 3 }])).toEqual([4]);
  expect(selectRows(TABLE, [{ column: 0, kind: 'number', values: [1] }])).toEqual([]);
});

test('sum, average, min and max skip empty cells; count counts rows; distinct counts values', () => {
  expect(compute(TABLE, subject({}))).toMatchObject({ kind: 'figure', value: 317, selected: 5 });
  expect(compute(TABLE, subject({ reduction: 'average' }))).toMatchObject({ value: 317 / 4 });
  expect(compute(TABLE, subject({ reduction: 'min' }))).toMatchObject({ value: 7 });
  expect(compute(TABLE, subject({ reduction: 'max' }))).toMatchObject({ value: 120 });
  expect(compute(TABLE, subject({ column: null, reduction: 'count' }))).toMatchObject({ value: 5 });
  expect(compute(TABLE, subject({ column: 0, reduction: 'distinct' }))).toMatchObject({ value: 2 });
  // No rows: a sum is 0, an average has nothing to divide.
  const none = [{ column: 1, kind: 'number', values: [9] }] as const;
  expect(compute(TABLE, subject({ filters: none }))).toMatchObject({ value: 0, selected: 0 });
  expect(compute(TABLE, subject({ filters: none, reduction: 'average' })).kind === 'figure').toBe(
    true,
  );
});

test('groups ranked by their figure; the named ones are the rows cited', () => {
  const ranking = compute(TABLE, subject({ groupBy: 0, ranking: { order: 'desc', limit: 1 } }));
  expect(ranking).toEqual({
    kind: 'ranking',
    items: [
      { label: 'Elmstead', value: 210, rows: [0, 1] },
      { label: 'Northgate', value: 100, rows: [2, 3] },
    ],
    named: 1,
    rows: [0, 1],
    selected: 5,
  });
  const smallest = compute(TABLE, subject({ groupBy: 1, ranking: { order: 'asc', limit: null } }));
  expect(
    smallest.kind === 'ranking' && smallest.items.map((item) => [item.label, item.value]),
  ).toEqual([
    ['6', 97],
    ['5', 220],
  ]);
});

test('rows ranked without groups are named by their first text column, with their date when it only has a few values', () => {
  const top = compute(TABLE, subject({ ranking: { order: 'desc', limit: 2 } }));
  expect(top.kind === 'ranking' && top.items.slice(0, 2).map((item) => item.label)).toEqual([
    'Elmstead, 2024-03-01',
    'Northgate, 2024-04-01',
  ]);
  const lowest = compute(TABLE, subject({ ranking: { order: 'asc', limit: 1 } }));
  expect(lowest.kind === 'ranking' && lowest.items[0]?.label).toBe('2024-07-01');
});

test('values of a column among the selected rows; an average over group totals', () => {
  expect(
    compute(
      TABLE,
      subject({
        column: 0,
        reduction: 'values',
        filters: [{ column: 1, kind: 'number', values: [5] }],
      }),
    ),
  ).toMatchObject({
    kind: 'values',
    values: ['Elmstead', 'Northgate'],
  });
  expect(compute(TABLE, subject({ groupBy: 0 }))).toMatchObject({ kind: 'figure', value: 155 });
});

test('days, comparisons with a figure and with another column keep rows', () => {
  expect(selectRows(TABLE, [{ column: 3, kind: 'days', from: day(3, 1), to: day(3, 31) }])).toEqual(
    [0, 1],
  );
  expect(selectRows(TABLE, [{ column: 2, kind: 'compare', op: 'lt', value: 100 }])).toEqual([1, 4]);
  // Week above Units, row by row: empty cells never pass.
  expect(selectRows(TABLE, [{ column: 1, kind: 'columns', op: 'gt', other: 2 }])).toEqual([]);
  expect(selectRows(TABLE, [{ column: 2, kind: 'columns', op: 'gt', other: 1 }])).toEqual([
    0, 1, 2, 4,
  ]);
});

test('a ratio of sums and a share of the total, in percent', () => {
  expect(compute(TABLE, subject({ column: 1, reduction: 'ratio', denominator: 2 }))).toMatchObject({
    value: (100 * 28) / 317,
  });
  const share = compute(
    TABLE,
    subject({ reduction: 'share', part: [{ column: 0, kind: 'text', values: ['Elmstead'] }] }),
  );
  expect(share).toMatchObject({ kind: 'figure', value: (100 * 210) / 317, rows: [0, 1] });
  const perStore = compute(
    TABLE,
    subject({ reduction: 'share', groupBy: 0, ranking: { order: 'desc', limit: null } }),
  );
  expect(perStore.kind === 'ranking' && perStore.items.map((item) => item.value)).toEqual([
    (100 * 210) / 317,
    (100 * 100) / 317,
  ]);
});

test('periods group a date column in time order', () => {
  const months = compute(
    TABLE,
    subject({
      groupBy: 3,
      period: 'month',
      ranking: { order: 'asc', limit: null, inGroupOrder: true },
    }),
  );
  expect(months.kind === 'ranking' && months.items.map((item) => [item.label, item.value])).toEqual(
    [
      ['Mar 2024', 210],
      ['Apr 2024', 100],
      ['Jul 2024', 7],
    ],
  );
});

test('groups kept by their figure, or by another column’s figure', () => {
  const below = compute(
    TABLE,
    subject({
      groupBy: 0,
      ranking: { order: 'asc', limit: null },
      having: { op: 'lt', value: 150 },
    }),
  );
  expect(below.kind === 'ranking' && below.items.map((item) => item.label)).toEqual(['Northgate']);
  const over = compute(
    TABLE,
    subject({
      groupBy: 0,
      ranking: { order: 'desc', limit: null },
      having: { op: 'gt', column: 1 },
    }),
  );
  expect(over.kind === 'ranking' && over.items).toEqual([
    { label: 'Elmstead', value: 210 - 11, rows: [0, 1], compared: [210, 11] },
    { label: 'Northgate', value: 100 - 11, rows: [2, 3], compared: [100, 11] },
  ]);
});

test('the top N within each group, each item with its group', () => {
  const top = compute(
    TABLE,
    subject({ groupBy: 0, within: 1, ranking: { order: 'desc', limit: 1 } }),
  );
  expect(
    top.kind === 'ranking' && top.items.map((item) => [item.group, item.label, item.value]),
  ).toEqual([
    ['Elmstead', '5', 120],
    ['Northgate', '5', 100],
  ]);
});

test('"the 90th percentile" lies between the two figures around it, as PERCENTILE does', () => {
  const [source] = csvTables('p', 'p.csv', 'Store,Sales\nA,30\nB,10\nC,50\nD,20\nE,40');
  const percentile = (value: number) =>
    compute(source!.table, tableSubject({ column: 1, reduction: 'percentile', percentile: value }));
  // Sorted 10..50: the 90th is 0.9 × 4 = 3.6 places up, 40 + 0.6 × 10.
  expect(percentile(90)).toMatchObject({ value: 46 });
  expect(percentile(50)).toMatchObject({ value: 30 });
  expect(percentile(25)).toMatchObject({ value: 20 });
});

test('"the standard deviation" is the sample one (n − 1), none for a single figure', () => {
  const [source] = csvTables(
    's',
    's.csv',
    'Region,Sales\nWest,1\nWest,9\nEast,4\nEast,2\nEast,6\nNorth,5',
  );
  const spread = tableSubject({ column: 1, reduction: 'stddev' });
  // Mean 4.5; squares 12.25 + 20.25 + 0.25 + 6.25 + 2.25 + 0.25 = 41.5, over 5.
  expect(compute(source!.table, spread)).toMatchObject({ value: Math.sqrt(41.5 / 5) });
  const byRegion = { ...spread, groupBy: 0, ranking: { order: 'desc' as const, limit: null } };
  expect(compute(source!.table, byRegion)).toMatchObject({
    items: [
      { label: 'West', value: Math.sqrt(32) },
      { label: 'East', value: 2 },
    ],
  });
});

test('"the median" is the middle figure, the mean of the two middle ones for an even count', () => {
  const [source] = csvTables(
    'm',
    'm.csv',
    'Region,Sales\nWest,1\nWest,9\nEast,4\nEast,2\nEast,100',
  );
  const median = tableSubject({ column: 1, reduction: 'median' });
  expect(compute(source!.table, median)).toMatchObject({ value: 4 });
  const byRegion = { ...median, groupBy: 0, ranking: { order: 'desc' as const, limit: null } };
  expect(compute(source!.table, byRegion)).toMatchObject({
    items: [
      { label: 'West', value: 5 },
      { label: 'East', value: 4 },
    ],
  });
});
