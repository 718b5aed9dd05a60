import { FIXTURES } from '../../../../scripts/fixtures/catalogue';
import { DocumentError } from '../errors';
import { checkContent } from './sniff';
import { decodeText } from './text-decode';
import type { DocumentFormat } from '../types';

const bytes = (...values: number[]) => Uint8Array.from(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

function errorOf(run: () => unknown): DocumentError {
  try {
    run();
  } catch (error) {
    if (error instanceof DocumentError) return error;
    throw error;
  }
  throw new Error('expected a DocumentError');
}

describe('decodeText', () => {
  test('reads UTF-8 and drops a byte order mark', () => {
    expect(decodeText(utf8('Café ☕'))).toBe('Café ☕');
    expect(decodeText(bytes(0xef, 0xbb, 0xbf, 0x68, 0x69))).toBe('hi');
  });

  test('falls back to Latin-1 (Windows-1252) when the bytes are not UTF-8', () => {
    // 'Müller €5' in Windows-1252
    expect(decodeText(bytes(0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x80, 0x35))).toBe(
      'Müller €5',
    );
  });

  test('reads UTF-16 text that starts with a byte order mark', () => {
    expect(decodeText(bytes(0xff, 0xfe, 0x68, 0x00, 0x69, 0x00))).toBe('hi');
    expect(decodeText(bytes(0xfe, 0xff, 0x00, 0x68, 0x00, 0x69))).toBe('hi');
  });

  test('refuses binary data: NUL bytes or many control characters', () => {
    expect(decodeText(bytes(0x68, 0x00, 0x69))).toBeNull();
    expect(
      decodeText(Uint8Array.from({ length: 200 }, (_, index) => (index % 3 === 0 ? 0x01 : 0x61))),
    ).toBeNull();
  });
});

describe('checkContent', () => {
  test.each<[DocumentFormat, string]>([
    ['pdf', 'store-operations-handbook.pdf'],
    ['docx', 'returns-policy.docx'],
    ['xlsx', 'q3-sales.xlsx'],
    ['pptx', 'new-starter-training.pptx'],
    ['doc', 'legacy-memo.doc'],
    ['ppt', 'legacy-deck.ppt'],
    ['xls', 'legacy-budget.xls'],
    ['csv', 'inventory.csv'],
    ['txt', 'supplier-contacts-latin1.txt'],
  ])('accepts a real .%s file (%s)', async (format, name) => {
    const content = checkContent(await FIXTURES[name as keyof typeof FIXTURES](), format, name);
    const kinds: Record<DocumentFormat, string> = {
      pdf: 'pdf',
      docx: 'ooxml',
      xlsx: 'ooxml',
      pptx: 'ooxml',
      doc: 'legacy',
      ppt: 'legacy',
      xls: 'legacy',
      csv: 'text',
      tsv: 'text',
      txt: 'text',
      md: 'text',
      png: 'image',
      jpg: 'image',
      jpeg: 'image',
      webp: 'image',
    };
    expect(content.kind).toBe(kinds[format]);
  });

  test('accepts a PDF header after leading bytes, as PDF readers do', () => {
    expect(checkContent(utf8('\n\n%PDF-1.7\n...'), 'pdf', 'a.pdf').kind).toBe('pdf');
  });

  test('names what the bytes really are when the extension lies', async () => {
    const cases: [string, DocumentFormat, Uint8Array, string][] = [
      ['notes.pdf', 'pdf', utf8('just some notes'), 'plain text'],
      ['deck.pptx', 'pptx', await FIXTURES['returns-policy.docx'](), 'a Word document (.docx)'],
      ['report.docx', 'docx', await FIXTURES['q3-sales.xlsx'](), 'an Excel workbook (.xlsx)'],
      ['old.doc', 'doc', await FIXTURES['returns-policy.docx'](), 'a ZIP archive'],
      ['sheet.xlsx', 'xlsx', await FIXTURES['legacy-budget.xls'](), 'a legacy Office file'],
      ['data.csv', 'csv', await FIXTURES['image-named-as.csv'](), 'a PNG image'],
      ['readme.txt', 'txt', await FIXTURES['pdf-named-as.txt'](), 'a PDF'],
      ['junk.txt', 'txt', await FIXTURES['binary-junk.txt'](), 'binary data'],
      ['notes.md', 'md', await FIXTURES['pdf-named-as.txt'](), 'a PDF, not a Markdown file'],
    ];
    for (const [name, format, content, actually] of cases) {
      const error = errorOf(() => checkContent(content, format, name));
      expect(error.code).toBe('content-mismatch');
      expect(error.message).toContain(
        `${name} is named .${format} but its contents are ${actually}`,
      );
    }
  });

  const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
  const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
  const WEBP = utf8('RIFF\x24\x00\x00\x00WEBPVP8 ');

  test.each<[string, DocumentFormat, Uint8Array]>([
    ['label.png', 'png', PNG],
    ['notice.jpg', 'jpg', JPEG],
    ['notice.jpeg', 'jpeg', JPEG],
    ['checklist.webp', 'webp', WEBP],
  ])('accepts the image %s by its signature', (name, format, content) => {
    expect(checkContent(content, format, name).kind).toBe('image');
  });

  test('names the image a renamed picture really is', () => {
    const cases: [string, DocumentFormat, Uint8Array, string][] = [
      ['label.png', 'png', JPEG, 'a JPEG image, not a PNG image'],
      ['notice.jpg', 'jpg', WEBP, 'a WebP image, not a JPEG image'],
      ['scan.webp', 'webp', utf8('%PDF-1.7'), 'a PDF, not a WebP image'],
      ['stores.csv', 'csv', WEBP, 'a WebP image, not a CSV file'],
    ];
    for (const [name, format, content, actually] of cases) {
      const error = errorOf(() => checkContent(content, format, name));
      expect(error.code).toBe('content-mismatch');
      expect(error.message).toContain(`its contents are ${actually}`);
    }
  });

  test('a text file that mentions %PDF- later on is still text', () => {
    expect(checkContent(utf8('Save it as %PDF-1.4 please'), 'txt', 'a.txt').kind).toBe('text');
  });

  test('runs the zip guard before anything is unpacked', async () => {
    expect(errorOf(() => checkContent(new Uint8Array(0), 'docx', 'x.docx')).code).toBe(
      'content-mismatch',
    );
    const bomb = await FIXTURES['zip-bomb.docx']();
    expect(errorOf(() => checkContent(bomb, 'docx', 'zip-bomb.docx')).code).toBe(
      'archive-too-large',
    );
  });
});
