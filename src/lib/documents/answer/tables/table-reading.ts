import type { TableFilter, TablePeriod } from '@domain/table-subject';
import type { DataTable } from '../../types';
import { processTerm, stem } from '../../text/terms';
import { RANK_WORDS, saysHow, type Intent, type QuestionWords } from '../question';
import { columnMentions, type Mention } from './column-mentions';
import { rolesOf } from './column-roles';
import { gainColumn, readConditions } from './conditions';
import { dateFilter, readDates } from './date-phrases';
import {
  ASCENDING,
  conceptOf,
  conceptsOf,
  DESCENDING,
  isHowWord,
  GENERIC_NAME_WORDS,
  MARGIN_WORDS,
  numberOf,
  phraseOf,
  PERSON_HEADERS,
  PERSON_NOUNS,
  PLACE_WORDS,
  GROUP_LEADS,
  POPULAR_WORDS,
  ROW_NOUNS,
  ROW_NOUNS_UNLESS_COLUMN,
  SHARE_WORDS,
  TABLE_NOUNS,
} from './lexicon';
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
  /** Values named (text and numbers, each with the columns it may be in) and dates. */
  filters: FilterOptions[];
  /** Conditions on numbers: 'no discount', 'lost money', 'sales above budget sales'. */
  conditions: TableFilter[];
  groupBy: number | null;
  /** 'Average revenue per store': one figure over the groups, not a line per group. */
  perGroup: boolean;
  /** `groupBy` is the date column, grouped by this period ('monthly sales'). */
  period: TablePeriod | null;
  /** 'The top 3 products in each category': the column ranked within each group. */
  within: number | null;
  /** 'how many stores': the column whose distinct values are counted. */
  countOf: number | null;
  /** 'how many shifts': rows are counted. */
  countsRows: boolean;
  /** Counted to rank groups ('the state with the most orders'), not asked 'how many'. */
  countedByRank: boolean;
  /** 'The biggest loss': the measure is a gain read the other way. */
  signed: boolean;
  /** 'Profit margin', 'percentage of sales that turned into profit': the measure over this column. */
  denominator: number | null;
  /** 'What share of sales came from the West': the named rows' part of the total. */
  share: boolean;
  /** The date column dates were read from, whether the question named it, and the others. */
  dates: { column: number; named: boolean; others: number[] } | null;
  /** Names in the question the table does not know ('Secretville'): it is not about this table. */
  strangers: number;
  /** Every word the table does not explain, names and others ('Secretville', 'flavour'), as written. */
  unmatched: string[];
}

/** The words a reading has used, and the table's own words it reads them with. */
interface ReadingState {
  question: QuestionWords;
  table: DataTable;
  vocabulary: TableVocabulary;
  /** Question words already explained by a value, a numbered header, a date or a condition. */
  used: boolean[];
  /** Question words that name the table itself (its file, its sheet). */
  naming: boolean[];
}

/**
 * Headers with numbers in them ('Week 5', 'Q3 target'), placed before the same words are
 * read as a filter on a column named Week.
 */
function numberedHeaders({ question, vocabulary, used }: ReadingState): Map<number, number[]> {
  const hits = new Map<number, number[]>();
  vocabulary.headers.forEach((header, column) => {
    if (!header.phrase.some((word) => /\d/.test(word))) return;
    const start = findPhrase(question.stems, header.phrase, used);
    if (start < 0) return;
    consume(used, start, header.phrase.length);
    hits.set(
      column,
      header.phrase.map((_, offset) => start + offset),
    );
  });
  return hits;
}

const DETERMINERS = new Set(['the', 'this', 'that', 'your', 'my', 'our', 'these']);

/**
 * Words that name the table rather than a value in it: its sheet ('weekends'), its file
 * ('superstore.csv', 'the store sales 2024 file'), or the words before 'table' or 'file' ('the
 * coffee chain table'). Returns how many name this table (they tell it from others).
 */
