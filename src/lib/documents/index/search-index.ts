import { CLASSIFICATION_LEVELS, type Classification } from '@domain/classification';
import { LevelIndex, type LevelSnapshot, type WeightedTerm } from './level-index';
import { passageTerms, type PassageTerms } from './passage-terms';
import { queryTerms } from '../text/terms';
import type { Passage } from '../types';
import { runAtOnce, runInSlices, SLICE_MS, yieldToMain, type Steps } from './yield';

export interface RankedPassage {
  /** The passage's id: its text and place are kept by the library, not the index. */
  id: number;
  score: number;
  /** Index terms that matched, after prefix and typo expansion. */
  terms: string[];
}

interface AddOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

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

/** The version of `IndexSnapshot`; a snapshot of another version is not restored. */
export const INDEX_SNAPSHOT_FORMAT = 1;

/**
 * A whole index as plain data (typed arrays, strings, numbers): structured-cloneable, to be
 * kept in IndexedDB or posted with its arrays' buffers transferred.
 */
export interface IndexSnapshot {
  format: typeof INDEX_SNAPSHOT_FORMAT;
  levels: Partial<Record<Classification, LevelSnapshot>>;
}

/**
 * The words of the levels a user may search, and nothing else: every choice a query makes
 * (which words are known, common or rare, what an unknown word expands to) is taken here,
 * so a word that occurs only above the user's clearance changes nothing they get.
 */
class VisibleWords {
  readonly passageCount: number;

  constructor(private readonly levels: readonly LevelIndex[]) {
    this.passageCount = levels.reduce((sum, level) => sum + level.size, 0);
  }

  countOf(term: string): number {
    return this.levels.reduce((sum, level) => sum + level.countOf(term), 0);
  }

  withPrefix(prefix: string): Map<string, number> {
    const words = new Map<string, number>();
    for (const level of this.levels) {
      for (const word of level.withPrefix(prefix)) words.set(word, 0);
    }
    return words;
  }

