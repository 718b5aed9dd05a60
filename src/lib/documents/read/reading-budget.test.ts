import { buildPdf, buildXlsx } from '../../../../scripts/fixtures/builders';
import { DocumentError } from '../errors';
import { extractDocument, type ExtractOptions } from './extract';
import { MAX_PASSAGES, READ_BUDGET } from './parsers/budget';
import { MAX_SHEET_ROWS } from './parsers/csv';
import { loadNodePdfjs } from '@/test/documents/node-pdfjs';

const encode = (text: string) => new TextEncoder().encode(text);

async function failureOf(
  bytes: Uint8Array,
  fileName: string,
  options: ExtractOptions = {},
): Promise<DocumentError> {
  try {
    await extractDocument(bytes, fileName, { loadPdfjs: loadNodePdfjs, ...options });
  } catch (error) {
    if (error instanceof DocumentError) return error;
    throw error;
  }
  throw new Error(`${fileName} was read without an error`);
}

describe('passage cap', () => {
  test(`a document over ${MAX_PASSAGES} passages is refused as having too much text`, async () => {
    // Each 201-word paragraph is a passage of its own.
    const paragraph = 'word '.repeat(201).trim();
    const text = Array.from({ length: MAX_PASSAGES + 1 }, () => paragraph).join('\n\n');
    const error = await failureOf(encode(text), 'huge.txt');
    expect(error.code).toBe('file-too-large');
    expect(error.message).toContain('huge.txt has more text than we can index');
  });

  test('a wide table of 10,000 rows (33 columns) is read, its rows grouped under the cap', async () => {
    const header = Array.from({ length: 33 }, (_, column) => `Column ${column + 1}`).join(',');
    const row = (index: number) =>
      Array.from({ length: 33 }, (_, column) => `cell ${index} ${column}`).join(',');
    const csv = [header, ...Array.from({ length: 10_000 }, (_, index) => row(index))].join('\n');
    const result = await extractDocument(encode(csv), 'wide.csv');
    expect(result.status).toBe('searchable');
    if (result.status !== 'searchable') return;
    expect(result.passages.length).toBeLessThan(MAX_PASSAGES);
    expect(result.tables[0]?.rowNumbers).toHaveLength(10_000);
  });

  test('a document at the cap is read', async () => {
    const text = Array.from({ length: 50 }, () => 'word '.repeat(201)).join('\n\n');
    const result = await extractDocument(encode(text), 'fine.txt');
    expect(result.status === 'searchable' && result.passages.length).toBe(50);
  });
});

describe('PDF budget', () => {
  const pages = Array.from({ length: 3 }, (_, index) => `Page ${index + 1} talks about refunds.`);

  test('text beyond the output budget stops reading with its own message', async () => {
    const pdf = await buildPdf(pages);
    const error = await failureOf(pdf, 'long.pdf', {
      budget: { ...READ_BUDGET, maxTextChars: 40 },
    });
    expect(error.code).toBe('file-too-large');
    expect(error.message).toContain('long.pdf has more text than we can index');
  });

  test('running past the time budget stops reading with its own message', async () => {
    const pdf = await buildPdf(pages);
    let clock = 0;
    // Every look at the clock costs a second; the budget allows two.
    const budget = { ...READ_BUDGET, maxMillis: 2_000, now: () => (clock += 1_000) };
    const error = await failureOf(pdf, 'slow.pdf', { budget });
    expect(error.code).toBe('file-too-large');
    expect(error.message).toContain('slow.pdf took too long to read');
  });

  test('within the budget, every page is read', async () => {
    const result = await extractDocument(await buildPdf(pages), 'ok.pdf', {
      loadPdfjs: loadNodePdfjs,
    });
    expect(result.status === 'searchable' && result.units.count).toBe(3);
  });
});

