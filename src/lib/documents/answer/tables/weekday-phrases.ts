import { COMPARE } from './lexicon';
import { WEEKDAY_NAMES, WEEKEND, WORKING_DAYS } from './periods';

/** Words before 'weekdays' that make it days kept ('on weekdays'), not a grouping ('by weekday'). */
const KEEPING_LEADS = new Set(['on', 'during', 'over', 'at', 'in']);
/** Words before 'weekday' that make it a grouping ('which weekday', 'by weekday'). */
const GROUPING_LEADS = new Set(['by', 'which', 'what', 'each', 'per', 'every', 'the', 'a']);

/**
 * 'On weekdays', 'weekday sales' (before a noun) keep Monday to Friday; 'by weekday', 'which
 * weekday' group by the day, as the period reading has it.
 */
function keepsWeekdays(words: readonly string[], at: number, paired: boolean): boolean {
  const [before, after] = [words[at - 1] ?? '', words[at + 1]];
  if (paired || KEEPING_LEADS.has(before)) return true;
  return (
    words[at] === 'weekday' && !GROUPING_LEADS.has(before) && after !== undefined && after !== 'of'
  );
}

/** The days of the week a question names ('Saturdays', 'weekend'), Monday 0 to Sunday 6. */
function daysNamed(
  words: readonly string[],
  at: number,
  paired: boolean,
): readonly number[] | null {
  const word = words[at]!;
  const named = WEEKDAY_NAMES.findIndex((name) => {
    const lower = name.toLowerCase();
    return word === lower || word === `${lower}s`;
  });
  if (named >= 0) return [named];
  if (word === 'weekend' || word === 'weekends') return WEEKEND;
  const weekdays = word === 'weekdays' || word === 'weekday';
  return weekdays && keepsWeekdays(words, at, paired) ? WORKING_DAYS : null;
}

export interface WeekdaysAsked {
  /** The days kept, in order; none when the weekend is set against weekdays. */
  days: number[];
  positions: number[];
  /** The weekend against weekdays ('weekend sales compared with weekday sales'): two groups. */
  weekpart: boolean;
  /** Several days set against each other ('Saturday or Sunday'): a group per day. */
  compared: boolean;
}

/**
 * 'Sales on Saturdays', 'orders at weekends', 'weekday sales compared with weekend sales':
 * days of the week a date column's rows are kept to, or set against each other.
 */
export function weekdaysAsked(
  words: readonly string[],
  free: (index: number) => boolean,
): WeekdaysAsked | null {
  const paired = words.some((word) => word === 'weekend' || word === 'weekends');
  const found = words.flatMap((_, at) => {
    const days = free(at) ? daysNamed(words, at, paired) : null;
    return days ? [{ at, days }] : [];
  });
  if (found.length === 0) return null;
  const positions = found.map(({ at }) => at);
  const kinds = new Set(found.map(({ days }) => days.join()));
  if (kinds.has(WEEKEND.join()) && kinds.has(WORKING_DAYS.join()))
    return { days: [], positions, weekpart: true, compared: true };
  const days = [...new Set(found.flatMap((entry) => entry.days))].sort((a, b) => a - b);
  const contrasted = words.some((word) => COMPARE.has(word) || word === 'or');
  return { days, positions, weekpart: false, compared: kinds.size > 1 && contrasted };
}