function tableNames(state: ReadingState, documentName: string): number {
  const { question, vocabulary, naming, used } = state;
  const { stems } = question;
  let score = 0;
  // A sheet's name explains its words without using them: 'Targets' still reads 'Q3 target'.
  const sheetAt = findPhrase(stems, vocabulary.sheet, used);
  if (sheetAt >= 0) {
    consume(naming, sheetAt, vocabulary.sheet.length);
    score += vocabulary.sheet.length;
  }
  const name = (from: number, length: number, telling: boolean) => {
    consume(naming, from, length);
    consume(used, from, length);
    if (telling) score += length;
  };
  // The file's name, whole (as written, or without words such as 'Sample'), or a word of it
  // followed by 'file' or 'table'. Words the table holds or heads a column with ('sales' of
  // sales.csv) name the file only when 'file' or 'table' follows.
  const written = phraseOf(documentName.replace(/\.[a-z0-9]+$/i, ''))
    .split(' ')
    .filter(Boolean);
  const fileName = written.filter((word) => !GENERIC_NAME_WORDS.has(word));
  const held = (stem: string) =>
    vocabulary.values.has(stem) ||
    vocabulary.headers.some((header) => header.concepts.includes(conceptOf(stem)));
  const followed = (end: number) => TABLE_NOUNS.has(stems[end] ?? '');
  for (const phrase of [written, fileName]) {
    const whole = findPhrase(stems, phrase, used);
    if (whole >= 0 && (!phrase.every(held) || followed(whole + phrase.length)))
      name(whole, phrase.length, true);
  }
  stems.forEach((stem, index) => {
    if (!used[index] && fileName.includes(stem) && followed(index + 1)) name(index, 1, true);
  });
  // 'the coffee chain table', 'in the file'.
  stems.forEach((stem, index) => {
    if (!TABLE_NOUNS.has(stem) || naming[index]) return;
    const start = [1, 2, 3, 4].find((back) => DETERMINERS.has(question.words[index - back] ?? ''));
    if (start === undefined) return;
    const between = Array.from({ length: start - 1 }, (_, offset) => index - start + 1 + offset);
    if (between.some((at) => used[at] && !naming[at])) return;
    name(index - start + 1, start, false);
  });
  return score;
}

function isCountLead(words: readonly string[], index: number): boolean {
  return (
    (words[index] === 'many' && words[index - 1] === 'how') ||
    (words[index] === 'of' && words[index - 1] === 'number')
  );
}

/** 'how many' (a count) or 'the most' (a ranking by count) before a position, over used words. */
function countedBefore(state: ReadingState, position: number): 'count' | 'rank' | null {
  const { words } = state.question;
  for (let at = position - 1; at >= 0 && at >= position - 4; at -= 1) {
    if (isCountLead(words, at)) return 'count';
    if (DESCENDING.has(words[at]!) || ASCENDING.has(words[at]!)) return 'rank';
    if (!state.used[at] && words[at] !== 'the') return null;
  }
  return null;
}

/**
 * Nouns for rows ('order lines', 'transactions', 'records'), with the words that qualify
 * them, when no column is named by them; 'orders' and 'sales' only when counted and no column
 * is named so. Qualifiers that name a column ('order' of Order ID) show the table fits.
 */
function rowNouns(state: ReadingState): { nouns: number[]; score: number } {
  const { question, vocabulary, used } = state;
  const { stems } = question;
  const isColumn = (stem: string) =>
    vocabulary.headers.some((header) => header.concepts.includes(conceptOf(stem)));
  const nouns: number[] = [];
  let score = 0;
  stems.forEach((stem, index) => {
    if (used[index]) return;
    // Not a row when a header is the noun, or the noun and the word before ('Product line').
    const header = vocabulary.headers.some(
      ({ concepts }) =>
        concepts.includes(conceptOf(stem)) &&
        (concepts.length === 1 || concepts.includes(conceptOf(stems[index - 1] ?? ''))),
    );
    const rowNoun =
      (ROW_NOUNS.has(stem) && !header) ||
      (ROW_NOUNS_UNLESS_COLUMN.has(stem) && !isColumn(stem) && countedBefore(state, index));
    if (!rowNoun) return;
    used[index] = true;
    nouns.push(index);
    score += 1;
    // 'order lines', 'sales transactions': the words before qualify the rows.
    for (let before = index - 1; before >= index - 2; before -= 1) {
      const qualifier = stems[before] ?? '';
      const named = isColumn(qualifier);
      if (used[before] || processTerm(question.words[before] ?? '') === null) break;
      if (!named && !ROW_NOUNS_UNLESS_COLUMN.has(qualifier)) break;
      used[before] = true;
      if (named) score += 1;
    }
  });
  return { nouns, score };
}

