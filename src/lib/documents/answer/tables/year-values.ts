import type { TableVocabulary } from './table-vocabulary';

/** Whether a number reads as a year (1000 to 2999). */
export function isYearNumber(value: number): boolean {
  return Number.isInteger(value) && value >= 1000 && value <= 2999;
}

/**
 * Share of a year column's distinct whole numbers that must read as years: a book list's
 * `Publishing Year` also holds a few ancient ones (-560, 868).
 */
const MOSTLY_YEARS = 0.95;

/** Whether a column holds years by its header and its numbers ('Year Built': 1872 to 2010). */
export function isYearColumn(vocabulary: TableVocabulary, column: number): boolean {
  const values = vocabulary.categories.get(column);
  if (values === undefined || !vocabulary.headers[column]!.concepts.includes('year')) return false;
  const numbers = [...values];
  return (
    numbers.every(Number.isInteger) &&
    numbers.filter(isYearNumber).length >= MOSTLY_YEARS * numbers.length
  );
}
