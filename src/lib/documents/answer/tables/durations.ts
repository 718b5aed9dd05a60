import { formatNumber } from '../../text/labels';
import type { DurationUnit, TableFilter } from '@domain/table-subject';
import {
  comparisonEndingAt,
  conceptsOf,
  DATE_HEADER_WORDS,
  DURATION_WORDS,
  FAMILY_PREFIX,
  numberOf,
  ORDINAL_HEADER_WORDS,
  ROW_NOUNS_UNLESS_COLUMN,
  sharedPrefix,
  TIME_UNITS,
  wordsOf,
  INDEFINITE_ARTICLES,
} from './lexicon';
import { spaced } from './table-vocabulary';
import { stem } from '../../text/terms';
import type { ReadingState } from './reading-state';
import { dateExtent } from './date-extent';

function sameFamily(word: string, header: string): boolean {
  return sharedPrefix(word, header) >= FAMILY_PREFIX;
}

/** A time between two dates of each row: the later column, less the earlier one, in days. */
export interface Duration {
  later: number;
  earlier: number;
  /** The unit the question asks it in ('in minutes', 'how many hours'), if it names one. */
  unit: DurationUnit | null;
}

/** 'in minutes', 'how many hours': where the question names the unit of a time taken. */
function unitAsked(words: readonly string[], free: (index: number) => boolean): number {
  return words.findIndex(
    (word, index) =>
      free(index) && TIME_UNITS.has(word) && ['in', 'many'].includes(words[index - 1] ?? ''),
  );
}

/**
 * A later date column named by its own word ('ship' of Ship Date, 'close' and 'closed' of
 * Closed Date, 'delivery' of Delivered), and where the question names it. Of several named
 * alike ('delivery' of `order_delivered_carrier_date` and `order_delivered_customer_date`), the
 * one more of whose words are said, then the one that comes last: delivery is done on arrival.
 */
function laterDateNamed({ question, vocabulary, used, table }: ReadingState) {
  const { words } = question;
  let best: { later: number; at: number; said: number; last: number } | null = null;
  for (const later of vocabulary.dates.slice(1)) {
    // 'first' of First Response Time alone names it no more than 'the first days of a trip' does.
    const ownWords = wordsOf(spaced(table.columns[later]!.name)).filter(
      (word) => !DATE_HEADER_WORDS.has(stem(word)) && !ORDINAL_HEADER_WORDS.has(stem(word)),
    );
    const own = ownWords.flatMap(conceptsOf);
    const names = (word: string) =>
      conceptsOf(word).some((concept) => own.includes(concept)) ||
      ownWords.some((header) => sameFamily(word, header));
    const at = words.findIndex((word, index) => !used[index] && names(word));
    if (own.length === 0 || at < 0) continue;
    const said = words.filter((word, index) => !used[index] && names(word)).length;
    const last = dateExtent(table, later)?.last ?? -Infinity;
    if (!best || said > best.said || (said === best.said && last > best.last))
      best = { later, at, said, last };
  }
  return best && { later: best.later, at: best.at };
}

const UNIT_STEMS = new Set([...TIME_UNITS.keys()].map(stem));
/** Other words at most among those naming a span column's header in any order. */
const MOST_WORDS_BETWEEN = 2;

/**
 * 'Days to settle' of DaysToSettle, 'hours to resolve' of Hours To Resolve: the question's words
 * (their positions) that name whole a figure column already holding a span, its header of two
 * words or more, one a unit. Such a question asks for that column, not for the time between two
 * of the row's dates, nor for how many dates there are.
 */
export function heldSpanWords({ question, vocabulary, table }: ReadingState): number[] {
  const { stems, words } = question;
  const said = words.map(conceptsOf);
  for (const [column, { phrase, concepts }] of vocabulary.headers.entries()) {
    if (table.columns[column]!.kind !== 'number' || phrase.length < 2) continue;
    if (!phrase.some((word) => UNIT_STEMS.has(word))) continue;
    const start = stems.findIndex((_, at) => phrase.every((word, k) => stems[at + k] === word));
    if (start >= 0) return phrase.map((_, k) => start + k);
    // 'The scheduled shipment days', 'the actual shipping time in days' of `Days for shipment
    // (scheduled)` and `Days for shipping (real)`: every concept of the header, in any order,
    // close together (a few other words between at most).
    const named = concepts.map((concept) => said.findIndex((one) => one.includes(concept)));
    if (concepts.length < 2 || named.some((at) => at < 0)) continue;
    const between = Math.max(...named) - Math.min(...named) + 1 - new Set(named).size;
    if (between <= MOST_WORDS_BETWEEN) return named;
  }
  return [];
}

/**
 * 'Orders that took more than 5 days to ship', 'tickets closed within 24 hours': the rows whose
 * later date comes more (or less) than that long after the earlier one, a filter on the pair of
 * date columns. Marks the words read.
 */
