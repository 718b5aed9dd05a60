import { answerTableQuestion } from '@/lib/documents/answer/tables/answer-table-question';
import type { VisibleTable } from '@/lib/documents/types';

/**
 * The answer from figures to a question asked first in a conversation; any other reply (asked
 * back, left to the passages) fails the test with what was replied.
 */
export function tableAnswerTo(question: string, tables: VisibleTable[]) {
  const reply = answerTableQuestion(question, tables, { previous: null, chosen: null });
  if (reply?.kind !== 'table-answer') throw new Error(`Not answered: ${JSON.stringify(reply)}`);
  return reply;
}
