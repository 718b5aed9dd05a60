import { readActionDate, readDoneDate, readOwnerDate, readVerbDate } from './action-dates';
import { joinedBy } from './several-measures';
import { isYearColumn, isYearNumber } from './year-values';
import type { DataTable } from '../../types';
import { RANK_WORDS, type Intent, type QuestionWords } from '../question';
import type { Mention } from './column-mentions';
import { stem } from '../../text/terms';
import {
  DO_VERBS,
  REVENUE,
  QUANTITY_WORDS,
  EACH_WORDS,
  BUSY_WORDS,
  COPULAS,
  AVERAGE,
  DISTINCT_WORDS,
  comparisonEndsAt,
  conceptOf,
  conceptsOf,
  GROUP_LEADS,
  isCountLead,
  isOrderWord,
  PAST_FORM,
  ITEM_NOUNS,
  limitAfterThe,
  looksPlural,
  namesItsFigure,
  numberOf,
  PEOPLE_NOUNS,
  PERIOD_NOUNS,
  POPULAR_WORDS,
  ROW_NOUNS,
  ROW_NOUNS_UNLESS_COLUMN,
  SHARE_WORDS,
  SOLD,
  TOTAL,
  UNIT_WORDS,
  STAR_WORDS,
  DISTANCE_UNITS,
  TIME_UNITS,
} from './lexicon';
import { saysYesOrNo, yesValue, zeroOrOne } from './flag-values';
import { negationBefore } from './match-cells';
import { idOfClassedNoun, itemsCountedBy, nameBeside } from './names-and-ids';
import { namesWhatKindsAreOf } from './row-kinds';
import {
  countsThings,
  distinctCount,
  headPhrase,
  MOST_KINDS,
  quantityColumnOf,
  type TableVocabulary,
} from './table-vocabulary';

/**
 * What each named column is for: grouped by ('which store', 'by region', 'in each category'),
 * counted ('how many orders', 'the most customers'), computed (a number column), or the date
 * a period is read from ('shipped in January'). Words that name an ID and a name column alike
 * ('product') group by the name and count by the ID.
 */
export interface Roles {
  groupBy: number | null;
  /** Grouped 'per store' (a figure averaged over the groups) rather than 'by store' (listed). */
  perGroup: boolean;
  /** 'The average order value': the money figure of each group (order), averaged over them. */
  valueOfEach: boolean;
  /** 'The average order value by region': grouped by region, averaged over its orders. */
  per: number | null;
  /** 'The top 3 products in each category': products are ranked within each category. */
  within: number | null;
  /** The column whose distinct values are counted. */
  countOf: number | null;
  /** Counted as a ranking's figure ('the most orders'), not asked 'how many'. */
  countedByRank: boolean;
  /** The date column the question names ('shipped'), if any. */
  dateColumn: number | null;
  /** Number columns named: what to compute (or compare). */
  numbers: Mention[];
  /** Text columns named without a part in the computation ('the West market'). */
  others: Mention[];
  score: number;
}

/** 'per order' of a thing, 'for each customer': each group's figure, averaged over the groups. */
function perEach(words: readonly string[], first: number, perThing: boolean): boolean {
  return (
    (words[first - 1] === 'per' && perThing) ||
    asksOfOne(words, first - 1) ||
    averagedOverEach(words, first)
  );
}

/**
 * 'On average, how many shifts was each employee scheduled for?': a count said of each one,
 * after 'on average' (or 'average') opens the question, is each one's own count, averaged.
 */
function averagedOverEach(words: readonly string[], first: number): boolean {
  if (words[first - 1] !== 'each') return false;
  const how = words.indexOf('how');
  return how > 0 && words[how + 1] === 'many' && words.slice(0, how).some((w) => AVERAGE.has(w));
}

/**
 * A figure of each row that adding up means nothing ('Price ($)', 'score', 'temperature'), as
 * money taken and quantities do ('revenue per store': each store's total, averaged).
 */
function intensive(vocabulary: TableVocabulary, figure: Mention): boolean {
  return figure.columns.every((column) => {
    // A price stands for the revenue where no column says it, and is still one item's price.
    const { concepts } = vocabulary.headers[column]!;
    return !concepts.some((concept) => concept === REVENUE || QUANTITY_WORDS.has(concept));
  });
}

/**
 * Whether 'per' a group averages each group's total over the groups: rows counted, money or
 * quantities ('revenue per store'), or any figure per one of many things ('per order').
 */
function totalsAveraged(
  table: DataTable,
  vocabulary: TableVocabulary,
  kind: (column: number) => Kind,
  figures: readonly Mention[],
  group: number,
): boolean {
  const withinEach = figures.length > 0 && figures.every((figure) => intensive(vocabulary, figure));
  return !withinEach || isEntity(table, kind, group);
}

/**
 * 'The average revenue per order': each order's total, averaged over the orders, where the
 * column per which is one of things (codes, or names of many); a price or a score 'per body
 * style' or 'per airline' is averaged within each kind, one line each.
 */
function isEntity(table: DataTable, kind: (column: number) => Kind, column: number): boolean {
  return kind(column) === 'identifier' || distinctCount(table.columns[column]!) > MOST_KINDS;
}

/** Header words saying a column counts what the rest of it names ('number_of_bags', 'num_likes'). */
const COUNT_CONCEPTS = new Set(['number', 'count']);

