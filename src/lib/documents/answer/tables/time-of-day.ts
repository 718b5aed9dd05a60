import type { DataTable, TableColumn } from '../../types';
import { secondsOfDay } from '../../text/clock-time';
import type { QuestionWords } from '../question';
import { calendarDay, secondsIntoDay } from './periods';

/** The hour (0-23) of a time of day ('13:08', '1:08 PM'), or null when the text is not one. */
export function hourOf(text: string): number | null {
  const seconds = secondsOfDay(text);
  return seconds === null ? null : Math.floor(seconds / 3600);
}

/** A row's time of day in seconds since midnight: of a date-time, or of a time alone; else null. */
export function secondsAt(column: TableColumn, row: number): number | null {
  if (column.kind === 'date') {
    const value = column.values[row]!;
    return Number.isNaN(value) ? null : secondsIntoDay(value);
  }
  if (column.kind !== 'text') return null;
  const code = column.codes[row]!;
  return code === 0 ? null : secondsOfDay(column.dictionary[code - 1]!);
}

/** Values looked at to tell a column of times of day. */
const SAMPLE = 200;
const timedDates = new WeakMap<TableColumn, boolean>();
const columns = new WeakMap<DataTable, number | null>();

/**
 * Whether a date column's cells carry a time of day ('2019-01-15 03:36:12'): some value is not
 * a whole day. A column of dates alone, or of midnights only, carries none.
 */
export function carriesTime(column: TableColumn | undefined): boolean {
  if (column?.kind !== 'date') return false;
  if (!timedDates.has(column))
    timedDates.set(
      column,
      column.values.some((value) => !Number.isNaN(value) && value !== calendarDay(value)),
    );
  return timedDates.get(column)!;
}

/** Whether a column holds times of day: a text column of them ('13:08') or timed dates. */
export function holdsTimes(column: TableColumn): boolean {
  if (column.kind === 'date') return carriesTime(column);
  if (column.kind !== 'text' || column.dictionary.length < 2) return false;
  const sample = column.dictionary.slice(0, SAMPLE);
  return sample.filter((value) => hourOf(value) !== null).length >= 0.9 * sample.length;
}

/**
 * The first column an hour can be read from, or null: a text column of times of day ('Time'
 * of a sales export: 13:08) or a date column whose cells carry one (pickup_datetime).
 */
export function timeColumnOf(table: DataTable): number | null {
  if (!columns.has(table)) {
    const found = table.columns.findIndex(holdsTimes);
    columns.set(table, found < 0 ? null : found);
  }
  return columns.get(table)!;
}

/** Parts of the day, as hours from and to: 'in the morning' is before noon. */
const PARTS_OF_DAY = new Map([
  ['morning', { from: 0, to: 12 }],
  ['afternoon', { from: 12, to: 18 }],
  ['evening', { from: 18, to: 24 }],
]);
const NAMED_HOURS = new Map([
  ['noon', 12],
  ['midday', 12],
  ['midnight', 0],
]);

/** An hour, its minutes and am/pm, as the question's words ('6 pm', '6pm', '6 30 pm', '18 00'). */
const CLOCK = /^(\d{1,2})(?: (\d\d))?( ?[ap]m)?(?= |$)/;

/** The hour a clock time written from word `at` names ('noon', '6 pm', '18:00'), and its words. */
function clockAt(words: readonly string[], at: number): { hour: number; words: number } | null {
  const named = NAMED_HOURS.get(words[at] ?? '');
  if (named !== undefined) return { hour: named, words: 1 };
  const match = CLOCK.exec(words.slice(at, at + 3).join(' '));
  // A bare number ('after 6') is a count or a date as often as an hour: only 18:00 or 6 pm.
  if (!match || (!match[2] && !match[3])) return null;
  const seconds = secondsOfDay(`${match[1]}:${match[2] ?? '00'}${match[3] ?? ''}`);
  return seconds === null ? null : { hour: seconds / 3600, words: match[0].split(' ').length };
}

/** Words between the two ends of a span of hours ('between 12 and 2 pm', 'from 9 am to noon'). */
const SPAN_LINKS = new Set(['and', 'to', 'until', 'till']);

/**
 * 'Between 12 pm and 2 pm', 'from 9 am to noon', 'between 5 and 7 pm' (the first end bare, in
 * the second's half of the day when it fits): the hours from the first up to the second, and
 * the position after the words read.
 */
function clockSpanAt(
  words: readonly string[],
  at: number,
): { from: number; to: number; end: number } | null {
  const bare = /^\d{1,2}$/.test(words[at] ?? '') ? Number(words[at]) : null;
  const first =
    clockAt(words, at) ?? (bare !== null && bare <= 12 ? { hour: bare, words: 1 } : null);
  const link = first ? at + first.words : -1;
  const second = first && SPAN_LINKS.has(words[link] ?? '') ? clockAt(words, link + 1) : null;
  if (!first || !second) return null;
  const afternoon = first.words === 1 && bare !== null && bare + 12 <= second.hour;
  const from = afternoon ? first.hour + 12 : first.hour;
  return from < second.hour ? { from, to: second.hour, end: link + 1 + second.words } : null;
}

/**
 * 'Before noon', 'after 6 pm', 'in the morning': the hours of the day a question keeps, as from
 * and to, with the words read (marked used). Null when it names none.
 */
export function hoursAsked(
  question: QuestionWords,
  used: boolean[],
): { from: number; to: number } | null {
  const { words } = question;
  for (let at = 0; at < words.length; at += 1) {
    if (used[at]) continue;
    const part = PARTS_OF_DAY.get(words[at]!);
    if (part) {
      used[at] = true;
      return part;
    }
    const span =
      words[at] === 'between' || words[at] === 'from' ? clockSpanAt(words, at + 1) : null;
    if (span && !used.slice(at, span.end).some(Boolean)) {
      used.fill(true, at, span.end);
      return { from: span.from, to: span.to };
    }
    const before = words[at] === 'before';
    if (!before && words[at] !== 'after') continue;
    const clock = clockAt(words, at + 1);
    if (!clock || used.slice(at + 1, at + 1 + clock.words).some(Boolean)) continue;
    used.fill(true, at, at + 1 + clock.words);
    return before ? { from: 0, to: clock.hour } : { from: clock.hour, to: 24 };
  }
  return null;
}
