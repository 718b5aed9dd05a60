import type { Mention } from './column-mentions';
import type { ReadingState } from './reading-state';
import { IDENTIFIER_WORDS } from './lexicon';
import { isYearColumn } from './year-values';

const LATEST_WORDS = new Set(['latest', 'last', 'recent', 'recently', 'newest', 'final']);
const EARLIEST_WORDS = new Set(['earliest', 'first', 'oldest']);

/**
 * The date column whose latest ('max') or earliest ('min') date is asked, or the time from one
 * to the other ('range': 'how many days between the first and last order').
 */
export interface DateExtreme {
  column: number;
  reduction: 'max' | 'min' | 'range';
  /** 'Which outlet was established earliest', 'who…': one group (or those tied), not each. */
  one?: true;
}

/** Words opening a question that asks for one group ('which outlet…', 'who…'). */
const ONE_ASKED = new Set(['which', 'who']);

/**
 * 'What is the most recent hire date?', 'when was the last employee hired?', 'the earliest
 * order date', 'who was hired most recently?': the latest or earliest date of a date column
 * the question names ('hired' names hire_date, 'order' Order Date). Null when the question
 * names a figure to compute, or no such word is left unread ('sales in the last month' is a
 * period, read before).
 */
export function dateExtremeOf(
  { question, table, vocabulary, used }: ReadingState,
  mentions: readonly Mention[],
  numbers: readonly Mention[],
): DateExtreme | null {
  // 'What year was the oldest aircraft built': a column of years is read as dates are.
  const isDate = (column: number) =>
    table.columns[column]!.kind === 'date' || isYearColumn(vocabulary, column);
  if (numbers.some(({ columns }) => !columns.every(isDate))) return null;
  const { words } = question;
  // 'last' of 'the last name' names a column; of 'the last employee hired' it orders. So does
  // 'first' read with the header's next word ('first associated' of FIRST_ASSOCIATED_DATE).
  const free = (index: number) =>
    !used[index] &&
    !mentions.some(
      (mention) => (mention.full || mention.matched > 1) && mention.positions.includes(index),
    );
  const at = words.findIndex(
    (word, index) => (LATEST_WORDS.has(word) || EARLIEST_WORDS.has(word)) && free(index),
  );
  if (at < 0) return null;
  // 'When was the last order shipped': the date the verb names (Ship Date), not Order Date;
  // 'the first order' of an Order ID column: the date column named by the same word.
  const { headers } = vocabulary;
  const sharesWord = (date: number, column: number) =>
    headers[column]!.concepts.some(
      (concept) =>
        concept !== 'date' &&
        !IDENTIFIER_WORDS.has(concept) &&
        headers[date]!.concepts.includes(concept),
    );
  const dateOf = ({ columns }: Mention) =>
    columns.find(isDate) ??
    vocabulary.dates.find((date) => columns.some((column) => sharesWord(date, column)));
  const column = [...mentions]
    .sort(
      (a, b) =>
        Number(b.full) - Number(a.full) ||
        b.matched - a.matched ||
        Math.max(...b.positions) - Math.max(...a.positions),
    )
    .map(dateOf)
    .find((found) => found !== undefined);
  if (column === undefined) return null;
  used[at] = true;
  const other = LATEST_WORDS.has(words[at]!) ? EARLIEST_WORDS : LATEST_WORDS;
  const otherEnd = words.findIndex((word, index) => other.has(word) && free(index));
  if (otherEnd < 0) {
    const one = ONE_ASKED.has(words[0] ?? '') ? { one: true as const } : {};
    return { column, reduction: LATEST_WORDS.has(words[at]!) ? 'max' : 'min', ...one };
  }
  // 'How long between the first and the last order': the span is what 'how long' asks.
  const howLong = words.findIndex((word, index) => word === 'long' && words[index - 1] === 'how');
  for (const index of [otherEnd, howLong, howLong - 1]) if (index >= 0) used[index] = true;
  return { column, reduction: 'range' };
}