/** 'number_of_bags', 'num_likes', 'Review Count': a column headed as a count of what it names. */
function headedAsCount(table: DataTable, vocabulary: TableVocabulary, column: number): boolean {
  return (
    !vocabulary.identifiers.has(column) &&
    countsThings(table, vocabulary, column) &&
    vocabulary.headers[column]!.concepts.some((concept) => COUNT_CONCEPTS.has(concept))
  );
}

/** 'figure': ranked by the figure a superlative names ('the oldest athletes': by age). */
/** Words asking which of a column's kinds ('which commodity', 'what product'). */
const WHICH_WORDS = new Set(['which', 'what']);

/** A column grouped by, with what leads it and where. */
interface Group {
  column: number;
  lead: Lead;
  at: number;
}

/**
 * 'The average order value by region', 'the average sales per customer by segment': each
 * order's or customer's figure, averaged within each region or segment; but 'which commodity
 * has the highest average price in each category' ranks what 'which' asks for by its own
 * average within each category.
 */
function averagedWithin(
  words: readonly string[],
  intent: Intent,
  each: Group | undefined,
  inner: Group | undefined,
): boolean {
  const rankedByWhich =
    intent.order !== null && inner !== undefined && WHICH_WORDS.has(words[inner.at - 1] ?? '');
  return (
    intent.average &&
    each !== undefined &&
    !rankedByWhich &&
    (inner?.lead === 'group' || inner?.lead === 'each')
  );
}

type Lead = 'count' | 'rank' | 'figure' | 'each' | 'group' | 'most' | null;

/** Nouns after a column that ask for the money figure of each of its values ('order value'). */
const VALUE_NOUNS = new Set(['value']);

/** Past participles without '-ed' that 'by' follows as their agent ('won by', 'sold by'). */
const PARTICIPLES = new Set(['won', 'sold', 'bought', 'paid', 'made', 'spent', 'taken', 'held']);

/**
 * 'won by countries other than …', 'bought by customers except …': 'by' after a participle and
 * before a column whose value is then denied says who did it (filtered), not how to group.
 */
function agentDenied(words: readonly string[], by: number): boolean {
  if (words[by] !== 'by') return false;
  const verb = words[by - 1] ?? '';
  if (!PARTICIPLES.has(verb) && !/[^e]ed$/.test(verb)) return false;
  const [next, then] = [words[by + 2] ?? '', words[by + 3] ?? ''];
  return (
    (next === 'other' && then === 'than') ||
    next === 'except' ||
    next === 'excluding' ||
    next === 'besides' ||
    next === 'not'
  );
}

/** 'How many lines does an order have': of one of them, each one's own. */
function asksOfOne(words: readonly string[], article: number): boolean {
  const asked = words[article - 1];
  return (
    (words[article] === 'a' || words[article] === 'an') && (asked === 'does' || asked === 'do')
  );
}

/**
 * Words after an agent that say which of them ('companies in NY', 'owners who …', 'customers
 * older than 50', 'members aged 18 to 25').
 */
const AGENT_DESCRIBED = new Set([
  'in',
  'from',
  'with',
  'who',
  'that',
  'based',
  'older',
  'younger',
  'aged',
  'over',
  'under',
  'above',
  'below',
  'between',
]);

/**
 * 'raised by companies in NY', 'spent by customers from Texas': 'by' after a participle and
 * before a plural described further is who did it (filtered by what follows), not a grouping
 * ('raised by company' still groups).
 */
function agentDescribed(words: readonly string[], by: number): boolean {
  if (words[by] !== 'by') return false;
  const verb = words[by - 1] ?? '';
  if (!PARTICIPLES.has(verb) && !/[^e]ed$/.test(verb)) return false;
  return looksPlural(words[by + 1] ?? '') && AGENT_DESCRIBED.has(words[by + 2] ?? '');
}

/** A plural for people ('riders', 'customers'), who did what a row records. */
const peopleNamed = (word: string) => looksPlural(word) && PEOPLE_NOUNS.has(stem(word));

const SORTED_BY = new Set(['sorted', 'ranked', 'ordered', 'listed', 'arranged']);

/**
 * What the words around a mention ask of it: those before it (leadOf), or after it 'sorted by'
 * ('regions sorted by profit', 'products ranked by sales': the groups, listed in that order).
 */
function mentionLead(
  words: readonly string[],
  mention: Mention,
  valued: ReadonlySet<number>,
  kind: (column: number) => Kind,
): Lead {
  const first = mention.positions[0]!;
  const ofText = mention.columns.every(
    (column) => kind(column) === 'text' || kind(column) === 'date',
  );
  // 'The most common transaction description': a row noun before a header says whose it is
  // ('order lines shipped' counts the lines).
  const before = words[first - 1] ?? '';
  const rowNoun = stem(before);
  const qualified =
    !looksPlural(before) && (ROW_NOUNS.has(rowNoun) || ROW_NOUNS_UNLESS_COLUMN.has(rowNoun));
  const lead = leadOf(words, qualified ? first - 1 : first, valued);
  // 'What was the ship mode (for order …)', 'what is the ship date': a text or date column's
  // values ('what is the total discharges' still asks a figure).
  const copula = COPULAS.has(words[first - 2] ?? '') && words[first - 1] === 'the';
  if (lead === null && ofText && copula && GROUP_LEADS.has(words[first - 3] ?? '')) return 'group';
  const after = mention.positions.at(-1)! + 1;
  if (lead === null && opensCounted(words, mention, valued)) return 'count';
  if (lead === null && SORTED_BY.has(words[after] ?? '') && words[after + 1] === 'by')
    return 'group';
  // 'shipped by carrier V444_1': 'by' before a column and one of its values says who did it,
  // as 'for carrier V444_1' does, not how to group.
  // 'By publishing year from 2010 onwards' still groups: a range of the values is no doer.
  if (lead === 'group' && before === 'by' && valued.has(after) && !RANGE_OPENERS.has(words[after]!))
    return null;
  return lead;
}

