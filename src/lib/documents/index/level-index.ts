import type { PassageTerms } from './passage-terms';
import { decodingPostings, encodingPostings, type EncodedPostings } from './posting-codec';
import { grown, PostingLists } from './postings';
import { ownCopy } from '../text/remembered';
import { SortedWords } from './sorted-words';
import { ITEMS_PER_STEP, runAtOnce, type Steps } from './yield';

/** BM25+ with MiniSearch's defaults, which ranked these passages before this index. */
const K = 1.2;
const B = 0.7;
const D = 0.5;
/** The document's name counts for less than the passage's text. */
const TITLE_BOOST = 0.4;
const FIELD_BOOSTS = [1, TITLE_BOOST] as const;
/** Each term has a list of postings per field: term * FIELDS + field. */
const FIELDS = 2;
/** Field lengths are kept in 16 bits; a passage is a few hundred words. */
const MAX_LENGTH = 0xffff;

/** A term to search for, with its weight (below 1 for a word a query word was expanded to). */
export interface WeightedTerm {
  term: string;
  weight: number;
  /**
   * The query word it stands for (its position): a passage's score is multiplied by the
   * number of groups it matches, so several words for one query word count once.
   */
  group: number;
  /**
   * How much a passage matching this term counts as matching its query word (1 unless said):
   * a related word ('sick' for 'illness') stands for it only in part.
   */
  coverage?: number;
  /**
   * What it is to its query word: the word or a spelling of it (each scored as it is), another
   * form of it ('returned' for 'return': counted as the word itself), or a word related in
   * meaning (the group's related words are scored together as one term). 'asked' unless said.
   */
  kind?: TermKind;
}

export type TermKind = 'asked' | 'form' | 'related';
/** A term both asked and expanded to counts as the closer. */
const KIND_ORDER: readonly TermKind[] = ['asked', 'form', 'related'];

export interface LevelMatch {
  id: number;
  score: number;
  /** The terms the passage contains, in query order. */
  terms: string[];
}

/** A level's index as plain data: typed arrays and one string, cheap to clone and to store. */
export interface LevelSnapshot {
  /** The terms in ascending order, joined by '\n' (one string clones faster than many). */
  terms: string;
  /** Per term, in how many passages it occurs. */
  passagesWith: Uint32Array;
  /** Per passage (its slot), its id… */
  ids: Float64Array;
  /** …and the lengths of its text and its title. */
  lengths: Uint16Array;
  /** The postings of each term's text, then its title, the terms in the order above. */
  postings: EncodedPostings;
}

/** A query term's weight, the query word it counts for, and how much it covers that word. */
interface Weighted {
  weight: number;
  group: number;
  coverage: number;
  kind: TermKind;
}

/** Per-slot arrays for scoring one query, cleared again for the slots it touched. */
interface Scratch {
  scores: Float64Array;
  /** Query words matched (each at its best coverage), MiniSearch's multiplier for passages matching several. */
  matched: Float64Array;
  /** The last query word (its group + 1) that reached the slot; 0 for a slot not reached yet. */
  lastGroup: Int32Array;
  /** The slots reached, in the order they were first reached. */
  touched: Uint32Array;
  /** Terms scored as one: their weighted counts per slot in one field, and the slots reached. */
  togetherCounts: Float64Array;
  togetherTouched: Uint32Array;
}

/**
 * One classification level's passages as an inverted index: per term and field, the passages
 * (by slot: the order they were added in) with the term's count there; per slot, the passage
 * id and field lengths. Scores are BM25+ computed as MiniSearch did, so rankings are unchanged.
 * Removed passages leave their postings at once; their slots are not reused.
 */
export class LevelIndex {
  private readonly termIds = new Map<string, number>();
  private terms: string[] = [];
  private passagesWith = new Uint32Array(1024);
  private readonly postings = new PostingLists();
  private readonly slotOf = new Map<number, number>();
  private slotCount = 0;
  private ids = new Float64Array(1024);
  private lengths = new Uint16Array(2048);
  private readonly totalLengths = [0, 0];
  private scratch: Scratch | null = null;
  /** Goes up with every change: a snapshot taken in slices holds only if it stayed the same. */
  private changes = 0;

  private constructor(private readonly sortedWords: SortedWords) {}

