/**
 * Builds the related-words list the search engine ships (src/lib/documents/text/
 * related-words.txt) from WordNet, in the engine's own search terms:
 *
 * - one line per synset (a set of synonyms) that a common word holds as a frequent sense and
 *   that relates two words (or one word to a linked synset), in sorted order: its common
 *   words comma-separated, '*' after a word for which it is a rare sense only (found from the
 *   others, not looked up through it: in 'ghastly,grim,grisly,gruesome,macabre,sick*', 'sick' does
 *   not lead to 'ghastly'); after ' >', the base-36 distances to the later lines it is linked to (one step
 *   more general, or a similar adjective), each link written once and followed both ways;
 * - a line '#', then one line per word with the words of its family (derivations,
 *   pertainyms, participles: 'ill:illness'), each pair once, none the engine finds by itself.
 *
 * The engine (text/related-words.ts) reads synonyms, family and broader words from it.
 */
import type { Sense, Synset, WordNet } from './wordnet';

export interface Vocabulary {
  /** Is this lemma ('sick', 'armed_forces') common enough to be asked or written? */
  has(lemma: string): boolean;
  /** Is it so common and with so many senses ('make', 'take') that it says little? */
  isGeneric(lemma: string): boolean;
}

export interface BuildOptions {
  wordNet: WordNet;
  vocabulary: Vocabulary;
  /** The engine's own term of a word (null for a stopword): what the index holds. */
  termOf: (word: string) => string | null;
  /** The inflections the engine finds by itself ('meet' → 'meeting'): no need to list them. */
  inflections: (base: string) => string[];
}

/** A part of speech seen less than this share as often as the word's commonest is dropped… */
const POS_SHARE = 0.1;
/** …within one, a sense seen less than this share as often as its commonest… */
const SENSE_SHARE = 0.25;
/** …and beyond this many senses. */
const SENSES_PER_POS = 3;
/** A synset with more hyponyms (or similar adjectives) than this is too general to link… */
const MAX_LINKED = 6;
/** …and a synset fewer hypernym steps than this from the top ('example', 'period') too vague. */
const MIN_LINKED_DEPTH = 5;

/** Derivations, pertainyms ('parental' → 'parent') and participles ('paid' → 'pay'). */
const FAMILY_POINTERS = ['+', '\\', '<'];

/**
 * The senses of a lemma worth following: in each part of speech seen often enough (or all,
 * if none was seen), its first sense and the frequent others. 'leave' the verb, not the
 * noun 'leave of absence'; 'sick' the adjective, not the verb 'vomit'.
 */
export function keptSenses(senses: readonly Sense[]): Sense[] {
  const top = Math.max(0, ...senses.map((sense) => sense.tagCount));
  const kept: Sense[] = [];
  for (const pos of ['n', 'v', 'a', 'r'] as const) {
    const inPos = senses.filter((sense) => sense.pos === pos).sort((a, b) => a.number - b.number);
    const topInPos = Math.max(0, ...inPos.map((sense) => sense.tagCount));
    if (top > 0 && topInPos < Math.max(1, top * POS_SHARE)) continue;
    kept.push(
      ...inPos
        .filter(
          (sense) => sense.number === 1 || sense.tagCount >= Math.max(1, topInPos * SENSE_SHARE),
        )
        .slice(0, SENSES_PER_POS),
    );
  }
  return kept;
}

/** Fewest hypernym steps from a synset to the top of its hierarchy, memoised. */
function depthOf(wordNet: WordNet, synset: Synset, depths: Map<string, number>): number {
  const known = depths.get(synset.id);
  if (known !== undefined) return known;
  const parents = synset.pointers
    .filter((pointer) => pointer.symbol === '@')
    .map((pointer) => wordNet.synsets.get(pointer.target)!);
  const depth =
    parents.length === 0 ? 0 : 1 + Math.min(...parents.map((p) => depthOf(wordNet, p, depths)));
  depths.set(synset.id, depth);
  return depth;
}

/** Proper names ('Banks' the botanist) are instances in WordNet: nobody means them by 'bank'. */
function isInstance(synset: Synset): boolean {
  return synset.pointers.some((pointer) => pointer.symbol === '@i');
}

/**
 * A lemma as search terms: 'armed_forces' → 'armed force'. The words of a collocation keep
 * their stopwords ('time off', 'leave of absence'): without them 'time off' would be 'time'.
 */
function termsOf(lemma: string, termOf: BuildOptions['termOf']): string | null {
  const words = lemma.split(/[_\s-]+/).filter((word) => word !== '');
  if (words.length === 1) return termOf(words[0]!);
  return words.map((word) => termOf(word) ?? word).join(' ');
}

/** The synsets some common word keeps as a sense, each with the words that keep it. */
function keptSynsets(wordNet: WordNet, vocabulary: Vocabulary): Map<string, Set<string>> {
  const keptBy = new Map<string, Set<string>>();
  for (const [lemma, senses] of wordNet.senses) {
    if (!vocabulary.has(lemma) || vocabulary.isGeneric(lemma)) continue;
    for (const sense of keptSenses(senses)) {
      if (isInstance(wordNet.synsets.get(sense.synset)!)) continue;
      const keepers = keptBy.get(sense.synset) ?? new Set<string>();
      keepers.add(lemma);
      keptBy.set(sense.synset, keepers);
    }
  }
  return keptBy;
}

