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
