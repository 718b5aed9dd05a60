import { conceptOf, wordsOf } from './lexicon';
import { stem } from '../../text/terms';

/**
 * Regions a header writes as a code ('NA_Sales', 'EU_Sales', 'JP_Sales' of sales by region),
 * by the words a question says them in ('North American sales', 'sales in Europe').
 */
const REGION_WORDS: Record<string, string[]> = {
  na: ['north', 'america', 'american'],
  eu: ['europe', 'european'],
  jp: ['japan', 'japanese'],
  uk: ['britain', 'british', 'kingdom'],
};

/** The concepts a header's region codes are named by, as header aliases. */
export function regionAliases(spacedHeader: string): string[] {
  return wordsOf(spacedHeader).flatMap((word) =>
    (REGION_WORDS[word.toLowerCase()] ?? []).map((name) => conceptOf(stem(name))),
  );
}
