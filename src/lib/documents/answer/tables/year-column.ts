import type { TableFilter } from '@domain/table-subject';
import type { QuestionWords } from '../question';
import { restNamedElsewhere } from './column-mentions';
import type { DataTable } from '../../types';
import { dateEdgeAt, QUARTER } from './date-phrases';
import { conceptOf, MONTH_SPELLINGS, ONWARD_WORDS } from './lexicon';
import type { TableVocabulary } from './table-vocabulary';
import { isYearColumn } from './year-values';

/**
 * A number column of years ('Year': 1900, 1901…) in a table that has no date column; of several
 * ('Year Built', 'Yr Sold'), the one whose other words the question says ('sold in 2008'). Beside
 * dates, only one the question names so ('born before 1970' of `birth_year` beside trip times).
 */
function yearColumnOf(vocabulary: TableVocabulary, question: QuestionWords): number | null {
  const years = [...vocabulary.categories.keys()].filter((column) =>
    isYearColumn(vocabulary, column),
  );
  const named = years.find((column) => restNamedElsewhere(vocabulary, column, question));
  return named ?? (vocabulary.dates.length > 0 ? null : (years[0] ?? null));
}

/** Words a month column is headed by ('Month', 'Mo Sold'). */
const MONTH_HEADER_WORDS = new Set(['month', 'mo']);

/**
 * A number column of month numbers (1 to 12) beside a column of years ('Mo Sold' beside 'Yr
 * Sold'); of several, the one whose other words the question says.
 */
function monthColumnOf(vocabulary: TableVocabulary, question: QuestionWords): number | null {
  const months = [...vocabulary.categories]
    .filter(
      ([column, values]) =>
        vocabulary.headers[column]!.phrase.some((word) => MONTH_HEADER_WORDS.has(word)) &&
        [...values].every((value) => Number.isInteger(value) && value >= 1 && value <= 12),
    )
    .map(([column]) => column);
  return (
    months.find((column) => restNamedElsewhere(vocabulary, column, question)) ?? months[0] ?? null
  );
}

/** A month's number by its name or abbreviation ('june', 'jun': 6), or null. */
function monthNumber(word: string): number | null {
  const index = MONTH_SPELLINGS.findIndex((spellings) => spellings.includes(word));
  return index < 0 ? null : index + 1;
}

/** The first or last year (and month, given a column of months) a table's rows hold. */
export type RowsEdge = (
  years: number,
  months: number | null,
  edge: 'first' | 'last',
) => { year: number; month: number | null } | null;

/** The first or last year and month of a table's year and month number columns. */
export function yearMonthEdge(
  table: DataTable,
  years: number,
  months: number | null,
  edge: 'first' | 'last',
): { year: number; month: number | null } | null {
  const yearCells = table.columns[years]!;
  const monthCells = months === null ? null : table.columns[months]!;
  if (yearCells.kind !== 'number' || (monthCells && monthCells.kind !== 'number')) return null;
  let best: number | null = null;
  yearCells.values.forEach((year, row) => {
    const month = monthCells ? monthCells.values[row]! : 0;
    const key = year * 12 + month;
    if (Number.isNaN(key)) return;
    if (best === null || (edge === 'last' ? key > best : key < best)) best = key;
  });
  if (best === null) return null;
  return monthCells
    ? { year: Math.floor((best - 1) / 12), month: ((best - 1) % 12) + 1 }
    : { year: best / 12, month: null };
}

const YEAR = /^(1\d|2\d)\d\d$/;
const DECADE = /^(1\d|2\d)\d0s$/;

/** Words that bound years on one side: 'since 2000', 'before 1950'. */
const BOUNDS: Record<string, 'ge' | 'gt' | 'lt' | 'le'> = {
  since: 'ge',
  from: 'ge',
  after: 'gt',
  before: 'lt',
  until: 'le',
  through: 'le',
};

