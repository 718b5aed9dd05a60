import type { DocumentsReply, Passage } from '@/lib/documents/types';
import type { ProseQuestion } from './questions';
import { fold } from './table-answers';

/**
 * The passages that hold a question's fact: those whose text contains `mustContain` (case and
 * spacing aside). Every engine is scored against these same passages, by id.
 */
export function answeringPassages(question: ProseQuestion, passages: readonly Passage[]) {
  const fact = fold(question.mustContain);
  return new Set(passages.filter((passage) => fold(passage.text).includes(fact)).map((p) => p.id));
}

export interface ProseVerdict {
  /** One of the passages the reply cites holds the fact. */
  factFound: boolean;
  /** The bold direct answer holds the expected phrase (or another way of writing it). */
  directRight: boolean;
  /** What the reply said first: its direct answer, else its kind and message. */
  got: string;
}

/**
 * A reply to a prose question. The fact is found when a cited passage holds it: the whole
 * passage, which the citation opens, not only the excerpt the answer shows around the matched
 * words (its length is the highlighter's choice, not a ranking result).
 */
export function judgeProseReply(
  reply: DocumentsReply,
  question: ProseQuestion,
  answering: ReadonlySet<number>,
): ProseVerdict {
  if (reply.kind !== 'answer') {
    const said = 'message' in reply ? `: ${reply.message}` : '';
    return { factFound: false, directRight: false, got: `${reply.kind}${said}` };
  }
  const direct = fold(reply.direct?.text ?? '');
  const phrases = [question.expectedDirect, ...(question.acceptAlso ?? [])].map(fold);
  return {
    factFound: reply.passages.some((hit) => answering.has(Number(hit.passageId))),
    directRight: direct !== '' && phrases.some((phrase) => direct.includes(phrase)),
    got: reply.direct ? reply.direct.text : 'no direct answer',
  };
}
