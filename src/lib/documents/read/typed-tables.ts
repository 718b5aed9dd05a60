import type { BudgetMeter } from './parsers/budget';
import type { ParsedDocument, ParsedSheet, TableRow } from './parsers/parsed';
import type { DataTable, NumberFormat, TableColumn } from '../types';
import {
  dateOrderOf,
  evenSpacing,
  monthNumber,
  readCell,
  yearPivotOf,
  type CellReading,
} from '../text/cell-value';
import { unnamedColumn } from '../text/labels';
import { atLeastCounts } from './at-least-counts';
import { compactDates } from './compact-dates';
import { minorUnitPrices } from './minor-unit-prices';
import { inexactNumbers, mixedNumbers, settleDecimalMarks } from './mixed-numbers';

/** The header is looked for in this many rows from the top (title and note rows come first). */
const HEADER_SEARCH_ROWS = 20;
/** A column is of a type when this share of its non-empty cells reads as that type. */
const TYPED_SHARE = 0.8;
/** How many distinct cells are read between two looks at the clock. */
const READINGS_PER_CLOCK_CHECK = 4096;

const TOTAL_ROW = /^(grand\s+|sub-?\s?)?totals?\b/i;
const YEAR = /^(19|20)\d\d$/;

/**
 * No value, as an empty cell is, never a place or a name of its own: a spreadsheet's error values
 * ('#N/A' of a lookup that found nothing, '#DIV/0!', '#REF!'), the NULL a database export
 * writes for a missing value, the 'Nil' (or 'Nill') a hand-kept sheet writes for one, and the NaN
 * pandas writes for one (in text columns too: a city of `NaN`); written so, not as the name 'Nan';
 * and the marks official statistics put for a figure not published: (S) suppressed, (D)
 * withheld, (NA) not available, (X) not applicable.
 */
