import { stem } from '../../text/terms';
import type { DataTable } from '../../types';
import { consume, findPhrase, matchCells, type FilterOptions } from './match-cells';
import { vocabularyOf } from './table-vocabulary';
import {
  ASCENDING,
  AVERAGE,
  COMPARE,
  conceptOf,
  conceptsOf,
  DESCENDING,
  FOLLOW_UP_OPENERS,
  GROUP_LEADS,
  fold,
  numberOf,
  ROW_NOUNS,
  TOTAL,
  writtenWordsOf,
} from './lexicon';

/** A question's words, folded and stemmed once for every table it is read against. */
export interface QuestionWords {
  words: string[];
  stems: string[];
  /** Words written with a capital after the first: names ('Elmstead', 'Q2'). */
  names: boolean[];
}

export function questionWords(question: string): QuestionWords {
  const written = writtenWordsOf(question);
  const words = written.map(fold);
  return {
    words,
    stems: words.map(stem),
    names: written.map((word, index) => index > 0 && word !== 'I' && /^\p{Lu}/u.test(word)),
  };
}

/** What the question asks for, whatever the table: an order, a number of results, a total… */
export interface Intent {
  order: 'desc' | 'asc' | null;
  /** 'top 3', 'five lowest'. */
  limit: number | null;
  average: boolean;
  total: boolean;
  /** 'how many', 'number of', 'count'. */
  count: boolean;
  compare: boolean;
  /** 'And week 6?', 'What about Elmstead?'. */
  followUp: boolean;
}

const RANK_WORDS = /^(top|bottom|best|worst|highest|lowest|largest|smallest|biggest)$/;

export function readIntent({ words }: QuestionWords): Intent {
  const has = (set: Set<string>) => words.some((word) => set.has(word));
  const orderWord = words.find((word) => DESCENDING.has(word) || ASCENDING.has(word));
  let limit: number | null = null;
  words.forEach((word, index) => {
    const next = words[index + 1] ?? '';
    if (RANK_WORDS.test(word) && numberOf(next) !== null) limit = numberOf(next);
    else if (RANK_WORDS.test(next) && numberOf(word) !== null) limit = numberOf(word);
  });
  const phrase = ` ${words.join(' ')} `;
  return {
    order: orderWord === undefined ? null : DESCENDING.has(orderWord) ? 'desc' : 'asc',
    limit,
    average: has(AVERAGE),
    total: has(TOTAL) || phrase.includes(' how much '),
    count: /\b(how many|number of|count)\b/.test(phrase),
    compare: has(COMPARE),
    followUp: FOLLOW_UP_OPENERS.some((opener) =>
      opener.every((word, index) => words[index] === word),
    ),
  };
}

/** How one question reads against one table. */
export interface TableReading {
  table: DataTable;
  /** Question words the table explains: the better the fit, the more. */
  score: number;
  /** Number columns the question names as what to compute, tied for the best match. */
  measures: number[];
  /** Whether every word of the best measure's header is in the question. */
  measureFull: boolean;
  /** Whether the question names the measure itself, not only a word implying it ('sold'). */
  measureNamed: boolean;
  filters: FilterOptions[];
  groupBy: number | null;
  /** 'how many stores': the column whose distinct values are counted. */
  countOf: number | null;
  /** 'how many shifts': rows are counted. */
  countsRows: boolean;
  /** Names in the question the table does not know ('Secretville'): it is not about this table. */
  strangers: number;
}

/**
 * Reads a question against one table, by rules over the table's own words: its cell values
 * (longest first), its headers followed by numbers ('week 5'), month, quarter and year names
 * for its date columns, then its headers (and their synonyms) for what to compute and how to
 * group.
 */
