import { stem } from '../../text/terms';
import type { DataTable } from '../../types';
import type { QuestionWords } from '../question';
import { spaced } from './table-vocabulary';

/** A header word this long may be several written as one ('DEALSIZE', 'productline'). */
const MIN_RUN_TOGETHER = 6;
/** Question words joined at most to spell one header word ('quantity ordered'). */
const MAX_JOINED = 3;

const headerWords = new WeakMap<DataTable, Set<string>>();

/** The long words of a table's headers, lower-case letters only: 'productline', 'priceeach'. */
function longHeaderWords(table: DataTable): Set<string> {
  let words = headerWords.get(table);
  if (!words) {
    words = new Set(
      table.columns.flatMap((column) =>
        spaced(column.name)
          .toLowerCase()
          .split(/[^\p{L}]+/u)
          .filter((word) => word.length >= MIN_RUN_TOGETHER),
      ),
    );
    headerWords.set(table, words);
  }
  return words;
}

/**
 * The question with the words a header writes as one joined as it does: 'product line' is
 * PRODUCTLINE, 'deal size' DEALSIZE, 'quantity ordered' QUANTITYORDERED. Headers of exports
 * run words together in any way, so no word list could split them all; the question, read
 * against one table, says where they split.
 */
export function joinedForHeaders(question: QuestionWords, table: DataTable): QuestionWords {
  const long = longHeaderWords(table);
  if (long.size === 0) return question;
  const joined: QuestionWords = { written: [], words: [], stems: [], names: [] };
  const { written, words, stems, names } = question;
  for (let index = 0; index < words.length;) {
    const size = runSpelling(words, index, long);
    const word = size > 1 ? words.slice(index, index + size).join('') : words[index]!;
    joined.written.push(written.slice(index, index + size).join(' '));
    joined.words.push(word);
    joined.stems.push(size > 1 ? stem(word) : stems[index]!);
    joined.names.push(names[index]!);
    index += size;
  }
  return joined.words.length === words.length ? question : joined;
}

/** How many words from `index` spell a header word together (2 or 3), else 1. */
function runSpelling(words: readonly string[], index: number, long: ReadonlySet<string>): number {
  for (let size = MAX_JOINED; size >= 2; size -= 1) {
    if (index + size > words.length) continue;
    if (long.has(words.slice(index, index + size).join(''))) return size;
  }
  return 1;
}
