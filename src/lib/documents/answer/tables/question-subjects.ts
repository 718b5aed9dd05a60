import type {
  TableFilter,
  TableHaving,
  TableRanking,
  TableReduction,
  TableSubject,
} from '@domain/table-subject';
import type { FilterOptions } from './match-cells';
import type { DataTable } from '../../types';
import { priceOfEachSale } from './line-amounts';
import { isRate, vocabularyOf } from './table-vocabulary';
import { zeroOrOne } from './flag-values';
import { AGE_HEADERS, AVERAGED_WORDS, conceptOf, LEVEL_WORDS } from './lexicon';
import { stem } from '../../text/terms';
import { levelOverDays, repeatsPerGroup, rowPerId } from './group-levels';
import type { Intent } from '../question';
import { isCounted, type TableReading } from './table-reading';
import { takesOthersAlong } from './several-measures';
import { eachRowItsOwn } from './names-and-ids';
import { rowsLabelledApart } from './aggregate';
import type { DateExtreme } from './date-extremes';
import type { RowSides } from './value-ratios';
import { totalsLabel } from './totals-rows';

function combinations(options: readonly FilterOptions[]): TableFilter[][] {
  return options.reduce<TableFilter[][]>(
    (combos, alternatives) =>
      combos.flatMap((combo) => alternatives.map((filter) => [...combo, filter])),
    [[]],
  );
}

export interface TableRef {
  documentId: string;
  tableIndex: number;
}

type Order = 'desc' | 'asc';

/** A reading's parts every subject of it shares. */
interface Shape {
  reading: TableReading;
  intent: Intent;
  ref: TableRef;
  /** 'most', or for a loss read from a gain column, the other way round. */
  order: Order | null;
  filters: TableFilter[];
  groupBy: number | null;
  /** Two values of one column side by side ('Elmstead or Seaview'). */
  compared: TableFilter | undefined;
}

const isValue = (filter: TableFilter) => filter.kind === 'text' || filter.kind === 'number';
const isDate = (filter: TableFilter) => filter.kind === 'date' || filter.kind === 'days';

/**
 * Periods in time order; first to last when a change between named dates is asked ('from
 * 2014 to 2017'; not 'over time', where the first and last month may be any two).
 */
function trend({ intent, reading }: Pick<Shape, 'intent' | 'reading'>): TableRanking {
  const change = intent.change && reading.datesNamed;
  const cumulative = intent.cumulative && !headedCumulative(reading.table);
  return {
    order: 'asc',
    limit: null,
    inGroupOrder: true,
    ...(change && { change: true }),
    ...(change && intent.percentChange && { percent: true }),
    ...(intent.change && !cumulative && { steps: true }),
    ...(cumulative && { cumulative: true }),
  };
}

/**
 * Whether the figures are headed cumulative already, clipped ('CY CUM', 'Cum. Sales'): then
 * 'cumulative sales' names them, not a running total of them.
 */
function headedCumulative(table: DataTable): boolean {
  return vocabularyOf(table).headers.some(
    ({ phrase }, column) =>
      table.columns[column]!.kind === 'number' &&
      phrase.some((word) => word.length >= 3 && 'cumulative'.startsWith(word)),
  );
}

/** The groups listed: all of them in order, the first N, or periods in time order. */
function listing({ reading, intent, order, compared }: Shape): TableRanking {
  if (reading.period && order === null && intent.limit === null) return trend({ intent, reading });
  // 'Customers in each age bracket': the bands in order of age.
  if (reading.bands && order === null && intent.limit === null)
    return { order: 'asc', limit: null, inGroupOrder: true };
  return {
    order: order === 'asc' && !compared ? 'asc' : 'desc',
    limit: intent.limit ?? (order && !compared && !intent.sorted ? 1 : null),
    ...(compared && intent.gap && { difference: true }),
  };
}

