import type { CellReading } from '../text/cell-value';
import type { MixedNumbers } from '../types';

type NumberReading = Extract<CellReading, { kind: 'number' }>;

/** A number cell's unit: its currency sign, '%', or '' for a plain number. */
function unitOf(reading: NumberReading): string {
  return reading.percent ? '%' : (reading.currency ?? '');
}

/**
 * Units that can't be added together: two currencies, or percentages beside other numbers. A
 * plain number beside one currency is taken to be in it (a sheet formats some cells as money).
 */
function unitsMix(units: readonly string[]): boolean {
  const signs = units.filter((unit) => unit !== '');
  return signs.length > 1 || (units.includes('%') && units.length > 1);
}

/**
 * A column's readings with its cells like 3,401 read as the column writes its other numbers:
 * where some cells have a decimal comma (5,4) and none a decimal point, a comma before three
 * digits is a decimal comma too (3.401), as in a European export. Cells like 1.234 stay
 * either-way: beside a decimal comma they are refused as ambiguous (see `mixedNumbers`).
 */
export function settleDecimalMarks(readings: readonly CellReading[]): readonly CellReading[] {
  const marks = new Set(readings.map((reading) => reading.kind === 'number' && reading.mark));
  if (!marks.has('either') || !marks.has('comma') || marks.has('point')) return readings;
  return readings.map((reading) => {
    // Read with a point, 3,401 was 3401: a comma grouping thousands leaves no decimals.
    if (reading.kind !== 'number' || reading.mark !== 'either' || reading.decimals > 0)
      return reading;
    return { ...reading, value: reading.value / 1000, decimals: 3, mark: 'comma' as const };
  });
}

/**
 * Why a number column's cells (its distinct `texts`, read as `readings`; `ofRow` maps each row
 * to one) can't be folded into one figure, or null. A decimal comma beside a decimal point,
 * or beside cells like 1.234 that read either way, leaves no figure to trust; units that
 * differ can still be figured one by one.
 */
export function mixedNumbers(
  texts: readonly string[],
  readings: readonly CellReading[],
  ofRow: Uint32Array,
): MixedNumbers | null {
  const numbers = readings.filter((reading) => reading.kind === 'number');
  const textMarked = (mark: NumberReading['mark']) =>
    texts[readings.findIndex((reading) => reading.kind === 'number' && reading.mark === mark)]!;
  const marks = new Set(numbers.map((reading) => reading.mark));
  if (marks.has('comma') && (marks.has('point') || marks.has('either'))) {
    const point = textMarked(marks.has('point') ? 'point' : 'either');
    return { kind: 'decimal-marks', comma: textMarked('comma'), point };
  }
  const units = [...new Set(numbers.map(unitOf))];
  if (!unitsMix(units)) return null;
  const unitAt = readings.map((reading) =>
    reading.kind === 'number' ? units.indexOf(unitOf(reading)) : 0,
  );
  return { kind: 'units', units, codes: Uint8Array.from(ofRow, (at) => unitAt[at]!) };
}

/** Whether a cell holds a whole number beyond 2^53, which a Float64 can't hold exactly. */
export function inexactNumbers(readings: readonly CellReading[]): boolean {
  return readings.some(
    (reading) =>
      reading.kind === 'number' && reading.decimals === 0 && !Number.isSafeInteger(reading.value),
  );
}
