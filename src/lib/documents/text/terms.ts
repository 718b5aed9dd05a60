import { ownCopy, remembered } from './remembered';

/**
 * How text becomes search terms, shared by indexing, querying and highlighting so a
 * highlighted word is always one that matched.
 */

/** Words that say nothing about a passage; questions are full of them. */
const STOPWORDS = new Set(
  (
    'a an and any are as at be been being but by can could did do does doing for from had has ' +
    'have having he her here hers him his how i if in into is it its itself just me might more ' +
    'most must my no nor not of off on once only or other our ours out over own same shall she ' +
    'should so some such than that the their theirs them then there these they this those through ' +
    'to too under until up very was we were what when where which while who whom why will with ' +
    'would you your yours about above after again against all also am before below between both ' +
    'during each few further s t don now tell find show give know please us let get got across ' +
    'upon toward towards onto among via within without'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/u;
const MARKS = /\p{M}/gu;
const NON_ASCII = /[^ -~\t\n\r]/;

/** Splits on anything that is not a letter or a digit. */
export function tokenize(text: string): string[] {
  return text.split(NOT_WORD);
}

/** A text's words in order, lower case, stopwords included: what phrases are made of. */
export function lowerCaseWords(text: string): string[] {
  return tokenize(text)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
}

/** English plural and possessive endings, so 'policies' finds 'policy' and 'razors' 'razor'. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower case, accents removed ('Müller' → 'muller'), stopwords dropped, plural endings stemmed. */
function computeTerm(term: string): string | null {
  const ascii = !NON_ASCII.test(term);
  const folded = (ascii ? term : term.normalize('NFD').replace(MARKS, '')).toLowerCase();
  if (folded.length === 0 || STOPWORDS.has(folded)) return null;
  if (folded.length === 1 && !/\d/.test(folded)) return null;
  const stemmed = stem(folded);
  // 'gets' and 'lets' say no more than 'get' and 'let'.
  return STOPWORDS.has(stemmed) ? null : stemmed;
}

/** A word as a search term, or null for a stopword (computeTerm), remembered. */
export const processTerm = remembered((term: string): string | null => {
  const processed = computeTerm(term);
  return processed === null ? null : ownCopy(processed);
});

/** The terms a question searches for, in order, without duplicates. */
export function queryTerms(question: string): string[] {
  const terms = tokenize(question)
    .map(processTerm)
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}

export interface WordSpan {
  start: number;
  end: number;
  term: string | null;
}

/** Every word of a text with its offsets and its search term (null for stopwords). */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    spans.push({ start, end: start + match[0].length, term: processTerm(match[0]) });
  }
  return spans;
}
