import type { DataTable } from '../../types';

/** Names of the currency each sign writes ('pounds' of `£60.07`). */
const NAMES_BY_SIGN: Readonly<Record<string, readonly string[]>> = {
  '£': ['pound', 'pounds', 'gbp', 'sterling'],
  $: ['dollar', 'dollars', 'usd'],
  '€': ['euro', 'euros', 'eur'],
  '¥': ['yen', 'jpy'],
  '₹': ['rupee', 'rupees', 'inr'],
};

/** Every currency name and code ('usd' of a `Cost_USD` header, 'euros'). */
export const CURRENCY_NAMES: ReadonlySet<string> = new Set(Object.values(NAMES_BY_SIGN).flat());

/**
 * The names of the currencies a table's figures are written in: 'total sales in pounds' of
 * cells written `£60.07` says the unit the answer is in, not a column or value to look for.
 */
export function currencyNamesOf(table: DataTable): Set<string> {
  return new Set(
    table.columns.flatMap((column) =>
      column.kind === 'number' && column.format.currency !== null
        ? (NAMES_BY_SIGN[column.format.currency] ?? [])
        : [],
    ),
  );
}
