import { formatNumber } from '../../text/labels';
import type {
  TableComparison,
  TableFilter,
  TablePeriod,
  TableSubject,
} from '@domain/table-subject';
import type { DataTable, TableColumn } from '../../types';
import {
  calendarDay,
  clockLabel,
  isoDay,
  MONTH_NAMES,
  secondsIntoDay,
  spanLabel,
  WEEKDAY_NAMES,
  WEEKEND,
  WORKING_DAYS,
} from './periods';
import { headPhrase, spaced, vocabularyOf } from './table-vocabulary';
import { PAST_FORM } from './lexicon';
import { headerPeriod, type ColumnPeriod } from './period-columns';
import { durationWords } from './durations';
import { carriesTime } from './time-of-day';
import { isYearNumber } from './year-values';
import { fullNameColumns } from './names-and-ids';

/** How figures, filters and measures are said: '£412,380.50', 'Region is Coastal', 'Sum of Revenue'. */

const OPEN_END = 1e6;

function writtenNumber(value: number, column: TableColumn | undefined, fraction: number): string {
  const format = column?.kind === 'number' ? column.format : null;
  const currency = format?.currency ?? null;
  const shown = currency ? (fraction > 0 ? 2 : 0) : fraction;
  const digits = formatNumber(Math.abs(value), {
    minimumFractionDigits: currency ? shown : 0,
    maximumFractionDigits: shown,
  });
  const sign = value < 0 ? '-' : '';
  return `${sign}${currency ?? ''}${digits}${format?.percent ? '%' : ''}`;
}

/** A figure as its column writes it: '£412,380.50', '12.5%', '1,234'; ratios and shares in %. */
export function formatFigure(
  value: number,
  column: TableColumn | undefined,
  subject: TableSubject,
): string {
  const { reduction } = subject;
  // A time between two dates: '3.96 days', '14.2 minutes'.
  if (
    column?.kind === 'date' &&
    ((subject.minus !== undefined && reduction !== 'count') || reduction === 'range')
  )
    return durationWords(value, carriesTime(column), subject.durationUnit);
  // The latest or earliest of a date column: the date, and its time when the cell has one.
  if (column?.kind === 'date' && (reduction === 'max' || reduction === 'min'))
    return dateTimeLabel(value);
  // The earliest or latest of a column of years is a year: 1956, not 1,956.
  if ((reduction === 'max' || reduction === 'min') && isYearOf(column, value)) return String(value);
  // A quotient below 10 keeps four decimals (0.0492), a larger one two (8,342.01).
  if (reduction === 'ratio' && subject.quotient)
    return formatNumber(value, { maximumFractionDigits: Math.abs(value) < 10 ? 4 : 2 });
  if (reduction === 'correlation') return value.toFixed(2);
  if (reduction === 'ratio' || reduction === 'share')
    return `${formatNumber(value, { maximumFractionDigits: 2 })}%`;
  const counted = reduction === 'count' || reduction === 'distinct' || column?.kind !== 'number';
  // Grouped without an order: each group's figure, averaged over the groups.
  const grouped = subject.groupBy !== null || subject.across !== undefined;
  const overGroups = (grouped && subject.ranking === null) || subject.per !== undefined;
  if (counted) return formatNumber(value, { maximumFractionDigits: overGroups ? 2 : 4 });
  const { decimals } = column.format;
  const averaged = ['average', 'median', 'stddev', 'percentile'].includes(reduction) || overGroups;
  return writtenNumber(
    value,
    column,
    averaged ? Math.max(decimals, 2, threeFigures(value)) : Math.min(decimals, 4),
  );
}

/** Whether a number is a year of a number column headed as years ('year', 'Year Built'). */
function isYearOf(column: TableColumn | undefined, value: number): boolean {
  return column?.kind === 'number' && /year/i.test(column.name) && isYearNumber(value);
}

/** The decimals that show a figure below 1 to three significant figures: 0.0598, not 0.06. */
function threeFigures(value: number): number {
  const size = Math.abs(value);
  return size === 0 || size >= 1 ? 0 : Math.min(6, Math.ceil(-Math.log10(size)) + 2);
}

export function nameOf(table: DataTable, column: number | null | undefined): string {
  return column === null || column === undefined ? 'rows' : (table.columns[column]?.name ?? 'rows');
}

/** ' × Quantity' after the measure multiplied by another column ('spent': Unit price × Quantity). */
function timesOf(table: DataTable, subject: TableSubject, column: number | null): string {
  return subject.times !== undefined && column === subject.column
    ? ` × ${nameOf(table, subject.times)}`
    : '';
}

const COMPARED: Record<TableComparison, string> = {
  lt: 'is below',
  le: 'is at most',
  gt: 'is above',
  ge: 'is at least',
  eq: 'is',
  ne: 'is not',
};

