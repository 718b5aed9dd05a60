/** Width and height an image declares in its header, read before anything is decoded. */
export interface ImageSize {
  width: number;
  height: number;
}

const uint16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const uint16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const uint24le = (bytes: Uint8Array, at: number) => uint16le(bytes, at) | (bytes[at + 2]! << 16);
const uint32be = (bytes: Uint8Array, at: number) =>
  uint16be(bytes, at) * 65_536 + uint16be(bytes, at + 2);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** PNG: the IHDR chunk comes first, right after the signature. */
function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { width: uint32be(bytes, 16), height: uint32be(bytes, 20) };
}

/** Start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC), which carry the frame's size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: segments are walked up to the first start-of-frame. */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (isStartOfFrame(marker)) {
      return { height: uint16be(bytes, at + 5), width: uint16be(bytes, at + 7) };
    }
    at += 2 + uint16be(bytes, at + 2);
  }
  return null;
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk. */
function webpSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 30) return null;
  switch (ascii(bytes, 12, 4)) {
    case 'VP8 ':
      return { width: uint16le(bytes, 26) & 0x3fff, height: uint16le(bytes, 28) & 0x3fff };
    case 'VP8L': {
      const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: uint24le(bytes, 24) + 1, height: uint24le(bytes, 27) + 1 };
    default:
      return null;
  }
}

/** The size declared by a PNG, JPEG or WebP file, or null when its header can't be read. */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  if (bytes[0] === 0x89) return pngSize(bytes);
  if (bytes[0] === 0xff) return jpegSize(bytes);
  if (ascii(bytes, 8, 4) === 'WEBP') return webpSize(bytes);
  return null;
}
