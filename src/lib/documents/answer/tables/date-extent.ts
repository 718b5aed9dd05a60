import type { DataTable } from '../../types';

/** The first and last value a date column holds (days, a time as the fraction), or null. */
export function dateExtent(
  table: DataTable,
  index: number,
): { first: number; last: number } | null {
  const column = table.columns[index];
  if (column?.kind !== 'date') return null;
  let first = Infinity;
  let last = -Infinity;
  for (const value of column.values) {
    if (Number.isNaN(value)) continue;
    if (value < first) first = value;
    if (value > last) last = value;
  }
  return first <= last ? { first, last } : null;
}