describe('malformed CSV', () => {
  test('a stray quote is reported with the row where it breaks', async () => {
    const rows = Array.from({ length: 1_000 }, (_, index) => `item ${index},${index}`);
    rows[41] = 'item "41,41';
    rows[42] = '"item 42,42';
    const error = await failureOf(encode(['name,count', ...rows].join('\n')), 'stock.csv');
    expect(error.code).toBe('corrupt');
    expect(error.message).toContain('stock.csv has a stray or unclosed quote mark');
    expect(error.message).toContain('row 44');
  });

  test('past the first megabyte, which is parsed apart, the row is still the one in the file', async () => {
    const rows = Array.from({ length: 60_000 }, (_, index) => `item ${index},${index}`);
    rows[49_999] = '"item 49999,49999';
    const error = await failureOf(encode(['name,count', ...rows].join('\n')), 'stock.csv');
    expect(error.message).toContain('row 50001');
  });
});

describe('spreadsheet budget', () => {
  const csv = [
    'Store,Week,Units',
    ...Array.from({ length: 50 }, (_, row) => `S${row},${row % 5},${row}`),
  ].join('\n');

  test('typing the columns of a table past the time budget stops reading with its own message', async () => {
    let clock = 0;
    const budget = { ...READ_BUDGET, maxMillis: 2_000, now: () => (clock += 1_000) };
    const error = await failureOf(encode(csv), 'slow.csv', { budget });
    expect(error.code).toBe('file-too-large');
    expect(error.message).toContain('slow.csv took too long to read');
    expect(error.message).not.toContain('PDF');
  });

  test('within the budget, the table is read with its typed columns', async () => {
    const result = await extractDocument(encode(csv), 'ok.csv');
    expect(result.status === 'searchable' && result.tables[0]?.columns.map((c) => c.kind)).toEqual([
      'text',
      'number',
      'number',
    ]);
  });
});

describe('spreadsheet rows', () => {
  const csv = [
    'Store,Week,Units',
    ...Array.from({ length: 20_000 }, (_, row) => `S${row},${row % 5},${row}`),
  ].join('\n');

  test('a CSV over the row limit is refused at the row past it, not after parsing it all', async () => {
    let clock = 0;
    // Every look at the clock costs a second and two are allowed, so parsing on past the
    // first few thousand rows (where the clock is looked at) would be refused as too slow.
    const budget = {
      ...READ_BUDGET,
      maxTableRows: 10,
      maxMillis: 2_000,
      now: () => (clock += 1_000),
    };
    const error = await failureOf(encode(csv), 'big.csv', { budget });
    expect(error.code).toBe('file-too-large');
    expect(error.message).toContain(
      'big.csv has more rows than we can read (at most 10, with content)',
    );
  });

  test('blank rows count towards what a sheet can hold', async () => {
    const error = await failureOf(encode('\n'.repeat(MAX_SHEET_ROWS + 1)), 'newlines.csv');
    expect(error.code).toBe('file-too-large');
    expect(error.message).toContain(
      'newlines.csv has more rows than we can read (at most 1,048,576, blank rows included)',
    );
  });

  test('blank rows keep the row numbers of the rows after them', async () => {
    const result = await extractDocument(encode(`Store,Units\n\n\n,,\nElmstead,5`), 'gaps.csv');
    expect(result.status === 'searchable' && result.passages[0]?.location).toMatchObject({
      kind: 'rows',
      first: 5,
      last: 5,
    });
  });

  test("an .xlsx workbook's rows count against the same limit", async () => {
    const rows = [['Store', 'Units'], ...Array.from({ length: 20 }, (_, row) => [`S${row}`, row])];
    const bytes = buildXlsx([{ name: 'Stock', rows }]);
    const budget = { ...READ_BUDGET, maxTableRows: 10 };
    const error = await failureOf(bytes, 'stock.xlsx', { budget });
    expect(error.message).toContain(
      'stock.xlsx has more rows than we can read (at most 10, with content)',
    );
  });
});