/** Per kept synset, its common words as search terms, '*' after those it is a rare sense of. */
function synsetLines(
  { wordNet, vocabulary, termOf }: BuildOptions,
  keptBy: ReadonlyMap<string, ReadonlySet<string>>,
): Map<string, string[]> {
  const lines = new Map<string, string[]>();
  for (const [id, keepers] of keptBy) {
    const words = new Map<string, boolean>();
    for (const word of wordNet.synsets.get(id)!.words) {
      if (!vocabulary.has(word) || vocabulary.isGeneric(word)) continue;
      const terms = termsOf(word, termOf);
      if (terms !== null) words.set(terms, (words.get(terms) ?? false) || keepers.has(word));
    }
    lines.set(
      id,
      [...words].map(([terms, kept]) => (kept ? terms : `${terms}*`)),
    );
  }
  return lines;
}

/** How many pointers of a kind a synset has. */
function countOf(synset: Synset, symbol: string): number {
  return synset.pointers.filter((pointer) => pointer.symbol === symbol).length;
}

/**
 * Per synset, the synsets it is linked to, one step more general (or, for an adjective,
 * its head's similar ones), for the engine to follow both ways. A link counts only to a
 * synset specific enough ('parent', not 'example') and with few others under it: both ways,
 * every step stays among a handful of words.
 */
function linksOf(wordNet: WordNet, ids: Iterable<string>): Map<string, string[]> {
  const depths = new Map<string, number>();
  const links = new Map<string, string[]>();
  for (const id of ids) {
    const synset = wordNet.synsets.get(id)!;
    const targets = synset.pointers.flatMap((pointer) => {
      const other = wordNet.synsets.get(pointer.target)!;
      const general =
        pointer.symbol === '@' &&
        countOf(other, '~') <= MAX_LINKED &&
        depthOf(wordNet, other, depths) >= MIN_LINKED_DEPTH;
      const similar = pointer.symbol === '&' && countOf(synset, '&') <= MAX_LINKED;
      return general || similar ? [other.id] : [];
    });
    links.set(id, targets);
  }
  return links;
}

/** Each family pair once, as `word:form,form` lines with the word first in sort order. */
function familyLines({ wordNet, vocabulary, termOf, inflections }: BuildOptions): string[] {
  const family = new Map<string, Set<string>>();
  for (const synset of wordNet.synsets.values()) {
    for (const pointer of synset.pointers) {
      if (!FAMILY_POINTERS.includes(pointer.symbol) || pointer.source === 0) continue;
      const word = synset.words[pointer.source - 1]!;
      const form = wordNet.synsets.get(pointer.target)!.words[pointer.dest - 1]!;
      if (!vocabulary.has(word) || !vocabulary.has(form)) continue;
      const a = termsOf(word, termOf);
      const b = termsOf(form, termOf);
      if (a === null || b === null || a === b) continue;
      if (inflections(a).includes(b) || inflections(b).includes(a)) continue;
      const [first, second] = a < b ? [a, b] : [b, a];
      family.set(first, (family.get(first) ?? new Set<string>()).add(second));
    }
  }
  return [...family.keys()]
    .sort()
    .map((word) => `${word}:${[...family.get(word)!].sort().join(',')}`);
}

/** The list's text, without its header: synset lines, '#', family lines. */
export function buildRelatedWords(options: BuildOptions): string {
  const keptBy = keptSynsets(options.wordNet, options.vocabulary);
  const links = linksOf(options.wordNet, keptBy.keys());
  const words = synsetLines(options, keptBy);
  const hasWords = (id: string) => (words.get(id)?.length ?? 0) > 0;
  // A synset is worth a line if it relates two words, or a word to a linked synset's.
  const linked = new Set<string>();
  for (const [id, targets] of links) {
    if (!hasWords(id)) continue;
    for (const target of targets.filter(hasWords)) linked.add(id).add(target);
  }
  // In the order of their words, which packs best.
  const kept = [...words]
    .filter(([id, synsetWords]) => synsetWords.length >= 2 || linked.has(id))
    .map(([id, synsetWords]) => ({ id, text: synsetWords.join(',') }))
    .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  const lineOf = new Map(kept.map(({ id }, line) => [id, line]));
  // Each link once, on the earlier line, as the distance to the later one in base 36.
  const later = new Map<number, Set<number>>();
  for (const [id, targets] of links) {
    const line = lineOf.get(id);
    for (const other of targets.map((target) => lineOf.get(target))) {
      if (line === undefined || other === undefined || other === line) continue;
      const [first, second] = line < other ? [line, other] : [other, line];
      later.set(first, (later.get(first) ?? new Set()).add(second));
    }
  }
  const lines = kept.map(({ text }, line) => {
    const targets = [...(later.get(line) ?? [])].sort((a, b) => a - b);
    const distances = targets.map((target) => (target - line).toString(36));
    return targets.length > 0 ? `${text} >${distances.join(' ')}` : text;
  });
  return [...lines, '#', ...familyLines(options)].join('\n');
}
