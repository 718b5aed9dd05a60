import { DocumentError } from '../errors';
import { FORMAT_NAMES, IMAGE_FORMATS, LEGACY_FORMATS, OOXML_FORMATS } from './formats';
import { decodeText } from './text-decode';
import type { DocumentFormat } from '../types';
import { inspectZip, type ZipDirectory } from './zip-guard';

/** What the bytes turned out to be, ready for the format's parser. */
export type CheckedContent =
  | { kind: 'text'; text: string }
  | { kind: 'pdf' }
  | { kind: 'image' }
  | { kind: 'ooxml'; directory: ZipDirectory }
  | { kind: 'legacy' };

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const EMPTY_ZIP_SIGNATURE = [0x50, 0x4b, 0x05, 0x06];
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF_SIGNATURE = [0x52, 0x49, 0x46, 0x46]; // RIFF, then the size, then WEBP
const WEBP_SIGNATURE = [0x57, 0x45, 0x42, 0x50];

/** Binary formats people rename by mistake, named in the mismatch message. */
const OTHER_SIGNATURES: { bytes: number[]; description: string }[] = [
  { bytes: [0x47, 0x49, 0x46, 0x38], description: 'a GIF image' },
  { bytes: [0x1f, 0x8b], description: 'a gzip archive' },
  { bytes: [0x52, 0x61, 0x72, 0x21], description: 'a RAR archive' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf], description: 'a 7-Zip archive' },
];

/** PDF readers accept the header anywhere in the first kilobyte. */
const PDF_HEADER_WINDOW = 1024;

function startsWith(bytes: Uint8Array, signature: number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

export function hasPdfSignature(bytes: Uint8Array): boolean {
  const window = Math.min(bytes.length, PDF_HEADER_WINDOW);
  for (let at = 0; at + PDF_SIGNATURE.length <= window; at += 1) {
    if (startsWith(bytes, PDF_SIGNATURE, at)) return true;
  }
  return false;
}

export function hasZipSignature(bytes: Uint8Array): boolean {
  return startsWith(bytes, ZIP_SIGNATURE) || startsWith(bytes, EMPTY_ZIP_SIGNATURE);
}

export function hasOleSignature(bytes: Uint8Array): boolean {
  return startsWith(bytes, OLE_SIGNATURE);
}

/** Which image format the bytes hold ('jpg' for JPEG), or null when none we read. */
export function imageFormatOf(bytes: Uint8Array): DocumentFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpg';
  if (startsWith(bytes, RIFF_SIGNATURE) && startsWith(bytes, WEBP_SIGNATURE, 8)) return 'webp';
  return null;
}

/** Which Office Open XML format a ZIP holds, judged by its main part. */
export function ooxmlFormatOf(directory: ZipDirectory): DocumentFormat | null {
  const names = new Set(directory.entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml')) return null;
  if (names.has('word/document.xml')) return 'docx';
  if (names.has('xl/workbook.xml')) return 'xlsx';
  if (names.has('ppt/presentation.xml')) return 'pptx';
  return null;
}

function describeBytes(bytes: Uint8Array): string {
  if (hasPdfSignature(bytes)) return FORMAT_NAMES.pdf;
  if (hasOleSignature(bytes)) return 'a legacy Office file (or a password-protected one)';
  if (hasZipSignature(bytes)) return 'a ZIP archive';
  const image = imageFormatOf(bytes);
  if (image) return FORMAT_NAMES[image];
  const other = OTHER_SIGNATURES.find((signature) => startsWith(bytes, signature.bytes));
  if (other) return other.description;
  return decodeText(bytes.subarray(0, 4096)) !== null ? 'plain text' : 'binary data';
}

function mismatch(fileName: string, format: DocumentFormat, actually: string): DocumentError {
  return new DocumentError(
    'content-mismatch',
    `${fileName} is named .${format} but its contents are ${actually}, not ${FORMAT_NAMES[format]}. Save or export it in the right format and upload it again.`,
  );
}

/**
 * Checks that the bytes are what the extension says, before any parser sees them. ZIP-based
 * files also pass the zip guard (size and entry count from the central directory).
 */
export function checkContent(
  bytes: Uint8Array,
  format: DocumentFormat,
  fileName: string,
): CheckedContent {
  if (format === 'pdf') {
    if (!hasPdfSignature(bytes)) throw mismatch(fileName, format, describeBytes(bytes));
    return { kind: 'pdf' };
  }
  if (IMAGE_FORMATS.includes(format)) {
    const image = imageFormatOf(bytes);
    // .jpg and .jpeg are one format under two names.
    if (image === null || FORMAT_NAMES[image] !== FORMAT_NAMES[format]) {
      throw mismatch(fileName, format, describeBytes(bytes));
    }
    return { kind: 'image' };
  }
  if (LEGACY_FORMATS.includes(format)) {
    if (!hasOleSignature(bytes)) throw mismatch(fileName, format, describeBytes(bytes));
    return { kind: 'legacy' };
  }
  if (OOXML_FORMATS.includes(format)) {
    if (!hasZipSignature(bytes)) throw mismatch(fileName, format, describeBytes(bytes));
    const directory = inspectZip(bytes, fileName);
    const actual = ooxmlFormatOf(directory);
    if (actual !== format) {
      throw mismatch(fileName, format, actual ? FORMAT_NAMES[actual] : 'a ZIP archive');
    }
    return { kind: 'ooxml', directory };
  }
  const binary =
    startsWith(bytes, PDF_SIGNATURE) ||
    hasZipSignature(bytes) ||
    hasOleSignature(bytes) ||
    imageFormatOf(bytes) !== null ||
    OTHER_SIGNATURES.some((signature) => startsWith(bytes, signature.bytes));
  const text = binary ? null : decodeText(bytes);
  if (text === null) throw mismatch(fileName, format, describeBytes(bytes));
  return { kind: 'text', text };
}
