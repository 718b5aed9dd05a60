import { FIXTURES, type FixtureName } from '../../../../scripts/fixtures/catalogue';
import { DocumentError } from '../errors';
import { extractDocument } from './extract';
import { loadNodePdfjs } from '@/test/documents/node-pdfjs';
import type { PassageLocation } from '../types';

const extract = async (name: FixtureName, as: string = name) =>
  extractDocument(await FIXTURES[name](), as, { loadPdfjs: loadNodePdfjs });

test.each<[FixtureName, PassageLocation['kind'], string]>([
  ['store-operations-handbook.pdf', 'page', '10 pages'],
  ['returns-policy.docx', 'paragraphs', '14 paragraphs'],
  ['q3-sales.xlsx', 'sheet-rows', '2 sheets, 65 rows'],
  ['new-starter-training.pptx', 'slide', '7 slides'],
  ['inventory.csv', 'rows', '100 rows'],
  ['inventory-semicolon.csv', 'rows', '29 rows'],
  ['store-visit-notes.txt', 'paragraphs', '13 paragraphs'],
])('%s is read into passages located by %s (%s)', async (name, kind) => {
  const result = await extract(name);
  expect(result.status).toBe('searchable');
  if (result.status !== 'searchable') return;
  expect(result.passages.length).toBeGreaterThan(0);
  for (const passage of result.passages) {
    expect(passage.location.kind).toBe(kind);
    expect(passage.text.trim()).not.toBe('');
  }
});

test('the extension decides the format, case-insensitively', async () => {
  const result = await extract('store-visit-notes.txt', 'NOTES.TXT');
  expect(result).toMatchObject({ status: 'searchable', format: 'txt' });
});

test('a .md file, and Markdown kept as .txt, are read with their sections; plain text is not', async () => {
  const markdown = new TextEncoder().encode('# Sick leave\n\nFour hours [per period](#pay).\n');
  for (const name of ['leave.md', 'leave.txt']) {
    const result = await extractDocument(markdown, name);
    expect(result).toMatchObject({
      status: 'searchable',
      format: name.slice(-2) === 'md' ? 'md' : 'txt',
      passages: [
        {
          text: 'Sick leave\n\nFour hours per period.',
          location: { kind: 'paragraphs', first: 1, last: 2, section: 'Sick leave' },
        },
      ],
    });
  }
  const plain = await extract('store-visit-notes.txt');
  expect(plain.status === 'searchable' && plain.passages[0]?.location).not.toHaveProperty(
    'section',
  );
});

test('a .tsv export is read as a sheet, its columns split at the tabs', async () => {
  const tsv = new TextEncoder().encode('Region\tSales, USD\nWest\t1,200\nEast\t950\n');
  const result = await extractDocument(tsv, 'orders.tsv');
  expect(result).toMatchObject({ status: 'searchable', format: 'tsv' });
  expect(result.status === 'searchable' && result.tables?.[0]?.columns).toMatchObject([
    { name: 'Region' },
    { name: 'Sales, USD' },
  ]);
});

test('reports extraction progress ending at 1', async () => {
  const fractions: number[] = [];
  await extractDocument(await FIXTURES['annual-review-50-pages.pdf'](), 'r.pdf', {
    loadPdfjs: loadNodePdfjs,
    onProgress: (fraction) => fractions.push(fraction),
  });
  expect(fractions.length).toBeGreaterThanOrEqual(50);
  expect(fractions.at(-1)).toBe(1);
});

test.each<[string, Uint8Array, string]>([
  ['photo.gif', new Uint8Array([1]), 'unsupported-type'],
  ['photo.png', new Uint8Array([1]), 'content-mismatch'],
  ['empty.csv', new Uint8Array(0), 'empty-file'],
])('%s fails with %s', async (name, bytes, code) => {
  await expect(extractDocument(bytes, name)).rejects.toMatchObject({ code });
  await expect(extractDocument(bytes, name)).rejects.toBeInstanceOf(DocumentError);
});

test('a document with no words is stored but not searchable', async () => {
  const result = await extractDocument(new TextEncoder().encode('\n\n  \n'), 'blank.txt');
  expect(result).toMatchObject({
    status: 'stored',
    reason: 'no-text',
    message: "blank.txt contains no text, so it is stored but can't be searched.",
  });
});
