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
  return numberOfColumnRead(nounCountRead(headcountRead(question, tables), tables), tables);
}

/** A number column's header that counts a thing on each row: 'Number of Items', `no_of_boxes`. */
const NUMBER_OF_HEADER = /^(?:number|no|num)\s+of\s+([\p{L}]+)$/u;

/**
 * The question with 'how many items' read as 'what number of items', and 'what percentage of
 * all items' as 'what percentage of the number of items', where a number column is headed
 * 'Number of Items': each row counts its items there, so the items asked are that column's sum,
 * not the rows nor the kinds in an `Item` column beside it ('how many different items' still
 * counts the kinds; a plural said in another form is left as it is).
 */
function numberOfColumnRead(question: string, tables: readonly VisibleTable[]): string {
  const counted = new Set(
    tables.flatMap(({ table }) =>
      table.columns.flatMap((column) => {
        if (column.kind !== 'number') return [];
        const noun = NUMBER_OF_HEADER.exec(fold(spaced(column.name)).trim())?.[1];
        return noun ? [noun] : [];
      }),
    ),
  );
  if (counted.size === 0) return question;
  return question
    .replace(/\bhow many\s+([\p{L}]+)/giu, (said: string, noun: string) =>
      counted.has(noun.toLowerCase()) ? `what number of ${noun}` : said,
    )
    .replace(SHARE_OF_NOUN, (said: string, lead: string, noun: string) =>
      counted.has(noun.toLowerCase()) ? `${lead} of the number of ${noun}` : said,
    );
}

/** 'What percentage of all items', 'the share of the items': a part of what the column counts. */
const SHARE_OF_NOUN =
  /\b(percentage|percent|share|proportion|fraction)\s+of\s+(?:(?:all|the)\s+)?([\p{L}]+)/giu;

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
