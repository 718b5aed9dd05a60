import type { DataTable } from '../../types';
import { QUANTITY_WORDS, RATE_WORDS } from './lexicon';

interface HeaderWords {
  concepts: string[];
  rates: string[];
}

/** 'Unit price', 'Unit Cost', 'Price Per Unit', 'Hourly rate': a header that says one item's figure. */
export function namesRate({ concepts, rates }: HeaderWords): boolean {
  const unitCost = concepts.includes('unit') && concepts.includes('cost');
  return rates.length > 0 || unitCost || concepts.some((concept) => RATE_WORDS.has(concept));
}

/** Cents apart at most: a total written to two decimals is still the product of its parts. */
const SAME_AMOUNT = 0.005;

/**
 * Columns headed as a price that hold each row's price times its quantity (`sale_price` beside
 * `unit_price` and `quantity`, `ext price`): what the row comes to, not one item's price. Every
 * row must agree, and some must have a quantity other than 1 (else the two prices are one).
 */
export function lineAmountsOf(table: DataTable, headers: readonly HeaderWords[]): Set<number> {
  const numbers = (test: (header: HeaderWords) => boolean) =>
    headers.flatMap((header, column) =>
      table.columns[column]!.kind === 'number' && test(header) ? [column] : [],
    );
  const prices = numbers(namesRate);
  const quantities = numbers(
    (header) =>
      !namesRate(header) && header.concepts.some((concept) => QUANTITY_WORDS.has(concept)),
  );
  const valuesOf = (column: number) => {
    const found = table.columns[column]!;
    return found.kind === 'number' ? found.values : [];
  };
  const isProduct = (amount: number, price: number, quantity: number) => {
    const [totals, each, counts] = [valuesOf(amount), valuesOf(price), valuesOf(quantity)];
    let multiplied = false;
    for (let row = 0; row < totals.length; row += 1) {
      const [total, one, count] = [totals[row]!, each[row]!, counts[row]!];
      if ([total, one, count].some(Number.isNaN)) continue;
      if (Math.abs(total - one * count) > SAME_AMOUNT) return false;
      multiplied ||= count !== 1;
    }
    return multiplied;
  };
  return new Set(
    prices.filter((amount) =>
      prices.some(
        (price) =>
          price !== amount && quantities.some((quantity) => isProduct(amount, price, quantity)),
      ),
    ),
  );
}
