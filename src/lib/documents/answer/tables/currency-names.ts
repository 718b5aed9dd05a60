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
 * cells written `£60.07`, or of a header ending `(GBP)`, says the unit the answer is in, not a
 * column or value to look for.
 */
export function currencyNamesOf(table: DataTable): Set<string> {
  return new Set(
    table.columns.flatMap((column) => {
      if (column.kind !== 'number') return [];
      if (column.format.currency !== null) return namesOf(column.format.currency);
      return headerCurrencySigns(column.name).flatMap(namesOf);
    }),
  );
}

/** The signs of the currency codes a header is written in ('£' of `Purchase Amount (GBP)`). */
function headerCurrencySigns(header: string): string[] {
  return (header.toUpperCase().match(/[A-Z]+/g) ?? []).flatMap((word) => {
    const sign = SIGN_OF_CURRENCY_CODE[word];
    return sign === undefined ? [] : [sign];
  });
}
