import type { DataTable } from '../../types';
import type { Mention } from './column-mentions';
import { IDENTIFIER_WORDS } from './lexicon';
import type { TableVocabulary } from './table-vocabulary';

/** Whether two number columns sort the rows alike: each value of one goes with one of the other. */
function sameNumbering(table: DataTable, a: number, b: number): boolean {
  const [first, second] = [table.columns[a]!, table.columns[b]!];
  if (first.kind !== 'number' || second.kind !== 'number') return false;
  const pairs = new Map<number, number>();
  const back = new Map<number, number>();
  for (let row = 0; row < first.values.length; row += 1) {
    const [x, y] = [first.values[row]!, second.values[row]!];
    if ((pairs.get(x) ?? y) !== y || (back.get(y) ?? x) !== x) return false;
    pairs.set(x, y);
    back.set(y, x);
  }
  return pairs.size > 1;
}

/**
 * 'Which store' where `STORE` and `StoreID` number the same stores two ways (0-4 and 1-7): the
 * column that says it identifies them names them, not the bare noun's other numbering.
 */
export function byIdNumbering(
  table: DataTable,
  vocabulary: TableVocabulary,
  mentions: readonly Mention[],
): void {
  for (const mention of mentions) {
    const [column] = mention.columns;
    if (mention.columns.length !== 1 || column === undefined) continue;
    const [noun, ...rest] = vocabulary.headers[column]!.concepts;
    if (noun === undefined || rest.length > 0) continue;
    const id = vocabulary.headers.findIndex(
      ({ concepts }) =>
        concepts.length === 2 && concepts[0] === noun && IDENTIFIER_WORDS.has(concepts[1]!),
    );
    if (id >= 0 && sameNumbering(table, column, id)) mention.columns[0] = id;
  }
}
