import type { VisibleTable } from '../../types';
import { headedBy } from './split-comparatives';

/** 'holiday weeks vs non-holiday weeks': a noun said on both sides of a comparison word. */
const REPEATED_NOUN =
  /\b([\p{L}\p{N}][\p{L}\p{N}'-]*)\s+([\p{L}][\p{L}-]*)\s+(vs\.?|versus|compared (?:with|to)|against)\s+([\p{L}\p{N}][\p{L}\p{N}'-]*)\s+\2\b/giu;

/**
 * The question with 'holiday weeks vs non-holiday weeks' read as 'holiday vs non-holiday weeks':
 * two kinds of one noun compared side by side, the noun said once, after both. Two headers so
 * named ('actual hours versus scheduled hours') stay as said.
 */
export function comparedNounsJoined(question: string, tables: readonly VisibleTable[]): string {
  return question.replace(
    REPEATED_NOUN,
    (said: string, first: string, noun: string, link: string, second: string) =>
      headedBy(tables, [first, noun]) && headedBy(tables, [second, noun])
        ? said
        : `${first} ${link} ${second} ${noun}`,
  );
}
