/**
 * Decodes a text file: UTF-8 (with or without BOM), UTF-16 with a BOM, otherwise
 * Windows-1252/Latin-1. Returns null for bytes that are not text (NUL bytes or many
 * control characters), so binary data renamed .txt is caught before parsing.
 */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeWith('utf-16le', bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeWith('utf-16be', bytes.subarray(2));
  if (!looksLikeText(bytes)) return null;
  const utf8 = decodeWith('utf-8', bytes);
  if (utf8 !== null) return utf8.charCodeAt(0) === 0xfeff ? utf8.slice(1) : utf8;
  return decodeWindows1252(bytes);
}

/** Windows-1252 differs from Latin-1 only in 0x80–0x9F (€, curly quotes, dashes...). */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Decoded by hand: browsers map the label 'windows-1252' correctly, but Node's TextDecoder
 * (used by the unit tests) treats it as plain Latin-1.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  const chunks: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    let chunk = '';
    const end = Math.min(bytes.length, start + CHUNK);
    for (let index = start; index < end; index += 1) {
      const byte = bytes[index]!;
      chunk += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
    }
    chunks.push(chunk);
  }
  return chunks.join('');
}

function decodeWith(encoding: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

const SAMPLE_BYTES = 64 * 1024;

/** No NUL bytes and at most 1 % control characters other than tab, newlines and form feed. */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  const length = Math.min(bytes.length, SAMPLE_BYTES);
  let control = 0;
  for (let index = 0; index < length; index += 1) {
    const byte = bytes[index]!;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) {
      control += 1;
    }
  }
  return control <= length / 100;
}
