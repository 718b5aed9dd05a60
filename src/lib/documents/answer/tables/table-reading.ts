import { copiesDatePeriod } from './date-copies';
import type { DurationUnit, TableFilter, TableHaving, TablePeriod } from '@domain/table-subject';
import type { DataTable, TableColumn } from '../../types';
import { processTerm, stem } from '../../text/terms';
import { RANK_WORDS, saysHow, type Intent, type QuestionWords } from '../question';
import { columnMentions, wholeMention, type Mention } from './column-mentions';
import { byIdNumbering } from './id-numbering';
import { keepSpelledHeaders } from './spelled-headers';
import { rolesOf, type Roles } from './column-roles';
import { readConditions } from './conditions';
import {
  amountOf,
  moneyOfValue,
  multipliedColumns,
  ratioOrShare,
  ratioParts,
  profitOf,
  readPerItemSold,
  stockValueOf,
} from './figure-kinds';
import { valuesReadBefore, type ReadingState } from './reading-state';
import { freeMeasureHeads } from './measure-head-values';
import { namesWhatKindsAreOf } from './row-kinds';
import { countsRowsIn, rowNouns, tradedCounted } from './row-nouns';
import {
  countsNothingApart,
  fullNameColumns,
  idOfClassedNoun,
  itemsCountedBy,
} from './names-and-ids';
import { wholeColumns } from './share-whole';
import { versusTheRest } from './versus-the-rest';
import { numberedPeriodColumn, readEachRowsPeriod } from './row-periods';
import { blankTextCells } from './blank-cells';
import { currencyNamesOf } from './currency-names';
import { totalledNouns } from './row-totals';
import { joinedForHeaders } from './run-together';
import { durationAsked, lapseAsked, type Duration } from './durations';
import { AGE_BAND_WIDTH, ageBandsAsked } from './age-bands';
import { ledgerDirection } from './ledger-direction';
import { carriesTime, hoursAsked, timeColumnOf } from './time-of-day';
import { fileEntityMentions, namedRowNouns, nameWords, tableNames } from './table-names';
import { dateEdgeAt, dateFilter, readDates, type DateSpec } from './date-phrases';
import { yearMonthEdge } from './year-column';
import {
  headerPeriod,
  periodColumnsAsked,
  periodColumnsByKey,
  type PeriodsAsked,
} from './period-columns';
import {
  isCountLead,
  EACH_WORDS,
  BUSINESS_NOUNS,
  COPULAS,
  PAST_FORM,
  DISTINCT_WORDS,
  SOLD,
  looksPlural,
  conceptOf,
  conceptsOf,
  CELL_NOUNS,
  CURRENCY_HEADERS,
  LOCAL_CURRENCY_WORDS,
  FIGURE_NOUNS,
  ITEM_NOUNS,
  PARTY_NAME_HEADERS,
  PEOPLE_NOUNS,
  saysWhichPeople,
  isHowWord,
  STATUS_VERBS,
  isOrderWord,
  LEVEL_WORDS,
  AVERAGED_WORDS,
  RATE_WORDS,
  QUOTE_WORDS,
  NEGATIONS,
  limitAfterThe,
  limitBefore,
  numberOf,
  PERSON_HEADERS,
  OUTSIDE_PEOPLE_HEADERS,
  PERSON_NOUNS,
  PERIOD_NOUNS,
  PLACE_WORDS,
  GROUP_LEADS,
  TABLE_NOUNS,
  STAFF_TABLE_NOUNS,
  REVENUE,
  ROW_NOUNS,
  wordsOf,
  namesItsFigure,
  INDEFINITE_ARTICLES,
  trailingComparison,
} from './lexicon';
import {
  consume,
  findPhrase,
  matchCells,
  negationBefore,
  withValuesOf,
  type FilterOptions,
} from './match-cells';
import { textSameness } from './text-comparisons';
import {
  distinctCount,
  isRate,
  finestTextColumn,
  revenueColumn,
  vocabularyOf,
  type TableVocabulary,
} from './table-vocabulary';
import { cellLabel } from './aggregate';
import {
  markedRows,
  noneValue,
  saysYesOrNo,
  yesOrKindsOfNo,
  yesValue,
  zeroOrOne,
} from './flag-values';
import { askedMeasures } from './several-measures';
import { dateExtremeOf, type DateExtreme } from './date-extremes';
import { asksForList, listedColumn } from './value-lists';
import { valueRatioAsked, type RowSides } from './value-ratios';
import { amountColumns } from './sale-amounts';

/** How one question reads against one table. */
export interface TableReading {
  table: DataTable;
  /** Question words the table explains: the better the fit, the more. */
  score: number;
  /** Number columns the question names as what to compute, tied for the best match. */
  measures: number[];
  /** The measures are all asked, side by side and in this order ('sales and profit by region'). */
  together: boolean;
  /** Whether every word of the best measure's header is in the question. */
  measureFull: boolean;
  /** How many of the best measure's header words the question names ('price per unit': 2). */
  measureMatched: number;
  /** Whether the question names the measure itself, not only a word implying it ('sold'). */
  measureNamed: boolean;
  /** The measure is named by a word its header stands for, not its own ('revenue' of `Price`). */
  measureAliased: boolean;
  /** The measure is implied by a word for an amount ('money'), not a plural counting things. */
  amountImplied: boolean;
  /** The measure's words are read as a value too ('payment' of a Type PAYMENT, which Sales answers to). */
  measureAsValue: boolean;
  /** The question names a figure and nothing else ('What were sales?', 'What was the profit?'). */
  figureAlone: boolean;
  /** Values named (text and numbers, each with the columns it may be in) and dates. */
  filters: FilterOptions[];
  /** Conditions on numbers: 'no discount', 'lost money', 'sales above budget sales'. */
  conditions: TableFilter[];
  groupBy: number | null;
  /** 'Average revenue per store': one figure over the groups, not a line per group. */
  perGroup: boolean;
  /** `groupBy` is the date column, grouped by this period ('monthly sales'). */
  period: TablePeriod | null;
  /** `groupBy` is a column of ages, grouped in bands this wide ('which age group'). */
  bands: number | null;
  /** 'The top 3 products in each category': the column ranked within each group. */
  within: number | null;
  /** `within` is the date column, ranked by this period ('which 2 years in each status type'). */
  withinPeriod: TablePeriod | null;
  /** 'how many stores': the column whose distinct values are counted. */
  countOf: number | null;
  /** 'how many shifts': rows are counted. */
  countsRows: boolean;
  /** 'Which companies had more than 200 launches': the groups kept by their count of rows. */
  rowsHaving: TableHaving | null;
  /** Counted to rank groups ('the state with the most orders'), not asked 'how many'. */
  countedByRank: boolean;
  /** 'The biggest loss': the measure is a gain read the other way. */
  signed: boolean;
  /** 'Which team made the largest donation': each group's largest row, not its total. */
  oneRow: boolean;
  /** 'Profit margin', 'percentage of sales that turned into profit': the measure over this column. */
  denominator: number | null;
  /** Each row's `denominator` times this column ('tax as a percentage of revenue': price × quantity). */
  denominatorTimes: number | null;
  /** The measure over `denominator` is a plain quotient ('the ratio of A to B', 'A divided by B'). */
  quotient: boolean;
  /** 'The correlation between discount and profit': the measure paired with this column. */
  paired: number | null;
  /** 'How much was spent' with no sales column: the measure (a price) times this column. */
  times: number | null;
  /** 'The average shipping time': the measure (Ship Date) less this date column (Order Date). */
  minus: number | null;
  durationUnit: DurationUnit | null;
  /** 'The most recent hire date': the measure is a date column, its latest or earliest date. */
  extreme: DateExtreme | null;
  /** 'List the countries', 'which regions are there?': a column's values are asked for. */
  listsValues: boolean;
  /** The question names a level ('employment', 'population'): averaged over a period. */
  level: boolean;
  /** 'The average order value by region': each region's figure averaged over its orders. */
  per: number | null;
  /** `per` is a date column averaged over this period ('the average monthly revenue by region'). */
  perPeriod?: TablePeriod;
  /** 'Sales in Q1' of a sheet laid out by month: the measure (Jan) plus these columns (Feb, Mar). */
  plus: number[];
  /** 'Which month had the highest sales' of a sheet laid out by month: its month columns, side by side. */
  across: number[];
  /** The question names its dates or months ('from 2014 to 2017', 'in Q2'), not only a period. */
  datesNamed: boolean;
  /** 'What share of sales came from the West': the named rows' part of the total. */
  share: boolean;
  /** 'The churn rate for each internet service': the rows marked yes, a part of each group's. */
  rate: TableFilter | null;
  /** 'The ratio of delivered to canceled orders': how many rows of one value over another's. */
  sides: RowSides | null;
  /** 'What percentage of month-to-month customers churned': the columns naming the whole. */
  shareWhole: ReadonlySet<number>;
  /** 'What percentage of purchases were CH in each store': each group's own part, not of all. */
  partOfEachGroup: boolean;
  /** The date column dates were read from, whether the question named it, and the others. */
  dates: { column: number; named: boolean; others: number[] } | null;
  /** Names in the question the table does not know ('Secretville'): it is not about this table. */
  strangers: number;
  /**
   * Every word that orders is part of a header named ('max' of temp_max) or of a value named
   * ('Top' of an RFM_Level Top): nothing is ranked.
   */
  orderNamed: boolean;
  /** Every word the table does not explain, names and others ('Secretville', 'flavour'), as written. */
  unmatched: string[];
  /**
   * 'How many different customers', 'which customer spent the most' of first and last names:
   * `countOf` counts, and `groupBy` groups, full names (a first name asked by itself does not).
   */
  people?: boolean;
}

/** Numbered headers ('BILL_AMT1') are compared as other figures are ('a negative BILL_AMT1'). */
function numberedCompared(
  table: DataTable,
  roles: Roles,
  headerHits: ReadonlyMap<number, number[]>,
): void {
  for (const [column, positions] of headerHits) {
    if (table.columns[column]!.kind === 'number')
      roles.numbers.push({ ...wholeMention(column, positions), matched: Infinity });
  }
}

/**
 * Headers with numbers in them ('Week 5', 'Q3 target'), placed before the same words are
 * read as a filter on a column named Week.
 */
