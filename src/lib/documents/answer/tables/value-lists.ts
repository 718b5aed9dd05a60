import { saysHow, type Intent, type QuestionWords } from '../question';
import type { Mention } from './column-mentions';
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
 * The text column whose values a listing question asks for ('what are the regions?'); none
 * when it asks for a figure ('what are the total monthly charges of all customers?').
 */
export function listedColumn(
  state: ReadingState,
  { others, numbers }: { others: readonly Mention[]; numbers: readonly Mention[] },
  intent: Intent,
): number | null {
  if (!asksForList(state.question) || numbers.length > 0 || saysHow(intent)) return null;
  const isText = (column: number) => state.table.columns[column]!.kind === 'text';
  const [only] = others.filter((mention) => mention.columns.some(isText));
  return only?.columns.find(isText) ?? null;
}
