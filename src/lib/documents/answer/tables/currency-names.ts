import type { DataTable } from '../../types';

/** The currency each sign writes: its code ('usd') and its names ('dollars' of `$60.07`). */
const CURRENCIES: Readonly<Record<string, { code: string; names: readonly string[] }>> = {
  '£': { code: 'gbp', names: ['pound', 'pounds', 'sterling'] },
  $: { code: 'usd', names: ['dollar', 'dollars'] },
  '€': { code: 'eur', names: ['euro', 'euros'] },
  '¥': { code: 'jpy', names: ['yen'] },
  '₹': { code: 'inr', names: ['rupee', 'rupees'] },
};

/** Currency codes ('usd' of a `Cost_USD` header). */
export const CURRENCY_CODES: ReadonlySet<string> = new Set(
  Object.values(CURRENCIES).map(({ code }) => code),
);

const namesOf = (currency: (typeof CURRENCIES)[string] | undefined): string[] =>
  currency ? [...currency.names, currency.code] : [];

/**
 * The names of the currencies a table's figures are written in: 'total sales in pounds' of
 * cells written `£60.07` says the unit the answer is in, not a column or value to look for.
 */
export function currencyNamesOf(table: DataTable): Set<string> {
  return new Set(
    table.columns.flatMap((column) =>
      column.kind === 'number' && column.format.currency !== null
        ? namesOf(CURRENCIES[column.format.currency])
        : [],
    ),
  );
}
