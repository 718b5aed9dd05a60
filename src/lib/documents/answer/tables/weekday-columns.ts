import type { TableColumn, VisibleTable } from '../../types';
import { fold } from './lexicon';
import { WEEKDAY_NAMES } from './periods';

/** Each weekday's name and its three-letter short form, folded ('monday', 'mon'). */
const WEEKDAY_WORDS = new Set(
  WEEKDAY_NAMES.flatMap((name) => [fold(name), fold(name.slice(0, 3))]),
);
/** 'day of the week', 'day of week': the weekday, whatever the date. */
const DAY_OF_WEEK = /\bdays?\s+of\s+(?:the\s+)?week\b/giu;

/** A text column whose every cell is a weekday's name ('Mon', 'Saturday'). */
export function holdsWeekdays(column: TableColumn): boolean {
  return (
    column.kind === 'text' &&
    column.dictionary.length > 0 &&
    column.dictionary.every((value) => WEEKDAY_WORDS.has(fold(value)))
  );
}

/**
 * The question with 'day of the week' read as the one column that holds weekday names, when no
 * table could read 'week' (`unread`, as written): 'which day of the week has the most
 * deliveries?' of a table whose `day` column holds `Mon` to `Sun` and no date, where the phrase
 * names that column as a date's weekday would otherwise be named.
 */
export function weekdayColumnRead(
  question: string,
  tables: readonly VisibleTable[],
  unread: ReadonlySet<string>,
): string {
  if (![...unread].some((word) => fold(word) === 'week')) return question;
  const columns = tables.flatMap(({ table }) => table.columns.filter(holdsWeekdays));
  if (columns.length !== 1) return question;
  return question.replace(DAY_OF_WEEK, columns[0]!.name);
}
