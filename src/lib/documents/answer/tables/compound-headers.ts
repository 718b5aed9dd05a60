import commonWordsText from './common-words.txt?raw';
import { conceptOf } from './lexicon';

/**
 * Header words written together as one ('QUANTITYORDERED', 'productline', 'PRICEEACH'), read
 * as the common English words that spell them, so that 'units' finds the quantity ordered and
 * 'product lines' the product line. The words and their order of frequency come from
 * common-words.txt (SUBTLEX-US, scripts/common-words).
 */

/** Each common word's rank, 0 the commonest. */
const RANKS = new Map(
  commonWordsText
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith(';'))
    .map((word, rank) => [word, rank]),
);

/** The shortest header word read as several ('dealsize' is left to its known ending). */
const MIN_COMPOUND = 7;
/** The shortest part, but for the short words a header is often made of. */
const MIN_PART = 4;
const SHORT_PARTS = new Set(['net', 'tax', 'zip', 'qty', 'amt', 'avg', 'max', 'min', 'age', 'fee']);
/**
 * Endings that make a word of another ('paperless', 'ridership', 'warehousing', 'kilograms',
 * and a person by what they do: 'salesperson'): a word made so is one word, however it splits.
 */
const DERIVING = [
  's',
  'es',
  'ed',
  'ing',
  'er',
  'ers',
  'ly',
  'ship',
  'less',
  'ness',
  'ment',
  'able',
  'person',
];

/** Whether a word is one of the commonest English words ('county', but not 'quantiy'). */
export const isCommonWord = (word: string) => RANKS.has(word);
const known = isCommonWord;

/** Letters a clipped header word keeps ('rec' of rec_id), and at least how many it drops. */
const CLIPPED_KEPT = { min: 3, max: 4 };
const CLIPPED_DROPPED = 3;

/**
 * Whether a header word is a word clipped short: its first three or four letters, most of it
 * dropped. A code column's header may clip any word ('rec_id' for the recruiter, 'cand_id' for
 * the candidate); another header only to letters that are no word of their own ('ShelveLoc' for
 * the shelf location, 'disp.nabisco' for a display; 'comp' and 'feat' are words).
 */
export function clipsWord(header: string, word: string, codes = false): boolean {
  return (
    header.length >= CLIPPED_KEPT.min &&
    header.length <= CLIPPED_KEPT.max &&
    word.length >= header.length + CLIPPED_DROPPED &&
    word.startsWith(header) &&
    (codes || !known(header))
  );
}

/** 'warehousing' of warehouse, 'paperless' of paper: a common word with an ending. */
function derived(word: string): boolean {
  return DERIVING.some((ending) => {
    if (!word.endsWith(ending)) return false;
    const base = word.slice(0, -ending.length);
    return known(base) || known(`${base}e`);
  });
}

const part = (word: string) => (word.length >= MIN_PART || SHORT_PARTS.has(word)) && known(word);

/**
 * The two words a header word is made of, the commoner pair where there are several. Not two
 * words of one concept ('QUANTITYUNIT' is the unit a quantity is counted in, not a quantity),
 * nor three ('SALESORDERITEM' numbers the items of an order; its words are not its topic).
 */
function twoWords(word: string): [string, string] | null {
  let best: [string, string] | null = null;
  let rarest = Infinity;
  for (let cut = 3; cut <= word.length - 3; cut += 1) {
    const [head, tail] = [word.slice(0, cut), word.slice(cut)];
    if (!part(head) || !part(tail) || conceptOf(head) === conceptOf(tail)) continue;
    const rank = Math.max(RANKS.get(head)!, RANKS.get(tail)!);
    if (rank < rarest) [best, rarest] = [[head, tail], rank];
  }
  return best;
}

/**
 * The words a header word is several of, in its own letters ('QUANTITY ORDERED'), or the word
 * unchanged: a common word, one made of a common word and an ending, or a letter before a common
 * word ('poutcome', the previous outcome; 'hincome') is one word.
 */
export function compoundWords(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < MIN_COMPOUND || known(lower) || derived(lower) || known(lower.slice(1)))
    return word;
  const words = twoWords(lower);
  if (!words) return word;
  const cut = words[0].length;
  return `${word.slice(0, cut)} ${word.slice(cut)}`;
}
