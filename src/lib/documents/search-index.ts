import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { CLASSIFICATION_LEVELS, type Classification } from '@domain/classification';
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
  /** The passage's id: its text and place are kept by the library, not the index. */
  id: number;
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

/** One classification level's passages: a MiniSearch index (BM25+) with its word counts. */
class LevelIndex {
  /** In how many passages each term occurs, kept up to date on add and remove. */
  private readonly passagesWithTerm = new Map<string, TermEntry>();
  /** The same terms in MiniSearch's radix tree, for prefix and typo lookups. */
  readonly vocabulary = new SearchableMap<TermEntry>();
  private passageBeingAdded = 0;

  readonly miniSearch = new MiniSearch<IndexedPassage>({
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

  readonly passages = new Map<number, IndexedPassage>();

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

  add(passage: IndexedPassage) {
    this.passageBeingAdded = passage.id;
    this.miniSearch.add(passage);
    this.passages.set(passage.id, passage);
  }

  remove(id: number) {
    const passage = this.passages.get(id);
    if (!passage) return;
    this.miniSearch.discard(id);
    this.passages.delete(id);
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

  countOf(term: string): number {
    return this.passagesWithTerm.get(term)?.count ?? 0;
  }
}

/**
 * The words of the levels a user may search, and nothing else: every choice a query makes
 * (which words are known, common or rare, what an unknown word expands to) is taken here,
 * so a word that occurs only above the user's clearance changes nothing they get.
 */
class VisibleWords {
  readonly passageCount: number;

  constructor(private readonly levels: readonly LevelIndex[]) {
    this.passageCount = levels.reduce((sum, level) => sum + level.passages.size, 0);
  }

  countOf(term: string): number {
    return this.levels.reduce((sum, level) => sum + level.countOf(term), 0);
  }

  withPrefix(prefix: string): Map<string, number> {
    const words = new Map<string, number>();
    for (const level of this.levels) {
      for (const word of level.vocabulary.atPrefix(prefix).keys()) words.set(word, 0);
    }
    return words;
  }

  /** Words within `edits` of the term, each with its smallest distance. */
  near(term: string, edits: number): Map<string, number> {
    const words = new Map<string, number>();
    for (const level of this.levels) {
      for (const [word, [, distance]] of level.vocabulary.fuzzyGet(term, edits)) {
        words.set(word, Math.min(distance, words.get(word) ?? distance));
      }
    }
    return words;
  }
}

/**
 * One company's passages, in one index per classification level, so that a question is
 * planned and ranked over the levels the asker may see only: their vocabulary, expansions,
 * term statistics and scores are what they would be if nothing above the clearance existed.
 * Each passage is indexed once, in its own level.
 *
 * Prefix and typo expansion apply only to query words the visible levels do not contain (a
 * known word is matched as it is), and expand to at most a few rarer words. MiniSearch would
 * expand every word to every match, and one short or common word can pull in thousands of
 * passages.
 */
export class PassageIndex {
  private readonly levels = new Map<Classification, LevelIndex>();

  get size(): number {
    let size = 0;
    for (const level of this.levels.values()) size += level.passages.size;
    return size;
  }

  private levelIndex(level: Classification): LevelIndex {
    let index = this.levels.get(level);
    if (!index) {
      index = new LevelIndex();
      this.levels.set(level, index);
    }
    return index;
  }

  /**
   * Adds passages at one level in time slices, yielding to the browser between slices so the
   * page stays responsive. On abort, the passages added so far are removed again and the
   * error thrown.
   */
  async addAll(
    level: Classification,
    passages: readonly IndexedPassage[],
    options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
  ): Promise<void> {
    const index = this.levelIndex(level);
    let next = 0;
    try {
      while (next < passages.length) {
        options.signal?.throwIfAborted();
        const sliceEnd = performance.now() + SLICE_MS;
        do {
          index.add(passages[next]!);
          next += 1;
        } while (next < passages.length && performance.now() < sliceEnd);
        options.onProgress?.(next / passages.length);
        if (next < passages.length) await yieldToMain();
      }
      options.signal?.throwIfAborted();
    } catch (error) {
      this.removeAll(
        level,
        passages.slice(0, next).map((passage) => passage.id),
      );
      throw error;
    }
  }

  removeAll(level: Classification, ids: readonly number[]): void {
    const index = this.levels.get(level);
    if (!index) return;
    for (const id of ids) index.remove(id);
  }

  /**
   * Which candidate words an unknown word expands to: not common ones, the closest (fewest
   * edits) and then the most frequent first, within what is left of the word's budget.
   */
  private static chooseExpansions(
    words: VisibleWords,
    candidates: ReadonlyMap<string, number>,
    commonAbove: number,
    budget: { passages: number; words: number },
  ): string[] {
    const chosen: string[] = [];
    const ordered = [...candidates]
      .map(([word, distance]) => ({ word, distance, count: words.countOf(word) }))
      .filter(({ count }) => count <= commonAbove)
      .sort((a, b) => a.distance - b.distance || b.count - a.count || (a.word < b.word ? -1 : 1));
    for (const { word, count } of ordered) {
      if (budget.words <= 0) break;
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
  private static queryFor(question: string, words: VisibleWords): Query | null {
    const terms = queryTerms(question);
    const commonAbove = Math.max(COMMON_MIN_PASSAGES, words.passageCount * COMMON_SHARE);
    const known = terms.filter((term) => words.countOf(term) > 0);
    const queries: Query[] = [];
    let covered = 0;
    const byRarity = known
      .filter((term) => words.countOf(term) <= commonAbove)
      .sort((a, b) => words.countOf(a) - words.countOf(b));
    for (const term of byRarity) {
      if (queries.length > 0 && covered + words.countOf(term) > KNOWN_PASSAGE_BUDGET) break;
      queries.push(term);
      covered += words.countOf(term);
    }

    for (const term of terms.filter((candidate) => words.countOf(candidate) === 0)) {
      // Prefix matches and typo matches share one budget per word.
      const budget = { passages: EXPANSION_PASSAGE_BUDGET, words: MAX_EXPANSIONS };
      const prefixed =
        term.length >= PREFIX_MIN_LENGTH
          ? PassageIndex.chooseExpansions(words, words.withPrefix(term), commonAbove, budget)
          : [];
      const near = term.length >= FUZZY_MIN_LENGTH ? words.near(term, fuzzyEdits(term)) : new Map();
      for (const word of prefixed) near.delete(word);
      const typos = PassageIndex.chooseExpansions(words, near, commonAbove, budget);
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

  /**
   * Passages matching the question at the given levels (those the asker may see), best first.
   * Each level is scored by its own index, so a score depends on that level's passages only.
   */
  rank(question: string, levels: readonly Classification[], limit: number): RankedPassage[] {
    const searched = CLASSIFICATION_LEVELS.filter((level) => levels.includes(level))
      .map((level) => this.levels.get(level))
      .filter((index): index is LevelIndex => index !== undefined && index.passages.size > 0);
    const query = PassageIndex.queryFor(question, new VisibleWords(searched));
    if (!query) return [];
    const results = searched
      .flatMap((index) =>
        index.miniSearch.search(query).map((result) => ({
          id: result.id as number,
          score: result.score,
          terms: result.terms,
        })),
      )
      .sort((a, b) => b.score - a.score);
    const best = results[0]?.score ?? 0;
    return results.filter((result) => result.score >= best * RELATIVE_SCORE_FLOOR).slice(0, limit);
  }
}

function fuzzyEdits(term: string): number {
  return term.length >= FUZZY_TWO_EDITS_LENGTH ? 2 : 1;
}
