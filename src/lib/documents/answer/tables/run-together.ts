import { stem } from '../../text/terms';
import { isCommonWord } from './compound-headers';
import type { DataTable } from '../../types';
import type { QuestionWords } from '../question';
import { AVERAGE, QUESTION_WORDS, TOTAL } from './lexicon';
import { spaced } from './table-vocabulary';

/** A header word this long may be several written as one ('DEALSIZE', 'productline'). */
const MIN_RUN_TOGETHER = 6;
/** Question words joined at most to spell one header word ('quantity ordered'). */
const MAX_JOINED = 3;
/** The shortest header or question word read as a misspelling of the other. */
const MIN_MISSPELT = 6;
/** A word of a camelCase header this short may cut a longer one ('Disc' of DiscCH, 'emp'). */
const MAX_CUT = 4;
/** Letters a cut word leaves off at least: 'discount' of 'disc', not 'sales' of 'sale'. */
const MIN_CUT_OFF = 3;

interface HeaderSpellings {
  /** Long header words ('productline', 'priceeach'), or a number and a word ('5years'). */
  long: Set<string>;
  /** Header words, and the header word each spelling one letter short of one stands for. */
  words: Set<string>;
  shortOf: Map<string, string>;
  /** Words of camelCase headers short enough to be cut from longer ones ('disc', 'pct'). */
  cuts: Set<string>;
  /**
   * Header words in a row, by the word they make together: 'overtime' → over, time;
   * 'salepricemm' → sale, price, mm (a camelCase header typed as it is written).
   */
  joined: Map<string, string[]>;
  /** Headers of one letter ('R', 'F', 'M' beside RFM_Score), in lower case. */
  letters: Set<string>;
  /** The words of each header of a column of figures, lower case, joined by spaces. */
  figureHeaders: Set<string>;
  /** Whole headers, lower case ('rating' of a column Rating). */
  headers: Set<string>;
}

const spellings = new WeakMap<DataTable, HeaderSpellings>();

function headerSpellings(table: DataTable): HeaderSpellings {
  let found = spellings.get(table);
  if (!found) {
    const long = new Set<string>();
    const all = new Set<string>();
    const shortOf = new Map<string, string>();
    const joined = new Map<string, string[]>();
    const cuts = new Set<string>();
    const letters = new Set<string>();
    const figureHeaders = new Set<string>();
    const headers = new Set<string>();
    for (const column of table.columns) {
      if (/^\p{L}$/u.test(column.name.trim())) letters.add(column.name.trim().toLowerCase());
      headers.add(column.name.trim().toLowerCase());
      const words = spaced(column.name)
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter(Boolean);
      if (column.kind === 'number') figureHeaders.add(words.join(' '));
      // 'last_5years': a number run into the word it counts, said '5 years'; 'years' alone
      // ('more than 4 years') is not this header's span.
      for (const [counted] of column.name.toLowerCase().matchAll(/\d+\p{L}{3,}/gu))
        long.add(counted);
      const camelCase = /^[\p{L}\d]+$/u.test(column.name) && /\p{Ll}\p{Lu}/u.test(column.name);
      words.forEach((word, at) => {
        all.add(word);
        if (camelCase && word.length >= 3 && word.length <= MAX_CUT) cuts.add(word);
        if (word.length >= MIN_RUN_TOGETHER) long.add(word);
        for (const short of innerDeletions(word)) shortOf.set(short, word);
        for (let end = at + 2; end <= words.length; end += 1) {
          const run = words.slice(at, end);
          if (run.every((part) => part.length > 1)) joined.set(run.join(''), run);
        }
      });
    }
    found = { long, words: all, shortOf, joined, cuts, letters, figureHeaders, headers };
    spellings.set(table, found);
  }
  return found;
}

/** A word with one letter left out, its last two kept ('montly' of 'monthly'). */
function innerDeletions(word: string): string[] {
  if (word.length < MIN_MISSPELT) return [];
  return Array.from({ length: word.length - 2 }, (_, at) => word.slice(0, at) + word.slice(at + 1));
}

/**
 * The header word a question word stands for when one of them misses a letter the other has
 * inside it ('monthly' of average_montly_hours, 'adress' of Address): a typo, in the header or
 * the question. Not a word's ending ('shipped', 'Shipper'; plurals), nor a word some header has.
 */
function misspeltHeaderWord(word: string, spellings: HeaderSpellings): string | undefined {
  if (spellings.words.has(word)) return undefined;
  const header =
    spellings.shortOf.get(word) ??
    innerDeletions(word).find((short) => spellings.words.has(short)) ??
    letterShortBeforeLast(word, spellings);
  return header !== undefined && stem(header) !== stem(word) ? header : undefined;
}

/**
 * A header word missing the question word's last letter but one ('quantiy' of 'quantity'), when
 * the header word is no word of its own: 'county' stays 'county', never a 'country' misspelt.
 */
function letterShortBeforeLast(word: string, spellings: HeaderSpellings): string | undefined {
  if (word.length <= MIN_MISSPELT) return undefined;
  const short = word.slice(0, -2) + word.slice(-1);
  return spellings.words.has(short) && !isCommonWord(short) ? short : undefined;
}

/**
 * The word of a camelCase header a question word was cut to ('discount' of DiscCH's 'Disc',
 * 'employee' of empName's 'emp'), when no header has the word whole; the longest such. A word
 * that asks something ('different', 'average') is never one cut ('diff' of PriceDiff).
 */
function cutHeaderWord(word: string, spellings: HeaderSpellings): string | undefined {
  if (spellings.words.has(word) || asking(word)) return undefined;
  let found: string | undefined;
  for (const cut of spellings.cuts) {
    if (word.length - cut.length < MIN_CUT_OFF || !word.startsWith(cut)) continue;
    if (!found || cut.length > found.length) found = cut;
  }
  return found;
}

