/**
 * 'Which customer bought the most', 'who purchased the least in 2017': a buyer ranked, with
 * nothing said of what was bought ('bought the most items' counts the items).
 */
const BUYER_RANKED =
  /\b(?<!(?:was|were|is|are|been|be)\s+)(?:bought|purchased)(\s+the\s+(?:most|least))\b(?=\s*(?:[?.!]|$|(?:in|on|at|during|from|for|by|last|this|over)\b))/giu;
/** 'Which product was bought the most': the thing bought ranked. */
const BOUGHT_RANKED =
  /\b(?<=(?:was|were|is|are|been|be)\s+)(?:bought|purchased)(\s+the\s+(?:most|least))\b/giu;

/**
 * The question with 'which customer bought the most' read as 'which customer spent the most'
 * (a buyer's total is the money it spent) and 'which product was bought the most' as 'was sold
 * the most' (what was bought is what was sold).
 */
export function boughtAsSpent(question: string): string {
  return question
    .replace(BUYER_RANKED, (_said, ranked: string) => `spent${ranked}`)
    .replace(BOUGHT_RANKED, (_said, ranked: string) => `sold${ranked}`);
}
