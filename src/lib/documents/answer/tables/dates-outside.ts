import type { TableFilter, TableSubject } from '@domain/table-subject';
import type { DataTable } from '../../types';
import type { Computation } from './aggregate';
import { nameOf } from './figure-words';
import { calendarDay, datePart, isoDay } from './periods';

/** The first and last day a date column holds, or null when it holds none. */
function daysHeld(table: DataTable, column: number): { first: number; last: number } | null {
  const dates = table.columns[column];
  if (dates?.kind !== 'date') return null;
  let first = Infinity;
  let last = -Infinity;
  for (const value of dates.values) {
    if (Number.isNaN(value)) continue;
    first = Math.min(first, calendarDay(value));
    last = Math.max(last, calendarDay(value));
  }
  return first <= last ? { first, last } : null;
}

/** Whether a filter asks for days wholly before or after those held ('Q3' of any year never is). */
function beyond(filter: TableFilter, held: { first: number; last: number }): boolean {
  if (filter.kind === 'days') return filter.to < held.first || filter.from > held.last;
  if (filter.kind !== 'date' || filter.part !== 'year') return false;
  return filter.value < datePart(held.first, 'year') || filter.value > datePart(held.last, 'year');
}

/**
 * ' (Order Date runs from 2014-01-03 to 2017-12-30)': said after an answer over no rows when the
 * dates asked for are outside the table's own, so '0' or 'No rows match' for 2012 reads as "the
 * data does not reach 2012", not as "nothing was sold".
 */
export function datesOutsideNote(
  table: DataTable,
  subject: TableSubject,
  computation: Computation,
): string {
  if (computation.selected > 0) return '';
  for (const filter of subject.filters) {
    const held = daysHeld(table, filter.column);
    if (held && beyond(filter, held))
      return ` (${nameOf(table, filter.column)} runs from ${isoDay(held.first)} to ${isoDay(held.last)})`;
  }
  return '';
}
