import { formatNumber } from '../../text/labels';
import {
  spanHolds,
  type TableComparison,
  type TableFilter,
  type TableSubject,
} from '@domain/table-subject';
import type { DataTable, TableColumn } from '../../types';
import { calendarDay, datePart, isoDay, periodKey, periodLabel } from './periods';
import { dateStepOf } from './date-steps';
import { bandLabel, bandOf } from './age-bands';
import { nameOf, sideSubject, valuesCounted } from './figure-words';
import { secondsAt } from './time-of-day';
import { distinctCount, vocabularyOf } from './table-vocabulary';
import { fullNameColumns, holdsLinks, namesOnly } from './names-and-ids';
import { NAME_HEADERS } from './lexicon';
import { tableMemo } from './table-memo';
import { totalsLabel } from './totals-rows';

/** One group (or row) of a ranking with its figure and the rows it was computed from. */
export interface RankedItem {
  label: string;
  value: number;
  /** Row indexes into the table. */
  rows: number[];
  /** Top N within each group: the group it was ranked in ('Furniture'). */
  group?: string;
  /** Groups kept by comparing two columns: both figures (`value` is their difference). */
  compared?: [number, number];
  /** The figures of the subject's `also` columns, in their order. */
  also?: number[];
}

/**
 * `rows`: the rows the answer rests on (cited); `selected`: how many rows the filters kept.
 * A ranking's `items` are every group (or row) with a figure, in order; the first `named` are
 * the answer.
 */
export type Computation =
  | {
      kind: 'figure';
      value: number;
      rows: number[];
      selected: number;
      /** A figure averaged over groups ('average monthly sales'): how many groups. */
      groups?: number;
      /** The figures of the subject's `also` columns, in their order. */
      also?: number[];
      /** A ratio of two sets of rows (`part` over `over`): how many each counts. */
      sides?: [number, number];
    }
  | { kind: 'ranking'; items: RankedItem[]; named: number; rows: number[]; selected: number }
  | { kind: 'values'; values: string[]; rows: number[]; selected: number };

/** A cell as text: the text itself, a number as written in plain digits, a date as ISO. */
export function cellLabel(column: TableColumn, row: number): string {
  if (column.kind === 'text') {
    const code = column.codes[row]!;
    return code === 0 ? '' : column.dictionary[code - 1]!;
  }
  const value = column.values[row]!;
  if (Number.isNaN(value)) return '';
  return column.kind === 'date' ? isoDay(value) : String(value);
}

export function compares(op: TableComparison, a: number, b: number): boolean {
  switch (op) {
    case 'lt':
      return a < b;
    case 'le':
      return a <= b;
    case 'gt':
      return a > b;
    case 'ge':
      return a >= b;
    case 'eq':
      return a === b;
    case 'ne':
      return a !== b;
  }
}

type RowTest = (row: number) => boolean;
const NONE: RowTest = () => false;

function textTest(column: TableColumn, values: readonly string[]): RowTest {
  if (column.kind !== 'text') return NONE;
  const wanted = new Set(values);
  const codes = new Uint8Array(column.dictionary.length + 1);
  column.dictionary.forEach((value, index) => {
    if (wanted.has(value)) codes[index + 1] = 1;
  });
  return (row) => codes[column.codes[row]!] === 1;
}

/**
 * Two text columns' cells compared on each row ('residence different from location'); a row with
 * either cell empty is neither the same nor different, as a number column's blank is not compared.
 */
function textColumnsTest(table: DataTable, column: TableColumn, filter: TableFilter): RowTest {
  if (filter.kind !== 'columns' || (filter.op !== 'eq' && filter.op !== 'ne')) return NONE;
  const other = table.columns[filter.other];
  if (!other || other.kind !== 'text' || column.kind !== 'text') return NONE;
  const same = filter.op === 'eq';
  return (row) =>
    column.codes[row] !== 0 &&
    other.codes[row] !== 0 &&
    (cellLabel(column, row) === cellLabel(other, row)) === same;
}