function grouping(shape: Shape): Pick<TableSubject, 'groupBy' | 'period' | 'bands'> {
  const { groupBy, reading } = shape;
  if (groupBy === null || groupBy !== reading.groupBy) return { groupBy };
  if (reading.period) return { groupBy, period: reading.period };
  return reading.bands ? { groupBy, bands: reading.bands } : { groupBy };
}

/** 'How many order lines', 'how many customers', 'which state had the most orders'. */
function counted(shape: Shape, base: TableSubject): TableSubject | null {
  const { reading } = shape;
  // 'How many customers are members': the rows of that one value, not 1 customer type.
  const one = base.filters.some(
    (filter) =>
      filter.column === reading.countOf && filter.kind === 'text' && filter.values.length === 1,
  );
  const column = one ? null : reading.countOf;
  if (column === null && !reading.countsRows && !one) return null;
  const subject: TableSubject = {
    ...base,
    column,
    reduction: column === null ? 'count' : 'distinct',
  };
  if (shape.groupBy === null) return subject;
  if (reading.within !== null) return { ...subject, ...ranked(shape, reading.within) };
  if (reading.rowsHaving !== null) {
    const ranking: TableRanking = { order: 'desc', limit: null };
    return { ...subject, ...grouping(shape), ranking, having: reading.rowsHaving };
  }
  // 'The average number of launches per month': each month's count, averaged over the months.
  if (reading.perGroup && shape.intent.average && shape.order === null)
    return { ...subject, ...grouping(shape), ...medianOfGroups(shape.intent) };
  return { ...subject, ...grouping(shape), ranking: listing(shape) };
}

/** 'The top 3 products in each category': ranked within each group ('by category and region': every one). */
function ranked(
  shape: Shape,
  within: number,
): Pick<TableSubject, 'groupBy' | 'period' | 'within' | 'withinPeriod' | 'ranking'> {
  const { intent, order } = shape;
  const { withinPeriod } = shape.reading;
  const ranking = {
    order: order ?? 'desc',
    limit: intent.limit ?? (order && !intent.sorted ? 1 : null),
    // 'Sales by region and year': each region's years in time order, not ranked.
    ...(order === null && withinPeriod ? { inGroupOrder: true as const } : {}),
  };
  return { ...grouping(shape), within, ranking, ...(withinPeriod ? { withinPeriod } : {}) };
}

/**
 * 'What share of retail sales, total came from food services': of two values named in one
 * column, one a row totalling others, the other is a part of that row, not of all the rows.
 */
function partOfTotalsRow(
  filters: readonly TableFilter[],
): { rest: TableFilter[]; sides: Pick<TableSubject, 'part' | 'over'> } | null {
  const named = filters.find((filter) => filter.kind === 'text' && filter.values.length === 2);
  if (named?.kind !== 'text') return null;
  const totals = named.values.filter(totalsLabel);
  if (totals.length !== 1) return null;
  const others = named.values.filter((value) => !totalsLabel(value));
  return {
    rest: filters.filter((filter) => filter !== named),
    sides: { part: [{ ...named, values: others }], over: [{ ...named, values: totals }] },
  };
}

