import { spanHolds } from '@domain/table-subject';
import type { DataTable } from '../../types';
import { monthNumber } from '../../text/cell-value';
import type { QuestionWords } from '../question';
import { readDates, type DateSpec } from './date-phrases';
import { datePart, dayOf } from './periods';
import { conceptOf, REVENUE } from './lexicon';
import type { TableVocabulary } from './table-vocabulary';

/** A sheet is laid out by month when this many number columns are named by a month. */
const MONTH_COLUMNS = 3;
/** … by quarter when this many are named by a quarter ('Q1', 'Quarter 2'). */
const QUARTER_COLUMNS = 3;
/** … and by year when this many are named by a year ('2020', 'FY2021'). */
const YEAR_COLUMNS = 2;
const YEAR_HEADER = /^(?:FY\s?)?((?:19|20)\d\d)$/i;
const QUARTER_HEADER = /^(?:Q|Quarter\s?)([1-4])$/i;

/** The year a header names ('2021', 'FY 2021'), or 0. */
function headerYear(name: string): number {
  const match = YEAR_HEADER.exec(name.trim());
  return match ? Number(match[1]) : 0;
}

/** The quarter a header names ('Q3', 'Quarter 3'), or 0. */
function headerQuarter(name: string): number {
  const match = QUARTER_HEADER.exec(name.trim());
  return match ? Number(match[1]) : 0;
}

/**
 * The month and year of a header naming a month with its year ('Jan. 2021', 'Sep. 2021(p)' with
 * its mark for a preliminary figure), or null.
 */
function monthOfYear(name: string): { month: number; year: number } | null {
  const [word = '', yearWord = ''] = name.trim().split(/[\s-]+/);
  const year = /^((?:19|20)\d\d)(?:\(\w+\))?$/.exec(yearWord)?.[1];
  const month = monthNumber(word);
  return month > 0 && year ? { month, year: Number(year) } : null;
}

export type ColumnPeriod = 'month' | 'quarter' | 'year';

/** The period a header names by itself ('Jan', 'Jan. 2021', 'Q3', 'FY2021'), or null. */
export function headerPeriod(name: string): ColumnPeriod | null {
  if (monthNumber(name.trim()) > 0 || monthOfYear(name)) return 'month';
  if (headerQuarter(name) > 0) return 'quarter';
  return headerYear(name) > 0 ? 'year' : null;
}

/**
 * The number columns of a sheet laid out by period, by month 1-12 ('Jan', 'February'), by
 * quarter 1-4 ('Q1') or by year ('2020', 'FY2021'); empty when it is not laid out so.
 */
function periodColumnsOf(table: DataTable): {
  kind: ColumnPeriod;
  byKey: Map<number, number>;
  /** The one year month columns are headed with ('Jan. 2021' … 'Sep. 2021'), else 0. */
  monthsYear?: number;
} {
  const byMonth = new Map<number, number>();
  const byQuarter = new Map<number, number>();
  const byYear = new Map<number, number>();
  const monthsYears = new Set<number>();
  table.columns.forEach((column, index) => {
    if (column.kind !== 'number') return;
    const dated = monthOfYear(column.name);
    const month = monthNumber(column.name.trim()) || (dated?.month ?? 0);
    const quarter = headerQuarter(column.name);
    const year = headerYear(column.name);
    if (month > 0 && !byMonth.has(month)) byMonth.set(month, index);
    if (dated) monthsYears.add(dated.year);
    if (quarter > 0 && !byQuarter.has(quarter)) byQuarter.set(quarter, index);
    if (year > 0 && !byYear.has(year)) byYear.set(year, index);
  });
  const monthsYear = monthsYears.size === 1 ? [...monthsYears][0]! : 0;
  if (byMonth.size >= MONTH_COLUMNS) return { kind: 'month', byKey: byMonth, monthsYear };
  if (byQuarter.size >= QUARTER_COLUMNS) return { kind: 'quarter', byKey: byQuarter };
  return { kind: 'year', byKey: byYear.size >= YEAR_COLUMNS ? byYear : new Map() };
}

/** The number columns named by a month or a year, by month or year, in a sheet laid out so. */
export function periodColumnsByKey(table: DataTable): Map<number, number> {
  return periodColumnsOf(table).byKey;
}

