import type { TableFilter } from '@domain/table-subject';
import type { TableColumn } from '../../types';
import { listLabel } from './value-aliases';

const YES = new Set(['y', 'yes', 'true', 't']);
const YES_OR_NO = new Set([...YES, 'n', 'no', 'false', 'f']);

/** A value as yes or no is read: lower case, without a code book's number ('1. Yes'). */
const folded = (value: string) => (listLabel(value) ?? value).trim().toLowerCase();

/** Whether every value of a text column says yes or no ('Y', 'no', 'TRUE', 'f'). */
export function saysYesOrNo(column: TableColumn): boolean {
  return column.kind === 'text' && column.dictionary.every((value) => YES_OR_NO.has(folded(value)));
}

/**
 * The one value of a text column otherwise left empty ('Return Processed' of a Return State
 * column): it marks its rows as a yes does, the empty cells being the rest.
 */
function onlyFilledValue(column: TableColumn): string | null {
  if (column.kind !== 'text' || column.dictionary.length !== 1 || !column.codes.includes(0))
    return null;
  const [value] = column.dictionary as [string];
  const said = folded(value);
  return YES_OR_NO.has(said) && !YES.has(said) ? null : value;
}

/**
 * The 'yes' of a column holding only yes and no ('Y'/'N', 'TRUE'/'FALSE'), as it is spelled, or
 * of one holding a single value beside empty cells.
 */
export function yesValue(column: TableColumn, yes = true): string | null {
  const filled = onlyFilledValue(column);
  if (filled !== null) return yes ? filled : null;
  if (column.kind !== 'text' || column.dictionary.length > 2 || !saysYesOrNo(column)) return null;
  const wanted = column.dictionary.findIndex((value) => YES.has(folded(value)) === yes);
  return wanted < 0 ? null : column.dictionary[wanted]!;
}

/** The value of a column that says there was none ('None' of a damage column), as spelled. */
export function noneValue(column: TableColumn): string | null {
  if (column.kind !== 'text') return null;
  return column.dictionary.find((value) => value.trim().toLowerCase() === 'none') ?? null;
}

/** Most values a yes/no column with kinds of no ('No internet service') holds. */
const MOST_KINDS_OF_NO = 3;

/**
 * The values of a column of yes and no whose other values are kinds of no ('No internet
 * service', 'No phone service' beside Yes and No), marked yes or not, as spelled.
 */
export function yesOrKindsOfNo(column: TableColumn, yes: boolean): string[] | null {
  const one = yesValue(column, yes);
  if (one !== null) return [one];
  if (column.kind !== 'text' || column.dictionary.length > MOST_KINDS_OF_NO) return null;
  const values = column.dictionary.map(folded);
  const said = values.filter((value) => YES.has(value));
  const no = values.filter((value) => value === 'no' || value.startsWith('no '));
  if (said.length !== 1 || !values.includes('no') || said.length + no.length !== values.length)
    return null;
  return column.dictionary.filter((_, at) => YES.has(values[at]!) === yes);
}

/**
 * A number column holding 0 and 1 and nothing else (SeniorCitizen): 1 marks the rows it names.
 * A column of 1 alone (EmployeeCount) marks nothing apart.
 */
export function zeroOrOne(column: TableColumn): boolean {
  if (column.kind !== 'number') return false;
  let [ones, zeros] = [0, 0];
  for (const value of column.values) {
    if (value === 1) ones += 1;
    else if (value === 0) zeros += 1;
    else if (!Number.isNaN(value)) return false;
  }
  return ones > 0 && zeros > 0;
}

/** Most classes a column of short capital codes holds ('CH' or 'MM', 'S'/'M'/'L'). */
const MOST_CLASS_CODES = 5;

/**
 * Whether a text column sorts its rows into a few classes by short capital codes (Purchase: CH
 * or MM), as a yes/no column sorts them in two: each row's kind, never a thing counted itself.
 */
export function holdsClassCodes(column: TableColumn): boolean {
  return (
    column.kind === 'text' &&
    column.dictionary.length <= MOST_CLASS_CODES &&
    column.dictionary.every((value) => /^[A-Z]{1,4}$/.test(value.trim()))
  );
}

/**
 * The rows a yes/no column marks yes (its Yes value), or a 0/1 column marks 1; null for a
 * column that marks none ('the churn rate', 'the attrition rate' of a `left` column of 0/1).
 * With `yes` false, the rows it marks no (No, 0).
 */
export function markedRows(column: number, cells: TableColumn, yes = true): TableFilter | null {
  const said = yesValue(cells, yes);
  if (said !== null) return { column, kind: 'text', values: [said] };
  return zeroOrOne(cells) ? { column, kind: 'number', values: [yes ? 1 : 0] } : null;
}
