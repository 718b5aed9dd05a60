import type { DataTable, TableColumn } from '../../types';
import { IDENTIFIER_WORDS, NAME_HEADERS } from './lexicon';
import { vocabularyOf } from './table-vocabulary';

const distinctCounts = new WeakMap<TableColumn, number>();

/** How many different values a column holds, counted once per column. */
function distinctCount(column: TableColumn): number {
  if (column.kind === 'text') return column.dictionary.length;
  let count = distinctCounts.get(column);
  if (count === undefined) {
    count = new Set(column.values).size;
    distinctCounts.set(column, count);
  }
  return count;
}

/** About one name per ID: a column of a few kinds ('Store type') is not named by store numbers. */
function onePerId(table: DataTable, name: number, identifier: number): boolean {
  const names = distinctCount(table.columns[name]!);
  const ids = distinctCount(table.columns[identifier]!);
  return 2 * names >= ids && names <= 2 * ids;
}

/** A header that only says 'the name' ('Title', 'Name', 'Description'): the name of the ID. */
function namesOnly(table: DataTable, column: number): boolean {
  const { concepts } = vocabularyOf(table).headers[column]!;
  return concepts.every((concept) => NAME_HEADERS.has(concept));
}

/**
 * The ID column beside a name column: 'Product ID' beside 'Product Name', or the one code
 * column that a column called only 'Title' names ('ASIN/ISBN (Product Code)').
 */
export function identifierBeside(table: DataTable, column: number | null): number | null {
  const vocabulary = vocabularyOf(table);
  const named = column === null ? undefined : table.columns[column];
  if (column === null || named?.kind !== 'text' || vocabulary.identifiers.has(column)) return null;
  const own = vocabulary.headers[column]!.concepts.filter((concept) => concept !== 'name');
  const paired = [...vocabulary.identifiers].filter((identifier) =>
    onePerId(table, column, identifier),
  );
  const sharing = paired.find((identifier) =>
    vocabulary.headers[identifier]!.concepts.some(
      (concept) => own.includes(concept) && !IDENTIFIER_WORDS.has(concept),
    ),
  );
  if (sharing !== undefined) return sharing;
  return namesOnly(table, column) && paired.length === 1 ? paired[0]! : null;
}

/** The name column of an ID column ('Title' of 'Product Code'), answered in its place. */
export function nameBeside(table: DataTable, identifier: number): number | null {
  const names = table.columns.flatMap((_, column) =>
    identifierBeside(table, column) === identifier ? [column] : [],
  );
  return names.length === 1 ? names[0]! : null;
}
