import type { DataTable, TableColumn } from '../../types';
import { secondsOfDay } from '../../text/clock-time';
import { calendarDay } from './periods';

/** The hour (0-23) of a time of day ('13:08', '1:08 PM'), or null when the text is not one. */
export function hourOf(text: string): number | null {
  const seconds = secondsOfDay(text);
  return seconds === null ? null : Math.floor(seconds / 3600);
}

/** Values looked at to tell a column of times of day. */
const SAMPLE = 200;
const timedDates = new WeakMap<TableColumn, boolean>();
const columns = new WeakMap<DataTable, number | null>();

/**
 * Whether a date column's cells carry a time of day ('2019-01-15 03:36:12'): some value is not
 * a whole day. A column of dates alone, or of midnights only, carries none.
 */
export function carriesTime(column: TableColumn | undefined): boolean {
  if (column?.kind !== 'date') return false;
  if (!timedDates.has(column))
    timedDates.set(
      column,
      column.values.some((value) => !Number.isNaN(value) && value !== calendarDay(value)),
    );
  return timedDates.get(column)!;
}

function holdsTimes(column: TableColumn): boolean {
  if (column.kind === 'date') return carriesTime(column);
  if (column.kind !== 'text' || column.dictionary.length < 2) return false;
  const sample = column.dictionary.slice(0, SAMPLE);
  return sample.filter((value) => hourOf(value) !== null).length >= 0.9 * sample.length;
}

/**
 * The first column an hour can be read from, or null: a text column of times of day ('Time'
 * of a sales export: 13:08) or a date column whose cells carry one (pickup_datetime).
 */
export function timeColumnOf(table: DataTable): number | null {
  if (!columns.has(table)) {
    const found = table.columns.findIndex(holdsTimes);
    columns.set(table, found < 0 ? null : found);
  }
  return columns.get(table)!;
}
