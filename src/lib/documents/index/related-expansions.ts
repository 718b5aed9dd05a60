import type { TermKind, WeightedTerm } from './level-index';
import type { Relation, RelatedWords } from '../text/related-words';
import { processTerm } from '../text/terms';
import { baseForms, inflections } from '../text/word-forms';
import type { VisibleWords } from './visible-words';

/**
 * Words related in meaning count for less than the asked word, the closer the more: another
 * form of it ('accrued' for 'accrue', 'meet' for 'meetup'), a word of its family ('illness'
 * for 'ill'), a synonym ('sick'), one step more general or specific ('parent' for 'mother').
 * A phrase's weight is shared among its words ('two week' for 'fortnight').
 */
const FORM_WEIGHT = 0.7;
const RELATION_WEIGHTS: Readonly<Record<Relation, number>> = {
  family: 0.5,
  synonym: 0.4,
  broader: 0.2,
};
/** At most this many related words per query word… */
const MAX_RELATED = 8;
/**
 * …covering at most this many passages between them: a related word in more is no help in
 * telling passages apart, and scoring it would cost more than the rest of the question.
 */
const RELATED_PASSAGE_BUDGET = 1500;
/** A compound's first part is at least this long: 'meetup' → 'meet' + 'up', not 'me' + 'etup'. */
const COMPOUND_PART_LENGTH = 3;

/** An unknown compound in known parts: 'meetup' → ['meet'] ('up' is a stopword). */
function compoundParts(term: string, words: VisibleWords): string[] {
  for (let at = COMPOUND_PART_LENGTH; at <= term.length - 2; at += 1) {
    const terms = [term.slice(0, at), term.slice(at)].map(processTerm);
    const known = terms.map((part) => part === null || words.countOf(part) > 0);
    if (terms[0] !== null && known.every(Boolean)) {
      return terms.filter((part): part is string => part !== null);
    }
  }
  return [];
}

interface Candidate {
  weight: number;
  kind: TermKind;
}

/** Candidate terms, each with the highest weight offered for it. */
class Candidates {
  readonly found = new Map<string, Candidate>();

  constructor(private readonly words: VisibleWords) {}

  offer(term: string, weight: number, kind: TermKind): void {
    const known = this.found.get(term);
    if (known === undefined) this.found.set(term, { weight, kind });
    else if (known.weight < weight) {
      known.weight = weight;
      known.kind = kind;
    }
  }

  /** The forms of a word the visible levels hold: the word itself, 'accrued' and 'accruing' too. */
  offerForms(term: string, weight: number, kind: TermKind): void {
    if (this.words.countOf(term) > 0) this.offer(term, weight, kind);
    for (const form of inflections(term)) {
      if (this.words.countOf(form) > 0) this.offer(form, weight, kind);
    }
  }
}

/** Whether a phrase holds one of the keys: 'stay put' says nothing more than 'stay'. */
function holdsKey(terms: readonly string[], keys: readonly string[]): boolean {
  for (const term of terms) if (keys.includes(term)) return true;
  return false;
}

/**
 * The terms related in meaning to one query word and the phrases it starts ('armed force'),
 * with their weights: its other forms and parts, then its related words, as the visible
 * levels hold them.
 */
function relatedCandidates(
  keys: readonly string[],
  words: VisibleWords,
  related: RelatedWords,
): Map<string, Candidate> {
  const candidates = new Candidates(words);
  // The asked word itself, written as one: 'meetup' → 'meet'.
  if (words.countOf(keys[0]!) === 0) {
    for (const part of compoundParts(keys[0]!, words)) candidates.offer(part, FORM_WEIGHT, 'form');
  }
  for (const key of keys) {
    // A phrase ('time off') has related words only, no forms.
    const isPhrase = key.includes(' ');
    for (const base of isPhrase ? [key] : [key, ...baseForms(key)]) {
      if (!isPhrase) candidates.offerForms(base, FORM_WEIGHT, 'form');
      for (const phrase of related.of(base)) {
        if (holdsKey(phrase.terms, keys)) continue;
        const weight = RELATION_WEIGHTS[phrase.relation] / phrase.words;
        for (const term of phrase.terms) candidates.offerForms(term, weight, 'related');
      }
    }
  }
  return candidates.found;
}

interface Phrase {
  key: string;
  /** Its first search term, whose group it joins. */
  first: string;
}

/**
 * Runs of 2 to `longest` of the asked words, as the related-words list keys collocations
 * ('time off', 'get together').
 */
function phrasesOf(words: readonly string[], longest: number): Phrase[] {
  // Each word as the list keys it: its term, or itself for a stopword ('time off').
  const terms = words.map(processTerm);
  const keyWords = words.map((word, at) => terms[at] ?? word);
  const phrases: Phrase[] = [];
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 2; end <= Math.min(words.length, start + longest); end += 1) {
      const first = terms.slice(start, end).find((term) => term !== null);
      if (first !== undefined) phrases.push({ key: keyWords.slice(start, end).join(' '), first });
    }
  }
  return phrases;
}

/**
 * The related terms of every query word and phrase, each in the group of the word it stands
 * for, at most MAX_RELATED per word within RELATED_PASSAGE_BUDGET, the closest and then the
 * most frequent first; words already searched and common words are left out. A related word
 * covers its query word in part: the square root of its weight, so a synonym counts for most
 * of a match in the number of the question's words a passage matches, a broader word less.
 */
export function relatedExpansions(
  asked: readonly string[],
  terms: readonly string[],
  query: readonly WeightedTerm[],
  words: VisibleWords,
  related: RelatedWords,
  commonAbove: number,
): WeightedTerm[] {
  // Each group's own word first, then the phrases it starts ('how long' has none: 'long'
  // is not searched there).
  const keysByGroup = new Map<number, string[]>(terms.map((term, group) => [group, [term]]));
  for (const { key, first } of phrasesOf(asked, related.longestKey)) {
    keysByGroup.get(terms.indexOf(first))?.push(key);
  }
  const searched = new Set([...terms, ...query.map(({ term }) => term)]);
  const expansions: WeightedTerm[] = [];
  for (const [group, keys] of keysByGroup) {
    const budget = { passages: RELATED_PASSAGE_BUDGET, words: MAX_RELATED };
    const ordered = [...relatedCandidates(keys, words, related)]
      .filter(([term]) => !searched.has(term))
      .map(([term, { weight, kind }]) => ({ term, weight, kind, count: words.countOf(term) }))
      .filter(({ count }) => count <= commonAbove)
      .sort((a, b) => b.weight - a.weight || b.count - a.count || (a.term < b.term ? -1 : 1));
    for (const { term, weight, kind, count } of ordered) {
      if (budget.words <= 0) break;
      if (count > budget.passages) continue;
      // Another form of the word is the word; a related word covers it in part.
      const coverage = kind === 'form' ? 1 : Math.sqrt(weight);
      expansions.push({ term, weight, group, coverage, kind });
      budget.words -= 1;
      budget.passages -= count;
    }
  }
  return expansions;
}