/** How long one date is after another, as compared: 'more than 5 days after'. */
const LAPSED: Record<TableComparison, string> = {
  lt: 'less than',
  le: 'at most',
  gt: 'more than',
  ge: 'at least',
  eq: 'exactly',
  ne: 'not',
};

/** 'on a weekend', 'on a weekday', 'on a Saturday or Sunday'. */
function weekdaysWords(days: readonly number[]): string {
  const set = days.join();
  if (set === WEEKEND.join()) return 'on a weekend';
  if (set === WORKING_DAYS.join()) return 'on a weekday';
  return `on a ${days.map((day) => WEEKDAY_NAMES[day]).join(' or ')}`;
}

/** A date column's value as written back: '2019-01-31', or '2019-01-31 23:59' with a time. */
function dateTimeLabel(value: number): string {
  const seconds = secondsIntoDay(value);
  const day = isoDay(calendarDay(value));
  return seconds === 0 ? day : `${day} ${clockLabel(seconds / 3600)}`;
}

function describeFilter(table: DataTable, filter: TableFilter): string {
  const name = nameOf(table, filter.column);
  switch (filter.kind) {
    case 'text':
      if (filter.parts) return `${name} includes ${filter.parts.join(' or ')}`;
      return `${name} is ${filter.values.join(' or ')}`;
    case 'number':
      return `${name} is ${filter.values.map((value) => formatNumber(value, { useGrouping: false })).join(' or ')}`;
    case 'date':
      if (filter.part === 'month') return `${name} is in ${MONTH_NAMES[filter.value - 1]}`;
      return `${name} is in ${filter.part === 'quarter' ? `Q${filter.value}` : filter.value}`;
    case 'days':
      if (filter.from <= -OPEN_END) return `${name} is before ${isoDay(filter.to + 1)}`;
      if (filter.to >= OPEN_END) return `${name} is on or after ${isoDay(filter.from)}`;
      if (filter.skip)
        return `${name} is in ${spanLabel(filter.from, filter.skip.from - 1)} or ${spanLabel(filter.skip.to + 1, filter.to)}`;
      return `${name} is in ${spanLabel(filter.from, filter.to)}`;
    case 'weekdays':
      return `${name} is ${weekdaysWords(filter.days)}`;
    case 'hours':
      if (filter.from === 0) return `${name} is before ${clockLabel(filter.to)}`;
      if (filter.to === 24) return `${name} is at or after ${clockLabel(filter.from)}`;
      return `${name} is from ${clockLabel(filter.from)} to ${clockLabel(filter.to)}`;
    case 'compare': {
      const column = table.columns[filter.column];
      const decimals = column?.kind === 'number' ? column.format.decimals : 0;
      // A year is written as one: 'Year is at least 2000', 'work_year is at most 2021', not
      // '2,000'.
      const figure = /(?:^|[^a-z])years?(?:[^a-z]|$)/i.test(name)
        ? String(filter.value)
        : writtenNumber(filter.value, column, decimals);
      const times = filter.times === undefined ? '' : ` × ${nameOf(table, filter.times)}`;
      return `${name}${times} ${COMPARED[filter.op]} ${figure}`;
    }
    case 'blank':
      return `${name} is empty`;
    case 'filled':
      return `${name} is not empty`;
    case 'columns': {
      // Dates are after or before one another, not above or below.
      const dated = table.columns[filter.column]?.kind === 'date';
      // 'Ship Date is more than 5 days after Order Date'.
      if (dated && filter.by !== undefined)
        return `${name} is ${LAPSED[filter.op]} ${durationWords(filter.by, true)} after ${nameOf(table, filter.other)}`;
      // 'Process temperature [K] is above Air temperature [K] + 10'.
      const margin =
        dated || !filter.by ? '' : ` ${filter.by > 0 ? '+' : '−'} ${Math.abs(filter.by)}`;
      const op =
        dated && filter.op === 'gt'
          ? 'is after'
          : dated && filter.op === 'lt'
            ? 'is before'
            : dated && filter.op === 'eq'
              ? 'is on the same day as'
              : COMPARED[filter.op];
      return `${name} ${op} ${nameOf(table, filter.other)}${margin}`;
    }
  }
}

/** ' where Region is Coastal and Quarter is Q2', or nothing without filters. */
export function describeFilters(table: DataTable, filters: readonly TableFilter[]): string {
  return filters.length === 0
    ? ''
    : ` where ${filters.map((filter) => describeFilter(table, filter)).join(' and ')}`;
}

