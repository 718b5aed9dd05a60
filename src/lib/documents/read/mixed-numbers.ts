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
