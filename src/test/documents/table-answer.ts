import { answerTableQuestion } from '@/lib/documents/answer/tables/answer-table-question';
import type { VisibleTable } from '@/lib/documents/types';

/** Whatever the tables reply to a question asked first in a conversation (null: the passages'). */
export function tableReplyTo(question: string, tables: VisibleTable[]) {
  return answerTableQuestion(question, tables, { previous: null, chosen: null });
}

/**
 * The answer from figures to a question asked first in a conversation; any other reply (asked
 * back, left to the passages) fails the test with what was replied.
 */
export function tableAnswerTo(question: string, tables: VisibleTable[]) {
  const reply = tableReplyTo(question, tables);
  if (reply?.kind !== 'table-answer') throw new Error(`Not answered: ${JSON.stringify(reply)}`);
  return reply;
}