/** Rows are counted: 'how many order lines', 'the most transactions', 'how many <sheet name>'. */
function countsRowsIn(
  state: ReadingState,
  nouns: readonly number[],
  valued: ReadonlySet<number>,
): { rows: boolean; byRank: boolean } {
  const { words } = state.question;
  for (const noun of nouns) {
    const counted = countedBefore(state, noun);
    if (counted) return { rows: true, byRank: counted === 'rank' };
  }
  // 'The most popular ship mode': the most rows.
  const popular = state.question.stems.findIndex(
    (stem, index) => POPULAR_WORDS.has(stem) && countedBefore(state, index) === 'rank',
  );
  if (popular >= 0) {
    state.used[popular] = true;
    return { rows: true, byRank: true };
  }
  // 'How many <sheet name>', 'how many members' (a value of Customer type): rows.
  const lead = words.findIndex((_, index) => isCountLead(words, index));
  const named = lead >= 0 && (state.naming[lead + 1] === true || valued.has(lead + 1));
  return { rows: named, byRank: false };
}

/** The number columns named as what to compute, tied for the best match. */
function measuresOf(state: ReadingState, intent: Intent, mentions: readonly Mention[]): Mention[] {
  const rankOf = (mention: Mention) => [
    mention.implied ? 0 : 1,
    mention.aliased ? 0 : 1,
    mention.matched,
    mention.full ? 1 : 0,
  ];
  const best = mentions.reduce<number[] | null>((top, mention) => {
    const rank = rankOf(mention);
    if (!top) return rank;
    const better = rank.findIndex((value, index) => value !== top[index]);
    return better >= 0 && rank[better]! > top[better]! ? rank : top;
  }, null);
  if (!best) return [];
  const tied = mentions.filter((mention) => rankOf(mention).join() === best.join());
  // 'How much did we sell' is money; 'how many did we sell', units.
  return tied.map((mention) => {
    if (!mention.implied || mention.columns.length < 2) return mention;
    const wanted = intent.total ? 'revenue' : 'unit';
    const column = mention.columns.find((candidate) =>
      state.vocabulary.headers[candidate]!.concepts.includes(wanted),
    );
    return column === undefined ? mention : { ...mention, columns: [column] };
  });
}

/** The revenue column a margin is taken over ('Sales'). */
function revenueColumn({ table, vocabulary }: ReadingState): number | null {
  const found = vocabulary.headers.findIndex(
    (header, column) =>
      table.columns[column]!.kind === 'number' && header.concepts.join() === 'revenue',
  );
  return found >= 0 ? found : null;
}

/** Words a question about figures may use without the table explaining them. */
function isQuestionWord(words: readonly string[], index: number): boolean {
  const word = words[index]!;
  if (processTerm(word) === null || isHowWord(word) || TABLE_NOUNS.has(stem(word))) return true;
  // 'top 3', 'the five lowest', 'which 5 customers'.
  const before = words[index - 1] ?? '';
  const limit =
    RANK_WORDS.test(before) ||
    before === 'which' ||
    before === 'what' ||
    RANK_WORDS.test(words[index + 1] ?? '');
  return numberOf(word) !== null && limit;
}

/**
 * Reads a question against one table, by rules over the table's own words: its name, its
 * cell values (longest first), its headers followed by numbers ('week 5'), nouns for rows,
 * its headers read as phrases, dates for its date columns, conditions on its numbers.
 */
