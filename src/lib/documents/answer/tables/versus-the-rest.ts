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
  // 'versus other days', 'vs. the other orders': whatever the rows are called.
  const other = words[at] === 'the' ? at + 1 : at;
  if (!phrase && words[other] === 'other' && words[other + 1]) return other + 2 - at;
  return phrase?.length ?? 0;
}

/** 'Revenue with and without promotion', 'with or without a discount': both sides of a flag. */
const BOTH_SIDES = [
  ['with', 'and', 'without'],
  ['with', 'or', 'without'],
];

/**
 * 'The average monthly charge of customers who churned versus those who did not', 'revenue with
 * and without promotion': the rows a yes/no column marks, beside the rest of them, so grouped by
 * that column (Yes and No) instead of kept to its yes rows. The words of the comparison are
 * marked read.
 */
export function versusTheRest(state: ReadingState, others: readonly Mention[]): number | null {
  const { words } = state.question;
  const flagOf = (fits: (positions: readonly number[]) => boolean) =>
    others.find(
      ({ columns, positions }) =>
        columns.length === 1 &&
        fits(positions) &&
        markedRows(columns[0]!, state.table.columns[columns[0]!]!) !== null,
    );
  const used = (from: number, to: number) => {
    for (let index = from; index <= to; index += 1) state.used[index] = true;
  };
  const both = words.findIndex((_, index) =>
    BOTH_SIDES.some((phrase) => phrase.every((word, offset) => words[index + offset] === word)),
  );
  const sides = both < 0 ? undefined : flagOf(([first]) => first! > both && first! <= both + 4);
  if (sides) {
    used(both, both + 2);
    return sides.columns[0]!;
  }
  const at = words.findIndex((word, index) => VERSUS.has(word) && restAt(words, index + 1) > 0);
  const flag = at < 0 ? undefined : flagOf((positions) => positions.every((p) => p < at));
  if (!flag) return null;
  used(at, at + restAt(words, at + 1));
  return flag.columns[0]!;
}
