import { calendarDay } from './periods';
import { AVERAGE, PERIOD_ADJECTIVES, TOTAL } from './lexicon';
import type { ReadingState } from './reading-state';

/** Words after which a period adjective says what each figure is of ('the highest daily…'). */
const FIGURE_LEADS = new Set([...AVERAGE, ...TOTAL, 'highest', 'lowest', 'largest', 'smallest']);

/** Whether each row of the table is a day of its own in some date column (a daily series). */
function oneRowPerDay({ table, vocabulary }: ReadingState): boolean {
  return vocabulary.dates.some((column) => {
    const dates = table.columns[column]!;
    if (dates.kind !== 'date') return false;
    const days = new Set(Array.from(dates.values, calendarDay));
    return days.size === table.rowNumbers.length && !days.has(NaN);
  });
}

/**
 * 'The average daily ridership', 'the median daily ridership by year' of a table with one row
 * a day: each row is already a day's figure, so 'daily' after an average or a total says so and
 * asks no grouping by day (which would hide 'by year' and turn a median into an average).
 */
export function readEachRowsPeriod(state: ReadingState): void {
  const { words } = state.question;
  if (!oneRowPerDay(state)) return;
  words.forEach((word, index) => {
    if (PERIOD_ADJECTIVES[word] === 'day' && FIGURE_LEADS.has(words[index - 1] ?? ''))
      state.used[index] = true;
  });
}