  static empty(): LevelIndex {
    return new LevelIndex(new SortedWords());
  }

  get size(): number {
    return this.slotOf.size;
  }

  get revision(): number {
    return this.changes;
  }

  add(passage: PassageTerms): void {
    if (this.slotOf.has(passage.id)) throw new Error(`Passage ${passage.id} is indexed already.`);
    this.changes += 1;
    const slot = this.slotCount;
    this.slotCount += 1;
    this.slotOf.set(passage.id, slot);
    this.ids = grown(this.ids, slot + 1);
    this.lengths = grown(this.lengths, FIELDS * (slot + 1));
    this.ids[slot] = passage.id;
    this.lengths[slot * FIELDS] = Math.min(passage.textLength, MAX_LENGTH);
    this.lengths[slot * FIELDS + 1] = Math.min(passage.titleLength, MAX_LENGTH);
    this.countLengths(slot, 1);
    passage.terms.forEach((term, at) => {
      const termId = this.termIdOf(term);
      const inText = passage.textCounts[at]!;
      const inTitle = passage.titleCounts[at]!;
      if (inText > 0) this.postings.append(termId * FIELDS, slot, inText);
      if (inTitle > 0) this.postings.append(termId * FIELDS + 1, slot, inTitle);
      this.passagesWith[termId] = this.passagesWith[termId]! + 1;
    });
  }