  /** Words within `edits` of the term, each with its smallest distance. */
  near(term: string, edits: number): Map<string, number> {
    const words = new Map<string, number>();
    for (const level of this.levels) {
      for (const [word, distance] of level.near(term, edits)) {
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
 * known word is matched as it is), and expand to at most a few rarer words: expanding every
 * word to every match, one short or common word can pull in thousands of passages.
 */
export class PassageIndex {
  private readonly levels = new Map<Classification, LevelIndex>();

  get size(): number {
    let size = 0;
    for (const level of this.levels.values()) size += level.size;
    return size;
  }

  private levelIndex(level: Classification): LevelIndex {
    let index = this.levels.get(level);
    if (!index) {
      index = LevelIndex.empty();
      this.levels.set(level, index);
    }
    return index;
  }

  /**
   * Adds passages at one level in time slices, yielding to the browser between slices so the
   * page stays responsive. On abort, the passages added so far are removed again and the
   * error thrown. The index keeps none of their text.
   */
  addAll(
    level: Classification,
    passages: readonly Pick<Passage, 'id' | 'text' | 'title'>[],
    options: AddOptions = {},
  ): Promise<void> {
    return this.addInSlices(level, passages, passageTerms, options);
  }

  /** `addAll` for passages already made into terms (by `passageTerms`, in a worker say). */
  addAllTerms(
    level: Classification,
    passages: readonly PassageTerms[],
    options: AddOptions = {},
  ): Promise<void> {
    return this.addInSlices(level, passages, (passage) => passage, options);
  }

  private async addInSlices<T extends { id: number }>(
    level: Classification,
    passages: readonly T[],
    termsOf: (passage: T) => PassageTerms,
    options: AddOptions,
  ): Promise<void> {
    const index = this.levelIndex(level);
    let next = 0;
    try {
      while (next < passages.length) {
        options.signal?.throwIfAborted();
        const sliceEnd = performance.now() + SLICE_MS;
        do {
          index.add(termsOf(passages[next]!));
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
    this.levels.get(level)?.remove(ids);
  }

  /** The index as plain data, for `PassageIndex.restore` after a reload. */
  snapshot(): IndexSnapshot {
    return runAtOnce(this.takingSnapshot());
  }

  /**
   * `snapshot` in slices, the browser going first in between; null when the index changed
   * meanwhile (the snapshot would mix before and after: take another later).
   */
  async snapshotInSlices(): Promise<IndexSnapshot | null> {
    const before = this.revision();
    try {
      const snapshot = await runInSlices(this.takingSnapshot());
      return this.revision() === before ? snapshot : null;
    } catch (error) {
      if (this.revision() !== before) return null;
      throw error;
    }
  }

  /** The index a snapshot was taken of. Throws on another format or a damaged snapshot. */
  static restore(snapshot: IndexSnapshot): PassageIndex {
    return runAtOnce(PassageIndex.restoring(snapshot));
  }

  /** `restore` in slices, the browser going first in between. */
  static restoreInSlices(snapshot: IndexSnapshot): Promise<PassageIndex> {
    return runInSlices(PassageIndex.restoring(snapshot));
  }

  private *takingSnapshot(): Steps<IndexSnapshot> {
    const levels: IndexSnapshot['levels'] = {};
    for (const [level, index] of this.levels) {
      if (index.size > 0) levels[level] = yield* index.takingSnapshot();
    }
    return { format: INDEX_SNAPSHOT_FORMAT, levels };
  }

  private static *restoring(snapshot: IndexSnapshot): Steps<PassageIndex> {
    if (snapshot.format !== INDEX_SNAPSHOT_FORMAT) {
      throw new Error(`Index snapshot format ${String(snapshot.format)} is not supported.`);
    }
    const index = new PassageIndex();
    for (const level of CLASSIFICATION_LEVELS) {
      const levelSnapshot = snapshot.levels[level];
      if (levelSnapshot) index.levels.set(level, yield* LevelIndex.restoring(levelSnapshot));
    }
    return index;
  }

  /** Changes to any level so far; levels are never dropped, so a sum is enough. */
  private revision(): number {
    let changes = 0;
    for (const level of this.levels.values()) changes += level.revision;
    return changes;
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
   * The terms to search for a question: known words as they are, rarest first within
   * KNOWN_PASSAGE_BUDGET, leaving out very common ones unless nothing else is left; unknown
   * words replaced by the known words they prefix or are a typo away from, with a lower
   * weight.
   */
  private static queryFor(question: string, words: VisibleWords): WeightedTerm[] {
    const terms = queryTerms(question);
    const commonAbove = Math.max(COMMON_MIN_PASSAGES, words.passageCount * COMMON_SHARE);
    const known = terms.filter((term) => words.countOf(term) > 0);
    const query: WeightedTerm[] = [];
    let covered = 0;
    const byRarity = known
      .filter((term) => words.countOf(term) <= commonAbove)
      .sort((a, b) => words.countOf(a) - words.countOf(b));
    for (const term of byRarity) {
      if (query.length > 0 && covered + words.countOf(term) > KNOWN_PASSAGE_BUDGET) break;
      query.push({ term, weight: 1 });
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
      query.push(...prefixed.map((word) => ({ term: word, weight: PREFIX_WEIGHT })));
      query.push(...typos.map((word) => ({ term: word, weight: FUZZY_WEIGHT })));
    }
    // Only common words to go on: search them after all.
    if (query.length === 0) query.push(...known.map((term) => ({ term, weight: 1 })));
    return query;
  }

  /**
   * Passages matching the question at the given levels (those the asker may see), best first.
   * Each level is scored by its own index, so a score depends on that level's passages only.
   */
  rank(question: string, levels: readonly Classification[], limit: number): RankedPassage[] {
    const searched = CLASSIFICATION_LEVELS.filter((level) => levels.includes(level))
      .map((level) => this.levels.get(level))
      .filter((index): index is LevelIndex => index !== undefined && index.size > 0);
    const query = PassageIndex.queryFor(question, new VisibleWords(searched));
    if (query.length === 0) return [];
    const results = searched
      .flatMap((index) => index.match(query, limit))
      .sort((a, b) => b.score - a.score);
    const best = results[0]?.score ?? 0;
    return results.filter((result) => result.score >= best * RELATIVE_SCORE_FLOOR).slice(0, limit);
  }
}

function fuzzyEdits(term: string): number {
  return term.length >= FUZZY_TWO_EDITS_LENGTH ? 2 : 1;
}
