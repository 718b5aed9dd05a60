import type { DataTable } from '../../types';
import { CLASS_WORDS, conceptOf } from './lexicon';
import { describesEachRow, saysWhen } from './row-traits';
import type { TableVocabulary } from './table-vocabulary';
import { tableMemo } from './table-memo';

/** A column of kinds has few values: more and they are things of their own. */
const MAX_KINDS = 20;
/** Each kind is on this many rows on average at least: a few rows prove nothing. */
const ROWS_PER_KIND = 3;
/** The pairs must tell this share of the rows apart. */
const PAIRS_TELL_ROWS = 0.9;
/** The other column must repeat: a column nearly unique alone tells rows apart by itself. */
const REPEATED = 0.75;

const kindColumns = tableMemo<number, boolean>();

/** How many different pairs of a thing and a kind the rows hold (kinds fit in 20 bits). */
function distinctPairs(things: Uint32Array, kinds: Uint32Array): number {
  const seen = new Set<number>();
  things.forEach((thing, row) => seen.add(thing * 0x100000 + kinds[row]!));
  return seen.size;
}

/**
 * A text column of a few kinds that, with another column of many things repeated over the rows,
 * tells (nearly) every row apart: `round` (a, b, seed…) beside `company`, each row one
 * company's round. Its header's noun names the rows then ('how many rounds' counts rounds, not
 * the 9 kinds), as 'complaints' does beside a 'Complaint Type'; a `Region` or a `Party`
 * repeated with its other columns is a thing of its own, whose distinct values are counted.
 */
function holdsKindsOfRows(table: DataTable, column: number): boolean {
  return kindColumns(table, column, () => {
    const cells = table.columns[column]!;
    const rows = table.rowNumbers.length;
    return (
      cells.kind === 'text' &&
      cells.dictionary.length > 1 &&
      cells.dictionary.length <= MAX_KINDS &&
      cells.dictionary.length * ROWS_PER_KIND <= rows &&
      table.columns.some(
        (other, index) =>
          index !== column &&
          other.kind === 'text' &&
          other.dictionary.length > MAX_KINDS &&
          other.dictionary.length <= REPEATED * rows &&
          distinctPairs(other.codes, cells.codes) >= PAIRS_TELL_ROWS * rows,
      )
    );
  });
}

/**
 * Whether a noun is the whole header of a column of kinds of rows ('rounds' of `round`). A
 * header that is only a class word (`Category`, `Type`) names the kinds themselves: 'how many
 * categories' counts them, whatever the rows are.
 */
export function namesKindsOfRows(
  table: DataTable,
  vocabulary: TableVocabulary,
  stem: string,
): boolean {
  const concept = conceptOf(stem);
  return (
    !CLASS_WORDS.has(concept) &&
    vocabulary.headers.some(
      ({ concepts }, column) =>
        concepts.length === 1 && concepts[0] === concept && holdsKindsOfRows(table, column),
    )
  );
}

/**
 * Whether a header says what kind of a thing each row is, in either order: `Customer type`,
 * `click_event_type` (the kind of a click event: the noun right before the class word),
 * `Type_of_order` (its phrase `type of order`).
 */
function kindOf(
  concept: string,
  { concepts, phrase }: TableVocabulary['headers'][number],
): boolean {
  if (concepts.length < 2) return false;
  if (concepts.at(-2) === concept && CLASS_WORDS.has(concepts.at(-1)!)) return true;
  if (concepts.length !== 2) return false;
  const [first, second] = concepts as [string, string];
  return second === concept && CLASS_WORDS.has(first) && phrase.includes('of');
}

/**
 * Whether a word names only what a column's kinds are kinds of: 'customers' where the one
 * column of names or codes it names is `Customer type` (Member, Normal; a figure such as
 * `Customer stratification rating` names none, nor do the dates and times of day of
 * `Time_Orderd`), or 'orders' where it is `Type_of_order`. Each
 * row is then one of them, so 'how many customers paid by cash' counts rows, not the two types.
 */
export function namesWhatKindsAreOf(
  table: DataTable,
  vocabulary: TableVocabulary,
  word: string,
): boolean {
  const concept = conceptOf(word);
  const named = vocabulary.headers.filter(({ concepts }, column) => {
    const cells = table.columns[column]!;
    // A column left blank or holding one value (`product_websites` all `base`) tells no rows
    // apart: it names none of the things counted.
    if (saysWhen(cells) || (cells.kind === 'text' && cells.dictionary.length <= 1)) return false;
    return (
      concepts.includes(concept) && (cells.kind !== 'number' || vocabulary.identifiers.has(column))
    );
  });
  return (
    named.length > 0 &&
    (named.every((header) => kindOf(concept, header)) || describesEachRow(concept, named))
  );
}