/** Words that open a range of values rather than name one ('from 2010 onwards'). */
const RANGE_OPENERS = new Set([
  'from',
  'since',
  'before',
  'after',
  'until',
  'between',
  'over',
  'under',
]);

/** Words that cut the rows of a noun opening a question ('Orders by channel', 'Orders in Q2'). */
const OPENING_CUTS = new Set(['by', 'per', 'in', 'each', 'during']);

/** Words asking to be shown what follows ('show me the', 'break down all the'). */
const SHOW_ME =
  /^(?:(?:please )?(?:show|list|display|plot|chart|give)(?: me)?|break down|breakdown of)(?: all)?(?: the)?$/;

/**
 * 'Orders by channel', 'Orders in Q2 2025?', 'Break down the orders by status': a plural noun
 * opening the question (after words asking to be shown it, or values saying which rows:
 * 'revoked permits by unit'), then how its rows are cut, asks how many there are, as a chart's
 * title does.
 */
function opensCounted(
  words: readonly string[],
  mention: Mention,
  valued: ReadonlySet<number>,
): boolean {
  const [first] = mention.positions;
  const last = mention.positions.at(-1)!;
  const opening = words.slice(0, first);
  return (
    (opening.every((_, at) => valued.has(at)) || SHOW_ME.test(opening.join(' '))) &&
    looksPlural(words[last]!) &&
    OPENING_CUTS.has(words[last + 1] ?? '')
  );
}

/** What the one or two words before a mention ask of it. */
function leadOf(
  words: readonly string[],
  position: number,
  valued: ReadonlySet<number> = new Set(),
): Lead {
  // 'How many 5 star reviews': the stars say which reviews; the lead stands before them.
  if (STAR_WORDS.has(words[position - 1] ?? '') && numberOf(words[position - 2] ?? '') !== null)
    return leadOf(words, position - 2, valued);
  // 'the most common location type', 'the 2 least popular products': ranked by their rows.
  const before = words[position - 2] ?? '';
  const between = words[position - 1] ?? '';
  if ((POPULAR_WORDS.has(stem(between)) || conceptsOf(between).length > 1) && isOrderWord(before))
    return 'rank';
  // 'the 3 busiest hours': ranked by their rows, as 'the busiest month' is.
  if (BUSY_WORDS.has(between)) return 'rank';
  if (didByCounted(words, position)) return null;
  for (const back of [1, 2]) {
    const at = position - back;
    const word = words[at] ?? '';
    // 'how many different product IDs': the distinct word ends the count's lead.
    if (isCountLead(words, at) || (DISTINCT_WORDS.has(word) && isCountLead(words, at - 1)))
      return 'count';
    // 'which customers have more than 25 invoices': the invoices are counted in each group.
    if (back === 1 && numberOf(word) !== null && comparisonEndsAt(words, at - 1)) return 'count';
    if (EACH_WORDS.has(word) || (back === 1 && asksOfOne(words, at))) return 'each';
    // 'the Top customers' of a level holding Top: a value, which ranks nothing.
    const ranks = RANK_WORDS.test(word) && !valued.has(at);
    // 'which payment type had the highest average fare': an average or a total ranked is the
    // figure, not what is ranked.
    if (back === 2 && ranks && (AVERAGE.has(between) || TOTAL.has(between))) return 'most';
    if (ranks || (numberOf(word) !== null && RANK_WORDS.test(words[at - 1] ?? ''))) return 'rank';
    // 'bought by female customers': 'by' before a value is who did it, not a grouping; so is
    // 'won by countries other than the United States', a verb's agent whose value is denied.
    if (back === 1 && (agentDenied(words, at) || agentDescribed(words, at))) return null;
    // 'rides by riders born before 1970': people after 'by', then what describes them ('sales
    // by customer segment' still groups).
    if (back === 2 && word === 'by' && peopleNamed(words[at + 1] ?? '')) return null;
    // 'divided by total labor force': what divides, not a grouping.
    if (word === 'by' && words[at - 1] === 'divided') return null;
    // 'the 3 counties with the most …': listed as 'which 3 counties' is.
    if (back === 1 && limitAfterThe(words, at) !== null) return 'group';
    // 'What did maintenance cost': the subject of the verb asked of, not what is asked for.
    if (back === 2 && word === 'what' && DO_VERBS.has(between)) return null;
    if (GROUP_LEADS.has(word) && !(back === 2 && valued.has(at + 1))) return 'group';
    // 'the youngest athlete': athletes ranked by age.
    if (namesItsFigure(word)) return 'figure';
    // 'the maximum membership': an extreme of a figure, never the most rows of a value.
    if (isOrderWord(word) && !valued.has(at)) return FIGURE_EXTREMES.has(word) ? null : 'most';
  }
  return null;
}

const FIGURE_EXTREMES = new Set(['minimum', 'maximum', 'min', 'max']);

