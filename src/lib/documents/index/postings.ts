/**
 * Posting lists, numbered 0, 1, 2…, in one paged pool of typed arrays. A posting is a passage
 * slot and how often the list's term occurs there; a list holds them in ascending slot order.
 *
 * A list is a chain of blocks that double in size (4 entries, 8, … up to 4096), so appending
 * never copies, a rare term costs a few entries instead of typed arrays of its own, and the
 * garbage collector sees a few hundred pages instead of a million small objects. The last
 * entry of a full block holds the address of the next one; every block but a list's last is
 * full, so a list is walked knowing only its length.
 */

const PAGE_BITS = 16;
const PAGE_SIZE = 1 << PAGE_BITS;
const OFFSET_MASK = PAGE_SIZE - 1;
/** Block sizes are FIRST_BLOCK << sizeClass, entries including the link to the next block. */
const FIRST_BLOCK = 4;
const LARGEST_CLASS = 10;
const MAX_COUNT = 0xffff;
/** No block: the end of a free list. */
const NONE = 0xffffffff;

const blockSize = (sizeClass: number) => FIRST_BLOCK << sizeClass;

/** A run of postings of one block: `slots[start..end)` with their counts. */
export type BlockVisitor = (
  slots: Uint32Array,
  counts: Uint16Array,
  start: number,
  end: number,
) => void;

type GrowableArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;

/** The array itself when it holds `needed` entries, else a copy at least twice as long. */
export function grown<T extends GrowableArray>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const bigger = new (array.constructor as new (length: number) => T)(
    Math.max(needed, array.length * 2),
  );
  bigger.set(array);
  return bigger;
}

export class PostingLists {
  private slotPages: Uint32Array[] = [];
  private countPages: Uint16Array[] = [];
  /** The next never-used address of the pool. */
  private top = 0;
  /** Per size class, the first of the blocks given back by rewritten lists. */
  private readonly free = new Array<number>(LARGEST_CLASS + 1).fill(NONE);

  private lengths = new Uint32Array(1024);
  private heads = new Uint32Array(1024);
  private tails = new Uint32Array(1024);
  private tailFill = new Uint16Array(1024);
  private tailClass = new Uint8Array(1024);

  length(list: number): number {
    return list < this.lengths.length ? this.lengths[list]! : 0;
  }

  append(list: number, slot: number, count: number): void {
    this.makeRoom(list);
    this.setEntry(this.tails[list]! + this.tailFill[list]!, slot, Math.min(count, MAX_COUNT));
    this.tailFill[list] = this.tailFill[list]! + 1;
    this.lengths[list] = this.lengths[list]! + 1;
  }

  /** Appends `slots[start..end)` and their counts: many postings at once, as on a restore. */
  appendRun(list: number, slots: Uint32Array, counts: Uint16Array, start: number, end: number) {
    for (let at = start; at < end;) {
      this.makeRoom(list);
      const fill = this.tailFill[list]!;
      const taken = Math.min(blockSize(this.tailClass[list]!) - 1 - fill, end - at);
      const address = this.tails[list]! + fill;
      const page = Math.floor(address / PAGE_SIZE);
      const slotPage = this.slotPages[page]!;
      const countPage = this.countPages[page]!;
      const offset = (address & OFFSET_MASK) - at;
      for (let from = at; from < at + taken; from += 1) {
        slotPage[offset + from] = slots[from]!;
        countPage[offset + from] = counts[from]!;
      }
      this.tailFill[list] = fill + taken;
      this.lengths[list] = this.lengths[list]! + taken;
      at += taken;
    }
  }

  /** Makes sure the list's last block has room for a posting. */
  private makeRoom(list: number): void {
    if (list >= this.lengths.length) this.growLists(list + 1);
    if (this.lengths[list] === 0) {
      const block = this.allocate(0);
      this.heads[list] = block;
      this.tails[list] = block;
      this.tailClass[list] = 0;
      this.tailFill[list] = 0;
    } else if (this.tailFill[list] === blockSize(this.tailClass[list]!) - 1) {
      const sizeClass = Math.min(this.tailClass[list]! + 1, LARGEST_CLASS);
      const block = this.allocate(sizeClass);
      this.setEntry(this.tails[list]! + this.tailFill[list]!, block, 0);
      this.tails[list] = block;
      this.tailClass[list] = sizeClass;
      this.tailFill[list] = 0;
    }
  }

