import fc from 'fast-check';
import { CLASSIFICATION_LEVELS } from '@domain/classification';
import type { Passage } from '../types';
import { PassageIndex, type IndexSnapshot } from './search-index';
import { packSnapshot, unpackSnapshot } from './snapshot-file';

/**
 * Saved indexes damaged or forged at random: read back, each is either refused with an Error
 * (then the library indexes the passages again) or restored into an index that answers
 * questions. Nothing else: no other throw, no hang, no allocation a record's size does not
 * bound (the decoder checks lengths before it loops).
 */

const RUNS = 150;

const WORDS = ['refund', 'rota', 'supplier', 'margin', 'audit', 'forecast', 'café', 'goods'];

async function packedIndex(): Promise<Blob> {
  const index = new PassageIndex();
  let id = 0;
  const passage = (text: string): Passage => ({
    id: (id += 1),
    documentId: 'd1',
    title: 'notes.txt',
    text,
    location: { kind: 'page', page: 1 },
  });
  await index.addAll(
    'Public',
    WORDS.map((word, at) => passage(`${word} ${WORDS[(at + 3) % WORDS.length]} ${word}`)),
  );
  await index.addAll('Private', [passage('contoso refund terms'), passage('margin audit')]);
  return packSnapshot(index.snapshot());
}

let original: Blob;
beforeAll(async () => {
  original = await packedIndex();
});

/** Reads a saved index the way the library does, and insists on an index or an Error. */
async function restoreOrRefuse(file: Blob): Promise<'restored' | 'refused'> {
  let index: PassageIndex;
  try {
    index = await PassageIndex.restoreInSlices(await unpackSnapshot(file));
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return 'refused';
  }
  for (const word of [...WORDS, 'refnd', 'contoso']) {
    index.rank(word, CLASSIFICATION_LEVELS, 5);
  }
  return 'restored';
}

test('a saved index with bytes overwritten or cut short is restored or refused', async () => {
  const bytes = new Uint8Array(await original.arrayBuffer());
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.nat(255)), {
        minLength: 1,
        maxLength: 8,
      }),
      fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
      async (edits, keep) => {
        const damaged = bytes.slice();
        for (const [where, byte] of edits) {
          damaged[Math.min(damaged.length - 1, Math.floor(where * damaged.length))] = byte;
        }
        const cut = keep === null ? damaged : damaged.slice(0, Math.floor(keep * damaged.length));
        await restoreOrRefuse(new Blob([cut]));
      },
    ),
    { numRuns: RUNS },
  );
});

/** Every typed array of a snapshot, by a path a test can name. */
function arraysOf(
  snapshot: IndexSnapshot,
): { path: string; array: ArrayLike<number> & { [at: number]: number } }[] {
  const found: ReturnType<typeof arraysOf> = [];
  const visit = (value: unknown, path: string) => {
    if (ArrayBuffer.isView(value)) found.push({ path, array: value as never });
    else if (value !== null && typeof value === 'object') {
      for (const [key, field] of Object.entries(value)) visit(field, `${path}.${key}`);
    }
  };
  visit(snapshot, 'snapshot');
  return found;
}

test('a saved index with forged numbers in its arrays (lengths, ids, counts) is restored or refused', async () => {
  const largeOrSmall = fc.oneof(
    fc.nat(20),
    fc.constantFrom(60_000_000, 2 ** 32 - 1, 2 ** 31, 65_535),
    fc.nat(),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(fc.nat(), fc.nat(), largeOrSmall), { minLength: 1, maxLength: 4 }),
      async (forgeries) => {
        const snapshot = await unpackSnapshot(original);
        const arrays = arraysOf(snapshot).filter(({ array }) => array.length > 0);
        for (const [which, at, value] of forgeries) {
          const { array } = arrays[which % arrays.length]!;
          array[at % array.length] = value;
        }
        await restoreOrRefuse(packSnapshot(snapshot));
      },
    ),
    { numRuns: RUNS },
  );
});

/** The header's JSON with one field replaced, the bytes after it as they were. */
function withHeaderField(bytes: Uint8Array<ArrayBuffer>, path: string[], value: unknown): Blob {
  const headerLength = new DataView(bytes.buffer).getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + headerLength)));
  let node = header as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = value;
  const json = new TextEncoder().encode(JSON.stringify(header));
  const start = Math.ceil((4 + headerLength) / 8) * 8;
  const padding = (8 - ((4 + json.byteLength) % 8)) % 8;
  return new Blob([
    Uint32Array.of(json.byteLength),
    json,
    new Uint8Array(padding),
    bytes.subarray(start),
  ]);
}

/** Every field path of the header (objects walked into, leaves and objects both kept). */
function headerPaths(bytes: Uint8Array<ArrayBuffer>): string[][] {
  const headerLength = new DataView(bytes.buffer).getUint32(0, true);
  const header: unknown = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + headerLength)));
  const paths: string[][] = [];
  const visit = (value: unknown, path: string[]) => {
    if (path.length > 0) paths.push(path);
    if (value !== null && typeof value === 'object') {
      for (const [key, field] of Object.entries(value)) visit(field, [...path, key]);
    }
  };
  visit(header, []);
  return paths;
}

test('a saved index whose header is forged (types, offsets, lengths, shapes) is restored or refused', async () => {
  const bytes = new Uint8Array(await original.arrayBuffer());
  const paths = headerPaths(bytes);
  const forged = fc.oneof(
    fc.constantFrom('constructor', '__proto__', 'toString', 'Float64Array', 'Uint8Array'),
    fc.constantFrom(-1, 0.5, 2 ** 53, 60_000_000, Number.MAX_SAFE_INTEGER),
    fc.nat(4096),
    fc.anything(),
  );
  await fc.assert(
    fc.asyncProperty(fc.nat(), forged, async (which, value) => {
      await restoreOrRefuse(withHeaderField(bytes, paths[which % paths.length]!, value));
    }),
    { numRuns: RUNS },
  );
});
