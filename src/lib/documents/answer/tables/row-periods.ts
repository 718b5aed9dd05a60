import { calendarDay } from './periods';
import { dateStepOf } from './date-steps';
import { AVERAGE, PERIOD_ADJECTIVES, TOTAL } from './lexicon';
import type { ReadingState } from './reading-state';

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
  const { words } = state.question;
  const daily = words.flatMap((word, index) =>
    PERIOD_ADJECTIVES[word] === 'day' && FIGURE_LEADS.has(words[index - 1] ?? '') ? [index] : [],
  );
  if (daily.length === 0 || !oneRowPerDay(state)) return;
  for (const index of daily) state.used[index] = true;
}
