import type { TableFilter } from '@domain/table-subject';
import type { Mention } from './column-mentions';
import type { ReadingState } from './reading-state';
import { phraseAt } from './conditions';

/** Words that say two columns differ or agree on a row, and how many words each takes. */
const SAMENESS: { words: readonly string[]; op: 'ne' | 'eq' }[] = [
  { words: ['different', 'from'], op: 'ne' },
  { words: ['different', 'than'], op: 'ne' },
  { words: ['differs', 'from'], op: 'ne' },
  { words: ['not', 'the', 'same', 'as'], op: 'ne' },
  { words: ['the', 'same', 'as'], op: 'eq' },
  { words: ['same', 'as'], op: 'eq' },
  { words: ['equal', 'to'], op: 'eq' },
  { words: ['matches'], op: 'eq' },
];

/**
 * 'an employee residence different from the company location', 'where the ship city is the same
 * as the customer city': two text columns compared on each row (their cells as written). Marks
 * the words used, so neither column is grouped by or counted.
 */
export function textSameness(state: ReadingState, named: readonly Mention[]): TableFilter[] {
  const { question, table, used } = state;
  const { words } = question;
  // Two text columns, or two number columns ('a camera zone different from the predicted
  // zone': codes as numbers; rows with either cell empty are not compared).
  const kindOf = (mention: Mention | undefined) =>
    mention !== undefined && mention.columns.length === 1
      ? table.columns[mention.columns[0]!]!.kind
      : null;
  const text = (mention: Mention | undefined) =>
    kindOf(mention) === 'text' || kindOf(mention) === 'number';
  const filters: TableFilter[] = sameBeforeBoth(state, named, text);
  for (const left of named) {
    if (!text(left)) continue;
    let at = left.positions.at(-1)! + 1;
    if (words[at] === 'that' || words[at] === 'which') at += 1;
    if (words[at] === 'is' || words[at] === 'are') at += 1;
    const said = SAMENESS.find(({ words: phrase }) => phraseAt(words, used, at, phrase));
    if (!said) continue;
    let next = at + said.words.length;
    if (words[next] === 'the' || words[next] === 'their' || words[next] === 'its') next += 1;
    const right = named.find((mention) => mention.positions[0] === next);
    if (!text(right) || kindOf(right) !== kindOf(left) || right!.columns[0] === left.columns[0])
      continue;
    for (let index = left.positions[0]!; index <= right!.positions.at(-1)!; index += 1)
      used[index] = true;
    filters.push({
      column: left.columns[0]!,
      kind: 'columns',
      op: said.op,
      other: right!.columns[0]!,
    });
  }
  return filters;
}

/** 'The same', 'a different' before what two columns are said to share. */
const SAME_BEFORE: Record<string, 'ne' | 'eq'> = { same: 'eq', different: 'ne' };

/**
 * 'Trips with the same pickup and dropoff zone', 'a different billing and shipping city': the two
 * columns named after 'same' or 'different', joined by 'and', compared on each row.
 */
function sameBeforeBoth(
  { question, used }: ReadingState,
  named: readonly Mention[],
  comparable: (mention: Mention | undefined) => boolean,
): TableFilter[] {
  const { words } = question;
  const filters: TableFilter[] = [];
  words.forEach((word, at) => {
    const op = SAME_BEFORE[word];
    const first = named.find((mention) => mention.positions[0] === at + 1);
    // After an article only: 'how many different pickup and dropoff zones' counts kinds.
    const article = ['a', 'an', 'the'].includes(words[at - 1] ?? '');
    if (op === undefined || !article || used[at] || !comparable(first)) return;
    const end = first!.positions.at(-1)!;
    const second = named.find((mention) => mention.positions[0] === end + 2);
    if (words[end + 1] !== 'and' || !comparable(second)) return;
    const [left, right] = [first!.columns[0]!, second!.columns[0]!];
    if (left === right) return;
    for (let index = at; index <= second!.positions.at(-1)!; index += 1) used[index] = true;
    filters.push({ column: left, kind: 'columns', op, other: right });
  });
  return filters;
}
