import type { VisibleTable } from '../../types';
import { stem } from '../../text/terms';
import { editDistance } from '../../text/edit-distance';
import { fold, WRITTEN_WORD } from './lexicon';
import { vocabularyOf } from './table-vocabulary';

/** Letters a stem needs before a spelling one letter off is taken for a header. */
const LEAST_STEM = 5;

/** Each date column's one-word header by its stem ('arrivo': Arrivo), over all tables. */
function dateHeaders(tables: readonly VisibleTable[]): Map<string, string> {
  const headers = new Map<string, string>();
  for (const { table } of tables) {
    const vocabulary = vocabularyOf(table);
    for (const column of vocabulary.dates) {
      const { phrase } = vocabulary.headers[column]!;
      if (phrase.length === 1) headers.set(phrase[0]!, table.columns[column]!.name);
    }
  }
  return headers;
}

/** Letters at most after a shared root: 'arrival' and 'arrivo' share 'arriv'. */
const ENDING = 2;

/** Whether two words are one letter apart or one root with short endings. */
function nearlyAlike(a: string, b: string): boolean {
  if (editDistance(a, b) <= 1) return true;
  let root = 0;
  while (root < a.length && a[root] === b[root]) root += 1;
  return root >= LEAST_STEM && a.length - root <= ENDING && b.length - root <= ENDING;
}

/** The one date header an unknown word is spelled nearly as ('arrive', 'arrivals': Arrivo). */
function respelled(word: string, headers: ReadonlyMap<string, string>): string | null {
  const wanted = stem(fold(word));
  if (wanted.length < LEAST_STEM) return null;
  const near = [...headers].filter(([phrase]) => nearlyAlike(wanted, phrase));
  return near.length === 1 ? near[0]![1] : null;
}

/**
 * The question with the words no table could read (`unread`, as written) that name a date
 * column in another language or form read as its header: 'bookings that arrive in August' of a
 * sheet whose arrival dates are headed 'Arrivo', and 'an Arrivo date in 2019', where 'date'
 * only says what the column holds.
 */
export function dateHeadersRead(
  question: string,
  tables: readonly VisibleTable[],
  unread: ReadonlySet<string>,
): string {
  if (unread.size === 0) return question;
  const headers = dateHeaders(tables);
  if (headers.size === 0) return question;
  const names = new Set([...headers.values()].map(fold));
  let previous = '';
  return question.replace(WRITTEN_WORD, (word) => {
    const before = previous;
    previous = word;
    if (!unread.has(word)) return word;
    if (/^dates?$/i.test(word) && names.has(fold(before))) return '';
    return respelled(word, headers) ?? word;
  });
}
