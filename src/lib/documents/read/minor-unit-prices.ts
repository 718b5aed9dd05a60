import { readCell, type CellReading } from '../text/cell-value';

/** A price written in the currency's hundredth: pence ('90p') or cents ('45¢'). */
const MINOR_UNIT = /^(\d+(?:\.\d+)?)\s?(?:p|¢)$/i;

/** The currency sign most of a column's number cells are written with, if any. */
function mainCurrency(readings: readonly CellReading[]): string | null {
  const counts = new Map<string, number>();
  for (const reading of readings) {
    if (reading.kind === 'number' && reading.currency)
      counts.set(reading.currency, (counts.get(reading.currency) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * The readings of a column of prices in a currency ('£2.30') where prices under one unit are
 * written in its hundredths ('90p', as a grocer's shelf labels have them): each such cell read
 * as that part of the currency (£0.90); null for any other column. Left as text, those cells
 * were no value: the cheapest products vanished and the average price rose.
 */
export function minorUnitPrices(
  texts: readonly string[],
  readings: readonly CellReading[],
): CellReading[] | null {
  const currency = mainCurrency(readings);
  if (!currency) return null;
  let minor = false;
  const prices = texts.map((raw, at) => {
    const match = readings[at]!.kind === 'text' ? MINOR_UNIT.exec(raw.trim()) : null;
    if (!match) return readings[at]!;
    minor = true;
    return readCell(`${currency}${(Number(match[1]) / 100).toFixed(2)}`);
  });
  return minor ? prices : null;
}
