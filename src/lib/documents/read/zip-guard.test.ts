import { zipSync } from 'fflate';
import {
  buildOverlappingZipBomb,
  buildZipWithEntries,
} from '../../../../scripts/fixtures/builders';
import { DocumentError } from '../errors';
import { inspectZip, MAX_UNCOMPRESSED_BYTES, MAX_ZIP_ENTRIES } from './zip-guard';

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof DocumentError) return error.code;
    throw error;
  }
  return 'ok';
}

test('lists entries with their declared sizes from the central directory', () => {
  const zip = zipSync({
    'a.txt': new Uint8Array(1000),
    'dir/b.xml': new TextEncoder().encode('<b/>'),
  });
  const directory = inspectZip(zip, 'x.zip');
  expect(directory.entries.map((entry) => [entry.name, entry.uncompressedSize])).toEqual([
    ['a.txt', 1000],
    ['dir/b.xml', 4],
  ]);
  expect(directory.totalUncompressed).toBe(1004);
});

test('refuses an archive that declares more than 200 MB, without inflating it', () => {
  // 260 entries × 1 MB, all pointing at one small deflated block.
  const bomb = buildOverlappingZipBomb(260, 1024 * 1024);
  expect(bomb.length).toBeLessThan(64 * 1024);
  expect(MAX_UNCOMPRESSED_BYTES).toBe(200 * 1024 * 1024);
  expect(codeOf(() => inspectZip(bomb, 'bomb.docx'))).toBe('archive-too-large');
  expect(codeOf(() => inspectZip(buildOverlappingZipBomb(150, 1024 * 1024), 'ok.docx'))).toBe('ok');
});

test('refuses an archive with more entries than the cap', () => {
  expect(codeOf(() => inspectZip(buildZipWithEntries(MAX_ZIP_ENTRIES + 1), 'many.docx'))).toBe(
    'archive-too-many-entries',
  );
  expect(codeOf(() => inspectZip(buildZipWithEntries(500), 'some.docx'))).toBe('ok');
});

test('reads ZIP64 sizes from the extra field', () => {
  const zip = zipSync({ 'big.bin': new Uint8Array(10) });
  const view = new DataView(zip.buffer);
  const eocd = zip.length - 22;
  const central = view.getUint32(eocd + 16, true);
  // Mark the uncompressed size as "in the ZIP64 field" and append that field: 300 MB.
  view.setUint32(central + 24, 0xffffffff, true);
  const nameLength = view.getUint16(central + 28, true);
  const extra = new Uint8Array(12);
  const extraView = new DataView(extra.buffer);
  extraView.setUint16(0, 0x0001, true);
  extraView.setUint16(2, 8, true);
  extraView.setBigUint64(4, BigInt(300 * 1024 * 1024), true);
  const head = zip.slice(0, central + 46 + nameLength);
  const tail = zip.slice(central + 46 + nameLength);
  const patched = new Uint8Array(head.length + extra.length + tail.length);
  patched.set(head);
  patched.set(extra, head.length);
  patched.set(tail, head.length + extra.length);
  const patchedView = new DataView(patched.buffer);
  patchedView.setUint16(central + 30, 12, true);
  const newEocd = patched.length - 22;
  patchedView.setUint32(newEocd + 12, view.getUint32(eocd + 12, true) + 12, true);
  expect(codeOf(() => inspectZip(patched, 'zip64.docx'))).toBe('archive-too-large');
});

test('calls a truncated or scrambled archive corrupt', () => {
  const zip = zipSync({ 'a.txt': new Uint8Array(10) });
  expect(codeOf(() => inspectZip(zip.slice(0, zip.length - 30), 'cut.docx'))).toBe('corrupt');
  const scrambled = zip.slice();
  const view = new DataView(scrambled.buffer);
  view.setUint32(scrambled.length - 22 + 16, 5, true); // directory offset points into file data
  expect(codeOf(() => inspectZip(scrambled, 'bad.docx'))).toBe('corrupt');
  expect(codeOf(() => inspectZip(new Uint8Array(10), 'tiny.docx'))).toBe('corrupt');
});
