import type { DataTable, TableColumn } from '../../types';
import {
  CLASS_WORDS,
  conceptOf,
  IDENTIFIER_WORDS,
  ITEM_NOUNS,
  NAME_HEADERS,
  PERSON_HEADERS,
  PERSON_SEX_HEADERS,
} from './lexicon';
import { distinctCount, vocabularyOf } from './table-vocabulary';
import { tableMemo } from './table-memo';
import { keyOf } from './group-levels';
import { holdsTimes } from './time-of-day';

/** About one name per ID: a column of a few kinds ('Store type') is not named by store numbers. */
function onePerId(table: DataTable, name: number, identifier: number): boolean {
  const names = distinctCount(table.columns[name]!);
  const ids = distinctCount(table.columns[identifier]!);
  return 2 * names >= ids && names <= 2 * ids;
}

/** Rows whose name is not beside its commonest ID may be this many in a hundred: typing slips. */
const MISPAIRED_SHARE = 0.1;

const pairings = tableMemo<string, boolean>();

/**
 * Whether each name stands beside one ID, row by row: not `Dealer_Region` beside `Dealer_No`,
 * whose every region holds several dealers' numbers although both count seven.
 */
function namesOneId(table: DataTable, name: number, identifier: number): boolean {
  const [names, ids] = [table.columns[name]!, table.columns[identifier]!];
  if (names.kind !== 'text') return false;
  return pairings(table, `${name}:${identifier}`, () => {
    const rowsOf = new Map<number, Map<number, number>>();
    names.codes.forEach((code, row) => {
      const id = keyOf(ids, row);
      const counts = rowsOf.get(code) ?? new Map<number, number>();
      rowsOf.set(code, counts.set(id, (counts.get(id) ?? 0) + 1));
    });
    let paired = 0;
    for (const counts of rowsOf.values()) {
      let most = 0;
      for (const rows of counts.values()) most = Math.max(most, rows);
      paired += most;
    }
    return paired >= (1 - MISPAIRED_SHARE) * names.codes.length;
  });
}