/** 'What share of sales came from the West': the named values and conditions are the part. */
function share(shape: Shape, base: TableSubject, figure: number | null): TableSubject {
  const { rate } = shape.reading;
  // 'The churn rate for each internet service': of each group's rows, those marked yes.
  if (shape.groupBy !== null && rate !== null) {
    return {
      ...base,
      // 'The return rate by month': the returned rows are the part, not a filter on the whole.
      filters: base.filters.filter((filter) => filter.column !== rate.column),
      column: null,
      reduction: 'share',
      ...grouping(shape),
      ranking: listing(shape),
      part: [rate],
    };
  }
  // 'What share of customers are senior citizens': of a 0/1 column, the rows marked 1 (its
  // sum over itself would always be 100%).
  if (figure !== null && zeroOrOne(shape.reading.table.columns[figure]!)) {
    const marked: TableFilter = { column: figure, kind: 'compare', op: 'eq', value: 1 };
    return share(shape, { ...base, filters: [...base.filters, marked] }, null);
  }
  // 'The churn rate among customers with tech support', 'for senior citizens': of the rows the
  // other words keep, those marked yes (not those rows' part of all the rows).
  if (rate !== null) {
    const whole = base.filters.filter((filter) => filter.column !== rate.column);
    return { ...base, filters: whole, column: null, reduction: 'share', part: [rate] };
  }
  // Of a figure's sum, of the distinct values counted ('percentage of orders'), or of rows.
  const measure = figure ?? shape.reading.countOf;
  const part = base.filters.filter((filter) => !isDate(filter));
  // 'What share of revenue came from bottles' with no revenue column: of price × quantity.
  const times =
    figure !== null && shape.reading.times !== null ? { times: shape.reading.times } : {};
  // 'What percentage of purchases were CH in each store': of each group's own rows.
  const ownPart = shape.reading.partOfEachGroup && part.length > 0;
  if (shape.groupBy !== null) {
    return {
      ...base,
      ...(ownPart ? { filters: base.filters.filter(isDate), part } : {}),
      column: measure,
      ...times,
      reduction: 'share',
      ...grouping(shape),
      ranking: listing(shape),
    };
  }
  // 'What share of sales came from 2021': with nothing else to take a part by, the dates are
  // the part, not the whole (a share of itself would always be 100%).
  const dates = base.filters.filter(isDate);
  // 'What percentage of month-to-month customers churned': Contract narrows the whole, the
  // rest of what is named is the part (unless nothing would be left to take a part by).
  const narrowing = part.filter((filter) => shape.reading.shareWhole.has(filter.column));
  if (narrowing.length > 0 && narrowing.length < part.length) {
    const own = part.filter((filter) => !narrowing.includes(filter));
    return {
      ...base,
      filters: [...dates, ...narrowing],
      column: measure,
      ...times,
      reduction: 'share',
      part: own,
    };
  }
  const ofTotal = partOfTotalsRow(part);
  if (ofTotal)
    return {
      ...base,
      filters: [...dates, ...ofTotal.rest],
      column: measure,
      ...times,
      reduction: 'share',
      ...ofTotal.sides,
    };
  const [whole, own] = part.length === 0 ? [[], dates] : [dates, part];
  return { ...base, filters: whole, column: measure, ...times, reduction: 'share', part: own };
}

/**
 * 'The ratio of delivered to canceled orders': the rows of one value counted over another's;
 * 'of Premium revenue to Basic revenue', a figure of theirs.
 */
function sidesRatio(
  shape: Shape,
  base: TableSubject,
  { part, over }: RowSides,
  named: number | null,
): TableSubject {
  const sideColumns = new Set([...part, ...over].map((filter) => filter.column));
  const filters = base.filters.filter((filter) => !sideColumns.has(filter.column));
  // 'Male to female customers': each side counted as 'how many male customers' counts them.
  const count = counted({ ...shape, groupBy: null }, { ...base, filters: [...filters, ...part] });
  // 'Premium revenue to Basic revenue': a figure named is summed on each side ('active' of
  // is_active names the sides, not a figure).
  const measure = named !== null && !sideColumns.has(named) ? named : null;
  const column = measure ?? (count?.reduction === 'distinct' ? count.column : null);
  return { ...base, filters, column, reduction: 'ratio', quotient: true, part, over };
}

/** Whether a column is headed as an age ('Age', `customer_age`). */
function isAgeColumn(table: TableReading['table'], column: number): boolean {
  return vocabularyOf(table).headers[column]!.concepts.some((concept) => AGE_HEADERS.has(concept));
}

