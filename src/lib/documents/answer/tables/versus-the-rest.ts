import type { Mention } from './column-mentions';
import { markedRows } from './flag-values';
import type { ReadingState } from './reading-state';

const VERSUS = new Set(['versus', 'vs', 'against']);
/** 'those who did not', 'the ones that didn't', 'customers who stayed'. */
const THE_REST = [
  ['those', 'who', 'did', 'not'],
  ['those', 'who', 'didn', 't'],
  ['those', 'who', 'have', 'not'],
  ['those', 'who', 'haven', 't'],
  ['those', 'who', 'do', 'not'],
  ['those', 'who', 'don', 't'],
  ['those', 'that', 'did', 'not'],
  ['those', 'who', 'stayed'],
  ['the', 'rest'],
  ['everyone', 'else'],
];

/** Where a phrase from THE_REST starts at `at`, its length; 0 when none does. */
function restAt(words: readonly string[], at: number): number {
  const phrase = THE_REST.find((rest) => rest.every((word, offset) => words[at + offset] === word));
  return phrase?.length ?? 0;
}

/**
 * 'The average monthly charge of customers who churned versus those who did not': the rows a
 * yes/no column marks, beside the rest of them, so grouped by that column (Yes and No) instead
 * of kept to its yes rows. The words of the comparison are marked read.
 */
export function versusTheRest(state: ReadingState, others: readonly Mention[]): number | null {
  const { words } = state.question;
  const at = words.findIndex((word, index) => VERSUS.has(word) && restAt(words, index + 1) > 0);
  if (at < 0) return null;
  const flag = others.find(
    ({ columns, positions }) =>
      columns.length === 1 &&
      positions.every((position) => position < at) &&
      markedRows(columns[0]!, state.table.columns[columns[0]!]!) !== null,
  );
  if (!flag) return null;
  for (let index = at; index <= at + restAt(words, at + 1); index += 1) state.used[index] = true;
  return flag.columns[0]!;
}
