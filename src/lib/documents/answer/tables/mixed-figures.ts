import type { TableReduction, TableSubject } from '@domain/table-subject';
import type { DataTable, MixedNumbers, TableColumn } from '../../types';
import { listed, plural } from '../../text/labels';
import { compute, selectRows, type Computation } from './aggregate';
import { answerText } from './answer-text';
import { formatFigure, nameOf } from './figure-words';

type NumberColumn = Extract<TableColumn, { kind: 'number' }>;
type MixedUnits = Extract<MixedNumbers, { kind: 'units' }>;

/** What a reduction does to a column's figures, as a refusal says it. */
const FIGURING: Partial<Record<TableReduction, string>> = {
  sum: 'total',
  average: 'average',
  median: 'compare',
  stddev: 'compare',
  range: 'compare',
  correlation: 'compare',
  percentile: 'compare',
  min: 'compare',
  max: 'compare',
  ratio: 'total',
  share: 'total',
};

/** The number columns whose figures the subject folds into one: its measure, its divisor. */
function foldedColumns(table: DataTable, subject: TableSubject): number[] {
  if (!FIGURING[subject.reduction]) return [];
  return [subject.column, subject.denominator, subject.paired].filter(
    (column): column is number =>
      column !== null && column !== undefined && table.columns[column]?.kind === 'number',
  );
}

function numberColumn(table: DataTable, column: number): NumberColumn {
  return table.columns[column] as NumberColumn;
}

const unitName = (unit: string) =>
  unit === '%' ? 'percentages' : unit === '' ? 'plain numbers' : unit;

/** The table with only the rows of one unit's cells in `column`, written in that unit. */
function unitTable(table: DataTable, column: number, mixed: MixedUnits, unit: number): DataTable {
  const own = numberColumn(table, column);
  const sign = mixed.units[unit]!;
  const values = own.values.map((value, row) => (mixed.codes[row] === unit ? value : Number.NaN));
  const format = {
    currency: sign === '%' || sign === '' ? null : sign,
    percent: sign === '%',
    decimals: own.format.decimals,
  };
  const columns = table.columns.map((other, at) =>
    at === column ? { ...own, format, values } : other,
  );
  return { ...table, columns };
}

/**
 * The table with each folded column that mixes units written in its one unit when the rows the
 * filters keep hold only that one ('sales in the UK' of a column of pounds, euros and dollars
 * are all pounds); the table itself when none does.
 */
export function keptUnitTable(table: DataTable, subject: TableSubject): DataTable {
  const rows = selectRows(table, subject.filters);
  return foldedColumns(table, subject).reduce((narrowed, column) => {
    const mixed = numberColumn(narrowed, column).format.mixed;
    if (mixed?.kind !== 'units') return narrowed;
    const { values } = numberColumn(narrowed, column);
    const kept = new Set(
      rows.filter((row) => !Number.isNaN(values[row]!)).map((row) => mixed.codes[row]!),
    );
    return kept.size === 1 ? unitTable(narrowed, column, mixed, [...kept][0]!) : narrowed;
  }, table);
}

/** Each unit's figure: '£600 (2 rows), $400 (2 rows)…'. */
function figurePerUnit(table: DataTable, subject: TableSubject, column: number, mixed: MixedUnits) {
  const parts = mixed.units.flatMap((_, unit) => {
    const own = unitTable(table, column, mixed, unit);
    const computation = compute(own, subject);
    const values = numberColumn(own, column).values;
    const rows = computation.rows.filter((row) => !Number.isNaN(values[row]!)).length;
    return rows === 0 ? [] : [`${answerText(own, subject, computation)} (${plural(rows, 'row')})`];
  });
  return listed(parts);
}

/** Each unit's total over the rows the filters keep: '£600, $400, €300 and ¥400'. */
function totalPerUnit(table: DataTable, subject: TableSubject, column: number, mixed: MixedUnits) {
  const rows = selectRows(table, subject.filters);
  const summed: TableSubject = { ...subject, reduction: 'sum', groupBy: null, ranking: null };
  const parts = mixed.units.flatMap((_, unit) => {
    const own = unitTable(table, column, mixed, unit);
    const values = numberColumn(own, column).values;
    const kept = rows.filter((row) => !Number.isNaN(values[row]!));
    const total = kept.reduce((sum, row) => sum + values[row]!, 0);
    return kept.length === 0 ? [] : [formatFigure(total, own.columns[column], summed)];
  });
  return listed(parts);
}

/**
 * The answer when a column the question folds into one figure can't be: its cells mix
 * currencies or percentages with other numbers (a figure per unit, or, for rankings and
 * comparisons, the reason and each unit's total), or decimal marks (the reason alone). Null
 * when every such column is of one kind. `note` leads the explanation.
 */
export function mixedFigures(
  table: DataTable,
  subject: TableSubject,
  computation: Computation,
): { answer: string; note: string } | null {
  const column = foldedColumns(table, subject).find(
    (at) => numberColumn(table, at).format.mixed !== undefined,
  );
  if (column === undefined) return null;
  const name = nameOf(table, column);
  const mixed = numberColumn(table, column).format.mixed!;
  if (mixed.kind === 'decimal-marks') {
    return {
      answer: `The ${name} column writes numbers two ways: ${mixed.comma} has a decimal comma, while ${mixed.point} reads as a decimal point, so I can't ${FIGURING[subject.reduction]} it reliably. Write its numbers one way in the spreadsheet, then upload it again.`,
      note: '',
    };
  }
  const mixes = `The ${name} column mixes ${listed(mixed.units.map(unitName))}`;
  const figured =
    computation.kind === 'figure' &&
    subject.column === column &&
    subject.groupBy === null &&
    ['sum', 'average', 'min', 'max'].includes(subject.reduction);
  if (figured) {
    return {
      answer: figurePerUnit(table, subject, column, mixed),
      note: `${mixes}, so each is figured on its own. `,
    };
  }
  const per = mixed.units.includes('%') ? 'unit' : 'currency';
  return {
    answer: `${mixes}, so its figures can't be compared as one; I can total it per ${per}: ${totalPerUnit(table, subject, column, mixed)}`,
    note: '',
  };
}

/**
 * ' (some values are too large to add exactly)' when a folded column holds whole numbers
 * beyond 2^53, or its whole numbers add up beyond it: a Float64 rounds both.
 */
export function inexactNote(
  table: DataTable,
  subject: TableSubject,
  computation: Computation,
): string {
  const figure = computation.kind === 'figure' ? Math.abs(computation.value) : 0;
  const inexact = foldedColumns(table, subject).some((column) => {
    const { format } = numberColumn(table, column);
    return format.inexact || (format.decimals === 0 && figure > Number.MAX_SAFE_INTEGER);
  });
  return inexact ? ' (some values are too large to add exactly)' : '';
}
