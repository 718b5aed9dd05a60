import type { TableFilter, TableSubject } from '@domain/table-subject';
import type { DataTable, TableColumn } from '../../types';

/** One group (or row) of a ranking with its figure and the rows it was computed from. */
export interface RankedItem {
  label: string;
  value: number;
  /** Row indexes into the table. */
  rows: number[];
}

/**
 * `rows`: the rows the answer rests on (cited); `selected`: how many rows the filters kept.
 * A ranking's `items` are every group (or row) with a figure, in order; the first `named` are
 * the answer.
 */
export type Computation =
  | { kind: 'figure'; value: number; rows: number[]; selected: number }
  | { kind: 'ranking'; items: RankedItem[]; named: number; rows: number[]; selected: number }
  | { kind: 'values'; values: string[]; rows: number[]; selected: number };

const MS_PER_DAY = 86_400_000;

/** A date column's day as its month (1-12), quarter (1-4) or year. */
export function datePart(day: number, part: 'month' | 'quarter' | 'year'): number {
  const date = new Date(day * MS_PER_DAY);
  if (part === 'year') return date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  return part === 'month' ? month : Math.ceil(month / 3);
}

export function isoDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** A cell as text: the text itself, a number as written in plain digits, a date as ISO. */
export function cellLabel(column: TableColumn, row: number): string {
  if (column.kind === 'text') {
    const code = column.codes[row]!;
    return code === 0 ? '' : column.dictionary[code - 1]!;
  }
  const value = column.values[row]!;
  if (Number.isNaN(value)) return '';
  return column.kind === 'date' ? isoDay(value) : String(value);
}

type RowTest = (row: number) => boolean;

function rowTest(table: DataTable, filter: TableFilter): RowTest {
  const column = table.columns[filter.column];
  if (!column) return () => false;
  if (filter.kind === 'text') {
    if (column.kind !== 'text') return () => false;
    const wanted = new Set(filter.values);
    const codes = new Uint8Array(column.dictionary.length + 1);
    column.dictionary.forEach((value, index) => {
      if (wanted.has(value)) codes[index + 1] = 1;
    });
    return (row) => codes[column.codes[row]!] === 1;
  }
  if (column.kind === 'text') return () => false;
  const values = column.values;
  if (filter.kind === 'number') {
    const wanted = new Set(filter.values);
    return (row) => wanted.has(values[row]!);
  }
  return (row) =>
    !Number.isNaN(values[row]!) && datePart(values[row]!, filter.part) === filter.value;
}

/** Indexes of the rows every filter keeps, in table order. */
export function selectRows(table: DataTable, filters: readonly TableFilter[]): number[] {
  const tests = filters.map((filter) => rowTest(table, filter));
  const rows: number[] = [];
  for (let row = 0; row < table.rowNumbers.length; row += 1) {
    if (tests.every((test) => test(row))) rows.push(row);
  }
  return rows;
}

/** The figure of some rows; NaN when there is nothing to compute it from. */
function reduce(table: DataTable, subject: TableSubject, rows: readonly number[]): number {
  if (subject.reduction === 'count') return rows.length;
  const column = subject.column === null ? undefined : table.columns[subject.column];
  if (!column) return Number.NaN;
  if (subject.reduction === 'distinct') {
    return new Set(rows.map((row) => cellLabel(column, row)).filter(Boolean)).size;
  }
  if (column.kind !== 'number') return Number.NaN;
  let sum = 0;
  let count = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const row of rows) {
    const value = column.values[row]!;
    if (Number.isNaN(value)) continue;
    sum += value;
    count += 1;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (count === 0) return subject.reduction === 'sum' ? 0 : Number.NaN;
  switch (subject.reduction) {
    case 'average':
      return sum / count;
    case 'min':
      return min;
    case 'max':
      return max;
    default:
      return sum;
  }
}

function groupRows(column: TableColumn, rows: readonly number[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const row of rows) {
    const label = cellLabel(column, row);
    if (label === '') continue;
    const group = groups.get(label);
    if (group) group.push(row);
    else groups.set(label, [row]);
  }
  return groups;
}

/** The first text column other than `except`, whose value names a row in a ranking of rows. */
function rowLabeller(table: DataTable, except: number | null): (row: number) => string {
  const index = table.columns.findIndex((column, at) => column.kind === 'text' && at !== except);
  const column = table.columns[index];
  return (row) =>
    (column && cellLabel(column, row)) || `row ${table.rowNumbers[row]!.toLocaleString('en-US')}`;
}

function rank(items: RankedItem[], subject: TableSubject, selected: number): Computation {
  const ranking = subject.ranking!;
  const ordered = items
    .filter((item) => !Number.isNaN(item.value))
    .sort((a, b) => (ranking.order === 'desc' ? b.value - a.value : a.value - b.value));
  const named = ranking.limit === null ? ordered.length : Math.min(ranking.limit, ordered.length);
  return {
    kind: 'ranking',
    items: ordered,
    named,
    rows: ordered
      .slice(0, named)
      .flatMap((item) => item.rows)
      .sort((a, b) => a - b),
    selected,
  };
}

/**
 * Computes a table question: selects the rows the filters keep, then reduces them to one
 * figure, to a ranking of groups (or rows), or to the distinct values of a column. One pass
 * over typed arrays: a 100,000-row sheet takes milliseconds.
 */
export function compute(table: DataTable, subject: TableSubject): Computation {
  const rows = selectRows(table, subject.filters);
  const column = subject.column === null ? undefined : table.columns[subject.column];
  if (subject.reduction === 'values') {
    const values = column ? [...groupRows(column, rows).keys()] : [];
    return { kind: 'values', values, rows, selected: rows.length };
  }
  const groupColumn = subject.groupBy === null ? undefined : table.columns[subject.groupBy];
  if (groupColumn) {
    const items = [...groupRows(groupColumn, rows)].map(([label, groupRows]) => ({
      label,
      value: reduce(table, subject, groupRows),
      rows: groupRows,
    }));
    if (subject.ranking) return rank(items, subject, rows.length);
    // Grouped without an order ('average revenue per store'): the figure over the groups.
    const values = items.map((item) => item.value).filter((value) => !Number.isNaN(value));
    const value =
      values.length === 0
        ? Number.NaN
        : values.reduce((sum, item) => sum + item, 0) / values.length;
    return { kind: 'figure', value, rows, selected: rows.length };
  }
  if (subject.ranking && column?.kind === 'number') {
    const label = rowLabeller(table, subject.column);
    return rank(
      rows.map((row) => ({ label: label(row), value: column.values[row]!, rows: [row] })),
      subject,
      rows.length,
    );
  }
  return { kind: 'figure', value: reduce(table, subject, rows), rows, selected: rows.length };
}