/** 'Which sub-categories lost money', 'which products went over their COGS budget'. */
function kept(shape: Shape, base: TableSubject): TableSubject | null {
  const { reading } = shape;
  const [condition] = reading.conditions;
  // 'Which products sold more than 50 units': the figure named is the one compared.
  const otherMeasure = reading.measures.some((column) => column !== condition?.column);
  if (shape.groupBy === null || reading.conditions.length !== 1 || otherMeasure) return null;
  if (condition!.kind !== 'compare' && condition!.kind !== 'columns') return null;
  // 'Orders shipped after their required date': dates add up to nothing, so two date columns
  // are compared row by row, never as each group's totals.
  if (reading.table.columns[condition!.column]!.kind === 'date') return null;
  // 'Products bought by users older than 50', 'by shoppers aged 17': an age is of the person
  // on each row, which the rows are kept by; a group's average age is kept only when asked so.
  if (isAgeColumn(reading.table, condition!.column) && !shape.intent.average) return null;
  const having: TableHaving =
    condition!.kind === 'compare'
      ? { op: condition!.op, value: condition!.value }
      : { op: condition!.op, column: condition!.other };
  const ascending = having.op === 'lt' || having.op === 'le';
  // 'Which customers spent more than 1,000' with no money column: each group's price × quantity.
  const times = condition!.kind === 'compare' ? condition!.times : undefined;
  // 'Which payment methods have an average monthly charge above 65', 'which lines have a rating
  // above 7': each group's average, as the figure would be read without the condition.
  return {
    ...base,
    filters: base.filters.filter((filter) => filter !== condition),
    column: condition!.column,
    ...(times ? { times } : {}),
    reduction:
      shape.intent.average || (!times && averagedColumn(shape, condition!.column))
        ? middle(shape.intent)
        : 'sum',
    ...grouping(shape),
    ranking: keptRanking(shape, ascending),
    having,
  };
}

/**
 * The groups kept, furthest past the line first: 'which store beat its target by the most' is
 * the one furthest above it, 'missed it by the most' the one furthest below, 'by the least' the
 * nearest; without a superlative every group kept is listed.
 */
function keptRanking({ order, intent }: Shape, below: boolean): TableRanking {
  const nearest = order === 'asc';
  return {
    order: below !== nearest ? 'asc' : 'desc',
    limit: intent.limit ?? (order !== null && !intent.sorted ? 1 : null),
  };
}

/** 'The median sales per order': the groups' figures' median, where an average is their mean. */
function medianOfGroups(intent: Intent): Pick<TableSubject, 'medianOfGroups'> {
  return intent.median ? { medianOfGroups: true } : {};
}

/** The middle of the figures asked for: their average or their median, or their spread or range. */
function middle(intent: Intent): TableReduction {
  if (intent.deviation) return 'stddev';
  if (intent.range) return 'range';
  if (intent.percentile !== null) return 'percentile';
  return intent.median ? 'median' : 'average';
}

/** Headers of a figure that is a part of another ('Operating Margin' 0.5): a ratio if a fraction. */
const FRACTION_WORDS = new Set(['margin', 'share'].map((word) => conceptOf(stem(word))));

/**
 * 'Operating Margin' written 0.5, 0.35: a margin or share whose every figure lies between -1
 * and 1 is a fraction of each row's money, averaged like a percentage, never added up; a
 * margin in dollars adds up.
 */
function fractionOf(table: TableReading['table'], measure: number): boolean {
  const column = table.columns[measure]!;
  if (column.kind !== 'number') return false;
  const { concepts } = vocabularyOf(table).headers[measure]!;
  if (!concepts.some((concept) => FRACTION_WORDS.has(concept))) return false;
  return column.values.every((value) => Number.isNaN(value) || Math.abs(value) <= 1);
}

/**
 * A price, a percentage, a figure per something, or each group's own figure written on each of
 * its rows (group-levels): not added up over rows unless asked to.
 */
