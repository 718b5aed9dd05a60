import type { DataTable } from '../../types';
import { conceptOf, REVENUE } from './lexicon';
import { isRate, type TableVocabulary } from './table-vocabulary';

/**
 * The price per unit and the quantity whose product is each row's money, in a table with no
 * sales column (Unit price, Quantity); null when it has one, or not both. Codes and text named
 * after sales (`SalesOrderNumber`, `SalesOrderLineNumber`, `Sales Rep`) hold no money.
 */
export function amountColumns(
  table: DataTable,
  vocabulary: TableVocabulary,
): { price: number; quantity: number } | null {
  const { headers } = vocabulary;
  const named = headers.some(
    (header, column) =>
      table.columns[column]!.kind === 'number' &&
      !vocabulary.identifiers.has(column) &&
      (header.concepts.includes(REVENUE) || header.aliases.includes(REVENUE)),
  );
  if (named) return null;
  const numbers = headers.flatMap((header, column) =>
    table.columns[column]!.kind === 'number' ? [{ header, column }] : [],
  );
  const price = numbers.find(
    ({ header, column }) => isRate(vocabulary, column) && namesItemPrice(header.concepts),
  );
  const quantity = numbers.find(
    ({ header, column }) => header.concepts.includes('unit') && !isRate(vocabulary, column),
  );
  return price && quantity ? { price: price.column, quantity: quantity.column } : null;
}

/** 'Unit Price', 'Value per Bike': what one item sold is worth, a price by either word. */
const ITEM_WORTH = new Set(['price', 'value'].map(conceptOf));

export function namesItemPrice(concepts: readonly string[]): boolean {
  return concepts.some((concept) => ITEM_WORTH.has(concept));
}
