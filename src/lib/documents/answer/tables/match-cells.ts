import type { TableFilter } from '@domain/table-subject';
import type { DataTable } from '../../types';
import { monthNumber } from '../../text/cell-value';
import type { QuestionWords } from '../question';
import type { TableVocabulary } from './table-vocabulary';
import { numberOf } from './lexicon';

/** The ways one named value could filter the table (several: the value is in several columns). */
export type FilterOptions = TableFilter[];

/** The first unused occurrence of a phrase of stems at or after `from`, or -1. */
export function findPhrase(
  stems: readonly string[],
  phrase: readonly string[],
  used: boolean[],
  from = 0,
): number {
  if (phrase.length === 0) return -1;
  for (let start = from; start + phrase.length <= stems.length; start += 1) {
    if (phrase.every((word, offset) => !used[start + offset] && stems[start + offset] === word)) {
      return start;
    }
  }
  return -1;
}

export function consume(used: boolean[], start: number, length: number): void {
  for (let index = start; index < start + length; index += 1) used[index] = true;
}

/** Numbers after a position: '5', '5 and 6', '5, 6 or 7'. */
function numbersFrom(words: readonly string[], start: number): { values: number[]; end: number } {
  const values: number[] = [];
  let index = start;
  while (index < words.length) {
    const value = numberOf(words[index]!);
    if (value === null) break;
    values.push(value);
    index += 1;
    if (words[index] === 'and' || words[index] === 'or') {
      if (numberOf(words[index + 1] ?? '') === null) break;
      index += 1;
    }
  }
  return { values, end: index };
}

const QUARTER = /^q([1-4])$/;
const YEAR = /^(19|20)\d\d$/;
const MONTH_WORDS = new Set([
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august'],
  ...['september', 'october', 'november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun'],
  ...['jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'],
]);
/** Month names that are also ordinary words ('may I…') count only after one of MONTH_LEADS. */
const NEEDS_LEAD = new Set(['may', 'march', 'mar', 'jan']);
const MONTH_LEADS = new Set(['in', 'of', 'during', 'for', 'since']);

type DatePart = { part: 'month' | 'quarter' | 'year'; value: number };

function datePartOf(words: readonly string[], index: number): DatePart | null {
  const word = words[index]!;
  const quarter = QUARTER.exec(word);
  if (quarter) return { part: 'quarter', value: Number(quarter[1]) };
  if (YEAR.test(word)) return { part: 'year', value: Number(word) };
  if (!MONTH_WORDS.has(word)) return null;
  if (NEEDS_LEAD.has(word) && !MONTH_LEADS.has(words[index - 1] ?? '')) return null;
  return { part: 'month', value: monthNumber(word) };
}

/** Adds a filter value, merging values of the same column ('Elmstead or Harbour Point'). */
function addFilter(filters: FilterOptions[], options: FilterOptions): void {
  const [option] = options;
  const sameColumn = filters.findIndex(
    (existing) =>
      options.length === 1 &&
      existing.length === 1 &&
      existing[0]!.column === option!.column &&
      existing[0]!.kind === option!.kind,
  );
  const existing = filters[sameColumn]?.[0];
  if (existing?.kind === 'text' && option?.kind === 'text') {
    filters[sameColumn] = [{ ...existing, values: [...existing.values, ...option.values] }];
  } else if (existing?.kind === 'number' && option?.kind === 'number') {
    filters[sameColumn] = [{ ...existing, values: [...existing.values, ...option.values] }];
  } else {
    filters.push(options);
  }
}

/**
 * The filters a question names in a table, marking the words they use: its cell values
 * (longest phrases first), a header followed by numbers its column holds ('week 5'), and
 * months, quarters and years for its date columns. `score` counts the words explained.
 */
export function matchCells(
  question: QuestionWords,
  table: DataTable,
  vocabulary: TableVocabulary,
  used: boolean[],
): { filters: FilterOptions[]; score: number } {
  const { words, stems } = question;
  const filters: FilterOptions[] = [];
  let score = 0;

  // Cell values, longest phrases first.
  for (let length = Math.min(vocabulary.longestValue, words.length); length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      if (used.slice(start, start + length).some(Boolean)) continue;
      const entries = vocabulary.values.get(stems.slice(start, start + length).join(' '));
      if (!entries) continue;
      consume(used, start, length);
      score += length;
      addFilter(
        filters,
        entries.map((entry) => ({ column: entry.column, kind: 'text', values: [entry.value] })),
      );
    }
  }

  // A header followed by numbers its column holds: 'week 5', 'weeks 5 and 6'.
  for (const [column, categories] of vocabulary.categories) {
    const phrase = vocabulary.headers[column]!.phrase;
    for (
      let start = findPhrase(stems, phrase, used);
      start >= 0;
      start = findPhrase(stems, phrase, used, start + 1)
    ) {
      const { values, end } = numbersFrom(words, start + phrase.length);
      if (values.length === 0 || !values.every((value) => categories.has(value))) continue;
      consume(used, start, end - start);
      score += end - start;
      addFilter(filters, [{ column, kind: 'number', values }]);
    }
  }

  // Months, quarters and years, for the date columns.
  const dateColumns = table.columns.flatMap((column, index) =>
    column.kind === 'date' ? [index] : [],
  );
  if (dateColumns.length > 0) {
    words.forEach((_, index) => {
      if (used[index]) return;
      const part = datePartOf(words, index);
      if (!part) return;
      used[index] = true;
      // Read into a date, not found in a cell: a table holding the word itself fits better.
      score += 0.5;
      filters.push(dateColumns.map((column) => ({ column, kind: 'date', ...part })));
    });
  }
  return { filters, score };
}
