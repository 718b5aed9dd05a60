import type { DataTable } from '../../types';

/** '13:08', '9:05:30', '1:08 PM', '1:08 p.m.': a time of day, without a date. */
const TIME = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?\s*([ap])?\.?m?\.?$/i;

/** The hour (0-23) of a time of day, or null when the text is not one. */
export function hourOf(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const half = match[3]?.toLowerCase();
  if (half && (hour < 1 || hour > 12)) return null;
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  return hour < 24 ? hour : null;
}

/** Values looked at to tell a column of times of day. */
const SAMPLE = 200;
const columns = new WeakMap<DataTable, number | null>();

/** The first text column holding times of day ('Time' of a sales export: 13:08), or null. */
export function timeColumnOf(table: DataTable): number | null {
  if (!columns.has(table)) {
    const found = table.columns.findIndex((column) => {
      if (column.kind !== 'text' || column.dictionary.length < 2) return false;
      const sample = column.dictionary.slice(0, SAMPLE);
      return sample.filter((value) => hourOf(value) !== null).length >= 0.9 * sample.length;
    });
    columns.set(table, found < 0 ? null : found);
  }
  return columns.get(table)!;
}
