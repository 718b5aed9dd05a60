import Papa, { type ParseError } from 'papaparse';
import { DocumentError } from '../../errors';
import { evenSpacing } from '../../text/cell-value';
import { looksLikeHeader } from '../../text/header-row';
import type { ParsedDocument, TableRow } from './parsed';

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
  const trimmed = cells.map(evenSpacing);
  let end = trimmed.length;
  while (end > 0 && trimmed[end - 1] === '') end -= 1;
  return trimmed.slice(0, end);
}

/**
 * An unbalanced quote makes every following line part of one field, so the rows after it
 * would be indexed as a single passage: refuse, naming the row, rather than index that.
 */
function malformedQuote(errors: ParseError[], fileName: string): DocumentError | null {
  const quoteError = errors.find((error) => error.type === 'Quotes');
  if (!quoteError) return null;
  const row = (quoteError.row ?? 0) + 1;
  return new DocumentError(
    'corrupt',
    `${fileName} has a stray or unclosed quote mark (") on row ${row}, so the rows after it can't be told apart. Fix the quotes on that row in a spreadsheet app or text editor, then upload it again.`,
  );
}

const BEYOND_LATIN1 = /[\u0100-\uffff]/;

/**
 * The cells, each stored one byte a character when it can be. A JavaScript engine keeps a
 * text with a single character beyond Latin-1 (a curly quote) at two bytes a character, and
 * every cell and passage cut from it too: in Chromium those tokenise four times slower on
 * the main thread and take twice the bytes to send and store. JSON.parse makes each string
 * anew, one byte a character unless it holds such a character itself.
 */
function compactCells(rows: string[][], text: string): string[][] {
  return BEYOND_LATIN1.test(text) ? (JSON.parse(JSON.stringify(rows)) as string[][]) : rows;
}

/**
 * CSV with quoted fields, any common delimiter (detected) and a header row when there is
 * one. Throws a DocumentError naming the row where the quoting breaks.
 */
export function parseCsv(text: string, fileName = 'This file'): ParsedDocument {
  // Guess the delimiter on the first non-empty rows, then parse everything with it, keeping
  // empty rows so the row numbers match the file.
  const { delimiter } = Papa.parse<string[]>(text, {
    delimiter: '',
    skipEmptyLines: 'greedy',
    preview: 50,
  }).meta;
  const result = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const malformed = malformedQuote(result.errors, fileName);
  if (malformed) throw malformed;
  return { kind: 'table', ...toTable(compactCells(result.data, text)) };
}
