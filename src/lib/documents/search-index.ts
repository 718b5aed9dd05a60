import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { processTerm, queryTerms, tokenize } from './terms';
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

/** Prefix matching from this many letters ('refun' finds 'refund'). */
const PREFIX_MIN_LENGTH = 4;
/** Typo tolerance from this many letters: one edit ('stapler' finds 'staples')… */
const FUZZY_MIN_LENGTH = 5;
/** …and two edits from this many ('recieve' finds 'receive', a swap being two edits). */
const FUZZY_TWO_EDITS_LENGTH = 7;
/**
 * Words an unknown query word may expand to, the most frequent first, until they cover this
 * many passages between them: scoring cost grows with every passage an expansion brings in.
 */
const MAX_EXPANSIONS = 8;
const EXPANSION_PASSAGE_BUDGET = 1500;
/** Expanded words count for less than the word itself, as in MiniSearch's own defaults. */
const PREFIX_WEIGHT = 0.5;
const FUZZY_WEIGHT = 0.35;
const TITLE_BOOST = 0.4;

/**
 * A word in more than this share of the passages (and at least COMMON_MIN_PASSAGES of them)
 * hardly tells passages apart, yet scoring it touches every one of them: when a question
 * also has rarer words, it is searched with those only.
 */
const COMMON_SHARE = 0.2;
const COMMON_MIN_PASSAGES = 1000;
/**
 * Known words are searched rarest first while the passages they occur in add up to at most
 * this many (the rarest is always searched): the rarer words decide the ranking anyway.
 */
const KNOWN_PASSAGE_BUDGET = 6000;

export const SEARCH_OPTIONS: SearchOptions = {
  boost: { text: 1, title: TITLE_BOOST },
  combineWith: 'OR',
  // Prefix and typo expansion are planned in `queryFor`, with bounds MiniSearch lacks.
  prefix: false,
  fuzzy: false,
  // Questions arrive as processed terms, so they are not processed twice.
  tokenize: (text) => text.split(' '),
  processTerm: (term) => term,
};

interface TermEntry {
  count: number;
  lastPassage: number;
}

/**
 * One company's passages in a MiniSearch index (BM25+ ranking). Documents are told apart
 * by a filter that runs on candidates before they are sorted, so hidden passages never take
 * a place among the results.
 *
 * Prefix and typo expansion apply only to query words the index does not contain (a known
 * word is matched as it is), and expand to at most a few rarer words. MiniSearch would expand
 * every word to every match, and one short or common word can pull in thousands of passages.
 */
export class PassageIndex {
  /** In how many passages each term occurs, kept up to date on add and remove. */
  private readonly passagesWithTerm = new Map<string, TermEntry>();
  /** The same terms in MiniSearch's radix tree, for prefix and typo lookups. */
  private readonly vocabulary = new SearchableMap<TermEntry>();
  private passageBeingAdded = 0;

  private readonly miniSearch = new MiniSearch<IndexedPassage>({
    fields: ['text', 'title'],
    storeFields: [],
    tokenize,
    processTerm: (term) => {
      const processed = processTerm(term);
      if (processed) this.countTerm(processed);
      return processed;
    },
    searchOptions: SEARCH_OPTIONS,
  });

  private readonly passages = new Map<number, IndexedPassage>();

  get size(): number {
    return this.passages.size;
  }

  private countTerm(term: string) {
    const entry = this.passagesWithTerm.get(term);
    if (!entry) {
      const created = { count: 1, lastPassage: this.passageBeingAdded };
      this.passagesWithTerm.set(term, created);
      this.vocabulary.set(term, created);
    } else if (entry.lastPassage !== this.passageBeingAdded) {
      entry.count += 1;
      entry.lastPassage = this.passageBeingAdded;
    }
  }

