import { stem } from '../../text/terms';

/**
 * Words of questions and of tables' headers and cells, compared the same way: lower case,
 * accents folded, plural endings stemmed, and a small list of synonyms read as one concept
 * ('takings' and 'sales' are revenue, 'lost' is loss).
 */

const MARKS = /\p{M}/gu;
const WORD = /[\p{L}\p{N}]+(?:[.,]\d+)*/gu;

/** Each group's first word names the concept. */
const SYNONYM_GROUPS = [
  ['revenue', 'takings', 'taking', 'sales', 'sale', 'turnover', 'income'],
  ['unit', 'qty', 'quantity', 'quantities', 'volume', 'piece'],
  ['sold', 'sell', 'selling', 'sells'],
  ['loss', 'lost', 'lose', 'losing', 'shrinkage', 'shrink', 'wastage', 'waste'],
  ['hour', 'hrs', 'hr'],
  ['stock', 'inventory'],
  ['staff', 'employee', 'headcount'],
  ['profit', 'earnings'],
  ['footfall', 'visitor'],
];

const CONCEPTS = new Map(
  SYNONYM_GROUPS.flatMap((group) => group.map((word) => [stem(word), stem(group[0]!)] as const)),
);

/** Words that bring a second concept with them: what is sold is counted in units. */
const IMPLIED: Record<string, string> = { sold: 'unit' };

/** Words of a header that do not tell columns apart. */
const HEADER_FILLERS = new Set([
  'the',
  'a',
  'an',
  'of',
  'per',
  'in',
  'on',
  'at',
  'by',
  'for',
  'and',
  'to',
]);

export function fold(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** The words of a text as written, in order ('12.5' and '1,200' stay whole). */
export function writtenWordsOf(text: string): string[] {
  return [...text.normalize('NFC').matchAll(WORD)].map((match) => match[0]);
}

/** The words of a text, folded. */
export function wordsOf(text: string): string[] {
  return writtenWordsOf(text).map(fold);
}

/** A word as it is matched: stemmed, then its synonym group's concept. */
export function conceptOf(word: string): string {
  const stemmed = stem(word);
  return CONCEPTS.get(stemmed) ?? stemmed;
}

/** The concepts a question's word stands for (itself, and what it implies). */
export function conceptsOf(word: string): string[] {
  const concept = conceptOf(word);
  const implied = IMPLIED[concept];
  return implied ? [concept, implied] : [concept];
}

/** A header's concepts, fillers left out ('Units sold (per week)' → unit, sold, week). */
export function headerConcepts(header: string): string[] {
  const words = wordsOf(header);
  const significant = words.filter((word) => !HEADER_FILLERS.has(word));
  return [...new Set((significant.length > 0 ? significant : words).map(conceptOf))];
}

/** How a cell value or a name is matched as a phrase: its words stemmed, joined by spaces. */
export function phraseOf(text: string): string {
  return wordsOf(text).map(stem).join(' ');
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** A whole number written in digits ('1,200' too) or as a word up to ten; null otherwise. */
export function numberOf(word: string): number | null {
  if (NUMBER_WORDS[word] !== undefined) return NUMBER_WORDS[word];
  if (!/^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(word)) return null;
  return Number(word.replace(/,/g, ''));
}

export const DESCENDING = new Set([
  'most',
  'highest',
  'largest',
  'biggest',
  'greatest',
  'max',
  'maximum',
  'top',
  'best',
  'more',
  'higher',
  'larger',
  'bigger',
  'peak',
]);
export const ASCENDING = new Set([
  'least',
  'lowest',
  'smallest',
  'fewest',
  'min',
  'minimum',
  'bottom',
  'worst',
  'less',
  'fewer',
  'lower',
  'smaller',
]);
export const AVERAGE = new Set(['average', 'mean', 'avg', 'typical']);
export const TOTAL = new Set(['total', 'sum', 'altogether', 'combined', 'overall']);
export const COMPARE = new Set([
  'compare',
  'compared',
  'comparison',
  'versus',
  'vs',
  'difference',
  'or',
]);
/** Words before a column that ask for its values ('which store', 'by region', 'each department'). */
export const GROUP_LEADS = new Set(['which', 'what', 'each', 'per', 'by', 'every', 'whichever']);
/** What 'how many …' may count when it is not a column: rows. */
export const ROW_NOUNS = new Set(
  [
    'row',
    'record',
    'entry',
    'entries',
    'line',
    'shift',
    'transaction',
    'order',
    'visit',
    'delivery',
    'deliveries',
  ].map(stem),
);
/** A question that starts like this goes on from the last one ('And week 6?'). */
export const FOLLOW_UP_OPENERS = [
  ['and'],
  ['what', 'about'],
  ['how', 'about'],
  ['same', 'for'],
  ['now'],
  ['also'],
];
