import type { DataTable, TableColumn } from '../../types';
import type { QuestionWords } from '../question';
import type { Mention } from './column-mentions';
import { fold, wordsOf } from './lexicon';

/**
 * 'more than two engines' naming `engine` (Turbo-fan …) and `engines` (2) alike, as their words
 * stem the same: the one header the question's word spells letter for letter is what it names;
 * but after a value of one of them ('turbo-jet engines') the word is that value's column.
 */
export function keepSpelledHeaders(
  table: DataTable,
  question: QuestionWords,
  mentions: readonly Mention[],
): void {
  for (const mention of mentions) {
    const [at, ...rest] = mention.positions;
    if (mention.columns.length < 2 || at === undefined || rest.length > 0) continue;
    const word = question.words[at]!;
    const before = question.words[at - 1] ?? '';
    const headed = mention.columns.filter((column) => endsValueOf(table.columns[column]!, before));
    const spelled = mention.columns.filter((column) => fold(table.columns[column]!.name) === word);
    const kept = headed.length === 1 ? headed : spelled;
    if (kept.length === 1) mention.columns.splice(0, mention.columns.length, kept[0]!);
  }
}

/** Whether a word ends one of a text column's values ('jet' of Turbo-jet). */
function endsValueOf(column: TableColumn, word: string): boolean {
  if (column.kind !== 'text' || word === '') return false;
  return column.dictionary.some((value) => wordsOf(value).at(-1) === word);
}
