/**
 * What a question about a spreadsheet or CSV table asks, as plain data. The documents engine
 * computes it; the chat remembers the last one so a follow-up ("And week 6?") can reuse it, and
 * a choice button carries one, fully resolved, when a question was ambiguous. Columns are
 * positions in the table (two columns may share a name); `documentId` and `tableIndex` name the
 * table, which the engine looks up again, under the asker's access rule, every time.
 */

/** How the rows (of the whole selection, or of each group) become one figure. */
export type TableReduction = 'sum' | 'average' | 'count' | 'distinct' | 'min' | 'max' | 'values';

/** Keeps the rows whose cell in `column` matches. */
export type TableFilter =
  /** Text cells equal to one of `values` (as the table spells them). */
  | { column: number; kind: 'text'; values: readonly string[] }
  /** Number cells equal to one of `values` ('week 5'). */
  | { column: number; kind: 'number'; values: readonly number[] }
  /** Date cells in a month (1-12), a quarter (1-4) or a year. */
  | { column: number; kind: 'date'; part: 'month' | 'quarter' | 'year'; value: number };

export interface TableRanking {
  /** 'desc': the largest first (most, top, best); 'asc': the smallest first. */
  order: 'desc' | 'asc';
  /** How many to name; null names them all (a breakdown or a comparison). */
  limit: number | null;
}

export interface TableSubject {
  documentId: string;
  /** Which of the document's tables (sheets). */
  tableIndex: number;
  /**
   * The column the figure is read from: a number column for sum, average, min and max; any
   * column for distinct and values; null when rows are counted.
   */
  column: number | null;
  reduction: TableReduction;
  filters: readonly TableFilter[];
  /** Groups the selected rows by this column's values, each group reduced to one figure. */
  groupBy: number | null;
  /** Orders the groups (or, without groups, the rows) by their figure. */
  ranking: TableRanking | null;
}