/** The year columns a span of whole years covers ('in 2021', 'from 2019 to 2021'). */
function yearsOfSpec(byYear: ReadonlyMap<number, number>, spec: DateSpec): number[] {
  if (spec.kind !== 'span') return [];
  const [from, to] = [datePart(spec.from, 'year'), datePart(spec.to, 'year')];
  if (spec.from !== dayOf(from, 1) || spec.to !== dayOf(to + 1, 1) - 1) return [];
  return [...byYear].filter(([year]) => year >= from && year <= to).map(([, column]) => column);
}

function monthsBetween(byMonth: ReadonlyMap<number, number>, from: number, to: number): number[] {
  const columns: number[] = [];
  for (let month = from; month <= to; month += 1) {
    const column = byMonth.get(month);
    if (column !== undefined) columns.push(column);
  }
  return columns;
}

/** The month (or year) columns a question reads, and how. */
export interface PeriodsAsked {
  /** Added up ('sales in Q1': Jan + Feb + Mar), or side by side when `across`. */
  columns: number[];
  /** Each month (year) its own group ('which month had the highest sales', 'monthly sales'). */
  across: boolean;
  /** The period was said as one of many ('monthly', 'per month'): an average is over them. */
  perPeriod: boolean;
  /** The question names its months ('from January to June', 'in Q2'). */
  named: boolean;
}

const NONE: PeriodsAsked = { columns: [], across: false, perPeriod: false, named: false };

/** The quarter columns of one date phrase: 'Q4', 'the fourth quarter', 'the last quarter'. */
function quartersOfSpec(byQuarter: ReadonlyMap<number, number>, spec: DateSpec): number[] {
  const quarter =
    spec.kind === 'part' && spec.part === 'quarter'
      ? spec.value
      : spec.kind === 'edge' && spec.period === 'quarter' && spec.count === 1
        ? spec.edge === 'first'
          ? Math.min(...byQuarter.keys())
          : Math.max(...byQuarter.keys())
        : 0;
  const column = byQuarter.get(quarter);
  return column === undefined ? [] : [column];
}

/**
 * The month columns of one date phrase: 'Q1', 'between February and April', 'the last quarter',
 * 'the most recent month';
 * with the columns' year known, a span of days too ('in 2021', 'March 2021', 'from January
 * through September 2021').
 */
function monthsOfSpec(
  byMonth: ReadonlyMap<number, number>,
  spec: DateSpec,
  monthsYear = 0,
): number[] {
  if (spec.kind === 'span' && monthsYear > 0)
    return [...byMonth]
      .filter(([month]) => spanHolds(spec, dayOf(monthsYear, month)))
      .map(([, column]) => column);
  if (spec.kind === 'part' && spec.part === 'quarter')
    return monthsBetween(byMonth, 3 * spec.value - 2, 3 * spec.value);
  if (spec.kind === 'months' && spec.to > spec.from && spec.fromDay === undefined)
    return monthsBetween(byMonth, spec.from, spec.to);
  if (spec.kind === 'edge' && spec.period === 'quarter' && spec.count === 1) {
    const quarter = spec.edge === 'first' ? 1 : Math.ceil(Math.max(...byMonth.keys()) / 3);
    return monthsBetween(byMonth, 3 * quarter - 2, 3 * quarter);
  }
  if (spec.kind === 'edge' && spec.period === 'month') {
    const months = [...byMonth.keys()].sort((a, b) => a - b);
    const edge = spec.edge === 'first' ? months.slice(0, spec.count) : months.slice(-spec.count);
    return edge.map((month) => byMonth.get(month)!);
  }
  return [];
}

/**
 * The month columns a question reads, in a sheet laid out by month with no dates: 'Q1' and
 * 'the first quarter' (Jan + Feb + Mar), 'between February and April' add up; 'which month',
 * 'monthly', 'by month' and 'how did sales change from January to June' set the months side by
 * side; 'total sales' adds up all of them when no column says sales. Marks the words read;
 * no columns when none applies (a single month names its own column).
 */
