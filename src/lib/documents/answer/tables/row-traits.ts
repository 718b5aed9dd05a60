import type { DataTable } from '../../types';
import { IDENTIFIER_WORDS, NAME_HEADERS } from './lexicon';
import { holdsTimes } from './time-of-day';

/** A header's words, as the table's vocabulary keeps them. */
interface HeaderWords {
  concepts: readonly string[];
}

/** `Time_Orderd`, `Order Date`: when each order happened, not which order it is. */
export function saysWhen(cells: DataTable['columns'][number]): boolean {
  return cells.kind === 'date' || holdsTimes(cells);
}

/**
 * Whether a date column dates the thing each row is: `incident_date` beside `incident_type` and
 * `incident_city` (not `policy_bind_date` beside `policy_number`, which says which policy it is).
 */
export function datesEachRow(
  table: DataTable,
  headers: readonly HeaderWords[],
  column: number,
): boolean {
  const concept = headers[column]!.concepts[0];
  if (concept === undefined) return false;
  const traits = headers.filter(
    ({ concepts }, index) => !saysWhen(table.columns[index]!) && concepts.includes(concept),
  );
  return describesEachRow(concept, traits);
}

/**
 * Whether the headers a noun names are all that noun's traits, two at least: `loan_purpose`
 * and `loan_status`, `incident_type` and `incident_city`. Each row is then one loan or incident,
 * told by its traits; a name or code among them (`loan_id`, `customer_name`) says which one it
 * is, and its distinct values are counted instead.
 */
export function describesEachRow(concept: string, named: readonly HeaderWords[]): boolean {
  return (
    named.length >= 2 &&
    named.every(
      ({ concepts }) =>
        concepts.length >= 2 &&
        concepts[0] === concept &&
        !concepts.some((word) => IDENTIFIER_WORDS.has(word) || NAME_HEADERS.has(word)),
    )
  );
}
