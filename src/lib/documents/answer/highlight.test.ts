import { passageExcerpt, segmentsToRanges } from './highlight';

const highlightSegments = (...args: Parameters<typeof passageExcerpt>) =>
  passageExcerpt(...args).segments;
import { processTerm, queryTerms, stem } from '../text/terms';

test('terms: lower case, accents folded, stopwords dropped, plurals stemmed', () => {
  expect(processTerm('Müller')).toBe('muller');
  expect(processTerm('the')).toBeNull();
  expect(processTerm('x')).toBeNull();
  expect(processTerm('7')).toBe('7');
  expect(['policies', 'razors', 'boxes', 'glasses', 'status', 'bus', 'gas'].map(stem)).toEqual([
    'policy',
    'razor',
    'box',
    'glass',
    'status',
    'bus',
    'gas',
  ]);
  expect(queryTerms('What is the refund policy for refunds?')).toEqual(['refund', 'policy']);
});

test('highlights matched words, keeping the text exactly', () => {
  const segments = highlightSegments('Refunds take five days. The refund goes to the card.', [
    'refund',
    'card',
  ]);
  expect(segments.map((segment) => segment.text).join('')).toBe(
    'Refunds take five days. The refund goes to the card.',
  );
  expect(segments.filter((segment) => segment.highlighted).map((segment) => segment.text)).toEqual([
    'Refunds',
    'refund',
    'card',
  ]);
});

test('long passages are cut to an excerpt around the densest matches', () => {
  const filler = Array.from({ length: 100 }, (_, index) => `word${index}`).join(' ');
  const text = `${filler} the gift card is not refundable ${filler}`;
  const { segments, excerpt: range } = passageExcerpt(text, ['gift', 'card', 'refundable']);
  const excerpt = segments.map((segment) => segment.text).join('');
  expect(excerpt).toBe(`… ${text.slice(range.start, range.end)} …`);
  expect(excerpt.startsWith('… ')).toBe(true);
  expect(excerpt.endsWith(' …')).toBe(true);
  expect(excerpt).toContain('the gift card is not refundable');
  expect(excerpt.split(/\s+/).length).toBeLessThan(70);
  expect(segments.filter((segment) => segment.highlighted).map((segment) => segment.text)).toEqual([
    'gift',
    'card',
    'refundable',
  ]);
});

test('an excerpt that must show the answering sentence is cut around it', () => {
  const filler = Array.from({ length: 100 }, (_, index) => `word${index}`).join(' ');
  const answer = 'Sabbaticals come after 5 years.';
  const text = `the gift card ${filler} ${answer} ${filler}`;
  const start = text.indexOf(answer);
  const excerpt = (focus?: { start: number; end: number }) =>
    highlightSegments(text, ['gift', 'card'], focus)
      .map((segment) => segment.text)
      .join('');
  expect(excerpt()).not.toContain(answer);
  expect(excerpt({ start, end: start + answer.length })).toContain(`word99 ${answer} word0`);
});

test('no matched words: the start of the passage, nothing highlighted', () => {
  const segments = highlightSegments('Plain text only.', []);
  expect(segments).toEqual([{ text: 'Plain text only.', highlighted: false }]);
});

test('segments convert to one text with highlight offsets', () => {
  const segments = highlightSegments('Gift cards are not refundable.', ['gift', 'refundable']);
  const { text, highlights } = segmentsToRanges(segments);
  expect(text).toBe('Gift cards are not refundable.');
  expect(highlights.map(({ start, end }) => text.slice(start, end))).toEqual([
    'Gift',
    'refundable',
  ]);
});
