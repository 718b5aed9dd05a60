import type { VisibleTable } from '../../types';
import { fold } from './lexicon';
import { vocabularyOf } from './table-vocabulary';

/**
 * Words for when a hire, a trip or a stay begins and ends, as a rental desk says them: the
 * car is picked up and returned, the guest checks in and out, the trip departs.
 */
const STARTS = new Set(['pickup', 'pickups', 'departure', 'departures', 'checkin', 'checkins']);
const ENDS = new Set(['return', 'returns', 'dropoff', 'dropoffs', 'checkout', 'checkouts']);

/** A word as written, with the 'date' after it if there is one. */
const WORD_AND_DATE = /([\p{L}\p{N}]+)(?:\s+dates?\b)?/gu;

/** The first word of a header that dates one end of a term: `from_date`, `to_date`, `start_date`. */
const START_HEADS = new Set(['from', 'start', 'begin']);
const END_HEADS = new Set(['to', 'end', 'until']);

/** The one date column over all tables whose header begins with one of the words; null otherwise. */
function endColumn(tables: readonly VisibleTable[], heads: ReadonlySet<string>): string | null {
  const names = tables.flatMap(({ table }) => {
    const vocabulary = vocabularyOf(table);
    return vocabulary.dates
      .filter((column) => heads.has(vocabulary.headers[column]!.phrase[0] ?? ''))
      .map((column) => table.columns[column]!.name);
  });
  return names.length === 1 ? names[0]! : null;
}

/**
 * The question with a word no table could read (`unread`, as written) for one end of a term
 * read as the date column of that end: 'pickups in March' of a bookings sheet dated by
 * `from_date` and `to_date` are the rows whose `from_date` is in March, 'no return date' is an
 * empty `to_date`. A plural counts the rows that have the date ('how many pickups'); a 'date'
 * right after the word only says what the column holds.
 */
export function termEndsRead(
  question: string,
  tables: readonly VisibleTable[],
  unread: ReadonlySet<string>,
): string {
  const sides = [
    { words: STARTS, heads: START_HEADS },
    { words: ENDS, heads: END_HEADS },
  ];
  const said = (word: string) => sides.find((side) => side.words.has(fold(word)));
  if (![...unread].some(said)) return question;
  const columns = new Map(sides.map((side) => [side, endColumn(tables, side.heads)]));
  return question.replace(WORD_AND_DATE, (found, word: string) => {
    const side = said(word);
    const column = side && unread.has(word) ? columns.get(side) : null;
    if (!column) return found;
    return /s$/i.test(word) ? `rows with ${column}` : column;
  });
}
