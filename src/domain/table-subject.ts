/**
 * What a question about a spreadsheet or CSV table asks, as plain data. The documents engine
 * computes it; the chat remembers the last one so a follow-up ("And week 6?") can reuse it, and
 * a choice button carries one, fully resolved, when a question was ambiguous. Columns are
 * positions in the table (two columns may share a name); `documentId` and `tableIndex` name the
 * table, which the engine looks up again, under the asker's access rule, every time.
 */

/**
 * How the rows (of the whole selection, or of each group) become one figure. 'ratio' is the sum
 * of `column` over the sum of `denominator`, 'share' the rows of `part` as a part of all, both
 * in percent.
 */
export type TableReduction =
  | 'sum'
  | 'average'
  | 'median'
  /** The sample standard deviation (n − 1), as a spreadsheet's STDEV gives it. */
  | 'stddev'
  /** The `percentile`th percentile ('the 90th percentile of sales'), interpolated as a spreadsheet's PERCENTILE. */
  | 'percentile'
  /** The largest figure less the smallest ('the range of prices'). */
  | 'range'
  /** Pearson's r between `column` and `paired`, row by row ('the correlation between discount and profit'). */
  | 'correlation'
  | 'count'
  | 'distinct'
  | 'min'
  | 'max'
  | 'values'
  | 'ratio'
  | 'share';

/** How a figure compares: less than, at most, more than, at least, equal to, not equal to. */
export type TableComparison = 'lt' | 'le' | 'gt' | 'ge' | 'eq' | 'ne';

/** Keeps the rows whose cell in `column` matches. */
/** Days from `from` to `to`, both included (days since 1970-01-01, UTC). */
export interface DaySpan {
  from: number;
  to: number;
}

/** Whether a day falls in a span of days, outside the days it skips. */
export function spanHolds(span: DaySpan & { skip?: DaySpan }, day: number): boolean {
  const within = ({ from, to }: DaySpan) => day >= from && day < to + 1;
  return within(span) && !(span.skip && within(span.skip));
}

export type TableFilter =
  /**
   * Text cells equal to one of `values` (as the table spells them); `parts`, when the values
   * are the cells holding a part named ('Seattle' of addresses), say which.
   */
  | { column: number; kind: 'text'; values: readonly string[]; parts?: readonly string[] }
  /** Number cells equal to one of `values` ('week 5'). */
  | { column: number; kind: 'number'; values: readonly number[] }
  /** Date cells in a month (1-12), a quarter (1-4) or a year. */
  | { column: number; kind: 'date'; part: 'month' | 'quarter' | 'year'; value: number }
  /**
   * Date cells from day `from` to day `to`, both included (days since 1970-01-01, UTC), but for
   * those of `skip`: the days between two periods named side by side ('in March and June 2017').
   */
  | { column: number; kind: 'days'; from: number; to: number; skip?: DaySpan }
  /**
   * Rows whose time of day (a date-time's, or a time's alone) is from hour `from` up to, not
   * including, hour `to` (0-24, fractions for minutes): 'before noon' is 0 to 12.
   */
  | { column: number; kind: 'hours'; from: number; to: number }
  /** Date cells on some days of the week, Monday 0 to Sunday 6: 'on Saturdays', 'at weekends'. */
  | { column: number; kind: 'weekdays'; days: readonly number[] }
  /** Number cells compared with a figure: Discount is 0, Profit below 0. */
  | {
      column: number;
      kind: 'compare';
      op: TableComparison;
      value: number;
      /**
       * Compares each row's number times its number in this column ('customers who spent more
       * than 1,000' of a table with no money column: UnitPrice × Quantity).
       */
      times?: number;
    }
  /**
   * A row's number in `column` compared with its number in `other`, plus `by` when given (days,
   * for dates): Sales above Budget Sales; Ship Date more than 5 days after Order Date.
   */
  | { column: number; kind: 'columns'; op: TableComparison; other: number; by?: number }
  /** Rows whose cell is empty, blank or #N/A: 'no exit velocity recorded', 'no ship date'. */
  | { column: number; kind: 'blank' }
  /** Rows whose cell is written: 'an error recorded' of a column mostly left empty. */
  | { column: number; kind: 'filled' };

export interface TableRanking {
  /** 'desc': the largest first (most, top, best); 'asc': the smallest first. */
  order: 'desc' | 'asc';
  /** How many to name; null names them all (a breakdown or a comparison). */
  limit: number | null;
  /** The groups in their own order (periods in time order), not by their figure: a trend. */
  inGroupOrder?: true;
  /** A trend asked as a change ('how did sales change from 2014 to 2017'): first to last. */
  change?: true;
  /** A change asked in percent ('the percentage change from January to June'): the percent is its figure. */
  percent?: true;
  /** Two compared by how far apart they are ('how much more did Elmstead sell than Seaview'). */
  difference?: true;
  /** A trend asked as growth ('year-over-year growth'): each period with its change from the one before. */
  steps?: true;
  /** A trend asked as a running total ('cumulative sales by month'): each period's figure plus all before it. */
  cumulative?: true;
}

