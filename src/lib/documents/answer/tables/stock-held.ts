import type { VisibleTable } from '../../types';
import { conceptOf, QUANTITY_WORDS } from './lexicon';
import { stem } from '../../text/terms';
import { vocabularyOf } from './table-vocabulary';

/** Header words saying a quantity is what is held now ('Quantity Available', 'Qty On Hand'). */
const HELD_WORDS = new Set(
  ['available', 'hand', 'onhand', 'remaining'].map((word) => conceptOf(stem(word))),
);
const STOCK = conceptOf(stem('stock'));

/**
 * 'stock', 'stock level': not 'in stock' or 'out of stock' (a condition on the quantity), nor
 * 'stock value' or 'stock cost' (money the stock is worth).
 */
const STOCK_SAID =
  /(?<!\b(?:in|of)\s)\bstock(?:\s+levels?)?\b(?!\s+(?:value|values|worth|cost|costs|price|prices)\b)/giu;

/**
 * The one number column of a table that holds a quantity headed as what is held ('Quantity
 * Available', 'Qty On Hand', 'Units Remaining'), where no figure's header says stock; else null.
 */
function heldQuantity({ table }: VisibleTable): string | null {
  const { headers } = vocabularyOf(table);
  const figure = (column: number) => table.columns[column]!.kind === 'number';
  const says = (concepts: readonly string[], word: string) => concepts.includes(word);
  if (headers.some(({ concepts }, column) => figure(column) && says(concepts, STOCK))) return null;
  const held = headers.flatMap(({ concepts }, column) =>
    figure(column) &&
    concepts.some((concept) => QUANTITY_WORDS.has(concept)) &&
    concepts.some((concept) => HELD_WORDS.has(concept))
      ? [table.columns[column]!.name]
      : [],
  );
  return held.length === 1 ? held[0]! : null;
}

/**
 * 'The average stock level', 'which store held the most stock': of tables whose quantity is
 * headed as what is held (and no figure is headed stock; 'Inventory Date' says only when it was
 * counted), the stock is that quantity, read as its header.
 */
export function stockAsHeld(question: string, tables: readonly VisibleTable[]): string {
  STOCK_SAID.lastIndex = 0;
  if (!STOCK_SAID.test(question)) return question;
  const names = new Set(tables.map(heldQuantity));
  if (names.size !== 1) return question;
  const [name] = names;
  return name ? question.replace(STOCK_SAID, name) : question;
}
