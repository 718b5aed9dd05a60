import MiniSearch, { type SearchOptions } from 'minisearch';
import { processTerm, tokenize } from './terms';
import type { PassageLocation } from './types';
import { yieldToMain } from './yield';

export interface IndexedPassage {
  id: number;
  documentId: string;
  text: string;
  /** The document's name (and sheet), searched with a lower weight than the text. */
  title: string;
  location: PassageLocation;
}

export interface RankedPassage {
  passage: IndexedPassage;
  score: number;
  /** Index terms that matched, after prefix and typo expansion. */
  terms: string[];
}

/** Work done between two yields to the browser while indexing (well under a 50 ms frame budget). */
const SLICE_MS = 8;

/** Results below this share of the best score are noise from a stray prefix or typo match. */
export const RELATIVE_SCORE_FLOOR = 0.25;

export const SEARCH_OPTIONS: SearchOptions = {
  boost: { text: 1, title: 0.4 },
  combineWith: 'OR',
  // Prefix matches from three letters ('refun' finds 'refund'), typo tolerance from five
  // ('recieve' finds 'receive'): one edit up to nine letters, two beyond.
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
  weights: { fuzzy: 0.35, prefix: 0.5 },
};

/**
 * One company's passages in a MiniSearch index (BM25+ ranking). Documents are told apart
 * by a filter that runs on candidates before they are sorted, so hidden passages never take
 * a place among the results.
 */
export class PassageIndex {
  private readonly miniSearch = new MiniSearch<IndexedPassage>({
    fields: ['text', 'title'],
    storeFields: [],
    tokenize,
    processTerm,
    searchOptions: SEARCH_OPTIONS,
  });

  private readonly passages = new Map<number, IndexedPassage>();

  get size(): number {
    return this.passages.size;
  }

  /**
   * Adds passages in time slices, yielding to the browser between slices so the page stays
   * responsive. On abort, the passages added so far are removed again and the error thrown.
   */
  async addAll(
    passages: readonly IndexedPassage[],
    options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
  ): Promise<void> {
    let next = 0;
    try {
      while (next < passages.length) {
        options.signal?.throwIfAborted();
        const sliceEnd = performance.now() + SLICE_MS;
        do {
          const passage = passages[next]!;
          this.miniSearch.add(passage);
          this.passages.set(passage.id, passage);
          next += 1;
        } while (next < passages.length && performance.now() < sliceEnd);
        options.onProgress?.(next / passages.length);
        if (next < passages.length) await yieldToMain();
      }
      options.signal?.throwIfAborted();
    } catch (error) {
      this.removeAll(passages.slice(0, next).map((passage) => passage.id));
      throw error;
    }
  }

  removeAll(ids: readonly number[]): void {
    for (const id of ids) {
      if (!this.passages.has(id)) continue;
      this.miniSearch.discard(id);
      this.passages.delete(id);
    }
  }

  /** Passages matching the question among the visible documents, best first. */
  rank(
    question: string,
    isVisible: (documentId: string) => boolean,
    limit: number,
  ): RankedPassage[] {
    const results = this.miniSearch.search(question, {
      filter: (result) => {
        const passage = this.passages.get(result.id as number);
        return passage !== undefined && isVisible(passage.documentId);
      },
    });
    const best = results[0]?.score ?? 0;
    return results
      .filter((result) => result.score >= best * RELATIVE_SCORE_FLOOR)
      .slice(0, limit)
      .map((result) => ({
        passage: this.passages.get(result.id as number)!,
        score: result.score,
        terms: result.terms,
      }));
  }
}