function rowTest(table: DataTable, filter: TableFilter): RowTest {
  const column = table.columns[filter.column];
  if (!column) return NONE;
  if (filter.kind === 'text') return textTest(column, filter.values);
  if (filter.kind === 'blank' || filter.kind === 'filled') {
    const blank: RowTest =
      column.kind === 'text'
        ? (row) => column.codes[row] === 0
        : (row) => Number.isNaN(column.values[row]!);
    return filter.kind === 'blank' ? blank : (row) => !blank(row);
  }
  if (filter.kind === 'weekdays') {
    const days = new Set(filter.days);
    return (row) =>
      column.kind === 'date' &&
      !Number.isNaN(column.values[row]!) &&
      days.has(periodKey(column.values[row]!, 'weekday'));
  }
  if (filter.kind === 'hours') {
    const [from, to] = [filter.from * 3600, filter.to * 3600];
    return (row) => {
      const seconds = secondsAt(column, row);
      return seconds !== null && seconds >= from && seconds < to;
    };
  }
  if (column.kind === 'text') return textColumnsTest(table, column, filter);
  const values = column.values;
  switch (filter.kind) {
    case 'number': {
      const wanted = new Set(filter.values);
      return (row) => wanted.has(values[row]!);
    }
    case 'date':
      return (row) =>
        !Number.isNaN(values[row]!) && datePart(values[row]!, filter.part) === filter.value;
    case 'days':
      return (row) => spanHolds(filter, values[row]!);
    case 'compare': {
      const times = filter.times === undefined ? null : numbersOf(table, filter.times);
      const figure = (row: number) => values[row]! * (times ? times[row]! : 1);
      return (row) => !Number.isNaN(figure(row)) && compares(filter.op, figure(row), filter.value);
    }
    case 'columns': {
      const other = table.columns[filter.other];
      if (!other || other.kind === 'text') return NONE;
      const by = filter.by ?? 0;
      // Two dates are the same when they fall on one day, whatever the time of each.
      const sameDays = column.kind === 'date' && (filter.op === 'eq' || filter.op === 'ne');
      const at = sameDays ? calendarDay : (value: number) => value;
      return (row) =>
        !Number.isNaN(values[row]!) &&
        !Number.isNaN(other.values[row]!) &&
        compares(filter.op, at(values[row]!), at(other.values[row]! + by));
    }
  }
}

/** Indexes of the rows every filter keeps, in table order (of `rows`, when given). */
export function selectRows(
  table: DataTable,
  filters: readonly TableFilter[],
  rows?: readonly number[],
): number[] {
  const tests = filters.map((filter) => rowTest(table, filter));
  const kept: number[] = [];
  const count = rows ? rows.length : table.rowNumbers.length;
  for (let index = 0; index < count; index += 1) {
    const row = rows ? rows[index]! : index;
    if (tests.every((test) => test(row))) kept.push(row);
  }
  return kept;
}

/** Each row's date in one column less its date in another, in days, made once per pair. */
function differenceOf(
  table: DataTable,
  later: number | null | undefined,
  earlier: number,
): Float64Array | null {
  const [to, from] = [numbersOf(table, later), numbersOf(table, earlier)];
  if (!to || !from) return null;
  return derivedColumn(table, `${later}-${earlier}`, () => to.map((day, row) => day - from[row]!));
}

function numbersOf(table: DataTable, column: number | null | undefined): Float64Array | null {
  const found = column === null || column === undefined ? undefined : table.columns[column];
  return found && found.kind !== 'text' ? found.values : null;
}

const products = new WeakMap<Float64Array, Map<Float64Array, Float64Array>>();

/** Each row's number times its number in another column, made once per pair of columns. */
function productOf(values: Float64Array, factors: Float64Array): Float64Array {
  const byFactor = products.get(values) ?? new Map<Float64Array, Float64Array>();
  products.set(values, byFactor);
  let product = byFactor.get(factors);
  if (!product) {
    product = values.map((value, row) => value * factors[row]!);
    byFactor.set(factors, product);
  }
  return product;
}

/** A figure made from a table's columns for each row, made once per table and key. */
const derivedColumn = tableMemo<string, Float64Array>();

/** Each row's numbers in several columns added up (an empty cell adds nothing), made once. */
function sumOf(table: DataTable, columns: readonly number[]): Float64Array {
  return derivedColumn(table, `+${columns.join()}`, () => {
    const parts = columns.flatMap((column) => numbersOf(table, column) ?? []);
    return new Float64Array(table.rowNumbers.length).map((_, row) => {
      const cells = parts.map((values) => values[row]!).filter((value) => !Number.isNaN(value));
      return cells.length === 0 ? Number.NaN : cells.reduce((total, value) => total + value, 0);
    });
  });
}

