import type { Mention } from './column-mentions';
import { conceptsOf } from './lexicon';
import type { QuestionWords } from '../question';
import type { TableVocabulary } from './table-vocabulary';

/**
 * 'How many orders were received in September 2025', 'received last month': a verb's past form
 * alone names a figure word for word (`total_quantity_received`) and, by its base, the one date
 * column of when it was done (`receive_date`). Asked with a period and no date column named, it
 * says which dates the period is of, and no figure is asked for.
 */
export function readActionDate(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  roles: { dateColumn: number | null; numbers: Mention[] },
): void {
  if (roles.dateColumn !== null) return;
  for (const mention of roles.numbers) {
    if (mention.positions.length !== 1 || mention.full) continue;
    const word = question.words[mention.positions[0]!]!;
    if (!word.endsWith('ed')) continue;
    const said = conceptsOf(word);
    const dated = vocabulary.dates.filter((column) =>
      vocabulary.headers[column]!.concepts.some((concept) => said.includes(concept)),
    );
    if (dated.length !== 1) continue;
    roles.dateColumn = dated[0]!;
    roles.numbers = roles.numbers.filter((other) => other !== mention);
    return;
  }
}
