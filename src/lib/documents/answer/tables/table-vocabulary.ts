import { stem } from '../../text/terms';
import type { DataTable } from '../../types';
import { headerConcepts, phraseOf, wordsOf } from './lexicon';

/** A cell value a question can name, and the column it is in. */
export interface ValueEntry {
  column: number;
  value: string;
}

export interface TableVocabulary {
  /** Each column's header concepts, and its header as a phrase of stemmed words. */
  headers: { concepts: string[]; phrase: string[] }[];
  /** Text cells by phrase ('harbour point' → Store: Harbour Point). */
  values: Map<string, ValueEntry[]>;
  /** The longest value phrase, in words: questions are matched up to this length. */
  longestValue: number;
  /** Number columns with few distinct values (Week, Year), which questions name ('week 5'). */
  categories: Map<number, Set<number>>;
  /** The sheet's name as a phrase. */
  sheet: string[];
}

/** Cell values longer than this many words are notes, not names a question would use. */
const MAX_VALUE_WORDS = 6;
/** A number column with at most this many distinct values can be named by value ('week 5'). */
const MAX_CATEGORIES = 1000;
/** Words too common to stand for a cell value on their own. */
const TOO_COMMON = new Set([
  'a',
  'an',
  'the',
  'yes',
  'no',
  'and',
  'or',
  'of',
  'in',
  'on',
  'at',
  'to',
  'it',
  'is',
  'all',
  'other',
]);

function isNameable(phrase: string[]): boolean {
  if (phrase.length === 0 || phrase.length > MAX_VALUE_WORDS) return false;
  if (phrase.every((word) => /^[\d.,]+$/.test(word))) return false;
  return !(phrase.length === 1 && (phrase[0]!.length < 2 || TOO_COMMON.has(phrase[0]!)));
}

function buildVocabulary(table: DataTable): TableVocabulary {
  const values = new Map<string, ValueEntry[]>();
  const categories = new Map<number, Set<number>>();
  let longestValue = 0;
  table.columns.forEach((column, index) => {
    if (column.kind === 'text') {
      for (const value of column.dictionary) {
        const phrase = wordsOf(value).map(stem);
        if (!isNameable(phrase)) continue;
        const key = phrase.join(' ');
        const entries = values.get(key);
        if (entries) {
          if (!entries.some((entry) => entry.column === index))
            entries.push({ column: index, value });
        } else values.set(key, [{ column: index, value }]);
        longestValue = Math.max(longestValue, phrase.length);
      }
    } else if (column.kind === 'number') {
      const distinct = new Set<number>();
      for (const value of column.values) {
        if (Number.isNaN(value)) continue;
        distinct.add(value);
        if (distinct.size > MAX_CATEGORIES) return;
      }
      categories.set(index, distinct);
    }
  });
  return {
    headers: table.columns.map((column) => ({
      concepts: headerConcepts(column.name),
      phrase: phraseOf(column.name).split(' ').filter(Boolean),
    })),
    values,
    longestValue,
    categories,
    sheet: table.sheet ? phraseOf(table.sheet).split(' ').filter(Boolean) : [],
  };
}

const vocabularies = new WeakMap<DataTable, TableVocabulary>();

/** A table's vocabulary, built on its first question and kept while the table lives. */
export function vocabularyOf(table: DataTable): TableVocabulary {
  let vocabulary = vocabularies.get(table);
  if (!vocabulary) {
    vocabulary = buildVocabulary(table);
    vocabularies.set(table, vocabulary);
  }
  return vocabulary;
}
