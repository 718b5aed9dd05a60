import type { VisibleTable } from '../../types';
import { fold, WRITTEN_WORD } from './lexicon';
import { spaced } from './table-vocabulary';

/** 'Order count', 'review counts': a noun, then the word that counts it. */
const NOUN_THEN_COUNT = /\b([\p{L}][\p{L}-]*)\s+counts?\b/giu;
/** Words before 'count' that name no counted thing ('the total count', 'an exact count'). */
const NO_NOUN = new Set(['the', 'a', 'an', 'total', 'overall', 'final', 'grand', 'exact', 'full']);
const COUNT_HEADER_WORD = /^(?:counts?|cnt)$/;

/**
 * The question with 'order count by region', 'monthly review count' read as 'number of order by
 * region', 'monthly number of review', where no header holds the word 'count' (`review_count`
 * is read as written).
 */
export function countAfterNounRead(question: string, tables: readonly VisibleTable[]): string {
  const headed = tables.some(({ table }) =>
    table.columns.some((column) =>
      (fold(spaced(column.name)).match(WRITTEN_WORD) ?? []).some((word) =>
        COUNT_HEADER_WORD.test(word),
      ),
    ),
  );
  if (headed) return question;
  return question.replace(NOUN_THEN_COUNT, (said: string, noun: string) =>
    NO_NOUN.has(noun.toLowerCase()) ? said : `number of ${noun}`,
  );
}
