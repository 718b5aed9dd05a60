import { directAnswer } from './direct-answer';
import { highlightSegments } from './highlight';
import type { Citation, PassageHit } from '../types';

const citation: Citation = {
  documentId: 'doc-1',
  documentName: 'policy.docx',
  location: { kind: 'paragraphs', first: 3, last: 4 },
  locationLabel: 'paragraphs 3-4',
  classification: 'Public',
};

function hit(text: string, terms: string[]): PassageHit {
  return {
    passageId: '1',
    score: 1,
    matchedTerms: terms,
    segments: highlightSegments(text, terms),
    citation,
  };
}

test('the sentence with the most different matched words answers, with the passage citation', () => {
  const text =
    'Returns are welcome. Gift cards can be returned unused. Gift cards are not refundable once any balance is spent! Exchanges are free.';
  expect(
    directAnswer(hit(text, ['gift', 'card', 'refundable']), 'Are gift cards refundable?'),
  ).toEqual({
    text: 'Gift cards are not refundable once any balance is spent!',
    citation,
  });
});

test('in a spreadsheet passage, a row answers, never the header it opens with', () => {
  const text = 'Store | Manager\nPinecrest | Leila Farahani\nNorthgate | Hamid Rahimi';
  const rows = { ...citation, location: { kind: 'rows' as const, first: 1, last: 3 } };
  const answer = directAnswer(
    { ...hit(text, ['pinecrest', 'store']), citation: rows },
    'Pinecrest store',
  );
  expect(answer?.text).toBe('Pinecrest | Leila Farahani');
});

test('a sentence holding one word of a longer question does not answer it', () => {
  const text = 'Swaps are allowed when the manager approves them.';
  expect(directAnswer(hit(text, ['allowed']), 'Are we allowed to detain a shoplifter?')).toBeNull();
});

test('an excerpt cut short loses its cut marks; no match, no direct answer', () => {
  const long = `${'Filler words go here. '.repeat(20)}The float is 150 pounds in coins and notes.`;
  expect(directAnswer(hit(long, ['float']), 'float?')?.text).toBe(
    'The float is 150 pounds in coins and notes.',
  );
  expect(directAnswer(hit('Nothing relevant here.', ['float']), 'float?')).toBeNull();
});
