import type { TablePeriod } from '@domain/table-subject';
import { SECONDS_PER_DAY } from '../../text/clock-time';

/**
 * Days (since 1970-01-01, UTC, as date columns hold them, with a cell's time of day as the
 * fraction) and the periods they fall in: months, quarters and years as a question names them
 * and as a trend groups them.
 */

const MS_PER_DAY = 86_400_000;

/** The day a date column's value falls on, its time of day dropped. */
export function calendarDay(value: number): number {
  return Math.floor(value);
}

/** The time of day a date column's value holds, in whole seconds since midnight (0 for a date alone). */
export function secondsIntoDay(value: number): number {
  // Rounded: 13:00 is 0.5416666… of a day, and 24 times that may fall a hair short of 13.
  const seconds = Math.round((value - calendarDay(value)) * SECONDS_PER_DAY);
  return Math.min(seconds, SECONDS_PER_DAY - 1);
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** Days of the week by their number from Monday (0): the weekend, and the days worked. */
export const WEEKEND: readonly number[] = [5, 6];
export const WORKING_DAYS: readonly number[] = [0, 1, 2, 3, 4];

export function dayOf(year: number, month: number, date = 1): number {
  return Date.UTC(year, month - 1, date) / MS_PER_DAY;
}

function dateOf(day: number): Date {
  return new Date(day * MS_PER_DAY);
}

export function isoDay(day: number): string {
  return dateOf(day).toISOString().slice(0, 10);
}

/** A day's month (1-12), quarter (1-4) or year. */
export function datePart(day: number, part: 'month' | 'quarter' | 'year'): number {
  const date = dateOf(day);
  if (part === 'year') return date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  return part === 'month' ? month : Math.ceil(month / 3);
}

/** The period a day falls in, as a number that sorts in time order. */
export function periodKey(day: number, period: TablePeriod): number {
  const date = dateOf(day);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (period) {
    case 'day':
      return calendarDay(day);
    case 'week':
      // The Monday the week starts on (1970-01-01 was a Thursday).
      return calendarDay(day) - ((calendarDay(day) + 3) % 7);
    case 'month':
      return year * 12 + month;
    case 'quarter':
      return year * 4 + Math.floor(month / 3);
    case 'half':
      return year * 2 + Math.floor(month / 6);
    case 'year':
      return year;
    case 'weekday':
      // Monday 0 to Sunday 6 (1970-01-01 was a Thursday).
      return (calendarDay(day) + 3) % 7;
    case 'weekpart':
      return WEEKEND.includes(periodKey(day, 'weekday')) ? 1 : 0;
    case 'monthOfYear':
      return month;
    case 'hour':
      return Math.floor(secondsIntoDay(day) / 3600);
  }
}

/** Periods that come round again, not a time line, and what each starts with. */
export const CYCLE_STARTS: Partial<Record<TablePeriod, string>> = {
  weekday: 'Monday',
  weekpart: 'weekdays',
  monthOfYear: 'January',
};

/** Whether a period comes round again (weekdays, months of the year), not a time line. */
export function cyclic(period: TablePeriod | undefined): boolean {
  return period !== undefined && Object.hasOwn(CYCLE_STARTS, period);
}

/** The first and last day of a period, by its key. */
export function periodSpan(key: number, period: TablePeriod): { from: number; to: number } {
  switch (period) {
    case 'day':
      return { from: key, to: key };
    case 'week':
      return { from: key, to: key + 6 };
    case 'month': {
      const [year, month] = [Math.floor(key / 12), (key % 12) + 1];
      return { from: dayOf(year, month), to: dayOf(year, month + 1) - 1 };
    }
    case 'quarter': {
      const [year, first] = [Math.floor(key / 4), (key % 4) * 3 + 1];
      return { from: dayOf(year, first), to: dayOf(year, first + 3) - 1 };
    }
    case 'half': {
      const [year, first] = [Math.floor(key / 2), (key % 2) * 6 + 1];
      return { from: dayOf(year, first), to: dayOf(year, first + 6) - 1 };
    }
    case 'year':
      return { from: dayOf(key, 1), to: dayOf(key + 1, 1) - 1 };
    case 'weekday':
    case 'weekpart':
    case 'monthOfYear':
    case 'hour':
      // A day of every week, a month of every year, an hour of every day, not one span: never
      // asked as an edge.
      return { from: key, to: key };
  }
}

/** 'Jan 2017', 'Q4 2016', '2016', 'week of 2017-03-06', '2017-03-06'. */
export function periodLabel(key: number, period: TablePeriod): string {
  switch (period) {
    case 'day':
      return isoDay(key);
    case 'week':
      return `week of ${isoDay(key)}`;
    case 'month':
      return `${MONTH_NAMES[key % 12]!.slice(0, 3)} ${Math.floor(key / 12)}`;
    case 'quarter':
      return `Q${(key % 4) + 1} ${Math.floor(key / 4)}`;
    case 'half':
      return `H${(key % 2) + 1} ${Math.floor(key / 2)}`;
    case 'year':
      return String(key);
    case 'weekday':
      return WEEKDAY_NAMES[key]!;
    case 'weekpart':
      return key === 1 ? 'Weekend' : 'Weekdays';
    case 'monthOfYear':
      return MONTH_NAMES[key]!;
    case 'hour':
      return clockLabel(key);
  }
}

/** A span of days as a person says it: 'November 2017', 'Q4 2016', 'March to June 2017'. */
export function spanLabel(from: number, to: number): string {
  const whole = (period: TablePeriod) => {
    const first = periodKey(from, period);
    const last = periodKey(to, period);
    return periodSpan(first, period).from === from && periodSpan(last, period).to === to
      ? { first, last }
      : null;
  };
  const years = whole('year');
  if (years)
    return years.first === years.last ? String(years.first) : `${years.first} to ${years.last}`;
  const quarters = whole('quarter');
  if (quarters?.first === quarters?.last && quarters) return periodLabel(quarters.first, 'quarter');
  const halves = whole('half');
  if (halves?.first === halves?.last && halves) return periodLabel(halves.first, 'half');
  const months = whole('month');
  if (months) {
    const name = (key: number) => MONTH_NAMES[key % 12]!;
    const year = (key: number) => Math.floor(key / 12);
    if (months.first === months.last) return `${name(months.first)} ${year(months.first)}`;
    return year(months.first) === year(months.last)
      ? `${name(months.first)} to ${name(months.last)} ${year(months.last)}`
      : `${name(months.first)} ${year(months.first)} to ${name(months.last)} ${year(months.last)}`;
  }
  return from === to ? isoDay(from) : `${isoDay(from)} to ${isoDay(to)}`;
}

/** An hour of the day, fractions as minutes: 18.5 is '18:30'. */
export function clockLabel(hours: number): string {
  const minutes = Math.round(hours * 60);
  const two = (part: number) => String(part).padStart(2, '0');
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}