export function lapseAsked(state: ReadingState): TableFilter | null {
  const { question, vocabulary, used } = state;
  const { words } = question;
  const [earlier] = vocabulary.dates;
  if (earlier === undefined || vocabulary.dates.length < 2 || heldSpanWords(state).length > 0)
    return null;
  for (let at = 2; at < words.length; at += 1) {
    const unit = TIME_UNITS.get(words[at]!);
    // 'longer than an hour', 'within a day': one of the unit.
    const amount = INDEFINITE_ARTICLES.has(words[at - 1]!) ? 1 : numberOf(words[at - 1]!);
    const comparison = unit && amount !== null ? comparisonEndingAt(words, at - 2) : null;
    if (!comparison || used[at] || used[at - 1]) continue;
    const takes = words.findIndex((word, index) => !used[index] && TAKES.has(word));
    // 'Trips that lasted more than 30 minutes': no date named, the table's only two (pickup
    // and dropoff), as 'how long do trips take' reads them.
    const named =
      laterDateNamed(state) ??
      (takes >= 0 && vocabulary.dates.length === 2
        ? { later: vocabulary.dates[1]!, at: takes }
        : null);
    if (!named) return null;
    for (let index = comparison.start; index <= at; index += 1) used[index] = true;
    used[named.at] = true;
    if (takes >= 0) used[takes] = true;
    const by = amount! * DAYS_IN[unit!];
    return { column: named.later, kind: 'columns', op: comparison.op, other: earlier, by };
  }
  return null;
}

/**
 * 'The average shipping time', 'how long does it take to ship an order', 'days to close a
 * complaint': a later date column named by its own word ('ship' of Ship Date, 'close' of Closed
 * Date) with a word for how long, measured from the date a reader assumes first (Order Date,
 * Created Date). Marks the words read.
 */
export function durationAsked(state: ReadingState): Duration | null {
  const { question, vocabulary, used } = state;
  const [earlier, ...laterDates] = vocabulary.dates;
  if (earlier === undefined || laterDates.length === 0 || heldSpanWords(state).length > 0)
    return null;
  const { words, stems } = question;
  const free = (index: number) => index >= 0 && !used[index];
  const howLong = words.findIndex((word, index) => word === 'long' && words[index - 1] === 'how');
  const timeWord = stems.findIndex(
    // 'how many times' counts; 'how many days does it take' asks how long.
    // 'on the same day they were bought' compares two dates; it asks no time taken.
    (stem, index) =>
      free(index) &&
      DURATION_WORDS.has(stem) &&
      words[index] !== 'times' &&
      words[index - 1] !== 'same',
  );
  const unitAt = unitAsked(words, free);
  const unit = unitAt < 0 ? null : TIME_UNITS.get(words[unitAt]!)!;
  if (!free(howLong) && timeWord < 0 && unit === null) return null;
  const marked = (...indexes: number[]) => {
    for (const index of indexes) if (index >= 0) used[index] = true;
  };
  const named = laterDateNamed(state);
  if (named) {
    marked(named.at, timeWord, unitAt, howLong, howLong - 1);
    return { later: named.later, earlier, unit };
  }
  // 'The average trip duration', 'how long do trips take': no date named, so the span from the
  // one date to the other of a table that has just two (pickup and dropoff).
  const [later] = laterDates;
  const spanWord = stems.findIndex((stem, index) => free(index) && stem === 'duration');
  // 'the last order', 'the first and last order': 'last' orders there; it lasts nothing.
  const ordering = (index: number) =>
    words[index] === 'last' && ORDINAL_LEADS.has(words[index - 1]!);
  const takes = words.findIndex(
    (word, index) => free(index) && TAKES.has(word) && !ordering(index),
  );
  const takesLong = takes >= 0 && ((free(howLong) && takes > howLong) || unit !== null);
  if (laterDates.length > 1 || (spanWord < 0 && !takesLong)) return null;
  // 'The average call duration' of a table with a Duration column is that column.
  if (vocabulary.headers.some(({ phrase }) => phrase.includes('duration'))) return null;
  // 'The average trip duration' of a table no header says 'trip' in: the noun says what the
  // rows are, as 'how many trips' does.
  const rowBefore =
    spanWord > 0 && free(spanWord - 1) && ROW_NOUNS_UNLESS_COLUMN.has(stems[spanWord - 1]!)
      ? spanWord - 1
      : -1;
  marked(spanWord, unitAt, rowBefore, ...(spanWord < 0 ? [howLong, howLong - 1, takes] : []));
  return { later: later!, earlier, unit };
}

/** 'How long does a trip take', '… did it last': asks for a span, where 'how long is' may ask for a length. */
const TAKES = new Set(['take', 'takes', 'took', 'last', 'lasts', 'lasted']);
const ORDINAL_LEADS = new Set(['the', 'and', 'first', 'very', 'its', 'their']);

const DAYS_IN: Record<DurationUnit, number> = { minute: 1 / 1440, hour: 1 / 24, day: 1 };

/** A time between two dates, given in days, in another unit. */
export function durationIn(days: number, unit: DurationUnit): number {
  return days / DAYS_IN[unit];
}

/**
 * A time between two dates as a person says it: in the unit asked ('in minutes'), else '3.96
 * days'; '14.2 minutes' or '2.5 hours' when the dates carry times of day (`timed`) and it is
 * under a day.
 */
export function durationWords(days: number, timed: boolean, asked?: DurationUnit): string {
  const size = Math.abs(days);
  const unit = asked ?? (!timed || size >= 1 ? 'day' : size >= DAYS_IN.hour ? 'hour' : 'minute');
  const amount = durationIn(days, unit);
  const shown = formatNumber(amount, { maximumFractionDigits: unit === 'day' ? 2 : 1 });
  return `${shown} ${unit}${shown === '1' ? '' : 's'}`;
}
