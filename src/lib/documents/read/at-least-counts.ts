import { readCell, type CellReading } from '../text/cell-value';

/** A whole number written with a plus after it ('1,000,000+', '10+'): at least that many. */
const AT_LEAST = /^(?:\d{1,3}(?:,\d{3})+|\d+)\+$/;

/**
 * The readings of a column of counts written as lower bounds (an app store's installs,
 * '1,000,000+'): each cell the number before its plus, when every filled cell is such a count
 * or a plain number and one at least has the plus; null for any other column. Read as text,
 * 'the total installs' counted the distinct brackets. Age bands ('65+' beside '18-24') are no
 * such column: not every cell has the form.
 */
export function atLeastCounts(
  texts: readonly string[],
  readings: readonly CellReading[],
): CellReading[] | null {
  let plus = false;
  const counts = texts.map((raw, at) => {
    const text = raw.trim();
    if (!AT_LEAST.test(text)) return readings[at]!;
    plus = true;
    return readCell(text.slice(0, -1));
  });
  const all = counts.every((reading) => reading.kind === 'number' || reading.kind === 'empty');
  return plus && all ? counts : null;
}
