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
  return nounCountRead(headcountRead(question, tables), tables);
}

/** Whether a header of the tables holds a word the pattern matches whole ('Headcount', `review_count`). */
function headerWordIn(tables: readonly VisibleTable[], pattern: RegExp): boolean {
  return tables.some(({ table }) =>
    table.columns.some((column) =>
      (fold(spaced(column.name)).match(WRITTEN_WORD) ?? []).some((word) => pattern.test(word)),
    ),
  );
}

/** 'Headcount', 'head count': the count of the people a table lists, in one word or two. */
const HEADCOUNT = /\b(?<!number of )head[\s-]?counts?\b/giu;
const HEADCOUNT_HEADER = /^head(?:counts?)?$/;

/**
 * 'DC 3's headcount', 'the average monthly headcount': read as 'number of headcount', the count
 * of the staff it names, where no header holds the word ('Headcount' of a store's weekly KPIs is
 * that column's own figure).
 */
function headcountRead(question: string, tables: readonly VisibleTable[]): string {
  if (headerWordIn(tables, HEADCOUNT_HEADER)) return question;
  return question.replace(HEADCOUNT, 'number of headcount');
}

function nounCountRead(question: string, tables: readonly VisibleTable[]): string {
  if (headerWordIn(tables, COUNT_HEADER_WORD)) return question;
  return question.replace(NOUN_THEN_COUNT, (said: string, noun: string) =>
    NO_NOUN.has(noun.toLowerCase()) ? said : `number of ${noun}`,
  );
}
