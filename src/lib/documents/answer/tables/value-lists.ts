import { saysHow, type Intent, type QuestionWords } from '../question';
import type { Mention } from './column-mentions';
import type { DateExtreme } from './date-extremes';
import type { ReadingState } from './reading-state';

const LIST_VERBS = new Set(['list', 'show', 'name', 'enumerate']);

/**
 * 'List the countries', 'show me all regions', 'what are the categories?', 'which regions are
 * there?': the values of a column are asked for, not a figure.
 */
export function asksForList({ words }: QuestionWords): boolean {
  if (LIST_VERBS.has(words[0] ?? '')) return true;
  const asking = words[0] === 'what' || words[0] === 'which';
  const thereAre = words.at(-2) === 'are' && words.at(-1) === 'there';
  return asking && (thereAre || (words[1] === 'are' && ['the', 'all'].includes(words[2] ?? '')));
}

/**
 * The text column whose values a listing question asks for ('what are the regions?'), or the
 * date column one names ('what is the ship date of …'); none when it asks for a figure ('what
 * are the total monthly charges of all customers?').
 */
export function listedColumn(
  state: ReadingState,
  roles: { others: readonly Mention[]; numbers: readonly Mention[]; dateColumn: number | null },
  intent: Intent,
  extreme: DateExtreme | null,
): number | null {
  const { others, numbers, dateColumn } = roles;
  if (numbers.length > 0 || saysHow(intent)) return null;
  // 'What is the ship date of order CA-2016-152156': the date column named, with no period
  // ('when was the last order shipped' asks the latest one).
  if (dateColumn !== null && extreme === null) return dateColumn;
  if (!asksForList(state.question)) return null;
  const isText = (column: number) => state.table.columns[column]!.kind === 'text';
  const [only] = others.filter((mention) => mention.columns.some(isText));
  return only?.columns.find(isText) ?? null;
}