export function periodColumnsAsked(
  question: QuestionWords,
  table: DataTable,
  vocabulary: TableVocabulary,
  used: boolean[],
): PeriodsAsked {
  const layout = vocabulary.dates.length === 0 ? periodColumnsOf(table) : null;
  if (!layout || layout.byKey.size === 0) return NONE;
  const byMonth = layout.byKey;
  const pair = columnToColumn(question, table, vocabulary, used);
  if (pair.length > 0) return { columns: pair, across: true, perPeriod: false, named: true };
  periodEndsSaid(question.words, used);
  const trial = [...used];
  const { specs, period, perPeriod } = readDates(question, trial, () => false);
  const ofSpec = { month: monthsOfSpec, quarter: quartersOfSpec, year: yearsOfSpec }[layout.kind];
  const perSpec = specs.map((spec) => ofSpec(byMonth, spec, layout.monthsYear));
  const columns = [...new Set(perSpec.flat())];
  const across = period === layout.kind && perSpec.every((months) => months.length > 0);
  const figure = monthFigureWord(question, vocabulary, used);
  if (columns.length > 0 || across) {
    trial.forEach((taken, index) => (used[index] = taken));
    if (figure >= 0) used[figure] = true;
    return {
      columns: columns.length > 0 ? columns : [...byMonth.values()],
      across,
      perPeriod: across && perPeriod,
      named: columns.length > 0,
    };
  }
  const namesMonth = question.words.some((word) => headerPeriod(word) !== null);
  if (figure < 0 || namesMonth) return NONE;
  used[figure] = true;
  return { ...NONE, columns: [...byMonth.values()] };
}

/**
 * 'PY CUM to CY CUM', 'from Prior Year to Current Year': two number columns other than the
 * periods' named whole, one to the other, are set side by side in that order, as two periods
 * are. Marks their words; empty when the question names no such pair.
 */
function columnToColumn(
  { stems }: QuestionWords,
  table: DataTable,
  vocabulary: TableVocabulary,
  used: boolean[],
): number[] {
  const others = table.columns.flatMap((column, index) =>
    column.kind === 'number' && headerPeriod(column.name) === null ? [index] : [],
  );
  const phraseAt = (column: number, from: number) => {
    const phrase = vocabulary.headers[column]!.phrase;
    return (
      phrase.length > 0 &&
      phrase.every((word, offset) => stems[from + offset] === word && !used[from + offset])
    );
  };
  for (let to = 1; to < stems.length; to += 1) {
    if (stems[to] !== 'to' || used[to]) continue;
    const length = (column: number) => vocabulary.headers[column]!.phrase.length;
    const first = others.filter((column) => phraseAt(column, to - length(column)));
    const second = others.filter((column) => phraseAt(column, to + 1));
    if (first.length !== 1 || second.length !== 1 || first[0] === second[0]) continue;
    let from = to - length(first[0]!);
    if (stems[from - 1] === 'from') from -= 1;
    for (let at = from; at < to + 1 + length(second[0]!); at += 1) used[at] = true;
    return [first[0]!, second[0]!];
  }
  return [];
}

/**
 * Marks 'at the end of' before a period named ('inventories at the end of June 2021'): a
 * period's column holds its figure as of the period's end.
 */
function periodEndsSaid(words: readonly string[], used: boolean[]): void {
  words.forEach((word, index) => {
    if (word !== 'end' || words[index + 1] !== 'of' || used[index]) return;
    if (headerPeriod(words[index + 2] ?? '') === null) return;
    let from = index;
    if (words[from - 1] === 'the') from -= 1;
    if (words[from - 1] === 'at') from -= 1;
    for (let at = from; at < index + 2; at += 1) used[at] = true;
  });
}

/** What a sheet laid out by period most often tabulates: sales, or stock on hand. */
const PERIOD_FIGURES = new Set([REVENUE, conceptOf('stock')]);

/**
 * The word naming what the period columns hold ('sales', 'inventories') when no column is named
 * so: the figures are those columns. -1 when there is none.
 */
function monthFigureWord(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  used: readonly boolean[],
): number {
  return question.words.findIndex((word, index) => {
    const concept = conceptOf(word);
    return (
      !used[index] &&
      PERIOD_FIGURES.has(concept) &&
      !vocabulary.headers.some((header) => header.concepts.includes(concept))
    );
  });
}
