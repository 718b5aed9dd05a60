import { stem } from '../../text/terms';
import type { DataTable } from '../../types';
import type { QuestionWords } from '../question';
import { spaced } from './table-vocabulary';

/** A header word this long may be several written as one ('DEALSIZE', 'productline'). */
const MIN_RUN_TOGETHER = 6;
/** Question words joined at most to spell one header word ('quantity ordered'). */
const MAX_JOINED = 3;
/** The shortest header or question word read as a misspelling of the other. */
const MIN_MISSPELT = 6;

interface HeaderSpellings {
  /** Long header words ('productline', 'priceeach'), or a number and a word ('5years'). */
  long: Set<string>;
  /** Header words, and the header word each spelling one letter short of one stands for. */
  words: Set<string>;
  shortOf: Map<string, string>;
  /**
   * Header words in a row, by the word they make together: 'overtime' → over, time;
   * 'salepricemm' → sale, price, mm (a camelCase header typed as it is written).
   */
  joined: Map<string, string[]>;
}

const spellings = new WeakMap<DataTable, HeaderSpellings>();

function headerSpellings(table: DataTable): HeaderSpellings {
  let found = spellings.get(table);
  if (!found) {
    const long = new Set<string>();
    const all = new Set<string>();
    const shortOf = new Map<string, string>();
    const joined = new Map<string, string[]>();
    for (const column of table.columns) {
      const words = spaced(column.name)
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter(Boolean);
      // 'last_5years': a number run into the word it counts, said '5 years'; 'years' alone
      // ('more than 4 years') is not this header's span.
      for (const [counted] of column.name.toLowerCase().matchAll(/\d+\p{L}{3,}/gu))
        long.add(counted);
      words.forEach((word, at) => {
        all.add(word);
        if (word.length >= MIN_RUN_TOGETHER) long.add(word);
        for (const short of innerDeletions(word)) shortOf.set(short, word);
        for (let end = at + 2; end <= words.length; end += 1) {
          const run = words.slice(at, end);
          if (run.every((part) => part.length > 1)) joined.set(run.join(''), run);
        }
      });
    }
    found = { long, words: all, shortOf, joined };
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
    spellings.shortOf.get(word) ?? innerDeletions(word).find((short) => spellings.words.has(short));
  return header !== undefined && stem(header) !== stem(word) ? header : undefined;
}

/**
 * The question with its words spelled as the table's headers spell them: joined where a header
 * writes them as one ('product line' is PRODUCTLINE, 'deal size' DEALSIZE, 'quantity ordered'
 * QUANTITYORDERED), split where a header writes them apart ('overtime' is OverTime, 'SalePriceMM' Sale Price MM). Headers of
 * exports run words together in any way, so no word list could split them all; the question,
 * read against one table, says where they split.
 */
export function joinedForHeaders(question: QuestionWords, table: DataTable): QuestionWords {
  const spellings = headerSpellings(table);
  const { long, joined } = spellings;
  const respelled: QuestionWords = { written: [], words: [], stems: [], names: [], percents: [] };
  const { written, words, stems, names, percents } = question;
  // A word keeps the capital of its first written word and the percent sign of its last.
  const add = (word: string, text: string, stemmed: string, from: number, to = from) => {
    respelled.written.push(text);
    respelled.words.push(word);
    respelled.stems.push(stemmed);
    respelled.names.push(names[from]!);
    respelled.percents.push(percents[to]!);
  };
  let changed = false;
  for (let index = 0; index < words.length;) {
    const size = runSpelling(words, index, long);
    const word = words[index]!;
    const apart = size === 1 && !long.has(word) ? joined.get(word) : undefined;
    const misspelt = size === 1 && !apart ? misspeltHeaderWord(word, spellings) : undefined;
    if (size > 1) {
      const together = words.slice(index, index + size).join('');
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

/** How many words from `index` spell a header word together (2 or 3), else 1. */
function runSpelling(words: readonly string[], index: number, long: ReadonlySet<string>): number {
  for (let size = MAX_JOINED; size >= 2; size -= 1) {
    if (index + size > words.length) continue;
    if (long.has(words.slice(index, index + size).join(''))) return size;
  }
  return 1;
}
