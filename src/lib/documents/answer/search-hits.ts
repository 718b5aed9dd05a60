import type { RankedPassage } from '../index/search-index';
import { formatLocation } from '../text/location';
import type { DocumentDetails, Passage, PassageHit } from '../types';
import { passageExcerpt } from './highlight';

/** Passages an answer shows at most (the library's default search limit). */
export const MAX_ANSWER_PASSAGES = 3;

/** A passage's text as a reader compares it: case and spacing aside. */
const readAs = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Ranked passages as an answer shows them: highlighted, with their citation. A passage whose
 * document is not among `visible` (removed in another tab between ranking and reading) is
 * left out, and so is one that repeats a better-ranked one (the same passage, or the same text
 * in a document uploaded twice): an answer never cites the same passage twice. `passages` are
 * the ranked ones' stored texts, in the same order.
 */
export function searchHits(
  ranked: readonly RankedPassage[],
  passages: readonly (Passage | undefined)[],
  visible: ReadonlyMap<string, DocumentDetails>,
): PassageHit[] {
  const cited = new Set<number | string>();
  return ranked.flatMap(({ score, terms }, at) => {
    const passage = passages[at];
    const document = passage && visible.get(passage.documentId);
    if (!passage || !document) return [];
    const text = readAs(passage.text);
    if (cited.has(passage.id) || cited.has(text)) return [];
    cited.add(passage.id).add(text);
    return [
      {
        passageId: String(passage.id),
        score,
        matchedTerms: terms,
        ...passageExcerpt(passage.text, terms),
        text: passage.text,
        citation: {
          documentId: document.id,
          documentName: document.name,
          location: passage.location,
          locationLabel: formatLocation(passage.location),
          classification: document.classification,
        },
      },
    ];
  });
}
