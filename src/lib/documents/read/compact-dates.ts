import { dayOf, type CellReading } from '../text/cell-value';

/** A date written as eight digits, year first with no separators ('20150101', SAP's DATS). */
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;
/** Fewer distinct cells than this say too little to tell dates from a code. */
const MIN_DISTINCT = 3;

/** The day (since 1970-01-01, UTC) '20150101' writes, or NaN when it is no calendar day. */
function compactDay(text: string): number {
  const parts = COMPACT_DATE.exec(text);
  if (!parts) return Number.NaN;
  const year = Number(parts[1]);
  return (year >= 1000 ? dayOf(year, Number(parts[2]), Number(parts[3])) : null) ?? Number.NaN;
}

/**
 * The days of a column of whole numbers that are all dates written year, month, day without
 * separators ('20150101', '29991212' as a far-off placeholder), as ERP exports write them; null
 * for any other column. Read as numbers, 'created in March 2024' found no date column and the
 * dates were added up as figures. A code of eight digits is no calendar day on every row: its
 * middle digits run past 12 and its last past 31.
 */
export function compactDates(
  texts: readonly string[],
  readings: readonly CellReading[],
): number[] | null {
  let distinct = 0;
  const days = texts.map((text, at) => {
    if (readings[at]!.kind !== 'number') return Number.NaN;
    distinct += 1;
    return compactDay(text.trim());
  });
  const allDays = readings.every(
    (reading, at) => reading.kind !== 'number' || !Number.isNaN(days[at]!),
  );
  return allDays && distinct >= MIN_DISTINCT ? days : null;
}
