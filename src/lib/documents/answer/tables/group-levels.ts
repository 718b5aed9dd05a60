import type { DataTable, TableColumn } from '../../types';
import { IDENTIFIER_WORDS, LEVEL_WORDS } from './lexicon';
import { vocabularyOf } from './table-vocabulary';
import { tableMemo } from './table-memo';

/** Groups of two rows or more that must all agree: fewer could agree by chance. */
const MIN_REPEATED_GROUPS = 5;

const levels = tableMemo<string, boolean>();

/** A row's group: its text cell's code, or its number or day. */
export function keyOf(column: TableColumn, row: number): number {
  return column.kind === 'text' ? column.codes[row]! : column.values[row]!;
}

/**
 * Whether a figure is each group's own, written again on every row of it: a company's head
 * count on each of its funding rounds (`numEmps` by `company`). It differs between groups, and
 * is the same on every row of each of at least 5 groups of two rows or more, so the group's
 * figure is that one, not the rows added up.
 */
export function repeatsPerGroup(table: DataTable, measure: number, group: number): boolean {
  const figures = table.columns[measure]!;
  const groups = table.columns[group]!;
  if (figures.kind !== 'number') return false;
  return levels(table, `${measure}:${group}`, () => {
    const first = new Map<number, number>();
    const repeated = new Set<number>();
    const seen = new Set<number>();
    const agree = figures.values.every((value, row) => {
      if (Number.isNaN(value)) return true;
      seen.add(value);
      const owner = keyOf(groups, row);
      const before = first.get(owner);
      if (before === undefined) first.set(owner, value);
      else repeated.add(owner);
      return before === undefined || before === value;
    });
    return agree && seen.size > 1 && repeated.size >= MIN_REPEATED_GROUPS;
  });
}

/** Whether a date column holds two days or more. */
function severalDays(column: TableColumn): boolean {
  if (column.kind !== 'date') return false;
  const days = column.values.filter((day) => !Number.isNaN(day)).map(Math.floor);
  return days.some((day) => day !== days[0]);
}

/**
 * Whether each row is a different thing: a column headed as an ID (`card_id`) holds a value on
 * every row and never the same one twice. Its levels (each card's balance) are then levels of
 * different things, which add up whatever days they fall on.
 */
export function rowPerId(table: DataTable): boolean {
  const { headers } = vocabularyOf(table);
  return table.columns.some((column, at) => {
    const concepts = headers[at]!.concepts;
    if (column.kind !== 'text' || !IDENTIFIER_WORDS.has(concepts.at(-1) ?? '')) return false;
    const codes = new Set(column.codes);
    return !codes.has(0) && codes.size === table.rowNumbers.length;
  });
}

/**
 * Whether a figure is a level held at a time (`Inventory Level`, a balance) in a table whose rows
 * fall on several days: a group's rows add up the same stock day after day, so its total is no
 * figure of the group; its average is.
 */
export function levelOverDays(table: DataTable, measure: number): boolean {
  const { concepts } = vocabularyOf(table).headers[measure]!;
  return concepts.some((concept) => LEVEL_WORDS.has(concept)) && table.columns.some(severalDays);
}
