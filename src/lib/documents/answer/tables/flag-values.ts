import type { TableColumn } from '../../types';

const YES = new Set(['y', 'yes', 'true', 't']);
const YES_OR_NO = new Set([...YES, 'n', 'no', 'false', 'f']);

/** The 'yes' of a column holding only yes and no ('Y'/'N', 'TRUE'/'FALSE'), as it is spelled. */
export function yesValue(column: TableColumn, yes = true): string | null {
  if (column.kind !== 'text' || column.dictionary.length > 2) return null;
  const folded = column.dictionary.map((value) => value.trim().toLowerCase());
  if (!folded.every((value) => YES_OR_NO.has(value))) return null;
  const wanted = folded.findIndex((value) => YES.has(value) === yes);
  return wanted < 0 ? null : column.dictionary[wanted]!;
}

/** The value of a column that says there was none ('None' of a damage column), as spelled. */
export function noneValue(column: TableColumn): string | null {
  if (column.kind !== 'text') return null;
  return column.dictionary.find((value) => value.trim().toLowerCase() === 'none') ?? null;
}
