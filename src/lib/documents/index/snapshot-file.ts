import type { IndexSnapshot } from './search-index';

/**
 * An index snapshot as one Blob, for IndexedDB. Stored as an object, tens of megabytes of
 * typed arrays were cloned (and compressed) on the main thread in one long task, both when
 * saved and when read back. A Blob is stored as a file by reference, and read back with
 * `arrayBuffer()` off the main thread; the arrays are then views into that one buffer.
 *
 * Layout: the header's length (4 bytes), the header (JSON: the snapshot's shape, each typed
 * array and string replaced by where its bytes are), then the bytes, each array at a multiple
 * of 8 so that a view of any element size can start there.
 */

const ARRAY_TYPES = {
  Uint8Array,
  Uint16Array,
  Uint32Array,
  Int32Array,
  Float64Array,
};
type ArrayType = keyof typeof ARRAY_TYPES;
type TypedArray = InstanceType<(typeof ARRAY_TYPES)[ArrayType]>;

/** Where a typed array's or a string's bytes are, from the start of the bytes. */
type Placed = { array: ArrayType; at: number; length: number } | { text: number; bytes: number };

const ALIGN = 8;
const aligned = (offset: number) => Math.ceil(offset / ALIGN) * ALIGN;

function arrayTypeOf(view: ArrayBufferView): ArrayType {
  const type = Object.keys(ARRAY_TYPES).find(
    (name) => view instanceof ARRAY_TYPES[name as ArrayType],
  );
  if (!type) throw new Error(`A ${view.constructor.name} cannot go into a snapshot file.`);
  return type as ArrayType;
}

export function packSnapshot(snapshot: IndexSnapshot): Blob {
  const encoder = new TextEncoder();
  const parts: BlobPart[] = [];
  let end = 0;
  const place = (bytes: ArrayBufferView<ArrayBuffer>): number => {
    const at = aligned(end);
    if (at > end) parts.push(new Uint8Array(at - end));
    parts.push(bytes);
    end = at + bytes.byteLength;
    return at;
  };
  const describe = (value: unknown): unknown => {
    if (ArrayBuffer.isView(value)) {
      const view = value as TypedArray;
      return { array: arrayTypeOf(view), at: place(view), length: view.length } satisfies Placed;
    }
    if (typeof value === 'string') {
      const bytes = encoder.encode(value);
      return { text: place(bytes), bytes: bytes.byteLength } satisfies Placed;
    }
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, field]) => [key, describe(field)]),
      );
    }
    return value;
  };
  const header = encoder.encode(JSON.stringify(describe(snapshot)));
  const start = aligned(4 + header.byteLength);
  return new Blob([
    Uint32Array.of(header.byteLength),
    header,
    new Uint8Array(start - 4 - header.byteLength),
    ...parts,
  ]);
}

/** The snapshot a packed Blob holds. Throws on one that is not, or does not add up. */
export async function unpackSnapshot(file: unknown): Promise<IndexSnapshot> {
  if (!(file instanceof Blob)) throw new Error('The saved index is not a snapshot file.');
  const buffer = await file.arrayBuffer();
  if (buffer.byteLength < 4) throw new Error('The snapshot file is cut short.');
  const headerLength = new DataView(buffer).getUint32(0, true);
  if (4 + headerLength > buffer.byteLength) throw new Error('The snapshot file is cut short.');
  const decoder = new TextDecoder();
  const header: unknown = JSON.parse(decoder.decode(new Uint8Array(buffer, 4, headerLength)));
  const start = aligned(4 + headerLength);
  // Offsets and lengths come from the file: checked against its size before any view is made.
  const bytesAt = (at: unknown, byteLength: number) => {
    if (
      !Number.isSafeInteger(at) ||
      (at as number) < 0 ||
      (at as number) % ALIGN !== 0 ||
      start + (at as number) + byteLength > buffer.byteLength
    ) {
      throw new Error('The snapshot file is cut short.');
    }
    return start + (at as number);
  };
  const count = (value: unknown) => {
    if (!Number.isSafeInteger(value) || (value as number) < 0) {
      throw new Error('The snapshot file holds a length that is not one.');
    }
    return value as number;
  };
  const rebuild = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const placed = value as Partial<Placed>;
    if ('array' in placed && placed.array !== undefined) {
      // Own names only: 'constructor' or 'toString' are not array types.
      if (!Object.hasOwn(ARRAY_TYPES, placed.array)) {
        throw new Error(`Unknown array type ${String(placed.array)}.`);
      }
      const Type = ARRAY_TYPES[placed.array];
      const length = count(placed.length);
      return new Type(buffer, bytesAt(placed.at, length * Type.BYTES_PER_ELEMENT), length);
    }
    if ('text' in placed && placed.text !== undefined) {
      const bytes = count(placed.bytes);
      return decoder.decode(new Uint8Array(buffer, bytesAt(placed.text, bytes), bytes));
    }
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, rebuild(field)]));
  };
  return rebuild(header) as IndexSnapshot;
}
