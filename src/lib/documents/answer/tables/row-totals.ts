import type { DataTable } from '../../types';
import type { Mention } from './column-mentions';
import { TOTAL } from './lexicon';
import type { ReadingState } from './reading-state';
import type { TableVocabulary } from './table-vocabulary';

/** At least this many columns add up to a row total ('gold', 'silver', 'bronze' to 'total'). */
const MIN_PARTS = 2;

const totals = new WeakMap<DataTable, number | null>();

/**
 * A column headed only 'Total' that, on every row, is the sum of the two or more number
 * columns just before it (gold, silver and bronze medals; Q1 to Q4): what those columns count
 * together. Null when the table has none.
 */
export function rowTotalColumn(table: DataTable, vocabulary: TableVocabulary): number | null {
  if (totals.has(table)) return totals.get(table)!;
  let found: number | null = null;
  table.columns.forEach((column, index) => {
    const { concepts } = vocabulary.headers[index]!;
    if (found !== null || column.kind !== 'number' || concepts.length !== 1) return;
    if (!TOTAL.has(concepts[0]!)) return;
    const parts: ArrayLike<number>[] = [];
    for (let at = index - 1; at >= 0; at -= 1) {
      const part = table.columns[at]!;
      if (part.kind !== 'number' || vocabulary.identifiers.has(at)) break;
      parts.push(part.values);
      if (parts.length < MIN_PARTS) continue;
      const adds = column.values.every(
        (total, row) =>
          !Number.isNaN(total) &&
          Math.abs(parts.reduce((sum, values) => sum + values[row]!, 0) - total) < 1e-9,
      );
      if (adds) {
        found = index;
        return;
      }
    }
  });
  totals.set(table, found);
  return found;
}

/** Words before a noun that count it: 'how many', 'the most', 'all', 'more than 3'. */
const COUNT_LEADS = new Set(['many', 'most', 'fewest', 'least', 'more', 'fewer', 'all']);

const counted = (words: readonly string[], index: number) =>
  COUNT_LEADS.has(words[index - 1] ?? '') || /^\d[\d,.]*$/.test(words[index - 1] ?? '');

/**
 * 'How many medals', 'the most medals', 'more than 3 medals' of a table whose gold, silver and
 * bronze columns add up to 'total': a plural noun no header, value or rule explains is what the
 * row total counts, when counted ('how many', 'the most', 'all', a number). A singular ('the medal winners') is left unmatched: it may qualify the rows.
 */
export function totalledNouns(
  state: ReadingState,
  named: readonly Mention[],
  asks: (index: number) => boolean,
): Mention[] {
  const { question, table, vocabulary, used } = state;
  const column = rowTotalColumn(table, vocabulary);
  if (column === null) return [];
  const mentioned = new Set(named.flatMap((mention) => mention.positions));
  const columns = new Set(named.flatMap((mention) => mention.columns));
  return question.words.flatMap((word, index) => {
    if (used[index] || state.naming[index] || mentioned.has(index)) return [];
    if (asks(index) || !/^[a-z]{3,}[^s]s$/.test(word) || !counted(question.words, index)) return [];
    // 'gold medals': what the named column counts (read aside), not the total as well.
    if (columns.size > 0 && mentioned.has(index - 1)) return [];
    return [
      {
        columns: [column],
        positions: [index],
        matched: 1,
        full: true,
        implied: false,
        aliased: true,
      },
    ];
  });
}