/** 90 → '90th', 1 → '1st', 12 → '12th'. */
function ordinal(value: number): string {
  const teen = Math.floor(value / 10) % 10 === 1;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as const)[value % 10] ?? 'th');
  return `${value}${suffix}`;
}

const REDUCTION_NAMES = {
  sum: 'Sum',
  average: 'Average',
  median: 'Median',
  stddev: 'Standard deviation',
  range: 'Range',
  min: 'Smallest',
  max: 'Largest',
} as const;

/** What a subject computes: 'Sum of Sales', with the figures asked beside it 'Sum of Sales and Sum of Profit'. */
export function measuresWords(table: DataTable, subject: TableSubject): string {
  const all = [subject.column, ...(subject.also ?? [])].map((column) =>
    measureWords(table, subject, column),
  );
  return all.length === 1 ? all[0]! : `${all.slice(0, -1).join(', ')} and ${all.at(-1)!}`;
}

/** Whether a column's distinct values are what is counted of it: text, dates, IDs. */
export function valuesCounted(table: DataTable, column: number): boolean {
  return table.columns[column]!.kind !== 'number' || vocabularyOf(table).identifiers.has(column);
}

/**
 * Either side of a ratio of two sets of rows as a figure of its own: its rows counted, its
 * distinct values counted ('customers' of a customer_id), or a figure summed ('Premium revenue').
 */
export function sideSubject(table: DataTable, subject: TableSubject): TableSubject {
  const { column } = subject;
  const reduction = column === null ? 'count' : valuesCounted(table, column) ? 'distinct' : 'sum';
  return { ...subject, reduction, quotient: undefined, part: undefined, over: undefined };
}

/**
 * 'Count of rows where order_status is delivered (96,478) divided by count of rows where
 * order_status is canceled (625)': a ratio of two sets of rows, with each side's figure once
 * computed.
 */
export function sidesWords(
  table: DataTable,
  subject: TableSubject,
  figures?: readonly [number, number],
): string {
  const side = sideSubject(table, subject);
  const measure = measureWords(table, side);
  const column = side.column === null ? undefined : table.columns[side.column];
  const [above, below] = [subject.part ?? [], subject.over ?? []].map((filters, at) => {
    const figure = figures ? ` (${formatFigure(figures[at]!, column, side)})` : '';
    return `${measure}${describeFilters(table, filters)}${figure}`;
  });
  return `${above} divided by ${below![0]!.toLowerCase()}${below!.slice(1)}`;
}

/**
 * 'First Name and Last Name': the two columns naming each person, where people are asked and
 * `column` is the first of them; null otherwise.
 */
function peopleWords(table: DataTable, people: boolean | undefined, column: number | null) {
  const fullName = people && column !== null ? fullNameColumns(table) : null;
  return fullName?.[0] === column ? fullName.map((at) => nameOf(table, at)).join(' and ') : null;
}

/** 'Sum of Revenue', 'Count of distinct Order ID', 'Profit as % of Sales', 'Share of Sales'. */
export function measureWords(
  table: DataTable,
  subject: TableSubject,
  column: number | null = subject.column,
): string {
  if (subject.across && column === subject.column) {
    const [first, last] = [subject.across[0], subject.across.at(-1)];
    const reduction = subject.reduction === 'average' ? 'Average' : 'Sum';
    return `${reduction} of each ${acrossNoun(table, subject)}, ${nameOf(table, first)} to ${nameOf(table, last)}`;
  }
  if (subject.per !== undefined && column === subject.column) {
    const each = measureWords(table, { ...subject, per: undefined }, column).toLowerCase();
    const middle = subject.medianOfGroups ? 'Median' : 'Average';
    return `${middle} per ${groupedColumnWords(table, subject.per, subject.perPeriod)} of the ${each}`;
  }
  if (subject.ranking?.cumulative && column === subject.column) {
    const ranking = { ...subject.ranking, cumulative: undefined };
    const each = measureWords(table, { ...subject, ranking }, column);
    // 'Running total of Sales', 'Count of distinct Order ID, running total'.
    return subject.reduction === 'sum'
      ? each.replace(/^Sum of/, 'Running total of')
      : `${each}, running total`;
  }
  const dates = column !== null && table.columns[column]?.kind === 'date';
  if (dates && (subject.reduction === 'max' || subject.reduction === 'min'))
    return `${subject.reduction === 'max' ? 'Latest' : 'Earliest'} ${nameOf(table, column)}`;
  switch (subject.reduction) {
    case 'count':
      return 'Count of rows';
    case 'distinct':
      return `Count of distinct ${peopleWords(table, subject.people, column) ?? nameOf(table, column)}`;
    case 'ratio': {
      if (subject.over) return sidesWords(table, subject);
      const below = `${nameOf(table, subject.denominator)}${
        subject.denominatorTimes === undefined
          ? ''
          : ` × ${nameOf(table, subject.denominatorTimes)}`
      }`;
      // 'The profit margin' with no profit column: '(total_sale − cogs) as % of total_sale'.
      const above =
        subject.minus !== undefined && column === subject.column
          ? `(${nameOf(table, column)} − ${nameOf(table, subject.minus)})`
          : nameOf(table, column);
      return subject.quotient ? `${above} divided by ${below}` : `${above} as % of ${below}`;
    }
    case 'share':
      if (column === null) return 'Share of rows';
      return table.columns[column]?.kind === 'text'
        ? `Share of distinct ${nameOf(table, column)}`
        : `Share of ${nameOf(table, column)}${timesOf(table, subject, column)}`;
    case 'values':
      return `Values of ${nameOf(table, column)}`;
    case 'correlation':
      return `Correlation of ${nameOf(table, column)} with ${nameOf(table, subject.paired)} (Pearson's r)`;
    case 'percentile':
      return `${ordinal(subject.percentile ?? 50)} percentile of ${nameOf(table, column)}`;
    default:
      return `${REDUCTION_NAMES[subject.reduction]} of ${nameOf(table, column)}${timesOf(
        table,
        subject,
        column,
      )}${
        subject.plus && column === subject.column
          ? subject.plus.map((other) => ` + ${nameOf(table, other)}`).join('')
          : ''
      }${
        subject.minus !== undefined && column === subject.column
          ? ` − ${nameOf(table, subject.minus)}`
          : ''
      }`;
  }
}

