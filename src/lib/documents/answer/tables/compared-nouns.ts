/** 'holiday weeks vs non-holiday weeks': a noun said on both sides of a comparison word. */
const REPEATED_NOUN =
  /\b([\p{L}\p{N}][\p{L}\p{N}'-]*)\s+([\p{L}][\p{L}-]*)\s+(vs\.?|versus|compared (?:with|to)|against)\s+([\p{L}\p{N}][\p{L}\p{N}'-]*)\s+\2\b/giu;

/**
 * The question with 'holiday weeks vs non-holiday weeks' read as 'holiday vs non-holiday weeks':
 * two kinds of one noun compared side by side, the noun said once, after both.
 */
export function comparedNounsJoined(question: string): string {
  return question.replace(
    REPEATED_NOUN,
    (_said, first: string, noun: string, link: string, second: string) =>
      `${first} ${link} ${second} ${noun}`,
  );
}
