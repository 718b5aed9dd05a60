import type { DaySpan, TableFilter, TablePeriod } from '@domain/table-subject';
import type { DataTable } from '../../types';
import { monthNumber } from '../../text/cell-value';
import type { QuestionWords } from '../question';
import {
  BUSY_WORDS,
  COMPARE,
  countedChange,
  GROUP_LEADS,
  namesItsFigure,
  numberOf,
  ONWARD_WORDS,
  PERIOD_ADJECTIVES,
  PERIOD_NOUNS,
  ROW_NOUNS,
  RANK_WORDS,
  WORKING_DAY_WORDS,
} from './lexicon';
import { dayOf, isoDay, periodKey, periodSpan } from './periods';
import { weekdaysAsked } from './weekday-phrases';
import { dateExtent } from './date-extent';

/**
 * The dates a question names, read by hand rather than with a date parser: chrono-node
 * (2.10, 14.5 kB gzip) reads no quarters or bare years, gives 'between March and June 2017'
 * March of the current year, and reads 'the last month' from today rather than from the data.
 */
export type DateSpec =
  /** A month or a quarter of every year ('in March'). */
  | { kind: 'part'; part: 'month' | 'quarter'; value: number }
  /** Days, but for those of `skip` ('in March and June 2017' skips April and May). */
  | { kind: 'span'; from: number; to: number; skip?: DaySpan }
  /** The last (or first) `count` periods in the data. */
  | { kind: 'edge'; period: TablePeriod; edge: 'last' | 'first'; count: number }
  /**
   * Months of a year the question does not name ('between March and June'): the data's last;
   * with days when the question names them ('from January 15 to February 15').
   */
  | { kind: 'months'; from: number; to: number; fromDay?: number; toDay?: number }
  /** Days of the week, Monday 0 ('on Saturdays', 'at weekends'). */
  | { kind: 'weekdays'; days: readonly number[] };

export interface DateReading {
  specs: DateSpec[];
  /** The period a trend is grouped by ('monthly sales'). */
  period: TablePeriod | null;
  /** The period was said as one of many ('daily', 'per month'): an average is over them. */
  perPeriod: boolean;
  /** The data's first and last periods were named as the ends of a change ('from the first month to the last'). */
  ends?: boolean;
  /** Words read as dates. */
  count: number;
}

/** A month, a quarter and a year, as far as a phrase names them. */
interface Point {
  month?: number;
  /** A day of the month ('January 15', '15 January', 'Jan 15th'). */
  day?: number;
  quarter?: number;
  /** 'The first half of 2016', 'H2': 1 or 2. */
  half?: number;
  year?: number;
  /** A decade ('the 1990s'): this many years from `year`. */
  years?: number;
  /** The position after the phrase. */
  end: number;
}

export const QUARTER = /^q([1-4])$/;
const HALF = /^h([12])$/;
const DAY = /^([1-9]|[12]\d|3[01])(st|nd|rd|th)?$/;
const YEAR = /^(19|20)\d\d$/;
const DECADE = /^(19|20)\d0s$/;
const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  last: 4,
};
/** Month names that are also ordinary words ('may I…') count only after one of MONTH_LEADS. */
const NEEDS_LEAD = new Set(['may', 'march', 'mar', 'jan']);
const MONTH_LEADS = new Set([
  'in',
  'on',
  'of',
  'during',
  'for',
  'since',
  'between',
  'from',
  'to',
  'and',
  'until',
  'through',
  'before',
  'after',
  'by',
]);
const RANGE_STARTS = new Set(['between', 'from']);
const RANGE_MIDDLES = new Set(['and', 'to', 'until', 'through', 'thru', 'till']);

/** Words setting one period against another: 'vs', 'compared with', 'against'. */
const AGAINST_WORDS = new Set(['vs', 'versus', 'against']);
const COMPARING_VERBS = new Set(['compared', 'compare', 'compares']);
const COMPARING_LINKS = new Set(['with', 'to', 'against']);

/**
 * How many words at a position set the period before them against the one after ('2017
 * compared with 2016': 2, '2016 vs 2017': 1), or 0.
 */
