import { stem } from '../../text/terms';
import type { VisibleTable } from '../../types';
import { conceptOf } from './lexicon';
import { vocabularyOf } from './table-vocabulary';

/** 'more hours than scheduled', 'fewer units than planned': a comparative split by its noun. */
const SPLIT_COMPARATIVE =
  /\b(more|fewer|less)\s+([\p{L}-]+)\s+than\s+(?:the\s+|their\s+|its\s+)?([\p{L}-]+)\b/giu;

/** Whether a header holds both words' concepts ('Scheduled Hours' for 'scheduled' and 'hours'). */
export function headedBy(tables: readonly VisibleTable[], words: readonly string[]): boolean {
  const concepts = words.map((word) => conceptOf(stem(word.toLowerCase())));
  return tables.some(({ table }) =>
    vocabularyOf(table).headers.some((header) =>
      concepts.every((concept) => header.concepts.includes(concept)),
    ),
  );
}

/**
 * The question with 'worked more hours than scheduled' read as 'worked hours more than
 * scheduled hours', where a header is the second word and the noun together: the noun is the
 * figure compared, the other header of the pair (Actual Hours) against Scheduled Hours.
 */
export function splitComparativesJoined(question: string, tables: readonly VisibleTable[]): string {
  return question.replace(
    SPLIT_COMPARATIVE,
    (said: string, more: string, noun: string, other: string) =>
      headedBy(tables, [other, noun]) ? `${noun} ${more} than ${other} ${noun}` : said,
  );
}
