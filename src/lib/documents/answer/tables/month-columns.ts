import type { DataTable } from '../../types';
import { monthNumber } from '../../text/cell-value';
import type { QuestionWords } from '../question';
import { readDates } from './date-phrases';
import { conceptOf, REVENUE } from './lexicon';
import type { TableVocabulary } from './table-vocabulary';

/** A sheet is laid out by month when this many number columns are named by a month. */
const MONTH_COLUMNS = 3;

/** The number columns named by a month ('Jan', 'February'), by month 1-12, in a sheet laid out by month. */
export function monthColumnsOf(table: DataTable): Map<number, number> {
  const byMonth = new Map<number, number>();
  table.columns.forEach((column, index) => {
    const month = column.kind === 'number' ? monthNumber(column.name.trim()) : 0;
    if (month > 0 && !byMonth.has(month)) byMonth.set(month, index);
  });
  return byMonth.size >= MONTH_COLUMNS ? byMonth : new Map();
}

function monthsBetween(byMonth: ReadonlyMap<number, number>, from: number, to: number): number[] {
  const columns: number[] = [];
  for (let month = from; month <= to; month += 1) {
    const column = byMonth.get(month);
    if (column !== undefined) columns.push(column);
  }
  return columns;
}

/**
 * The month columns a question's period adds up, in a sheet laid out by month with no dates:
 * 'Q1' and 'the first quarter' (Jan + Feb + Mar), 'between February and April'; and all of them
 * for 'total sales' when no column says sales. Marks the words read; empty when none applies
 * (a single month names its own column).
 */
export function monthColumnsAsked(
  question: QuestionWords,
  table: DataTable,
  vocabulary: TableVocabulary,
  used: boolean[],
): number[] {
  const byMonth = vocabulary.dates.length === 0 ? monthColumnsOf(table) : new Map();
  if (byMonth.size === 0) return [];
  const trial = [...used];
  const { specs } = readDates(question, trial, () => false);
  const columns = specs.flatMap((spec) => {
    if (spec.kind === 'part' && spec.part === 'quarter')
      return monthsBetween(byMonth, 3 * spec.value - 2, 3 * spec.value);
    if (spec.kind === 'months' && spec.to > spec.from && spec.fromDay === undefined)
      return monthsBetween(byMonth, spec.from, spec.to);
    if (spec.kind === 'edge' && spec.period === 'quarter' && spec.count === 1) {
      const quarter = spec.edge === 'first' ? 1 : Math.ceil(Math.max(...byMonth.keys()) / 3);
      return monthsBetween(byMonth, 3 * quarter - 2, 3 * quarter);
    }
    return [];
  });
  if (columns.length > 0) {
    trial.forEach((taken, index) => (used[index] = taken));
    return [...new Set(columns)];
  }
  const namesFigure = vocabulary.headers.some((header) => header.concepts.includes(REVENUE));
  const figure = question.words.findIndex(
    (word, index) => !used[index] && conceptOf(word) === REVENUE,
  );
  const namesMonth = question.words.some((word) => monthNumber(word) > 0);
  if (figure < 0 || namesFigure || namesMonth) return [];
  used[figure] = true;
  return [...byMonth.values()];
}
