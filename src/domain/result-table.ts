/**
 * A result of more than one row (a group-by, a ranking, a trend), as plain data: the documents
 * engine computes it, the chat shows it as a table, and as a chart where a person would rather
 * look than read.
 */
export interface ResultTable {
  /** Column headings: the group first, then the figures ('Region', 'Average of Sales'). */
  columns: readonly string[];
  /** Each row's cells as shown ('West', '$229.30'), in the order of `columns`. */
  rows: readonly (readonly string[])[];
  /** Each row's figure to chart (the first figure's number); null where it has none. */
  values: readonly (number | null)[];
  /** The figures asked beside it ('sales and profit by region'), in the last columns, charted with it. */
  alongside?: readonly { name: string; values: readonly (number | null)[] }[];
  /** Bars for groups, a line for a figure over time; null when a table reads better. */
  chart: 'bar' | 'line' | null;
}
