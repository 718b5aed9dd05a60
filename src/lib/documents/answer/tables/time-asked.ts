import type { TableSubject } from '@domain/table-subject';
import type { DataTable } from '../../types';
import { holdsTimes } from './time-of-day';

/**
 * 'What time does the store open?', 'at which hour …', 'what time of day …': a clock time; not
 * 'which time period' or 'what time of year', groups a column names.
 */
const ASKS_A_TIME =
  /\b(?:what|which) (?:time|hour)\b(?!\s+(?:period|slot|zone|frame|band|window|range|of\s+(?:year|month|week)))/i;

/**
 * A time of day is answered by times: a figure of a column holding them ('the latest pickup
 * time') or groups by the hour ('what time of day has the most orders'). 'What time does
 * store 1 open?' is not the sum of a 0/1 `Open` column; such readings are left out.
 */
export function answeringATime(
  question: string,
  table: DataTable,
  subjects: readonly TableSubject[],
): readonly TableSubject[] {
  if (!ASKS_A_TIME.test(question)) return subjects;
  const timed = (column: number | null) => column !== null && holdsTimes(table.columns[column]!);
  return subjects.filter(
    (subject) => subject.period === 'hour' || timed(subject.column) || timed(subject.groupBy),
  );
}
