import type { TableFilter, TableSubject } from '@domain/table-subject';
import type { DataTable } from '../../types';
import type { Computation } from './aggregate';
import { dateExtent } from './date-extent';
import { nameOf } from './figure-words';
import { calendarDay, datePart, isoDay } from './periods';

/** The first and last day a date column holds, or null when it holds none. */
function daysHeld(table: DataTable, column: number): { first: number; last: number } | null {
  const extent = dateExtent(table, column);
  return extent && { first: calendarDay(extent.first), last: calendarDay(extent.last) };
}

/**
 * Whether a filter asks for days the column's span does not reach: before or after it, or a
 * month or quarter of no year it covers ('July' of January to March 2015; never 'Q4' of dates
 * over several years, which only happen to have none in Q4).
 */
function beyond(filter: TableFilter, held: { first: number; last: number }): boolean {
  if (filter.kind === 'days') return filter.to < held.first || filter.from > held.last;
  if (filter.kind !== 'date') return false;
  const { part, value } = filter;
  if (part === 'year')
    return value < datePart(held.first, 'year') || value > datePart(held.last, 'year');
  if (held.last - held.first >= DAYS_IN_A_YEAR) return false;
  for (let day = held.first; day <= held.last; day += 1)
    if (datePart(day, part) === value) return false;
  return true;
}

const DAYS_IN_A_YEAR = 365;

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
