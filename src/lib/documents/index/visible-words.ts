import type { LevelIndex } from './level-index';

/**
 * The words of the levels a user may search, and nothing else: every choice a query makes
 * (which words are known, common or rare, what an unknown word expands to) is taken here,
 * so a word that occurs only above the user's clearance changes nothing they get. Made for
 * one query: it remembers the counts it looked up.
 */
export class VisibleWords {
  readonly passageCount: number;

  constructor(private readonly levels: readonly LevelIndex[]) {
    this.passageCount = levels.reduce((sum, level) => sum + level.size, 0);
  }

  /** Counts asked for while planning one query: it asks for many words more than once. */
  private readonly counts = new Map<string, number>();

  countOf(term: string): number {
    // One level answers as fast as a cache would.
    if (this.levels.length === 1) return this.levels[0]!.countOf(term);
    let count = this.counts.get(term);
    if (count === undefined) {
      count = 0;
      for (const level of this.levels) count += level.countOf(term);
      this.counts.set(term, count);
    }
    return count;
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
