import type { VisibleTable } from '../../types';
import { isCommonWord } from './compound-headers';
import { spaced } from './table-vocabulary';

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The question with each header it writes as the file does ('SalePriceMM', 'OrderQty') spaced
 * into the words the reader takes from that header ('Sale Price MM'), so it names the column as
 * 'the sale price of MM' would.
 */
export function headersSpacedIn(question: string, tables: readonly VisibleTable[]): string {
  const headers = new Map<string, string>();
  const initialisms = new Set<string>();
  for (const { table } of tables)
    for (const { name } of table.columns) {
      const words = spaced(name);
      if (words !== name && name.match(WORD)?.[0] === name) headers.set(name.toLowerCase(), words);
      for (const word of words.toLowerCase().split(/[^\p{L}]+/u))
        if (INITIALISM.test(word) && !isCommonWord(word)) initialisms.add(word);
    }
  const asked = [...initialisms].reduce(initialismFor, question);
  return headers.size === 0
    ? asked
    : asked.replace(WORD, (word) => headers.get(word.toLowerCase()) ?? word);
}

/**
 * A header word that may stand for a phrase by its initials ('cogs', 'ebit'): four or five letters
 * and no common word ('age' is not 'average gross earnings', nor 'app' 'average price of paid').
 */
const INITIALISM = /^[a-z]{4,5}$/;
/** Small words a phrase's initials may skip ('estimated time of arrival': ETA). */
const SKIPPED = new Set(['of', 'and', 'the', 'to', 'per', 'a', 'an', 'on', 'in', 'for', '&']);

/**
 * 'The total cost of goods sold' where a header is cogs_usd: a phrase of three words or more
 * whose initials spell a header's word (small words read or skipped) is written as that word.
 */
function initialismFor(question: string, initialism: string): string {
  const words = [...question.matchAll(/[\p{L}&]+/gu)];
  for (let start = 0; start < words.length; start += 1) {
    let letter = 0;
    let at = start;
    while (at < words.length && letter < initialism.length) {
      const word = words[at]![0].toLowerCase();
      if (word[0] === initialism[letter]) letter += 1;
      else if (!SKIPPED.has(word) || at === start) break;
      at += 1;
    }
    if (letter === initialism.length && at - start >= 3) {
      const from = words[start]!.index;
      const last = words[at - 1]!;
      return `${question.slice(0, from)}${initialism}${question.slice(last.index + last[0].length)}`;
    }
  }
  return question;
}
