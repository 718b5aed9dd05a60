import type { TableFilter, TableReduction, TableSubject } from '@domain/table-subject';
import type { FilterOptions } from './match-cells';
import type { Intent } from '../question';
import type { TableReading } from './table-reading';

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

/** One reading's subject for a given measure and filters. */
function subjectFor(
  reading: TableReading,
  intent: Intent,
  ref: TableRef,
  measure: number | null,
  filters: TableFilter[],
): TableSubject {
  const table = reading.table;
  const base = { ...ref, filters, groupBy: null, ranking: null };
  const compared = filters.find((filter) => filter.kind !== 'date' && filter.values.length >= 2);
  let groupBy = reading.groupBy;
  if (groupBy === null && compared && (intent.compare || intent.order !== null))
    groupBy = compared.column;
  const keptFilters = filters.filter((filter) => filter.column !== groupBy || filter === compared);

  if (intent.count && (measure === null || !reading.measureFull)) {
    if (reading.countOf !== null)
      return { ...base, column: reading.countOf, reduction: 'distinct' };
    if (reading.countsRows) {
      if (groupBy !== null && intent.order) {
        return {
          ...base,
          filters: keptFilters,
          column: null,
          reduction: 'count',
          groupBy,
          ranking: { order: intent.order, limit: intent.limit ?? 1 },
        };
      }
      return { ...base, column: null, reduction: 'count' };
    }
  }
  if (measure === null) {
    return { ...base, filters: keptFilters, column: groupBy, reduction: 'values' };
  }
  const column = table.columns[measure]!;
  const percent = column.kind === 'number' && column.format.percent;
  const reduction: TableReduction = intent.average || percent ? 'average' : 'sum';
  if (groupBy !== null) {
    if (intent.average && intent.order === null && intent.limit === null && !compared) {
      // 'Average revenue per store': each store's total, averaged over the stores.
      return {
        ...base,
        filters: keptFilters,
        column: measure,
        reduction: percent ? 'average' : 'sum',
        groupBy,
      };
    }
    const limit = intent.limit ?? (intent.order && !compared ? 1 : null);
    const order = intent.order === 'asc' && !compared ? 'asc' : 'desc';
    return {
      ...base,
      filters: keptFilters,
      column: measure,
      reduction,
      groupBy,
      ranking: { order, limit },
    };
  }
  if (intent.limit !== null || (intent.order !== null && !intent.total && !intent.average)) {
    return {
      ...base,
      column: measure,
      reduction,
      ranking: { order: intent.order ?? 'desc', limit: intent.limit ?? 1 },
    };
  }
  return { ...base, column: measure, reduction };
}

/** Every subject a reading could mean (one unless a measure or a value is ambiguous). */
export function subjectsOf(reading: TableReading, intent: Intent, ref: TableRef): TableSubject[] {
  const measures = reading.measures.length > 0 ? reading.measures : [null];
  return measures.flatMap((measure) =>
    combinations(reading.filters).map((filters) =>
      subjectFor(reading, intent, ref, measure, filters),
    ),
  );
}
