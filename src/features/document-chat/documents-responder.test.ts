import type { Citation } from '@machines/chat/chat.types';
import { directAnswer } from '@/lib/documents/answer/direct-answer';
import type { DocumentsReply } from '@/lib/documents/types';
import { passageHit } from '@/test/documents/passage-hit';
import { toAgentReply } from './documents-responder';

const canned = () => ({ text: 'canned' });
const filler = Array.from({ length: 25 }, (_, index) => `Note ${index} is here.`).join(' ');
const text = `${filler} Gift cards are not refundable once spent. ${filler}`;
const hits = [passageHit(text, ['gift', 'card', 'refundable'])];

async function citationsOf(reply: DocumentsReply): Promise<Citation[]> {
  const { answer, blocks = [] } = await toAgentReply(reply, canned);
  return [
    ...(answer?.citations ?? []),
    ...blocks.flatMap((block) => (block.kind === 'passage' ? [block.citation] : [])),
  ];
}

const answerReply = (question: string): DocumentsReply => {
  const { direct, passages } = directAnswer(hits, question);
  return { kind: 'answer', question, direct, message: '', passages, searchedDocuments: 1 };
};

test("the answer's citations quote its sentence in the passage, for the viewer to mark", async () => {
  const sentence = 'Gift cards are not refundable once spent.';
  const start = text.indexOf(sentence);
  const citations = await citationsOf(answerReply('Are gift cards refundable?'));
  expect(citations.map((citation) => citation.quote)).toEqual([
    { start, end: start + sentence.length },
    { start, end: start + sentence.length },
  ]);
});

test("without an answering sentence, a passage's citation quotes the excerpt the reply shows", async () => {
  // A question for a day: the passage holds none, so no sentence answers it. ('When are they
  // refundable?' is answered by the condition 'once spent'.)
  const reply = answerReply('Which day are gift cards refundable?');
  expect(reply).toMatchObject({ direct: null });
  const [citation] = await citationsOf(reply);
  const { start, end } = citation!.quote!;
  expect(text.slice(start, end)).toContain('Gift cards are not refundable once spent.');
  expect(end - start).toBeLessThan(text.length / 2);
});