export function readAgainst(question: QuestionWords, table: DataTable): TableReading {
  const vocabulary = vocabularyOf(table);
  const { words, stems } = question;
  const used = words.map(() => false);
  const headerHits = new Map<number, { start: number; length: number }>();
  let score = 0;

  // The sheet's name tells tables apart without explaining a word of the question.
  const sheetAt = findPhrase(stems, vocabulary.sheet, used);
  if (sheetAt >= 0) score += vocabulary.sheet.length;

  // Headers with numbers in them ('Week 5', 'Q3 target') before the same words are read as
  // a filter on a column named Week.
  vocabulary.headers.forEach((header, column) => {
    if (!header.phrase.some((word) => /\d/.test(word))) return;
    const start = findPhrase(stems, header.phrase, used);
    if (start < 0) return;
    consume(used, start, header.phrase.length);
    headerHits.set(column, { start, length: header.phrase.length });
    score += header.phrase.length;
  });

  const cells = matchCells(question, table, vocabulary, used);
  const filters = cells.filters;
  score += cells.score;

  // Headers and their synonyms, in the words left.
  const free = words.flatMap((_, index) => (used[index] ? [] : [index]));
  const conceptAt = new Map(free.map((index) => [index, conceptsOf(words[index]!)]));
  const mentions = vocabulary.headers.map((header, column) => {
    const positions = free.filter((index) =>
      conceptAt.get(index)!.some((concept) => header.concepts.includes(concept)),
    );
    const matched = new Set(
      positions.flatMap((index) =>
        conceptAt.get(index)!.filter((concept) => header.concepts.includes(concept)),
      ),
    );
    const full = matched.size === header.concepts.length;
    // A number tells columns apart ('Week 3', 'Q3 target') but alone names none ('top 3').
    const telling = full || [...matched].some((concept) => !/\d/.test(concept));
    return {
      column,
      positions: telling ? positions : [],
      matched: telling ? matched.size : 0,
      full,
    };
  });
  const ledBy = (positions: number[], leads: (word: string, index: number) => boolean) =>
    positions.some((position) =>
      [1, 2].some((back) => leads(words[position - back] ?? '', position - back)),
    );
  const isGroupLead = (word: string, index: number) =>
    GROUP_LEADS.has(word) ||
    RANK_WORDS.test(word) ||
    (numberOf(word) !== null && RANK_WORDS.test(words[index - 1] ?? ''));
  const isCountLead = (word: string, index: number) =>
    (word === 'many' && words[index - 1] === 'how') ||
    (word === 'of' && words[index - 1] === 'number');

  // A number column led by 'which' or 'by' groups ('which week sold most') when another
  // number column is what is computed; alone, it is what is computed ('what revenue…').
  const named = mentions
    .filter((mention) => mention.matched > 0)
    .map((mention) => ({
      ...mention,
      asGroup: ledBy(mention.positions, isGroupLead),
      asCount: ledBy(mention.positions, isCountLead),
      isNumber: table.columns[mention.column]!.kind === 'number',
    }));
  const otherMeasure = (column: number) =>
    named.some((mention) => mention.isNumber && mention.column !== column && !mention.asGroup);
  let groupBy: number | null = null;
  let countOf: number | null = null;
  for (const mention of named) {
    if (mention.isNumber && !(mention.asGroup && otherMeasure(mention.column))) continue;
    if (mention.asCount && countOf === null && !mention.isNumber) countOf = mention.column;
    else if (mention.asGroup && groupBy === null) groupBy = mention.column;
    else continue;
    mention.positions.forEach((position) => (used[position] = true));
    score += mention.positions.length;
  }

  for (const [column, hit] of headerHits) {
    if (table.columns[column]!.kind === 'number')
      mentions[column] = { column, positions: [hit.start], matched: Infinity, full: true };
  }
  const candidates = mentions.filter(
    (mention) =>
      mention.matched > 0 &&
      table.columns[mention.column]!.kind === 'number' &&
      mention.column !== groupBy,
  );
  const rankOf = (mention: (typeof candidates)[number]) => [
    mention.matched,
    mention.full ? 1 : 0,
    -vocabulary.headers[mention.column]!.concepts.length,
  ];
  const best = candidates.reduce<number[] | null>((top, mention) => {
    const rank = rankOf(mention);
    if (!top) return rank;
    const better = rank.findIndex((value, index) => value !== top[index]);
    return better >= 0 && rank[better]! > top[better]! ? rank : top;
  }, null);
  const measures = best
    ? candidates.filter((mention) => rankOf(mention).every((value, index) => value === best[index]))
    : [];
  if (measures.length > 0 && !headerHits.has(measures[0]!.column)) score += measures[0]!.matched;
  // Other columns the question names ('the Coastal stores', 'stores opened in 2019') show the
  // table fits, without a part in the computation.
  for (const mention of mentions) {
    const isNumber = table.columns[mention.column]!.kind === 'number';
    if (isNumber || mention.matched === 0 || mention.positions.some((index) => used[index]))
      continue;
    score += 1;
  }
  const [measure] = measures;
  const measureNamed =
    measure !== undefined &&
    (headerHits.has(measure.column) ||
      measure.positions.some((index) =>
        vocabulary.headers[measure.column]!.concepts.includes(conceptOf(words[index]!)),
      ));

  const countNoun = words.findIndex((_, index) => isCountLead(words[index - 1] ?? '', index - 1));
  const countsRows =
    countNoun >= 0 &&
    [countNoun, countNoun + 1].some(
      (index) =>
        ROW_NOUNS.has(stems[index] ?? '') ||
        (stems[index] !== undefined && vocabulary.sheet.includes(stems[index]!)),
    );

  const explained = (index: number) =>
    used[index] ||
    (sheetAt >= 0 && index >= sheetAt && index < sheetAt + vocabulary.sheet.length) ||
    mentions.some((mention) => mention.positions.includes(index));
  const strangers = question.names.filter((name, index) => name && !explained(index)).length;

  return {
    table,
    score,
    strangers,
    measures: measures.map((mention) => mention.column),
    measureFull: measures[0]?.full ?? false,
    measureNamed,
    filters,
    groupBy,
    countOf,
    countsRows,
  };
}

/** Whether a reading asks about the table at all (rather than for a passage of text). */
export function asksAboutTable(reading: TableReading, intent: Intent): boolean {
  if (reading.strangers > 0) return false;
  const hasIntent =
    intent.order !== null ||
    intent.limit !== null ||
    intent.average ||
    intent.total ||
    intent.count;
  // A column named with nothing to narrow or order it ('a demo unit that must not be sold')
  // is a word in a sentence, not a question about figures.
  if (reading.measures.length > 0) {
    return reading.filters.length > 0 || reading.groupBy !== null || hasIntent;
  }
  if (intent.count && (reading.countOf !== null || reading.countsRows)) return true;
  // Looking a value up ('which region is Elmstead in?'); with 'most' or 'total' it would
  // need a figure the table does not name.
  return reading.groupBy !== null && reading.filters.length > 0 && !hasIntent;
}
