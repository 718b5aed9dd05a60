import { processTerm, tokenize } from '../text/terms';

/**
 * What the index keeps of a passage: its terms and their counts, no text. Plain data, so a
 * worker can make it and post it to the page, which then only appends it to the index.
 */
export interface PassageTerms {
  id: number;
  /** Distinct words (before stopwords and stemming) of the text: BM25's field length. */
  textLength: number;
  titleLength: number;
  /** Each term of the passage once… */
  terms: string[];
  /** …with how often it occurs in the text and in the title. */
  textCounts: number[];
  titleCounts: number[];
}

/** The terms of a passage's text and title (its document's name), with their counts. */
export function passageTerms(passage: { id: number; text: string; title: string }): PassageTerms {
  const terms: string[] = [];
  const textCounts: number[] = [];
  const titleCounts: number[] = [];
  const indexOf = new Map<string, number>();
  const count = (value: string, counts: number[]) => {
    const tokens = tokenize(value);
    for (const token of tokens) {
      const term = processTerm(token);
      if (term === null) continue;
      let at = indexOf.get(term);
      if (at === undefined) {
        at = terms.length;
        indexOf.set(term, at);
        terms.push(term);
        textCounts.push(0);
        titleCounts.push(0);
      }
      counts[at] = counts[at]! + 1;
    }
    // Field lengths as MiniSearch counted them, so scores stay what they were.
    return new Set(tokens).size;
  };
  const textLength = count(passage.text, textCounts);
  const titleLength = count(passage.title, titleCounts);
  return { id: passage.id, textLength, titleLength, terms, textCounts, titleCounts };
}
