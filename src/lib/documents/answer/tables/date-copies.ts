import type { DataTable } from '../../types';
import { datePart } from './periods';
import type { TableVocabulary } from './table-vocabulary';

/** Periods a column of numbers may copy out of a date, as `datePart` reads them. */
const COPIED_PERIODS = new Set(['month', 'quarter']);

/**
 * A `month` or `quarter` column of numbers that only repeats the month or quarter of the table's
 * date on every row, in a table whose dates span more than one year: 'revenue per month' asks
 * the months of the dates (January 2023 apart from January 2024), not the twelve numbers.
 */
export function copiesDatePeriod(
  table: DataTable,
  vocabulary: TableVocabulary,
  column: number,
): boolean {
  const cells = table.columns[column]!;
  const [part, ...more] = vocabulary.headers[column]!.concepts;
  const [dates] = vocabulary.dates;
  if (cells.kind !== 'number' || more.length > 0 || !COPIED_PERIODS.has(part ?? '')) return false;
  const dated = dates === undefined ? undefined : table.columns[dates];
  if (dated?.kind !== 'date') return false;
  const days = dated.values;
  const years = new Set<number>();
  for (let row = 0; row < days.length; row += 1) {
    const day = days[row]!;
    if (Number.isNaN(day)) continue;
    if (datePart(day, part as 'month' | 'quarter') !== cells.values[row]) return false;
    years.add(datePart(day, 'year'));
  }
  return years.size > 1;
}
