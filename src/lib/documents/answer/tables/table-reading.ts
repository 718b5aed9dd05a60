import type { DataTable } from '../../types';
import { RANK_WORDS, saysHow, type Intent, type QuestionWords } from '../question';
import { conceptOf, conceptsOf, GROUP_LEADS, numberOf, ROW_NOUNS } from './lexicon';
import { consume, findPhrase, matchCells, type FilterOptions } from './match-cells';
import { vocabularyOf, type TableVocabulary } from './table-vocabulary';

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

/** The words a reading has used, and the table's own words it reads them with. */
interface ReadingState {
  question: QuestionWords;
  table: DataTable;
  vocabulary: TableVocabulary;
  /** Question words already explained by a value, a numbered header or a grouping. */
  used: boolean[];
}

/** A header (or its synonyms) found in the question's free words. */
interface Mention {
  column: number;
  positions: number[];
  /** How many of the header's concepts the question names. */
  matched: number;
  /** Whether it names all of them. */
  full: boolean;
}

type Hit = { start: number; length: number };

/**
 * Headers with numbers in them ('Week 5', 'Q3 target'), placed before the same words are
 * read as a filter on a column named Week.
 */
function numberedHeaders({ question, vocabulary, used }: ReadingState): Map<number, Hit> {
  const hits = new Map<number, Hit>();
  vocabulary.headers.forEach((header, column) => {
    if (!header.phrase.some((word) => /\d/.test(word))) return;
    const start = findPhrase(question.stems, header.phrase, used);
    if (start < 0) return;
    consume(used, start, header.phrase.length);
    hits.set(column, { start, length: header.phrase.length });
  });
  return hits;
}

/** Each header as the words left name it, through its concepts (synonyms included). */
function headerMentions({ question, vocabulary, used }: ReadingState): Mention[] {
  const { words } = question;
  const free = words.flatMap((_, index) => (used[index] ? [] : [index]));
  const conceptAt = new Map(free.map((index) => [index, conceptsOf(words[index]!)]));
  return vocabulary.headers.map((header, column) => {
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
}

function isCountLead(words: readonly string[], word: string, index: number): boolean {
  return (
    (word === 'many' && words[index - 1] === 'how') ||
    (word === 'of' && words[index - 1] === 'number')
  );
}

/**
 * The text column the question groups by ('which store', 'by region') and the one whose
 * distinct values it counts ('how many stores'). A number column led by 'which' or 'by'
 * groups ('which week sold most') when another number column is what is computed; alone, it
 * is what is computed ('what revenue…').
 */
function groupingOf(state: ReadingState, mentions: readonly Mention[]) {
  const { words } = state.question;
  const ledBy = (positions: number[], leads: (word: string, index: number) => boolean) =>
    positions.some((position) =>
      [1, 2].some((back) => leads(words[position - back] ?? '', position - back)),
    );
  const isGroupLead = (word: string, index: number) =>
    GROUP_LEADS.has(word) ||
    RANK_WORDS.test(word) ||
    (numberOf(word) !== null && RANK_WORDS.test(words[index - 1] ?? ''));
  const named = mentions
    .filter((mention) => mention.matched > 0)
    .map((mention) => ({
      ...mention,
      asGroup: ledBy(mention.positions, isGroupLead),
      asCount: ledBy(mention.positions, (word, index) => isCountLead(words, word, index)),
      isNumber: state.table.columns[mention.column]!.kind === 'number',
    }));
  const otherMeasure = (column: number) =>
    named.some((mention) => mention.isNumber && mention.column !== column && !mention.asGroup);
  let groupBy: number | null = null;
  let countOf: number | null = null;
  let score = 0;
  for (const mention of named) {
    if (mention.isNumber && !(mention.asGroup && otherMeasure(mention.column))) continue;
    if (mention.asCount && countOf === null && !mention.isNumber) countOf = mention.column;
    else if (mention.asGroup && groupBy === null) groupBy = mention.column;
    else continue;
    mention.positions.forEach((position) => (state.used[position] = true));
    score += mention.positions.length;
  }
  return { groupBy, countOf, score };
}

/** The number columns named as what to compute, tied for the best match. */
function measuresOf(
  { table, vocabulary }: ReadingState,
  mentions: readonly Mention[],
  groupBy: number | null,
): Mention[] {
  const candidates = mentions.filter(
    (mention) =>
      mention.matched > 0 &&
      table.columns[mention.column]!.kind === 'number' &&
      mention.column !== groupBy,
  );
  const rankOf = (mention: Mention) => [
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
  return best
    ? candidates.filter((mention) => rankOf(mention).every((value, index) => value === best[index]))
    : [];
}

/** 'how many shifts', 'number of rows': rows are counted (the sheet's own name counts too). */
function countsRowsIn({ question, vocabulary }: ReadingState): boolean {
  const { words, stems } = question;
  const countNoun = words.findIndex((_, index) =>
    isCountLead(words, words[index - 1] ?? '', index - 1),
  );
  return (
    countNoun >= 0 &&
    [countNoun, countNoun + 1].some(
      (index) =>
        ROW_NOUNS.has(stems[index] ?? '') ||
        (stems[index] !== undefined && vocabulary.sheet.includes(stems[index]!)),
    )
  );
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
  const state: ReadingState = { question, table, vocabulary, used: words.map(() => false) };
  const { used } = state;

  // The sheet's name tells tables apart without explaining a word of the question.
  const sheetAt = findPhrase(stems, vocabulary.sheet, used);
  let score = sheetAt >= 0 ? vocabulary.sheet.length : 0;
  const headerHits = numberedHeaders(state);
  for (const hit of headerHits.values()) score += hit.length;
  const cells = matchCells(question, table, vocabulary, used);
  score += cells.score;

  const mentions = headerMentions(state);
  const grouping = groupingOf(state, mentions);
  score += grouping.score;
  for (const [column, hit] of headerHits) {
    if (table.columns[column]!.kind === 'number')
      mentions[column] = { column, positions: [hit.start], matched: Infinity, full: true };
  }
  const measures = measuresOf(state, mentions, grouping.groupBy);
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

  const explained = (index: number) =>
    used[index] ||
    (sheetAt >= 0 && index >= sheetAt && index < sheetAt + vocabulary.sheet.length) ||
    mentions.some((mention) => mention.positions.includes(index));
  return {
    table,
    score,
    strangers: question.names.filter((name, index) => name && !explained(index)).length,
    measures: measures.map((mention) => mention.column),
    measureFull: measures[0]?.full ?? false,
    measureNamed,
    filters: cells.filters,
    groupBy: grouping.groupBy,
    countOf: grouping.countOf,
    countsRows: countsRowsIn(state),
  };
}

/** Whether a reading asks about the table at all (rather than for a passage of text). */
export function asksAboutTable(reading: TableReading, intent: Intent): boolean {
  if (reading.strangers > 0) return false;
  const hasIntent = saysHow(intent);
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
