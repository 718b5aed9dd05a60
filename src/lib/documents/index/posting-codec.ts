import { grown, type PostingLists } from './postings';
import { ITEMS_PER_STEP, type Steps } from './yield';

/**
 * Posting lists packed for snapshots. Per posting, the gap to the previous slot in its list,
 * doubled, plus one when the count is over 1, in 7-bit groups (low first, the high bit of a
 * byte saying another follows); counts over 1 go to a list of their own. Gaps in a long list
 * are small and most counts are 1, so most postings take one byte instead of six.
 */
export interface EncodedPostings {
  /** How many postings each list has, in the order encoded. */
  lengths: Uint32Array;
  gaps: Uint8Array;
  /** The counts over 1, in posting order. */
  counts: Uint16Array;
}

/** A growing EncodedPostings. */
interface Output {
  gaps: Uint8Array;
  gapBytes: number;
  counts: Uint16Array;
  countsOver1: number;
}

/**
 * Encodes `lists` (ids into `from`) in that order, each slot through `renumber` (none: slots
 * stay as they are). Slots must be below 2^30. Pauses every few thousand postings.
 */
export function* encodingPostings(
  from: PostingLists,
  lists: readonly number[],
  renumber: Int32Array | null,
): Steps<EncodedPostings> {
  const lengths = new Uint32Array(lists.length);
  const output: Output = {
    gaps: new Uint8Array(1 << 16),
    gapBytes: 0,
    counts: new Uint16Array(1 << 12),
    countsOver1: 0,
  };
  let sincePause = 0;
  for (let at = 0; at < lists.length; at += 1) {
    const list = lists[at]!;
    lengths[at] = from.length(list);
    let previous = -1;
    from.forEachBlock(list, (slots, counts, start, end) => {
      previous = encodeBlock(output, slots, counts, start, end, previous, renumber);
    });
    sincePause += lengths[at]! + 1;
    if (sincePause >= ITEMS_PER_STEP) {
      sincePause = 0;
      yield;
    }
  }
  return {
    lengths,
    gaps: output.gaps.slice(0, output.gapBytes),
    counts: output.counts.slice(0, output.countsOver1),
  };
}

/** Encodes `slots[start..end)` after the slot `previous`; returns the last slot encoded. */
function encodeBlock(
  output: Output,
  slots: Uint32Array,
  counts: Uint16Array,
  start: number,
  end: number,
  previous: number,
  renumber: Int32Array | null,
): number {
  // At most 5 bytes a gap.
  const gaps = (output.gaps = grown(output.gaps, output.gapBytes + (end - start) * 5));
  const countsOver1 = (output.counts = grown(output.counts, output.countsOver1 + end - start));
  let gapBytes = output.gapBytes;
  let countCount = output.countsOver1;
  let last = previous;
  for (let entry = start; entry < end; entry += 1) {
    const slot = renumber ? renumber[slots[entry]!]! : slots[entry]!;
    const count = counts[entry]!;
    let value = (slot - last - 1) * 2;
    if (count > 1) {
      value += 1;
      countsOver1[countCount++] = count;
    }
    for (; value >= 0x80; value >>>= 7) gaps[gapBytes++] = (value & 0x7f) | 0x80;
    gaps[gapBytes++] = value;
    last = slot;
  }
  output.gapBytes = gapBytes;
  output.countsOver1 = countCount;
  return last;
}

/**
 * Appends the encoded postings to lists 0, 1, 2… of `into`. Throws when they do not add up
 * or a slot is not below `slotLimit`; lengths longer than the bytes before any work.
 */
export function* decodingPostings(
  { lengths, gaps, counts: countsOver1 }: EncodedPostings,
  slotLimit: number,
  into: PostingLists,
): Steps<void> {
  // Every posting takes a byte at least: lengths adding up to more than there are bytes come
  // from a damaged or hostile snapshot, and would allocate and loop for nothing.
  let total = 0;
  for (const length of lengths) total += length;
  if (total > gaps.length) throw new Error('The postings are longer than their bytes.');
  let sincePause = 0;
  const longest = lengths.reduce((most, length) => Math.max(most, length), 0);
  const slots = new Uint32Array(longest);
  const counts = new Uint16Array(longest);
  let at = 0;
  let nextCount = 0;
  for (let list = 0; list < lengths.length; list += 1) {
    const length = lengths[list]!;
    let previous = -1;
    for (let posting = 0; posting < length; posting += 1) {
      // Past the end, bytes read as undefined: 0 in `&`, and no byte follows.
      let byte = gaps[at++]!;
      let value = byte & 0x7f;
      for (let shift = 7; byte >= 0x80; shift += 7) {
        byte = gaps[at++]!;
        value |= (byte & 0x7f) << shift;
      }
      const slot = previous + 1 + (value >>> 1);
      slots[posting] = slot;
      counts[posting] = value & 1 ? countsOver1[nextCount++]! : 1;
      previous = slot;
    }
    // Slots ascend: the last is the largest.
    if (previous >= slotLimit) throw new Error('A posting is out of range.');
    if (at > gaps.length || nextCount > countsOver1.length) {
      throw new Error('The postings end too early.');
    }
    into.appendRun(list, slots, counts, 0, length);
    sincePause += length + 1;
    if (sincePause >= ITEMS_PER_STEP) {
      sincePause = 0;
      yield;
    }
  }
  if (at !== gaps.length || nextCount !== countsOver1.length) {
    throw new Error('The postings go on after the last list.');
  }
}