function numberedHeaders({
  question,
  vocabulary,
  used,
  table,
}: ReadingState): Map<number, number[]> {
  const hits = new Map<number, number[]>();
  // The years of a sheet laid out by year ('2020', '2021') are read as dates ('from 2020 to 2021').
  const years = [...periodColumnsByKey(table).values()];
  vocabulary.headers.forEach((header, column) => {
    if (!header.phrase.some((word) => /\d/.test(word)) || years.includes(column)) return;
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

/** Each date phrase as a filter on the date column, one option each. */
function dateFilters(
  specs: readonly DateSpec[],
  table: DataTable,
  column: number,
): TableFilter[][] {
  return specs.flatMap((spec) => {
    const filter = dateFilter(spec, table, column);
    return filter ? [[filter]] : [];
  });
}

/**
 * Whether the question names a level ('employment', 'population'); not 'stock', asked as often
 * of what was moved ('stock received') as of what is held.
 */
function namesLevel({ stems }: QuestionWords): boolean {
  return stems.some((stem) => LEVEL_WORDS.has(conceptOf(stem)) && conceptOf(stem) !== 'stock');
}

/** The columns the question names by their headers, and by the file's name ('each stock'). */
function namedColumns(state: ReadingState): {
  named: Mention[];
  entities: Mention[];
  /** Two text columns compared on each row (text-comparisons.ts): their words are used. */
  sameness: TableFilter[];
} {
  const { question, vocabulary, used, table } = state;
  const isText = (column: number) => table.columns[column]!.kind === 'text';
  const entities = fileEntityMentions(state);
  const named = [
    ...columnMentions(question, vocabulary, used, isText).filter(
      (mention) => !mention.columns.every((column) => copiesDatePeriod(table, vocabulary, column)),
    ),
    ...entities,
  ];
  byIdNumbering(table, vocabulary, named);
  keepSpelledHeaders(table, question, named);
  named.push(...totalledNouns(state, named, (index) => isQuestionWord(question.words, index)));
  named.sort((a, b) => a.positions[0]! - b.positions[0]!);
  return { named, entities, sameness: textSameness(state, named) };
}

/**
 * What is computed: the columns named, else a gain read as a condition ('lost money'), a price
 * times a quantity ('how much was spent'), the revenue of each ('the average order value'), or
 * the month columns of a period ('sales in Q1').
 */
function measuresFor(
  state: ReadingState,
  intent: Intent,
  figure: ReturnType<typeof ratioOrShare>,
  conditions: ReturnType<typeof readConditions>,
  {
    months,
    duration,
    extreme,
  }: { months: PeriodsAsked; duration: Duration | null; extreme: DateExtreme | null },
  roles: Roles,
): { measures: Mention[]; amount: ReturnType<typeof amountOf>; less?: number } {
  // 'The average shipping time': the later date, less the earlier one.
  if (duration) return { measures: [wholeMention(duration.later)], amount: null };
  // 'The most recent hire date': the date column itself.
  if (extreme) return { measures: [wholeMention(extreme.column)], amount: null };
  // 'Which month had the highest sales': the months themselves, whatever else is named.
  if (months.across) return { measures: [wholeMention(months.columns[0]!)], amount: null };
  const product = figure.measures ? null : multipliedColumns(state, figure.numbers);
  if (product) return { measures: [product.measure], amount: product };
  if (figure.measures && figure.less !== null)
    return { measures: figure.measures, amount: null, less: figure.less };
  const measures = figure.measures ?? measuresOf(state, intent, figure.numbers);
  const gain = conditions.measure ?? conditions.signed;
  // 'How much money did we lose': the loss, not the money the word 'money' implies.
  const impliedOnly = measures.every((mention) => mention.implied);
  if (measures.length > 0 && !(impliedOnly && conditions.signed !== null))
    return { measures, amount: null };
  if (gain !== null) return { measures: [wholeMention(gain)], amount: null };
  const moved = moneyOfValue(state, intent);
  if (moved !== null) return { measures: [wholeMention(moved)], amount: null };
  const profit = profitOf(state);
  if (profit) return { measures: [wholeMention(profit.revenue)], amount: null, less: profit.cost };
  const compared = new Set([...conditions.used].flatMap((mention) => mention.positions));
  const amount = amountOf(state, compared) ?? stockValueOf(state);
  if (amount) return { measures: [wholeMention(amount.price)], amount };
  // 'The average order value': what each order brought in; 'the top 5 customers', 'the best
  // region': ranked by what they brought in, as a sales report ranks them.
  const ranked = ranksGroupsWhole(state, roles, intent);
  const byValue = roles.valueOfEach || ranked;
  const revenue = byValue ? revenueColumn(state) : null;
  if (revenue !== null) return { measures: [wholeMention(revenue)], amount: null };
  // With no money column, what a row brought in is its price times its quantity.
  const brought = byValue ? amountColumns(state.table, state.vocabulary) : null;
  if (brought) return { measures: [wholeMention(brought.price)], amount: brought };
  const [first] = months.columns;
  return { measures: first === undefined ? [] : [wholeMention(first)], amount: null };
}

/**
 * 'The total amount sold', 'units received': a past form right after a figure says what the
 * figure is of, so the column the verb names (`quantity_sold`) is not asked beside it.
 */
function withoutQualifyingVerbs(words: readonly string[], tied: Mention[]): Mention[] {
  const ends = new Set(tied.map((mention) => mention.positions.at(-1)));
  const qualifies = ({ positions }: Mention) => {
    const word = words[positions[0]!]!;
    return (
      positions.length === 1 &&
      (PAST_FORM.test(word) || word === SOLD) &&
      ends.has(positions[0]! - 1)
    );
  };
  const kept = tied.filter((mention) => !qualifies(mention));
  return kept.length > 0 ? kept : tied;
}

/**
 * 'How many different products were sold': the kinds counted; the verb after them says what was
 * done to them, so the column it names (`quantity_sold`) is not added up.
 */
function distinctNotSummed(
  { question }: ReadingState,
  roles: Roles,
  mentions: readonly Mention[],
  measures: Mention[],
): Mention[] {
  const { words } = question;
  const counted = mentions.find((mention) => mention.columns.includes(roles.countOf ?? -1));
  if (!counted || !DISTINCT_WORDS.has(words[counted.positions[0]! - 1] ?? '')) return measures;
  const verbAfter = ({ positions }: Mention) =>
    positions.every(
      (at) => at > counted.positions.at(-1)! && (PAST_FORM.test(words[at]!) || words[at] === SOLD),
    );
  return measures.length > 0 && measures.every(verbAfter) ? [] : measures;
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
  const tied = withoutQualifyingVerbs(
    state.question.words,
    mentions.filter((mention) => rankOf(mention).join() === best.join()),
  );
  // 'How much did we sell' is money; 'how many did we sell', units.
  return tied.map((mention) => {
    if (!mention.implied || mention.columns.length < 2) return mention;
    // 'Total' stands for revenue by alias when no header names it.
    const wanted = intent.total ? REVENUE : 'unit';
    const column = mention.columns.find((candidate) => {
      const { concepts, aliases } = state.vocabulary.headers[candidate]!;
      return concepts.includes(wanted) || aliases.includes(wanted);
    });
    return column === undefined ? mention : { ...mention, columns: [column] };
  });
}

/**
 * Verbs that ask only with their particle ('what share do smokers account for'): alone, or after
 * 'an', they are nouns the table must explain ('the minimum age to have an account').
 */
const PARTICLE_VERBS = new Map([
  ['account', 'for'],
  ['accounted', 'for'],
]);

/** Words that say nothing after the word before them ('stock on hand'). */
const IDLE_AFTER = new Map([['hand', 'on']]);

/** Words a question about figures may use without the table explaining them. */
function isQuestionWord(words: readonly string[], index: number): boolean {
  const word = words[index]!;
  const particle = PARTICLE_VERBS.get(word);
  if (particle !== undefined && words[index + 1] !== particle) return false;
  if (IDLE_AFTER.get(word) === words[index - 1]) return true;
  if (processTerm(word) === null || isHowWord(word)) return true;
  if (STATUS_VERBS.has(word)) return true;
  // 'The rota' is explained only where it names the table (table-names.ts): a table of staff.
  if (TABLE_NOUNS.has(stem(word)) && !STAFF_TABLE_NOUNS.has(stem(word))) return true;
  if (ownStanding(words, index) || saysWhichPeople(words, index)) return true;
  // 'top 3', 'the five lowest', 'which 5 customers'.
  const before = words[index - 1] ?? '';
  const limit =
    RANK_WORDS.test(before) ||
    before === 'which' ||
    before === 'what' ||
    RANK_WORDS.test(words[index + 1] ?? '');
  return (
    (numberOf(word) !== null && limit) ||
    limitBefore(words, index) !== null ||
    limitAfterThe(words, index) !== null
  );
}

/**
 * 'Members who cancelled their membership': being one of the people a row is, said after 'their',
 * which no column need name.
 */
function ownStanding(words: readonly string[], index: number): boolean {
  const word = words[index]!;
  return (
    words[index - 1] === 'their' &&
    word.endsWith('ship') &&
    PEOPLE_NOUNS.has(stem(word.slice(0, -'ship'.length)))
  );
}

/** 'hour', 'hours', 'hourly', and 'day' of 'time of day'. */
function isHourWord(words: readonly string[], index: number): boolean {
  const word = words[index]!;
  return /^hour(s|ly)?$/.test(word) || (word === 'day' && words[index - 2] === 'time');
}

/**
 * A column of times or date-times, and the hours of the day a question keeps of it ('before
 * noon'); both null without one (where 'which hour' is unmatched).
 */
function clockAsked({ table, question, used }: ReadingState) {
  const column = timeColumnOf(table);
  return { column, span: column === null ? null : hoursAsked(question, used) };
}

/**
 * The column hours are read from: the date column asked when it carries times ('which hour has
 * the most dropoffs'), else the first column that holds times.
 */
function hourColumnOf(
  table: DataTable,
  dates: TableReading['dates'],
  hours: number | null,
): number | null {
  return dates && carriesTime(table.columns[dates.column]) ? dates.column : hours;
}

/** 'Before noon', 'between 12 pm and 2 pm': the hours kept, of the column they are read from. */
function hoursKept(
  table: DataTable,
  dates: TableReading['dates'],
  hours: number | null,
  span: { from: number; to: number } | null,
): TableFilter[][] {
  return span ? [[{ column: hourColumnOf(table, dates, hours)!, kind: 'hours', ...span }]] : [];
}

/** Words read as dates name no column ('the last month' where a column is called Month). */
function unreadMentions(
  named: readonly Mention[],
  entities: readonly Mention[],
  used: readonly boolean[],
): Mention[] {
  return named.filter(
    (mention) => entities.includes(mention) || !mention.positions.every((index) => used[index]),
  );
}

/** Phrases read before the columns are named: each row's period, 'per item sold'. */
function readLeadingPhrases(state: ReadingState): void {
  readEachRowsPeriod(state);
  readPerItemSold(state);
}

/** A question's words against one table, none of them read yet. */
function readingStateOf(question: QuestionWords, table: DataTable): ReadingState {
  const unread = () => question.words.map(() => false);
  return { question, table, vocabulary: vocabularyOf(table), used: unread(), naming: unread() };
}

/**
 * Reads a question against one table, by rules over the table's own words: its name, its
 * cell values (longest first), its headers followed by numbers ('week 5'), nouns for rows,
 * its headers read as phrases, dates for its date columns, conditions on its numbers.
 */
/** The values of each text column (none for other columns). */
function textValuesOf(table: DataTable): (column: number) => readonly string[] {
  return (column) => {
    const cells = table.columns[column]!;
    return cells.kind === 'text' ? cells.dictionary : [];
  };
}

/**
 * The filter for an ID written in figures, when a column holds it: as written ('0500000000')
 * or, in a column of numbers or of codes with leading zeros, as the same number ('500000000').
 */
function idCellOf(table: DataTable): (column: number, word: string) => TableFilter | null {
  return (column, word) => {
    const cells = table.columns[column]!;
    const value = Number(word);
    if (cells.kind === 'number')
      return cells.values.includes(value) ? { column, kind: 'number', values: [value] } : null;
    if (cells.kind !== 'text') return null;
    const held = cells.dictionary.find(
      (id) => id === word || (/^\d+$/.test(id) && Number(id) === value),
    );
    return held === undefined ? null : { column, kind: 'text', values: [held] };
  };
}

export function readAgainst(
  asked: QuestionWords,
  table: DataTable,
  askedIntent: Intent,
  documentName = '',
): TableReading {
  const question = joinedForHeaders(asked, table);
  const state = readingStateOf(question, table);
  const { used, vocabulary } = state;
  const { words } = question;
  let score = tableNames(state, documentName);
  const ageBands = ageBandsAsked(state);
  const headerHits = numberedHeaders(state);
  for (const hit of headerHits.values()) score += hit.length;
  const cells = cellsOfTable(question, table, vocabulary, used);
  score += cells.score + namedRowNouns(state, table, documentName, cells.positions);
  const intent = withoutValueOrder(words, withoutHeaderCount(state, askedIntent), cells.positions);
  const { column: hours, span: hourSpan } = clockAsked(state);
  const lapse = lapseAsked(state);
  const duration = durationAsked(state);
  readLeadingPhrases(state);
  const person = intent.order === null ? null : namedInFull(state);
  const { nouns, score: nounScore, having: rowsHaving, days, oneRow } = rowNouns(state);
  score += nounScore;
  const months = periodColumnsAsked(question, table, vocabulary, used);
  score += months.columns.length > 0 ? 1 : 0;
  const { named, entities, sameness } = namedColumns(state);
  const mentioned = mentionedWords(state, named);
  const unread = (index: number) =>
    mentioned.has(index) || (hours === null && isHourWord(words, index));
  const dateReading =
    vocabulary.dates.length > 0 || hours !== null
      ? readDates(question, used, unread)
      : { specs: [], period: null, perPeriod: false, count: 0 };
  allInclusive(state, named);
  const { mentions, ...blanks } = blankTextCells(state, unreadMentions(named, entities, used));
  score += dateReading.count * 0.5;
  const datesAsked = dateReading.specs.length > 0 || dateReading.period !== null;
  const roles = rolesOf(question, intent, table, vocabulary, mentions, datesAsked, cells.positions);
  roles.groupBy ??= ageBands;
  score += roles.score;
  numberedCompared(table, roles, headerHits);
  const conditions = readConditions(question, table, vocabulary, used, roles.numbers, mentions);
  score += conditions.score;
  const numbers = leftOfConditions(state, roles.numbers, conditions, cells.filters);
  // Before 'ratio' is read as a margin ('the profit ratio') or a ratio of two figures.
  const sides = ratioSides(state, cells.filters, named, roles);
  const figure = ratioOrShare(state, numbers, months.columns);
  score += figure.score;
  const special = { months, duration, extreme: dateExtremeOf(state, mentions, figure.numbers) };
  const { amount, less, ...read } = measuresFor(state, intent, figure, conditions, special, roles);
  const measures = distinctNotSummed(state, roles, mentions, read.measures);
  const topRows = measures.length === 0 && ranksRows(state, roles, intent);
  // 'What percentage of orders had a discount?': a share of the orders.
  const counted =
    countedNamed(state, roles, days) ?? countedAfter(state, figure, roles.others, sides);
  // 'How many returns' of a yes/no column (isReturn): the rows marked yes, not its two values.
  const flagged = counted === null ? null : yesValue(table.columns[counted]!);
  const byRows = flagged !== null || (counted !== null && countsNothingApart(table, counted));
  const countOf = byRows || tradedCounted(state) ? null : counted;
  const dates = datesOf(state, roles.dateColumn, datesAsked);
  // 'Where did sales beat budget?': by the finest column of places; 'who': of people.
  if (roles.groupBy === null && words[0] === 'where' && conditions.filters.length > 0)
    roles.groupBy = finestColumn(state, (concepts) => concepts.some((c) => PLACE_WORDS.has(c)));
  const peopleGroups = groupImplied(state, roles, intent, person, special.extreme, cells.filters);
  const flagReading = { figure, measures, named, flagged, counted };
  const { rate, share, flags } = rowStates(state, roles, flagReading);
  const filters = distinctOptions([
    ...cells.filters.map((options) => narrowed(state, options, cells.positions)),
    ...[...flags, ...sameness].map((filter) => [filter]),
    ...(flagged === null ? [] : [[{ column: counted!, kind: 'text' as const, values: [flagged] }]]),
    ...(dates ? dateFilters(dateReading.specs, table, dates.column) : []),
    ...[...blanks.filters, ...(lapse ? [lapse] : [])].map((filter) => [filter]),
  ]);
  filters.push(...ledgerDirection(state, filters), ...hoursKept(table, dates, hours, hourSpan));
  const hourly = dateReading.period === 'hour' && hours !== null && roles.groupBy === null;
  const period = hourly ? 'hour' : dates && roles.groupBy === null ? dateReading.period : null;
  const [measure] = measures;
  score += measureFit(measure, headerHits) + roles.others.length;
  // 'How many sales were over 500': the rows whose sales are, as with a value ('how many members').
  const conditioned = [...conditions.used].flatMap((mention) => mention.positions);
  const rows = countsRowsIn(state, nouns, new Set([...cells.positions, ...conditioned]));
  // 'units' of 'how many units did we sell': what the verb implies needs no column of its own.
  const implied = new Set(words.flatMap((word) => conceptsOf(word).slice(1)));
  const aside = explainedAside(table, named, question, documentName, months.columns.length > 0);
  const explained = explainedBy(state, mentioned, implied, aside, cells.positions, named);
  return {
    table,
    // Ranked by rows only for want of a figure: a table with one fits better.
    score: topRows ? score - 1 : score,
    ...askedMeasures(question, measures),
    ...measureTraits(state, measure, cells.positions),
    filters,
    conditions: conditions.filters,
    groupBy: hourly ? hourColumnOf(table, dates, hours) : period ? dates!.column : roles.groupBy,
    perGroup: roles.perGroup || summedPer(state, period, dateReading, measures) || months.perPeriod,
    per: roles.per,
    level: namesLevel(question),
    period,
    bands: ageBands !== null && roles.groupBy === ageBands ? AGE_BAND_WIDTH : null,
    ...rankedWithin(question, dateReading, intent, roles, dates, state.vocabulary),
    countOf,
    people: peopleGroups || countsPeople(state, countOf, roles.countOf ?? days),
    countsRows: rows.rows || byRows || rowsHaving !== null || topRows,
    rowsHaving,
    countedByRank: roles.countedByRank || rows.byRank || topRows,
    signed: conditions.signed !== null && measure?.columns[0] === conditions.signed,
    oneRow,
    ...ratioParts(figure),
    times: amount?.quantity ?? null,
    minus: duration?.earlier ?? less ?? null,
    durationUnit: duration?.unit ?? null,
    extreme: special.extreme,
    listsValues: asksForList(question),
    ...monthParts(months, measure),
    datesNamed: dateReading.specs.length > 0 || months.named || dateReading.ends === true,
    share,
    rate,
    sides,
    shareWhole: wholeColumns(question, share ? figure.shareAt : -1, [...named, ...mentions], cells),
    partOfEachGroup: inEachGroup(words, named, roles.groupBy),
    dates,
    strangers: question.names.filter((name, index) => name && !explained(index)).length,
    orderNamed: orderNamed(words, askedIntent, named, [cells.positions, comparedIn(state)]),
    unmatched: unmatchedWords(question, explained, used),
  };
}

/** How the question names its best measure, if any. */
function measureTraits(
  state: ReadingState,
  measure: Mention | undefined,
  valuePositions: ReadonlySet<number>,
) {
  return {
    measureFull: measure?.full ?? false,
    measureMatched: measure ? matchedTogether(measure, state.vocabulary) : 0,
    measureNamed: measure !== undefined && !measure.implied,
    measureAliased: measure?.aliased ?? false,
    amountImplied:
      measure?.implied === true &&
      !measure.positions.some((at) => looksPlural(state.question.words[at]!)),
    measureAsValue: measureAsValue(state, measure, valuePositions),
    figureAlone: figureAlone(state, measure),
  };
}

/**
 * Whether the measure is named only by words read as values: their own ('payment' of a Type
 * PAYMENT) or what they imply (a payment is money: the `Sales` it then stands for).
 */
function measureAsValue(
  { question }: ReadingState,
  measure: Mention | undefined,
  valuePositions: ReadonlySet<number>,
): boolean {
  if (!measure) return false;
  if (measure.positions.length > 0) return measure.positions.every((at) => valuePositions.has(at));
  return [...valuePositions].some((at) => conceptsOf(question.words[at] ?? '').length > 1);
}

/** The words around a figure named alone: 'what were the sales', 'what was our gross profit'. */
const FIGURE_ALONE_WORDS = new Set(['what', 'was', 'were', 'is', 'are', 'the', 'our', 'gross']);

/**
 * 'What were sales?': a figure that adds up (not a rate or a price), named and nothing else, is
 * its total, as 'total sales' would be.
 */
function figureAlone({ question, vocabulary }: ReadingState, measure: Mention | undefined) {
  if (!measure || measure.implied || measure.columns.some((column) => isRate(vocabulary, column)))
    return false;
  const { words } = question;
  return (
    measure.positions.length > 0 &&
    words.every((word, at) => measure.positions.includes(at) || FIGURE_ALONE_WORDS.has(word))
  );
}

/** Two sets of rows divided; 'per MM purchase' of their column then makes no group as well. */
function ratioSides(
  state: ReadingState,
  filters: readonly FilterOptions[],
  named: readonly Mention[],
  roles: Roles,
): RowSides | null {
  const sides = valueRatioAsked(state, filters, named);
  if (sides && roles.groupBy === sides.part[0]?.column) roles.groupBy = null;
  return sides;
}

/** The rate or share asked, and the yes/no (or 0/1) columns named as states of the rows. */
function rowStates(
  state: ReadingState,
  roles: Roles,
  read: {
    figure: ReturnType<typeof ratioOrShare>;
    measures: readonly Mention[];
    named: readonly Mention[];
    flagged: string | null;
    counted: number | null;
  },
): { rate: TableFilter | null; share: boolean; flags: TableFilter[] } {
  const { figure, measures, named } = read;
  const rate = rateAsked(state, figure, roles, measures);
  const share = figure.share || rate !== null;
  const beside = flagsBeside(state, figure, measures);
  const kept = read.flagged === null ? null : read.counted;
  return { rate, share, flags: stateFlags(state, roles, { share, rate, named, beside }, kept) };
}

/**
 * 'Store-days open on a school holiday': a 0/1 column named beside the figure computed, and not
 * computed itself, marks the rows the figure is of, as a yes/no column named so does.
 */
function flagsBeside(
  { table }: ReadingState,
  figure: { numbers: readonly Mention[] },
  measures: readonly Mention[],
): Mention[] {
  const computed = new Set(measures.flatMap((mention) => mention.columns));
  return figure.numbers.filter(
    ({ columns }) =>
      columns.length === 1 && !computed.has(columns[0]!) && zeroOrOne(table.columns[columns[0]!]!),
  );
}

/**
 * How well the measure's header is named; a header named by what it stands for ('sales' for
 * 'Total') fits less than one named, a numbered header ('Week 5') was counted already.
 */
function measureFit(measure: Mention | undefined, headerHits: ReadonlyMap<number, number[]>) {
  if (!measure || headerHits.has(measure.columns[0]!)) return 0;
  return measure.aliased ? 0.5 : Math.min(measure.matched, 9);
}

/** Words no rule explained; a negation no rule read ('not by NASA') would turn the answer around. */
function unmatchedWords(
  { written, words }: QuestionWords,
  explained: (index: number) => boolean,
  used: readonly boolean[],
): string[] {
  return written.filter(
    (_, index) => !explained(index) || (NEGATIONS.has(words[index]!) && !used[index]),
  );
}

/** How the month columns asked enter the reading: added to the measure, or side by side. */
function monthParts(
  months: PeriodsAsked,
  measure: Mention | undefined,
): Pick<TableReading, 'plus' | 'across'> {
  if (months.across) return { plus: [], across: months.columns };
  const added = measure !== undefined && measure.columns[0] === months.columns[0];
  return { plus: added ? months.columns.slice(1) : [], across: [] };
}

/** Nouns of making a thing, said of the year it was made in. */
const MADE_NOUNS = new Set(['production', 'manufacture', 'manufacturing', 'construction']);

/**
 * Words explained without naming anything: 'gold medals', 'total points' (a plural right after
 * a number column named whole is what it counts); 'construction employment' of
 * us-employment.csv (a word of the file's name is what all of it is about).
 */
function explainedAside(
  table: DataTable,
  named: readonly Mention[],
  { words, stems }: QuestionWords,
  documentName: string,
  monthsAdded: boolean,
): (index: number) => boolean {
  const countedIn = new Set(
    named.flatMap((mention) =>
      mention.full && !mention.implied && table.columns[mention.columns[0]!]!.kind === 'number'
        ? [mention.positions.at(-1)! + 1]
        : [],
    ),
  );
  const subject = new Set(nameWords(documentName).filter((word) => /^[a-z]{3,}$/.test(word)));
  // 'sales in March' of a sheet laid out by month: the month's column is the sales.
  const byMonth =
    monthsAdded ||
    named.some((mention) =>
      mention.columns.some(
        (column) =>
          table.columns[column]!.kind === 'number' &&
          headerPeriod(table.columns[column]!.name) !== null,
      ),
    );
  // 'How many customers' of customer_orders.csv still asks for customers the table must name.
  const counted = (index: number) =>
    words[index - 1] === 'many' || (words[index - 1] === 'of' && words[index - 2] === 'number');
  // 'How many people were unemployed': people said to be what a number column named whole
  // counts ('Unemployed', 'Employed') are its own unit.
  const countsFirst = new Set(
    named.flatMap((mention) =>
      mention.full && !mention.implied && table.columns[mention.columns[0]!]!.kind === 'number'
        ? [mention.positions[0]! - 2]
        : [],
    ),
  );
  const peopleOf = (index: number) =>
    PEOPLE_NOUNS.has(stems[index]!) &&
    (countedIn.has(index) || (countsFirst.has(index) && COPULAS.has(words[index + 1] ?? '')));
  // 'Which staff member', 'team members': a member of what a header names is one of its values,
  // as 'staff' alone would be.
  const memberOf = new Set(named.map((mention) => mention.positions.at(-1)! + 1));
  const member = (index: number) => memberOf.has(index) && stems[index] === 'member';
  // 'costume names', 'country names': the names after a column of names are its values, as 'an
  // email address' is a cell of `email`.
  const namesAfter = new Set(
    named.flatMap((mention) =>
      table.columns[mention.columns[0]!]!.kind === 'text' ? [mention.positions.at(-1)! + 1] : [],
    ),
  );
  const valueNames = (index: number) => namesAfter.has(index) && CELL_NOUNS.has(stems[index]!);
  // 'coffee drinks' of a coffee_name column: a plural after the rest of an '<x> name' header is
  // what its names are of.
  const kindsNamed = new Set(
    named.flatMap((mention) => {
      const column = table.columns[mention.columns[0]!]!;
      const header = wordsOf(column.name);
      const namesKinds =
        column.kind === 'text' &&
        !mention.full &&
        header.length === 2 &&
        PARTY_NAME_HEADERS.has(stem(header[1]!));
      return namesKinds ? [mention.positions.at(-1)! + 1] : [];
    }),
  );
  const kindOfNames = (index: number) => kindsNamed.has(index) && looksPlural(words[index]!);
  // 'How many items were picked' of items_count: a past form after 'were' or 'was' says what was
  // done to what a number column counts, no column of its own.
  const doneTo = new Set(
    named.flatMap((mention) => {
      const after = mention.positions.at(-1)! + 1;
      const counts = table.columns[mention.columns[0]!]!.kind === 'number';
      return counts && COPULAS.has(words[after] ?? '') ? [after + 1] : [];
    }),
  );
  const done = (index: number) => doneTo.has(index) && PAST_FORM.test(words[index]!);
  // 'The production year', 'the year of manufacture': the year column says which year.
  const madeYear = (index: number) =>
    MADE_NOUNS.has(words[index]!) &&
    (words[index + 1] === 'year' || (words[index - 1] === 'of' && words[index - 2] === 'year'));
  // 'How many purchase orders arrived late': a past form naming only date headers says what
  // happened to the rows counted, no column of its own when nothing else reads it.
  const { headers } = vocabularyOf(table);
  const happened = (index: number) => {
    if (!PAST_FORM.test(words[index]!)) return false;
    const said = new Set(conceptsOf(words[index]!));
    const columns = headers.flatMap(({ concepts }, column) =>
      concepts.some((concept) => said.has(concept)) ? [column] : [],
    );
    return columns.length > 0 && columns.every((column) => table.columns[column]!.kind === 'date');
  };
  const currencies = currencyNamesOf(table);
  // 'the local price' beside a `usdprice` or `price_usd`: the figure not converted, the one
  // 'price' names.
  const inCurrency = (concept: string) =>
    [...CURRENCY_HEADERS].some((code) => concept.startsWith(code) || concept.endsWith(code));
  const converted = headers.some(({ concepts }) => concepts.some(inCurrency));
  const starts = new Set(named.map((mention) => mention.positions[0]!));
  const local = (index: number) =>
    converted && LOCAL_CURRENCY_WORDS.has(words[index]!) && starts.has(index + 1);
  return (index) =>
    currencies.has(words[index]!) ||
    local(index) ||
    (countedIn.has(index) && (looksPlural(words[index]!) || FIGURE_NOUNS.has(words[index]!))) ||
    peopleOf(index) ||
    member(index) ||
    valueNames(index) ||
    kindOfNames(index) ||
    madeYear(index) ||
    done(index) ||
    happened(index) ||
    (subject.has(stems[index]!) && !counted(index)) ||
    (byMonth && conceptOf(words[index]!) === REVENUE);
}

/** 'The average recency of Top customers' of a level holding Top: a value, nothing ranked. */
function withoutValueOrder(words: readonly string[], intent: Intent, values: ReadonlySet<number>) {
  return orderOnlyIn(words, intent, values) ? { ...intent, order: null } : intent;
}

/**
 * 'The top 5 countries by number of bags' of a `number_of_bags` column: the words name the
 * column, which counts for itself; nothing is left for the question to count.
 */
function withoutHeaderCount({ question, vocabulary, table }: ReadingState, intent: Intent) {
  const { words, stems } = question;
  const otherCount = words.some(
    (word, at) => word === 'count' || (isCountLead(words, at) && words[at - 1] !== 'number'),
  );
  if (!intent.count || otherCount) return intent;
  const named = (at: number) =>
    vocabulary.headers.some(
      ({ phrase }, column) =>
        table.columns[column]!.kind === 'number' &&
        phrase.length > 1 &&
        phrase.every((word, k) => stems[at + k] === word),
    );
  const counts = words.flatMap((word, at) => (word === 'number' ? [at] : []));
  return counts.every(named) ? { ...intent, count: false } : intent;
}

/** Whether the question orders, and only with words at these positions. */
function orderOnlyIn(words: readonly string[], intent: Intent, positions: ReadonlySet<number>) {
  return (
    intent.order !== null &&
    words.every((word, index) => !isOrderWord(word) || positions.has(index))
  );
}

/**
 * Whether the question's only words that order are in a header it names ('max' of temp_max) or
 * in a value it names ('the Top customers' of a level holding Top).
 */
function orderNamed(
  words: readonly string[],
  intent: Intent,
  named: readonly Mention[],
  read: readonly ReadonlySet<number>[],
) {
  // 'The youngest bikes' of `bike_age_months`: the word names the figure and still ranks by it.
  const inHeader = named.flatMap((mention) =>
    mention.implied ? [] : mention.positions.filter((at) => !namesItsFigure(words[at]!)),
  );
  return orderOnlyIn(words, intent, new Set([...inHeader, ...read.flatMap((set) => [...set])]));
}

/**
 * '10 units or fewer', '4 or more bedrooms': the comparing word after 'or' that a condition read,
 * which says how the rows are kept and ranks nothing.
 */
function comparedIn(state: ReadingState): ReadonlySet<number> {
  const { words } = state.question;
  return new Set(
    words.flatMap((_, at) =>
      state.used[at] && trailingComparison(words, at - 2) !== null ? [at] : [],
    ),
  );
}

/**
 * A yes/no column named as a state of the rows ('launches were successful', 'were not
 * successful'): the rows marked yes, or no after a negation; 'no damage' of a column holding
 * 'None': the rows marked so.
 */
function flagFilters(state: ReadingState, others: readonly Mention[]): TableFilter[] {
  const { words } = state.question;
  const flags = qualifiedFlags(state, others).flatMap(
    ({ columns: [column], positions: [at] }): TableFilter[] => {
      kindOfFlag(state, at!);
      // 'not successful', 'do not have phone service'.
      const negation = negationBefore(words, state.used, at!);
      const negated = negation >= 0;
      const cells = state.table.columns[column!]!;
      if (zeroOrOne(cells)) {
        for (let index = negation; negated && index < at!; index += 1) state.used[index] = true;
        return [{ column: column!, kind: 'number' as const, values: [negated ? 0 : 1] }];
      }
      // 'have tech support' of Yes, No and 'No internet service': Yes; 'not': the other two.
      const none = negated ? noneValue(cells) : null;
      const values = yesOrKindsOfNo(cells, !negated) ?? (none === null ? null : [none]);
      if (values === null) return [];
      for (let index = negation; negated && index < at!; index += 1) state.used[index] = true;
      return [{ column: column!, kind: 'text' as const, values }];
    },
  );
  return mergedByColumn(flags);
}

/**
 * 'a personal loan', 'a term deposit' of a yes/no `loan` or `deposit`: a word nothing else reads
 * between 'a' and the flag's header says which kind the flag's noun is, as a short header would
 * leave unsaid.
 */
function kindOfFlag({ question: { words }, used }: ReadingState, at: number): void {
  if (
    INDEFINITE_ARTICLES.has(words[at - 2] ?? '') &&
    !used[at - 1] &&
    numberOf(words[at - 1]!) === null
  )
    used[at - 1] = true;
}

/**
 * 'a housing loan' of a bank's yes/no `housing` and `loan`: a yes/no column's header right after
 * another's is the noun the first one qualifies (what its yes has), not a flag of its own.
 */
function qualifiedFlags(state: ReadingState, others: readonly Mention[]): Mention[] {
  const flag = (mention: Mention) =>
    mention.columns.length === 1 && yesValue(state.table.columns[mention.columns[0]!]!) !== null;
  return others.filter(
    (mention) =>
      !flag(mention) ||
      !others.some(
        (before) =>
          before !== mention &&
          flag(before) &&
          before.positions.at(-1)! + 1 === mention.positions[0],
      ),
  );
}

/**
 * A condition read twice is one: 'customers rather than subscribers' keeps the Customer rows by
 * the value and again by denying the only other one.
 */
function distinctOptions(filters: FilterOptions[]): FilterOptions[] {
  const seen = new Set<string>();
  return filters.filter((options) => {
    const key = JSON.stringify(options);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** 'holiday and non-holiday weeks', 'smokers and non-smokers': one column's values together. */
function mergedByColumn(filters: readonly TableFilter[]): TableFilter[] {
  const merged: TableFilter[] = [];
  for (const filter of filters) {
    const at = merged.findIndex((kept) => withValuesOf(kept, filter) !== null);
    if (at < 0) merged.push(filter);
    else merged[at] = withValuesOf(merged[at]!, filter)!;
  }
  return merged;
}

/**
 * 'The churn rate', 'the success rate': a yes/no column's word before 'rate' asks for the share
 * of its rows marked yes (of each group's rows, when grouped); 'the attrition rate' of a 0/1
 * column headed `left`, of its rows marked 1.
 */
function flagRate(state: ReadingState, mentions: readonly Mention[]): TableFilter | null {
  const { stems } = state.question;
  for (const { columns, positions } of mentions) {
    const after = positions.at(-1)! + 1;
    if (columns.length !== 1 || stems[after] !== 'rate' || state.used[after]) continue;
    const marked = markedRows(columns[0]!, state.table.columns[columns[0]!]!);
    if (marked === null) continue;
    state.used[after] = true;
    return marked;
  }
  return null;
}

/**
 * 'Sales per month': each month added up, then averaged. A level, rate or score ('the average
 * close per month') never adds up over time: it is averaged within each month instead.
 */
function summedPer(
  { vocabulary }: ReadingState,
  period: TablePeriod | null,
  { perPeriod }: { perPeriod: boolean },
  measures: readonly Mention[],
): boolean {
  const averaged = (concept: string) =>
    [LEVEL_WORDS, AVERAGED_WORDS, RATE_WORDS, QUOTE_WORDS].some((words) => words.has(concept));
  const levels = measures.every((measure) =>
    measure.columns.every((column) => vocabulary.headers[column]!.concepts.some(averaged)),
  );
  return period !== null && perPeriod && !(measures.length > 0 && levels);
}

/**
 * A period ranked beside another group: 'for each status type, which 2 years had the most
 * posts' ranks the years within each status type; 'which borough had the most complaints each
 * month' ranks the boroughs within each month. Without a ranking ('sales by region and month')
 * the other group is kept alone.
 */
function rankedWithin(
  { words, stems }: QuestionWords,
  { period, perPeriod }: { period: TablePeriod | null; perPeriod: boolean },
  intent: Intent,
  roles: Pick<Roles, 'groupBy' | 'within' | 'valueOfEach' | 'per'>,
  dates: TableReading['dates'],
  vocabulary: TableVocabulary,
): Pick<TableReading, 'within' | 'withinPeriod'> &
  Partial<Pick<TableReading, 'groupBy' | 'period' | 'per' | 'perPeriod' | 'perGroup'>> {
  const beside = dates !== null && roles.groupBy !== null && roles.within === null;
  if (!beside || period === null || period === 'hour')
    return { within: roles.within, withinPeriod: null };
  // 'Licenses issued per month' of `license_issue_date`: the dates named are the ones grouped.
  if (roles.groupBy === dates.column)
    return { groupBy: dates.column, period, within: null, withinPeriod: null };
  // 'The average order value by month': each order's value, averaged within each month, as
  // 'by region' averages it within each region.
  if (roles.valueOfEach && roles.per === null) {
    const per = { per: roles.groupBy, perGroup: false };
    return { groupBy: dates.column, period, ...per, within: null, withinPeriod: null };
  }
  // 'The average monthly revenue by region': each region's months added up, then averaged.
  if (intent.average && perPeriod && roles.per === null) {
    const per = { per: dates.column, perPeriod: period, perGroup: false };
    return { groupBy: roles.groupBy, period: null, ...per, within: null, withinPeriod: null };
  }
  // 'Sales by region and year', 'sales by year in each region': each region's years, in order.
  if (intent.order === null) return { within: dates.column, withinPeriod: period };
  // 'each year', and 'each delivery year' with a word of the dates' header between.
  const ofDates = (at: number) =>
    vocabulary.headers[dates.column]!.concepts.includes(conceptOf(stems[at] ?? ''));
  const eachPeriod = stems.some(
    (stem, at) =>
      PERIOD_NOUNS[stem] === period &&
      (EACH_WORDS.has(words[at - 1] ?? '') ||
        (ofDates(at - 1) && EACH_WORDS.has(words[at - 2] ?? ''))),
  );
  return eachPeriod
    ? { groupBy: dates.column, period, within: roles.groupBy, withinPeriod: null }
    : { within: dates.column, withinPeriod: period };
}

/**
 * 'The return rate', 'the cancellation rate' of a status column holding `returned` or
 * `cancelled`: a value read just before 'rate' asks for the share of the rows holding it (of each group's own
 * rows, when grouped), as 'what percentage of orders were returned' does. Marks 'rate' used.
 */
function valueRate(state: ReadingState): TableFilter | null {
  const { stems } = state.question;
  for (const [index, word] of stems.entries()) {
    if (word !== 'rate' || state.used[index]) continue;
    const [entry] =
      valuesReadBefore(state, index).find((entries) => entries.length === 1 && !entries[0]!.part) ??
      [];
    if (!entry) continue;
    state.used[index] = true;
    return { column: entry.column, kind: 'text', values: [...(entry.values ?? [entry.value])] };
  }
  return null;
}

/**
 * 'What share of each department's employees left': of a 0/1 column, the rows marked 1 as a
 * part of each group's own rows, the whole the possessive names (not each group's part of all
 * the rows marked).
 */
function ownRowsRate(
  { question, table }: ReadingState,
  figure: { share: boolean; shareAt: number },
  measures: readonly Mention[],
  groupBy: number | null,
): TableFilter | null {
  const { words } = question;
  const at = figure.shareAt;
  const [measure] = measures;
  const possessive =
    words[at + 1] === 'of' && words[at + 2] === 'each' && words.slice(at + 3, at + 6).includes('s');
  if (!figure.share || groupBy === null || !possessive || measures.length !== 1) return null;
  const [column] = measure!.columns;
  return zeroOrOne(table.columns[column!]!)
    ? { column: column!, kind: 'number', values: [1] }
    : null;
}

/** The rows a rate or a share of each group's own rows is of (flagRate, ownRowsRate). */
function rateAsked(
  state: ReadingState,
  figure: { share: boolean; shareAt: number },
  roles: Pick<Roles, 'others' | 'groupBy'>,
  measures: readonly Mention[],
): TableFilter | null {
  return (
    flagRate(state, [...roles.others, ...measures]) ??
    ownRowsRate(state, figure, measures, roles.groupBy) ??
    (measures.length === 0 ? valueRate(state) : null)
  );
}

/** Words before 'each' that put what follows inside each group ('in each store'). */
const INSIDE = new Set(['in', 'within', 'for']);

/** 'In each store', 'within every region': the column grouped by, named inside each group. */
function inEachGroup(
  words: readonly string[],
  named: readonly Mention[],
  groupBy: number | null,
): boolean {
  const grouped = named.find((mention) => mention.columns[0] === groupBy);
  const at = grouped?.positions[0] ?? 0;
  return EACH_WORDS.has(words[at - 1] ?? '') && INSIDE.has(words[at - 2] ?? '');
}

/**
 * The yes/no columns named as states of the rows ('successful', 'unpaid', 'paid by smokers'),
 * grouped or not ('which day had the most bills paid by smokers': the rows marked yes in each
 * group); a share per group is left as it was (each group's part of all the rows, or a rate's
 * rows), unless it is of each group's own rows ('what percentage of records in each geo
 * responded': the flag is the part). Not the column grouped by, nor the one already kept for a
 * count (`counted`: 'customers churned').
 */
function stateFlags(
  state: ReadingState,
  roles: Pick<Roles, 'groupBy' | 'others'>,
  asked: {
    share: boolean;
    rate: TableFilter | null;
    named: readonly Mention[];
    beside: readonly Mention[];
  },
  counted: number | null,
): TableFilter[] {
  const ownPart =
    asked.rate === null && inEachGroup(state.question.words, asked.named, roles.groupBy);
  if (roles.groupBy !== null && asked.share && !ownPart) return [];
  const named = [...roles.others, ...asked.beside];
  const kept = [...flagFilters(state, named), ...oppositeFlags(state), ...lastNumbered(state)];
  return mergedByColumn(kept).filter(
    (flag) => flag.column !== roles.groupBy && flag.column !== counted,
  );
}

/**
 * Nouns for what a text column's values are ('product category' of Product, 'store size' of a
 * Store column holding Big, Medium and Small, 'each clean_test reason', 'job types', 'marital
 * status', 'education level', 'state holiday code'): after the words naming the column, they say what its values are
 * and name nothing else.
 */
const VALUE_KIND_WORDS = new Set([
  'category',
  'categori',
  'type',
  'kind',
  'level',
  'status',
  'statu',
  'size',
  'class',
  'group',
  'tier',
  'band',
  'reason',
  'result',
  'code',
]);

/** Whether a question's word is explained: used, naming the table, a column's, or a question word. */
function explainedBy(
  { question, used, naming, vocabulary, table }: ReadingState,
  mentioned: ReadonlySet<number>,
  implied: ReadonlySet<string>,
  aside: (index: number) => boolean,
  values: ReadonlySet<number>,
  named: readonly Mention[],
): (index: number) => boolean {
  const { words } = question;
  const flagged = flagWords(table, named);
  return (index) =>
    used[index] ||
    // 'Beauty products', 'Electronics items': what the rows holding the value are.
    (values.has(index - 1) && ITEM_NOUNS.has(conceptOf(words[index]!))) ||
    naming[index] ||
    mentioned.has(index) ||
    isQuestionWord(words, index) ||
    (mentioned.has(index - 1) && VALUE_KIND_WORDS.has(stem(words[index]!))) ||
    priceOfNamedFigure(table, vocabulary, named, words, index) ||
    (vocabulary.dates.length > 0 && wholePeriodAt(words, index)) ||
    havingVerbAt(words, index, (at) => mentioned.has(at) || used[at] === true, used) ||
    implied.has(conceptOf(words[index]!)) ||
    // 'How many items were sold': the units the verb implies, by what they are.
    (implied.has('unit') &&
      ITEM_NOUNS.has(conceptOf(words[index]!)) &&
      looksPlural(words[index]!)) ||
    ownBusiness(words, index) ||
    // 'new subscriptions per month': the rows the table is named for, counted by when they began.
    (words[index] === 'new' &&
      looksPlural(words[index + 1] ?? '') &&
      (naming[index + 1] === true || mentioned.has(index + 1)) &&
      vocabulary.dates.length > 0) ||
    (vocabulary.dates.length > 0 &&
      daysOfRows(words, index, (at) => flagged.has(at) || valueOnDays(words, values, at))) ||
    aside(index);
}

/** Words before 'the period' that take in all of it ('over the period', 'across the whole period'). */
const WHOLE_SPAN_LEADS = new Set(['over', 'across', 'during', 'throughout', 'for']);
const WHOLE_WORDS = new Set(['whole', 'entire', 'full']);
/** Periods said of all of them ('across all years', 'in every month'). */
const EVERY_PERIOD = new Set(['years', 'months', 'quarters', 'weeks', 'days', 'year', 'month']);

/**
 * 'Which store held the most stock over the period': of a table with dates, 'the period' is all
 * of them, the span the rows cover, and keeps every row.
 */
function wholePeriodAt(words: readonly string[], index: number): boolean {
  // 'December sales across all years', 'over all months': every one of them, no filter.
  if (EVERY_PERIOD.has(words[index]!) && ['all', 'every'].includes(words[index - 1] ?? ''))
    return WHOLE_SPAN_LEADS.has(words[index - 2] ?? '') || words[index - 2] === 'in';
  if (words[index] !== 'period') return false;
  const before = WHOLE_WORDS.has(words[index - 1] ?? '') ? index - 2 : index - 1;
  return words[before] === 'the' && WHOLE_SPAN_LEADS.has(words[before - 1] ?? '');
}

/** Words for what a figure of money is: 'the new price at the bookstore'. */
const PRICE_WORDS = new Set(['price', 'prices', 'priced', 'cost', 'costs']);

/**
 * 'The new price at the bookstore', 'the average Amazon new price' of `bookstore_new` and
 * `amazon_new`: of a table where no header says price or cost, the word beside the words naming
 * a figure column (or among them) says what kind of figure it is, and names nothing else.
 */
function priceOfNamedFigure(
  table: DataTable,
  vocabulary: TableVocabulary,
  named: readonly Mention[],
  words: readonly string[],
  index: number,
): boolean {
  if (!PRICE_WORDS.has(words[index]!)) return false;
  const said = new Set([...PRICE_WORDS].map((word) => conceptOf(stem(word))));
  if (vocabulary.headers.some(({ concepts }) => concepts.some((concept) => said.has(concept))))
    return false;
  return named.some(
    ({ columns, positions, full }) =>
      full &&
      columns.every((column) => table.columns[column]!.kind === 'number') &&
      (positions.includes(index - 1) ||
        positions.includes(index + 1) ||
        (positions[0]! < index && index < positions.at(-1)!)),
  );
}

/** 'On rainy days': a value said after 'on' (not 'more vacation days', a number of days). */
function valueOnDays(words: readonly string[], values: ReadonlySet<number>, at: number): boolean {
  let first = at;
  while (values.has(first - 1)) first -= 1;
  return values.has(at) && words[first - 1] === 'on';
}

/** Where a yes/no or 0/1 column is named: a condition 'promotion days' can follow. */
function flagWords(table: DataTable, named: readonly Mention[]): Set<number> {
  const flag = (column: TableColumn) => saysYesOrNo(column) || zeroOrOne(column);
  const flags = named.filter((one) => one.columns.every((c) => flag(table.columns[c]!)));
  return new Set(flags.flatMap((one) => one.positions));
}

/**
 * 'The average revenue on promotion days', 'on days with a promotion', 'units sold on rainy days':
 * the days are when the rows that meet the condition or hold the value were, of a table with
 * dates; the condition or the value says which.
 */
function daysOfRows(
  words: readonly string[],
  index: number,
  named: (index: number) => boolean,
): boolean {
  if (stem(words[index]!) !== 'day') return false;
  // 'days with a promotion': the condition's words after the article.
  return (
    named(index - 1) || (words[index + 1] === 'with' && (named(index + 2) || named(index + 3)))
  );
}

/** 'How much did the cafe take', 'our company's revenue': the business whose table it is. */
function ownBusiness(words: readonly string[], index: number): boolean {
  return BUSINESS_NOUNS.has(stem(words[index]!)) && OWNING_WORDS.has(words[index - 1] ?? '');
}
const OWNING_WORDS = new Set(['the', 'our', 'my', 'this']);

/**
 * Verbs saying a row has the column or value named next, as 'have' does ('offer pay later',
 * 'carriers that serve port PORT04'), or last after a value ('customers did carrier X serve').
 */
const HAVING_VERBS = new Set([
  'offer',
  'offers',
  'offered',
  'feature',
  'features',
  'featured',
  'serve',
  'serves',
  'served',
  // 'jobs that needed 3 or more parts'.
  'need',
  'needs',
  'needed',
  'require',
  'requires',
  'required',
]);

/** The same said with a preposition before what the row has ('marked as paid', 'belong to staff'). */
const LINKED_HAVING_VERBS: Readonly<Record<string, string>> = {
  marked: 'as',
  flagged: 'as',
  labeled: 'as',
  labelled: 'as',
  tagged: 'as',
  belong: 'to',
  belongs: 'to',
  belonging: 'to',
};

/** Whether the word at `index` is a having verb before a column or value `named`, or last after one. */
function havingVerbAt(
  words: readonly string[],
  index: number,
  named: (at: number) => boolean,
  used: readonly boolean[],
): boolean {
  const word = words[index]!;
  if (HAVING_VERBS.has(word)) return named(index + 1) || endsAfterValue(used, index);
  const linking = LINKED_HAVING_VERBS[word];
  return linking !== undefined && words[index + 1] === linking && named(index + 2);
}

/** The question's last word, right after a value the table holds. */
const endsAfterValue = (used: readonly boolean[], index: number) =>
  index === used.length - 1 && used[index - 1] === true;

/**
 * Words for the opposite of a yes/no column's word, read as that column marked no: 'launches
 * failed' of a success flag, 'retained customers' of a churn flag, 'weekday' of a weekend flag.
 */
const OPPOSITE_WORDS = new Map([
  ...['fail', 'failed', 'fails', 'failure', 'failures'].map((word) => [word, 'success'] as const),
  ...['retain', 'retained', 'retains', 'stayed', 'remained'].map(
    (word) => [word, 'churn'] as const,
  ),
  ...['weekday', 'weekdays'].map((word) => [word, 'weekend'] as const),
  ...['closed', 'shut'].map((word) => [word, 'open'] as const),
  // 'open opportunities' of an `IsClosed` flag: the rows not closed.
  ['open', 'closed'] as const,
]);

/**
 * 'unsuccessful', 'unpaid', 'failed', 'closed': a word saying the opposite of a yes/no (or 0/1)
 * column's header (or of the start of it: 'success' of 'successful'), the rows marked no.
 */
function oppositeFlags(state: ReadingState): TableFilter[] {
  const { question, table, vocabulary, used } = state;
  return question.words.flatMap((word, index) => {
    if (used[index]) return [];
    const opposite = OPPOSITE_WORDS.get(word) ?? /^(un|non-?)(.{4,})$/.exec(word)?.[2];
    if (!opposite) return [];
    const concept = conceptOf(stem(opposite));
    const flags = vocabulary.headers.flatMap((header, at) => {
      if (!header.concepts.some((named) => named.startsWith(concept))) return [];
      const marked = markedRows(at, table.columns[at]!, false);
      return marked ? [marked] : [];
    });
    if (flags.length === 0) return [];
    used[index] = true;
    return [flags[0]!];
  });
}

/** Words for the latest of a table's periods ('the last week', 'the latest month'). */
const LAST_WORDS = new Set(['last', 'latest', 'final']);

/**
 * 'The last week in the data' of a table numbering its weeks (`Week` 1 to 52) and holding no
 * dates: the rows of the highest number in that column, as 'the last month' of dates is the
 * latest month present.
 */
function lastNumbered(state: ReadingState): TableFilter[] {
  const { question, table, vocabulary, used } = state;
  if (vocabulary.dates.length > 0) return [];
  return question.words.flatMap((word, index): TableFilter[] => {
    const noun = question.stems[index + 1] ?? '';
    // 'the last week', never 'the first and last days of a trip'.
    const single = question.words[index - 1] === 'the' && question.words[index + 1] === noun;
    if (used[index] || !LAST_WORDS.has(word) || !single || !Object.hasOwn(PERIOD_NOUNS, noun))
      return [];
    const column = numberedPeriodColumn(vocabulary, noun);
    const cells = table.columns[column];
    if (cells?.kind !== 'number') return [];
    const last = Math.max(...[...cells.values].filter((value) => !Number.isNaN(value)));
    used[index] = true;
    used[index + 1] = true;
    return [{ column, kind: 'number', values: [last] }];
  });
}

/** 'percentage of orders': the ID (or text) column named right after 'of'. */
function countedAfter(
  { question, table, vocabulary }: ReadingState,
  { share, shareAt }: { share: boolean; shareAt: number },
  mentions: readonly Mention[],
  sides: RowSides | null,
): number | null {
  const shared = share && question.words[shareAt + 1] === 'of';
  if (!shared && !sides) return null;
  // 'The ratio of male to female customers': the first named after its sides, not their column.
  const sideColumn = sides?.part[0]!.column;
  const named = mentions.find(({ positions, columns }) =>
    sides ? positions[0]! > sides.link && columns[0] !== sideColumn : positions[0] === shareAt + 2,
  );
  // 'What percentage of orders…' beside `Type_of_order`: a share of the rows, not of the kinds.
  const word = question.words[named?.positions[0] ?? -1] ?? '';
  if (named && !named.full && namesWhatKindsAreOf(table, vocabulary, word)) return null;
  const columns =
    named?.columns.filter(
      (column) => table.columns[column]!.kind === 'text' || vocabulary.identifiers.has(column),
    ) ?? [];
  const column = columns.find((candidate) => vocabulary.identifiers.has(candidate)) ?? columns[0];
  if (column === undefined) return null;
  return itemsCountedBy(
    table,
    named!.positions.map((at) => question.words[at]!),
    idOfClassedNoun(table, column) ?? column,
  );
}

/** The text column whose header passes `test` with the most values, not a column of codes. */
function finestColumn(
  { table, vocabulary }: ReadingState,
  test: (concepts: readonly string[]) => boolean,
): number | null {
  return finestTextColumn(
    table,
    (column) => test(vocabulary.headers[column]!.concepts) && !vocabulary.identifiers.has(column),
  );
}

/**
 * Sets the column grouped by when no word before a column asks it: the people named in full
 * ('which customer'), else impliedGroup's. Whether it groups people by first and last name.
 */
function groupImplied(
  state: ReadingState,
  roles: Roles,
  intent: Intent,
  person: number | null,
  extreme: DateExtreme | null,
  filters: TableFilter[][],
): boolean {
  if (roles.groupBy !== null) return false;
  roles.groupBy = person ?? impliedGroup(state, roles, intent, extreme, filters);
  return roles.groupBy !== null && roles.groupBy === fullNameColumns(state.table)?.[0];
}

/**
 * The column grouped by when no word before a column asks it: a yes/no column set against the
 * rest ('… who churned versus those who did not'), the people ('who worked the most'), or the
 * values listed ('what are the regions?', 'what is the ship date of order …').
 */
function impliedGroup(
  state: ReadingState,
  roles: Roles,
  intent: Intent,
  extreme: DateExtreme | null,
  valueFilters: TableFilter[][],
): number | null {
  return (
    versusTheRest(state, roles.others) ??
    peopleGrouped(state, intent) ??
    listedColumn(state, roles, intent, extreme) ??
    eachValueNamed(state, valueFilters)
  );
}

/**
 * 'Days late for paper and electronic bills' where Paper and Electronic are all the values of a
 * column: naming each of them with 'and' asks for each, so the column groups the rows (and the
 * filter that kept them all goes). With 'or' ('paper or electronic') they stay one filter.
 */
function eachValueNamed({ question, table }: ReadingState, filters: TableFilter[][]) {
  if (!question.words.includes('and') || question.words.includes('or')) return null;
  const at = filters.findIndex((options) => {
    const [filter] = options;
    if (options.length !== 1 || filter?.kind !== 'text' || filter.values.length < 2) return false;
    const cells = table.columns[filter.column]!;
    return cells.kind === 'text' && filter.values.length === cells.dictionary.length;
  });
  if (at < 0) return null;
  const [{ column }] = filters.splice(at, 1)[0]! as [TableFilter];
  return column;
}

/** A person's name: two to four words, each a capital and letters ('Maressa Dearell'). */
const PERSON_NAME =
  /^\p{Lu}\p{Ll}+(?:[-']\p{Lu}?\p{Ll}+)*(?:\s+\p{Lu}\p{Ll}+(?:[-']\p{Lu}?\p{Ll}+)*){1,3}$/u;

/** Whether most of a text column's values are written as people's names. */
function namesPeople(cells: TableColumn): boolean {
  if (cells.kind !== 'text' || cells.dictionary.length === 0) return false;
  const named = cells.dictionary.filter((value) => PERSON_NAME.test(value.trim())).length;
  return named >= cells.dictionary.length / 2;
}

/** People nouns that may be anyone a column names ('which person'), not only staff. */
const ANYONE = new Set(['person', 'people'].map(conceptOf));

/**
 * 'Total sales on days 1 to 7 of the month' of `Day of Month`: the rest of a header a condition
 * already compares ('of the month', after 'days 1 to 7') names that column again, not a figure
 * to add up, where the question asks for money ('sales') another column holds. Drops those
 * mentions.
 */
function leftOfConditions(
  state: ReadingState,
  mentions: readonly Mention[],
  conditions: { used: ReadonlySet<Mention>; filters: readonly TableFilter[] },
  cells: readonly FilterOptions[],
): Mention[] {
  const numbers = mentions.filter((mention) => !conditions.used.has(mention));
  const filters = [...conditions.filters, ...cells.flat()];
  const compared = new Set(filters.map((filter) => filter.column));
  const { words, stems } = state.question;
  const money = stems.some(
    (stem, index) => !state.used[index] && conceptOf(stem) === REVENUE && words[index] !== 'sold',
  );
  if (!money) return numbers;
  const partial = (mention: Mention) =>
    !mention.full && mention.columns.length === 1 && compared.has(mention.columns[0]!);
  return numbers.filter((mention) => !partial(mention));
}

/** Header concepts that only name a row, not saying it is a person ('Name', 'Full name'). */
const BARE_NAMES = new Set(['name', 'full', 'first']);

/**
 * 'Who worked the most hours?', 'which employees…': grouped by the column naming people. A bare
 * `Name` (of games, of products as much as of people) answers 'who' only ranked by a figure;
 * 'who gets to use the PCs' lists no people from a list of game titles.
 */
function peopleGrouped(state: ReadingState, intent: Intent): number | null {
  const { words, stems } = state.question;
  const noun = stems.findIndex(
    (stem, index) =>
      !state.used[index] &&
      PERSON_NOUNS.has(conceptOf(stem)) &&
      GROUP_LEADS.has(words[index - 1] ?? ''),
  );
  if (!words.some((word, index) => word === 'who' && !saysWhichOnes(state, index)) && noun < 0)
    return null;
  // 'Which employees': staff, not the customers or authors a column names.
  const staff = noun >= 0 && !ANYONE.has(conceptOf(stems[noun]!));
  const column = finestColumn(
    state,
    (concepts) =>
      concepts.every((concept) => PERSON_HEADERS.has(concept)) &&
      !(staff && concepts.some((concept) => OUTSIDE_PEOPLE_HEADERS.has(concept))),
  );
  if (column === null) return null;
  const bare = state.vocabulary.headers[column]!.concepts.every((c) => BARE_NAMES.has(c));
  if (bare && noun < 0 && intent.order === null) return null;
  // 'Each employee' of a bare `name` column of products: names of people are a few words each.
  if (bare && staff && !namesPeople(state.table.columns[column]!)) return null;
  if (noun >= 0) state.used[noun] = true;
  return column;
}

/** The column a count names: its own column, the days counted, or the people named in full. */
function countedNamed(state: ReadingState, roles: Roles, days: number | null): number | null {
  return roles.countOf ?? days ?? peopleCounted(state, null);
}

/** Whether the column counted is the people named in two columns (`peopleCounted`). */
function countsPeople(state: ReadingState, counted: number | null, own: number | null): boolean {
  return counted !== null && counted === peopleCounted(state, own);
}

/**
 * 'How many different customers are on the receipts?' of rows naming a person in two columns
 * and no column headed by the noun, where no other column is counted (`own`): the people, first
 * and last name together (reduce counts the full names of the first-name column).
 */
function peopleCounted(state: ReadingState, own: number | null): number | null {
  const { words, stems } = state.question;
  const fullName = fullNameColumns(state.table);
  if (own !== null || !fullName || !words.some((_, index) => isCountLead(words, index)))
    return null;
  const named = (stem: string) =>
    state.vocabulary.headers.some(({ concepts }) => concepts.includes(conceptOf(stem)));
  const noun = stems.findIndex(
    (stem, index) =>
      PEOPLE_NOUNS.has(stem) && DISTINCT_WORDS.has(words[index - 1] ?? '') && !named(stem),
  );
  if (noun < 0) return null;
  state.used[noun] = state.used[noun - 1] = true;
  return fullName[0];
}

const WHICH = new Set(['which', 'what']);

/**
 * 'Which customer spent the most?', 'which passengers…' of rows naming a person in two columns
 * (`first_name`, `last_name`) with no column headed by the noun: the people named by both
 * columns (groupsOf labels each group with the full name), read before the noun could be taken
 * for the rows. Marks the noun used.
 */
function namedInFull(state: ReadingState): number | null {
  const { words, stems } = state.question;
  const fullName = fullNameColumns(state.table);
  if (!fullName) return null;
  const noun = stems.findIndex(
    (stem, index) =>
      !state.used[index] && PEOPLE_NOUNS.has(stem) && WHICH.has(words[index - 1] ?? ''),
  );
  if (noun < 0) return null;
  state.used[noun] = true;
  return fullName[0];
}

/**
 * 'Customers who bought a Hardtop': 'who' after the people it describes says which of them are
 * meant, as 'that' would; it asks for nobody's name.
 */
function saysWhichOnes({ question: { words, stems } }: ReadingState, who: number): boolean {
  const before = stems[who - 1] ?? '';
  return (
    PERSON_NOUNS.has(conceptOf(before)) || (looksPlural(words[who - 1] ?? '') && before !== '')
  );
}

/**
 * 'The top 5 descriptors' of a table with no money column: the most rows (with one, which
 * figure ranks them is not said, and the question is left to the passages).
 */
/** Words that rank by how many ('the most bills', 'the most popular'), not by how much. */
const BY_HOW_MANY = new Set(['most', 'least', 'fewest', 'popular', 'common', 'frequent']);

/**
 * 'The top 5 customers', 'the best region': groups ranked with no figure or count named; not
 * 'which airlines had more than 100 flights', whose order word compares ('more than').
 */
function ranksGroupsWhole(state: ReadingState, roles: Roles, intent: Intent): boolean {
  const { words } = state.question;
  return (
    roles.groupBy !== null &&
    !rankedByRows(state) &&
    roles.countOf === null &&
    !roles.countedByRank &&
    intent.order !== null &&
    !intent.count &&
    !words.some((word, index) => BY_HOW_MANY.has(word) || words[index + 1] === 'than')
  );
}

function ranksRows(
  state: ReadingState,
  roles: { countOf: number | null; groupBy: number | null },
  intent: Intent,
): boolean {
  return (
    roles.countOf === null &&
    roles.groupBy !== null &&
    intent.limit !== null &&
    (revenueColumn(state) === null || rankedByRows(state))
  );
}

/** 'The top 2 months by sessions': groups ranked by how many rows, a row noun after 'by'. */
function rankedByRows({ question: { words, stems } }: ReadingState): boolean {
  return words.some((word, index) => word === 'by' && ROW_NOUNS.has(stems[index + 1] ?? ''));
}

const INCLUDING = new Set(['including', 'incl', 'inc', 'inclusive']);

/**
 * 'Sales including tax' where the money is a column only called 'Total' (revenue by alias):
 * the total is the amount with everything in it, so 'including tax' describes it and names no
 * second figure. Marks those words used.
 */
function allInclusive({ question, vocabulary, table, used }: ReadingState, named: Mention[]) {
  if (!vocabulary.headers.some((header) => header.aliases.includes(REVENUE))) return;
  const { words } = question;
  words.forEach((word, index) => {
    if (!INCLUDING.has(word) || used[index]) return;
    const article = ['the', 'a', 'an', 'all'].includes(words[index + 1] ?? '') ? 1 : 0;
    const mention = named.find(
      (candidate) =>
        candidate.positions[0] === index + 1 + article &&
        candidate.columns.every((column) => table.columns[column]!.kind === 'number'),
    );
    if (!mention) return;
    for (let at = index; at <= mention.positions.at(-1)!; at += 1) used[at] = true;
  });
}

const headerWords = (text: string) => new Set(text.split(' ').map((word) => conceptOf(stem(word))));
/** Header words for where something went to, and where it came from. */
const DESTINATION_HEADERS = headerWords('destination dest to arrival arrive receiver recipient');
const ORIGIN_HEADERS = headerWords('origin from departure depart source sender');
/** Header words for the parts an organisation is divided into, which people work 'in'. */
const WORKPLACE_HEADERS = headerWords('department division team branch office');

/**
 * 'Flights to Scotland', 'shipments from Texas': of a value held by an origin and a destination
 * column, 'to' (or 'into') before it names the destination's and 'from' the origin's.
 * 'Employees in Human Resources', of a value that is a department, a job title and a field of
 * study: 'in' names the department's.
 */
function directionNamed(
  { question, vocabulary }: ReadingState,
  options: readonly TableFilter[],
  at: number,
): TableFilter[] {
  const before = question.words[at - 1] ?? '';
  const wanted =
    before === 'to' || before === 'into'
      ? DESTINATION_HEADERS
      : before === 'from'
        ? ORIGIN_HEADERS
        : before === 'in'
          ? WORKPLACE_HEADERS
          : null;
  if (wanted === null) return [];
  return options.filter((option) =>
    vocabulary.headers[option.column]!.concepts.some((concept) => wanted.has(concept)),
  );
}

/**
 * A value held by several columns, narrowed to the one column another word of the question
 * names: 'complaints about dead animals' where Dead Animal is a Complaint Type and a Descriptor.
 */
function narrowed(
  state: ReadingState,
  options: FilterOptions,
  values: ReadonlySet<number>,
): FilterOptions {
  const { question, vocabulary, table } = state;
  // Two columns holding the same cell on every row ('Borough', 'Park Borough') are one.
  const distinct = options.filter(
    (option, index) => !options.slice(0, index).some((other) => sameCells(table, other, option)),
  );
  if (distinct.length < 2) return distinct;
  const { stems } = question;
  const names = (option: TableFilter, index: number) =>
    !values.has(index) &&
    vocabulary.headers[option.column]!.concepts.includes(conceptOf(stems[index] ?? ''));
  // The word just after or before the value first ('dead animal complaints'), then any word.
  const value = distinct[0]!.kind === 'text' ? distinct[0]!.values[0]! : '';
  const phrase = wordsOf(value).map(stem);
  const at = findPhrase(stems, phrase, new Array<boolean>(stems.length).fill(false));
  for (const near of at < 0 ? [] : [[at + phrase.length], [at - 1]]) {
    const named = distinct.filter((option) => near.some((index) => names(option, index)));
    if (named.length === 1) return named;
  }
  const directed = at < 0 ? [] : directionNamed(state, distinct, at);
  if (directed.length === 1) return directed;
  const named = distinct.filter((option) => stems.some((_, index) => names(option, index)));
  return named.length === 1 ? named : distinct;
}

/** Whether two filters' columns hold the same text on every row. */
function sameCells(table: DataTable, a: TableFilter, b: TableFilter): boolean {
  const [one, two] = [table.columns[a.column]!, table.columns[b.column]!];
  if (one.kind !== 'text' || two.kind !== 'text') return false;
  for (let row = 0; row < one.codes.length; row += 1)
    if (cellLabel(one, row) !== cellLabel(two, row)) return false;
  return true;
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

/** The words of the columns named, less a period noun also asked as the period. */
function mentionedWords(state: ReadingState, named: readonly Mention[]): Set<number> {
  return new Set(
    named.flatMap((mention) =>
      mention.positions.filter(
        (at) => !periodOfDates(state, mention, at) && !edgeOfPartMention(state, mention, at),
      ),
    ),
  );
}

/** The cell values, codes and years a question names in a table, its rows' own edges known. */
function cellsOfTable(
  question: QuestionWords,
  table: DataTable,
  vocabulary: TableVocabulary,
  used: boolean[],
) {
  const cells = matchCells(
    question,
    vocabulary,
    used,
    textValuesOf(table),
    idCellOf(table),
    (...edge) => yearMonthEdge(table, ...edge),
  );
  freeMeasureHeads({ question, table, vocabulary, used }, cells.positions);
  return cells;
}

/**
 * How many header words name a measure together ('price per unit': 2): words said apart with
 * more than one word between ('the age to have an account' of `account_age_days`), or naming
 * less than half a long header ('minimum payment' of `use_config_min_sale_qty`), count as one.
 */
function matchedTogether(
  { columns, positions, matched }: Mention,
  vocabulary: TableVocabulary,
): number {
  const span = Math.max(...positions) - Math.min(...positions) + 1;
  const headerWords = vocabulary.headers[columns[0]!]!.concepts.length;
  return span - positions.length <= 1 && 2 * matched >= headerWords ? matched : 1;
}

/**
 * 'Bookings made in the last month' beside a `bookings_last_24h` column: a header said only in
 * part leaves 'last' to the period it begins.
 */
function edgeOfPartMention({ question }: ReadingState, mention: Mention, at: number): boolean {
  return !mention.full && dateEdgeAt(question, at) !== null;
}

/**
 * 'By issue month' of an `issue_month` column of dates: the period noun ending the header is the
 * period asked as well as a word of the column's name.
 */
function periodOfDates({ question, table }: ReadingState, mention: Mention, at: number): boolean {
  return (
    at === mention.positions.at(-1) &&
    Object.hasOwn(PERIOD_NOUNS, question.stems[at]!) &&
    mention.columns.every((column) => table.columns[column]!.kind === 'date')
  );
}

/**
 * Whether a question counts: 'how many', 'the most' of a count, or what is counted per period or
 * group without either ('strikes by year', 'monthly launches', 'orders by channel', 'orders in
 * Q2 2025').
 */
export function isCounted(reading: TableReading, intent: Intent): boolean {
  const counted = reading.countsRows || reading.countOf !== null;
  // With no figure named, what is counted is the figure however its rows are cut.
  const cut = reading.period !== null || reading.groupBy !== null || reading.filters.length > 0;
  return (
    intent.count ||
    reading.countedByRank ||
    reading.rowsHaving !== null ||
    (reading.countsRows && reading.period !== null) ||
    (counted && reading.measures.length === 0 && cut)
  );
}

/** Whether a reading asks about the table at all (rather than for a passage of text). */
/**
 * 'What will employees receive after their performance review?' of an HR sheet: a column half
 * named (PerformanceRating) and a noun whose column holds a value per row (EmployeeNumber), with
 * nothing asked of them, is a sentence about the rows, not a table of each row's figure.
 */
function onlyGroupedByRow(reading: TableReading, intent: Intent, narrowed: boolean): boolean {
  const { table, groupBy } = reading;
  const asked =
    narrowed ||
    saysHow(intent) ||
    reading.measureFull ||
    reading.minus !== null ||
    reading.denominator !== null ||
    reading.share ||
    reading.extreme !== null;
  return (
    !asked &&
    groupBy !== null &&
    reading.period === null &&
    table.rowNumbers.length > 1 &&
    distinctCount(table.columns[groupBy]!) === table.rowNumbers.length
  );
}

export function asksAboutTable(reading: TableReading, intent: Intent): boolean {
  if (reading.strangers > 0) return false;
  if (reading.sides) return true;
  const hasIntent = saysHow(intent);
  // A month's column of a sheet laid out by month ('sales in Q1', 'in March') is a period too.
  const months = [...periodColumnsByKey(reading.table).values()];
  const narrowed =
    reading.filters.length > 0 ||
    reading.conditions.length > 0 ||
    reading.measures.some((column) => months.includes(column));
  // A column named with nothing to narrow or order it ('a demo unit that must not be sold')
  // is a word in a sentence, not a question about figures.
  if (reading.measures.length > 0) {
    if (onlyGroupedByRow(reading, intent, narrowed)) return false;
    return (
      narrowed ||
      reading.figureAlone ||
      reading.minus !== null ||
      reading.groupBy !== null ||
      hasIntent ||
      reading.denominator !== null ||
      reading.share ||
      reading.extreme !== null
    );
  }
  if (isCounted(reading, intent) && (reading.countOf !== null || reading.countsRows)) return true;
  // 'The churn rate by contract': the rows marked yes of each group.
  if (reading.share && (narrowed || reading.rate !== null)) return true;
  // 'Which sub-categories lost money?': groups kept by a condition.
  if (reading.groupBy !== null && reading.conditions.length > 0) return true;
  // Looking a value up ('which region is Elmstead in?') or listing them ('which regions are
  // there?'); with 'most' or 'total' it would need a figure the table does not name.
  return (
    reading.groupBy !== null && (reading.filters.length > 0 || reading.listsValues) && !hasIntent
  );
}
