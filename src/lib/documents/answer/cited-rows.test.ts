import { citedRowsOf, findCitedRows, numberRowLines, startsWithHeader } from './cited-rows';
import { BudgetMeter, READ_BUDGET } from '../read/parsers/budget';
import { parseCsv } from '../read/parsers/csv';
import { splitIntoPassages } from '../read/splitter';
import { readTables } from '../read/typed-tables';
import type { PassageLocation, TextRange } from '../types';

/** A CSV file read as the worker reads it: its passages and its table. */
function readCsv(lines: string[]) {
  const parsed = parseCsv(lines.join('\n'));
  return {
    passages: splitIntoPassages(parsed).passages,
    tables: readTables(parsed, new BudgetMeter(READ_BUDGET, 'test')),
  };
}

function marked(text: string, ranges: readonly TextRange[]): string[] {
  return ranges.map(({ start, end }) => text.slice(start, end));
}

const tableAnswer = (first: number, last = first) => ({
  documentId: 'd1',
  location: { kind: 'rows', first, last } satisfies PassageLocation,
});

describe('startsWithHeader', () => {
  it("applies the CSV reader's header rule to the sheet's first line", () => {
    expect(startsWithHeader('Store | Region | Revenue\nElmstead | North | 12')).toBe(true);
    expect(startsWithHeader('Weekly sales report\nGenerated 2024-05-01')).toBe(true);
    expect(startsWithHeader('Elmstead | North | 12\nMillbrook | North | 9')).toBe(false);
    expect(startsWithHeader('Store |  | Revenue')).toBe(false);
  });
});

describe('numberRowLines', () => {
  it('numbers lines that follow one another from the first row to the last', () => {
    expect(numberRowLines(['a', 'b', 'c'], 5, 7, null)).toEqual([5, 6, 7]);
  });

  it('knows only the first and last lines when blank rows were dropped and there is no table', () => {
    expect(numberRowLines(['a', 'b', 'c'], 5, 8, null)).toEqual([5, null, 8]);
  });
});

describe('findCitedRows', () => {
  it('marks the cited row and names it, the header line left out', () => {
    const passage = {
      text: 'Store | Units\nElmstead | 4\nMillbrook | 9\nSeaview | 2',
      location: { kind: 'sheet-rows', sheet: 'Q3', first: 26, last: 28 } as const,
    };
    const rows = findCitedRows(passage, { first: 27, last: 27 }, true, null)!;
    expect(marked(passage.text, rows.highlights)).toEqual(['Millbrook | 9']);
    expect(rows.location).toEqual({ kind: 'sheet-rows', sheet: 'Q3', first: 27, last: 27 });
  });

  it('marks a run of rows as one stretch, and only the rows the passage holds', () => {
    const passage = {
      text: 'Elmstead | 4\nMillbrook | 9\nSeaview | 2',
      location: { kind: 'rows', first: 26, last: 28 } as const,
    };
    const rows = findCitedRows(passage, { first: 27, last: 40 }, false, null)!;
    expect(marked(passage.text, rows.highlights)).toEqual(['Millbrook | 9\nSeaview | 2']);
    expect(rows.location).toMatchObject({ first: 27, last: 28 });
  });

  it('finds nothing it cannot number', () => {
    const passage = { text: 'a\nb\nc', location: { kind: 'rows', first: 1, last: 9 } as const };
    expect(findCitedRows(passage, { first: 4, last: 4 }, false, null)).toBeNull();
  });
});

describe('citedRowsOf', () => {
  // Title rows above the header, a blank row, a section row and a total line: the passage's
  // lines skip row numbers, so the data rows are found by their cells.
  const csv = readCsv([
    'Weekly sales report,,',
    'Generated 2024-05-01,,',
    ',,',
    'Store,Region,Revenue',
    'North region,,',
    'Elmstead,North,"£12,400.50"',
    ',,',
    'Harbour Point,Coastal,"£9,800"',
    'Northgate,North,"£1,234"',
    'Total,,"£23,434.50"',
  ]);

  it('finds the cited rows among lines that skip blank rows', () => {
    const rows = citedRowsOf(csv.passages, 0, tableAnswer(8), csv.tables)!;
    expect(marked(csv.passages[0]!.text, rows.highlights)).toEqual([
      'Harbour Point | Coastal | £9,800',
    ]);
    expect(rows.location).toEqual({ kind: 'rows', first: 8, last: 8 });
  });

  it('marks the data rows it finds, not the header and section rows it cannot number', () => {
    const rows = citedRowsOf(csv.passages, 0, tableAnswer(4, 9), csv.tables)!;
    expect(marked(csv.passages[0]!.text, rows.highlights)).toEqual([
      'Elmstead | North | £12,400.50\nHarbour Point | Coastal | £9,800\nNorthgate | North | £1,234',
    ]);
    expect(rows.location).toEqual({ kind: 'rows', first: 6, last: 9 });
  });

  it("leaves a passage's own citation alone", () => {
    const locator = { ...tableAnswer(8), passageId: '1' };
    expect(citedRowsOf(csv.passages, 0, locator, csv.tables)).toBeNull();
  });

  it('finds the rows of a plain CSV file in a passage after the first', () => {
    const plain = readCsv([
      'Store,Units',
      ...Array.from({ length: 60 }, (_, index) => `Store ${index + 2},${index}`),
    ]);
    const cited = plain.passages.findIndex(
      (passage) => passage.location.kind === 'rows' && passage.location.first > 2,
    );
    const rows = citedRowsOf(plain.passages, cited, tableAnswer(50), plain.tables)!;
    expect(marked(plain.passages[cited]!.text, rows.highlights)).toEqual(['Store 50 | 48']);
  });
});
