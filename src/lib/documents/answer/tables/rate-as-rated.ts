/**
 * 'reviews rate 4 or higher', 'customers who rate us above 3': the verb before a score it
 * compares ('the rate 2 years ago' is a rate column's figure).
 */
const RATE_BEFORE_SCORE =
  /\brates?(\s+(?:us\s+|it\s+|them\s+)?(?:(?:(?:at\s+least|above|below|over|under)\s+\d+(?:\.\d+)?)|(?:\d+(?:\.\d+)?\s+(?:or\s+(?:higher|more|lower|less|above|below|better|worse)|stars?))))\b/giu;

/**
 * The question with 'reviews rate 4 or higher' read as 'reviews rated 4 or higher': the verb
 * gives the rating a row holds, as its past form already reads ('rate' alone names a rate column).
 */
export function rateAsRated(question: string): string {
  return question.replace(RATE_BEFORE_SCORE, (_said, score: string) => `rated${score}`);
}
