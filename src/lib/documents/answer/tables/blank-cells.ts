import type { TableFilter } from '@domain/table-subject';
import type { Mention } from './column-mentions';
import type { ReadingState } from './reading-state';

/** Words for a text cell left empty: 'no designation', 'without a region', 'missing a city'. */
const NONE_WORDS = new Set(['no', 'without', 'missing']);
const ARTICLES = new Set(['a', 'an', 'any']);

/**
 * 'How many wines have no designation?': a text column named after 'no', 'without' or
 * 'missing', that has empty cells, keeps the rows whose cell is empty (as 'no exit velocity'
 * does for a figure, conditions.ts); the mention names nothing else. Returns the filters and
 * the mentions left.
 */
export function blankTextCells(
  state: ReadingState,
  mentions: readonly Mention[],
): { filters: TableFilter[]; mentions: Mention[] } {
  const { question, table, used } = state;
  const filters: TableFilter[] = [];
  const kept = mentions.filter((mention) => {
    const [column] = mention.columns;
    const cells = table.columns[column!]!;
    let at = mention.positions[0]! - 1;
    while (ARTICLES.has(question.words[at] ?? '') && !used[at]) at -= 1;
    const blank =
      mention.columns.length === 1 &&
      cells.kind === 'text' &&
      cells.codes.includes(0) &&
      NONE_WORDS.has(question.words[at] ?? '') &&
      !used[at];
    if (!blank) return true;
    for (let index = at; index < mention.positions[0]!; index += 1) used[index] = true;
    filters.push({ column: column!, kind: 'blank' });
    return false;
  });
  return { filters, mentions: kept };
}
