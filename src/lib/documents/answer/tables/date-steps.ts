import type { DataTable } from '../../types';
import { calendarDay } from './periods';
import { tableMemo } from './table-memo';

/** The period between one date of a column and the next: a series by hour, week or month. */
export type DateStep = 'hour' | 'week' | 'month';

const DAY = 1;
const MINUTES_PER_DAY = 24 * 60;
const steps = tableMemo<number, DateStep | null>();

/**
 * Whether a date column's distinct dates follow each other an hour apart (a bike-share scheme's
 * rentals of each hour), a week apart (Walmart's weekly sales: every store's row for the Friday
 * of each week) or a month apart (a monthly series), judged by the commonest gap; null for daily
 * or irregular dates.
 */
export function dateStepOf(table: DataTable, column: number): DateStep | null {
  return steps(table, column, () => measuredStep(table, column));
}

/** How many times each gap between values next to each other is seen. */
function gapsOf(sorted: readonly number[]): Map<number, number> {
  const gaps = new Map<number, number>();
  for (let index = 1; index < sorted.length; index += 1) {
    const gap = sorted[index]! - sorted[index - 1]!;
    gaps.set(gap, (gaps.get(gap) ?? 0) + 1);
  }
  return gaps;
}

/** The gap seen most often, and how many times. */
const commonestOf = (gaps: ReadonlyMap<number, number>): [gap: number, count: number] =>
  [...gaps].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [NaN, 0]);

/** Whether most date-times follow each other an hour apart, in whole minutes. */
function hourly(values: Float64Array): boolean {
  const minutes = [...new Set(Array.from(values, (value) => Math.round(value * MINUTES_PER_DAY)))]
    .filter((minute) => !Number.isNaN(minute))
    .sort((a, b) => a - b);
  const [gap, count] = commonestOf(gapsOf(minutes));
  return minutes.length >= 3 && gap === 60 && count >= (minutes.length - 1) / 2;
}

function measuredStep(table: DataTable, column: number): DateStep | null {
  const dates = table.columns[column];
  if (dates?.kind !== 'date') return null;
  if (hourly(dates.values)) return 'hour';
  const days = [...new Set(Array.from(dates.values, calendarDay))]
    .filter((day) => !Number.isNaN(day))
    .sort((a, b) => a - b);
  if (days.length < 3) return null;
  const gaps = gapsOf(days);
  const [commonest, count] = commonestOf(gaps);
  if (count < (days.length - 1) / 2) {
    // Months are 28 to 31 days apart: together they are most of the gaps.
    const monthly = [...gaps].filter(([gap]) => gap >= 28 && gap <= 31);
    const months = monthly.reduce((total, [, seen]) => total + seen, 0);
    return months >= (days.length - 1) / 2 ? 'month' : null;
  }
  if (commonest === 7 * DAY) return 'week';
  return commonest >= 28 && commonest <= 31 ? 'month' : null;
}
