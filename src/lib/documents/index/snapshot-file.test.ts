import { PassageIndex } from './search-index';
import type { Passage } from '../types';
import { packSnapshot, unpackSnapshot } from './snapshot-file';

let nextId = 1;
function passage(text: string): Passage {
  return {
    id: nextId++,
    documentId: 'd1',
    title: 'notes.txt',
    text,
    location: { kind: 'page', page: 1 },
  };
}

async function someIndex() {
  const index = new PassageIndex();
  await index.addAll('Public', [
    passage('refund policy for damaged goods'),
    passage('the store will receive goods on monday — café opens at nine'),
  ]);
  await index.addAll('Private', [passage('contoso refund terms')]);
  return index;
}

test('a packed snapshot comes back as it was, and the index it restores ranks the same', async () => {
  const index = await someIndex();
  const snapshot = index.snapshot();
  const unpacked = await unpackSnapshot(packSnapshot(snapshot));
  expect(unpacked).toEqual(snapshot);
  const restored = PassageIndex.restore(unpacked);
  for (const question of ['refund', 'café goods', 'contoso']) {
    expect(restored.rank(question, ['Public', 'Private'], 5)).toEqual(
      index.rank(question, ['Public', 'Private'], 5),
    );
  }
});

test('each array is a view at a multiple of its element size into one buffer', async () => {
  const unpacked = await unpackSnapshot(packSnapshot((await someIndex()).snapshot()));
  const level = unpacked.levels.Public!;
  for (const view of [level.ids, level.lengths, level.passagesWith, level.postings.gaps]) {
    expect(view.byteOffset % view.BYTES_PER_ELEMENT).toBe(0);
    expect(view.buffer).toBe(level.ids.buffer);
  }
});

test('what is not a snapshot file, or one cut short, is refused', async () => {
  const packed = packSnapshot((await someIndex()).snapshot());
  await expect(unpackSnapshot({ format: 1, levels: {} })).rejects.toThrow(/not a snapshot/);
  await expect(unpackSnapshot(packed.slice(0, 2))).rejects.toThrow(/cut short/);
  await expect(unpackSnapshot(packed.slice(0, packed.size - 8))).rejects.toThrow(/cut short/);
});

/** A snapshot file with this header and `bytes` of zeros after it, as packSnapshot lays it out. */
function fileWithHeader(header: unknown, bytes = 64): Blob {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const padding = (8 - ((4 + json.byteLength) % 8)) % 8;
  return new Blob([Uint32Array.of(json.byteLength), json, new Uint8Array(padding + bytes)]);
}

test.each([
  ['an array type from the prototype chain', { array: 'constructor', at: 0, length: 1 }, /type/],
  ['a negative length', { array: 'Uint8Array', at: 0, length: -1 }, /length/],
  ['a length that is not a number', { array: 'Uint8Array', at: 0, length: 'all' }, /length/],
  ['an offset that is not a number', { array: 'Uint8Array', at: 'x', length: 1 }, /cut short/],
  ['text of no length', { text: 0, bytes: null }, /length/],
  ['an array past the end', { array: 'Float64Array', at: 0, length: 9 }, /cut short/],
])('a header with %s is refused', async (_case, placed, error) => {
  await expect(
    unpackSnapshot(fileWithHeader({ format: 1, levels: { Public: { ids: placed } } })),
  ).rejects.toThrow(error);
});
