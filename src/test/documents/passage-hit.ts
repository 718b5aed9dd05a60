import { passageExcerpt } from '@/lib/documents/answer/highlight';
import type { PassageHit, PassageLocation } from '@/lib/documents/types';

/** A search hit on a passage of 'policy.docx', as the library hands one to the answer side. */
export function passageHit(
  text: string,
  matchedTerms: string[],
  {
    id = '1',
    score = 1,
    location = { kind: 'paragraphs', first: 3, last: 4 },
  }: { id?: string; score?: number; location?: PassageLocation } = {},
): PassageHit {
  return {
    passageId: id,
    score,
    matchedTerms,
    ...passageExcerpt(text, matchedTerms),
    text,
    citation: {
      documentId: 'doc-1',
      documentName: 'policy.docx',
      location,
      locationLabel: 'paragraphs 3-4',
      classification: 'Public',
    },
  };
}