  /** Calls `visit` with each block's postings, in slot order. */
  forEachBlock(list: number, visit: BlockVisitor): void {
    let remaining = this.length(list);
    let address = this.heads[list]!;
    let sizeClass = 0;
    while (remaining > 0) {
      const capacity = blockSize(sizeClass) - 1;
      const page = Math.floor(address / PAGE_SIZE);
      const offset = address & OFFSET_MASK;
      const slots = this.slotPages[page]!;
      const taken = Math.min(capacity, remaining);
      visit(slots, this.countPages[page]!, offset, offset + taken);
      remaining -= taken;
      address = slots[offset + capacity]!;
      sizeClass = Math.min(sizeClass + 1, LARGEST_CLASS);
    }
  }

  /** Whether the list has a posting for the slot. */
  has(list: number, slot: number): boolean {
    let found = false;
    this.forEachBlock(list, (slots, _counts, start, end) => {
      if (found || slots[end - 1]! < slot || slots[start]! > slot) return;
      let low = start;
      let high = end - 1;
      while (low <= high) {
        const middle = (low + high) >>> 1;
        const at = slots[middle]!;
        if (at === slot) {
          found = true;
          return;
        }
        if (at < slot) low = middle + 1;
        else high = middle - 1;
      }
    });
    return found;
  }

  /**
   * Drops the postings of the slots marked in `removed` (all within lowest..highest), writes
   * their slots to `dropped` and returns how many there were. Blocks ending before `lowest`
   * are passed by; the postings after the first dropped one move up in place, and the blocks
   * no longer needed are kept for reuse.
   */
  removeSlots(
    list: number,
    removed: Uint8Array,
    lowest: number,
    highest: number,
    dropped: Uint32Array,
  ): number {
    const length = this.length(list);
    if (length === 0 || this.firstSlot(list) > highest || this.lastSlot(list) < lowest) return 0;
    let droppedCount = 0;
    let kept = 0;
    // Where kept postings go once one has been dropped.
    let write: Writer | null = null;
    let read = this.heads[list]!;
    let readClass = 0;
    let readBlocks = 0;
    for (let remaining = length; remaining > 0;) {
      const capacity = blockSize(readClass) - 1;
      const taken = Math.min(capacity, remaining);
      const page = Math.floor(read / PAGE_SIZE);
      const offset = read & OFFSET_MASK;
      const slots = this.slotPages[page]!;
      const counts = this.countPages[page]!;
      if (write === null && slots[offset + taken - 1]! < lowest) {
        kept += taken;
      } else {
        for (let at = offset; at < offset + taken; at += 1) {
          const slot = slots[at]!;
          if (removed[slot]) {
            write ??= new Writer(this, read, readClass, at - offset);
            dropped[droppedCount++] = slot;
          } else {
            write?.put(slot, counts[at]!);
            kept += 1;
          }
        }
      }
      remaining -= taken;
      readBlocks += 1;
      read = slots[offset + capacity]!;
      readClass = Math.min(readClass + 1, LARGEST_CLASS);
    }
    if (droppedCount === 0) return 0;
    this.lengths[list] = kept;
    if (kept === 0) {
      this.freeBlocks(this.heads[list]!, 0, readBlocks);
      return droppedCount;
    }
    // The block now holding the last posting becomes the tail; the rest go.
    let tail = this.heads[list]!;
    let tailClass = 0;
    let before = 0;
    let blocks = 1;
    while (before + blockSize(tailClass) - 1 < kept) {
      before += blockSize(tailClass) - 1;
      tail = this.entrySlot(tail + blockSize(tailClass) - 1);
      tailClass = Math.min(tailClass + 1, LARGEST_CLASS);
      blocks += 1;
    }
    const next = this.entrySlot(tail + blockSize(tailClass) - 1);
    this.freeBlocks(next, Math.min(tailClass + 1, LARGEST_CLASS), readBlocks - blocks);
    this.tails[list] = tail;
    this.tailClass[list] = tailClass;
    this.tailFill[list] = kept - before;
    return droppedCount;
  }