function averagedColumn({ reading, intent, groupBy }: Shape, measure: number): boolean {
  const column = reading.table.columns[measure]!;
  const percent =
    column.kind === 'number' && (column.format.percent || fractionOf(reading.table, measure));
  // A header's concepts and what it is called without saying so (a survey question's score).
  const { concepts: own, aliases } = vocabularyOf(reading.table).headers[measure]!;
  const concepts = [...own, ...aliases];
  // A level over a period ('construction employment in 2009', 'by year'): its average, even
  // when called a total (twelve months of employment never add up). Levels of rows that are each
  // a different thing (one card each) are no level held over time: they add up.
  const level = reading.level || concepts.some((c) => LEVEL_WORDS.has(c));
  const overTime =
    level && (reading.dates !== null || reading.period !== null) && !rowPerId(reading.table);
  // A time between two dates is averaged; money less its cost ('profit') adds up.
  const lapse = reading.minus !== null && column.kind === 'date';
  return (
    lapse ||
    percent ||
    overTime ||
    (concepts.some((c) => AVERAGED_WORDS.has(c)) &&
      !intent.total &&
      !saleAsked(reading, measure)) ||
    // A price repeated within each product is its one price, averaged; times a quantity it is
    // what each line brought in ('revenue by product'), which adds up, and so is a lone price
    // that is each row's sale (priceOfEachSale) asked by a word for the money ('the revenue for
    // each product'), not by its own header ('the price of each product').
    (groupBy !== null &&
      !intent.total &&
      reading.times === null &&
      !saleAsked(reading, measure) &&
      repeatsPerGroup(reading.table, measure, groupBy)) ||
    (isRate(vocabularyOf(reading.table), measure) && !intent.total && reading.times === null)
  );
}

/** Whether a lone price that is each row's sale is asked as money ('revenue'), not as a price. */
function saleAsked(reading: TableReading, measure: number): boolean {
  return (
    reading.measureAliased &&
    priceOfEachSale(reading.table, vocabularyOf(reading.table).headers) === measure
  );
}

/** A figure of one number column: over all the rows, per group, or ranked. */
function measured(shape: Shape, base: TableSubject, measure: number): TableSubject {
  const { reading, intent, order, compared } = shape;
  const averaged = averagedColumn(shape, measure);
  const reduction: TableReduction =
    reading.paired !== null
      ? 'correlation'
      : reading.denominator !== null
        ? 'ratio'
        : intent.average || averaged
          ? middle(intent)
          : 'sum';
  const figure: TableSubject = {
    ...base,
    column: measure,
    reduction,
    ...(reading.denominator !== null ? { denominator: reading.denominator } : {}),
    ...(reading.denominatorTimes !== null ? { denominatorTimes: reading.denominatorTimes } : {}),
    ...(reading.denominator !== null && reading.quotient ? { quotient: true as const } : {}),
    ...(reading.paired !== null ? { paired: reading.paired } : {}),
    ...(reading.times !== null ? { times: reading.times } : {}),
    ...(reading.minus !== null ? { minus: reading.minus } : {}),
    ...(reading.durationUnit !== null ? { durationUnit: reading.durationUnit } : {}),
    ...(reading.plus.length > 0 ? { plus: reading.plus } : {}),
    ...(reading.per !== null ? { per: reading.per, reduction: 'sum' as const } : {}),
    ...(reading.perPeriod ? { perPeriod: reading.perPeriod } : {}),
    // 'The median order value by segment': each order's value, the middle one in each segment.
    ...(reading.per !== null ? medianOfGroups(intent) : {}),
  };
  if (reading.across.length > 0) {
    if (shape.groupBy === null) return monthsSideBySide(shape, figure);
    // 'Monthly sales by region': a line per region cannot also be a line per month; each
    // region's months add up.
    figure.plus = reading.across.slice(1);
  }
  if (shape.groupBy !== null) {
    if (reading.within !== null) return { ...figure, ...ranked(shape, reading.within) };
    // A price per group is each group's own average ('the average price per stock'): listed;
    // so is a level held on several days ('the average inventory level per category').
    if (
      reading.perGroup &&
      intent.average &&
      !averaged &&
      !levelOverDays(reading.table, measure) &&
      order === null &&
      intent.limit === null &&
      !compared
    ) {
      // 'Average revenue per store': each store's total, averaged over the stores; 'average
      // monthly sales': each month's total, averaged over the months.
      return { ...figure, reduction: 'sum', ...grouping(shape), ...medianOfGroups(intent) };
    }
    const grouped = { ...figure, ...grouping(shape), ranking: listing(shape) };
    // 'Which team made the largest donation': each team's largest, ranked.
    if (reading.oneRow && order !== null && !intent.total && !intent.average)
      return { ...grouped, reduction: order === 'desc' ? 'max' : 'min' };
    // 'Who has the highest salary' of a staff list: each row is a person, ranked one by one,
    // unless only the ID asked names the rows apart ('which customer' of a CustomerID beside
    // levels Top, Middle and Low): then each ID is its own group.
    const rows = { ...grouped, groupBy: null };
    if (
      grouped.ranking &&
      grouped.period === undefined &&
      eachRowItsOwn(reading.table, grouped.groupBy!) &&
      rowsLabelledApart(reading.table, rows)
    )
      return rows;
    return grouped;
  }
  if (intent.limit !== null || (order !== null && !intent.total && !intent.average)) {
    return { ...figure, ranking: { order: order ?? 'desc', limit: intent.limit ?? 1 } };
  }
  if (reading.signed && order === null) {
    // 'The total loss': the gain column's cells below zero.
    const losses: TableFilter = { column: measure, kind: 'compare', op: 'lt', value: 0 };
    return { ...figure, filters: [...figure.filters, losses] };
  }
  return figure;
}