/**
 * 'How many members enrolled in 2016': a verb in the past right after the people or rows counted
 * says what they did, so the count is of them, not of the values of the column the verb names
 * (`Enrollment Type`).
 */
function didByCounted(words: readonly string[], position: number): boolean {
  const [noun, verb] = [words[position - 1] ?? '', words[position] ?? ''];
  return isCountLead(words, position - 2) && namesCountedRows(noun) && /[^e]ed$/.test(verb);
}

/** A plural the rows are counted by ('orders', 'bookings', 'customers'). */
function namesCountedRows(word: string): boolean {
  const noun = stem(word);
  return (
    looksPlural(word) &&
    [PEOPLE_NOUNS, ROW_NOUNS, ROW_NOUNS_UNLESS_COLUMN].some((nouns) => nouns.has(noun))
  );
}

/**
 * 'Paid by smokers', 'non-smokers': the plural of a yes/no column's header ('smoker') names the
 * rows marked yes (or no after a negation), not a grouping by the column ('by smoker').
 */
function namesFlagged(table: DataTable, mention: Mention, words: readonly string[]): boolean {
  const [column] = mention.columns;
  const cells = table.columns[column!]!;
  const word = words[mention.positions[0]!] ?? '';
  const flag =
    mention.columns.length === 1 &&
    cells.kind === 'text' &&
    cells.dictionary.length === 2 &&
    saysYesOrNo(cells);
  if (flag && moneyAfter(words, mention)) return true;
  return (
    flag &&
    mention.positions.length === 1 &&
    word.endsWith('s') &&
    word !== cells.name.trim().toLowerCase()
  );
}

/**
 * 'Online sales by month', 'in-person revenue in each month': a yes/no column's header said
 * right before the money is the rows marked yes, as in 'what were online sales', not a group.
 */
function moneyAfter(words: readonly string[], mention: Mention): boolean {
  return conceptOf(stem(words[mention.positions.at(-1)! + 1] ?? '')) === REVENUE;
}

/**
 * 'What percentage of records in each geo responded': 'each' leads the column named just before
 * (geo); a yes/no column after it (HAS_RESPONDED) is a state of the rows, not a second group.
 */
function flagAfterGroup(
  table: DataTable,
  mention: Mention,
  lead: Lead,
  mentions: readonly Mention[],
): boolean {
  const before = mention.positions[0]! - 1;
  const cells = table.columns[mention.columns[0]!]!;
  return (
    lead === 'each' &&
    mention.columns.length === 1 &&
    cells.kind === 'text' &&
    cells.dictionary.length === 2 &&
    saysYesOrNo(cells) &&
    mentions.some((other) => other !== mention && other.positions.includes(before))
  );
}

/** 'What were sales without a discount': the figure asked for, not the sales listed. */
function asksFigure(words: readonly string[], first: number): boolean {
  return words[first - 2] === 'what' && COPULAS.has(words[first - 1] ?? '');
}

/** Words opening a clause about the rows before them ('employees who left'). */
const RELATIVES = new Set(['who', 'that', 'which']);

/**
 * Words before the rows a figure is of ('the average balance of active members'), or the days it
 * is over ('the average humidity on working days', 'rentals during holidays').
 */
const ROWS_OF = new Set(['of', 'among', 'for', 'on', 'during']);

/** 'who left', 'that were promoted': a relative pronoun within three words before a position. */
function inRelativeClause(words: readonly string[], position: number): boolean {
  return words.slice(Math.max(0, position - 3), position).some((word) => RELATIVES.has(word));
}

/**
 * 'holiday weeks', 'non-holiday weeks' of a 0/1 column (Holiday_Flag): a state of the rows, the
 * rows it marks kept, as with a yes/no column; not when counted, averaged or grouped by. Named
 * whole, only in a clause about the rows ('employees who left' of a 0/1 column `left`), negated
 * ('customers who are not active members') or as the plural rows a figure is of ('of active
 * members'): said alone ('how many employees left') it is the figure, its 1s added up.
 */
function marksRows(
  table: DataTable,
  mention: Mention,
  words: readonly string[],
  lead: Lead,
): boolean {
  const [column] = mention.columns;
  const first = mention.positions[0]!;
  const before = words[first - 1] ?? '';
  // 'the average balance of active members', 'the price of returned orders': the rows the
  // plural names (the flag's own word or the noun right after it), whose figure is asked.
  const last = mention.positions.at(-1)!;
  const rowsOf =
    ROWS_OF.has(before) && (looksPlural(words[last] ?? '') || looksPlural(words[last + 1] ?? ''));
  // 'the most delayed orders': a 0/1 mark has no degree for 'most' to rank by, so it keeps the
  // rows counted.
  const markedCounted = before === 'most' && namesCountedRows(words[last + 1] ?? '');
  // 'how many clients defaulted': what is counted comes between the count and the flag.
  const afterCounted = lead === 'count' && !isCountLead(words, first - 1);
  return (
    (lead === null || afterCounted || markedCounted) &&
    mention.columns.length === 1 &&
    (!mention.full ||
      inRelativeClause(words, first) ||
      negationBefore(words, [], first) >= 0 ||
      rowsOf ||
      markedCounted) &&
    zeroOrOne(table.columns[column!]!) &&
    !AVERAGE.has(before) &&
    !TOTAL.has(before)
  );
}

