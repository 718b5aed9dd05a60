import { DocumentError } from './errors';

/** Office files unpack to a few MB; anything near these limits is a zip bomb or not a document. */
export const MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 10_000;

export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

export interface ZipDirectory {
  entries: ZipEntryInfo[];
  totalUncompressed: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_EOCD_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const EOCD_MIN_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;

function corrupt(fileName: string): DocumentError {
  return new DocumentError(
    'corrupt',
    `${fileName} looks damaged: its ZIP structure can't be read. Check that it opens on your computer, then upload it again.`,
  );
}

function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - EOCD_MIN_LENGTH;
  const first = Math.max(0, last - MAX_COMMENT_LENGTH);
  for (let offset = last; offset >= first; offset -= 1) {
    if (view.getUint32(offset, true) === EOCD_SIGNATURE) return offset;
  }
  return -1;
}

function readBigSize(view: DataView, offset: number): number {
  // Sizes beyond 2^53 are absurd for a document; Number keeps the comparison simple.
  return Number(view.getBigUint64(offset, true));
}

/** ZIP64 sizes live in the 0x0001 extra field, in this order, only for fields set to 0xFFFFFFFF. */
function readZip64Sizes(
  view: DataView,
  extraStart: number,
  extraLength: number,
  needUncompressed: boolean,
  needCompressed: boolean,
): { uncompressed?: number; compressed?: number } {
  let offset = extraStart;
  const end = extraStart + extraLength;
  while (offset + 4 <= end) {
    const id = view.getUint16(offset, true);
    const size = view.getUint16(offset + 2, true);
    if (id === 0x0001) {
      let field = offset + 4;
      const sizes: { uncompressed?: number; compressed?: number } = {};
      if (needUncompressed && field + 8 <= end) {
        sizes.uncompressed = readBigSize(view, field);
        field += 8;
      }
      if (needCompressed && field + 8 <= end) sizes.compressed = readBigSize(view, field);
      return sizes;
    }
    offset += 4 + size;
  }
  return {};
}

/**
 * Reads a ZIP's central directory without unpacking anything, and refuses archives whose
 * declared total size or entry count is over the limits.
 */
export function inspectZip(bytes: Uint8Array, fileName: string): ZipDirectory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < EOCD_MIN_LENGTH) throw corrupt(fileName);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) throw corrupt(fileName);

  let entryCount = view.getUint16(eocd + 10, true);
  let directoryOffset = view.getUint32(eocd + 16, true);
  const locator = eocd - 20;
  if (locator >= 0 && view.getUint32(locator, true) === ZIP64_EOCD_LOCATOR_SIGNATURE) {
    const zip64 = readBigSize(view, locator + 8);
    if (zip64 + 56 > bytes.byteLength || view.getUint32(zip64, true) !== ZIP64_EOCD_SIGNATURE) {
      throw corrupt(fileName);
    }
    entryCount = readBigSize(view, zip64 + 32);
    directoryOffset = readBigSize(view, zip64 + 48);
  }

  if (entryCount > MAX_ZIP_ENTRIES) {
    throw new DocumentError(
      'archive-too-many-entries',
      `${fileName} holds ${entryCount.toLocaleString('en-US')} files inside; documents have far fewer, so it was not opened (limit ${MAX_ZIP_ENTRIES.toLocaleString('en-US')}).`,
    );
  }

  const entries: ZipEntryInfo[] = [];
  let totalUncompressed = 0;
  let offset = directoryOffset;
  const decoder = new TextDecoder();
  for (let index = 0; index < entryCount; index += 1) {
    if (
      offset + 46 > bytes.byteLength ||
      view.getUint32(offset, true) !== CENTRAL_HEADER_SIGNATURE
    ) {
      throw corrupt(fileName);
    }
    let compressedSize = view.getUint32(offset + 20, true);
    let uncompressedSize = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameStart = offset + 46;
    if (nameStart + nameLength + extraLength > bytes.byteLength) throw corrupt(fileName);
    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff) {
      const sizes = readZip64Sizes(
        view,
        nameStart + nameLength,
        extraLength,
        uncompressedSize === 0xffffffff,
        compressedSize === 0xffffffff,
      );
      uncompressedSize = sizes.uncompressed ?? uncompressedSize;
      compressedSize = sizes.compressed ?? compressedSize;
    }
    const name = decoder.decode(bytes.subarray(nameStart, nameStart + nameLength));
    entries.push({ name, compressedSize, uncompressedSize });
    totalUncompressed += uncompressedSize;
    if (totalUncompressed > MAX_UNCOMPRESSED_BYTES) {
      throw new DocumentError(
        'archive-too-large',
        `${fileName} would unpack to more than ${MAX_UNCOMPRESSED_BYTES / 1024 / 1024} MB, so it was not opened. Documents that large can't be searched in the browser.`,
      );
    }
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return { entries, totalUncompressed };
}
