import type { DataTable } from '../../types';
import type { QuestionWords } from '../question';
import type { TableVocabulary } from './table-vocabulary';

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