/**
 * The column a mention counts: the first one the question counts ('how many deals'), or, right
 * after it, the noun it qualifies ('how many deal owners': the owners; not after a yes/no column,
 * 'the most churned customers', which marks the rows counted).
 */
function countedNoun(
  table: DataTable,
  mention: Mention,
  [countOf, countedEnd]: [number | null, number],
  countable: number | null,
  kind: (column: number) => Kind,
): number | null {
  if (countOf === null) return countable;
  const cells = table.columns[countOf]!;
  const marks = yesValue(cells) !== null || zeroOrOne(cells);
  return mention.positions[0] === countedEnd + 1 && !marks
    ? pick(mention, ['identifier', 'text'], kind)
    : null;
}

/** 'The highest churn rate': a yes/no column's rate is a figure of each group, not a group. */
function ratedFlag(table: DataTable, mention: Mention, words: readonly string[]): boolean {
  const [column] = mention.columns;
  return (
    words[mention.positions.at(-1)! + 1] === 'rate' &&
    mention.columns.length === 1 &&
    yesValue(table.columns[column!]!) !== null
  );
}

/** Whether a word is a unit a figure is measured in ('km', 'mile', 'minute', 'kg'). */
const isUnit = (word: string) =>
  UNIT_WORDS.has(word) || DISTANCE_UNITS.has(word) || TIME_UNITS.has(word);

/**
 * 'Sales per call' of a column counting calls, 'the fare per km' of `distance_km`: a figure over
 * another, not per row nor per value of it ('the average tip per bill' of a total_bill column in
 * money is per row).
 */
function figureOverFigure(
  counts: (column: number) => boolean,
  words: readonly string[],
  mention: Mention,
  figures: readonly Mention[],
): boolean {
  const first = mention.positions[0]!;
  const perUnit = mention.positions.every((at) => isUnit(words[at]!));
  return (
    words[first - 1] === 'per' &&
    (mention.columns.some(counts) || perUnit) &&
    figures.some((other) => other !== mention && other.positions.at(-1) === first - 2)
  );
}

/** 'per sale', 'per bill', 'each order': a noun for what a row records, after 'per' or 'each'. */
function perRow(words: readonly string[], mention: Mention): boolean {
  const noun = stem(words[mention.positions[0]!] ?? '');
  return (
    mention.positions.length === 1 && (ROW_NOUNS.has(noun) || ROW_NOUNS_UNLESS_COLUMN.has(noun))
  );
}

/** 'Gross income as a percentage of sales': the figure before is divided, never grouped by. */
function sharedOut(words: readonly string[], last: number): boolean {
  if (words[last + 1] !== 'as') return false;
  const article = ['a', 'an', 'the'].includes(words[last + 2] ?? '') ? 1 : 0;
  return SHARE_WORDS.has(stem(words[last + 2 + article] ?? ''));
}

/** A text column with a different value on every row (an invoice number): one row each. */
function ownRows(table: DataTable, column: number): boolean {
  const cells = table.columns[column]!;
  return (
    cells.kind === 'text' &&
    cells.dictionary.length === table.rowNumbers.length &&
    table.rowNumbers.length > 1
  );
}

/** 'What percentage of sales…': the word asks for a share, whatever column it also names. */
function shareWord(words: readonly string[], mention: Mention): boolean {
  const [at] = mention.positions;
  return (
    mention.positions.length === 1 &&
    SHARE_WORDS.has(stem(words[at!] ?? '')) &&
    words[at! + 1] === 'of'
  );
}

type Kind = 'text' | 'identifier' | 'date' | 'number';

/**
 * The column a mention counts the distinct values of ('how many customers', 'the most
 * customers'); 'how many different DRGs': the distinct codes of a number column, never their sum.
 */
/**
 * The column whose distinct values a count counts; none for rows ('how many customers paid by
 * cash' of a `Customer type`: the rows, not the two types, `namesKinds`).
 */
function countableOf(
  mention: Mention,
  lead: Lead | null,
  intent: Intent,
  words: readonly string[],
  kind: (column: number) => Kind,
  { table, vocabulary }: { table: DataTable; vocabulary: TableVocabulary },
): number | null {
  if (lead !== 'count' && (lead !== 'most' || intent.count)) return null;
  // 'How many card transactions' of `card` 0, 1, 2: a number column's word right before the
  // noun for the rows says which rows.
  const numbered = mention.columns.every((column) => table.columns[column]!.kind === 'number');
  if (numbered && ROW_NOUNS.has(stem(words[mention.positions.at(-1)! + 1] ?? ''))) return null;
  const first = words[mention.positions[0]!]!;
  if (!mention.full && namesWhatKindsAreOf(table, vocabulary, first)) return null;
  if (unitsOfQuantity(table, vocabulary, words, mention.positions[0]!)) return null;
  // 'How many bags' of `number_of_bags` beside `bag_weight`: the column counting them is added
  // up; the kinds of bag a text column holds are not what is counted.
  if (mention.columns.some((column) => headedAsCount(table, vocabulary, column))) return null;
  // 'How many different dates': the distinct days of a date column, as of a number column.
  const distinct = DISTINCT_WORDS.has(words[mention.positions[0]! - 1] ?? '');
  const picked = pick(
    mention,
    distinct ? ['identifier', 'text', 'number', 'date'] : ['identifier', 'text'],
    kind,
  );
  // 'How many invoices' of `invoice_id` beside an `invoice_number` left blank on some rows: of
  // two codes the noun names alike, the one telling most rows apart.
  const counted =
    picked === null
      ? null
      : mention.columns
          .filter((column) => kind(column) === kind(picked))
          .reduce(
            (best, column) =>
              distinctCount(table.columns[column]!) > distinctCount(table.columns[best]!)
                ? column
                : best,
            picked,
          );
  if (counted === null || unitsSoldOfLines(table, vocabulary, words, counted)) return null;
  return itemsCountedBy(
    table,
    mention.positions.map((at) => words[at]!),
    idOfClassedNoun(table, counted) ?? counted,
  );
}