/** What the columns set side by side are: months ('Jan'), quarters ('Q1') or years ('FY2021'). */
export function acrossNoun(table: DataTable, subject: TableSubject): ColumnPeriod {
  const first = subject.across?.[0];
  return (first !== undefined && headerPeriod(nameOf(table, first))) || 'year';
}

/** What a column's groups are: 'Region', 'Month of Order Date'. */
export function groupedColumnWords(
  table: DataTable,
  column: number | null,
  period: TableSubject['period'],
  people = false,
): string {
  const name = peopleWords(table, people, column) ?? nameOf(table, column);
  if (!period) return name;
  const noun = periodNoun(period);
  return `${noun[0]!.toUpperCase()}${noun.slice(1)} of ${name}`;
}

/** A period as a noun: 'month', 'half-year' ('2 half-years', not '2 halfs'), 'calendar month'. */
const PERIOD_NOUNS: Partial<Record<TablePeriod, string>> = {
  half: 'half-year',
  weekpart: 'day type',
  monthOfYear: 'calendar month',
};
const periodNoun = (period: TablePeriod) => PERIOD_NOUNS[period] ?? period;

/** What the groups are: 'Region', 'Month of Order Date'. */
export function groupWords(table: DataTable, subject: TableSubject): string {
  const words = groupedColumnWords(table, subject.groupBy, subject.period, subject.people);
  return subject.bands ? `${words} in bands of ${subject.bands}` : words;
}

/** The groups as a plural noun: '4 regions', '12 months'. */
export function groupNoun(
  table: DataTable,
  subject: TableSubject,
  column = subject.groupBy,
): string {
  if (column === null) return subject.across ? acrossNoun(table, subject) : 'row';
  if (subject.period && column === subject.groupBy) return periodNoun(subject.period);
  if (subject.withinPeriod && column === subject.within) return periodNoun(subject.withinPeriod);
  if (subject.bands && column === subject.groupBy)
    return `${nameOf(table, column).toLowerCase()} group`;
  // A first-name column groups people, named by both names (groupsOf).
  if (peopleWords(table, subject.people, column) !== null) return 'person';
  // 'Product Name' groups are products, 'Order ID' groups orders, 'Week of Purchase' weeks.
  const words = headPhrase(
    spaced(nameOf(table, column))
      .toLowerCase()
      .split(/[\s_]+/),
  );
  // 'Product Purchased' groups are products: the participle says what was done with them.
  const named =
    words.length > 1 && (/^(name|id|code)$/.test(words.at(-1)!) || PAST_FORM.test(words.at(-1)!));
  return (named ? words.slice(0, -1) : words).join(' ');
}

/**
 * 'categories', 'cities', 'ship modes', 'boxes': a noun's plural, for counts of groups; a
 * header already in the plural stays as it is ('Genres', not 'genreses'; 'statuses', 'classes').
 */
export function pluralNoun(noun: string): string {
  if (noun === 'person') return 'people';
  if (/[^siu]s$/i.test(noun)) return noun;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** '1 category', '3 categories'. */
export function counted(count: number, noun: string): string {
  return `${formatNumber(count)} ${count === 1 ? noun : pluralNoun(noun)}`;
}
