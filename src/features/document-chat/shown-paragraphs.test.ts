import type { SourcePassage } from '@/lib/documents/types';
import { shownParagraphs } from './shown-paragraphs';

const text = 'Sick leave\n\nFour hours a period.\n\nAsk your manager first. Then log it.';
const passage = (fields: Partial<SourcePassage>): SourcePassage => ({
  text,
  location: { kind: 'paragraphs', first: 1, last: 3, section: 'Sick leave' },
  locationLabel: 'Sick leave, paragraphs 1-3',
  cited: true,
  ...fields,
});

test('a passage is shown paragraph by paragraph, its section heading as a heading', () => {
  expect(shownParagraphs(passage({ cited: false }))).toEqual([
    { text: 'Sick leave', heading: true, highlights: [] },
    { text: 'Four hours a period.', heading: false, highlights: [] },
    { text: 'Ask your manager first. Then log it.', heading: false, highlights: [] },
  ]);
});

test('only the quoted sentence of a cited passage is highlighted, in its own paragraph', () => {
  const start = text.indexOf('Then log it.');
  const shown = shownParagraphs(passage({ highlights: [{ start, end: start + 12 }] }));
  expect(shown.map((paragraph) => paragraph.highlights)).toEqual([
    [],
    [],
    [{ start: 24, end: 36 }],
  ]);
});

test('a range across paragraphs is cut at their ends; a cited passage without one is all cited', () => {
  const across = shownParagraphs(passage({ highlights: [{ start: 5, end: 16 }] }));
  expect(across.map((paragraph) => paragraph.highlights)).toEqual([
    [{ start: 5, end: 10 }],
    [{ start: 0, end: 4 }],
    [],
  ]);
  const whole = shownParagraphs(passage({}));
  expect(whole.map((paragraph) => paragraph.highlights)).toEqual(
    whole.map((paragraph) => [{ start: 0, end: paragraph.text.length }]),
  );
});