const asking = (word: string) => QUESTION_WORDS.has(word) || AVERAGE.has(word) || TOTAL.has(word);

/**
 * A run-together header word whose first part cuts the question word before the word that
 * ends it ('domestic gross' of domgross, 'international gross' of intgross).
 */
function cutAndJoined(
  words: readonly string[],
  index: number,
  long: ReadonlySet<string>,
): string | undefined {
  const [first, second] = [words[index], words[index + 1]];
  if (!first || !second) return undefined;
  for (const header of long) {
    const cut = header.slice(0, header.length - second.length);
    if (!header.endsWith(second) || cut.length < 3) continue;
    if (first.length - cut.length >= MIN_CUT_OFF && first.startsWith(cut)) return header;
  }
  return undefined;
}

/**
 * The question with its words spelled as the table's headers spell them: joined where a header
 * writes them as one ('product line' is PRODUCTLINE, 'deal size' DEALSIZE, 'quantity ordered'
 * QUANTITYORDERED), split where a header writes them apart ('overtime' is OverTime,
 * 'SalePriceMM' Sale Price MM), cut where a header cuts them ('discount' is DiscCH's Disc,
 * 'domestic gross' domgross). Headers of exports run words together in any way, so no word
 * list could split them all; the question, read against one table, says where they split.
 */
export function joinedForHeaders(question: QuestionWords, table: DataTable): QuestionWords {
  const spellings = headerSpellings(table);
  const { long, joined } = spellings;
  const respelled: QuestionWords = {
    written: [],
    words: [],
    stems: [],
    names: [],
    percents: [],
    moneys: [],
    percentile: question.percentile,
    percentChange: question.percentChange,
    inPercent: question.inPercent,
  };
  const { written, words, stems, names, percents, moneys } = question;
  // A word keeps the capital and currency sign of its first written word and the percent sign of
  // its last.
  const add = (word: string, text: string, stemmed: string, from: number, to = from) => {
    respelled.written.push(text);
    respelled.words.push(word);
    respelled.stems.push(stemmed);
    respelled.names.push(names[from]!);
    respelled.percents.push(percents[to]!);
    respelled.moneys.push(moneys[from]!);
  };
  let changed = false;
  for (let index = 0; index < words.length;) {
    if (kindOfNamedFigure(words[index]!, respelled.words, spellings)) {
      changed = true;
      index += 1;
      continue;
    }
    const cutJoined = cutAndJoined(words, index, long);
    const lettered = letterHeaderAt(question, index, spellings.letters);
    const run = cutJoined
      ? { size: 2, header: cutJoined }
      : lettered
        ? { size: 2, header: words[index]! }
        : runSpelling(words, index, long);
    const { size } = run;
    const word = words[index]!;
    const apart = size === 1 && !long.has(word) ? joined.get(word) : undefined;
    const misspelt =
      size === 1 && !apart
        ? (misspeltHeaderWord(word, spellings) ?? cutHeaderWord(word, spellings))
        : undefined;
    if (size > 1) {
      const together = run.header!;
      const text = written.slice(index, index + size).join(' ');
      add(together, text, stem(together), index, index + size - 1);
    } else if (apart) {
      for (const part of apart) add(part, part, stem(part), index);
    } else if (misspelt) add(misspelt, written[index]!, stem(misspelt), index);
    else add(word, written[index]!, stems[index]!, index);
    changed ||= size > 1 || apart !== undefined || misspelt !== undefined;
    index += size;
  }
  return changed ? respelled : question;
}

/** Words saying what kind of figure a header holds ('the R score', 'a comfort rating'). */
const KIND_WORDS = new Set(['score', 'value', 'rating', 'grade', 'code', 'rank']);

/**
 * Whether `word` only says what kind of figure the header just named holds ('a comfort rating'
 * of a column Comfort beside General_rate, 'a SpecialDay value' beside PageValues): it is no
 * other header's word, unless a header is that word alone ('the product rating' of Rating).
 */
function kindOfNamedFigure(
  word: string,
  before: readonly string[],
  { figureHeaders, headers }: HeaderSpellings,
): boolean {
  if (!KIND_WORDS.has(word) || headers.has(word)) return false;
  return [...figureHeaders].some((header) => {
    const size = header.split(' ').length;
    return before.length >= size && before.slice(-size).join(' ') === header;
  });
}

/**
 * Whether the capital letter at `index` and the word after it name a header of that one letter
 * ('the R score' of a column R beside RFM_Score): the kind word is not another header's.
 */
function letterHeaderAt(
  { written, words }: QuestionWords,
  index: number,
  letters: ReadonlySet<string>,
): boolean {
  return (
    letters.has(words[index]!) &&
    /^\p{Lu}$/u.test(written[index]!) &&
    KIND_WORDS.has(words[index + 1] ?? '')
  );
}

/**
 * How many words from `index` spell a header word together (2 or 3), and the word; the last may
 * be a plural of the header's ('sales orders' of SALESORDER ID). One word spells only itself.
 */
function runSpelling(
  words: readonly string[],
  index: number,
  long: ReadonlySet<string>,
): { size: number; header?: string } {
  for (let size = MAX_JOINED; size >= 2; size -= 1) {
    if (index + size > words.length) continue;
    const run = words.slice(index, index + size);
    const together = run.join('');
    // A plural is a word's own ending, not the 's' of a possessive ("department's").
    const plural = run.every((word) => word.length > 1) ? [together.replace(/e?s$/, '')] : [];
    // 'working days' of `workingday` stays plural ('workingdays'): days, the rows it marks.
    if ([together, ...plural].some((word) => long.has(word))) return { size, header: together };
  }
  return { size: 1 };
}
