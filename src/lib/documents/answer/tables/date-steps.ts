import type { DataTable } from '../../types';
import { calendarDay } from './periods';

/** The period between one date of a column and the next: a series by week or by month. */
export type DateStep = 'week' | 'month';

const DAY = 1;
const steps = new WeakMap<DataTable, Map<number, DateStep | null>>();

/**
 * Whether a date column's distinct dates follow each other a week apart (Walmart's weekly
 * sales: every store's row for the Friday of each week) or a month apart (a monthly series),
 * judged by the commonest gap; null for daily or irregular dates.
 */
export function dateStepOf(table: DataTable, column: number): DateStep | null {
  const byColumn = steps.get(table) ?? new Map<number, DateStep | null>();
  steps.set(table, byColumn);
  if (!byColumn.has(column)) byColumn.set(column, measuredStep(table, column));
  return byColumn.get(column)!;
}

function measuredStep(table: DataTable, column: number): DateStep | null {
  const dates = table.columns[column];
  if (dates?.kind !== 'date') return null;
  const days = [...new Set(Array.from(dates.values, calendarDay))]
    .filter((day) => !Number.isNaN(day))
    .sort((a, b) => a - b);
  if (days.length < 3) return null;
  const gaps = new Map<number, number>();
  for (let index = 1; index < days.length; index += 1) {
    const gap = days[index]! - days[index - 1]!;
    gaps.set(gap, (gaps.get(gap) ?? 0) + 1);
  }
  const [commonest, count] = [...gaps].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  if (count < (days.length - 1) / 2) {
    // Months are 28 to 31 days apart: together they are most of the gaps.
    const monthly = [...gaps].filter(([gap]) => gap >= 28 && gap <= 31);
    const months = monthly.reduce((total, [, seen]) => total + seen, 0);
    return months >= (days.length - 1) / 2 ? 'month' : null;
  }
  if (commonest === 7 * DAY) return 'week';
  return commonest >= 28 && commonest <= 31 ? 'month' : null;
}
