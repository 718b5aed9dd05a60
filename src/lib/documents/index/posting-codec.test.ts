import fc from 'fast-check';
import { decodingPostings, encodingPostings, type EncodedPostings } from './posting-codec';
import { runAtOnce } from './yield';
import { PostingLists } from './postings';

const encodePostings = (from: PostingLists, lists: number[], renumber: Int32Array | null) =>
  runAtOnce(encodingPostings(from, lists, renumber));
const decodePostings = (encoded: EncodedPostings, slotLimit: number, into: PostingLists) =>
  runAtOnce(decodingPostings(encoded, slotLimit, into));

function contents(lists: PostingLists, list: number): number[][] {
  const found: number[][] = [];
  lists.forEachBlock(list, (slots, counts, start, end) => {
    for (let at = start; at < end; at += 1) found.push([slots[at]!, counts[at]!]);
  });
  return found;
}

/** A list: ascending slots (gaps small and large) with counts up to the 16-bit limit. */
const list = fc
  .array(fc.tuple(fc.oneof(fc.nat(3), fc.nat(1_000_000)), fc.integer({ min: 1, max: 0xffff })), {
    maxLength: 300,
  })
  .map((gaps) => {
    let slot = -1;
    return gaps.map(([gap, count]) => [(slot += gap + 1), count]);
  });

test('postings come back from their bytes as they were, in the order encoded', () => {
  fc.assert(
    fc.property(fc.array(list, { maxLength: 6 }), (postings) => {
      const lists = new PostingLists();
      postings.forEach((entries, at) => {
        for (const [slot, count] of entries) lists.append(at, slot!, count!);
      });
      // Encoded last list first: they come back numbered in that order.
      const order = postings.map((_, at) => postings.length - 1 - at);
      const encoded = encodePostings(lists, order, null);
      const decoded = new PostingLists();
      decodePostings(encoded, 2 ** 31, decoded);
      order.forEach((from, to) => expect(contents(decoded, to)).toEqual(postings[from]));
    }),
  );
});

test('postings that do not match the lengths or the slot range are refused', () => {
  const lists = new PostingLists();
  lists.append(0, 5, 1);
  lists.append(0, 300, 2);
  const encoded = encodePostings(lists, [0], null);
  const decode =
    (changed: Partial<typeof encoded>, slotLimit = 301) =>
    () =>
      decodePostings({ ...encoded, ...changed }, slotLimit, new PostingLists());
  expect(decode({})).not.toThrow();
  expect(decode({}, 300)).toThrow(/out of range/);
  expect(decode({ gaps: encoded.gaps.slice(0, -1) })).toThrow(/too early/);
  expect(decode({ counts: new Uint16Array(0) })).toThrow(/too early/);
  expect(decode({ lengths: Uint32Array.of(1) })).toThrow(/after the last/);
});

test('lengths longer than the bytes are refused before any postings are read', () => {
  const hostile: EncodedPostings = {
    lengths: Uint32Array.of(60_000_000),
    gaps: new Uint8Array(16),
    counts: new Uint16Array(0),
  };
  const into = new PostingLists();
  // The first step throws: nothing allocated for 60 million postings, no loop over them.
  expect(() => decodingPostings(hostile, 100, into).next()).toThrow(
    'The postings are longer than their bytes.',
  );
  expect(into.length(0)).toBe(0);
});
