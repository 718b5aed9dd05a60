import { stem } from '../../text/terms';
import type { VisibleTable } from '../../types';
import { vocabularyOf } from './table-vocabulary';

/** A common noun's possessive, not said of each group ('of each department's employees'). */
const POSSESSIVE = /(?<!\b(?:each|every)\s+\p{L}*)\b(\p{Ll}\p{L}*)['’]s\b/gu;

/**
 * "the competitor's price", "the country's total": a common noun's possessive is the noun, its
 * 's' no word between it and what it owns ('competitor price' of CompPrice), unless a value of
 * the tables holds it so ("men's street footwear" of Men's Street Footwear, "mcdonald's"). A
 * capitalised name's stays as written, and so does each group's ("of each department's
 * employees" asks of each group's own rows, table-reading.ts).
 */
export function possessivesRead(question: string, tables: readonly VisibleTable[]): string {
  return question.replace(POSSESSIVE, (found, noun: string) => {
    const owned = ` ${stem(noun.toLowerCase())} s `;
    const held = tables.some(({ table }) =>
      [...vocabularyOf(table).values.keys()].some((key) => ` ${key} `.includes(owned)),
    );
    return held ? found : noun;
  });
}