const NO_VALUE =
  /^(?:#(?:N\/A|VALUE!|REF!|DIV\/0!|NUM!|NAME\?|NULL!)|null|nill?|\((?:S|D|NA|X)\))$/i;
const NOT_A_NUMBER = /^(?:NaN|nan)$/;

function isNoValue(text: string): boolean {
  return NO_VALUE.test(text) || NOT_A_NUMBER.test(text);
}

function nonEmpty(cells: readonly string[]): string[] {
  return cells.filter((cell) => cell.trim() !== '' && !isNoValue(cell.trim()));
}

const MONTH_OF_YEAR = /^([a-z]{3,9})\.?[\s-]+((?:19|20)\d\d)\b\D*$/i;

/**
 * The month and year a label names and nothing finer ('Jan. 2021', 'May 2021', 'Sep. 2021(p)'
 * with its mark for a preliminary figure), as a wide table's month columns are headed; or null.
 */
function monthOfYear(label: string): { month: number; year: number } | null {
  const match = MONTH_OF_YEAR.exec(label.trim());
  const month = match ? monthNumber(match[1]!) : 0;
  return month > 0 ? { month, year: Number(match![2]) } : null;
}

/** A header's cell: text, or a period a wide table lays out by column (a year, a month of one). */
function isLabel(cell: string): boolean {
  const text = cell.trim();
  return readCell(cell).kind === 'text' || YEAR.test(text) || monthOfYear(text) !== null;
}

/**
 * A header split over two rows, as merged header cells leave it: labels on the row just above
 * that stand only over the header's blank cells ('NAICS Code' and 'Kind of Business' beside
 * month labels a row lower) name those columns. One cell above is a title, not such a label.
 */
function withLabelsAbove(above: TableRow | undefined, header: readonly string[]): string[] {
  const cells = above?.cells ?? [];
  const labelled = cells.filter((cell) => cell.trim() !== '');
  const overBlanks = cells.every((cell, column) => !cell.trim() || !header[column]?.trim());
  if (labelled.length < 2 || !overBlanks || !labelled.every(isLabel)) return [...header];
  return Array.from({ length: Math.max(header.length, cells.length) }, (_, column) =>
    header[column]?.trim() ? header[column]! : (cells[column] ?? ''),
  );
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
function isDataRow(
  row: TableRow,
  header: readonly string[],
  usuallyBlank: (column: number) => boolean,
): boolean {
  let filled = 0;
  let totalLabel = false;
  for (const cell of row.cells) {
    const text = cell.trim();
    if (text === '') continue;
    filled += 1;
    totalLabel ||= TOTAL_ROW.test(text);
  }
  if (filled === 0) return false;
  if (filled === 1 && header.length >= 3) return false;
  if (header.every((label, column) => (row.cells[column] ?? '').trim() === label.trim()))
    return false;
  // A total line's label is its first text cell: without such a label no cell needs reading.
  if (!totalLabel) return true;
  const firstText = nonEmpty(row.cells).find((cell) => readCell(cell).kind === 'text');
  if (!firstText || !TOTAL_ROW.test(firstText.trim())) return true;
  return !isTotalLine(firstText.trim(), row, header, usuallyBlank);
}

/** Rows looked at to tell a column most rows leave blank. */
const BLANK_SAMPLE = 1_000;

/** A fact about a column, worked out the first time it is asked for. */
function perColumn<T>(work: (column: number) => T): (column: number) => T {
  const known = new Map<number, T>();
  return (column) => {
    if (!known.has(column)) known.set(column, work(column));
    return known.get(column)!;
  };
}

/** Whether a column is blank on at least half of the rows (sampled): blank there says nothing. */
function blankColumns(rows: readonly TableRow[]): (column: number) => boolean {
  const sample = rows.slice(0, BLANK_SAMPLE);
  return perColumn(
    (column) =>
      sample.filter((row) => !(row.cells[column] ?? '').trim()).length * 2 >= sample.length,
  );
}

/** How many of a column's cells tell what kind of value it holds. */
const KIND_SAMPLE = 200;

/**
 * Whether a row whose one filled cell is a number or a date is a record with its other cells
 * left blank ('2517,,' under 'Member_number'), not a section title: its value is of the kind
 * its column holds in the full rows. A lone text cell stays a title ('North', 'Q1 2024').
 */
function loneValueReader(full: readonly TableRow[]) {
  const kindOf = perColumn((column) => {
    const read = full
      .slice(0, KIND_SAMPLE)
      .map((row) => (row.cells[column] ?? '').trim())
      .filter((cell) => cell !== '')
      .map((cell) => readCell(cell).kind);
    const [first] = read;
    const same = first !== undefined && read.filter((kind) => kind === first).length;
    return same && same >= TYPED_SHARE * read.length ? first! : null;
  });
  return (row: TableRow, header: readonly string[]) => {
    const filled = row.cells.flatMap((cell, column) => (cell.trim() === '' ? [] : [column]));
    if (filled.length !== 1 || header.length < 3) return false;
    const [column] = filled as [number];
    const kind = readCell(row.cells[column]!.trim()).kind;
    return kind !== 'text' && kind === kindOf(column);
  };
}

/** The total word alone, with a colon or dash at most: 'Total', 'Grand total:', 'Subtotal -'. */
const BARE_TOTAL = /^(grand\s+|sub-?\s?)?totals?\s*[:\-–]?$/i;

/**
 * A row labelled 'Total …' is a total line when the label is the word alone, or when it leaves a
 * column blank: a sum has nothing to put under names, categories or dates. A row that fills
 * every column under a longer name is data ('Total AV', an app; 'Total Gym', a product), and so
 * is one leaving blank only a column most rows leave blank ('Total Care Baby Pants' with no
 * image, as 6,062 of BigBasket's 6,079 listings).
 */
function isTotalLine(
  label: string,
  row: TableRow,
  header: readonly string[],
  usuallyBlank: (column: number) => boolean,
): boolean {
  if (BARE_TOTAL.test(label)) return true;
  return header.some(
    (name, column) =>
      name.trim() !== '' && !(row.cells[column] ?? '').trim() && !usuallyBlank(column),
  );
}

/**
 * A column's cells as its distinct texts, first seen first, each with how many rows hold it,
 * and per row which one it holds. Columns repeat their values (regions, dates, prices), so
 * each distinct text is read once: most of a wide sheet's cells are repeats.
 */
interface ColumnCells {
  texts: string[];
  counts: number[];
  ofRow: Uint32Array;
}

function columnCells(data: readonly TableRow[], column: number): ColumnCells {
  const indexOf = new Map<string, number>();
  const texts: string[] = [];
  const counts: number[] = [];
  const ofRow = new Uint32Array(data.length);
  for (let row = 0; row < data.length; row += 1) {
    const text = data[row]!.cells[column] ?? '';
    let at = indexOf.get(text);
    if (at === undefined) {
      at = texts.length;
      indexOf.set(text, at);
      texts.push(text);
      counts.push(0);
    }
    counts[at] = counts[at]! + 1;
    ofRow[row] = at;
  }
  return { texts, counts, ofRow };
}

/** Beyond this many decimals a cell is taken for a float written out in full by a program. */
const MOST_DECIMALS_WRITTEN = 6;
/** The decimals a float written out in full is shown with ('75.04315401735154': 75.04). */
const FLOAT_DECIMALS_SHOWN = 2;

/**
 * The decimals a cell means: 0.0969999999999999, as R or pandas may write 0.097, means 3; a
 * wage a program computed and wrote out in full (75.04315401735154) means no more than cents.
 */
function shownDecimals(reading: Extract<CellReading, { kind: 'number' }>): number {
  if (reading.decimals <= MOST_DECIMALS_WRITTEN) return reading.decimals;
  for (let decimals = 0; decimals <= MOST_DECIMALS_WRITTEN; decimals += 1) {
    const rounded = Number(reading.value.toFixed(decimals));
    if (Math.abs(rounded - reading.value) <= 1e-12 * Math.max(1, Math.abs(reading.value)))
      return decimals;
  }
  return FLOAT_DECIMALS_SHOWN;
}

/**
 * The currency, percent sign and decimals most of a number column's cells show, and whether
 * its cells mix units or decimal marks or hold whole numbers too large to be exact.
 */
function numberFormat(cells: ColumnCells, readings: readonly CellReading[]): NumberFormat {
  const currencies = new Map<string, number>();
  let percents = 0;
  let numbers = 0;
  let decimals = 0;
  readings.forEach((reading, at) => {
    if (reading.kind !== 'number') return;
    const rows = cells.counts[at]!;
    numbers += rows;
    if (reading.percent) percents += rows;
    if (reading.currency)
      currencies.set(reading.currency, (currencies.get(reading.currency) ?? 0) + rows);
    decimals = Math.max(decimals, shownDecimals(reading));
  });
  const [currency = null] = [...currencies.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([sign]) => sign);
  const mixed = mixedNumbers(cells.texts, readings, cells.ofRow);
  return {
    currency,
    percent: percents * 2 > numbers,
    decimals,
    ...(mixed && { mixed }),
    ...(inexactNumbers(readings) && { inexact: true as const }),
  };
}

/** Each row's value: a number or a date's day where its cell reads as `kind`, else NaN. */
function valuesOf(
  cells: ColumnCells,
  readings: readonly CellReading[],
  kind: 'number' | 'date',
): Float64Array {
  const valueOf = readings.map((reading) =>
    reading.kind === 'number' && kind === 'number'
      ? reading.value
      : reading.kind === 'date' && kind === 'date'
        ? reading.day
        : Number.NaN,
  );
  return Float64Array.from(cells.ofRow, (at) => valueOf[at]!);
}

/** Text cells as codes into a dictionary of their texts (spacing evened out); 0 is empty. */
function textCodes(cells: ColumnCells): { dictionary: string[]; codes: Uint32Array } {
  const dictionary: string[] = [];
  const codeOfText = new Map<string, number>();
  const codeOf = cells.texts.map((raw) => {
    const text = evenSpacing(raw);
    if (text === '' || isNoValue(text)) return 0;
    let code = codeOfText.get(text);
    if (code === undefined) {
      dictionary.push(text);
      code = dictionary.length;
      codeOfText.set(text, code);
    }
    return code;
  });
  return foldedKinds(
    dictionary,
    Uint32Array.from(cells.ofRow, (at) => codeOf[at]!),
  );
}

/** A column of at most this many kinds, once letter case is set aside, is a column of kinds. */
const MAX_FOLDED_KINDS = 20;

/**
 * Kinds that differ only in letter case ('Shell' and 'shell', 'CASH' and 'cash') are one kind,
 * spelt as first written: a reader counts them together, and a question names them either way.
 * Names (apps, titles, brands) stay as written, where a different case can be another name.
 */
function foldedKinds(
  dictionary: string[],
  codes: Uint32Array,
): { dictionary: string[]; codes: Uint32Array } {
  const folded = new Map<string, number>();
  const kinds: string[] = [];
  const newCode = dictionary.map((text) => {
    const key = text.toLocaleLowerCase();
    if (!folded.has(key)) folded.set(key, kinds.push(text));
    return folded.get(key)!;
  });
  if (kinds.length === dictionary.length || kinds.length > MAX_FOLDED_KINDS) {
    return { dictionary, codes };
  }
  return { dictionary: kinds, codes: codes.map((code) => (code === 0 ? 0 : newCode[code - 1]!)) };
}

/**
 * Whole numbers some of which are written with a leading zero ('01', '06' beside '12', '72'):
 * codes such as FIPS or ZIP codes, kept as written. Read as numbers, the zero-led cells were
 * lost (not numbers) while the others were counted as figures.
 */
function zeroLedCodes(cells: ColumnCells, readings: readonly CellReading[]): boolean {
  let zeroLed = false;
  for (let at = 0; at < readings.length; at += 1) {
    const text = cells.texts[at]!.trim();
    if (/^0\d+$/.test(text)) zeroLed = true;
    else if (readings[at]!.kind === 'number' && !/^\d+$/.test(text)) return false;
  }
  return zeroLed;
}

/** A code of digits with a few letters before or after them: 'C536548', '85123A'. */
const LETTERED_CODE = /^([a-z]{0,3})\d{3,}([a-z]{0,3})$/i;
/** Letters after a figure that are its unit, not part of a code ('500g', '250ml', '120k'). */
const UNIT_AFTER =
  /^(g|kg|mg|t|lb|lbs|oz|l|ml|cl|m|cm|mm|km|ft|in|mi|h|hr|hrs|min|s|ms|pc|pcs|x|k|bn|gb|mb|kb|w|kw)$/i;

/** Whether a text cell is a lettered code, and the digits it has if so. */
function codeDigits(text: string): string | null {
  const code = LETTERED_CODE.exec(text);
  if (!code || (code[1] === '' && code[2] === '') || UNIT_AFTER.test(code[2]!)) return null;
  return text.replace(/[a-z]/gi, '');
}

/**
 * Whole numbers written as plain digits beside codes of the same digits with letters before or
 * after them ('536527' and the cancelled 'C536548', '22809' and '85123A'): invoice numbers and
 * stock codes, kept as written. Read as numbers, the lettered codes were lost (not numbers), so
 * they were missing from every count of invoices or products. The digits must be as many as
 * the numbers' (codes have a fixed width), and letters that are a unit ('500g') make no code.
 */
function letteredCodes(cells: ColumnCells, readings: readonly CellReading[]): boolean {
  const lengths = new Set<number>();
  const lettered: string[] = [];
  for (let at = 0; at < readings.length; at += 1) {
    const text = cells.texts[at]!.trim();
    if (readings[at]!.kind === 'number') {
      if (!/^\d+$/.test(text)) return false;
      lengths.add(text.length);
    } else {
      const digits = codeDigits(text);
      if (digits !== null) lettered.push(digits);
    }
  }
  return lettered.some((digits) => lengths.has(digits.length));
}

/** A code of one letter, written where the number 0 means none of them ('a', 'b', 'c'). */
const LETTER_CODE = /^[a-z]$/i;
/** At most this many different whole numbers stand among letter codes. */
const CODE_NUMBERS = 3;

/**
 * Codes of one letter beside a few whole numbers ('0' on most rows, 'a' and 'c' on holidays): a
 * column of codes, kept as written. Read as numbers, the letters were lost (not numbers), so no
 * count or grouping ever saw them.
 */
function letterCodesBesideNumbers(cells: ColumnCells, readings: readonly CellReading[]): boolean {
  const numbers = new Set<string>();
  let letters = false;
  for (let at = 0; at < readings.length; at += 1) {
    const text = cells.texts[at]!.trim();
    if (readings[at]!.kind === 'number') {
      if (!/^\d+$/.test(text)) return false;
      numbers.add(text);
    } else if (LETTER_CODE.test(text)) letters = true;
    else if (text !== '' && !isNoValue(text)) return false;
  }
  return letters && numbers.size <= CODE_NUMBERS;
}

/** A note written where a figure was not ('Weight Captured Separately', 'See ASN-93 (ID#:1281)'). */
const NOTE = /^[a-z][\w'-]*(?:\s+\S+)+$/i;

/**
 * Figures most rows have, the other rows holding a note of words in their place ('Freight
 * Included in Commodity Cost', 'Invoiced Separately'): a column of numbers whose notes are no
 * value, as a blank is. A label of one word ('Pending', 'N/A') beside numbers is no note, so
 * such a column stays text unless numbers are most of its cells (TYPED_SHARE).
 */
function notedFigures(
  cells: ColumnCells,
  readings: readonly CellReading[],
  rowsOf: { number: number; text: number },
): boolean {
  return (
    rowsOf.number >= rowsOf.text &&
    readings.every((reading, at) => {
      const text = cells.texts[at]!.trim();
      return reading.kind !== 'text' || isNoValue(text) || NOTE.test(text);
    })
  );
}

/**
 * A figure in Indian digit grouping, lakhs and crores ('1,79,691', '₹1,39,900'): twos before the
 * last three digits, a currency sign or code before it at most.
 */
const INDIAN_GROUPED = /^(\D{0,3}?)\s?(\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?)$/;

/**
 * The readings of a column where some cells are written in Indian grouping, each such cell read
 * without its commas, when every filled cell is then a number; null for any other column (a
 * list of small numbers '1,23,456' among words stays text). Read as text, such a column of
 * prices lost its lakhs: the dearest product was one under ₹1,00,000.
 */
function indianGroupedNumbers(
  texts: readonly string[],
  readings: readonly CellReading[],
): CellReading[] | null {
  let grouped = false;
  const numbers = texts.map((raw, at) => {
    const reading = readings[at]!;
    const match = reading.kind === 'text' ? INDIAN_GROUPED.exec(raw.trim()) : null;
    if (!match) return reading;
    grouped = true;
    return readCell(match[1]! + match[2]!.replaceAll(',', ''));
  });
  const all = numbers.every(
    (reading, at) =>
      reading.kind === 'number' || isNoValue(texts[at]!.trim()) || reading.kind === 'empty',
  );
  return grouped && all ? numbers : null;
}

/** A header that names a date: 'Invoice Date', 'order_date', 'Dates'. */
const DATE_HEADER = /(?:^|[^a-z])dates?(?:$|[^a-z])/i;
/** Excel's day serials of 1 January 1950 and 31 December 2099, and of 1 January 1970. */
const FIRST_SERIAL = 18_264;
const LAST_SERIAL = 73_050;
const SERIAL_OF_1970 = 25_569;
/** Fewer distinct serials than this say too little to tell days from a count. */
const MIN_DISTINCT_SERIALS = 3;

/**
 * The days (since 1970-01-01) of a column headed as a date whose filled cells are all Excel day
 * serials (43831 is 1 January 2020), as a sheet saved to CSV without its date format writes them;
 * null for any other column. Read as numbers, 'sales in 2021' found no date column.
 */
function serialDates(
  name: string,
  texts: readonly string[],
  readings: readonly CellReading[],
): number[] | null {
  if (!DATE_HEADER.test(name)) return null;
  const serials = texts.map((text, at) =>
    readings[at]!.kind === 'number' && /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN,
  );
  const allSerials = readings.every(
    (reading, at) =>
      reading.kind !== 'number' || (serials[at]! >= FIRST_SERIAL && serials[at]! <= LAST_SERIAL),
  );
  const distinct = new Set(serials.filter((serial) => !Number.isNaN(serial))).size;
  if (!allSerials || distinct < MIN_DISTINCT_SERIALS) return null;
  return serials.map((serial) => serial - SERIAL_OF_1970);
}

/** A value led by a word in capitals ('EMEA', 'EU', 'LIFE 1w+'), beside which 'NA' is one too. */
const CAPITALS_LED = /^[A-Z]{2,}\b/;

/**
 * R's `NA`, read as blank: a figure not reported in those years (`potential_gross`), a pet's
 * secondary breed never given; beside other values led by capitals ('EMEA', 'LIFE 1w+') it is
 * one of them (North America, a shelf life not given on the label).
 */
function withoutNa(cells: ColumnCells): ColumnCells {
  const na = (text: string) => text.trim() === 'NA';
  if (!cells.texts.some(na)) return cells;
  if (cells.texts.some((text) => !na(text) && CAPITALS_LED.test(text.trim()))) return cells;
  return { ...cells, texts: cells.texts.map((text) => (na(text) ? '' : text)) };
}

/** The marks an export writes in capitals where a value was lost or could not be read. */
const LOST_VALUE = new Set(['ERROR', 'UNKNOWN']);

/**
 * 'ERROR' and 'UNKNOWN' in capitals, read as blank where the column's other values are not led
 * by capitals: an item, a payment method or a date the till lost (`Coffee`, `Cash`, `9/8/2023`
 * beside `ERROR`), never an item or a method of its own. Beside values in capitals (a log's
 * `INFO` and `WARN`, airlines written `AMERICAN AIRLINES`) they are values like the others.
 */
function withoutLostValues(cells: ColumnCells): ColumnCells {
  const lost = (text: string) => LOST_VALUE.has(text.trim());
  if (!cells.texts.some(lost)) return cells;
  if (cells.texts.some((text) => !lost(text) && CAPITALS_LED.test(text.trim()))) return cells;
  return { ...cells, texts: cells.texts.map((text) => (lost(text) ? '' : text)) };
}

function typedColumn(name: string, written: ColumnCells, meter: BudgetMeter): TableColumn {
  const cells = withoutLostValues(withoutNa(written));
  const order = dateOrderOf(cells.texts);
  const pivot = yearPivotOf(cells.texts);
  const read = settleDecimalMarks(
    cells.texts.map((text, at) => {
      if (at % READINGS_PER_CLOCK_CHECK === 0) meter.checkTime();
      return readCell(text, order, pivot);
    }),
  );
  const readings =
    atLeastCounts(cells.texts, read) ??
    indianGroupedNumbers(cells.texts, read) ??
    minorUnitPrices(cells.texts, read) ??
    read;
  const rowsOf = { number: 0, date: 0, text: 0, empty: 0 };
  readings.forEach((reading, at) => {
    const kind = isNoValue(cells.texts[at]!.trim()) ? 'empty' : reading.kind;
    rowsOf[kind] += cells.counts[at]!;
  });
  const filled = cells.ofRow.length - rowsOf.empty;
  if (
    filled > 0 &&
    (rowsOf.number >= TYPED_SHARE * filled ||
      (rowsOf.date === 0 && notedFigures(cells, readings, rowsOf))) &&
    !zeroLedCodes(cells, readings) &&
    !letteredCodes(cells, readings) &&
    !letterCodesBesideNumbers(cells, readings)
  ) {
    const days = compactDates(cells.texts, readings) ?? serialDates(name, cells.texts, readings);
    if (days)
      return { name, kind: 'date', values: Float64Array.from(cells.ofRow, (at) => days[at]!) };
    const format = numberFormat(cells, readings);
    return { name, kind: 'number', format, values: valuesOf(cells, readings, 'number') };
  }
  if (filled > 0 && rowsOf.date >= TYPED_SHARE * filled) {
    return { name, kind: 'date', values: valuesOf(cells, readings, 'date') };
  }
  return { name, kind: 'text', ...textCodes(cells) };
}

const SECTION_HEADER = 'Section';
/** A title's footnote mark: 'ADJUSTED(2)' is the ADJUSTED block, its note the second below. */
const FOOTNOTE_MARK = /\s*\(\d\)$/;

/**
 * A sheet in blocks under section titles (a row of one text cell: 'NOT ADJUSTED', then
 * 'ADJUSTED') that list the same names again: each row keeps its block's title in a column of
 * its own, or the two rows of one name could not be told apart. Notes below the last block
 * head no rows.
 */
function withSections(
  header: readonly string[],
  below: readonly TableRow[],
  data: readonly TableRow[],
): { labels: readonly string[]; data: readonly TableRow[] } {
  const kept = new Set(data);
  const sectionOf = new Map<TableRow, string>();
  let section = '';
  for (const row of below) {
    const filled = nonEmpty(row.cells);
    if (kept.has(row)) sectionOf.set(row, section);
    else if (filled.length === 1 && readCell(filled[0]!).kind === 'text')
      section = filled[0]!.trim().replace(FOOTNOTE_MARK, '');
  }
  const sections = new Set(sectionOf.values());
  const firstText = header.findIndex((_, column) =>
    data.some((row) => readCell(row.cells[column] ?? '').kind === 'text'),
  );
  const seen = new Map<string, string>();
  const repeated = data.some((row) => {
    const name = row.cells[firstText]?.trim() ?? '';
    const before = seen.get(name);
    seen.set(name, sectionOf.get(row)!);
    return name !== '' && before !== undefined && before !== sectionOf.get(row);
  });
  if (sections.size < 2 || firstText < 0 || !repeated) return { labels: header, data };
  return {
    labels: [...header, SECTION_HEADER],
    data: data.map((row) => ({
      number: row.number,
      cells: [...header.map((_, column) => row.cells[column] ?? ''), sectionOf.get(row)!],
    })),
  };
}

/** One sheet's (or a CSV file's) rows as a typed table; null when it has no header or no data. */
export function readTable(
  sheet: string | null,
  rows: readonly TableRow[],
  meter: BudgetMeter,
): DataTable | null {
  const headerIndex = findHeader(rows);
  if (headerIndex < 0) return null;
  const header = withLabelsAbove(rows[headerIndex - 1], rows[headerIndex]!.cells);
  const below = rows.slice(headerIndex + 1);
  const usuallyBlank = blankColumns(below);
  const full = new Set(below.filter((row) => isDataRow(row, header, usuallyBlank)));
  const loneValue = loneValueReader([...full]);
  const kept = below.filter((row) => full.has(row) || loneValue(row, header));
  if (kept.length === 0) return null;
  meter.checkTime();
  const { labels, data } = withSections(header, below, kept);
  const columns = labels.map((label, column) =>
    typedColumn(label.trim() || unnamedColumn(column), columnCells(data, column), meter),
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
