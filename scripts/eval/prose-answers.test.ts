import type { Citation, DocumentsReply, Passage } from '@/lib/documents/types';
import { answeringPassages, judgeProseReply } from './prose-answers';
import type { ProseQuestion } from './questions';

const location = { kind: 'paragraphs', first: 1, last: 2 } as const;
const passage = (id: number, text: string): Passage => ({
  id,
  documentId: 'handbook',
  text,
  title: 'handbook.txt',
  location,
});
const citation: Citation = {
  documentId: 'handbook',
  documentName: 'handbook.txt',
  location,
  locationLabel: 'paragraphs 1-2',
  classification: 'Private',
};

const question: ProseQuestion = {
  id: 'q-1',
  file: 'handbook.txt',
  question: 'How much sick leave can I bank?',
  kind: 'paraphrase',
  mustContain: 'cannot accrue more than 5 days',
  expectedDirect: '5 days',
  acceptAlso: ['five days'],
};

const passages = [
  passage(1, 'Vacation accrues monthly.'),
  passage(2, 'Employees CANNOT accrue more than\n5 days of sick leave.'),
];

const reply = (cited: number[], direct: string | null): DocumentsReply => ({
  kind: 'answer',
  question: question.question,
  direct: direct === null ? null : { text: direct, citation },
  message: '',
  passages: cited.map((id) => ({
    passageId: String(id),
    score: 1,
    matchedTerms: [],
    segments: [{ text: '…', highlighted: false }],
    excerpt: { start: 0, end: 1 },
    text: passages.find((made) => made.id === id)?.text ?? '',
    citation,
  })),
  searchedDocuments: 1,
});

test('the fact is found when a cited passage holds it, case and line breaks aside', () => {
  const answering = answeringPassages(question, passages);
  expect([...answering]).toEqual([2]);
  expect(judgeProseReply(reply([1, 2], null), question, answering).factFound).toBe(true);
  expect(judgeProseReply(reply([1], null), question, answering).factFound).toBe(false);
});

test('the direct answer is right when it holds the expected phrase or another way of writing it', () => {
  const answering = answeringPassages(question, passages);
  const judged = (direct: string | null) =>
    judgeProseReply(reply([2], direct), question, answering).directRight;
  expect(judged('You cannot accrue more than 5  days.')).toBe(true);
  expect(judged('Up to Five days.')).toBe(true);
  expect(judged('Vacation accrues monthly.')).toBe(false);
  expect(judged(null)).toBe(false);
});

test('a reply without passages finds nothing', () => {
  const noMatch: DocumentsReply = {
    kind: 'no-match',
    question: question.question,
    message: 'Nothing about that.',
    searchedDocuments: 1,
  };
  expect(judgeProseReply(noMatch, question, new Set([2]))).toEqual({
    factFound: false,
    directRight: false,
    got: 'no-match: Nothing about that.',
  });
});
