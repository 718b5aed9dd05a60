import type { VisibleTable } from '../../types';
import { stem } from '../../text/terms';
import { fold, wordsOf } from './lexicon';
import { spaced } from './table-vocabulary';

/**
 * 'spend nothing on advertising', 'spent more than 500 on TV', 'spends 0 on ads': an amount
 * spent, then what it was spent on.
 */
const SPENT_ON =
  /\b(?:spend|spends|spent|spending)\s+(nothing|(?:(?:(?:more|less)\s+than|over|under|above|below|at\s+least|at\s+most)\s+)?[$£€]?\d[\d,]*(?:\.\d+)?)\s+on\s+(\p{L}[\p{L}\p{N}_-]*)/giu;

/**
 * The question with 'stores that spend nothing on advertising' read as 'stores that have no
 * advertising', and 'spent more than 500 on TV' as 'have TV more than 500', where what was spent
 * on is a word of a header (an `Advertising` or `tv_spend` column): that column holds what each
 * row spent on it, and the verb names no other money ('spend' alone is the money column).
 */
export function spentOnRead(question: string, tables: readonly VisibleTable[]): string {
  const headerWords = new Set(
    tables.flatMap(({ table }) =>
      table.columns.flatMap(({ name }) => wordsOf(spaced(name)).map(stem)),
    ),
  );
  return question.replace(SPENT_ON, (said, amount: string, target: string) => {
    if (!headerWords.has(stem(fold(target)))) return said;
    return /^nothing$/i.test(amount) ? `have no ${target}` : `have ${target} ${amount}`;
  });
}
