import type { TableFilter, TableSubject } from '@domain/table-subject';
import type { Citation, DataTable, PassageLocation, TableColumn, VisibleTable } from '../../types';
import { plural } from '../../text/labels';
import { formatLocation } from '../../text/location';
import type { Computation } from './aggregate';

const MONTH_NAMES = [
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
/** A ranking's answer names at most this many; the explanation lists up to LISTED. */
const ANSWERED = 5;
const LISTED = 10;
/** Row ranges cited one by one; more are cited as one span. */
const CITED_RANGES = 3;

/** A figure as its column writes it: '£412,380.50', '12.5%', '1,234'. */
export function formatFigure(
  value: number,
  column: TableColumn | undefined,
  subject: TableSubject,
): string {
  const counted = subject.reduction === 'count' || subject.reduction === 'distinct';
  if (counted || column?.kind !== 'number') return value.toLocaleString('en-US');
  const { currency, percent, decimals } = column.format;
  const averaged =
    subject.reduction === 'average' || (subject.groupBy !== null && subject.ranking === null);
  const fraction = averaged ? Math.max(decimals, 2) : Math.min(decimals, 4);
  const shown = currency ? (fraction > 0 ? 2 : 0) : fraction;
  const digits = Math.abs(value).toLocaleString('en-US', {
    minimumFractionDigits: currency ? shown : 0,
    maximumFractionDigits: shown,
  });
  const sign = value < 0 ? '-' : '';
  return `${sign}${currency ?? ''}${digits}${percent ? '%' : ''}`;
}

function nameOf(table: DataTable, column: number | null): string {
  return column === null ? 'rows' : (table.columns[column]?.name ?? 'rows');
}

function describeFilter(table: DataTable, filter: TableFilter): string {
  const name = nameOf(table, filter.column);
  switch (filter.kind) {
    case 'text':
    case 'number':
      return `${name} is ${filter.values.map((value) => value.toLocaleString('en-US', { useGrouping: false })).join(' or ')}`;
    case 'date':
      if (filter.part === 'month') return `${name} is in ${MONTH_NAMES[filter.value - 1]}`;
      return `${name} is in ${filter.part === 'quarter' ? `Q${filter.value}` : filter.value}`;
  }
}

/** ' where Region is Coastal and Quarter is Q2', or nothing without filters. */
export function describeFilters(table: DataTable, filters: readonly TableFilter[]): string {
  return filters.length === 0
    ? ''
    : ` where ${filters.map((filter) => describeFilter(table, filter)).join(' and ')}`;
}

const REDUCTION_NAMES = {
  sum: 'Sum',
  average: 'Average',
  min: 'Smallest',
  max: 'Largest',
  count: 'Count',
  distinct: 'Count',
  values: 'Values',
} as const;

function measureWords(table: DataTable, subject: TableSubject): string {
  if (subject.reduction === 'count') return 'Count of rows';
  if (subject.reduction === 'distinct') return `Count of distinct ${nameOf(table, subject.column)}`;
  return `${REDUCTION_NAMES[subject.reduction]} of ${nameOf(table, subject.column)}`;
}

type Ranking = Computation & { kind: 'ranking' };

function columnOf(table: DataTable, subject: TableSubject): TableColumn | undefined {
  return subject.column === null ? undefined : table.columns[subject.column];
}

/** 'Produce 50; Bakery 19', the first LISTED items. */
function itemList(table: DataTable, subject: TableSubject, ranking: Ranking): string {
  const column = columnOf(table, subject);
  const listed = ranking.items
    .slice(0, LISTED)
    .map((item) => `${item.label} ${formatFigure(item.value, column, subject)}`);
  const more = ranking.items.length - listed.length;
  return `${listed.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}

function explainRanking(table: DataTable, subject: TableSubject, ranking: Ranking): string {
  const where = describeFilters(table, subject.filters);
  const order = subject.ranking?.order === 'asc' ? 'smallest' : 'largest';
  const noun = subject.groupBy === null ? 'row' : nameOf(table, subject.groupBy).toLowerCase();
  const among = plural(ranking.items.length, noun);
  const which =
    subject.ranking?.limit === null
      ? `${among}, ${order} first`
      : ranking.named === 1
        ? `the ${order} of ${among}`
        : `the ${ranking.named} ${order} of ${among}`;
  const what =
    subject.groupBy === null
      ? nameOf(table, subject.column)
      : `${measureWords(table, subject)} by ${nameOf(table, subject.groupBy)}`;
  const [first, second] = ranking.items;
  // Two named side by side ('Elmstead or Harbour Point'): how far apart they are.
  const difference =
    subject.ranking?.limit === null && ranking.items.length === 2 && first && second
      ? `; difference ${formatFigure(first.value - second.value, columnOf(table, subject), subject)}`
      : '';
  const rows = plural(ranking.selected, 'row');
  return `${what}${where}, ${which} (${rows}): ${itemList(table, subject, ranking)}${difference}.`;
}

/**
 * How the answer was computed, in words: 'Sum of Revenue where Region is Coastal and Quarter
 * is Q2, 6 rows.'
 */
export function explain(table: DataTable, subject: TableSubject, computation: Computation): string {
  const where = describeFilters(table, subject.filters);
  const rows = plural(computation.selected, 'row');
  switch (computation.kind) {
    case 'values':
      return `${nameOf(table, subject.column)}${where}, ${rows}.`;
    case 'ranking':
      return explainRanking(table, subject, computation);
    case 'figure':
      if (subject.reduction === 'count') return `Count of rows${where}.`;
      if (subject.groupBy !== null) {
        const group = nameOf(table, subject.groupBy);
        return `Average per ${group} of the ${measureWords(table, subject).toLowerCase()}${where}, ${rows}.`;
      }
      return `${measureWords(table, subject)}${where}, ${rows}.`;
  }
}

/** The figure or the names, first: '£412,380', 'Elmstead (1,234)'. */
export function answerText(
  table: DataTable,
  subject: TableSubject,
  computation: Computation,
): string {
  const column = columnOf(table, subject);
  const listed = (names: string[], total: number) =>
    `${names.join(', ')}${total > names.length ? ` and ${total - names.length} more` : ''}`;
  switch (computation.kind) {
    case 'values':
      return computation.values.length === 0
        ? 'No rows match'
        : listed(computation.values.slice(0, ANSWERED), computation.values.length);
    case 'figure': {
      const counted = subject.reduction === 'count' || subject.reduction === 'distinct';
      if (!counted && (computation.selected === 0 || Number.isNaN(computation.value))) {
        return 'No rows match';
      }
      return formatFigure(computation.value, column, subject);
    }
    case 'ranking': {
      if (computation.named === 0) return 'No rows match';
      const shown = Math.min(computation.named, ANSWERED);
      const named = computation.items
        .slice(0, shown)
        .map((item) => `${item.label} (${formatFigure(item.value, column, subject)})`);
      return listed(named, computation.named);
    }
  }
}

function rowRanges(rowNumbers: readonly number[]): { first: number; last: number }[] {
  const ranges: { first: number; last: number }[] = [];
  for (const row of rowNumbers) {
    const last = ranges.at(-1);
    if (last && row === last.last + 1) last.last = row;
    else ranges.push({ first: row, last: row });
  }
  return ranges;
}

/** The sheet and the rows used: each run of rows cited, or, when scattered, their span. */
export function citeRows(source: VisibleTable, rows: readonly number[]): Citation[] {
  const numbers = rows.map((row) => source.table.rowNumbers[row]!).sort((a, b) => a - b);
  let ranges = rowRanges(numbers);
  if (ranges.length > CITED_RANGES) {
    ranges = [
      ...ranges.slice(0, CITED_RANGES - 1),
      { first: ranges[CITED_RANGES - 1]!.first, last: ranges.at(-1)!.last },
    ];
  }
  return ranges.map(({ first, last }) => {
    const { sheet, inDocument } = source.table;
    const location: PassageLocation =
      sheet === null
        ? { kind: 'rows', first, last }
        : inDocument
          ? { kind: 'table-rows', table: sheet, first, last }
          : { kind: 'sheet-rows', sheet, first, last };
    return {
      documentId: source.documentId,
      documentName: source.documentName,
      location,
      locationLabel: formatLocation(location),
      classification: source.classification,
    };
  });
}
