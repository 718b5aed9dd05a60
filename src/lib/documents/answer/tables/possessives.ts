import { stem } from '../../text/terms';
import type { DataTable, VisibleTable } from '../../types';
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
    const owner = stem(noun.toLowerCase());
    return tables.some(({ table }) => ownersIn(table).has(owner)) ? found : noun;
  });
}

const owners = new WeakMap<DataTable, Set<string>>();

/** The words a table's values write with an 's' after them ('men' of Men's Street Footwear). */
function ownersIn(table: DataTable): Set<string> {
  let found = owners.get(table);
  if (!found) {
    found = new Set();
    for (const key of vocabularyOf(table).values.keys()) {
      const words = key.split(' ');
      words.forEach((word, at) => {
        if (words[at + 1] === 's') found!.add(word);
      });
    }
    owners.set(table, found);
  }
  return found;
}
