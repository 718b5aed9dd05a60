import { looksLikeHeader } from '../text/header-row';
import { CELL_SEPARATOR, ROW_SEPARATOR } from '../text/passage-layout';
import { readCell } from '../text/cell-value';
import type { DataTable, PassageLocation, SourceLocator, TextRange } from '../types';

/** A spreadsheet's or CSV file's passage place: rows, with the sheet's name when it has one. */
type RowsLocation = Extract<PassageLocation, { kind: 'rows' | 'sheet-rows' }>;

interface Line extends TextRange {
  text: string;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const line of text.split(ROW_SEPARATOR)) {
    lines.push({ text: line, start, end: start + line.length });
    start += line.length + ROW_SEPARATOR.length;
  }
  return lines;
}

/**
 * Whether a sheet's passages start with a header line: the CSV reader's rule, applied to the
 * first line of the sheet's first passage (its first non-empty row, or the header).
 */
export function startsWithHeader(firstPassageText: string): boolean {
  const [firstLine = ''] = firstPassageText.split(ROW_SEPARATOR, 1);
  return looksLikeHeader(firstLine.split(CELL_SEPARATOR));
}

/**
 * Whether a line shows the table's data row `row`. Dates are not compared: reading one needs
 * its column's day order, and the text and number cells already tell rows apart.
 */
function showsRow(table: DataTable, row: number, line: string): boolean {
  const cells = line.split(CELL_SEPARATOR);
  return table.columns.every((column, index) => {
    const cell = (cells[index] ?? '').trim();
    switch (column.kind) {
      case 'text': {
        const code = column.codes[row]!;
        return cell === (code === 0 ? '' : column.dictionary[code - 1]);
      }
      case 'number': {
        const reading = readCell(cell);
        const value = column.values[row]!;
        return reading.kind === 'number' ? reading.value === value : Number.isNaN(value);
      }
      case 'date':
        return true;
    }
  });
}

/**
 * The row number each row line of a passage shows (null where it can't be told). The lines
 * run from row `first` to row `last`; when blank rows were dropped between them, each of the
 * table's data rows is looked for, by its cells, among the lines it can be on.
 */
export function numberRowLines(
  lines: readonly string[],
  first: number,
  last: number,
  table: DataTable | null,
): (number | null)[] {
  const count = lines.length;
  if (count === last - first + 1) return lines.map((_, index) => first + index);
  const numbers: (number | null)[] = lines.map(() => null);
  if (count === 0) return numbers;
  numbers[0] = first;
  numbers[count - 1] = last;
  let after = 0;
  for (let row = 0; table && row < table.rowNumbers.length; row += 1) {
    const number = table.rowNumbers[row]!;
    if (number >= last) break;
    if (number <= first) continue;
    // At most every row between `first` and this one is a line before it, and after it.
    const earliest = Math.max(after + 1, count - 1 - (last - number));
    const latest = Math.min(count - 2, number - first);
    for (let index = earliest; index <= latest; index += 1) {
      if (showsRow(table, row, lines[index]!)) {
        numbers[index] = number;
        after = index;
        break;
      }
    }
  }
  return numbers;
}

/** Where rows stand in a passage's text: runs of neighbouring lines make one range. */
function rangesOf(lines: readonly Line[]): TextRange[] {
  const ranges: TextRange[] = [];
  let previous: Line | undefined;
  for (const line of lines) {
    const range = ranges.at(-1);
    if (range && previous && line.start === previous.end + ROW_SEPARATOR.length) {
      range.end = line.end;
    } else {
      ranges.push({ start: line.start, end: line.end });
    }
    previous = line;
  }
  return ranges;
}

export interface CitedRows {
  /** The cited rows' lines in the passage's text. */
  highlights: TextRange[];
  /** The rows shown highlighted ('sheet Q3, row 27'). */
  location: RowsLocation;
}

/** The lines of a rows passage that show rows `wanted.first` to `wanted.last`. */
export function findCitedRows(
  passage: { text: string; location: RowsLocation },
  wanted: { first: number; last: number },
  withHeader: boolean,
  table: DataTable | null,
): CitedRows | null {
  const lines = linesOf(passage.text).slice(withHeader ? 1 : 0);
  const { first, last } = passage.location;
  const numbers = numberRowLines(
    lines.map((line) => line.text),
    first,
    last,
    table,
  );
  const cited = lines.flatMap((line, index) => {
    const number = numbers[index];
    return number != null && number >= wanted.first && number <= wanted.last
      ? [{ line, number }]
      : [];
  });
  const [firstCited, lastCited] = [cited[0], cited.at(-1)];
  if (!firstCited || !lastCited) return null;
  return {
    highlights: rangesOf(cited.map(({ line }) => line)),
    location: { ...passage.location, first: firstCited.number, last: lastCited.number },
  };
}

function isRows(location: PassageLocation): location is RowsLocation {
  return location.kind === 'rows' || location.kind === 'sheet-rows';
}

function sameSheet(a: RowsLocation, b: PassageLocation): boolean {
  return a.kind === 'rows' ? b.kind === 'rows' : b.kind === 'sheet-rows' && b.sheet === a.sheet;
}

/**
 * A table answer's rows in the passage opened for them: the lines to highlight and their place.
 * Null for a passage's citation (it carries the passage's id; the whole passage is cited) and
 * when the rows can't be told apart in the text.
 */
export function citedRowsOf(
  passages: readonly { text: string; location: PassageLocation }[],
  cited: number,
  locator: SourceLocator,
  tables: readonly DataTable[],
): CitedRows | null {
  const passage = passages[cited];
  const wanted = locator.location;
  if (locator.passageId !== undefined || !passage || !wanted || !isRows(wanted)) return null;
  const place = passage.location;
  if (!isRows(place) || !sameSheet(place, wanted)) return null;
  const sheetStart = passages.find((candidate) => sameSheet(place, candidate.location))!;
  const sheet = place.kind === 'sheet-rows' ? place.sheet : null;
  const table = tables.find((candidate) => !candidate.inDocument && candidate.sheet === sheet);
  return findCitedRows(
    { text: passage.text, location: place },
    wanted,
    startsWithHeader(sheetStart.text),
    table ?? null,
  );
}
