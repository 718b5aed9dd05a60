import fc from 'fast-check';
import { PostingLists } from './postings';

function contents(lists: PostingLists, list: number): [number, number][] {
  const found: [number, number][] = [];
  lists.forEachBlock(list, (slots, counts, start, end) => {
    for (let at = start; at < end; at += 1) found.push([slots[at]!, counts[at]!]);
  });
  return found;
}

test('lists keep their postings in order through appends and removals', () => {
  fc.assert(
    fc.property(
      // Per slot: which of 4 lists get it, and the count there.
      fc.array(fc.tuple(fc.subarray([0, 1, 2, 3]), fc.integer({ min: 1, max: 70_000 })), {
        maxLength: 400,
      }),
      fc.array(fc.nat(399), { maxLength: 150 }),
      (slots, removals) => {
        const lists = new PostingLists();
        const model: [number, number][][] = [[], [], [], []];
        const add = (from: number, to: number) => {
          for (let slot = from; slot < to; slot += 1) {
            const [inLists, count] = slots[slot]!;
            for (const list of inLists) {
              lists.append(list, slot, count);
              model[list]!.push([slot, Math.min(count, 0xffff)]);
            }
          }
        };
        add(0, Math.floor(slots.length / 2));
        const removed = new Uint8Array(slots.length);
        for (const slot of removals) if (slot < Math.floor(slots.length / 2)) removed[slot] = 1;
        const marked = removals.filter((slot) => removed[slot]);
        const [lowest, highest] = [Math.min(...marked), Math.max(...marked)];
        const dropped = new Uint32Array(slots.length);
        for (let list = 0; list < 4; list += 1) {
          const before = model[list]!;
          model[list] = before.filter(([slot]) => !removed[slot]);
          const count = lists.removeSlots(list, removed, lowest, highest, dropped);
          expect(count).toBe(before.length - model[list]!.length);
        }
        // Appending after a removal reuses the blocks it gave back.
        add(Math.floor(slots.length / 2), slots.length);
        for (let list = 0; list < 4; list += 1) {
          expect(contents(lists, list)).toEqual(model[list]);
          expect(lists.length(list)).toBe(model[list]!.length);
          for (let slot = 0; slot < slots.length; slot += 7) {
            expect(lists.has(list, slot)).toBe(model[list]!.some(([kept]) => kept === slot));
          }
        }
      },
    ),
  );
});

test('a long list spans blocks of every size, and removing from it moves the rest up', () => {
  const lists = new PostingLists();
  const length = 30_000;
  for (let slot = 0; slot < length; slot += 1) lists.append(0, slot, (slot % 5) + 1);
  const removed = new Uint8Array(length);
  for (let slot = 100; slot < 9_000; slot += 1) removed[slot] = 1;
  removed[29_999] = 1;
  const dropped = new Uint32Array(length);
  expect(lists.removeSlots(0, removed, 100, 29_999, dropped)).toBe(8_901);
  for (let slot = length; slot < length + 5_000; slot += 1) lists.append(0, slot, 1);
  const kept = contents(lists, 0);
  expect(kept).toHaveLength(length - 8_901 + 5_000);
  expect(kept.slice(99, 101)).toEqual([
    [99, 5],
    [9_000, 1],
  ]);
  expect(kept.every(([slot], at) => at === 0 || slot > kept[at - 1]![0])).toBe(true);
  expect(lists.has(0, 29_998)).toBe(true);
  expect(lists.has(0, 29_999)).toBe(false);
});
