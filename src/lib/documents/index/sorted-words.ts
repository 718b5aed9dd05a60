/**
 * The words of an index in sorted order, for prefix and typo lookups. A sorted array is a trie
 * without the nodes: words sharing a prefix sit next to one another, so a walk in order can
 * share the work of their common prefix, or skip all of them at once.
 * Words added since the last lookup are sorted and merged in at the next one.
 */
export class SortedWords {
  private sorted: string[];
  private added: string[] = [];

  /** `sorted` must be in ascending order (as `Array.prototype.sort` leaves strings). */
  constructor(sorted: string[] = []) {
    this.sorted = sorted;
  }

  add(word: string): void {
    this.added.push(word);
  }

  /** Every word, in ascending order. */
  words(): readonly string[] {
    if (this.added.length > 0) {
      this.sorted = merge(this.sorted, this.added.sort());
      this.added = [];
    }
    return this.sorted;
  }

  /** Words that start with `prefix` (itself included). */
  withPrefix(prefix: string): string[] {
    const words = this.words();
    const found: string[] = [];
    for (let at = lowerBound(words, prefix, 0); at < words.length; at += 1) {
      if (!words[at]!.startsWith(prefix)) break;
      found.push(words[at]!);
    }
    return found;
  }

  /**
   * Words at most `maxEdits` insertions, deletions or substitutions away from `word`, each
   * with its distance: one row of the edit-distance matrix per letter of a word, kept for the
   * next word while their prefixes agree, as a walk down a trie would.
   */
  near(word: string, maxEdits: number): Map<string, number> {
    const words = this.words();
    const found = new Map<string, number>();
    const rows = new EditRows(word, maxEdits);
    let previous = '';
    // Rows 0..depth are those of the first `depth` letters of `previous`.
    let depth = 0;
    for (let at = 0; at < words.length;) {
      const candidate = words[at]!;
      // Too long or too short to come close: skipped, the rows kept for the next word.
      if (Math.abs(candidate.length - word.length) > maxEdits) {
        at += 1;
        continue;
      }
      const reusable = Math.min(depth, candidate.length);
      depth = 0;
      while (depth < reusable && candidate.charCodeAt(depth) === previous.charCodeAt(depth)) {
        depth += 1;
      }
      previous = candidate;
      // The length of a prefix no word starting with can come close, once found.
      let hopeless = 0;
      while (depth < candidate.length && hopeless === 0) {
        if (depth === rows.longest) hopeless = depth + 1;
        else if (rows.add(depth, candidate.charCodeAt(depth)) > maxEdits) hopeless = depth + 1;
        else depth += 1;
      }
      if (hopeless > 0) {
        at = endOfPrefix(words, at, hopeless);
        // Rows up to depth are still good for the next word, which differs within them.
        continue;
      }
      const distance = rows.distance(depth);
      if (distance <= maxEdits) found.set(candidate, distance);
      at += 1;
    }
    return found;
  }
}

/**
 * The edit-distance matrix between a word and the prefixes of a candidate, one row per letter
 * of the candidate. Only the cells within `maxEdits` of the diagonal are computed: the others
 * are further away than that anyway, and keep the value maxEdits + 1.
 */
class EditRows {
  readonly longest: number;
  private readonly columns: number;
  private readonly cells: Uint16Array;
  private readonly letters: number[];

  constructor(
    word: string,
    private readonly maxEdits: number,
  ) {
    this.columns = word.length + 1;
    this.longest = word.length + maxEdits;
    this.cells = new Uint16Array((this.longest + 1) * this.columns).fill(maxEdits + 1);
    for (let column = 0; column < this.columns; column += 1) this.cells[column] = column;
    for (let row = 0; row <= this.longest; row += 1) this.cells[row * this.columns] = row;
    this.letters = Array.from({ length: word.length }, (_, at) => word.charCodeAt(at));
  }

  /** Fills row depth + 1 for the candidate's letter there; returns the row's smallest cell. */
  add(depth: number, letter: number): number {
    const { cells, columns, letters, maxEdits } = this;
    const row = depth + 1;
    const above = depth * columns;
    const here = above + columns;
    let smallest = row;
    const last = Math.min(columns - 1, row + maxEdits);
    for (let column = Math.max(1, row - maxEdits); column <= last; column += 1) {
      const distance = Math.min(
        cells[above + column - 1]! + (letters[column - 1] === letter ? 0 : 1),
        cells[above + column]! + 1,
        cells[here + column - 1]! + 1,
      );
      cells[here + column] = distance;
      if (distance < smallest) smallest = distance;
    }
    return smallest;
  }

  /** The distance between the word and the candidate's first `depth` letters. */
  distance(depth: number): number {
    return this.cells[depth * this.columns + this.columns - 1]!;
  }
}

/** The first index from `from` whose word is not below `word`. */
function lowerBound(words: readonly string[], word: string, from: number): number {
  let low = from;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The first index after `from` whose word does not share the first `length` letters of
 * words[from]. Those sharing them are usually few: look close first, doubling the step.
 */
function endOfPrefix(words: readonly string[], from: number, length: number): number {
  const word = words[from]!;
  const shares = (at: number) => {
    const other = words[at]!;
    if (other.length < length) return false;
    for (let letter = length - 1; letter >= 0; letter -= 1) {
      if (other.charCodeAt(letter) !== word.charCodeAt(letter)) return false;
    }
    return true;
  };
  let inside = from;
  let outside = from + 1;
  for (let step = 2; outside < words.length && shares(outside); step *= 2) {
    inside = outside;
    outside = inside + step;
  }
  // The end is after `inside` and at most at `outside`.
  let low = inside + 1;
  let high = Math.min(outside, words.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (shares(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

function merge(left: readonly string[], right: readonly string[]): string[] {
  const merged = new Array<string>(left.length + right.length);
  let l = 0;
  let r = 0;
  for (let at = 0; at < merged.length; at += 1) {
    merged[at] =
      r >= right.length || (l < left.length && left[l]! < right[r]!) ? left[l++]! : right[r++]!;
  }
  return merged;
}
