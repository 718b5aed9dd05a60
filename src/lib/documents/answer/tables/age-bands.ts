import { AGE_HEADERS, conceptOf } from './lexicon';
import type { ReadingState } from './reading-state';

/** Nouns after 'age' asking for ages put into bands ('age group', 'age bracket'). */
const BAND_NOUNS = new Set(['group', 'groups', 'band', 'bands', 'bracket', 'brackets']);
/** How wide an age band is when the table does not say: a decade ('30–39'). */
export const AGE_BAND_WIDTH = 10;
/** An age column with at most this many ages is grouped by each age. */
const FEW_AGES = 12;

/**
 * 'Which age group spends the most?' of a table with a number column of ages and no column of
 * age groups: the ages put in bands of ten years, each band a group. Marks the words read.
 */
export function ageBandsAsked({ question, table, vocabulary, used }: ReadingState): number | null {
  const { words, stems } = question;
  const at = stems.findIndex(
    (stem, index) =>
      !used[index] && AGE_HEADERS.has(conceptOf(stem)) && BAND_NOUNS.has(words[index + 1] ?? ''),
  );
  if (at < 0) return null;
  const ages = vocabulary.headers.flatMap(({ concepts }, column) =>
    table.columns[column]!.kind === 'number' &&
    concepts.length === 1 &&
    AGE_HEADERS.has(concepts[0]!)
      ? [column]
      : [],
  );
  if (ages.length !== 1) return null;
  const column = table.columns[ages[0]!]!;
  if (column.kind !== 'number' || new Set(column.values).size <= FEW_AGES) return null;
  used[at] = true;
  used[at + 1] = true;
  return ages[0]!;
}

/** The band an age falls in, by its first year: 37 is in the band of 30. */
export function bandOf(value: number, width: number): number {
  return Math.floor(value / width) * width;
}

/** 'Ages 30–39'. */
export function bandLabel(first: number, width: number): string {
  return `${first}–${first + width - 1}`;
}
