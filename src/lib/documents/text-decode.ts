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
  return new TextDecoder('windows-1252').decode(bytes);
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