  private uncountTerms(passage: IndexedPassage) {
    const terms = new Set(
      tokenize(`${passage.text} ${passage.title}`)
        .map(processTerm)
        .filter((term): term is string => term !== null),
    );
    for (const term of terms) {
      const entry = this.passagesWithTerm.get(term);
      if (!entry) continue;
      entry.count -= 1;
      if (entry.count <= 0) {
        this.passagesWithTerm.delete(term);
        this.vocabulary.delete(term);
      }
    }
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
          this.passageBeingAdded = passage.id;
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
      const passage = this.passages.get(id);
      if (!passage) continue;
      this.miniSearch.discard(id);
      this.passages.delete(id);
      this.uncountTerms(passage);
    }
  }

  private countOf(term: string): number {
    return this.passagesWithTerm.get(term)?.count ?? 0;
  }

  /**
   * Which candidate words an unknown word expands to: not common ones, the closest (fewest
   * edits) and then the most frequent first, within what is left of the word's budget.
   */
  private chooseExpansions(
    candidates: Iterable<[word: string, distance: number]>,
    commonAbove: number,
    budget: { passages: number; words: number },
  ): string[] {
    const chosen: string[] = [];
    const ordered = [...candidates]
      .filter(([word]) => this.countOf(word) <= commonAbove)
      .sort(([a, da], [b, db]) => da - db || this.countOf(b) - this.countOf(a))
      .map(([word]) => word);
    for (const word of ordered) {
      if (budget.words <= 0) break;
      const count = this.countOf(word);
      // The closest word is always taken, even alone over the budget.
      const first = budget.words === MAX_EXPANSIONS;
      if (!first && count > budget.passages) continue;
      chosen.push(word);
      budget.words -= 1;
      budget.passages -= count;
    }
    return chosen;
  }

  /**
   * The MiniSearch query for a question: known words as they are, rarest first within
   * KNOWN_PASSAGE_BUDGET, leaving out very common ones unless nothing else is left; unknown
   * words replaced by the known words they prefix or are a typo away from, with a lower
   * weight.
   */
  private queryFor(question: string): Query | null {
    const terms = queryTerms(question);
    const commonAbove = Math.max(COMMON_MIN_PASSAGES, this.passages.size * COMMON_SHARE);
    const known = terms.filter((term) => this.countOf(term) > 0);
    const queries: Query[] = [];
    let covered = 0;
    const byRarity = known
      .filter((term) => this.countOf(term) <= commonAbove)
      .sort((a, b) => this.countOf(a) - this.countOf(b));
    for (const term of byRarity) {
      if (queries.length > 0 && covered + this.countOf(term) > KNOWN_PASSAGE_BUDGET) break;
      queries.push(term);
      covered += this.countOf(term);
    }

    for (const term of terms.filter((candidate) => this.countOf(candidate) === 0)) {
      // Prefix matches and typo matches share one budget per word.
      const budget = { passages: EXPANSION_PASSAGE_BUDGET, words: MAX_EXPANSIONS };
      const prefixed =
        term.length >= PREFIX_MIN_LENGTH
          ? this.chooseExpansions(
              [...this.vocabulary.atPrefix(term).keys()].map((word) => [word, 0]),
              commonAbove,
              budget,
            )
          : [];
      const edits = term.length >= FUZZY_TWO_EDITS_LENGTH ? 2 : 1;
      const typos =
        term.length >= FUZZY_MIN_LENGTH
          ? this.chooseExpansions(
              [...this.vocabulary.fuzzyGet(term, edits)]
                .filter(([word]) => !prefixed.includes(word))
                .map(([word, [, distance]]) => [word, distance]),
              commonAbove,
              budget,
            )
          : [];
      if (prefixed.length > 0) {
        queries.push({
          queries: prefixed,
          boost: { text: PREFIX_WEIGHT, title: PREFIX_WEIGHT * TITLE_BOOST },
        });
      }
      if (typos.length > 0) {
        queries.push({
          queries: typos,
          boost: { text: FUZZY_WEIGHT, title: FUZZY_WEIGHT * TITLE_BOOST },
        });
      }
    }
    // Only common words to go on: search them after all.
    if (queries.length === 0) queries.push(...known);
    return queries.length > 0 ? { combineWith: 'OR', queries } : null;
  }

  /** Passages matching the question among the visible documents, best first. */
  rank(
    question: string,
    isVisible: (documentId: string) => boolean,
    limit: number,
  ): RankedPassage[] {
    const query = this.queryFor(question);
    if (!query) return [];
    const results = this.miniSearch.search(query, {
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
