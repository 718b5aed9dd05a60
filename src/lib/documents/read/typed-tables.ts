import type { BudgetMeter } from './parsers/budget';
import type { ParsedDocument, ParsedSheet, TableRow } from './parsers/parsed';
import type { DataTable, NumberFormat, TableColumn } from '../types';
import { dateOrderOf, readCell, type CellReading } from '../text/cell-value';
import { columnLetter } from '../text/labels';

/** The header is looked for in this many rows from the top (title and note rows come first). */
const HEADER_SEARCH_ROWS = 20;
/** A column is of a type when this share of its non-empty cells reads as that type. */
const TYPED_SHARE = 0.8;
/** How many rows are read between two looks at the clock. */
const ROWS_PER_CLOCK_CHECK = 4096;

const TOTAL_ROW = /^(grand\s+|sub-?\s?)?totals?\b/i;
const YEAR = /^(19|20)\d\d$/;

function nonEmpty(cells: readonly string[]): string[] {
  return cells.filter((cell) => cell.trim() !== '');
}

function isLabel(cell: string): boolean {
  return readCell(cell).kind === 'text' || YEAR.test(cell.trim());
}

/** Text labels (years allowed, for wide tables), at least two, covering most columns. */
function couldBeHeader(row: TableRow, widthBelow: number): boolean {
  const labels = nonEmpty(row.cells);
  return labels.length >= 2 && labels.length >= 0.6 * widthBelow && labels.every(isLabel);
}

/** Whether a row below has a number or a date under one of the candidate's labels. */
function typedBelow(header: TableRow, below: readonly TableRow[]): boolean {
  return below.some((row) =>
    row.cells.some((cell, column) => {
      if (!header.cells[column]?.trim()) return false;
      const kind = readCell(cell).kind;
      return kind === 'number' || kind === 'date';
    }),
  );
}

/**
 * The header row: the first row of labels with numbers or dates below them (title
 * rows and notes above it are passed over); failing that, the first row of labels.
 */
export function findHeader(rows: readonly TableRow[]): number {
  const candidates: number[] = [];
  for (let index = 0; index < Math.min(rows.length - 1, HEADER_SEARCH_ROWS); index += 1) {
    const below = rows.slice(index + 1, index + 11);
    const widthBelow = Math.max(...below.map((row) => nonEmpty(row.cells).length));
    if (couldBeHeader(rows[index]!, widthBelow)) candidates.push(index);
  }
  return (
    candidates.find((index) => typedBelow(rows[index]!, rows.slice(index + 1, index + 11))) ??
    candidates[0] ??
    -1
  );
}

/** Section titles (one cell of a merged row), repeated headers and total lines are not data. */
function isDataRow(row: TableRow, header: readonly string[]): boolean {
  const filled = nonEmpty(row.cells);
  if (filled.length === 0) return false;
  if (filled.length === 1 && header.length >= 3) return false;
  if (header.every((label, column) => (row.cells[column] ?? '').trim() === label.trim()))
    return false;
  const firstText = filled.find((cell) => readCell(cell).kind === 'text');
  return !(firstText && TOTAL_ROW.test(firstText.trim()));
}

function numberFormat(readings: readonly CellReading[]): NumberFormat {
  const currencies = new Map<string, number>();
  let percents = 0;
  let numbers = 0;
  let decimals = 0;
  for (const reading of readings) {
    if (reading.kind !== 'number') continue;
    numbers += 1;
    if (reading.percent) percents += 1;
    if (reading.currency)
      currencies.set(reading.currency, (currencies.get(reading.currency) ?? 0) + 1);
    decimals = Math.max(decimals, reading.decimals);
  }
  const [currency = null] = [...currencies.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([sign]) => sign);
  return { currency, percent: percents * 2 > numbers, decimals };
}

function typedColumn(name: string, texts: readonly string[], meter: BudgetMeter): TableColumn {
  const order = dateOrderOf(texts);
  const readings: CellReading[] = new Array(texts.length);
  const counts = { number: 0, date: 0, text: 0, empty: 0 };
  for (let row = 0; row < texts.length; row += 1) {
    if (row % ROWS_PER_CLOCK_CHECK === 0) meter.checkTime();
    const reading = readCell(texts[row]!, order);
    readings[row] = reading;
    counts[reading.kind] += 1;
  }
  const filled = texts.length - counts.empty;
  if (filled > 0 && counts.number >= TYPED_SHARE * filled) {
    const values = new Float64Array(texts.length).fill(Number.NaN);
    readings.forEach((reading, row) => {
      if (reading.kind === 'number') values[row] = reading.value;
    });
    return { name, kind: 'number', format: numberFormat(readings), values };
  }
  if (filled > 0 && counts.date >= TYPED_SHARE * filled) {
    const values = new Float64Array(texts.length).fill(Number.NaN);
    readings.forEach((reading, row) => {
      if (reading.kind === 'date') values[row] = reading.day;
    });
    return { name, kind: 'date', values };
  }
  const dictionary: string[] = [];
  const codeOf = new Map<string, number>();
  const codes = new Uint32Array(texts.length);
  texts.forEach((raw, row) => {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (text === '') return;
    let code = codeOf.get(text);
    if (code === undefined) {
      dictionary.push(text);
      code = dictionary.length;
      codeOf.set(text, code);
    }
    codes[row] = code;
  });
  return { name, kind: 'text', dictionary, codes };
}

/** One sheet's (or a CSV file's) rows as a typed table; null when it has no header or no data. */
export function readTable(
  sheet: string | null,
  rows: readonly TableRow[],
  meter: BudgetMeter,
): DataTable | null {
  const headerIndex = findHeader(rows);
  if (headerIndex < 0) return null;
  const header = rows[headerIndex]!.cells;
  const data = rows.slice(headerIndex + 1).filter((row) => isDataRow(row, header));
  if (data.length === 0) return null;
  meter.checkTime();
  const columns = header.map((label, column) =>
    typedColumn(
      label.trim() || `Column ${columnLetter(column)}`,
      data.map((row) => row.cells[column] ?? ''),
      meter,
    ),
  );
  return { sheet, rowNumbers: Uint32Array.from(data, (row) => row.number), columns };
}

/**
 * The tables of a spreadsheet or CSV file, and those inside a Word or PowerPoint document,
 * typed at upload: the header found (not always on the first row), blank, section and total
 * rows skipped, each column read as numbers (with their currency sign or percent), dates or
 * text. PDFs and plain text have none.
 */
export function readTables(parsed: ParsedDocument, meter: BudgetMeter): DataTable[] {
  const withHeader = (header: string[] | null, rows: TableRow[]): TableRow[] =>
    header ? [{ number: (rows[0]?.number ?? 2) - 1, cells: header }, ...rows] : rows;
  const tablesOf = (sheets: readonly ParsedSheet[]) =>
    sheets.flatMap((sheet) => {
      const table = readTable(sheet.name, withHeader(sheet.header, sheet.rows), meter);
      return table ? [table] : [];
    });
  switch (parsed.kind) {
    case 'table': {
      const table = readTable(null, withHeader(parsed.header, parsed.rows), meter);
      return table ? [table] : [];
    }
    case 'sheets':
      return tablesOf(parsed.sheets);
    case 'paragraphs':
    case 'slides':
      return tablesOf(parsed.tables ?? []).map((table) => ({ ...table, inDocument: true }));
    default:
      return [];
  }
}