/**
 * 'Orders with more than 2 items' beside a quantity column: the items after the figure are its
 * units, as the comparison reads them, not products counted in each order.
 */
function unitsOfQuantity(
  table: DataTable,
  vocabulary: TableVocabulary,
  words: readonly string[],
  at: number,
): boolean {
  return (
    numberOf(words[at - 1] ?? '') !== null &&
    ITEM_NOUNS.has(conceptOf(words[at]!)) &&
    quantityColumnOf(table, vocabulary) !== null
  );
}

/**
 * 'How many pizzas were sold' of till lines whose `pizza_id` numbers each line, beside a
 * quantity: the pizzas sold are the quantity's units, not the lines. Only 'sold' itself: 'sell'
 * and 'selling' also name dates ('SellStartDate').
 */
function unitsSoldOfLines(
  table: DataTable,
  vocabulary: TableVocabulary,
  words: readonly string[],
  counted: number,
): boolean {
  return (
    words.includes(SOLD) &&
    vocabulary.identifiers.has(counted) &&
    distinctCount(table.columns[counted]!) === table.rowNumbers.length &&
    quantityColumnOf(table, vocabulary) !== null
  );
}

function kindOf(table: DataTable, vocabulary: TableVocabulary, column: number): Kind {
  const { kind } = table.columns[column]!;
  if (kind === 'date') return kind;
  if (vocabulary.identifiers.has(column)) return 'identifier';
  return kind;
}

/** 'On which game date were the most foul balls hit': the dates ranked, one group each. */
function rankedDate(lead: Lead, intent: Intent): boolean {
  return lead === 'group' && intent.order !== null;
}

/**
 * A number column of periods: headed by period nouns alone ('Year', 'Month'), or of years
 * with a header ending in 'year' ('Election Year', 'Fiscal Year'), grouped by as 'Year' is
 * ('how much was donated in each election year').
 */
export function isPeriod(table: DataTable, vocabulary: TableVocabulary, column: number): boolean {
  const cells = table.columns[column]!;
  const header = vocabulary.headers[column]!;
  if (header.concepts.every((concept) => PERIOD_NOUNS[concept])) return true;
  // 'Week of Purchase' (week numbers): what the column is, is a period.
  const head = headPhrase(header.phrase);
  if (head.length < header.phrase.length && head.every((word) => PERIOD_NOUNS[conceptOf(word)]))
    return true;
  // 'Publishing Year' with a few ancient years (-560) among its years is still years.
  return (
    header.phrase.at(-1) === 'year' &&
    cells.kind === 'number' &&
    (cells.values.every((value) => Number.isNaN(value) || isYearNumber(value)) ||
      isYearColumn(vocabulary, column))
  );
}

/** The column of a mention that fits a role, by the kinds it prefers in order. */
function pick(
  mention: Mention,
  kinds: readonly Kind[],
  kindOfColumn: (column: number) => Kind,
): number | null {
  for (const kind of kinds) {
    const column = mention.columns.find((candidate) => kindOfColumn(candidate) === kind);
    if (column !== undefined) return column;
  }
  return null;
}

/**
 * 'By incident month', 'each delivery year': a header word before a period noun names the date
 * column that word heads (`incident_date`), not the other columns it heads (`incident_type`).
 */
function datesPeriod(
  { stems }: QuestionWords,
  mention: Mention,
  kindOfColumn: (column: number) => Kind,
): boolean {
  return (
    Object.hasOwn(PERIOD_NOUNS, stems[mention.positions.at(-1)! + 1] ?? '') &&
    mention.columns.some((column) => kindOfColumn(column) === 'date')
  );
}

function grouping(lead: Lead): boolean {
  return lead === 'rank' || lead === 'figure' || lead === 'each' || lead === 'group';
}

/** 'Which status is most common in each severity': ranked by rows, so no column is the figure. */
function rankedByRows(words: readonly string[]): boolean {
  return words.some(
    (word, at) => isOrderWord(word) && POPULAR_WORDS.has(stem(words[at + 1] ?? '')),
  );
}

/**
 * Whether a number column led by 'which' or 'by' groups: when rows are counted, or another
 * figure is what is computed — not one listed beside it ('the top customers by sales and
 * profit': both are figures).
 */
function groupsByNumber(
  except: Mention,
  {
    words,
    mentions,
    kind,
    valued,
    intent,
    counts,
  }: {
    counts: (column: number) => boolean;
    words: readonly string[];
    mentions: readonly Mention[];
    kind: (column: number) => Kind;
    valued: ReadonlySet<number>;
    intent: Intent;
  },
): boolean {
  const figures = mentions.filter(
    (mention) => mention !== except && mention.columns.some((column) => kind(column) === 'number'),
  );
  if (figures.some((other) => joinedBy(words, except, other) || joinedBy(words, other, except)))
    return false;
  if (figureOverFigure(counts, words, except, figures)) return false;
  return (
    intent.count ||
    rankedByRows(words) ||
    rowsRankedAfter(words, except, figures) ||
    figures.some(
      (mention) =>
        // 'Which product sold the most units': 'sold' and 'units' name the one Units Sold.
        mention.columns.some((column) => !except.columns.includes(column)) &&
        // 'sold' implies a figure but names none: 'the most sold product line by quantity'.
        !mention.implied &&
        !grouping(leadOf(words, mention.positions[0]!, valued)),
    )
  );
}

