import type { DataTable } from '../../types';
import type { QuestionWords } from '../question';
import type { TableVocabulary, ValueEntry } from './table-vocabulary';

/** The words a reading has used, and the table's own words it reads them with. */
export interface ReadingState {
  question: QuestionWords;
  table: DataTable;
  vocabulary: TableVocabulary;
  /** Question words already explained by a value, a numbered header, a date or a condition. */
  used: boolean[];
  /** Question words that name the table itself (its file, its sheet). */
  naming: boolean[];
}

/** How many words back a value may start before the word it is read with. */
const VALUE_REACH = [1, 2, 3];

/**
 * The values read just before a word, the nearest first ('gift card' before 'payment', 'return'
 * before 'rate'): each phrase of up to three words ending there that the reading took as a value.
 */
export function valuesReadBefore(
  { question, vocabulary, used }: ReadingState,
  index: number,
): ValueEntry[][] {
  return VALUE_REACH.flatMap((back) => {
    if (index < back || !used[index - back]) return [];
    const entries = vocabulary.values.get(question.stems.slice(index - back, index).join(' '));
    return entries ? [entries] : [];
  });
}