export function readAgainst(
  question: QuestionWords,
  table: DataTable,
  intent: Intent,
  documentName = '',
): TableReading {
  const vocabulary = vocabularyOf(table);
  const { words } = question;
  const state: ReadingState = {
    question,
    table,
    vocabulary,
    used: words.map(() => false),
    naming: words.map(() => false),
  };
  const { used } = state;
  let score = tableNames(state, documentName);
  const headerHits = numberedHeaders(state);
  for (const hit of headerHits.values()) score += hit.length;
  const cells = matchCells(question, vocabulary, used);
  score += cells.score;
  const { nouns, score: nounScore } = rowNouns(state);
  score += nounScore;
  const isText = (column: number) => table.columns[column]!.kind === 'text';
  const mentions = columnMentions(question, vocabulary, used, isText);
  const mentioned = new Set(mentions.flatMap((mention) => mention.positions));
  const dateReading =
    vocabulary.dates.length > 0
      ? readDates(question, used, (index) => mentioned.has(index))
      : { specs: [], period: null, count: 0 };
  score += dateReading.count * 0.5;
  const datesAsked = dateReading.specs.length > 0 || dateReading.period !== null;
  const roles = rolesOf(question, intent, table, vocabulary, mentions, datesAsked);
  score += roles.score;
  const conditions = readConditions(question, table, vocabulary, used, roles.numbers);
  score += conditions.score;
  for (const [column, positions] of headerHits) {
    if (table.columns[column]!.kind === 'number')
      roles.numbers.push({
        columns: [column],
        positions,
        matched: Infinity,
        full: true,
        implied: false,
        aliased: false,
      });
  }
  const numbers = roles.numbers.filter((mention) => !conditions.used.has(mention));
  const figure = ratioOrShare(state, numbers);
  score += figure.score;
  let measures = figure.measures ?? measuresOf(state, intent, figure.numbers);
  if (measures.length === 0 && conditions.signed !== null) {
    const signed = {
      columns: [conditions.signed],
      positions: [],
      matched: 1,
      full: true,
      implied: false,
      aliased: false,
    };
    measures = [signed];
  }
  const dates = datesOf(state, roles.dateColumn, datesAsked);
  // 'Where did sales beat budget sales?': by the finest column of places; 'who', 'which
  // employees': by the column of people.
  if (roles.groupBy === null && words[0] === 'where' && conditions.filters.length > 0)
    roles.groupBy = finestColumn(state, (concepts) => concepts.some((c) => PLACE_WORDS.has(c)));
  if (roles.groupBy === null) roles.groupBy = peopleGrouped(state);
  const filters = [
    ...cells.filters,
    ...(dates
      ? dateReading.specs.flatMap((spec) => {
          const filter = dateFilter(spec, table, dates.column);
          return filter ? [[filter]] : [];
        })
      : []),
  ];
  const period = dates && roles.groupBy === null ? dateReading.period : null;
  const [measure] = measures;
  // A header named by what it stands for ('sales' for 'Total') fits less than one named.
  if (measure && !headerHits.has(measure.columns[0]!))
    score += measure.aliased ? 0.5 : Math.min(measure.matched, 9);
  score += roles.others.length;
  const rows = countsRowsIn(state, nouns, cells.positions);
  // 'units' of 'how many units did we sell': what the verb implies needs no column of its own.
  const implied = new Set(words.flatMap((word) => conceptsOf(word).slice(1)));
  const explained = (index: number) =>
    used[index] ||
    state.naming[index] ||
    mentioned.has(index) ||
    isQuestionWord(words, index) ||
    implied.has(conceptOf(words[index]!));
  return {
    table,
    score,
    measures: [...new Set(measures.flatMap((mention) => mention.columns))],
    measureFull: measure?.full ?? false,
    measureNamed: measure !== undefined && !measure.implied,
    filters,
    conditions: conditions.filters,
    groupBy: period ? dates!.column : roles.groupBy,
    perGroup: roles.perGroup,
    period,
    within: roles.within,
    countOf: roles.countOf,
    countsRows: rows.rows,
    countedByRank: roles.countedByRank || rows.byRank,
    signed: conditions.signed !== null && measure?.columns[0] === conditions.signed,
    denominator: figure.denominator,
    share: figure.share,
    dates,
    strangers: question.names.filter((name, index) => name && !explained(index)).length,
    unmatched: question.written.filter((_, index) => !explained(index)),
  };
}

/** The text column whose header passes `test` with the most values ('State' before 'Market'). */
function finestColumn(
  { table, vocabulary }: ReadingState,
  test: (concepts: readonly string[]) => boolean,
): number | null {
  let best: number | null = null;
  let most = 0;
  table.columns.forEach((column, index) => {
    if (column.kind !== 'text' || column.dictionary.length <= most) return;
    if (!test(vocabulary.headers[index]!.concepts) || vocabulary.identifiers.has(index)) return;
    best = index;
    most = column.dictionary.length;
  });
  return best;
}

