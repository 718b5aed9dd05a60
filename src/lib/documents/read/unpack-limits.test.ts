import { unzipSync, zipSync } from 'fflate';
import { buildDocx, buildPptx, buildXlsx } from '../../../../scripts/fixtures/builders';
import { DocumentError } from '../errors';
import { parseDocx } from './parsers/docx';
import { parsePptx } from './parsers/pptx';
import { parseXlsx } from './parsers/xlsx';
import { INFLATE_LIMITS, unzipWithinLimits, type InflateLimits } from './zip-guard';

const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const BOMB_PADDING = 8 * 1024 * 1024;

async function failureOf(run: () => unknown): Promise<DocumentError | 'ok'> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    if (error instanceof DocumentError) return error;
    throw error;
  }
}

/** Rewrites every declared uncompressed size, in local and central headers, to `size`. */
function declareSizes(zip: Uint8Array, size: number): Uint8Array {
  const lying = zip.slice();
  const view = new DataView(lying.buffer);
  for (let offset = 0; offset + 46 <= lying.length; offset += 1) {
    const signature = view.getUint32(offset, true);
    if (signature === LOCAL_HEADER) view.setUint32(offset + 22, size, true);
    if (signature === CENTRAL_HEADER) view.setUint32(offset + 24, size, true);
  }
  return lying;
}

/** The archive with `part` padded by megabytes of spaces, every entry declared as 1 KB. */
function bombOf(archive: Uint8Array, part: string): Uint8Array {
  const files = unzipSync(archive);
  const xml = new TextDecoder().decode(files[part]);
  const cut = xml.lastIndexOf('</');
  const padded = xml.slice(0, cut) + ' '.repeat(BOMB_PADDING) + xml.slice(cut);
  files[part] = new TextEncoder().encode(padded);
  return declareSizes(zipSync(files, { level: 6 }), 1024);
}

const random = (length: number) => {
  const bytes = new Uint8Array(length);
  for (let index = 0; index < length; index += 1) bytes[index] = (index * 2654435761) >>> 24;
  return bytes;
};

describe('archives are refused by what they really inflate to', () => {
  test.each([
    ['docx', () => bombOf(buildDocx(['Hello']), 'word/document.xml'), parseDocx],
    [
      'pptx',
      () => bombOf(buildPptx([{ title: 'A', lines: ['b'] }]), 'ppt/slides/slide1.xml'),
      parsePptx,
    ],
    [
      'xlsx',
      () => bombOf(buildXlsx([{ name: 'S', rows: [['a'], [1]] }]), 'xl/worksheets/sheet1.xml'),
      parseXlsx,
    ],
  ] as const)(
    'a %s declaring 1 KB per entry but inflating to 8 MB',
    async (format, build, parse) => {
      const bomb = build();
      expect(bomb.length).toBeLessThan(200 * 1024);
      const failure = await failureOf(() => parse(bomb, `bomb.${format}`));
      expect(failure).toBeInstanceOf(DocumentError);
      if (failure === 'ok') return;
      expect(failure.code).toBe('archive-too-large');
      expect(failure.message).toContain('too large when unpacked');
    },
  );

  const small: InflateLimits = { ...INFLATE_LIMITS, totalBytes: 100_000, entryBytes: 60_000 };

  test('stops at the per-entry cap', async () => {
    const zip = zipSync({ 'big.bin': random(70_000) });
    expect(await failureOf(() => unzipWithinLimits(zip, 'a.docx', undefined, small))).toMatchObject(
      { code: 'archive-too-large' },
    );
  });

  test('stops at the total cap', async () => {
    const zip = zipSync({ 'a.bin': random(55_000), 'b.bin': random(55_000) });
    expect(await failureOf(() => unzipWithinLimits(zip, 'a.docx', undefined, small))).toMatchObject(
      { code: 'archive-too-large' },
    );
  });

  test('within the caps, returns exactly the entries asked for, stored or deflated', () => {
    const a = random(20_000);
    const b = new TextEncoder().encode('<b>hello</b>');
    const zip = zipSync({ 'a.bin': [a, { level: 0 }], 'b.xml': b, 'c.xml': b });
    const files = unzipWithinLimits(zip, 'a.docx', (name) => name !== 'c.xml', small);
    expect(Object.keys(files)).toEqual(['a.bin', 'b.xml']);
    // Compared as arrays: jsdom's TextEncoder makes Uint8Arrays of another realm.
    expect(Array.from(files['a.bin'] ?? [])).toEqual(Array.from(a));
    expect(Array.from(files['b.xml'] ?? [])).toEqual(Array.from(b));
  });

  test('real Office files are well inside the limits', () => {
    expect(() => unzipWithinLimits(buildDocx(['x '.repeat(50_000)]), 'ok.docx')).not.toThrow();
  });
});
