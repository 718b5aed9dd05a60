import { sourceExcerpt } from './source-excerpt';
import type { OcrWord, Passage } from '../types';

const word = (text: string, left: number): OcrWord => ({
  text,
  box: [left, 0.1, left + 0.1, 0.12],
});

const passages: Passage[] = [1, 2].map((page) => ({
  id: page,
  documentId: 'scan',
  text: `page ${page} text`,
  title: 'scan.pdf',
  location: { kind: 'page', page },
}));

test("a scan's source carries the words OCR read on the cited page, for the viewer to mark", () => {
  const document = {
    id: 'scan',
    name: 'scan.pdf',
    format: 'pdf' as const,
    classification: 'Public' as const,
    tables: [],
    ocrWords: [
      { page: 1, words: [word('Opening', 0.1)] },
      { page: 2, words: [word('Delivery', 0.1), word('note', 0.3)] },
    ],
  };
  const result = sourceExcerpt(document, passages, { documentId: 'scan', passageId: '2' }, null);
  expect(result.status === 'found' && result.source.ocrWords).toEqual([
    word('Delivery', 0.1),
    word('note', 0.3),
  ]);
  const typed = sourceExcerpt(
    { ...document, ocrWords: undefined },
    passages,
    { documentId: 'scan', passageId: '2' },
    null,
  );
  expect(typed.status === 'found' && typed.source.ocrWords).toBeUndefined();
});
