import type { TableSubject } from '@domain/table-subject';
import type { DataTable, ResultTable } from '../../types';
import { rowLabelColumns, type Computation, type RankedItem } from './aggregate';
import { cyclic } from './periods';
import { identifiersOf } from './answer-text';
import { identifierBeside } from './names-and-ids';
import { acrossNoun, formatFigure, groupWords, measureWords, nameOf } from './figure-words';

/**
 * A result of more than one row as a table: every group of a breakdown or a trend, each
 * ranked name (with its ID beside it), or the values looked up. Groups are drawn as bars,
 * periods as a line.
 */
export function resultTable(
  table: DataTable,
  subject: TableSubject,
  computation: Computation,
): ResultTable | null {
  if (computation.kind === 'values') {
    if (computation.values.length < 2) return null;
    return {
      columns: [nameOf(table, subject.column)],
      rows: computation.values.map((value) => [value]),
      values: computation.values.map(() => null),
      chart: null,
    };
  }
  if (computation.kind !== 'ranking' || computation.named < 2) return null;
  const items = computation.items.slice(0, computation.named);
  const column = subject.column === null ? undefined : table.columns[subject.column];
  const figure = (value: number) => formatFigure(value, column, subject);
  const nested = subject.within !== undefined;
  // What each row is: its group (and, within groups, its item), then its ID when it has one.
  const named = subject.within ?? subject.groupBy;
  const identifier = identifierBeside(table, named);
  const labels = nested
    ? [groupWords(table, subject), nameOf(table, named)]
    : [named === null ? rowNames(table, subject) : groupWords(table, subject)];
  const byColumn = named === null && !subject.across;
  const { having } = subject;
  const figures =
    having && 'column' in having
      ? [measureWords(table, subject), measureWords(table, subject, having.column), 'Difference']
      : [byColumn ? nameOf(table, subject.column) : measureWords(table, subject)];
  const also = subject.also ?? [];
  const alsoNames = also.map((column) =>
    byColumn ? nameOf(table, column) : measureWords(table, subject, column),
  );
  const alongside = (at: number, value: number) =>
    formatFigure(value, table.columns[also[at]!], subject);
  const cells = (item: RankedItem) => [
    ...(nested ? [item.group ?? ''] : []),
    item.label,
    ...(identifier === null ? [] : [identifiersOf(table, identifier, item.rows)]),
    ...(item.compared ? item.compared.map(figure) : []),
    figure(item.value),
    ...(item.also ?? []).map((value, at) => alongside(at, value)),
  ];
  const charted = (value: number | undefined) =>
    value === undefined || Number.isNaN(value) ? null : value;
  return {
    columns: [
      ...labels,
      ...(identifier === null ? [] : [nameOf(table, identifier)]),
      ...figures,
      ...alsoNames,
    ],
    rows: items.map(cells),
    values: items.map((item) => charted(item.value)),
    ...(also.length > 0 && {
      alongside: alsoNames.map((name, at) => ({
        name,
        values: items.map((item) => charted(item.also?.[at])),
      })),
    }),
    // Days of the week, months of the year and age bands are kinds, not a time line.
    chart:
      subject.ranking?.inGroupOrder && !subject.bands && !cyclic(subject.period) ? 'line' : 'bar',
  };
}

const PERIOD_HEADINGS = { month: 'Month', quarter: 'Quarter', year: 'Year' } as const;

/** What names each row of a ranking of rows: 'Customer Name', 'weather, date'. */
function rowNames(table: DataTable, subject: TableSubject): string {
  if (subject.across) return PERIOD_HEADINGS[acrossNoun(table, subject)];
  const columns = rowLabelColumns(table, subject);
  return columns.length === 0 ? 'rows' : columns.map((column) => nameOf(table, column)).join(', ');
}