/**
 * The month columns of a sheet laid out by month, each its own group: ranked ('which month had
 * the highest sales'), averaged over ('the average monthly sales') or listed in time order
 * ('monthly sales', 'how did sales change from January to June').
 */
function monthsSideBySide({ reading, intent, order }: Shape, figure: TableSubject): TableSubject {
  const subject = { ...figure, column: reading.across[0]!, across: reading.across };
  if (order !== null || intent.limit !== null)
    return { ...subject, ranking: { order: order ?? 'desc', limit: intent.limit ?? 1 } };
  if (reading.perGroup && intent.average) return { ...subject, reduction: 'sum' };
  return { ...subject, ranking: trend({ intent, reading }) };
}

/** One reading's subject for a given measure and filters. */
function subjectFor(
  reading: TableReading,
  intent: Intent,
  ref: TableRef,
  measure: number | null,
  filters: TableFilter[],
): TableSubject {
  const compared = filters.find(
    (filter) => isValue(filter) && 'values' in filter && filter.values.length >= 2,
  );
  let groupBy = reading.groupBy;
  const asked = reading.orderNamed ? null : intent.order;
  if (groupBy === null && compared && (intent.compare || asked !== null)) groupBy = compared.column;
  const flipped = asked === 'asc' ? 'desc' : 'asc';
  const order = reading.signed && asked !== null ? flipped : asked;
  const shape: Shape = { reading, intent, ref, order, filters, groupBy, compared };
  const valueFilters = filters.filter(
    (filter) => filter.column !== groupBy || filter === compared || !isValue(filter),
  );
  const base: TableSubject = {
    ...ref,
    column: null,
    reduction: 'values',
    filters: [...valueFilters, ...reading.conditions],
    groupBy: null,
    ranking: null,
    ...(intent.percentile === null ? {} : { percentile: intent.percentile }),
  };
  const counting = isCounted(reading, intent);
  if (reading.sides && reading.groupBy === null)
    // 'The ratio of money given to Republicans to money given to Democrats': an amount implied
    // is summed on each side ('clothing purchases to outerwear purchases' counts them).
    return sidesRatio(
      shape,
      base,
      reading.sides,
      reading.measureNamed || reading.amountImplied ? measure : null,
    );
  // 'What percentage of pizzas sold were large': of the rows counted; 'sold' names no figure.
  if (reading.share)
    return share(shape, base, reading.countsRows && !reading.measureNamed ? null : measure);
  if (counting && (measure === null || !reading.measureFull || !reading.measureNamed)) {
    const count = counted(shape, base);
    if (count) return count;
  }
  const conditioned = reading.conditions[0]?.column;
  const having = measure === null || measure === conditioned ? kept(shape, base) : null;
  if (having) return having;
  if (measure === null) return { ...base, filters: valueFilters, column: groupBy };
  return measured(shape, base, measure);
}