function comparedWith(words: readonly string[], at: number): number {
  if (AGAINST_WORDS.has(words[at] ?? '')) return 1;
  return COMPARING_VERBS.has(words[at] ?? '') && COMPARING_LINKS.has(words[at + 1] ?? '') ? 2 : 0;
}
const OPEN_STARTS: Record<string, 'since' | 'after' | 'before' | 'until'> = {
  since: 'since',
  after: 'after',
  before: 'before',
  until: 'until',
  through: 'until',
};
const LAST_WORDS = new Set(['last', 'latest', 'final']);
const FIRST_WORDS = new Set(['first', 'earliest']);

function monthAt(words: readonly string[], index: number): number | null {
  const word = words[index] ?? '';
  // A month's name or the start of one ('Sept', 'Nov'), not a word it starts ('marketing').
  const month = /^[a-z]{3,9}$/.test(word) ? monthNumber(word) : 0;
  if (month === 0) return null;
  const before = words[index - 1] ?? '';
  if (NEEDS_LEAD.has(word) && !MONTH_LEADS.has(before) && !DAY.test(before)) return null;
  return month;
}

/** A day of the month at `index` ('15', '15th'), or null. */
function dayAt(words: readonly string[], index: number): number | null {
  const day = DAY.exec(words[index] ?? '');
  return day ? Number(day[1]) : null;
}

const SMALL = /^\d{1,2}$/;

