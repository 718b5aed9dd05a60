import { imageSize } from './image-size';
import { checkImageSize, OCR_LIMITS } from './limits';

const bytes = (...values: number[]) => Uint8Array.from(values);
const be32 = (value: number) => [
  value >>> 24,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe('imageSize', () => {
  test('reads a PNG header', () => {
    const png = bytes(
      0x89,
      ...ascii('PNG\r\n\x1a\n'),
      0,
      0,
      0,
      13,
      ...ascii('IHDR'),
      ...be32(3000),
      ...be32(4000),
    );
    expect(imageSize(png)).toEqual({ width: 3000, height: 4000 });
  });

  test('walks JPEG segments to the frame header', () => {
    const app0 = [0xff, 0xe0, 0, 4, 0, 0];
    const sof2 = [0xff, 0xc2, 0, 11, 8, 0x0b, 0xb8, 0x0f, 0xa0, 3, 0, 0];
    expect(imageSize(bytes(0xff, 0xd8, ...app0, ...sof2))).toEqual({ width: 4000, height: 3000 });
  });

  test('reads lossy, lossless and extended WebP headers', () => {
    const riff = (chunk: string, body: number[]) =>
      bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP'), ...ascii(chunk), 0, 0, 0, 0, ...body);
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x40, 0x06, 0xb0, 0x04, 0, 0]);
    expect(imageSize(lossy)).toEqual({ width: 1600, height: 1200 });
    // 14 bits each of width − 1 and height − 1 after the 0x2f signature byte.
    const bits = (1599 & 0x3fff) | ((1199 & 0x3fff) << 14);
    const lossless = riff('VP8L', [
      0x2f,
      bits & 255,
      (bits >>> 8) & 255,
      (bits >>> 16) & 255,
      bits >>> 24,
      0,
      0,
      0,
      0,
      0,
    ]);
    expect(imageSize(lossless)).toEqual({ width: 1600, height: 1200 });
    const extended = riff('VP8X', [0, 0, 0, 0, 0x3f, 0x1f, 0, 0xaf, 0x04, 0, 0]);
    expect(imageSize(extended)).toEqual({ width: 8000, height: 1200 });
  });

  test('a header it cannot read gives null', () => {
    expect(imageSize(bytes(0x89, 0x50))).toBeNull();
    expect(imageSize(bytes(0xff, 0xd8, 0x00, 0x00, 0, 0, 0, 0, 0, 0, 0, 0))).toBeNull();
  });
});

describe('checkImageSize', () => {
  test('refuses an image declaring more pixels than may be decoded, and says why', () => {
    expect(() => checkImageSize({ width: 4000, height: 3000 }, 'label.jpg')).not.toThrow();
    expect(() => checkImageSize(null, 'label.jpg')).not.toThrow();
    expect(() => checkImageSize({ width: 20_000, height: 20_000 }, 'bomb.png')).toThrow(
      `bomb.png is 20000 × 20000 pixels (400 megapixels); text recognition (OCR) reads images of up to ${OCR_LIMITS.maxImagePixels / 1_000_000} megapixels`,
    );
  });
});