  private firstSlot(list: number): number {
    const address = this.heads[list]!;
    return this.slotPages[Math.floor(address / PAGE_SIZE)]![address & OFFSET_MASK]!;
  }

  private lastSlot(list: number): number {
    const address = this.tails[list]! + this.tailFill[list]! - 1;
    return this.slotPages[Math.floor(address / PAGE_SIZE)]![address & OFFSET_MASK]!;
  }

  /** Gives `count` chained blocks back for reuse, the first at `address` of `sizeClass`. */
  private freeBlocks(address: number, sizeClass: number, count: number): void {
    let block = address;
    let blockClass = sizeClass;
    for (let freed = 0; freed < count; freed += 1) {
      const link = block + blockSize(blockClass) - 1;
      const next = this.entrySlot(link);
      this.setEntry(link, this.free[blockClass]!, 0);
      this.free[blockClass] = block;
      block = next;
      blockClass = Math.min(blockClass + 1, LARGEST_CLASS);
    }
  }

  private allocate(sizeClass: number): number {
    const reused = this.free[sizeClass]!;
    if (reused !== NONE) {
      this.free[sizeClass] = this.entrySlot(reused + blockSize(sizeClass) - 1);
      return reused;
    }
    const size = blockSize(sizeClass);
    // Blocks never straddle two pages: the rest of a page too small for one is left unused.
    if ((this.top & OFFSET_MASK) + size > PAGE_SIZE) {
      this.top = (Math.floor(this.top / PAGE_SIZE) + 1) * PAGE_SIZE;
    }
    if (Math.floor(this.top / PAGE_SIZE) === this.slotPages.length) {
      this.slotPages.push(new Uint32Array(PAGE_SIZE));
      this.countPages.push(new Uint16Array(PAGE_SIZE));
    }
    const address = this.top;
    this.top += size;
    return address;
  }

  /** The slot of the entry at `address` (the next block's address in a link entry). */
  private entrySlot(address: number): number {
    return this.slotPages[Math.floor(address / PAGE_SIZE)]![address & OFFSET_MASK]!;
  }

  /** The slot and count pages holding the entry at `address`. */
  pagesOf(address: number): [Uint32Array, Uint16Array] {
    const page = Math.floor(address / PAGE_SIZE);
    return [this.slotPages[page]!, this.countPages[page]!];
  }

  private setEntry(address: number, slot: number, count: number): void {
    const page = Math.floor(address / PAGE_SIZE);
    this.slotPages[page]![address & OFFSET_MASK] = slot;
    this.countPages[page]![address & OFFSET_MASK] = count;
  }

  private growLists(needed: number): void {
    this.lengths = grown(this.lengths, needed);
    this.heads = grown(this.heads, needed);
    this.tails = grown(this.tails, needed);
    this.tailFill = grown(this.tailFill, needed);
    this.tailClass = grown(this.tailClass, needed);
  }
}

/** Writes postings one after another along a list's chain of blocks, from a given entry. */
class Writer {
  private slots: Uint32Array;
  private counts: Uint16Array;
  private offset = 0;

  constructor(
    private readonly lists: PostingLists,
    private block: number,
    private sizeClass: number,
    private at: number,
  ) {
    [this.slots, this.counts] = lists.pagesOf(block);
    this.offset = block & OFFSET_MASK;
  }

  put(slot: number, count: number): void {
    if (this.at === blockSize(this.sizeClass) - 1) {
      this.block = this.slots[this.offset + this.at]!;
      this.sizeClass = Math.min(this.sizeClass + 1, LARGEST_CLASS);
      this.at = 0;
      [this.slots, this.counts] = this.lists.pagesOf(this.block);
      this.offset = this.block & OFFSET_MASK;
    }
    this.slots[this.offset + this.at] = slot;
    this.counts[this.offset + this.at] = count;
    this.at += 1;
  }
}
