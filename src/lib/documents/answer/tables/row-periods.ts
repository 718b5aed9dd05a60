import { calendarDay } from './periods';
import { dateStepOf } from './date-steps';
import { AVERAGE, PERIOD_ADJECTIVES, TOTAL, conceptOf } from './lexicon';
import type { ReadingState } from './reading-state';
import type { TableVocabulary } from './table-vocabulary';

/** Words after which a period adjective says what each figure is of ('the highest daily…'). */
const FIGURE_LEADS = new Set([...AVERAGE, ...TOTAL, 'highest', 'lowest', 'largest', 'smallest']);

const dailyTables = new WeakMap<ReadingState['table'], boolean>();

/**
 * Whether each row of the table is a day of its own in some date column (a daily series);
 * worked out once per table, since it reads every date.
 */
function oneRowPerDay({ table, vocabulary }: ReadingState): boolean {
  let daily = dailyTables.get(table);
  if (daily === undefined) {
    daily = vocabulary.dates.some((column) => {
      const dates = table.columns[column]!;
      if (dates.kind !== 'date') return false;
      const days = new Set(Array.from(dates.values, calendarDay));
      return days.size === table.rowNumbers.length && !days.has(NaN);
    });
    dailyTables.set(table, daily);
  }
  return daily;
}

/**
 * Whether the table is a series by hour whose every row holds an hour of its own (a bike-share
 * scheme's rentals of each hour).
 */
export function oneRowPerHour({ table, vocabulary }: ReadingState): boolean {
  const [dates] = vocabulary.dates;
  if (dates === undefined || dateStepOf(table, dates) !== 'hour') return false;
  const cells = table.columns[dates]!;
  return cells.kind === 'date' && new Set(cells.values).size === table.rowNumbers.length;
}

/** Words before 'hour' that say each figure is an hour's ('per hour', 'an hour', 'each hour'). */
const EACH_HOUR = new Set(['per', 'an', 'each', 'every']);

/**
 * 'The average rentals per hour', 'the average hourly volume' of a table with one row an hour:
 * each row is already an hour's figure, so the words ask the average of the rows, no grouping by
 * the hour of the day.
 */
function readEachRowsHour(state: ReadingState): void {
  const { words } = state.question;
  const averaged = words.findIndex((word) => AVERAGE.has(word));
  if (averaged < 0) return;
  const eachHour = (index: number) =>
    words[index] === 'hour' && EACH_HOUR.has(words[index - 1] ?? '');
  const at = words.findIndex(
    (word, index) => index > averaged && (eachHour(index) || PERIOD_ADJECTIVES[word] === 'hour'),
  );
  if (at < 0 || !oneRowPerHour(state)) return;
  if (eachHour(at)) state.used[at - 1] = true;
  state.used[at] = true;
}

/**
 * 'The average daily ridership', 'the median daily ridership by year' of a table with one row
 * a day: each row is already a day's figure, so 'daily' after an average or a total says so and
 * asks no grouping by day (which would hide 'by year' and turn a median into an average).
 */
export function readEachRowsPeriod(state: ReadingState): void {
  readEachRowsHour(state);
  readEachRowsNumberedPeriod(state);
  const { words } = state.question;
  const daily = words.flatMap((word, index) =>
    PERIOD_ADJECTIVES[word] === 'day' && FIGURE_LEADS.has(words[index - 1] ?? '') ? [index] : [],
  );
  if (daily.length === 0 || !oneRowPerDay(state)) return;
  for (const index of daily) state.used[index] = true;
}

/** The column headed by a period alone holding a few numbers (`Week` 1 to 52), or -1. */
export function numberedPeriodColumn(vocabulary: TableVocabulary, period: string): number {
  return vocabulary.headers.findIndex(
    ({ concepts }, at) =>
      concepts.length === 1 && concepts[0] === conceptOf(period) && vocabulary.categories.has(at),
  );
}

/**
 * Whether the table numbers its periods in a column headed by the period alone (`Week` 1 to
 * 52), with one row per period of each of a text column's kinds (each product's week).
 */
function rowPerNumberedPeriod({ table, vocabulary }: ReadingState, period: string): boolean {
  const periods = table.columns[numberedPeriodColumn(vocabulary, period)];
  if (periods?.kind !== 'number') return false;
  return table.columns.some((kinds) => {
    if (kinds.kind !== 'text') return false;
    const seen = new Set<string>();
    for (let row = 0; row < kinds.codes.length; row += 1) {
      const key = `${periods.values[row]}|${kinds.codes[row]}`;
      if (seen.has(key)) return false;
      seen.add(key);
    }
    return true;
  });
}

/**
 * 'The average weekly income target' of a table numbering its weeks (`Week` 1 to 52, no dates),
 * one row per week of each product: each row is already a week's figure, so 'weekly' after an
 * average or a total says so and asks no grouping.
 */
function readEachRowsNumberedPeriod(state: ReadingState): void {
  const { words } = state.question;
  words.forEach((word, index) => {
    const period = PERIOD_ADJECTIVES[word];
    if (period === undefined || state.used[index] || !FIGURE_LEADS.has(words[index - 1] ?? ''))
      return;
    if (state.vocabulary.dates.length === 0 && rowPerNumberedPeriod(state, period))
      state.used[index] = true;
  });
}