/**
 * The figures a subject reads from a column: its numbers, times another's ('spent'), or plus
 * others' ('Q1' of a sheet laid out by month).
 */
export function figuresOf(
  table: DataTable,
  subject: TableSubject,
  column: number | null | undefined,
): Float64Array | null {
  const measured = column === subject.column;
  if (measured && column !== null && column !== undefined && subject.plus?.length)
    return sumOf(table, [column, ...subject.plus]);
  if (measured && subject.minus !== undefined) return differenceOf(table, column, subject.minus);
  const values = numbersOf(table, column);
  const factors = measured ? numbersOf(table, subject.times) : null;
  return values && factors ? productOf(values, factors) : values;
}

/** What a ratio divides by: its denominator, times another column where one is named. */
function divisorOf(table: DataTable, subject: TableSubject): Float64Array | null {
  const values = numbersOf(table, subject.denominator);
  const factors = numbersOf(table, subject.denominatorTimes);
  return values && factors ? productOf(values, factors) : values;
}

/** Sum, average, smallest and largest of a number column over some rows (empty cells skipped). */
function statistics(values: Float64Array, rows: readonly number[]) {
  let sum = 0;
  let count = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const row of rows) {
    const value = values[row]!;
    if (Number.isNaN(value)) continue;
    sum += value;
    count += 1;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { sum, count, min, max };
}

/**
 * The figure `percent` of the way up some rows' sorted figures, between two neighbours where it
 * falls between them (a spreadsheet's PERCENTILE): the 50th is the median, the mean of the two
 * middle ones for an even count.
 */