/**
 * The latest or earliest date: of the rows ('the most recent hire date'), of each group, or
 * the rows or groups ranked by it ('who was hired most recently', 'which region ordered last').
 */
function extremeSubjects(
  reading: TableReading,
  intent: Intent,
  ref: TableRef,
  { column, reduction, one: oneAsked }: DateExtreme,
): TableSubject[] {
  const order: TableRanking['order'] = reduction === 'max' ? 'desc' : 'asc';
  // 'Which outlet was established earliest': the one first (or those tied), not every outlet.
  const one = oneAsked && !intent.sorted ? { limit: intent.limit ?? 1 } : {};
  return subjectsMeasuring(reading, intent, ref, column).map((subject) => ({
    ...subject,
    column,
    reduction,
    ranking: subject.ranking && { ...subject.ranking, order, ...one },
    // 'What year was the oldest aircraft built': the year asked is the extreme itself, not a group.
    ...(subject.groupBy === column && { groupBy: null, ranking: undefined }),
    // 'Which customer ordered most recently': 'ordered' names the date, not orders within customers.
    within: undefined,
  }));
}

/**
 * 'The top 3 ticket subjects for refund requests' where both Ticket Type and Ticket Subject hold
 * 'Refund request': a value in the column grouped by would only pick one group, so of the columns
 * it may be in, the others are meant.
 */
function apartFromGroups(options: FilterOptions, reading: TableReading): FilterOptions {
  const apart = options.filter((filter) => filter.column !== reading.groupBy);
  return apart.length > 0 && apart.length < options.length ? apart : options;
}

/** A reading's subjects with one measure, one per combination of the values it may mean. */
function subjectsMeasuring(
  reading: TableReading,
  intent: Intent,
  ref: TableRef,
  measure: number | null,
): TableSubject[] {
  return combinations(reading.filters.map((options) => apartFromGroups(options, reading))).map(
    (filters) => subjectFor(reading, intent, ref, measure, filters),
  );
}

/** Every subject a reading could mean (one unless a measure or a value is ambiguous). */
export function subjectsOf(reading: TableReading, intent: Intent, ref: TableRef): TableSubject[] {
  const subjects = subjectsRead(reading, intent, ref);
  // 'Which customer…', 'how many different customers' of first and last names: people.
  return reading.people ? subjects.map((subject) => ({ ...subject, people: true })) : subjects;
}

function subjectsRead(reading: TableReading, intent: Intent, ref: TableRef): TableSubject[] {
  if (reading.extreme) return extremeSubjects(reading, intent, ref, reading.extreme);
  const [first, ...also] = reading.measures;
  if (reading.together && first !== undefined) {
    const subjects = subjectsMeasuring(reading, intent, ref, first);
    // 'Sales and profit by region': one answer with both figures, when each is a plain one.
    if (subjects.every((subject) => subject.column === first && takesOthersAlong(subject)))
      return subjects.map((subject) => ({ ...subject, also }));
  }
  const measures = reading.measures.length > 0 ? reading.measures : [null];
  return measures.flatMap((measure) => subjectsMeasuring(reading, intent, ref, measure));
}
