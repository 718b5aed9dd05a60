import { CLASSIFICATION_LEVELS, type Classification } from '@domain/classification';
import { LevelIndex, type LevelSnapshot } from './level-index';
import { passageTerms, type PassageTerms } from './passage-terms';
import { planQuery } from './query-plan';
import type { RelatedWords } from '../text/related-words';
import { VisibleWords } from './visible-words';
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
   * Passages matching the question at the given levels (those the asker may see), best first.
   * Each level is scored by its own index, so a score depends on that level's passages only.
   * With `accepts`, only the passages it accepts are ranked (a question narrowed to documents).
   */
  rank(
    question: string,
    levels: readonly Classification[],
    limit: number,
    related: RelatedWords | null = null,
    accepts: ((passageId: number) => boolean) | null = null,
  ): RankedPassage[] {
    const searched = CLASSIFICATION_LEVELS.filter((level) => levels.includes(level))
      .map((level) => this.levels.get(level))
      .filter((index): index is LevelIndex => index !== undefined && index.size > 0);
    const query = planQuery(question, new VisibleWords(searched), related);
    if (query.length === 0) return [];
    const results = searched
      .flatMap((index) => index.match(query, limit, accepts))
      .sort((a, b) => b.score - a.score);
    const best = results[0]?.score ?? 0;
    return results.filter((result) => result.score >= best * RELATIVE_SCORE_FLOOR).slice(0, limit);
  }
}