function percentileOf(values: Float64Array, rows: readonly number[], percent: number): number {
  const sorted = Float64Array.from(
    rows.map((row) => values[row]!).filter((value) => !Number.isNaN(value)),
  ).sort();
  const at = ((sorted.length - 1) * percent) / 100;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/** The sample standard deviation of some rows' figures (n − 1); NaN for fewer than two. */
function standardDeviationOf(values: Float64Array, rows: readonly number[], mean: number): number {
  let squares = 0;
  let count = 0;
  for (const row of rows) {
    const value = values[row]!;
    if (Number.isNaN(value)) continue;
    squares += (value - mean) ** 2;
    count += 1;
  }
  return count < 2 ? Number.NaN : Math.sqrt(squares / (count - 1));
}

/** Pearson's r of two columns' figures over the rows where both have one; NaN for fewer than three. */
function correlationOf(xs: Float64Array, ys: Float64Array, rows: readonly number[]): number {
  const pairs = rows.filter((row) => !Number.isNaN(xs[row]!) && !Number.isNaN(ys[row]!));
  if (pairs.length < 3) return Number.NaN;
  const mean = (values: Float64Array) =>
    pairs.reduce((total, row) => total + values[row]!, 0) / pairs.length;
  const [meanX, meanY] = [mean(xs), mean(ys)];
  let [products, squaresX, squaresY] = [0, 0, 0];
  for (const row of pairs) {
    const [dx, dy] = [xs[row]! - meanX, ys[row]! - meanY];
    products += dx * dy;
    squaresX += dx * dx;
    squaresY += dy * dy;
  }
  return products / Math.sqrt(squaresX * squaresY);
}

/** The figure of some rows; NaN when there is nothing to compute it from. */
export function reduce(
  table: DataTable,
  subject: TableSubject,
  rows: readonly number[],
  columnIndex = subject.column,
): number {
  const { reduction } = subject;
  if (reduction === 'count' || (reduction === 'share' && columnIndex === null)) return rows.length;
  const column = columnIndex === null ? undefined : table.columns[columnIndex];
  if (!column) return Number.NaN;
  // 'What percentage of days…' of a date column counts its days, as 'how many days' does.
  if (reduction === 'distinct' || (reduction === 'share' && valuesCounted(table, columnIndex!))) {
    // 'How many different customers' of First Name and Last Name: two Johns are two people.
    const person = subject.people ? personInFull(table, columnIndex!) : null;
    const label = person ?? ((row: number) => cellLabel(column, row));
    return new Set(rows.map(label).filter(Boolean)).size;
  }
  const values = figuresOf(table, subject, columnIndex);
  const lapse = subject.minus !== undefined && columnIndex === subject.column;
  const dated =
    column.kind === 'date' && (reduction === 'max' || reduction === 'min' || reduction === 'range');
  if (!values || (column.kind !== 'number' && !lapse && !dated)) return Number.NaN;
  const { sum, count, min, max } = statistics(values, rows);
  if (reduction === 'correlation') {
    const paired = numbersOf(table, subject.paired);
    return paired ? correlationOf(values, paired, rows) : Number.NaN;
  }
  if (reduction === 'ratio') {
    const divisor = divisorOf(table, subject);
    const below = divisor ? statistics(divisor, rows).sum : 0;
    return below === 0 ? Number.NaN : ((subject.quotient ? 1 : 100) * sum) / below;
  }
  if (count === 0) return reduction === 'sum' || reduction === 'share' ? 0 : Number.NaN;
  switch (reduction) {
    case 'average':
      return sum / count;
    case 'median':
      return percentileOf(values, rows, 50);
    case 'percentile':
      return percentileOf(values, rows, subject.percentile ?? 50);
    case 'stddev':
      return standardDeviationOf(values, rows, sum / count);
    case 'range':
      return max - min;
    case 'min':
      return min;
    case 'max':
      return max;
    default:
      return sum;
  }
}

interface Group {
  label: string;
  /** Sorts the groups in their own order: time for periods, value for numbers, else first seen. */
  key: number;
  rows: number[];
}

const peopleOfIds = tableMemo<number, ((row: number) => string) | null>();

/**
 * Each ID's person named in full, where an ID column stands beside a first and a last name
 * column and every ID has one name and every name one ID (`emp_id` on a rota beside
 * `first_name` and `last_name`): 'shifts per employee' lists Maressa Dearell, not emp_id 3.
 */
export function personOfId(table: DataTable, column: number): ((row: number) => string) | null {
  return peopleOfIds(table, column, () => {
    const fullName = fullNameColumns(table);
    if (!fullName || !vocabularyOf(table).identifiers.has(column)) return null;
    const [first, last] = fullName.map((at) => table.columns[at]!);
    const ids = table.columns[column]!;
    const nameOfRow = (row: number) => `${cellLabel(first!, row)} ${cellLabel(last!, row)}`.trim();
    const nameOfId = new Map<string, string>();
    const idOfName = new Map<string, string>();
    for (let row = 0; row < table.rowNumbers.length; row += 1) {
      const [id, name] = [cellLabel(ids, row), nameOfRow(row)];
      if (id === '' || name === '') return null;
      if ((nameOfId.get(id) ?? name) !== name || (idOfName.get(name) ?? id) !== id) return null;
      nameOfId.set(id, name);
      idOfName.set(name, id);
    }
    return nameOfRow;
  });
}

/**
 * A first-name column grouped by where a last-name column stands beside it ('Which customer
 * spent the most?' of `First Name` and `Last Name`): each person is both names, so two Johns are
 * two people, labelled 'John Smith'.
 */
function personInFull(table: DataTable, column: number): ((row: number) => string) | null {
  const fullName = fullNameColumns(table);
  if (fullName?.[0] !== column) return null;
  const [first, last] = fullName.map((at) => table.columns[at]!);
  return (row) => `${cellLabel(first!, row)} ${cellLabel(last!, row)}`.trim();
}

export function groupsOf(
  table: DataTable,
  columnIndex: number,
  rows: readonly number[],
  period?: TableSubject['period'],
  people = false,
  bands?: number,
): Group[] {
  const column = table.columns[columnIndex];
  if (!column) return [];
  const byId = personOfId(table, columnIndex);
  const inFull = byId === null && people ? personInFull(table, columnIndex) : null;
  const person = byId ?? inFull;
  const groups = new Map<string | number, Group>();
  for (const row of rows) {
    let id: string | number;
    let key: () => number;
    if (period === 'hour') {
      // 'Which hour has the most sales' of a column of times ('13:08') or of date-times.
      const seconds = secondsAt(column, row);
      if (seconds === null) continue;
      const hour = Math.floor(seconds / 3600);
      id = hour;
      key = () => hour;
    } else if (bands !== undefined && column.kind === 'number') {
      if (Number.isNaN(column.values[row]!)) continue;
      const band = bandOf(column.values[row]!, bands);
      id = band;
      key = () => band;
    } else if (column.kind === 'date' && period) {
      if (Number.isNaN(column.values[row]!)) continue;
      id = periodKey(column.values[row]!, period);
      key = () => id as number;
    } else {
      id = inFull ? inFull(row) : cellLabel(column, row);
      if (id === '') continue;
      key = column.kind === 'text' ? () => groups.size : () => column.values[row]!;
    }
    const group = groups.get(id);
    if (group) group.rows.push(row);
    else {
      const label =
        bands !== undefined && typeof id === 'number'
          ? bandLabel(id, bands)
          : typeof id === 'number'
            ? periodLabel(id, period!)
            : (person?.(row) ?? id);
      groups.set(id, { label, key: key(), rows: [row] });
    }
  }
  if (period === 'week' && column.kind === 'date' && dateStepOf(table, columnIndex) === 'week')
    for (const group of groups.values()) group.label = ownDay(column.values, group) ?? group.label;
  return [...groups.values()];
}

/**
 * A week of a weekly series is the one day its rows are dated ('2010-12-24' of Walmart's Friday
 * rows, '2024-01-07' of a Week Ending column), not the Monday a calendar week starts on.
 */
function ownDay(values: Float64Array, group: Group): string | null {
  const days = new Set(group.rows.map((row) => calendarDay(values[row]!)));
  return days.size === 1 ? isoDay([...days][0]!) : null;
}

/**
 * The columns whose cells name a row in a ranking of rows: the first text column other than
 * the figure's, than one filtered to a single value (every row would read 'AAPL') and than
 * a column of codes (LAUS Code) when a later one names each row, and than web addresses; in a
 * table of figures by day, its date; both when the text only sorts rows into a few kinds
 * ('rain, 2014-11-13': weather of 5 values over 1,461 days).
 */
/** A text column names each row when almost every row has a value of its own. */
const NAMING_SHARE = 0.9;

export function rowLabelColumns(table: DataTable, subject: TableSubject): number[] {
  const constant = new Set(
    subject.filters.flatMap((filter) =>
      filter.kind === 'text' && filter.values.length === 1 ? [filter.column] : [],
    ),
  );
  const { identifiers, headers } = vocabularyOf(table);
  const rows = table.rowNumbers.length;
  const first = (kind: TableColumn['kind'], named = false) =>
    table.columns.findIndex(
      (column, at) =>
        column.kind === kind &&
        at !== subject.column &&
        !constant.has(at) &&
        !(
          named &&
          (identifiers.has(at) ||
            column.kind !== 'text' ||
            holdsLinks(column) ||
            column.dictionary.length < NAMING_SHARE * rows)
        ),
    );
  // A name of each row ('Imperial County, CA') says more than a code before it; else the most
  // varied column headed as names ('Title' of what was bought) says more than a state before it,
  // one headed only so (`name`) before one only partly so (`short_description`).
  const headedAsNames = table.columns
    .map((column, at) => ({ column, at }))
    .filter(
      ({ column, at }) =>
        column.kind === 'text' &&
        at !== subject.column &&
        !constant.has(at) &&
        !identifiers.has(at) &&
        headers[at]!.concepts.some((concept) => NAME_HEADERS.has(concept)),
    )
    .sort(
      (a, b) =>
        Number(namesOnly(table, b.at)) - Number(namesOnly(table, a.at)) ||
        distinctCount(b.column) - distinctCount(a.column),
    );
  const eachNamed = first('text', true);
  const named = eachNamed >= 0 ? eachNamed : (headedAsNames[0]?.at ?? -1);
  const [text, date] = [named >= 0 ? named : first('text'), first('date')];
  if (text < 0) return date >= 0 ? [date] : ownIdentifier(table, subject, identifiers);
  // 'Roxane Chacon': a person named in two columns is named by both.
  const fullName = fullNameColumns(table);
  if (fullName?.includes(text)) return fullName;
  const kinds = table.columns[text]!;
  const few = kinds.kind === 'text' && kinds.dictionary.length <= table.rowNumbers.length / 2;
  return few && date >= 0 ? [text, date] : [text];
}

/**
 * A table of figures only, its rows numbered by an ID of their own (`CustomerId` 1 to 440 beside
 * spending by category): the ID names each row ('326'), as a reader says which customer, where
 * no text or date does; never a column of codes many rows share (`Channel`, `Region`).
 */
function ownIdentifier(
  table: DataTable,
  subject: TableSubject,
  identifiers: ReadonlySet<number>,
): number[] {
  const own = [...identifiers].find(
    (at) =>
      at !== subject.column &&
      table.columns[at]!.kind === 'number' &&
      distinctCount(table.columns[at]!) === table.rowNumbers.length,
  );
  return own === undefined ? [] : [own];
}

/**
 * Whether a ranking of rows names each row apart ('Imperial County, CA'), rather than only sorting
 * them into a few kinds (an RFM level of Top, Middle or Low over 3,643 customers). A column headed
 * only as a name names its row even where products of one range share it (IKEA's `name` LIDHULT).
 */
export function rowsLabelledApart(table: DataTable, subject: TableSubject): boolean {
  if (rowLabelColumns(table, subject).some((at) => namesOnly(table, at))) return true;
  const label = rowLabeller(table, subject);
  const labels = new Set(Array.from(table.rowNumbers, (_, row) => label(row)));
  return labels.size >= NAMING_SHARE * table.rowNumbers.length;
}

function rowLabeller(table: DataTable, subject: TableSubject): (row: number) => string {
  const indexes = rowLabelColumns(table, subject);
  const columns = indexes.map((index) => table.columns[index]!);
  const separator = indexes.join() === fullNameColumns(table)?.join() ? ' ' : ', ';
  return (row) =>
    columns
      .map((column) => cellLabel(column, row))
      .filter(Boolean)
      .join(separator) || `row ${formatNumber(table.rowNumbers[row]!)}`;
}

function ordered(items: RankedItem[], subject: TableSubject, keys?: Map<RankedItem, number>) {
  const ranking = subject.ranking!;
  const sign = ranking.order === 'desc' ? -1 : 1;
  // The strongest correlation is the one furthest from 0, either way.
  const size = subject.reduction === 'correlation' ? Math.abs : (value: number) => value;
  return items
    .filter((item) => !Number.isNaN(item.value))
    .sort((a, b) =>
      ranking.inGroupOrder && keys
        ? keys.get(a)! - keys.get(b)!
        : sign * (size(a.value) - size(b.value)),
    );
}

function rank(
  items: RankedItem[],
  subject: TableSubject,
  selected: number,
  keys?: Map<RankedItem, number>,
): Computation {
  const limit = subject.ranking!.limit;
  const sorted = runningTotals(ordered(items, subject, keys), subject);
  const named = limit === null ? sorted.length : Math.min(limit, sorted.length);
  return {
    kind: 'ranking',
    items: sorted,
    named,
    rows: sorted
      .slice(0, named)
      .flatMap((item) => item.rows)
      .sort((a, b) => a - b),
    selected,
  };
}

/** 'Cumulative sales by month': each period's figure plus every one before it, in time order. */
function runningTotals(items: RankedItem[], subject: TableSubject): RankedItem[] {
  if (!subject.ranking?.cumulative) return items;
  let total = 0;
  return items.map((item) => {
    if (!Number.isNaN(item.value)) total += item.value;
    return { ...item, value: total };
  });
}

/**
 * Whether a ranking leaves a group out: a totals row among the rows it ranks ('which kind of
 * business sold most' is never 'Retail sales, total'), or one whose figures are all blank
 * (suppressed, not published), which has no total to rank, not a total of 0 that would come
 * out smallest. A breakdown naming every group ('average change by subsector') keeps them all,
 * unless the question left the totals out (`withoutTotals`).
 */
function leftOutOfRanking(table: DataTable, subject: TableSubject, group: Group): boolean {
  if (subject.withoutTotals && totalsLabel(group.label)) return true;
  if (!subject.ranking || subject.ranking.inGroupOrder || subject.ranking.limit === null)
    return false;
  if (totalsLabel(group.label)) return true;
  if (subject.reduction !== 'sum') return false;
  const values = figuresOf(table, subject, subject.column);
  return values !== null && group.rows.every((row) => Number.isNaN(values[row]!));
}

/** Each group's figure, and only the groups `having` keeps. */
function groupItems(table: DataTable, subject: TableSubject, groups: readonly Group[]) {
  const { having } = subject;
  const keys = new Map<RankedItem, number>();
  const items: RankedItem[] = [];
  for (const group of groups) {
    if (leftOutOfRanking(table, subject, group)) continue;
    const value =
      subject.per === undefined
        ? reduce(table, subject, group.rows)
        : averageOver(table, subject, subject.per, group.rows);
    let item: RankedItem = { label: group.label, value, rows: group.rows };
    if (subject.also) item.also = alongside(table, subject, group.rows);
    if (having && 'column' in having) {
      const other = reduce(table, subject, group.rows, having.column);
      if (!compares(having.op, value, other)) continue;
      item = { ...item, value: value - other, compared: [value, other] };
    } else if (having && !compares(having.op, value, having.value)) continue;
    keys.set(item, group.key);
    items.push(item);
  }
  return { items, keys };
}

/** The figures of the subject's `also` columns over some rows. */
function alongside(table: DataTable, subject: TableSubject, rows: readonly number[]): number[] {
  return (subject.also ?? []).map((column) => reduce(table, subject, rows, column));
}

/** A figure of each value of `per` among some rows, averaged over those values (or their median). */
function averageOver(table: DataTable, subject: TableSubject, per: number, rows: number[]) {
  const groups = groupsOf(table, per, rows, subject.perPeriod);
  const figures = groups.map((group) => reduce(table, subject, group.rows));
  return subject.medianOfGroups ? medianOf(figures) : meanAndCount(figures).value;
}

/** The mean of the figures that are numbers (NaN when none is), and how many are. */
function meanAndCount(figures: readonly number[]): { value: number; count: number } {
  const numbers = figures.filter((value) => !Number.isNaN(value));
  const sum = numbers.reduce((total, value) => total + value, 0);
  return { value: numbers.length === 0 ? Number.NaN : sum / numbers.length, count: numbers.length };
}

/** The middle of the figures that are numbers (NaN when none is). */
function medianOf(figures: readonly number[]): number {
  const numbers = Float64Array.from(figures);
  return percentileOf(numbers, [...numbers.keys()], 50);
}

/** The groups of the subject's `groupBy`, by its period, people or bands. */
function subjectGroups(table: DataTable, subject: TableSubject, rows: readonly number[]) {
  return groupsOf(table, subject.groupBy!, rows, subject.period, subject.people, subject.bands);
}

/** Top N of `within` in each group of `groupBy` ('the top 3 products in each category'). */
function rankWithin(table: DataTable, subject: TableSubject, rows: number[]): Computation {
  // Periods in time order ('Jan 2021' before 'Feb 2021'), other groups by name.
  const outer = subjectGroups(table, subject, rows).sort((a, b) =>
    subject.period ? a.key - b.key : a.label.localeCompare(b.label),
  );
  const items = outer.flatMap((group) => {
    const inner = groupsOf(table, subject.within!, group.rows, subject.withinPeriod);
    const { items, keys } = groupItems(table, subject, inner);
    const ranked = rank(items, subject, group.rows.length, keys);
    if (ranked.kind !== 'ranking') return [];
    return ranked.items.slice(0, ranked.named).map((item) => ({ ...item, group: group.label }));
  });
  return {
    kind: 'ranking',
    items,
    named: items.length,
    rows: items.flatMap((item) => item.rows).sort((a, b) => a - b),
    selected: rows.length,
  };
}

/**
 * Each group's part of the total, in percent; with `part`, the part of each group's own rows
 * that `part` keeps ('the churn rate for each internet service').
 */
function shares(table: DataTable, subject: TableSubject, rows: number[]): Computation {
  const total = reduce(table, subject, rows);
  const groups = subjectGroups(table, subject, rows);
  const partOf = (group: readonly number[]) => {
    const whole = subject.part ? reduce(table, subject, [...group]) : total;
    const part = subject.part ? selectRows(table, subject.part, [...group]) : group;
    return whole === 0 ? Number.NaN : (100 * reduce(table, subject, [...part])) / whole;
  };
  const items = groups.map((group) => ({
    label: group.label,
    value: partOf(group.rows),
    rows: group.rows,
  }));
  const keys = new Map(items.map((item, index) => [item, groups[index]!.key]));
  return rank(
    items,
    { ...subject, ranking: subject.ranking ?? { order: 'desc', limit: null } },
    rows.length,
    keys,
  );
}

function grouped(table: DataTable, subject: TableSubject, rows: number[]): Computation {
  if (subject.within !== undefined) return rankWithin(table, subject, rows);
  if (subject.reduction === 'share') return shares(table, subject, rows);
  const groups = subjectGroups(table, subject, rows);
  const { items, keys } = groupItems(table, subject, groups);
  if (subject.ranking) return rank(items, subject, rows.length, keys);
  // Grouped without an order ('average revenue per store'): the figure over the groups.
  const figures = items.map((item) => item.value);
  const { count } = meanAndCount(figures);
  const value = subject.medianOfGroups ? medianOf(figures) : meanAndCount(figures).value;
  const figure = { kind: 'figure' as const, value, rows, selected: rows.length, groups: count };
  if (!subject.also) return figure;
  const also = subject.also.map(
    (_, at) => meanAndCount(items.map((item) => item.also![at]!)).value,
  );
  return { ...figure, also };
}

/** Month columns side by side: each column's figure over the rows, ranked or averaged. */
function monthsSideBySide(table: DataTable, subject: TableSubject, rows: number[]): Computation {
  const each = { ...subject, plus: undefined };
  const items = (subject.across ?? []).map((column) => ({
    label: nameOf(table, column),
    value: reduce(table, each, rows, column),
    rows,
  }));
  if (!subject.ranking) {
    const { value, count } = meanAndCount(items.map((item) => item.value));
    return { kind: 'figure', value, rows, selected: rows.length, groups: count };
  }
  const keys = new Map(items.map((item, index) => [item, index]));
  return rank(items, subject, rows.length, keys);
}

/** How many of the rows `part` keeps over how many `over` keeps ('delivered to canceled orders'). */
function sidesRatio(table: DataTable, subject: TableSubject, rows: number[]): Computation {
  const part = selectRows(table, subject.part ?? [], rows);
  const side = sideSubject(table, subject);
  const sides: [number, number] = [
    reduce(table, side, part),
    reduce(table, side, selectRows(table, subject.over ?? [], rows)),
  ];
  // A share of another set of rows ('of the totals row') is in percent.
  const scale = subject.reduction === 'share' ? 100 : 1;
  const value = sides[1] === 0 ? Number.NaN : (scale * sides[0]) / sides[1];
  return { kind: 'figure', value, rows: part, selected: rows.length, sides };
}

/**
 * Computes a table question: selects the rows the filters keep, then reduces them to one
 * figure, to a ranking of groups (or rows), or to the distinct values of a column. One pass
 * over typed arrays: a 100,000-row sheet takes milliseconds.
 */
export function compute(table: DataTable, subject: TableSubject): Computation {
  const rows = selectRows(table, subject.filters);
  const column = subject.column === null ? undefined : table.columns[subject.column];
  if (subject.reduction === 'values') {
    const values = column ? groupsOf(table, subject.column!, rows).map((group) => group.label) : [];
    return { kind: 'values', values, rows, selected: rows.length };
  }
  if (subject.groupBy !== null && table.columns[subject.groupBy]) {
    return grouped(table, subject, rows);
  }
  if (subject.across?.length) return monthsSideBySide(table, subject, rows);
  if (subject.over) return sidesRatio(table, subject, rows);
  if (subject.reduction === 'share') {
    const part = selectRows(table, subject.part ?? [], rows);
    const whole = reduce(table, subject, rows);
    const value = whole === 0 ? Number.NaN : (100 * reduce(table, subject, part)) / whole;
    return { kind: 'figure', value, rows: part, selected: rows.length };
  }
  if (subject.ranking && (column?.kind === 'number' || column?.kind === 'date')) {
    const label = rowLabeller(table, subject);
    const values = figuresOf(table, subject, subject.column)!;
    const ranked = subject.withoutTotals ? rows.filter((row) => !totalsLabel(label(row))) : rows;
    const items = ranked.map((row): RankedItem => {
      const item = { label: label(row), value: values[row]!, rows: [row] };
      return subject.also ? { ...item, also: alongside(table, subject, item.rows) } : item;
    });
    return rank(items, subject, ranked.length);
  }
  const value = reduce(table, subject, rows);
  if (subject.also) {
    return {
      kind: 'figure',
      value,
      rows,
      selected: rows.length,
      also: alongside(table, subject, rows),
    };
  }
  return { kind: 'figure', value, rows, selected: rows.length };
}