/** A text column of web addresses (a product page's `link`): where a row is, not what it is. */
export function holdsLinks(cells: TableColumn): boolean {
  return (
    cells.kind === 'text' &&
    cells.dictionary.length > 0 &&
    cells.dictionary.every((text) => /^https?:\/\//i.test(text.trim()))
  );
}

/** A header that only says 'the name' ('Title', 'Name', 'Description'): the name of the ID. */
export function namesOnly(table: DataTable, column: number): boolean {
  const { concepts } = vocabularyOf(table).headers[column]!;
  return concepts.every((concept) => NAME_HEADERS.has(concept));
}

/**
 * A name column right beside a code column whose cells pair one to one, row by row
 * (`product_number` OO122 always beside the same `produce_name`, and that name beside no other
 * code): the code's name even where the headers share no word, misspelt or abbreviated.
 */
function namesNeighbour(table: DataTable, column: number, identifier: number): boolean {
  if (Math.abs(column - identifier) !== 1) return false;
  const { concepts } = vocabularyOf(table).headers[column]!;
  if (!concepts.some((concept) => NAME_HEADERS.has(concept))) return false;
  const [names, codes] = [table.columns[column]!, table.columns[identifier]!];
  if (names.kind !== 'text' || codes.kind !== 'text') return false;
  const nameOf = new Map<number, number>();
  const codeOf = new Map<number, number>();
  return names.codes.every((name, row) => {
    const code = codes.codes[row]!;
    if ((nameOf.get(code) ?? name) !== name || (codeOf.get(name) ?? code) !== code) return false;
    nameOf.set(code, name);
    codeOf.set(name, code);
    return true;
  });
}

/**
 * The ID column beside a name column: 'Product ID' beside 'Product Name', the one code column
 * that a column called only 'Title' names ('ASIN/ISBN (Product Code)'), or a code column right
 * beside it that pairs with it cell for cell. A column of times of day names nothing.
 */
export function identifierBeside(table: DataTable, column: number | null): number | null {
  const vocabulary = vocabularyOf(table);
  const named = column === null ? undefined : table.columns[column];
  if (column === null || named?.kind !== 'text' || vocabulary.identifiers.has(column)) return null;
  // `order_time` (11:38:36) beside `order_id` says when the order was taken, not what it is.
  if (holdsTimes(named)) return null;
  const own = vocabulary.headers[column]!.concepts.filter((concept) => concept !== 'name');
  const paired = [...vocabulary.identifiers].filter(
    (identifier) => onePerId(table, column, identifier) && namesOneId(table, column, identifier),
  );
  const sharing = paired.find((identifier) =>
    vocabulary.headers[identifier]!.concepts.some(
      (concept) => own.includes(concept) && !IDENTIFIER_WORDS.has(concept),
    ),
  );
  if (sharing !== undefined) return sharing;
  if (namesOnly(table, column) && paired.length === 1) return paired[0]!;
  return paired.find((identifier) => namesNeighbour(table, column, identifier)) ?? null;
}

/** The name column of an ID column ('Title' of 'Product Code'), answered in its place. */
export function nameBeside(table: DataTable, identifier: number): number | null {
  const names = table.columns.flatMap((_, column) =>
    identifierBeside(table, column) === identifier ? [column] : [],
  );
  return names.length === 1 ? names[0]! : null;
}

const GIVEN_NAME_WORDS = new Set(['first', 'forename', 'given']);
const FAMILY_NAME_WORDS = new Set(['last', 'surname', 'family']);

/**
 * A person's name written in two columns, first and last ('first_name', 'last_name';
 * 'Forename', 'Surname'): together they name each person; null without both.
 */
export function fullNameColumns(table: DataTable): [number, number] | null {
  const { headers } = vocabularyOf(table);
  const find = (words: ReadonlySet<string>) =>
    headers.findIndex(
      ({ concepts }, column) =>
        table.columns[column]!.kind === 'text' &&
        concepts.some((concept) => words.has(concept)) &&
        concepts.every((concept) => words.has(concept) || concept === 'name'),
    );
  const [first, last] = [find(GIVEN_NAME_WORDS), find(FAMILY_NAME_WORDS)];
  return first >= 0 && last >= 0 ? [first, last] : null;
}

const repeatedNames = tableMemo<string, boolean>();

/** Whether some first and last name together stand on two rows or more. */
function fullNamesRepeat(table: DataTable, [first, last]: [number, number]): boolean {
  return repeatedNames(table, `${first}:${last}`, () => {
    const [givens, families] = [table.columns[first]!, table.columns[last]!];
    if (givens.kind !== 'text' || families.kind !== 'text') return false;
    const seen = new Set<string>();
    return givens.codes.some((code, row) => {
      const key = `${code}:${families.codes[row]}`;
      if (code === 0 || seen.has(key)) return code !== 0;
      seen.add(key);
      return false;
    });
  });
}

/** Repeated names with rows of two sexes may be this many in a hundred: typing slips. */
const MIXED_SEX_SHARE = 0.1;

const namesApart = tableMemo<number, boolean>();

/**
 * A column of people's names that are not one person each ('Customer Name' holding first names
 * only, 'Chloe' on 24 car sales to women and men): the same name comes with both sexes on more
 * than a tenth of the names seen twice or more, which one person's rows never would.
 */
export function namesNobodyApart(table: DataTable, column: number): boolean {
  return namesApart(table, column, () => sexesMixed(table, column));
}

/** Whether a person-name column's repeated names come with both sexes on more than a tenth. */
function sexesMixed(table: DataTable, column: number): boolean {
  const { headers } = vocabularyOf(table);
  const names = table.columns[column]!;
  const sex = headers.findIndex(
    ({ concepts }, at) =>
      table.columns[at]!.kind === 'text' && concepts.some((c) => PERSON_SEX_HEADERS.has(c)),
  );
  const { concepts } = headers[column]!;
  const person =
    concepts.includes('name') && concepts.some((c) => c !== 'name' && PERSON_HEADERS.has(c));
  const sexes = table.columns[sex];
  if (names.kind !== 'text' || sexes?.kind !== 'text' || !person) return false;
  const first = new Map<number, number>();
  const [repeated, mixed] = [new Set<number>(), new Set<number>()];
  names.codes.forEach((name, row) => {
    const given = sexes.codes[row]!;
    const before = first.get(name);
    if (before === undefined) first.set(name, given);
    else repeated.add(name);
    if (before !== undefined && before !== given) mixed.add(name);
  });
  return mixed.size > MIXED_SEX_SHARE * repeated.size;
}

/** Share of the rows that must hold a name of their own for each row to be one thing. */
const NEARLY_EVERY_ROW = 0.95;

/**
 * A column of names (not codes) nearly every row has its own of, a few rows leaving it empty: a
 * book list's `Book Name`, 1,045 titles on 1,070 books, 23 unnamed and two titles printed twice.
 * Each row is one thing, so 'how many books' counts the rows; counting names would drop the
 * unnamed. A code repeated (an SKU twice in a stock report) is the same thing twice.
 */
function ownNamesBesideEmpty(table: DataTable, column: number): boolean {
  const cells = table.columns[column]!;
  const rows = table.rowNumbers.length;
  return (
    cells.kind === 'text' &&
    !vocabularyOf(table).identifiers.has(column) &&
    cells.codes.includes(0) &&
    cells.dictionary.length >= NEARLY_EVERY_ROW * rows
  );
}

/**
 * Whether the values of a column tell nothing apart, so its rows are counted instead: names that
 * are nobody's own, line numbers that start again on every order (`order_item_id` 1, 2, 3), one
 * value on every row ('what percentage of items are priced above 200' is of the lines), or a
 * name of each row's own with some rows unnamed.
 */
export function countsNothingApart(table: DataTable, column: number): boolean {
  return (
    namesNobodyApart(table, column) ||
    vocabularyOf(table).lineNumbers.has(column) ||
    distinctCount(table.columns[column]!) === 1 ||
    ownNamesBesideEmpty(table, column) ||
    holdsSentences(table, column)
  );
}

/** A sentence's end inside or at the end of a cell ('… a lot. My only issue…'). */
const SENTENCE_END = /[.!?](?:\s|$)/;
const SENTENCE_WORDS = 6;

/**
 * A column of written text, most cells a sentence or more (a review, a comment): each row is one
 * piece of writing, so 'how many reviews' counts the rows; two reviews that read alike are still
 * two reviews.
 */
function holdsSentences(table: DataTable, column: number): boolean {
  const cells = table.columns[column]!;
  if (cells.kind !== 'text' || cells.dictionary.length < NEARLY_EVERY_ROW * cells.codes.length)
    return false;
  const written = cells.dictionary.filter(
    (text) => SENTENCE_END.test(text) && text.split(/\s+/).length >= SENTENCE_WORDS,
  );
  return written.length * 2 >= cells.dictionary.length;
}

/**
 * Whether each row is its own entity by this column: an ID held by one row each ('emp_id'), half
 * of a person's name (two Roxanes are two people) where no full name is on two rows, or names
 * that are nobody's own. Grouping by it would merge or merely repeat rows; they are ranked one
 * by one instead. A person named on several rows (a passenger's two trolley items) is grouped by
 * the full name, so their rows add up.
 */
export function eachRowItsOwn(table: DataTable, column: number): boolean {
  const fullName = fullNameColumns(table);
  if (fullName?.includes(column) && !fullNamesRepeat(table, fullName)) return true;
  if (namesNobodyApart(table, column)) return true;
  const cells = table.columns[column]!;
  return (
    vocabularyOf(table).identifiers.has(column) &&
    cells.kind !== 'date' &&
    distinctCount(cells) === table.rowNumbers.length
  );
}

/**
 * What an item noun counts in a column: a catalogue's range names (IKEA's `name` BILLY on 14
 * bookcases) beside an ID of each row's own item (`item_id`) are not the products: each row is
 * one, so 'how many products' counts the IDs. Any other column is counted as it is.
 */
export function itemsCountedBy(table: DataTable, words: readonly string[], column: number): number {
  const concepts = words.map(conceptOf);
  if (!concepts.some((concept) => ITEM_NOUNS.has(concept))) return column;
  // 'How many product names' asks for the names themselves.
  if (concepts.some((concept) => NAME_HEADERS.has(concept)) || !sharedNames(table, column))
    return column;
  const { headers, identifiers } = vocabularyOf(table);
  const items = [...ITEM_NOUNS].map(conceptOf);
  const own = [...identifiers].filter(
    (identifier) =>
      eachRowItsOwn(table, identifier) &&
      headers[identifier]!.concepts.some((concept) => items.includes(concept)),
  );
  return own.length === 1 ? own[0]! : column;
}

/** A column that only names ('name', 'Title') whose names several rows share. */
function sharedNames(table: DataTable, column: number): boolean {
  const cells = table.columns[column]!;
  return (
    cells.kind === 'text' &&
    namesOnly(table, column) &&
    distinctCount(cells) < table.rowNumbers.length
  );
}

/**
 * 'How many reviews' of Review_Title beside Review_ASIN: a title, type or status sorts the
 * noun's rows into classes (ten reviews titled 'Good product'), so it tells the reviews apart no
 * better than 'Complaint Type' tells complaints apart; the one ID column the noun heads counts them.
 */
export function idOfClassedNoun(table: DataTable, column: number): number | null {
  const vocabulary = vocabularyOf(table);
  const { concepts } = vocabulary.headers[column]!;
  if (table.columns[column]!.kind !== 'text' || vocabulary.identifiers.has(column)) return null;
  if (!concepts.some((concept) => CLASS_WORDS.has(concept))) return null;
  const nouns = concepts.filter((concept) => !CLASS_WORDS.has(concept));
  const ids = [...vocabulary.identifiers].filter((identifier) =>
    vocabulary.headers[identifier]!.concepts.some(
      (concept) => nouns.includes(concept) && !IDENTIFIER_WORDS.has(concept),
    ),
  );
  return ids.length === 1 ? ids[0]! : null;
}
