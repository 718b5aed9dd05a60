import { gzipSync } from 'node:zlib';
import { isGzip } from './engine';

describe('the OCR model as a server sends it', () => {
  test('still gzip (a static host sends the .gz file as it is)', () => {
    expect(isGzip(new Uint8Array(gzipSync('model')))).toBe(true);
  });

  test('already decoded (the dev server sends it with Content-Encoding: gzip)', () => {
    expect(isGzip(new TextEncoder().encode('model'))).toBe(false);
    expect(isGzip(new Uint8Array())).toBe(false);
  });
});