/** '1/15/2025' (month first unless it cannot be), '15/1/2025', '2025-01-15': one day. */
function numericDate(
  words: readonly string[],
  index: number,
  free: (index: number) => boolean,
): Point | null {
  if (![index + 1, index + 2].every(free)) return null;
  const [a, b, c] = [words[index] ?? '', words[index + 1] ?? '', words[index + 2] ?? ''];
  const valid = (month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= 31;
  if (YEAR.test(a) && SMALL.test(b) && SMALL.test(c) && valid(Number(b), Number(c)))
    return { year: Number(a), month: Number(b), day: Number(c), end: index + 3 };
  if (!SMALL.test(a) || !SMALL.test(b) || !YEAR.test(c)) return null;
  const [first, second] = [Number(a), Number(b)];
  const [month, day] = first > 12 ? [second, first] : [first, second];
  return valid(month, day) ? { year: Number(c), month, day, end: index + 3 } : null;
}

/** A month, quarter or year phrase at `index`: 'November 2017', 'Q4 2016', 'the fourth quarter of 2016', '2016'. */
function pointAt(
  words: readonly string[],
  index: number,
  free: (index: number) => boolean,
): Point | null {
  if (!free(index)) return null;
  const numeric = numericDate(words, index, free);
  if (numeric) return numeric;
  const word = words[index]!;
  let point: Point | null = null;
  const quarter = QUARTER.exec(word);
  if (quarter) point = { quarter: Number(quarter[1]), end: index + 1 };
  else if (ORDINALS[word] && words[index + 1] === 'quarter' && free(index + 1))
    point = { quarter: ORDINALS[word], end: index + 2 };
  else if (HALF.test(word)) point = { half: Number(word[1]), end: index + 1 };
  else if ((ORDINALS[word] ?? 3) <= 2 && words[index + 1] === 'half' && free(index + 1))
    point = { half: ORDINALS[word], end: index + 2 };
  else if (monthAt(words, index)) {
    point = { month: monthAt(words, index)!, end: index + 1 };
    // 'January 15': the day after the month.
    const day = dayAt(words, index + 1);
    if (day !== null && free(index + 1)) point = { ...point, day, end: index + 2 };
  } else if (dayAt(words, index) !== null) {
    // '15 January', 'the 15th of January': the day before the month ('top 3 March sales' is
    // a limit).
    if (/^(top|bottom|first|last|which|what)$/.test(words[index - 1] ?? '')) return null;
    const of = words[index + 1] === 'of' ? 1 : 0;
    const month = free(index + 1 + of) ? monthAt(words, index + 1 + of) : null;
    if (month === null) return null;
    point = { month, day: dayAt(words, index)!, end: index + 2 + of };
  } else if (YEAR.test(word)) return { year: Number(word), end: index + 1 };
  else if (DECADE.test(word)) return { year: Number(word.slice(0, 4)), years: 10, end: index + 1 };
  if (!point) return null;
  const of = words[point.end] === 'of' ? 1 : 0;
  const yearAt = point.end + of;
  if (YEAR.test(words[yearAt] ?? '') && free(yearAt))
    return { ...point, year: Number(words[yearAt]), end: yearAt + 1 };
  return point;
}

/**
 * 'the first half of April (2019)': days 1 to 15 of the month, or 16 to its end, rather than
 * the first half of the year and April.
 */
function halfOfMonthAt(
  words: readonly string[],
  index: number,
  free: (index: number) => boolean,
): { spec: DateSpec; end: number } | null {
  const half = ORDINALS[words[index] ?? ''] ?? 3;
  if (half > 2 || words[index + 1] !== 'half' || words[index + 2] !== 'of') return null;
  if (![index, index + 1, index + 2, index + 3].every(free)) return null;
  const month = monthAt(words, index + 3);
  if (month === null) return null;
  const [fromDay, toDay] = half === 1 ? [1, 15] : [16, undefined];
  const yearAt = index + 4;
  if (!YEAR.test(words[yearAt] ?? '') || !free(yearAt))
    return { spec: { kind: 'months', from: month, to: month, fromDay, toDay }, end: yearAt };
  const year = Number(words[yearAt]);
  const to = toDay ? dayOf(year, month, toDay) : dayOf(year, month + 1) - 1;
  return { spec: { kind: 'span', from: dayOf(year, month, fromDay), to }, end: yearAt + 1 };
}

/**
 * 'between 1 and 15 November 2025', 'from 3 to 10 May': a day alone at the start of a range
 * takes the month (and year) of the day that ends it.
 */
function dayOfRangeEnd(
  words: readonly string[],
  index: number,
  free: (index: number) => boolean,
): Point | null {
  const day = dayAt(words, index);
  if (day === null || !free(index) || !RANGE_MIDDLES.has(words[index + 1] ?? '')) return null;
  const end = pointAt(words, index + 2, free);
  if (!end?.month || !end.day) return null;
  return { day, month: end.month, ...(end.year ? { year: end.year } : {}), end: index + 1 };
}

function spanOf(point: Point): { from: number; to: number } | null {
  if (point.year === undefined) return null;
  if (point.month && point.day) {
    const day = dayOf(point.year, point.month, point.day);
    return { from: day, to: day };
  }
  const { first, last } = monthsOf(point);
  if (first && last) return { from: dayOf(point.year, first), to: dayOf(point.year, last + 1) - 1 };
  return { from: dayOf(point.year, 1), to: dayOf(point.year + (point.years ?? 1), 1) - 1 };
}

function monthSpan(point: Point): { from: number; to: number } {
  const { first, last } = monthsOf(point);
  return { from: first!, to: last! };
}

/** The first and last month of a point that names a month, a quarter or a half. */
function monthsOf({ month, quarter, half }: Point): { first?: number; last?: number } {
  if (month) return { first: month, last: month };
  if (quarter) return { first: (quarter - 1) * 3 + 1, last: quarter * 3 };
  if (half) return { first: (half - 1) * 6 + 1, last: half * 6 };
  return {};
}

/**
 * 'between March and June 2017': the first point takes the year of the second. Two points said
 * side by side ('in March and June 2017') skip the days between them.
 */
function rangeOf(first: Point, second: Point, sideBySide = false): DateSpec | null {
  const firstMonth = monthsOf(first).first;
  const secondMonth = monthsOf(second).last;
  if (first.year === undefined && second.year !== undefined && firstMonth !== undefined) {
    const year = firstMonth > (secondMonth ?? 12) ? second.year - 1 : second.year;
    first = { ...first, year };
  }
  let [from, to] = [spanOf(first), spanOf(second)];
  // '2017 compared with 2016': two periods side by side, whichever is said first.
  if (sideBySide && from && to && to.to < from.from) [from, to] = [to, from];
  const between = from && to ? { from: from.to + 1, to: to.from - 1 } : null;
  const skip = sideBySide && between && between.from <= between.to ? { skip: between } : {};
  if (from && to) return { kind: 'span', from: from.from, to: to.to, ...skip };
  if (first.year === undefined && second.year === undefined && firstMonth && secondMonth)
    return { kind: 'months', from: firstMonth, to: secondMonth, ...days(first, second) };
  return null;
}

/** The days of two points of a 'months' range, when they name days. */
function days(first: Point, second: Point): { fromDay?: number; toDay?: number } {
  return {
    ...(first.day ? { fromDay: first.day } : {}),
    ...(second.day ? { toDay: second.day } : {}),
  };
}

const OPEN_END = 1e7;

/** 'since 2016', 'before Q3 2017', 'until June 2017'. */
function openRange(start: keyof typeof OPEN_STARTS, point: Point): DateSpec | null {
  const span = spanOf(point);
  if (!span) return null;
  switch (OPEN_STARTS[start]) {
    case 'since':
      return { kind: 'span', from: span.from, to: OPEN_END };
    case 'after':
      return { kind: 'span', from: span.to + 1, to: OPEN_END };
    case 'before':
      return { kind: 'span', from: -OPEN_END, to: span.from - 1 };
    default:
      return { kind: 'span', from: -OPEN_END, to: span.to };
  }
}

/** Periods named by what recurs in every year or week: a weekday, a weekend, a month of the year. */
const RECURRING_PERIODS = new Set<TablePeriod>(['weekday', 'weekpart', 'monthOfYear']);

const DATA_NOUNS = new Set(['data', 'file', 'table', 'sheet', 'dataset', 'records']);

/** 'the last month of the data', 'the most recent quarter', 'the last 3 months', 'the first year'. */
function edgeAt(
  question: QuestionWords,
  index: number,
  unused: (index: number) => boolean,
): { spec: DateSpec; end: number } | null {
  const { words, stems } = question;
  const recent = words[index] === 'most' && words[index + 1] === 'recent';
  const word = words[index]!;
  const edge = recent || LAST_WORDS.has(word) ? 'last' : FIRST_WORDS.has(word) ? 'first' : null;
  if (!edge) return null;
  let at = index + (recent ? 2 : 1);
  const count = numberOf(words[at] ?? '');
  if (count !== null) at += 1;
  if (WORKING_DAY_WORDS.has(words[at] ?? '') && stems[at + 1] === 'day') at += 1;
  const period = PERIOD_NOUNS[stems[at] ?? ''];
  // 'the last month' is a period even where a column is called Month.
  if (!period || !unused(at)) return null;
  // 'the first half' is January to June (H1), as 'the second half' is July to December.
  if (period === 'half' && edge === 'first' && count === null) return null;
  let end = at + 1;
  // 'the first quarter of 2017' is a quarter of that year.
  // 'the first week of February' is not the data's first week either.
  const next = words[end + 1] ?? '';
  if (['of', 'in'].includes(words[end] ?? '') && (YEAR.test(next) || monthAt(words, end + 1)))
    return null;
  // 'of the data', 'in the file'.
  const skip = ['of', 'in'].includes(words[end] ?? '') ? (words[end + 1] === 'the' ? 2 : 1) : 0;
  if (skip > 0 && DATA_NOUNS.has(words[end + skip] ?? '')) end += skip + 1;
  return { spec: { kind: 'edge', period, edge, count: count ?? 1 }, end };
}

/** 'the last month', 'the first 3 weeks' beginning at a word, with the index after it. */
export function dateEdgeAt(question: QuestionWords, index: number) {
  return edgeAt(question, index, () => true);
}

/**
 * 'How many weekly sales records': the adjective says what each counted row covers (a week's
 * sales), not that the count is split by week. A row noun follows within two words.
 */
function countedRowsOfPeriod(words: readonly string[], stems: readonly string[], index: number) {
  if (!Object.hasOwn(PERIOD_ADJECTIVES, words[index]!)) return false;
  if (words[index - 1] !== 'many' || words[index - 2] !== 'how') return false;
  return [1, 2].some((ahead) => ROW_NOUNS.has(stems[index + ahead] ?? ''));
}

/** 'monthly', 'by month', 'which quarter', 'each year', 'month by month', 'over time'. */
function periodAt(
  words: readonly string[],
  stems: readonly string[],
  index: number,
  named: (index: number) => boolean,
): TablePeriod | null {
  const adjective = PERIOD_ADJECTIVES[words[index]!];
  if (adjective) return adjective;
  if (words[index] === 'time' && words[index - 1] === 'over') return 'month';
  const noun = PERIOD_NOUNS[stems[index]!];
  if (!noun) return null;
  // 'which 2 years', 'the top 3 months': a limit stands between the lead and the noun.
  const limited = numberOf(words[index - 1] ?? '') !== null;
  const before = words[index - (limited ? 2 : 1)] ?? '';
  // 'by purchase month': a word naming a column between says whose month (Date of Purchase).
  const qualified = named(index - 1) && GROUP_LEADS.has(words[index - 2] ?? '');
  // 'which month', 'per month', 'the busiest month', 'the hottest day', 'the best month'.
  const led =
    qualified ||
    GROUP_LEADS.has(before) ||
    BUSY_WORDS.has(before) ||
    RANK_WORDS.test(before) ||
    namesItsFigure(before) ||
    (before === 'a' && words[index - 2] === 'per') ||
    // 'by region and year', 'by product category and month': a second grouping.
    (before === 'and' && [3, 4].some((back) => GROUP_LEADS.has(words[index - back] ?? '')));
  return led || words[index + 1] === 'by' ? noun : null;
}

/** How many words from `at` say 'of the week' or 'of week' (0 when they do not), or 'of the day'. */
function ofThe(noun: 'week' | 'day' | 'year', words: readonly string[], at: number): number {
  if (words[at] !== 'of') return 0;
  if (words[at + 1] === noun) return 2;
  return words[at + 1] === 'the' && words[at + 2] === noun ? 3 : 0;
}

/**
 * The words after a period noun that say which of its kind: 'day of the week' is the weekday,
 * 'month of the year' the month whatever the year; 'hour of the day' says no more than 'hour'.
 */
function periodOfThe(asked: TablePeriod, words: readonly string[], at: number): number {
  if (asked === 'day') return ofThe('week', words, at);
  if (asked === 'month') return ofThe('year', words, at);
  return asked === 'hour' ? ofThe('day', words, at) : 0;
}

/** The period a noun with 'of the week' or 'of the year' after it names. */
const OF_WHICH: Partial<Record<TablePeriod, TablePeriod>> = {
  day: 'weekday',
  month: 'monthOfYear',
};

/** Reads the dates of a question, marking their words used. */
/**
 * 'From the first month to the last month': every period of the data, each on its own, as
 * 'from 2014 to 2017' compares its years; null for other edges.
 */
function firstToLast(
  question: QuestionWords,
  index: number,
  first: { spec: DateSpec; end: number },
  unused: (index: number) => boolean,
): { period: TablePeriod; from: number; end: number } | null {
  const { words } = question;
  const { spec } = first;
  if (spec.kind !== 'edge' || spec.edge !== 'first' || spec.count !== 1) return null;
  const from = index - (words[index - 1] === 'the' ? 2 : 1);
  if (words[from] !== 'from' || words[first.end] !== 'to') return null;
  const at = first.end + (words[first.end + 1] === 'the' ? 2 : 1);
  const last = edgeAt(question, at, unused);
  const end = last?.spec;
  if (end?.kind !== 'edge' || end.edge !== 'last' || end.period !== spec.period || end.count !== 1)
    return null;
  return { period: spec.period, from, end: last!.end };
}

export function readDates(
  question: QuestionWords,
  used: boolean[],
  taken: (index: number) => boolean,
): DateReading {
  const { words, stems } = question;
  const unused = (index: number) => index < words.length && !used[index];
  const free = (index: number) => unused(index) && !taken(index);
  const specs: DateSpec[] = [];
  let period: TablePeriod | null = null;
  let overPeriod: TablePeriod | null = null;
  // The period of two ends compared ('from 2016 to 2017'), unless one is asked ('by quarter').
  let implied: TablePeriod | null = null;
  let perPeriod = false;
  let endsNamed = false;
  let count = 0;
  const mark = (from: number, to: number) => {
    for (let index = from; index < to; index += 1) {
      if (used[index]) continue;
      used[index] = true;
      count += 1;
    }
  };
  const week = weekdaysAsked(words, free);
  for (const at of week?.positions ?? []) mark(at, at + 1);
  if (week && !week.weekpart) specs.push({ kind: 'weekdays', days: week.days });
  if (week?.compared) implied = week.weekpart ? 'weekpart' : 'weekday';
  for (let index = 0; index < words.length; index += 1) {
    if (!free(index)) continue;
    const edge = edgeAt(question, index, unused);
    if (edge) {
      const ends = firstToLast(question, index, edge, unused);
      if (ends) implied ??= ends.period;
      else specs.push(edge.spec);
      endsNamed ||= ends !== null;
      mark(ends?.from ?? index, ends?.end ?? edge.end);
      continue;
    }
    const monthHalf = halfOfMonthAt(words, index, free);
    if (monthHalf) {
      specs.push(monthHalf.spec);
      mark(index, monthHalf.end);
      continue;
    }
    const word = words[index]!;
    // 'from the second half of 2016', 'between the first and the second half'.
    const the = (at: number) => (words[at] === 'the' ? 1 : 0);
    const start = RANGE_STARTS.has(word) || OPEN_STARTS[word] ? 1 + the(index + 1) : 0;
    const first =
      pointAt(words, index + start, free) ??
      (RANGE_STARTS.has(word) ? dayOfRangeEnd(words, index + start, free) : null);
    if (first) {
      // 'between March and June', 'from Q1 to Q3'; without 'between', 'and' sets two periods
      // side by side ('2016 and 2017'): both, one group each.
      const { joined, paired, after } = secondPointAt(words, index, first.end);
      const second = joined || paired ? pointAt(words, after + the(after), free) : null;
      const range = second ? rangeOf(first, second, paired) : null;
      if (range && second) {
        specs.push(range);
        // 'How did sales change from 2016 to 2017', 'the difference between Q1 and Q2': each
        // period on its own, as with '2016 and 2017'.
        const compared =
          paired ||
          words.some(
            (other, at) => COMPARE.has(other) && other !== 'or' && !countedChange(words, at),
          );
        if (compared && !implied)
          implied = first.month
            ? 'month'
            : first.quarter
              ? 'quarter'
              : first.half
                ? 'half'
                : 'year';
        mark(index, second.end);
        continue;
      }
      const onward = word === 'from' && ONWARD_WORDS.has(words[first.end] ?? '');
      const opening = onward ? 'since' : OPEN_STARTS[word] ? word : null;
      const open = opening ? openRange(opening as keyof typeof OPEN_STARTS, first) : null;
      const span = spanOf(first);
      if (onward) mark(first.end, first.end + 1);
      if (open || span) specs.push(open ?? { kind: 'span', ...span! });
      else if (first.month && first.day)
        specs.push({ kind: 'months', from: first.month, to: first.month, ...days(first, first) });
      else if (first.month) specs.push({ kind: 'part', part: 'month', value: first.month });
      else if (first.quarter) specs.push({ kind: 'part', part: 'quarter', value: first.quarter });
      // 'in the first half': its months of the data's last year, as 'between March and June'.
      else specs.push({ kind: 'months', ...monthSpan(first) });
      mark(open ? index : index + start, first.end);
      continue;
    }
    if (countedRowsOfPeriod(words, stems, index)) {
      mark(index, index + 1);
      continue;
    }
    // 'the sales trend': month by month, unless a period is named ('the trend by quarter').
    if (word === 'trend' || word === 'trends') {
      implied ??= 'month';
      mark(index, index + 1);
      continue;
    }
    // 'year over year', 'month-over-month': each period, in order.
    const over = words[index + 1] === 'over' && words[index + 2] === word;
    if (over) overPeriod ??= PERIOD_NOUNS[stems[index]!] ?? null;
    // 'the busiest time of day': the hour ('time' may be a column's name, Time: read from 'day').
    const ofDay = word === 'day' && words[index - 1] === 'of' && words[index - 2] === 'time';
    if (ofDay && !period) {
      period = 'hour';
      mark(index - 2, index + 1);
      continue;
    }
    const asked =
      periodAt(words, stems, index, taken) ?? (over ? (PERIOD_NOUNS[stems[index]!] ?? null) : null);
    if (asked && !period) {
      // 'which day of the week', 'by day of week': the weekday, whatever the date; 'which
      // month of the year': the month, whatever the year.
      const ofWhich = periodOfThe(asked, words, index + 1);
      period = ofWhich > 0 ? (OF_WHICH[asked] ?? asked) : asked;
      // 'The average sale per weekday': each weekday's own figure, as 'by weekday' is; seven
      // names that recur are no span for a rate over ('sales per month' averages the months).
      perPeriod =
        !RECURRING_PERIODS.has(period) &&
        (Object.hasOwn(PERIOD_ADJECTIVES, word) || words[index - 1] === 'per');
      // 'month by month', 'year by year': the period said twice is read once, both words.
      const twice = words[index + 1] === 'by' && stems[index + 2] === stems[index] ? 2 : 0;
      mark(index, index + 1 + (over ? 2 : ofWhich) + twice);
    }
  }
  const asked = overPeriod ? againstPrevious(specs, overPeriod) : specs;
  return { specs: asked, period: period ?? implied, perPeriod, count, ends: endsNamed };
}

/**
 * Where a second period would start after a first ending at `end`, and how the two are joined:
 * 'between March and June' (a range), '2016 and 2017', '2017 compared with 2016' (side by side).
 */
function secondPointAt(
  words: readonly string[],
  index: number,
  end: number,
): { joined: boolean; paired: boolean; after: number } {
  const middle = words[end] ?? '';
  const joined = RANGE_MIDDLES.has(middle) && (middle !== 'and' || words[index] === 'between');
  const between = comparedWith(words, end);
  const paired = !joined && (middle === 'and' || middle === 'or' || between > 0);
  const gap = Math.max(between, 1);
  // 'in May or in June': the preposition said again before the second.
  const again = paired && index > 0 && words[end + gap] === words[index - 1] ? 1 : 0;
  return { joined, paired, after: end + gap + again };
}

/** Months in a period a change is measured over ('year over year': 12). */
const MONTHS_IN: Partial<Record<TablePeriod, number>> = { year: 12, quarter: 3, month: 1 };

/** A day so many months earlier ('2017-03-15' less 12 months: '2016-03-15'). */
function monthsBefore(day: number, months: number): number {
  const [year, month, date] = isoDay(day).split('-').map(Number) as [number, number, number];
  return dayOf(year, month - months, date);
}

/**
 * 'Year-over-year growth in 2017', 'month over month in March 2017': one span named, set side by
 * side with the same span a period before (2016 and 2017), as '2016 vs 2017' would be.
 */
function againstPrevious(specs: DateSpec[], over: TablePeriod): DateSpec[] {
  const [spec] = specs;
  const months = MONTHS_IN[over];
  if (specs.length !== 1 || spec?.kind !== 'span' || spec.skip || months === undefined)
    return specs;
  const before = {
    from: monthsBefore(spec.from, months),
    to: monthsBefore(spec.to + 1, months) - 1,
  };
  const skip =
    before.to + 1 <= spec.from - 1 ? { skip: { from: before.to + 1, to: spec.from - 1 } } : {};
  return [{ kind: 'span', from: before.from, to: spec.to, ...skip }];
}

/** A date phrase as a filter on one date column (periods 'of the data' read from its dates). */
export function dateFilter(spec: DateSpec, table: DataTable, column: number): TableFilter | null {
  switch (spec.kind) {
    case 'part':
      return { column, kind: 'date', part: spec.part, value: spec.value };
    case 'span':
      return {
        column,
        kind: 'days',
        from: spec.from,
        to: spec.to,
        ...(spec.skip && { skip: spec.skip }),
      };
    case 'weekdays':
      return { column, kind: 'weekdays', days: spec.days };
    case 'months': {
      const range = dateExtent(table, column);
      if (!range) return null;
      const year = Math.floor(periodKey(range.last, 'month') / 12);
      return {
        column,
        kind: 'days',
        from: dayOf(year, spec.from, spec.fromDay ?? 1),
        to: spec.toDay ? dayOf(year, spec.to, spec.toDay) : dayOf(year, spec.to + 1) - 1,
      };
    }
    case 'edge': {
      const range = dateExtent(table, column);
      if (!range) return null;
      const key = periodKey(spec.edge === 'last' ? range.last : range.first, spec.period);
      const step = spec.period === 'week' ? 7 : 1;
      const [firstKey, lastKey] =
        spec.edge === 'last'
          ? [key - (spec.count - 1) * step, key]
          : [key, key + (spec.count - 1) * step];
      return {
        column,
        kind: 'days',
        from: periodSpan(firstKey, spec.period).from,
        to: periodSpan(lastKey, spec.period).to,
      };
    }
  }
}