/** A unit a time between two dates can be said in. */
export type DurationUnit = 'minute' | 'hour' | 'day';

/**
 * A date column grouped by the period its dates fall in, or by the day of the week (Monday
 * first), weekdays against the weekend ('weekpart') or the month of the year (January first,
 * whatever the year); a column of times of day by their hour.
 */
export type TablePeriod =
  | 'day'
  | 'week'
  | 'month'
  | 'quarter'
  | 'half'
  | 'year'
  | 'weekday'
  | 'weekpart'
  | 'monthOfYear'
  | 'hour';

/** Keeps the groups whose figure compares with a number, or with the same figure of `column`. */
export type TableHaving =
  { op: TableComparison; value: number } | { op: TableComparison; column: number };

export interface TableSubject {
  documentId: string;
  /** Which of the document's tables (sheets). */
  tableIndex: number;
  /**
   * The column the figure is read from: a number column for sum, average, min, max and ratio;
   * any column for distinct and values; null when rows are counted (or their share taken).
   */
  column: number | null;
  reduction: TableReduction;
  filters: readonly TableFilter[];
  /** Groups the selected rows by this column's values, each group reduced to one figure. */
  groupBy: number | null;
  /** Orders the groups (or, without groups, the rows) by their figure. */
  ranking: TableRanking | null;
  /**
   * Totals rows ('Retail sales, total') left out of every group listed, as the question asks
   * ('…, excluding the totals'); a ranking with a limit leaves them out anyway.
   */
  withoutTotals?: true;
  /** `groupBy` is a date column grouped by this period ('monthly sales'). */
  period?: TablePeriod;
  /** `groupBy` is a number column grouped in bands this wide ('which age group': 30–39). */
  bands?: number;
  /** Within each group of `groupBy`, this column's groups are ranked ('top 3 products in each category'). */
  within?: number;
  /** `within` is a date column ranked by this period ('which 2 years in each status type'). */
  withinPeriod?: TablePeriod;
  /**
   * Each group's figure is averaged over this column's values within it ('the average order
   * value by region': each order's total sales, averaged over the region's orders).
   */
  per?: number;
  /** `per` is a date column averaged over this period ('the average monthly revenue by region'). */
  perPeriod?: TablePeriod;
  /**
   * Grouped without an order, the groups' figures are reduced to their median, not their mean
   * ('the median sales per order': the middle order's total).
   */
  medianOfGroups?: true;
  /** 'ratio': the column whose sum divides the sum of `column` ('profit margin': Sales). */
  denominator?: number;
  /**
   * Each row's `denominator` times its number in this column ('tax as a percentage of revenue'
   * with no revenue column: Unit price × Quantity).
   */
  denominatorTimes?: number;
  /** 'correlation': the column whose figures pair with `column`'s, row by row. */
  paired?: number;
  /** 'ratio' as a plain quotient, not in percent ('the ratio of payments to discharges'). */
  quotient?: true;
  /** Each row's `column` times its number in this column ('spent': Unit price × Quantity). */
  times?: number;
  /** Each row's `column` (a date) less its date in this column, in days ('the shipping time'). */
  minus?: number;
  /** The unit `minus` is said in when the question names one ('in minutes'). */
  durationUnit?: DurationUnit;
  /** Each row's `column` plus its numbers in these columns ('Q1' of a sheet by month: Jan + Feb + Mar). */
  plus?: readonly number[];
  /**
   * The month columns of a sheet laid out by month, side by side: each is a group whose figure
   * is `reduction` of that column over the selected rows ('which month had the highest sales',
   * 'monthly sales'); `column` is the first of them.
   */
  across?: readonly number[];
  /** 'percentile': which one, 1 to 99 ('the 90th percentile'). */
  percentile?: number;
  /**
   * 'share': the rows whose part of the figure is asked ('from the West region'); 'ratio' with
   * `over`: the rows counted above the line.
   */
  part?: readonly TableFilter[];
  /**
   * 'ratio' of two sets of the selected rows, a plain quotient: how many `part` keeps over how
   * many these keep ('the ratio of delivered to canceled orders'); rows are counted, or with a
   * `column`, its distinct values ('the ratio of male to female customers'), or the sum of a
   * number column ('the ratio of Premium revenue to Basic revenue').
   */
  over?: readonly TableFilter[];
  /** Keeps only the groups whose figure passes ('lost money': below 0). */
  having?: TableHaving;
  /** Only how many groups `having` keeps is asked ('how many customers placed more than 5 orders'). */
  tally?: true;
  /**
   * 'How many different customers', 'which customer spent the most' of a first-name `column` or
   * `groupBy` beside a last-name one: people, first and last name together (two Johns are two).
   */
  people?: true;
  /**
   * Number columns asked beside `column` ('sales and profit by region'), each reduced the same
   * way over the same rows or groups and shown after it; groups are ranked by `column`.
   */
  also?: readonly number[];
}
