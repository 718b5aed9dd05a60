import type { VisibleTable } from '../../types';
import { spaced } from './table-vocabulary';

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The question with each header it writes as the file does ('SalePriceMM', 'OrderQty') spaced
 * into the words the reader takes from that header ('Sale Price MM'), so it names the column as
 * 'the sale price of MM' would.
 */
export function headersSpacedIn(question: string, tables: readonly VisibleTable[]): string {
  const headers = new Map<string, string>();
  for (const { table } of tables)
    for (const { name } of table.columns) {
      const words = spaced(name);
      if (words !== name && name.match(WORD)?.[0] === name) headers.set(name.toLowerCase(), words);
    }
  return headers.size === 0
    ? question
    : question.replace(WORD, (word) => headers.get(word.toLowerCase()) ?? word);
}
