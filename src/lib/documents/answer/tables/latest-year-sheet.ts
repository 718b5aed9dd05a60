import type { VisibleTable } from '../../types';

/** A year alone: a sheet's name ('2021'), as a workbook kept a sheet a year names them, or a word. */
const YEAR = /^(?:1[89]|2\d)\d\d$/;

/**
 * A workbook kept a sheet a year ('2021', '2020' … '1992'): a question naming no year asks
 * about the latest one, as a person reading the workbook would, not which of them is meant.
 */
export function latestYearSheetOnly<T extends { source: VisibleTable }>(
  answers: readonly T[],
  words: readonly string[],
): readonly T[] {
  const sheets = answers.map(({ source }) => source.table.sheet ?? '');
  const documents = new Set(answers.map(({ source }) => source.documentId));
  if (
    new Set(sheets).size < 2 ||
    documents.size > 1 ||
    !sheets.every((sheet) => YEAR.test(sheet)) ||
    words.some((word) => YEAR.test(word))
  )
    return answers;
  const latest = Math.max(...sheets.map(Number));
  return answers.filter(({ source }) => Number(source.table.sheet) === latest);
}
