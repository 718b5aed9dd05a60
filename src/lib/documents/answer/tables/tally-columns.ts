import type { VisibleTable } from '../../types';
import { AVERAGE, fold, GROUPED_AFTER, TOTAL, WRITTEN_WORD } from './lexicon';
import { spaced } from './table-vocabulary';

/** Headers that say a column tallies what each row counts ('count', 'cnt'). */
const TALLY_HEADERS = new Set(['count', 'counts', 'cnt', 'tally']);
/** Spans of time: 'how many hours had …' counts rows of a series, never the tally. */
const TIME_SPANS = new Set(['minutes', 'hours', 'days', 'weeks', 'months', 'years']);
/** Words right before a noun that ask a figure of it ('total rentals', 'how many rentals'). */
const FIGURE_LEADS = new Set([...TOTAL, ...AVERAGE, 'many', 'of']);

/** The one figure column over all tables headed only as a tally ('count'), or null. */
function tallyColumn(tables: readonly VisibleTable[]): string | null {
  const tallies = tables.flatMap(({ table }) =>
    table.columns.filter(
      (column) => column.kind === 'number' && TALLY_HEADERS.has(fold(spaced(column.name)).trim()),
    ),
  );
  return tallies.length === 1 ? tallies[0]!.name : null;
}

/** A plural noun no span of time: 'rentals', 'rides', 'visits'. */
const countedNoun = (word: string) =>
  word.length > 3 && /[^s]s$/i.test(word) && !TIME_SPANS.has(fold(word));

/**
 * The question with the one word no table could read (`unread`, as written) read as a column
 * headed only 'count', when that word is a plural noun: 'total rentals by season' of an hourly
 * series whose `count` holds each hour's rentals. A header that only says 'count' names no
 * thing, so the thing the asker counts is what it tallies. Only where a figure of the noun is
 * asked ('total rentals', 'how many rentals', 'rentals by season': not 'who examines reported
 * posts'); with two unknown words, or none of them a plural noun, the question is left as it is.
 */
export function tallyColumnRead(
  question: string,
  tables: readonly VisibleTable[],
  unread: ReadonlySet<string>,
): string {
  if (unread.size !== 1) return question;
  const [word] = [...unread] as [string];
  const tally = countedNoun(word) ? tallyColumn(tables) : null;
  if (tally === null) return question;
  const words: readonly string[] = question.match(WRITTEN_WORD) ?? [];
  const at = words.indexOf(word);
  const asked =
    FIGURE_LEADS.has(fold(words[at - 1] ?? '')) || GROUPED_AFTER.has(fold(words[at + 1] ?? ''));
  return asked
    ? question.replace(WRITTEN_WORD, (found) => (found === word ? tally : found))
    : question;
}
