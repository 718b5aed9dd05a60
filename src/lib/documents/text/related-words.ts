/**
 * Words related in meaning, from WordNet, as search terms: 'ill' → 'illness' (its family),
 * 'sick' (a synonym); 'mother' → 'parent', 'time off' → 'leave' (one step more general or
 * specific); collocations too ('armed force' → 'military'). The list (related-words.txt,
 * made by scripts/related-words/make-related-words.mjs, which says how it is laid out) is
 * loaded on first use, with the documents engine and never with the landing page; nothing
 * is fetched from elsewhere.
 */
import { processTerm } from './terms';

/** How a related word relates to the asked one, closest first. */
export const RELATIONS = ['family', 'synonym', 'broader'] as const;
export type Relation = (typeof RELATIONS)[number];

export interface RelatedPhrase {
  /** The phrase's search terms: 'two week' → ['two', 'week']; stopwords are not among them. */
  readonly terms: readonly string[];
  /** Its words, stopwords included: 'leave of absence' has 3. */
  readonly words: number;
  readonly relation: Relation;
}

/** Adds `value` to the list under `key`. */
function append<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Words whose related words are remembered, at most. */
const ASKED_LIMIT = 5000;
const SEMICOLON = 59;
const HASH = 35;
const STAR = 42;

/**
 * The list, read in one pass when loaded: where each synset line starts, and per word the
 * lines it is looked up through, its family and the links between lines. A line's words are
 * cut from the text only when asked for.
 */
export class RelatedWords {
  /** Where each synset line starts in the text, and where its words end. */
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  /** Per word, the synset lines it is looked up through (its frequent senses). */
  private readonly sensesOf = new Map<string, number[]>();
  /** Per synset line, the lines one step more general, specific or similar (both ways). */
  private readonly links = new Map<number, number[]>();
  /** Per word, its family (both ways). */
  private readonly family = new Map<string, string[]>();
  /** Words looked up through none of their lines (each is a rare sense of theirs): still English. */
  private readonly rare = new Set<string>();
  /** Most words in a collocation ('leave of absence'): phrases are looked up to this. */
  readonly longestKey: number;
  /** Words asked about lately, with what they relate to: questions repeat their words. */
  private readonly asked = new Map<string, readonly RelatedPhrase[]>();

  constructor(private readonly text: string) {
    let longest = 1;
    let inFamily = false;
    for (let at = 0; at < text.length;) {
      const next = text.indexOf('\n', at);
      const end = next < 0 ? text.length : next;
      // The header (WordNet's licence, as ';' lines), then synsets, '#', families.
      const header = end === at || text.charCodeAt(at) === SEMICOLON;
      if (!header && end - at === 1 && text.charCodeAt(at) === HASH) inFamily = true;
      else if (!header && inFamily) this.readFamily(at, end);
      else if (!header) longest = Math.max(longest, this.readSynset(at, end));
      at = end + 1;
    }
    this.longestKey = longest;
  }

  /** A synset line: `word,word*,word >distance distance`. Returns its longest word count. */
  private readSynset(start: number, end: number): number {
    const { text } = this;
    const line = this.starts.length;
    const arrow = text.indexOf(' >', start);
    const wordsEnd = arrow < 0 || arrow > end ? end : arrow;
    this.starts.push(start);
    this.ends.push(wordsEnd);
    let longest = 1;
    for (let at = start; at < wordsEnd;) {
      const comma = text.indexOf(',', at);
      const stop = comma < 0 || comma > wordsEnd ? wordsEnd : comma;
      // A word marked '*' has this sense among its rare ones: not looked up through it.
      if (text.charCodeAt(stop - 1) !== STAR) {
        const word = text.slice(at, stop);
        append(this.sensesOf, word, line);
        if (word.includes(' ')) longest = Math.max(longest, word.split(' ').length);
      } else {
        this.rare.add(text.slice(at, stop - 1));
      }
      at = stop + 1;
    }
    if (wordsEnd < end) {
      for (const distance of text.slice(wordsEnd + 2, end).split(' ')) {
        const other = line + parseInt(distance, 36);
        append(this.links, line, other);
        append(this.links, other, line);
      }
    }
    return longest;
  }

  /** A family line: `word:form,form`. */
  private readFamily(start: number, end: number): void {
    const colon = this.text.indexOf(':', start);
    const word = this.text.slice(start, colon);
    for (const form of this.text.slice(colon + 1, end).split(',')) {
      append(this.family, word, form);
      append(this.family, form, word);
    }
  }

  private wordsOf(line: number): string[] {
    return this.text
      .slice(this.starts[line], this.ends[line])
      .split(',')
      .map((word) => (word.endsWith('*') ? word.slice(0, -1) : word));
  }

  /** Whether the list holds the term: a word of English, so not a misspelling of another. */
  knows(term: string): boolean {
    return this.sensesOf.has(term) || this.family.has(term) || this.rare.has(term);
  }

  /**
   * The words related to a term or a phrase of terms ('armed force'), each once, with its
   * closest relation: its family; the synonyms of it, of its family ('illness' → 'ill' →
   * 'sick') and the family of its synonyms ('ill' → 'sick' → 'sickness'); the words one step
   * more general or specific than it.
   */
  of(key: string): readonly RelatedPhrase[] {
    let phrases = this.asked.get(key);
    if (phrases === undefined) {
      if (this.asked.size >= ASKED_LIMIT) this.asked.clear();
      phrases = this.lookUp(key);
      this.asked.set(key, phrases);
    }
    return phrases;
  }

  private lookUp(key: string): RelatedPhrase[] {
    const found = new Map<string, Relation>();
    const add = (word: string, relation: Relation) => {
      if (word !== key && !found.has(word)) found.set(word, relation);
    };
    const forms = this.family.get(key) ?? [];
    const senses = this.sensesOf.get(key) ?? [];
    for (const form of forms) add(form, 'family');
    for (const line of senses) {
      for (const word of this.wordsOf(line)) {
        add(word, 'synonym');
        for (const form of this.family.get(word) ?? []) add(form, 'synonym');
      }
    }
    for (const form of forms) {
      for (const line of this.sensesOf.get(form) ?? []) {
        for (const word of this.wordsOf(line)) add(word, 'synonym');
      }
    }
    for (const line of senses) {
      for (const other of this.links.get(line) ?? []) {
        for (const word of this.wordsOf(other)) add(word, 'broader');
      }
    }
    return [...found].map(([phrase, relation]) => {
      const words = phrase.split(' ');
      return {
        terms: words.map(processTerm).filter((term): term is string => term !== null),
        words: words.length,
        relation,
      };
    });
  }
}

let loading: Promise<RelatedWords | null> | null = null;

/**
 * The shipped list, loaded (and parsed) once, on first use; null if its chunk could not be
 * loaded (offline before it was cached): questions are then searched by their own words,
 * and the next one tries again.
 */
export function loadRelatedWords(): Promise<RelatedWords | null> {
  loading ??= import('./related-words.txt?raw').then(
    ({ default: text }) => new RelatedWords(text),
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}
