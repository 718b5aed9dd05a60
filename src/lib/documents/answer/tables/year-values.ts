import type { TableVocabulary } from './table-vocabulary';

/** Whether a number reads as a year (1000 to 2999). */
export function isYearNumber(value: number): boolean {
  return Number.isInteger(value) && value >= 1000 && value <= 2999;
}

/** Whether a column holds years by its header and its numbers ('Year Built': 1872 to 2010). */
export function isYearColumn(vocabulary: TableVocabulary, column: number): boolean {
  const values = vocabulary.categories.get(column);
  return (
    values !== undefined &&
    vocabulary.headers[column]!.concepts.includes('year') &&
    [...values].every(isYearNumber)
  );
}
