import Papa from 'papaparse';
import type { ParsedDocument, TableRow } from './parsed';

const NUMBER_LIKE = /^[-+]?[\d.,\s%$€£]+$/;

/**
 * A first row counts as a header when every cell is a distinct, non-numeric label; otherwise
 * the file is all data and no header is repeated.
 */
export function looksLikeHeader(cells: string[]): boolean {
  const labels = cells.map((cell) => cell.trim().toLowerCase());
  if (labels.length === 0 || labels.some((label) => label === '' || NUMBER_LIKE.test(label))) {
    return false;
  }
  return new Set(labels).size === labels.length;
}

/** Keeps the sheet's row numbers and drops empty rows and trailing empty cells. */
export function toTable(rows: string[][]): { header: string[] | null; rows: TableRow[] } {
  const numbered: TableRow[] = rows
    .map((cells, index) => ({ number: index + 1, cells: trimRow(cells) }))
    .filter((row) => row.cells.length > 0);
  const first = numbered[0];
  if (first && looksLikeHeader(first.cells)) {
    return { header: first.cells, rows: numbered.slice(1) };
  }
  return { header: null, rows: numbered };
}

function trimRow(cells: string[]): string[] {
  const trimmed = cells.map((cell) => cell.replace(/\s+/g, ' ').trim());
  let end = trimmed.length;
  while (end > 0 && trimmed[end - 1] === '') end -= 1;
  return trimmed.slice(0, end);
}

/** CSV with quoted fields, any common delimiter (detected) and a header row when there is one. */
export function parseCsv(text: string): ParsedDocument {
  // Guess the delimiter on the first non-empty rows, then parse everything with it, keeping
  // empty rows so the row numbers match the file.
  const { delimiter } = Papa.parse<string[]>(text, {
    delimiter: '',
    skipEmptyLines: 'greedy',
    preview: 50,
  }).meta;
  const result = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  return { kind: 'table', ...toTable(result.data) };
}
