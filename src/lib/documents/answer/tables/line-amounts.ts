import type { DataTable } from '../../types';
import {
  AMOUNT_OF_NOUN_HEADERS,
  conceptOf,
  IDENTIFIER_WORDS,
  QUANTITY_WORDS,
  RATE_WORDS,
  REVENUE,
  SOLD,
} from './lexicon';

interface HeaderWords {
  concepts: string[];
  rates: string[];
  valuedAt: string[];
}

/** A header's concepts but the words that only say it is money, and in what ('price_usd' → price). */
export function conceptsBesideMoneyWords(concepts: readonly string[]): string[] {
  return concepts.filter((concept) => !AMOUNT_OF_NOUN_HEADERS.has(concept));
}

/** 'Total Price', 'TOTAL_PRICE_USD', 'Price Total': what the row's items cost together. */
export function namesTotalPrice(concepts: readonly string[]): boolean {
  return (
    concepts.includes('price') &&
    concepts.includes('total') &&
    concepts.every(
      (concept) =>
        concept === 'price' || concept === 'total' || AMOUNT_OF_NOUN_HEADERS.has(concept),
    )
  );
}

/**
 * 'Unit price', 'Unit Cost', 'Price Per Unit', 'Hourly rate': a header that says one item's
 * figure. A price after 'at' is what the figure was valued at ('Sales at Full Price'), not it.
 */
export function namesRate({ concepts, rates, valuedAt }: HeaderWords): boolean {
  if (namesTotalPrice(concepts)) return false;
  const unitCost = concepts.includes('unit') && concepts.includes('cost');
  const rate = (concept: string) => RATE_WORDS.has(concept) && !valuedAt.includes(concept);
  return rates.length > 0 || unitCost || concepts.some(rate);
}

/** Cents apart at most: a total written to two decimals is still the product of its parts. */
const SAME_AMOUNT = 0.005;

/**
 * Columns headed as a price that hold each row's price times its quantity (`sale_price` beside
 * `unit_price` and `quantity`, `ext price`): what the row comes to, not one item's price. Every
 * row must agree, and some must have a quantity other than 1 (else the two prices are one). A
 * price of one thing sold per row is what the row comes to as well.
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
  const sold = priceOfEachSale(table, headers);
  return new Set([
    ...(sold === null ? [] : [sold]),
    ...prices.filter((amount) =>
      prices.some(
        (price) =>
          price !== amount && quantities.some((quantity) => isProduct(amount, price, quantity)),
      ),
    ),
  ]);
}

/** 'SalePrice', 'Sold Price': the price a sale was made at, by its header. */
function namesSalePrice(concepts: readonly string[]): boolean {
  return (
    concepts.length === 2 &&
    concepts.includes('price') &&
    (concepts.includes(REVENUE) || concepts.includes(SOLD))
  );
}

/**
 * 'price' of a pizza place's dated rows, each with the ID of the sale, and no quantity to
 * multiply it by: each row is one thing sold at that price, so the price is what the row took.
 * A catalogue (no dates) or a panel of prices over time (no IDs) lists prices, not sales, and a
 * price beside a quantity is multiplied by it. A header that says the price is the sale's
 * ('SalePrice' of a list of houses sold) needs neither dates nor IDs to say so; nor do rows that
 * each name the person who bought (`first_name` and `last_name`, or an `email`, beside `Price`
 * of an airline's trolley sales): a catalogue names no buyers.
 */
export function priceOfEachSale(table: DataTable, headers: readonly HeaderWords[]): number | null {
  const numbers = (test: (concepts: readonly string[]) => boolean) =>
    headers.flatMap(({ concepts }, column) =>
      table.columns[column]!.kind === 'number' && test(concepts) ? [column] : [],
    );
  if (holdsQuantity(headers)) return null;
  const salePrices = numbers(namesSalePrice);
  if (salePrices.length === 1) return salePrices[0]!;
  const prices = numbers((concepts) => conceptsBesideMoneyWords(concepts).join() === 'price');
  const dated = table.columns.some((column) => column.kind === 'date');
  const recorded = headers.some(({ concepts }) =>
    concepts.some((concept) => IDENTIFIER_WORDS.has(concept)),
  );
  return prices.length === 1 && ((dated && recorded) || buyersNamed(headers)) ? prices[0]! : null;
}

/** Headers of who a row's person is: a first and a last name, or an email address. */
function buyersNamed(headers: readonly HeaderWords[]): boolean {
  const headed = (words: ReadonlySet<string>) =>
    headers.some(({ concepts }) => concepts.some((concept) => words.has(concept)));
  return (headed(GIVEN_NAMES) && headed(FAMILY_NAMES)) || headed(EMAIL);
}

const GIVEN_NAMES = new Set(['first', 'forename'].map(conceptOf));
const FAMILY_NAMES = new Set(['last', 'surname'].map(conceptOf));
const EMAIL = new Set(['email'].map(conceptOf));

function holdsQuantity(headers: readonly HeaderWords[]): boolean {
  return headers.some(({ concepts }) => concepts.some((concept) => QUANTITY_WORDS.has(concept)));
}

/**
 * 'The average price of a Latte' of a till's dated lines with one money column ('money') and no
 * quantity or price: each row is one thing sold, so what it took is that thing's price, as a
 * price is what each row took in priceOfEachSale.
 */
export function takesItsPrice(table: DataTable, headers: readonly HeaderWords[]): boolean {
  return (
    !holdsQuantity(headers) &&
    !headers.some(({ concepts }) => concepts.includes('price')) &&
    table.columns.some((column) => column.kind === 'date')
  );
}