/**
 * 'Which AGE has the most clients', 'which year had the fewest orders': a noun for the rows after
 * the order word, naming no figure, ranks the column's values by their rows.
 */
function rowsRankedAfter(
  words: readonly string[],
  grouped: Mention,
  figures: readonly Mention[],
): boolean {
  const after = grouped.positions.at(-1)! + 1;
  return words.slice(after).some((word, offset) => {
    const at = after + offset;
    const noun = stem(word);
    return (
      isOrderWord(words[at - 1] ?? '') &&
      (ROW_NOUNS.has(noun) || ROW_NOUNS_UNLESS_COLUMN.has(noun) || PEOPLE_NOUNS.has(noun)) &&
      !figures.some((figure) => figure.positions.includes(at))
    );
  });
}

/** Roles before any mention is read. */
function noRoles(): Roles {
  return {
    groupBy: null,
    perGroup: false,
    valueOfEach: false,
    per: null,
    within: null,
    countOf: null,
    countedByRank: false,
    dateColumn: null,
    numbers: [],
    others: [],
    score: 0,
  };
}

export function rolesOf(
  question: QuestionWords,
  intent: Intent,
  table: DataTable,
  vocabulary: TableVocabulary,
  mentions: readonly Mention[],
  datesAsked: boolean,
  valued: ReadonlySet<number> = new Set(),
): Roles {
  const { words } = question;
  const kind = (column: number) => kindOf(table, vocabulary, column);
  const roles = noRoles();
  const groups: Group[] = [];
  const numberNamed = (one: Mention) => one.columns.some((column) => kind(column) === 'number');
  const counts = (column: number) => countsThings(table, vocabulary, column);
  const leadFor = (mention: Mention) => mentionLead(words, mention, valued, kind);
  let lastGrouped = -1;
  let countedEnd = -1;
  for (const mention of mentions) {
    const first = mention.positions[0]!;
    // 'by category and region': the second is grouped by as well.
    const continued = words[first - 1] === 'and' && lastGrouped === first - 2;
    // 'the average order value', 'the average basket size': per order, averaged.
    const valueOfEach =
      AVERAGE.has(words[first - 1] ?? '') &&
      VALUE_NOUNS.has(words[mention.positions.at(-1)! + 1] ?? '');
    if (valueOfEach) roles.valueOfEach = true;
    const lead = valueOfEach ? 'each' : continued ? 'group' : leadFor(mention);
    if (
      (lead === 'group' && namesFlagged(table, mention, words)) ||
      flagAfterGroup(table, mention, lead, mentions) ||
      ratedFlag(table, mention, words) ||
      marksRows(table, mention, words, lead)
    ) {
      roles.others.push(mention);
      continue;
    }
    if (countedByFigure(words, mention, mentions, kind)) continue;
    if (!numberNamed(mention) && verbOfRanking(words, mention, lastGrouped)) continue;
    const countable = countableOf(mention, lead, intent, words, kind, { table, vocabulary });
    const picked =
      grouping(lead) && !datesPeriod(question, mention, kind)
        ? pick(mention, ['text', 'identifier'], kind)
        : null;
    // 'Which product': by the product's name when only its code is called 'product'.
    const groupable =
      picked !== null && kind(picked) === 'identifier'
        ? (nameBeside(table, picked) ?? picked)
        : picked;
    // 'When was order … shipped': the date column the verb names.
    const when = words[0] === 'when' && /ed$/.test(words[mention.positions.at(-1)!]!);
    const dated = datesAsked || lead === 'group' || when;
    const date = dated ? pick(mention, ['date'], kind) : null;
    const counted = countedNoun(table, mention, [roles.countOf, countedEnd], countable, kind);
    if (counted !== null) {
      if (roles.countOf === null) roles.countedByRank = lead === 'most';
      roles.countOf = counted;
      countedEnd = mention.positions.at(-1)!;
    } else if (groupable !== null && lead === 'each' && ownRows(table, groupable)) {
      // 'Average total per invoice' where each row is its own invoice: per row, no groups.
      roles.score += mention.positions.length;
      continue;
    } else if (groupable !== null) {
      groups.push({ column: groupable, lead, at: first });
      lastGrouped = mention.positions.at(-1)!;
      const perThing = totalsAveraged(table, vocabulary, kind, roles.numbers, groupable);
      if (lead === 'each' && (valueOfEach || perEach(words, first, perThing)))
        roles.perGroup = true;
    } else if (date !== null && (roles.dateColumn === null || rankedDate(lead, intent))) {
      if (rankedDate(lead, intent)) groups.push({ column: date, lead, at: first });
      else roles.dateColumn = date;
    } else if (
      lead === 'each' &&
      perRow(words, mention) &&
      !figureOverFigure(counts, words, mention, mentions.filter(numberNamed))
    ) {
      // 'The average profit per sale': each row is a sale, so per row, not per Sales figure.
      roles.score += mention.positions.length;
      continue;
    } else if (mention.columns.some((column) => kind(column) === 'number')) {
      // A number column led by 'which' or 'by' groups when another is what is computed.
      const number = pick(mention, ['number'], kind)!;
      // 'How many stores opened each year', 'which year had the most stores': grouped by the
      // Year column; a period is never the figure asked for.
      const period = isPeriod(table, vocabulary, number);
      if (
        grouping(lead) &&
        !asksFigure(words, first) &&
        !mention.implied &&
        !sharedOut(words, mention.positions.at(-1)!) &&
        !shareWord(words, mention) &&
        (period || groupsByNumber(mention, { counts, words, mentions, kind, valued, intent }))
      )
        groups.push({ column: number, lead, at: first });
      else
        roles.numbers.push({
          ...mention,
          columns: mention.columns.filter((c) => kind(c) === 'number'),
        });
      continue;
    } else {
      roles.others.push(mention);
      continue;
    }
    roles.score += mention.positions.length;
  }
  // 'Which sport has the oldest athletes on average': sports ranked by average age; the
  // athletes are only the rows averaged.
  if (intent.average && groups.length > 1) {
    const byFigure = groups.findIndex((group) => group.lead === 'figure');
    if (byFigure >= 0) groups.splice(byFigure, 1);
  }
  // 'The top 3 products in each category', 'which store sold most per region': the other
  // column within the one led by 'each' or 'per'; 'by category and region': the second
  // within the first.
  // 'The average sales per customer in each segment': of two led by 'each' or 'per', the one
  // after 'per' is what is averaged over.
  const perLed = groups.find((group) => group.lead === 'each' && words[group.at - 1] === 'per');
  const each = intent.average && perLed ? perLed : groups.find((group) => group.lead === 'each');
  const [outer, inner] = each ? [each, groups.find((group) => group !== each)] : groups;
  roles.groupBy = outer?.column ?? null;
  const averagedPer = averagedWithin(words, intent, each, inner);
  if (inner && (roles.valueOfEach || averagedPer)) {
    roles.groupBy = inner.column;
    roles.per = outer!.column;
    roles.perGroup = false;
  } else if (inner && inner.column !== outer!.column) {
    // 'Which payment method has the most churned customers' where each row is its own
    // customer: ranked within each group by rows every customer would count 1, so they are
    // counted ('the oldest athlete in each sport' ranks them by a figure: still within).
    if (ownRows(table, inner.column) && roles.numbers.length === 0) roles.countOf ??= inner.column;
    else {
      roles.within = inner.column;
      roles.perGroup = false;
    }
  }
  readLastly(question, vocabulary, mentions, roles, datesAsked);
  return roles;
}