/**
 * Years a question names, read against a table's column of years when it has no dates: 'in
 * 2010', 'in 2008 and 2012', 'between 1990 and 1999', 'from 1990 to 1999', 'the 2000s', 'since
 * 2000'; and a month or quarter named before a year ('June 2007', 'Q4 2015') against its column of
 * month numbers.
 * Each filter is returned with the words it used, which are marked.
 */
export function yearFilters(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  used: boolean[],
  edgeOf: RowsEdge,
): { filters: TableFilter[]; count: number } {
  const { words } = question;
  const column = yearColumnOf(vocabulary, question);
  const filters: TableFilter[] = [];
  let count = 0;
  if (column === null) return { filters, count };
  const take = (from: number, to: number) => {
    for (let at = from; at <= to; at += 1) used[at] = true;
    count += to - from + 1;
  };
  // '2013 dollars' of budget_2013$: a number a header holds with the next word, not a year.
  const inHeader = (at: number) =>
    vocabulary.headers.some(
      ({ concepts }) =>
        concepts.includes(words[at]!) && concepts.includes(conceptOf(words[at + 1] ?? '')),
    );
  const yearAt = (at: number) =>
    !used[at] && YEAR.test(words[at] ?? '') && !inHeader(at) ? Number(words[at]) : null;
  const years: number[] = [];
  for (let at = 0; at < words.length; at += 1) {
    if (used[at]) continue;
    const word = words[at]!;
    // 'the last month of the data', 'the first year': the rows' own last (or first) period.
    const edge = dateEdgeAt(question, at);
    if (edge?.spec.kind === 'edge' && edge.spec.count === 1) {
      const { period, edge: side } = edge.spec;
      const month = period === 'month' ? monthColumnOf(vocabulary, question) : null;
      const found = period === 'year' || month !== null ? edgeOf(column, month, side) : null;
      if (!found) continue;
      filters.push({ column, kind: 'number', values: [found.year] });
      if (month !== null) filters.push({ column: month, kind: 'number', values: [found.month!] });
      take(at, edge.end - 1);
      continue;
    }
    const [first, second] = [yearAt(at + 1), yearAt(at + 3)];
    if ((word === 'between' || word === 'from') && first !== null && second !== null) {
      if (!['and', 'to', 'through'].includes(words[at + 2] ?? '')) continue;
      filters.push(
        { column, kind: 'compare', op: 'ge', value: first },
        { column, kind: 'compare', op: 'le', value: second },
      );
      take(at, at + 3);
    } else if (DECADE.test(word)) {
      const start = Number(word.slice(0, 4));
      filters.push(
        { column, kind: 'compare', op: 'ge', value: start },
        { column, kind: 'compare', op: 'le', value: start + 9 },
      );
      take(at, at);
    } else if (Object.hasOwn(BOUNDS, word) && first !== null) {
      filters.push({ column, kind: 'compare', op: BOUNDS[word]!, value: first });
      take(at, ONWARD_WORDS.has(words[at + 2] ?? '') ? at + 2 : at + 1);
    } else if (yearAt(at) !== null) {
      years.push(Number(word));
      take(at, at);
    } else if (monthNumber(word) !== null && first !== null) {
      const month = monthColumnOf(vocabulary, question);
      if (month === null) continue;
      filters.push({ column: month, kind: 'number', values: [monthNumber(word)!] });
      take(at, at);
    } else if (QUARTER.test(word) && first !== null) {
      // 'Q4 2015': its three month numbers.
      const month = monthColumnOf(vocabulary, question);
      if (month === null) continue;
      const last = Number(QUARTER.exec(word)![1]) * 3;
      filters.push(
        { column: month, kind: 'compare', op: 'ge', value: last - 2 },
        { column: month, kind: 'compare', op: 'le', value: last },
      );
      take(at, at);
    }
  }
  if (years.length > 0) filters.push({ column, kind: 'number', values: years });
  return { filters, count };
}