  /**
   * Removes passages by id. Every posting list that may hold one of their slots is looked
   * through once: cheaper in memory than keeping each passage's terms for this.
   */
  remove(ids: readonly number[]): void {
    const removed = new Uint8Array(this.slotCount);
    let lowest = this.slotCount;
    let highest = -1;
    let count = 0;
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      if (slot === undefined) continue;
      this.slotOf.delete(id);
      removed[slot] = 1;
      lowest = Math.min(lowest, slot);
      highest = Math.max(highest, slot);
      count += 1;
      this.countLengths(slot, -1);
    }
    if (count === 0) return;
    this.changes += 1;
    const dropped = new Uint32Array(count);
    // Which removed slots had the term in their text: those count once, title or not.
    const inText = new Int32Array(this.slotCount);
    for (let termId = 0; termId < this.terms.length; termId += 1) {
      if (this.passagesWith[termId] === 0) continue;
      const list = termId * FIELDS;
      const fromText = this.postings.removeSlots(list, removed, lowest, highest, dropped);
      for (let at = 0; at < fromText; at += 1) inText[dropped[at]!] = termId + 1;
      const fromTitle = this.postings.removeSlots(list + 1, removed, lowest, highest, dropped);
      let titleOnly = 0;
      for (let at = 0; at < fromTitle; at += 1) {
        if (inText[dropped[at]!] !== termId + 1) titleOnly += 1;
      }
      this.passagesWith[termId] = this.passagesWith[termId]! - fromText - titleOnly;
    }
  }

  /** In how many passages the term occurs (text or title). */
  countOf(term: string): number {
    const termId = this.termIds.get(term);
    return termId === undefined ? 0 : this.passagesWith[termId]!;
  }

  withPrefix(prefix: string): string[] {
    return this.sortedWords.withPrefix(prefix).filter((word) => this.countOf(word) > 0);
  }

  /** Words within `edits` of the term, each with its distance. */
  near(term: string, edits: number): Map<string, number> {
    const words = this.sortedWords.near(term, edits);
    for (const word of words.keys()) if (this.countOf(word) === 0) words.delete(word);
    return words;
  }

  /**
   * The `limit` best passages for the terms, best first (ties in the order MiniSearch gave:
   * the order a passage was first reached in). Scores add up over terms and fields, times the
   * number of query words matched (a word matched through related words only, in part).
   * With `accepts`, the passages it does not accept are left out.
   */
  match(
    query: readonly WeightedTerm[],
    limit: number,
    accepts: ((passageId: number) => boolean) | null = null,
  ): LevelMatch[] {
    if (this.size === 0 || limit <= 0) return [];
    // A word both asked for and expanded to from another is scored once, with its weights
    // added, in the group of the first.
    const weights = new Map<number, Weighted>();
    for (const { term, weight, group, coverage = 1, kind = 'asked' } of query) {
      const termId = this.termIds.get(term);
      if (termId === undefined || this.passagesWith[termId] === 0) continue;
      const known = weights.get(termId);
      if (known) {
        known.weight += weight;
        known.coverage = Math.max(known.coverage, coverage);
        if (KIND_ORDER.indexOf(kind) < KIND_ORDER.indexOf(known.kind)) known.kind = kind;
      } else {
        weights.set(termId, { weight, group, coverage, kind });
      }
    }
    const scratch = this.scratchFor(this.slotCount);
    const reached = this.score(weights, scratch);
    const ids = this.ids;
    const best = bestOf(scratch, reached, limit, accepts && ((slot) => accepts(ids[slot]!)));
    for (let at = 0; at < reached; at += 1) {
      const slot = scratch.touched[at]!;
      scratch.scores[slot] = 0;
      scratch.matched[slot] = 0;
      scratch.lastGroup[slot] = 0;
    }
    return best.map(({ slot, score }) => ({
      id: this.ids[slot]!,
      score,
      terms: [...weights.keys()]
        .filter(
          (termId) =>
            this.postings.has(termId * FIELDS, slot) ||
            this.postings.has(termId * FIELDS + 1, slot),
        )
        .map((termId) => this.terms[termId]!),
    }));
  }

  /**
   * Adds up the BM25+ scores of the terms' postings in `scratch`; returns the slots reached.
   * Per group: the asked word and its spellings are scored each as it is, the word's other
   * forms together with it (as one word); its related words together, as one term (as Lucene
   * scores synonyms): their counts in a passage add up, weighted, and their rarity is that of
   * the commonest of them, so a rare word loosely related to the asked one does not outweigh
   * a common closer one.
   */
  private score(weights: ReadonlyMap<number, Weighted>, scratch: Scratch): number {
    const reached = { count: 0 };
    const groups = new Map<number, Record<TermKind, [number, Weighted][]>>();
    for (const entry of weights) {
      const { group, kind } = entry[1];
      const terms = groups.get(group) ?? { asked: [], form: [], related: [] };
      terms[kind].push(entry);
      groups.set(group, terms);
    }
    for (const [group, { asked, form, related }] of [...groups].sort(([a], [b]) => a - b)) {
      // The word itself (weight 1; not a spelling of it) takes its forms in.
      const word = form.length > 0 ? asked.find(([, { weight }]) => weight >= 1) : undefined;
      for (const entry of asked) {
        if (entry !== word) this.addTerm(entry[0], entry[1], scratch, reached);
      }
      if (word) this.addTogether(group, [word, ...form], scratch, reached, word[0]);
      else if (form.length > 0) this.addTogether(group, form, scratch, reached);
      if (related.length > 0) this.addTogether(group, related, scratch, reached, undefined, true);
    }
    return reached.count;
  }

  /** Counts a slot as reached by a group (the first time only), at the term's coverage. */
  private static reach(
    scratch: Scratch,
    slot: number,
    stamp: number,
    coverage: number,
    reached: { count: number },
  ): void {
    if (scratch.lastGroup[slot] === stamp) return;
    if (scratch.lastGroup[slot] === 0) scratch.touched[reached.count++] = slot;
    scratch.lastGroup[slot] = stamp;
    scratch.matched[slot] = scratch.matched[slot]! + coverage;
  }

  private idf(withTerm: number): number {
    const passages = this.size;
    return Math.log(1 + (passages - withTerm + 0.5) / (withTerm + 0.5));
  }

  /** BM25+'s share of a term occurring `count` times in the slot's field. */
  private saturation(count: number, slot: number, field: number): number {
    const averageLength = this.totalLengths[field]! / this.size;
    // Operation for operation as MiniSearch, so equal scores stay exactly equal.
    const norm = K * (1 - B + (B * this.lengths[slot * FIELDS + field]!) / averageLength);
    return D + (count * (K + 1)) / (count + norm);
  }

  /** Adds one term's BM25+ scores, counting its group for the slots it reaches. */
  private addTerm(
    termId: number,
    { weight, group, coverage }: Weighted,
    scratch: Scratch,
    reached: { count: number },
  ): void {
    const { scores } = scratch;
    for (let field = 0; field < FIELDS; field += 1) {
      const list = termId * FIELDS + field;
      const withTerm = this.postings.length(list);
      if (withTerm === 0) continue;
      const idf = this.idf(withTerm);
      const boost = weight * FIELD_BOOSTS[field as 0 | 1];
      this.postings.forEachBlock(list, (slots, counts, start, end) => {
        for (let at = start; at < end; at += 1) {
          const slot = slots[at]!;
          LevelIndex.reach(scratch, slot, group + 1, coverage, reached);
          scores[slot] = scores[slot]! + boost * (idf * this.saturation(counts[at]!, slot, field));
        }
      });
    }
  }

  /**
   * Adds terms as one: per slot and field, their counts weighted by their weights (relative
   * to the heaviest), scored with the heaviest weight and the rarity of `rarest` if given and
   * present in the field, else of the most frequent of them.
   */
  private addTogether(
    group: number,
    terms: readonly [number, Weighted][],
    scratch: Scratch,
    reached: { count: number },
    rarest?: number,
    standIn = false,
  ): void {
    const { scores, togetherCounts, togetherTouched } = scratch;
    const heaviest = Math.max(...terms.map(([, { weight }]) => weight));
    // The best coverage first, so a slot counts that.
    const ordered = [...terms].sort(([, a], [, b]) => b.coverage - a.coverage);
    for (let field = 0; field < FIELDS; field += 1) {
      const lengths = ordered.map(([termId]) => this.postings.length(termId * FIELDS + field));
      const withRarest = rarest === undefined ? 0 : this.postings.length(rarest * FIELDS + field);
      const withTerm = withRarest > 0 ? withRarest : Math.max(...lengths);
      if (withTerm === 0) continue;
      let touched = 0;
      for (const [termId, { weight, coverage }] of ordered) {
        const share = weight / heaviest;
        this.postings.forEachBlock(termId * FIELDS + field, (slots, counts, start, end) => {
          for (let at = start; at < end; at += 1) {
            const slot = slots[at]!;
            // Related words stand in for the question's word: a passage holding it (reached
            // by this group already, before these) gets nothing more for them.
            if (standIn && togetherCounts[slot] === 0 && scratch.lastGroup[slot] === group + 1)
              continue;
            LevelIndex.reach(scratch, slot, group + 1, coverage, reached);
            if (togetherCounts[slot] === 0) togetherTouched[touched++] = slot;
            togetherCounts[slot] = togetherCounts[slot]! + share * counts[at]!;
          }
        });
      }
      const boost = heaviest * FIELD_BOOSTS[field as 0 | 1] * this.idf(withTerm);
      for (let at = 0; at < touched; at += 1) {
        const slot = togetherTouched[at]!;
        scores[slot] = scores[slot]! + boost * this.saturation(togetherCounts[slot]!, slot, field);
        togetherCounts[slot] = 0;
      }
    }
  }

  /** The live terms and passages; slots are renumbered 0, 1, 2… in the order they were added. */
  snapshot(): LevelSnapshot {
    return runAtOnce(this.takingSnapshot());
  }

  /**
   * `snapshot` pausing every few thousand items. What it returns holds only if the index did
   * not change meanwhile (`revision` is the same before and after).
   */
  *takingSnapshot(): Steps<LevelSnapshot> {
    // A typed array sorts numerically, and faster than an array with a comparator.
    const slots = Uint32Array.from(this.slotOf.values()).sort();
    const renumber = new Int32Array(this.slotCount);
    const ids = new Float64Array(slots.length);
    const lengths = new Uint16Array(slots.length * FIELDS);
    for (let at = 0; at < slots.length; at += 1) {
      const slot = slots[at]!;
      renumber[slot] = at;
      ids[at] = this.ids[slot]!;
      lengths[at * FIELDS] = this.lengths[slot * FIELDS]!;
      lengths[at * FIELDS + 1] = this.lengths[slot * FIELDS + 1]!;
      if (at % ITEMS_PER_STEP === ITEMS_PER_STEP - 1) yield;
    }
    yield;
    const terms = this.sortedWords.words().filter((term) => this.countOf(term) > 0);
    const termIds = terms.map((term) => this.termIds.get(term)!);
    yield;
    const lists = new Array<number>(termIds.length * FIELDS);
    termIds.forEach((termId, at) => {
      lists[at * FIELDS] = termId * FIELDS;
      lists[at * FIELDS + 1] = termId * FIELDS + 1;
    });
    const passagesWith = Uint32Array.from(termIds, (termId) => this.passagesWith[termId]!);
    yield;
    // Slots of removed passages leave gaps: close them, or slots stay as they are.
    const postings = yield* encodingPostings(
      this.postings,
      lists,
      slots.length < this.slotCount ? renumber : null,
    );
    return { terms: terms.join('\n'), passagesWith, ids, lengths, postings };
  }

  /** The level a snapshot was taken of. Throws on a snapshot that does not add up. */
  static restore(snapshot: LevelSnapshot): LevelIndex {
    return runAtOnce(LevelIndex.restoring(snapshot));
  }

  /** `restore` pausing every few thousand items. */
  static *restoring(snapshot: LevelSnapshot): Steps<LevelIndex> {
    const terms = snapshot.terms === '' ? [] : snapshot.terms.split('\n');
    const { passagesWith, ids, lengths, postings } = snapshot;
    if (
      passagesWith.length !== terms.length ||
      lengths.length !== ids.length * FIELDS ||
      postings.lengths.length !== terms.length * FIELDS
    ) {
      throw damaged();
    }
    yield;
    const level = new LevelIndex(new SortedWords(terms));
    level.terms = terms;
    for (let termId = 0; termId < terms.length; termId += 1) {
      level.termIds.set(terms[termId]!, termId);
      if (termId % ITEMS_PER_STEP === ITEMS_PER_STEP - 1) yield;
    }
    level.passagesWith = passagesWith.slice();
    level.ids = ids.slice();
    level.lengths = lengths.slice();
    level.slotCount = ids.length;
    yield;
    for (let slot = 0; slot < ids.length; slot += 1) {
      level.slotOf.set(ids[slot]!, slot);
      level.countLengths(slot, 1);
      if (slot % ITEMS_PER_STEP === ITEMS_PER_STEP - 1) yield;
    }
    if (level.slotOf.size !== ids.length) throw damaged();
    yield;
    try {
      yield* decodingPostings(postings, ids.length, level.postings);
    } catch (error) {
      throw damaged(error);
    }
    return level;
  }

  /** Adds (1) or takes away (-1) a passage's field lengths from the totals. */
  private countLengths(slot: number, sign: 1 | -1): void {
    for (let field = 0; field < FIELDS; field += 1) {
      this.totalLengths[field] =
        this.totalLengths[field]! + sign * this.lengths[slot * FIELDS + field]!;
    }
  }

  private termIdOf(term: string): number {
    let termId = this.termIds.get(term);
    if (termId === undefined) {
      const own = ownCopy(term);
      termId = this.terms.length;
      this.termIds.set(own, termId);
      this.terms.push(own);
      this.sortedWords.add(own);
      this.passagesWith = grown(this.passagesWith, termId + 1);
    }
    return termId;
  }

  private scratchFor(slots: number): Scratch {
    if (!this.scratch || this.scratch.scores.length < slots) {
      const length = this.ids.length;
      this.scratch = {
        scores: new Float64Array(length),
        matched: new Float64Array(length),
        lastGroup: new Int32Array(length),
        touched: new Uint32Array(length),
        togetherCounts: new Float64Array(length),
        togetherTouched: new Uint32Array(length),
      };
    }
    return this.scratch;
  }
}

/**
 * The `limit` best of the first `reached` slots touched (those `accepts` accepts, if given), by
 * score times terms matched, best first; on equal scores the one reached first goes first.
 */
function bestOf(
  { scores, matched, touched }: Scratch,
  reached: number,
  limit: number,
  accepts: ((slot: number) => boolean) | null,
): { slot: number; score: number }[] {
  const best: { slot: number; score: number }[] = [];
  for (let at = 0; at < reached; at += 1) {
    const slot = touched[at]!;
    if (accepts && !accepts(slot)) continue;
    const score = scores[slot]! * matched[slot]!;
    if (best.length === limit && score <= best[limit - 1]!.score) continue;
    let place = best.length;
    while (place > 0 && best[place - 1]!.score < score) place -= 1;
    best.splice(place, 0, { slot, score });
    if (best.length > limit) best.pop();
  }
  return best;
}

function damaged(cause?: unknown): Error {
  return new Error('The index snapshot is damaged.', { cause });
}
