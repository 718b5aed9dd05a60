import Papa, { type ParseConfig, type Parser, type ParseResult } from 'papaparse';
import { DocumentError, tooManyRowsError } from '../../errors';
import { evenSpacing } from '../../text/cell-value';
import { looksLikeHeader } from '../../text/header-row';
import { BudgetMeter, READ_BUDGET } from './budget';
import type { ParsedDocument, TableRow } from './parsed';

/** Rows between looks at the clock: a look costs more than parsing a short row. */
const ROWS_PER_CLOCK_CHECK = 4_096;

/**
 * Text Papa Parse is given at a time: it splits a whole input into lines before its first
 * row, so a stop at the row limit would come after all of them were made. Rows are taken a
 * chunk at a time rather than one by one (`step`), which cost a third more on a 100,000-row
 * sheet.
 */
const CHUNK_CHARS = 1 << 20;

/**
 * Rows, blank ones included, that Excel holds in a sheet. Papa Parse takes about 0.3 µs
 * a row even for an empty line, so 25 MB of newlines took 8 s to find nothing: no real sheet
 * has more rows than this, and reading stops at the first row beyond it.
 */
export const MAX_SHEET_ROWS = 1_048_576;

/**
 * A sheet's rows as they are read: numbered as the sheet shows them, empty rows and
 * trailing empty cells dropped, and the rows kept counted against the file's budget (and
 * the clock looked at) as they come, so an oversized sheet stops at the row over the limit.
 */
export class TableRows {
  private readonly kept: TableRow[] = [];
  private seen = 0;

  constructor(private readonly meter: BudgetMeter) {}

  /** Rows read so far, empty ones included: the number of the last row added. */
  get count(): number {
    return this.seen;
  }

  add(cells: string[]): void {
    this.seen += 1;
    if (this.seen > MAX_SHEET_ROWS) {
      throw tooManyRowsError(this.meter.fileName, MAX_SHEET_ROWS, 'blank rows included');
    }
    if (this.seen % ROWS_PER_CLOCK_CHECK === 0) this.meter.checkTime();
    const trimmed = trimRow(cells);
    if (trimmed.length === 0) return;
    this.meter.spendTableRows(1);
    this.kept.push({ number: this.seen, cells: trimmed });
  }

  get rows(): TableRow[] {
    return this.kept;
  }
}

/** The first row is the header when it looks like one. */
export function toTable(rows: TableRow[]): { header: string[] | null; rows: TableRow[] } {
  const first = rows[0];
  if (first && looksLikeHeader(first.cells)) return { header: first.cells, rows: rows.slice(1) };
  return { header: null, rows };
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
function malformedQuote(row: number, fileName: string): DocumentError {
  return new DocumentError(
    'corrupt',
    `${fileName} has a stray or unclosed quote mark (") on row ${row}, so the rows after it can't be told apart. Fix the quotes on that row in a spreadsheet app or text editor, then upload it again.`,
  );
}

interface ChunkedConfig {
  chunkSize: number;
  chunk: (results: ParseResult<string[]>, parser: Parser) => void;
}

const BEYOND_LATIN1 = /[\u0100-\uffff]/;

/**
 * The cells, each stored one byte a character when it can be. A JavaScript engine keeps a
 * text with a single character beyond Latin-1 (a curly quote) at two bytes a character, and
 * every cell and passage cut from it too: in Chromium those tokenise four times slower on
 * the main thread and take twice the bytes to send and store. JSON.parse makes each string
 * anew, one byte a character unless it holds such a character itself.
 */
function compactCells(rows: TableRow[], text: string): TableRow[] {
  return BEYOND_LATIN1.test(text) ? (JSON.parse(JSON.stringify(rows)) as TableRow[]) : rows;
}

/**
 * CSV with quoted fields, any common delimiter (detected) and a header row when there is
 * one. Rows are taken a chunk at a time, so none is kept twice and the file's budget stops
 * the parser in the chunk that runs out of it. Throws a DocumentError:
 * naming the row where the quoting breaks, or the budget's.
 */
export function parseCsv(
  text: string,
  fileName = 'This file',
  meter = new BudgetMeter(READ_BUDGET, fileName),
): ParsedDocument {
  // Guess the delimiter on the first non-empty rows of the first stretch of text (Papa Parse
  // splits all it is given into lines first), then parse everything with it.
  const { delimiter } = Papa.parse<string[]>(text.slice(0, CHUNK_CHARS), {
    delimiter: '',
    skipEmptyLines: 'greedy',
    preview: 50,
  }).meta;
  const rows = new TableRows(meter);
  let failure: unknown = null;
  // Papa Parse streams a string in chunks too; its types list `chunk` for files only.
  const config: ParseConfig<string[]> & ChunkedConfig = {
    delimiter,
    chunkSize: CHUNK_CHARS,
    chunk: ({ data, errors }, parser) => {
      try {
        const quoteError = errors.find((error) => error.type === 'Quotes');
        // Papa Parse numbers a chunk's rows from 0.
        if (quoteError) throw malformedQuote(rows.count + (quoteError.row ?? 0) + 1, fileName);
        for (const cells of data) rows.add(cells);
      } catch (error) {
        failure = error;
        parser.abort();
      }
    },
  };
  Papa.parse<string[]>(text, config);
  if (failure) throw failure;
  return { kind: 'table', ...toTable(compactCells(rows.rows, text)) };
}
