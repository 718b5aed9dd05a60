import type { WeightedTerm } from './level-index';
import { relatedExpansions } from './related-expansions';
import type { RelatedWords } from '../text/related-words';
import { lowerCaseWords, processTerm, queryTerms } from '../text/terms';
import { baseForms } from '../text/word-forms';
import type { VisibleWords } from './visible-words';

/** Prefix matching from this many letters ('refun' finds 'refund'). */
const PREFIX_MIN_LENGTH = 4;
/** Typo tolerance from this many letters: one edit ('stapler' finds 'staples')… */
const FUZZY_MIN_LENGTH = 5;
/** …and two edits from this many ('recieve' finds 'receive', a swap being two edits). */
const FUZZY_TWO_EDITS_LENGTH = 7;
/**
 * Words an unknown query word may expand to, the most frequent first, until they cover this
 * many passages between them: scoring cost grows with every passage an expansion brings in.
 */
const MAX_EXPANSIONS = 8;
const EXPANSION_PASSAGE_BUDGET = 1500;
/** Expanded words count for less than the word itself, as in MiniSearch's own defaults. */
const PREFIX_WEIGHT = 0.5;
const FUZZY_WEIGHT = 0.35;

/**
 * A word in more than this share of the passages (and at least COMMON_MIN_PASSAGES of them)
 * hardly tells passages apart, yet scoring it touches every one of them: when a question
 * also has rarer words, it is searched with those only.
 */
const COMMON_SHARE = 0.2;
const COMMON_MIN_PASSAGES = 1000;
/**
 * Known words are searched rarest first while the passages they occur in add up to at most
 * this many (the rarest is always searched): the rarer words decide the ranking anyway.
 */
const KNOWN_PASSAGE_BUDGET = 6000;

/** What the words of a query may expand to, and how far. */
interface Budget {
  passages: number;
  words: number;
}

/**
 * Which candidate words an unknown word expands to: not common ones, the closest (fewest
 * edits) and then the most frequent first, within what is left of the word's budget.
 */
function chooseExpansions(
  words: VisibleWords,
  candidates: ReadonlyMap<string, number>,
  commonAbove: number,
  budget: Budget,
): string[] {
  const chosen: string[] = [];
  const ordered = [...candidates]
    .map(([word, distance]) => ({ word, distance, count: words.countOf(word) }))
    .filter(({ count }) => count <= commonAbove)
    .sort((a, b) => a.distance - b.distance || b.count - a.count || (a.word < b.word ? -1 : 1));
  for (const { word, count } of ordered) {
    if (budget.words <= 0) break;
    // The closest word is always taken, even alone over the budget.
    const first = budget.words === MAX_EXPANSIONS;
    if (!first && count > budget.passages) continue;
    chosen.push(word);
    budget.words -= 1;
    budget.passages -= count;
  }
  return chosen;
}

/**
 * Prefix and typo expansions of a word the visible levels do not contain. A word the related
 * words know (or whose base form they know) is English spelled right ('mourning' is not a
 * typo of 'morning'): it gets no typo expansions, which also spares a question its costliest
 * lookup.
 */
function spellingExpansions(
  term: string,
  group: number,
  words: VisibleWords,
  commonAbove: number,
  related: RelatedWords | null,
): WeightedTerm[] {
  // Prefix matches and typo matches share one budget per word.
  const budget = { passages: EXPANSION_PASSAGE_BUDGET, words: MAX_EXPANSIONS };
  const prefixed =
    term.length >= PREFIX_MIN_LENGTH
      ? chooseExpansions(words, words.withPrefix(term), commonAbove, budget)
      : [];
  const spelledRight = [term, ...baseForms(term)].some((form) => related?.knows(form) === true);
  const near =
    term.length >= FUZZY_MIN_LENGTH && !spelledRight
      ? words.near(term, fuzzyEdits(term))
      : new Map<string, number>();
  for (const word of prefixed) near.delete(word);
  const typos = chooseExpansions(words, near, commonAbove, budget);
  return [
    ...prefixed.map((word) => ({ term: word, weight: PREFIX_WEIGHT, group })),
    ...typos.map((word) => ({ term: word, weight: FUZZY_WEIGHT, group })),
  ];
}

function fuzzyEdits(term: string): number {
  return term.length >= FUZZY_TWO_EDITS_LENGTH ? 2 : 1;
}

/**
 * Two question words written as one in the passages ('meet up' → 'meetup', 'sign in' →
 * 'signin'): searched as asked, in the group of the first word.
 */
function joinedWords(
  asked: readonly string[],
  terms: readonly string[],
  words: VisibleWords,
): WeightedTerm[] {
  const joined: WeightedTerm[] = [];
  for (let at = 1; at < asked.length; at += 1) {
    const term = processTerm(asked[at - 1]! + asked[at]!);
    const group = terms.indexOf(processTerm(asked[at - 1]!) ?? processTerm(asked[at]!) ?? '');
    if (term === null || group < 0 || terms.includes(term) || words.countOf(term) === 0) continue;
    joined.push({ term, weight: 1, group });
  }
  return joined;
}

/** 'long' in 'how long', 'much' in 'how much': what the question asks, not what it is about. */
const QUESTION_DEGREES = new Set(['long', 'much', 'many', 'often', 'far', 'soon', 'quickly']);

/** The question's words without the degree word of a 'how long', 'how much'. */
function withoutDegreeWords(asked: readonly string[]): string[] {
  return asked.filter((word, at) => !(asked[at - 1] === 'how' && QUESTION_DEGREES.has(word)));
}

/**
 * The terms to search for a question: known words as they are, rarest first within
 * KNOWN_PASSAGE_BUDGET, leaving out very common ones unless nothing else is left; unknown
 * words replaced by the known words they prefix or are a typo away from; with `related`,
 * each word's related words too. Expansions weigh less than the asked words, and each term
 * is in the group of the query word it stands for: a passage scores more for matching more
 * of the question's words, not for matching several words for one of them.
 */
export function planQuery(
  question: string,
  words: VisibleWords,
  related: RelatedWords | null,
): WeightedTerm[] {
  const asked = lowerCaseWords(question);
  const terms = queryTerms(withoutDegreeWords(asked).join(' '));
  const commonAbove = Math.max(COMMON_MIN_PASSAGES, words.passageCount * COMMON_SHARE);
  const known = terms.filter((term) => words.countOf(term) > 0);
  const query: WeightedTerm[] = [];
  let covered = 0;
  const byRarity = known
    .filter((term) => words.countOf(term) <= commonAbove)
    .sort((a, b) => words.countOf(a) - words.countOf(b));
  for (const term of byRarity) {
    if (query.length > 0 && covered + words.countOf(term) > KNOWN_PASSAGE_BUDGET) break;
    query.push({ term, weight: 1, group: terms.indexOf(term) });
    covered += words.countOf(term);
  }
  query.push(...joinedWords(asked, terms, words));
  terms.forEach((term, group) => {
    if (words.countOf(term) === 0)
      query.push(...spellingExpansions(term, group, words, commonAbove, related));
  });
  // Only common words to go on: search them after all.
  if (query.length === 0) {
    query.push(...known.map((term) => ({ term, weight: 1, group: terms.indexOf(term) })));
  }
  if (related) {
    query.push(...relatedExpansions(asked, terms, query, words, related, commonAbove));
  }
  return query;
}
