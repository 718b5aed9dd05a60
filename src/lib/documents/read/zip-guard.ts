import { Inflate } from 'fflate';
import { DocumentError } from '../errors';

/** Office files unpack to a few MB; anything near these limits is a zip bomb or not a document. */
export const MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 10_000;

export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  /** 0 stored, 8 deflated; Office files use nothing else. */
  method: number;
  localHeaderOffset: number;
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

function tooLargeUnpacked(fileName: string): DocumentError {
  return new DocumentError(
    'archive-too-large',
    `${fileName} is too large when unpacked, so it was not opened. Documents that large can't be searched in the browser: split it into smaller files, or remove embedded pictures and media, then upload it again.`,
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

interface Zip64Fields {
  uncompressed?: number;
  compressed?: number;
  localHeaderOffset?: number;
}

/**
 * ZIP64 values live in the 0x0001 extra field, in this order, only for fields set to
 * 0xFFFFFFFF in the central header.
 */
function readZip64Fields(
  view: DataView,
  extraStart: number,
  extraLength: number,
  needed: Record<keyof Zip64Fields, boolean>,
): Zip64Fields {
  let offset = extraStart;
  const end = extraStart + extraLength;
  while (offset + 4 <= end) {
    const id = view.getUint16(offset, true);
    const size = view.getUint16(offset + 2, true);
    if (id === 0x0001) {
      let field = offset + 4;
      const fields: Zip64Fields = {};
      for (const key of ['uncompressed', 'compressed', 'localHeaderOffset'] as const) {
        if (!needed[key] || field + 8 > end) continue;
        fields[key] = readBigSize(view, field);
        field += 8;
      }
      return fields;
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
    const method = view.getUint16(offset + 10, true);
    let compressedSize = view.getUint32(offset + 20, true);
    let uncompressedSize = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    let localHeaderOffset = view.getUint32(offset + 42, true);
    const nameStart = offset + 46;
    if (nameStart + nameLength + extraLength > bytes.byteLength) throw corrupt(fileName);
    const needed = {
      uncompressed: uncompressedSize === 0xffffffff,
      compressed: compressedSize === 0xffffffff,
      localHeaderOffset: localHeaderOffset === 0xffffffff,
    };
    if (needed.uncompressed || needed.compressed || needed.localHeaderOffset) {
      const zip64 = readZip64Fields(view, nameStart + nameLength, extraLength, needed);
      uncompressedSize = zip64.uncompressed ?? uncompressedSize;
      compressedSize = zip64.compressed ?? compressedSize;
      localHeaderOffset = zip64.localHeaderOffset ?? localHeaderOffset;
    }
    const name = decoder.decode(bytes.subarray(nameStart, nameStart + nameLength));
    entries.push({ name, compressedSize, uncompressedSize, method, localHeaderOffset });
    totalUncompressed += uncompressedSize;
    if (totalUncompressed > MAX_UNCOMPRESSED_BYTES) throw tooLargeUnpacked(fileName);
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return { entries, totalUncompressed };
}

/**
 * Limits on what an archive ACTUALLY inflates to. Declared sizes can lie (a 1 KB entry that
 * inflates to 300 MB), so these are counted byte by byte while inflating. Real Office files
 * unpack to a few MB: their largest part is a worksheet or document body of a few tens of
 * MB at worst, and XML deflates about 5-20 to 1. A zip bomb deflates about 1000 to 1.
 */
export interface InflateLimits {
  /** All entries together; the same cap as the declared total. */
  totalBytes: number;
  /** Any one entry: the largest part a browser tab can still turn into passages. */
  entryBytes: number;
  /** Inflated bytes per compressed byte, once an entry is past `ratioAfterBytes`. */
  ratio: number;
  /** Small parts of repeated markup compress very well, so the ratio is checked after this. */
  ratioAfterBytes: number;
}

export const INFLATE_LIMITS: InflateLimits = {
  totalBytes: MAX_UNCOMPRESSED_BYTES,
  entryBytes: 64 * 1024 * 1024,
  ratio: 200,
  ratioAfterBytes: 1024 * 1024,
};

/** Small input pieces bound what one push can inflate (deflate tops out near 1032:1). */
const INFLATE_CHUNK_BYTES = 4 * 1024;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

function entryData(
  bytes: Uint8Array,
  view: DataView,
  entry: ZipEntryInfo,
  fileName: string,
): Uint8Array {
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.byteLength || view.getUint32(header, true) !== LOCAL_HEADER_SIGNATURE) {
    throw corrupt(fileName);
  }
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength) throw corrupt(fileName);
  return bytes.subarray(start, end);
}

class InflateCounter {
  total = 0;

  constructor(
    private readonly limits: InflateLimits,
    private readonly fileName: string,
  ) {}

  /** Adds an entry's bytes inflated so far; throws as soon as any limit is passed. */
  check(entryBytes: number, added: number, compressedBytes: number): void {
    this.total += added;
    const { totalBytes, entryBytes: entryCap, ratio, ratioAfterBytes } = this.limits;
    const ratioExceeded =
      entryBytes > ratioAfterBytes && entryBytes > ratio * Math.max(1, compressedBytes);
    if (this.total > totalBytes || entryBytes > entryCap || ratioExceeded) {
      throw tooLargeUnpacked(this.fileName);
    }
  }
}

function inflateEntry(
  data: Uint8Array,
  counter: InflateCounter,
  keep: boolean,
  fileName: string,
): Uint8Array | null {
  const chunks: Uint8Array[] = [];
  let inflated = 0;
  const inflater = new Inflate((chunk) => {
    inflated += chunk.length;
    if (keep) chunks.push(chunk);
  });
  let start = 0;
  do {
    const before = inflated;
    const end = Math.min(start + INFLATE_CHUNK_BYTES, data.length);
    try {
      inflater.push(data.subarray(start, end), end === data.length);
    } catch {
      throw corrupt(fileName);
    }
    counter.check(inflated, inflated - before, data.length);
    start = end;
  } while (start < data.length);
  return keep ? joinChunks(chunks, inflated) : null;
}

function joinChunks(chunks: Uint8Array[], length: number): Uint8Array {
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

/**
 * Inflates every entry of the archive, counting the bytes it really produces, and refuses it
 * as soon as the limits are passed. Returns the entries `keep` asks for; the others are
 * inflated only to be counted, because the Word and Excel readers unpack them on their own.
 */
export function unzipWithinLimits(
  bytes: Uint8Array,
  fileName: string,
  keep: (name: string) => boolean = () => false,
  limits: InflateLimits = INFLATE_LIMITS,
): Record<string, Uint8Array> {
  const { entries } = inspectZip(bytes, fileName);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const counter = new InflateCounter(limits, fileName);
  const files: Record<string, Uint8Array> = {};
  for (const entry of entries) {
    const data = entryData(bytes, view, entry, fileName);
    const wanted = keep(entry.name);
    if (entry.method === STORED) {
      counter.check(data.length, data.length, data.length);
      if (wanted) files[entry.name] = data;
    } else if (entry.method === DEFLATED) {
      const inflated = inflateEntry(data, counter, wanted, fileName);
      if (inflated) files[entry.name] = inflated;
    } else {
      throw corrupt(fileName);
    }
  }
  return files;
}
