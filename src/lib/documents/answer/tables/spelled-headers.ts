import type { DataTable } from '../../types';
import type { QuestionWords } from '../question';
import type { Mention } from './column-mentions';
import { fold } from './lexicon';

/**
 * 'more than two engines' naming `engine` (Turbo-fan …) and `engines` (2) alike, as their words
 * stem the same: the one header the question's word spells letter for letter is what it names.
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
    const spelled = mention.columns.filter((column) => fold(table.columns[column]!.name) === word);
    if (spelled.length === 1) mention.columns.splice(0, mention.columns.length, spelled[0]!);
  }
}