/**
 * 'Which salesperson logged the most allocations', 'which customer ordered the most orders': a
 * past form right after the column grouped by and right before the ranking is what the rows
 * record being done, not a second column to rank within each group (`Date Logged`, `Order ID`).
 */
function verbOfRanking(words: readonly string[], mention: Mention, lastGrouped: number): boolean {
  const [at, ...rest] = mention.positions;
  if (at === undefined || rest.length > 0 || lastGrouped !== at - 1) return false;
  if (!PAST_FORM.test(words[at]!)) return false;
  const next = words[at + 1] === 'the' ? at + 2 : at + 1;
  return isOrderWord(words[next] ?? '');
}

/** What only the roles read from every mention settle: which dates, and a distinct count's verb. */
function readLastly(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  mentions: readonly Mention[],
  roles: Roles,
  datesAsked: boolean,
): void {
  if (datesAsked) readActionDate(question, vocabulary, roles);
  if (datesAsked) readOwnerDate(question, vocabulary, mentions, roles);
  if (datesAsked) readVerbDate(question, vocabulary, mentions, roles);
  if (datesAsked) readDoneDate(question, vocabulary, roles);
  if (countsDistinct(question.words, roles, mentions)) roles.numbers = [];
}

/**
 * 'The top 3 events by tickets sold': a noun after 'by' named in part ('tickets' of `ticket_id`)
 * right before the figure that counts it (`quantity_sold`) is what the figure counts, nothing to
 * group by.
 */
function countedByFigure(
  words: readonly string[],
  mention: Mention,
  mentions: readonly Mention[],
  kind: (column: number) => Kind,
): boolean {
  if (mention.full || words[mention.positions[0]! - 1] !== 'by') return false;
  const next = mentions.find((other) => other.positions[0] === mention.positions.at(-1)! + 1);
  return next !== undefined && next.columns.every((column) => kind(column) === 'number');
}

/**
 * 'How many different products does the pharmacy sell': the distinct values counted; the verb
 * only says what is done with them, though it implies a figure (`units_sold`).
 */
function countsDistinct(words: readonly string[], roles: Roles, mentions: readonly Mention[]) {
  if (roles.countOf === null || roles.numbers.length === 0) return false;
  const counted = mentions.find((mention) => mention.columns.includes(roles.countOf!));
  if (counted === undefined || !DISTINCT_WORDS.has(words[counted.positions[0]! - 1] ?? ''))
    return false;
  const asked = words.findIndex((word, at) => at > counted.positions[0]! && DO_VERBS.has(word));
  return (
    asked >= 0 &&
    roles.numbers.every(
      (mention) => mention.positions.length === 1 && mention.positions[0]! > asked,
    )
  );
}
