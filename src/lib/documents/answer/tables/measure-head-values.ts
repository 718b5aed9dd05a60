import { conceptOf } from './lexicon';
import type { ReadingState } from './reading-state';

type ValueReading = Pick<ReadingState, 'question' | 'table' | 'vocabulary' | 'used'>;

/** Header words saying a column counts things ('n_eggs', 'num_items', 'bottle count'). */
const COUNT_MARKS = new Set(
  ['n', 'num', 'number', 'count', 'cnt', 'qty', 'quantity'].map(conceptOf),
);

/**
 * 'How many hatching eggs were produced' of a `prod_type` holding `hatching eggs` beside an
 * `n_eggs` column: the noun ending a value of more than one word that also names what a count
 * column counts, unless the question names another figure ('the highest hen count for hatching
 * eggs').
 */
function measureHeads(
  { question, table, vocabulary }: ValueReading,
  valued: ReadonlySet<number>,
): number[] {
  const figureOf = new Map<string, number[]>();
  table.columns.forEach((column, index) => {
    const { concepts } = vocabulary.headers[index]!;
    if (column.kind !== 'number' || !concepts.some((concept) => COUNT_MARKS.has(concept))) return;
    for (const concept of concepts)
      figureOf.set(concept, [...(figureOf.get(concept) ?? []), index]);
  });
  const named = question.stems.flatMap((stem, at) =>
    valued.has(at) ? [] : (figureOf.get(stem) ?? []),
  );
  return [...valued].filter((at) => {
    const figures = figureOf.get(question.stems[at]!);
    // A value of one word is the figure's word alone ('tips' of a `tip` column), not a kind of it.
    if (valued.has(at + 1) || !valued.has(at - 1) || figures === undefined) return false;
    return named.every((column) => figures.includes(column));
  });
}

/** Leaves the head noun of such a value free to name the measure; the value still filters. */
export function freeMeasureHeads(state: ValueReading, valued: ReadonlySet<number>): void {
  for (const at of measureHeads(state, valued)) state.used[at] = false;
}

/** Whether the value said from `start` ends in such a noun: its figure is asked, not its rows. */
export function valueNamesFigure(
  state: ReadingState,
  valued: ReadonlySet<number>,
  start: number,
): boolean {
  let end = start;
  while (valued.has(end + 1)) end += 1;
  return valued.has(start) && measureHeads(state, valued).includes(end);
}
