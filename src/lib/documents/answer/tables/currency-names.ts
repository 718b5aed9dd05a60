import type { DataTable } from '../../types';
import { SIGN_OF_CURRENCY_CODE } from '../../text/cell-value';

/** Names of the currency each sign writes ('pounds' of `£60.07`), beside its code. */
const NAMES_BY_SIGN: Readonly<Record<string, readonly string[]>> = {
  '£': ['pound', 'pounds', 'sterling'],
  $: ['dollar', 'dollars'],
  '€': ['euro', 'euros'],
  '¥': ['yen'],
  '₹': ['rupee', 'rupees'],
};

/** Currency codes, as a header writes them ('usd' of `Cost_USD`). */
export const CURRENCY_CODES: ReadonlySet<string> = new Set(
  Object.keys(SIGN_OF_CURRENCY_CODE).map((code) => code.toLowerCase()),
);

/** A sign's names and its code ('dollars', 'usd' of '$'). */
function namesOf(sign: string): string[] {
  const codes = Object.keys(SIGN_OF_CURRENCY_CODE).filter(
    (code) => SIGN_OF_CURRENCY_CODE[code] === sign,
  );
  return [...(NAMES_BY_SIGN[sign] ?? []), ...codes.map((code) => code.toLowerCase())];
}

/**
 * The names of the currencies a table's figures are written in: 'total sales in pounds' of
 * cells written `£60.07` says the unit the answer is in, not a column or value to look for.
 */
export function currencyNamesOf(table: DataTable): Set<string> {
  return new Set(
    table.columns.flatMap((column) =>
      column.kind === 'number' && column.format.currency !== null
        ? namesOf(column.format.currency)
        : [],
    ),
  );
}