/** 'Who worked the most hours?', 'which employees…': grouped by the column naming people. */
function peopleGrouped(state: ReadingState): number | null {
  const { words, stems } = state.question;
  const noun = stems.findIndex(
    (stem, index) =>
      !state.used[index] &&
      PERSON_NOUNS.has(conceptOf(stem)) &&
      GROUP_LEADS.has(words[index - 1] ?? ''),
  );
  if (!words.includes('who') && noun < 0) return null;
  const column = finestColumn(state, (concepts) =>
    concepts.every((concept) => PERSON_HEADERS.has(concept)),
  );
  if (column !== null && noun >= 0) state.used[noun] = true;
  return column;
}

/** The date column dates are read from: the one named, else the one a reader assumes. */
function datesOf(
  { vocabulary }: ReadingState,
  named: number | null,
  asked: boolean,
): TableReading['dates'] {
  const column = named ?? vocabulary.dates[0];
  if (!asked || column === undefined) return null;
  return {
    column,
    named: named !== null,
    others: vocabulary.dates.filter((other) => other !== column),
  };
}

/**
 * 'Profit margin' (profit over revenue), 'what percentage of sales turned into profit' (one
 * named figure over another), 'what share of sales came from the West' (a part of the total).
 */
function ratioOrShare(
  state: ReadingState,
  numbers: readonly Mention[],
): {
  measures: Mention[] | null;
  numbers: readonly Mention[];
  denominator: number | null;
  share: boolean;
  score: number;
} {
  const { question, table, vocabulary, used } = state;
  const { stems } = question;
  const none = { measures: null, numbers, denominator: null, share: false, score: 0 };
  const free = (index: number) => !used[index] && !numbers.some((m) => m.positions.includes(index));
  const asMention = (column: number): Mention => ({
    columns: [column],
    positions: [],
    matched: 1,
    full: true,
    implied: false,
    aliased: false,
  });
  const margin = stems.findIndex(
    (stem, index) =>
      MARGIN_WORDS.has(stem) && (free(index) || conceptOf(stems[index - 1] ?? '') === 'profit'),
  );
  const gain = gainColumn(table, vocabulary);
  const revenue = revenueColumn(state);
  if (
    margin >= 0 &&
    gain !== null &&
    revenue !== null &&
    (free(margin) || conceptOf(stems[margin - 1]!) === 'profit')
  ) {
    used[margin] = true;
    return { ...none, measures: [asMention(gain)], denominator: revenue, score: 1 };
  }
  const shareAt = stems.findIndex((stem, index) => SHARE_WORDS.has(stem) && !used[index]);
  if (shareAt < 0) return none;
  used[shareAt] = true;
  // 'percentage' is not 'gross margin percentage' here.
  const named = numbers.filter((mention) => mention.positions.join() !== String(shareAt));
  const columns = [...new Set(named.map((mention) => mention.columns[0]!))];
  if (columns.length === 2) {
    // 'percentage of sales …': what follows 'of' is divided by.
    const below = named.find((mention) => mention.positions[0]! > shareAt)!;
    const above = named.find((mention) => mention.columns[0] !== below.columns[0])!;
    return { ...none, measures: [above], denominator: below.columns[0]!, score: 1 };
  }
  return { ...none, numbers: named, share: true, score: 1 };
}

/** Whether a reading asks about the table at all (rather than for a passage of text). */
export function asksAboutTable(reading: TableReading, intent: Intent): boolean {
  if (reading.strangers > 0) return false;
  const hasIntent = saysHow(intent);
  const narrowed = reading.filters.length > 0 || reading.conditions.length > 0;
  // A column named with nothing to narrow or order it ('a demo unit that must not be sold')
  // is a word in a sentence, not a question about figures.
  if (reading.measures.length > 0) {
    return (
      narrowed ||
      reading.groupBy !== null ||
      hasIntent ||
      reading.denominator !== null ||
      reading.share
    );
  }
  const counted = intent.count || reading.countedByRank;
  if (counted && (reading.countOf !== null || reading.countsRows)) return true;
  if (reading.share && narrowed) return true;
  // 'Which sub-categories lost money?': groups kept by a condition.
  if (reading.groupBy !== null && reading.conditions.length > 0) return true;
  // Looking a value up ('which region is Elmstead in?'); with 'most' or 'total' it would
  // need a figure the table does not name.
  return reading.groupBy !== null && reading.filters.length > 0 && !hasIntent;
}
