import type { TableComparison, TableFilter } from '@domain/table-subject';
import type { DataTable, TableColumn } from '../../types';
import type { QuestionWords } from '../question';
import type { Mention } from './column-mentions';
import {
  COPULAS,
  conceptsOf,
  REVENUE,
  looksPlural,
  ACTUAL_WORDS,
  AGE_COMPARING,
  PEOPLE_NOUNS,
  AGE_HEADERS,
  isOrderWord,
  COMPARISONS,
  conceptOf,
  DISTANCE_UNITS,
  DISTANCE_WORDS,
  SPEED_UNITS,
  SPEED_WORDS,
  TIME_TAKEN_WORDS,
  TOTAL,
  TIME_UNITS,
  GAIN_CONCEPT,
  GAIN_PHRASES,
  IDENTIFIER_WORDS,
  QUANTITY_UNIT_NOUNS,
  isCountLead,
  LOSS_PHRASES,
  FALL_PHRASES,
  RISE_PHRASES,
  numberOf,
  SCALES,
  trailingComparison,
  DURATION_UNITS,
  DUE_DATE_WORDS,
  LATE_WORDS,
  LATER_DATE_WORDS,
  figureEnd,
  PLANNED_WORDS,
  RANK_WORDS,
  rankedLossBefore,
  SHARE_WORDS,
  SIGN_WORDS,
  THRESHOLD_WORDS,
  UNIT_WORDS,
  QUESTION_WORDS,
  STAR_WORDS,
  PAST_FORM,
  INDEFINITE_ARTICLES,
} from './lexicon';
import { stem } from '../../text/terms';
import { RECORDING_VERBS } from './blank-cells';
import { isRate, quantityColumnOf, revenueColumn, type TableVocabulary } from './table-vocabulary';
import { isYearColumn } from './year-values';
import { zeroOrOne } from './flag-values';
import { amountColumns } from './sale-amounts';

/**
 * Conditions a question puts on rows (or groups): 'no discount' is Discount 0, 'lost money'
 * Profit below 0, 'sales above budget sales' one column above another, 'over their COGS
 * budget' COGS above Budget COGS. 'The biggest loss' makes Profit the figure, smallest first.
 */
export interface Conditions {
  filters: TableFilter[];
  /** The gain column read as a loss ('which product had the biggest loss'), else null. */
  signed: number | null;
  /** The gain column as the figure ('the most profitable category'), else null. */
  measure: number | null;
  /** Mentions the conditions used: they are not what is computed. */
  used: Set<Mention>;
  /** Words explained. */
  score: number;
}

interface ConditionState {
  question: QuestionWords;
  table: DataTable;
  vocabulary: TableVocabulary;
  used: boolean[];
  numberMentions: Mention[];
  result: Conditions;
}

/** Verbs that, before a number column, say it has some ('had a discount', 'included item_10'). */
const PRESENCE_VERBS = new Set([
  ...['had', 'has', 'have', 'with', 'got', 'given', 'gave', 'get'],
  ...['include', 'includes', 'included', 'including', 'contain', 'contains', 'contained'],
]);
/** Verbs that, before a participle, make it a state ('was discounted'). */
const BE_VERBS = new Set([...COPULAS, 'been']);
/** Words opening a clause that keeps rows by a state ('when CH was discounted'). */
const STATE_LEADS = new Set(['when', 'where', 'if', 'while', 'whenever']);

/** Words between a figure and what it is compared with ('sales were above', 'over their budget'). */
const SKIPPED = new Set([
  'the',
  'their',
  'its',
  'a',
  'an',
  'our',
  'was',
  'were',
  'is',
  'are',
  'had',
  'have',
  'has',
  'did',
  'been',
  'of',
  // 'discounted by 50%', 'grew by more than 10%'.
  'by',
]);

export function phraseAt(
  words: readonly string[],
  used: readonly boolean[],
  at: number,
  phrase: readonly string[],
) {
  return phrase.every((word, offset) => !used[at + offset] && words[at + offset] === word);
}

function consume(state: ConditionState, from: number, to: number): void {
  for (let index = from; index < to; index += 1) {
    if (!state.used[index]) state.result.score += 1;
    state.used[index] = true;
  }
}

function mentionAt(state: ConditionState, position: number): Mention | undefined {
  return state.numberMentions.find(
    (mention) => !state.result.used.has(mention) && mention.positions[0] === position,
  );
}

/**
 * The mention whose words after `from` start at `position`: its earlier words said before, as a
 * header's first word repeats the row noun ('stores … missing latitude': store_latitude).
 */
function mentionResumingAt(
  state: ConditionState,
  from: number,
  position: number,
): Mention | undefined {
  return state.numberMentions.find(
    (mention) =>
      !state.result.used.has(mention) &&
      mention.positions.filter((at) => at >= from)[0] === position,
  );
}

function mentionCovering(state: ConditionState, position: number): Mention | undefined {
  return state.numberMentions.find(
    (mention) => !state.result.used.has(mention) && mention.positions.includes(position),
  );
}

function mentionEndingAt(state: ConditionState, position: number): Mention | undefined {
  return state.numberMentions.find(
    (mention) => !state.result.used.has(mention) && mention.positions.at(-1) === position,
  );
}

/**
 * The column a compared mention names; where it names only part of a header and another mention
 * of the question names columns of which exactly one also has this mention's words ('buses … pre-pandemic day': Buses: % of
 * Comparable Pre-Pandemic Day, not Buses: Total Estimated Ridership), that one.
 */
function take(state: ConditionState, mention: Mention): number {
  state.result.used.add(mention);
  state.result.score += mention.positions.length;
  if (mention.full) return mention.columns[0]!;
  const concepts = mention.positions.map((at) => conceptOf(state.question.words[at]!));
  for (const other of state.numberMentions) {
    if (other === mention) continue;
    const both = other.columns.filter((column) =>
      concepts.every((concept) => state.vocabulary.headers[column]!.concepts.includes(concept)),
    );
    if (both.length !== 1) continue;
    state.result.used.add(other);
    return both[0]!;
  }
  return mention.columns[0]!;
}

/**
 * The column a mention names on the far side of a comparison with another column: 'a standard
 * error larger than the change itself' of `change_yoy_se` compares it with `change_yoy`, the
 * other header 'change' names, not with itself.
 */
function takeBeside(state: ConditionState, mention: Mention, column: number): number {
  const taken = take(state, mention);
  return taken === column ? (mention.columns.find((other) => other !== column) ?? taken) : taken;
}

/**
 * A column of percentages: its cells carry a percent sign, or its header says percent ('% of
 * Comparable Pre-Pandemic Day', 'Rate (%)'; not 'Tax 5%', a figure's own rate).
 */
export function inPercent(column: TableColumn): boolean {
  return (
    column.kind === 'number' &&
    (column.format.percent || /(?<!\d)%|\bpercent|\bpct\b/i.test(column.name))
  );
}

/**
 * 'Metro-North above 100%', where 'Metro-North' names both `Metro-North: Total Estimated
 * Ridership` and `Metro-North: % of Comparable Pre-Pandemic Day`: a figure with a percent sign
 * compares the column of percentages that shares most of the mention's words ('bus ridership'
 * of `Buses: % of…`), else the column taken.
 */
function comparedInPercent(state: ConditionState, mention: Mention, taken: number): number {
  if (mention.full || inPercent(state.table.columns[taken]!)) return taken;
  const concepts = mention.positions.map((at) => conceptOf(state.question.words[at]!));
  const shared = (column: number) =>
    concepts.filter((concept) => state.vocabulary.headers[column]!.concepts.includes(concept))
      .length;
  const percents = state.table.columns.flatMap((column, index) =>
    inPercent(column) && shared(index) > 0 ? [index] : [],
  );
  const most = Math.max(0, ...percents.map(shared));
  const best = percents.filter((column) => shared(column) === most);
  return best.length === 1 ? best[0]! : taken;
}

/**
 * 'Subway ridership below 50% of the comparable pre-pandemic day': two partial mentions, one
 * either side of the figure, that together name one column best (sharing the most of their
 * words, some of each): `Subways: % of Comparable Pre-Pandemic Day`. Null when none stands out.
 */
function jointColumn(state: ConditionState, before: Mention, after: Mention): number | null {
  if (before === after || before.full || after.full) return null;
  const conceptsOf = (mention: Mention) =>
    mention.positions.map((at) => conceptOf(state.question.words[at]!));
  const sides = [conceptsOf(before), conceptsOf(after)];
  const shared = (column: number) =>
    sides.map(
      (concepts) =>
        concepts.filter((concept) => state.vocabulary.headers[column]!.concepts.includes(concept))
          .length,
    );
  const scored = state.table.columns.flatMap((column, index) => {
    const [left, right] = shared(index);
    return column.kind === 'number' && left! > 0 && right! > 0 ? [[index, left! + right!]] : [];
  });
  const most = Math.max(0, ...scored.map(([, score]) => score!));
  const best = scored.filter(([, score]) => score === most);
  return best.length === 1 ? best[0]![0]! : null;
}

/**
 * Verbs saying an item's price ('cost more than $50', 'priced under $10'); an item 'listed above
 * $3,000' is offered at that price, as a listing's price is its asking price.
 */
const PRICE_VERBS = new Set(['cost', 'costs', 'costing', 'priced', 'listed']);

/** The one number column headed by a price, when the word at `at` is a verb of price; else null. */
function pricedBy({ question, table, vocabulary }: ConditionState, at: number): number | null {
  if (!PRICE_VERBS.has(question.words[at] ?? '')) return null;
  const prices = vocabulary.headers.flatMap(({ concepts }, column) =>
    table.columns[column]!.kind === 'number' && concepts.includes(conceptOf('price'))
      ? [column]
      : [],
  );
  return prices.length === 1 ? prices[0]! : null;
}

function skip(state: ConditionState, from: number, step: 1 | -1): number {
  let at = from;
  while (SKIPPED.has(state.question.words[at] ?? '') && !state.used[at]) at += step;
  return at;
}

/** The number column of what was made ('Profit', not 'Budget Profit' or 'Profit Ratio'). */
export function gainColumn(table: DataTable, vocabulary: TableVocabulary): number | null {
  let best: number | null = null;
  vocabulary.headers.forEach((header, column) => {
    if (table.columns[column]!.kind !== 'number' || !header.concepts.includes(GAIN_CONCEPT)) return;
    if (header.concepts.some((concept) => PLANNED_WORDS.has(concept))) return;
    if (best === null || header.concepts.length < vocabulary.headers[best]!.concepts.length)
      best = column;
  });
  return best;
}

/** Words saying which of a row's figures a header is ('Net Sales', 'Gross Sales'). */
const FIGURE_QUALIFIER_CONCEPTS = new Set(['net', 'gross', 'total', 'final'].map(conceptOf));

/** 'Budget COGS' for 'COGS' and back: the same header with or without a word for the plan. */
export function partnerOf(
  table: DataTable,
  vocabulary: TableVocabulary,
  column: number,
): number | null {
  const core = (concepts: readonly string[]) =>
    concepts
      .filter((concept) => !PLANNED_WORDS.has(concept) && !ACTUAL_WORDS.has(concept))
      .join(' ');
  const planned = (concepts: readonly string[]) =>
    concepts.some((concept) => PLANNED_WORDS.has(concept));
  const own = vocabulary.headers[column]!.concepts;
  const samePlan = (same: (concepts: readonly string[]) => string) =>
    vocabulary.headers.flatMap((header, index) =>
      index !== column &&
      table.columns[index]!.kind === 'number' &&
      same(header.concepts) === same(own) &&
      planned(header.concepts) !== planned(own)
        ? [index]
        : [],
    );
  const [found] = samePlan(core);
  if (found !== undefined) return found;
  // 'Sales Target' for 'Net Sales': which of a row's figures it is, where only one is so planned.
  const unqualified = samePlan((concepts) =>
    core(concepts.filter((concept) => !FIGURE_QUALIFIER_CONCEPTS.has(concept))),
  );
  if (unqualified.length === 1) return unqualified[0]!;
  // `Days for shipment (scheduled)` and `Days for shipping (real)`: headed apart, the one other
  // figure saying the opposite (the plan, or what happened) of something the same.
  const actual = (concepts: readonly string[]) =>
    concepts.some((concept) => ACTUAL_WORDS.has(concept));
  if (!planned(own) && !actual(own)) return null;
  const opposite = planned(own) ? actual : planned;
  const others = vocabulary.headers.flatMap((header, index) =>
    index !== column &&
    table.columns[index]!.kind === 'number' &&
    opposite(header.concepts) &&
    header.concepts.some((concept) => own.includes(concept))
      ? [index]
      : [],
  );
  return others.length === 1 ? others[0]! : null;
}

/** 'below their reorder level': the stock held (Qty On Hand) against a level it should keep. */
function stockAgainst(state: ConditionState, threshold: number): number | null {
  const { table, vocabulary } = state;
  const { concepts } = vocabulary.headers[threshold]!;
  if (!concepts.some((concept) => THRESHOLD_WORDS.has(concept))) return null;
  const found = vocabulary.headers.findIndex(
    (header, column) =>
      column !== threshold &&
      table.columns[column]!.kind === 'number' &&
      !isRate(vocabulary, column) &&
      header.concepts.some((concept) => concept === 'unit' || concept === 'stock'),
  );
  return found >= 0 ? found : null;
}

/** Comparing words that say a time taken is compared ('took longer than their target time'). */
const TIME_COMPARING = new Set(['longer', 'shorter']);

/**
 * 'Orders that took longer than their target time': the time taken, against the time it should
 * take: the other number column of times, or of several the total (`total_time` beside
 * `picking_time` and `packing_time`).
 */
function timeAgainst(state: ConditionState, at: number, target: number): number | null {
  if (!TIME_COMPARING.has(state.question.words[at]!)) return null;
  const { table, vocabulary } = state;
  const times = vocabulary.headers.flatMap(({ concepts }, column) =>
    column !== target &&
    table.columns[column]!.kind === 'number' &&
    concepts.some((concept) => TIME_TAKEN_WORDS.has(concept))
      ? [column]
      : [],
  );
  if (times.length === 1) return times[0]!;
  const totals = times.filter((column) =>
    vocabulary.headers[column]!.concepts.some((concept) => TOTAL.has(concept)),
  );
  return totals.length === 1 ? totals[0]! : null;
}

/** 'lost money', 'show a loss', 'made money': the gain column below or above zero. */
function gainsAndLosses(state: ConditionState): void {
  const { words } = state.question;
  const gain = gainColumn(state.table, state.vocabulary);
  if (gain === null) return;
  for (const [phrases, op] of [
    [LOSS_PHRASES, 'lt'],
    [GAIN_PHRASES, 'gt'],
  ] as const) {
    for (let at = 0; at < words.length; at += 1) {
      const phrase = phrases.find((candidate) => phraseAt(words, state.used, at, candidate));
      if (!phrase) continue;
      consume(state, at, at + phrase.length);
      // 'The most profitable' ranks by the gain; 'the most unprofitable', by the loss.
      const ranked = isOrderWord(words[at - 1] ?? '');
      if (ranked && op === 'gt') state.result.measure = gain;
      else if (ranked) state.result.signed = gain;
      else state.result.filters.push({ column: gain, kind: 'compare', op, value: 0 });
    }
  }
}

/**
 * The one column of changes ('change_yoy'): headed 'change', every other such header adding words
 * to it (its standard error, 'change_yoy_se').
 */
function changeColumn({ table, vocabulary }: ConditionState): number | null {
  const changes = vocabulary.headers.flatMap(({ concepts }, column) =>
    table.columns[column]!.kind === 'number' && concepts.includes('change') ? [column] : [],
  );
  const concepts = (column: number) => vocabulary.headers[column]!.concepts;
  const base = changes.filter((column) =>
    changes.every((other) =>
      concepts(column).every((concept) => concepts(other).includes(concept)),
    ),
  );
  return base.length === 1 ? base[0]! : null;
}

/** 'post a decline', 'show an increase': the change column below or above zero. */
function risesAndFalls(state: ConditionState): void {
  const { words } = state.question;
  const change = changeColumn(state);
  if (change === null) return;
  for (const [phrases, op] of [
    [FALL_PHRASES, 'lt'],
    [RISE_PHRASES, 'gt'],
  ] as const) {
    for (let at = 0; at < words.length; at += 1) {
      const phrase = phrases.find((candidate) => phraseAt(words, state.used, at, candidate));
      if (!phrase) continue;
      consume(state, at, at + phrase.length);
      state.result.filters.push({ column: change, kind: 'compare', op, value: 0 });
    }
  }
}

/** Words for a cell left empty ('missing exit velocity'); 'no' and 'without' may mean zero. */
const BLANK_WORDS = new Set(['missing', 'blank', 'empty']);

/** Words between the sign and the column it names ('without a discount', 'missing their latitude'). */
const BLANK_DETERMINERS = new Set(['a', 'an', 'any', 'the', 'their', 'its']);

/**
 * 'no release year': a verb's noun asking nothing ('release') before a column of years, the
 * year it happened in.
 */
function yearOfAct(state: ConditionState, from: number, at: number): Mention | undefined {
  if (state.used[at] || !QUESTION_WORDS.has(state.question.words[at] ?? '')) return undefined;
  const mention = mentionResumingAt(state, from, at + 1);
  const column = mention?.columns[0];
  return column !== undefined && isYearColumn(state.vocabulary, column) ? mention : undefined;
}

/** 'no discount', 'negative profit', 'without a discount', 'no exit velocity', 'missing dates'. */
function signs(state: ConditionState): void {
  const { words } = state.question;
  words.forEach((word, at) => {
    const sign = SIGN_WORDS[word];
    if ((!sign && !BLANK_WORDS.has(word)) || state.used[at]) return;
    let next = at + 1;
    while (BLANK_DETERMINERS.has(words[next] ?? '')) next += 1;
    const mention = mentionResumingAt(state, at, next) ?? yearOfAct(state, at, next);
    if (!mention) {
      if (sign) statedSign(state, at, sign);
      return;
    }
    const end = mention.positions.at(-1)! + 1;
    const missing = word === 'no' && RECORDING_VERBS.has(words[end] ?? '') && !state.used[end];
    consume(state, at, next);
    const column = take(state, mention);
    const none = word === 'no' || word === 'without';
    if (missing) consume(state, end, end + 1);
    state.result.filters.push(
      !sign || missing || (none && !holdsZero(state.table.columns[column]!))
        ? { column, kind: 'blank' }
        : { column, kind: 'compare', ...sign },
    );
  });
}

/**
 * 'the control was negative', 'was the control negative?': the sign said of a column with a copula
 * between them or before both.
 */
function statedSign(
  state: ConditionState,
  at: number,
  sign: { op: TableComparison; value: number },
): void {
  const { words } = state.question;
  const copula = (index: number) => BE_VERBS.has(words[index] ?? '') && !state.used[index];
  const after = copula(at - 1) ? mentionEndingAt(state, at - 2) : undefined;
  const before = after ? undefined : mentionEndingAt(state, at - 1);
  const first = before?.positions[0] ?? 0;
  const asked = before && [first - 1, first - 2].find(copula);
  const mention = after ?? (asked === undefined ? undefined : before);
  if (!mention) return;
  consume(state, after ? at - 1 : at, at + 1);
  state.result.filters.push({ column: take(state, mention), kind: 'compare', ...sign });
}

/** 'No discount' is a discount of 0 where the column writes one; else its empty cells. */
function holdsZero(column: TableColumn): boolean {
  return column.kind === 'number' && column.values.includes(0);
}

/** 'out of stock': the quantity held is 0; 'in stock': above 0. */
function stockLevels(state: ConditionState): void {
  const { words } = state.question;
  words.forEach((word, at) => {
    if (words[at + 1] !== 'stock' || state.used[at + 1]) return;
    const out = word === 'of' && words[at - 1] === 'out' && !state.used[at - 1];
    if (!out && word !== 'in') return;
    const quantity = quantityColumnOf(state.table, state.vocabulary);
    if (quantity === null) return;
    for (let index = out ? at - 1 : at; index <= at + 1; index += 1) state.used[index] = true;
    // 'stock' of the phrase names the quantity compared, not a figure to compute.
    const named = mentionAt(state, at + 1);
    if (named) state.result.used.add(named);
    state.result.score += out ? 3 : 2;
    state.result.filters.push(
      out
        ? { column: quantity, kind: 'compare', op: 'le', value: 0 }
        : { column: quantity, kind: 'compare', op: 'gt', value: 0 },
    );
  });
}

/**
 * 'How many orders were shipped late', 'what percentage of orders were shipped late', 'how many
 * invoices were paid late' (DaysLate): rows counted, then a copula, perhaps a verb the header
 * leaves out, and, ending the question, words naming part of a number column ('Ship Late Day
 * count'): the rows whose figure is above zero ('how much was raised', no rows counted, still
 * asks for the figure). Where the copula is, or -1.
 */
function statedOfCountedRows(words: readonly string[], mention: Mention): number {
  const first = mention.positions[0]!;
  if (mention.full || mention.implied || mention.positions.at(-1) !== words.length - 1) return -1;
  const copula = [first - 1, first - 2].find((at) => BE_VERBS.has(words[at] ?? ''));
  if (copula === undefined) return -1;
  // Rows counted: a plural right after the lead ('what percentage of the total amount was tips'
  // is a part of a figure).
  const counted = words
    .slice(0, copula)
    .some(
      (word, at) =>
        (isCountLead(words, at) || (word === 'of' && SHARE_WORDS.has(stem(words[at - 1] ?? '')))) &&
        looksPlural(words[at + 1] ?? ''),
    );
  return counted ? copula : -1;
}

/** Header words that only say a column counts something ('review_count', 'num_reviews'). */
const TALLY_CONCEPTS = new Set(['count', 'number', 'total'].map((word) => conceptOf(stem(word))));

/**
 * 'fewer than 1,000 ratings', 'more than 50 reviews': a figure of plural things a column holds
 * one of per row (`rating` 4.2) counts them, the one number column that tallies that thing
 * (`rating_count`, `num_reviews`); null where no column or several do.
 */
function tallyOf(state: ConditionState, mention: Mention): number | null {
  const [at, ...rest] = mention.positions;
  const word = state.question.words[at!] ?? '';
  if (rest.length > 0 || !looksPlural(word)) return null;
  const thing = conceptOf(state.question.stems[at!]!);
  const tallies = state.vocabulary.headers.flatMap(({ concepts }, column) =>
    state.table.columns[column]!.kind === 'number' &&
    concepts.includes(thing) &&
    concepts.some((concept) => TALLY_CONCEPTS.has(concept)) &&
    concepts.every((concept) => concept === thing || TALLY_CONCEPTS.has(concept))
      ? [column]
      : [],
  );
  return tallies.length === 1 ? tallies[0]! : null;
}

/**
 * The participle's column counts what the participle says and nothing else: 'reviewed' of
 * `review_count` or 'discounted' of Discount, never 'delivered' of `Delivery_person_Age`.
 */
function countsThe(state: ConditionState, mention: Mention, at: number): boolean {
  // The participle as stemmed ('reviewed') begins with its header's concept ('review').
  const said = state.question.stems[at]!;
  return (
    mention.columns.length === 1 &&
    state.vocabulary.headers[mention.columns[0]!]!.concepts.every(
      (concept) => said.startsWith(concept) || TALLY_CONCEPTS.has(concept),
    )
  );
}

/**
 * 'Among reviewed products', 'the median rating of reviewed shoes' (review_count): a participle
 * of a number column right before the plural rows it describes keeps the rows that have some.
 * 'The most ordered products' ranks by the figure instead.
 */
function describedRows(state: ConditionState): void {
  const { words, written } = state.question;
  for (const mention of state.numberMentions) {
    const [at] = mention.positions;
    if (at === undefined || mention.positions.length > 1 || state.result.used.has(mention))
      continue;
    const before = words[at - 1] ?? '';
    if (!/ed$/i.test(written[at]!) || isOrderWord(before) || RANK_WORDS.test(before)) continue;
    // 'The ratio of casual to registered rentals': the figure divided by, not rows that have it.
    if (before === 'to' && state.question.stems.includes('ratio')) continue;
    const next = at + 1;
    const described =
      looksPlural(words[next] ?? '') &&
      !state.numberMentions.some((other) => other.positions.includes(next));
    if (!described || !countsThe(state, mention, at)) continue;
    consume(state, at, next);
    keepsCompared(state, mention, 'gt', 0);
  }
}

/** Rows whose number column, the one a mention names, compares so with the value. */
function keepsCompared(
  state: ConditionState,
  mention: Mention,
  op: TableComparison,
  value: number,
): void {
  state.result.filters.push({ column: take(state, mention), kind: 'compare', op, value });
}

/** 'had a discount', 'with discounts': a number column above zero. */
function presence(state: ConditionState): void {
  const { words } = state.question;
  // 'when CH was discounted' of DiscCH, 'when advertised' of Advert: a number column said as a
  // state of the rows kept has some ('how much was tipped' still asks for the tips).
  for (const mention of state.numberMentions) {
    const last = mention.positions.at(-1)!;
    // 'when Nabisco was on display': the state after 'on' ('on sale', 'on promotion').
    const on = words[last - 1] === 'on' && BE_VERBS.has(words[last - 2] ?? '') ? 1 : 0;
    const verb = BE_VERBS.has(words[last - 1 - on] ?? '') ? last - 1 - on : last;
    // As written: a header's short form may stand in for it ('disc' of DiscCH for 'discounted').
    const copula = statedOfCountedRows(words, mention);
    // 'when the store is open' of a 0/1 Open: a flag's header said as the state itself.
    const stateSaid =
      /ed$/i.test(state.question.written[last]!) ||
      (verb < last && mention.columns.every((c) => zeroOrOne(state.table.columns[c]!)));
    const stated =
      (stateSaid &&
        words.slice(Math.max(0, verb - 3), verb).some((word) => STATE_LEADS.has(word))) ||
      copula >= 0;
    if (!stated || state.result.used.has(mention)) continue;
    // 'paid' of 'were paid late': the verb between the copula and the header's words.
    if (copula >= 0) consume(state, copula + 1, mention.positions[0]!);
    consume(state, verb, last);
    // 'MM was discounted' of DiscCH and DiscMM: the one of the word before.
    const subject = conceptOf(words[verb - 1] ?? '');
    const [own] = mention.columns.filter((column) =>
      state.vocabulary.headers[column]!.concepts.includes(subject),
    );
    const column = take(state, mention);
    if (own !== undefined) consume(state, verb - 1, verb);
    state.result.filters.push({ column: own ?? column, kind: 'compare', op: 'gt', value: 0 });
  }
  words.forEach((word, at) => {
    if (state.used[at] || !PRESENCE_VERBS.has(word)) return;
    // 'Does quantity correlate with sales': the figure it moves with, not rows that have one.
    if (words[at - 1] === 'correlation') return;
    const next = ['a', 'an', 'any', 'some'].includes(words[at + 1] ?? '') ? at + 2 : at + 1;
    const mention = mentionAt(state, next) ?? subjectHad(state, at, next);
    if (!mention) return;
    consume(state, at, next);
    for (const position of mention.positions) if (position < at) consume(state, position, at);
    keepsCompared(state, mention, 'gt', 0);
  });
}

/**
 * 'when Nabisco had a display' of disp.nabisco: a header's word said as the subject right before
 * the verb and its other word right after it, one mention ('the age to have an account' is not).
 */
function subjectHad(state: ConditionState, verb: number, next: number): Mention | undefined {
  return state.numberMentions.find(
    (mention) =>
      !state.result.used.has(mention) &&
      mention.positions.length === 2 &&
      mention.positions[0] === verb - 1 &&
      mention.positions[1] === next,
  );
}

/**
 * 'a tip of more than 20% of the bill': the figure is a part of another column, which no filter
 * reads (the '%' is not kept), so it is left unread rather than compared with 20. In 'buses
 * exceed 99% of the pre-pandemic day' the column named after 'of' is one of the buses' own
 * (Buses: % of Comparable Pre-Pandemic Day), the figure compared.
 */
function partOfAnother(state: ConditionState, left: Mention, figureEnd: number): boolean {
  const { words, stems } = state.question;
  if (words[figureEnd] !== 'of') return false;
  const next = stems[figureEnd + (words[figureEnd + 1] === 'the' ? 2 : 1)] ?? '';
  const leftStems = left.positions.map((at) => stems[at]!);
  const named = state.vocabulary.headers.filter(({ phrase }) => phrase.includes(next));
  return (
    named.length > 0 && !named.some(({ phrase }) => leftStems.some((stem) => phrase.includes(stem)))
  );
}

/**
 * A figure written with a percent sign ('above 5%') as a column of fractions holds it (0.05,
 * where 0.07 is 7 %); a column of percentages (12.5%, or figures beyond 1) takes it as written.
 */
function inColumnUnits(column: TableColumn, value: number, percent: boolean): number {
  if (!percent || column.kind !== 'number' || column.format.percent) return value;
  let seen = false;
  for (const cell of column.values) {
    if (Number.isNaN(cell)) continue;
    if (Math.abs(cell) > 1) return value;
    seen = true;
  }
  return seen ? value / 100 : value;
}

/**
 * 'more than 7000 in sales': the number column named after 'in' is what the figure is of, as
 * after 'of'; 'in' before anything else ('over 100 in March') is left to the dates.
 */
function figureIn(state: ConditionState, at: number): boolean {
  if (state.question.words[at] !== 'in') return false;
  const named = mentionAt(state, skip(state, at + 1, 1));
  return (
    named !== undefined && named.columns.every((c) => state.table.columns[c]!.kind === 'number')
  );
}

/**
 * 'bikes older than 24 months' of `bike_age_months`: a unit of time after the figure that the
 * compared column's header says is the column's own unit, read with the figure.
 */
function headerSaysUnit(state: ConditionState, column: number, word: string): boolean {
  return (
    DURATION_UNITS.has(word) &&
    state.vocabulary.headers[column]!.concepts.includes(conceptOf(stem(word)))
  );
}

/** The one number column headed by one of `words` ('trip_distance', 'Customer Age'), or null. */
function numberColumnHeaded(
  { table, vocabulary }: Pick<ConditionState, 'table' | 'vocabulary'>,
  words: ReadonlySet<string>,
): number | null {
  const found = vocabulary.headers.flatMap((header, column) =>
    table.columns[column]!.kind === 'number' &&
    header.concepts.some((concept) => words.has(concept))
      ? [column]
      : [],
  );
  return found.length === 1 ? found[0]! : null;
}

/**
 * The table's one number column that is a figure rather than a code (`refund_amount_usd`
 * beside `order_id` and `order_item_id`), or null: what 'refunds over $50' compares.
 */
function onlyFigureColumn({ table, vocabulary }: ConditionState): number | null {
  const found = vocabulary.headers.flatMap(({ concepts }, column) =>
    table.columns[column]!.kind === 'number' && !IDENTIFIER_WORDS.has(concepts.at(-1) ?? '')
      ? [column]
      : [],
  );
  return found.length === 1 ? found[0]! : null;
}

/** Nouns for a sale, each row one, whose amount a bare figure after them compares. */
const SALE_NOUNS = new Set(['transaction', 'order', 'sale', 'purchase', 'invoice', 'receipt']);

/** 'Transactions over 500', 'orders were above 1,000': the table's revenue column, or null. */
function saleAmount(state: ConditionState, before: number): number | null {
  return SALE_NOUNS.has(state.question.stems[before] ?? '') ? revenueColumn(state) : null;
}

/**
 * 'Customers who spent more than 1,000', 'revenue above 5,000', 'orders over 50' of a table with
 * no money column: each row's price times its quantity, where the word before the comparison is
 * money or a sale.
 */
function spentAmount(state: ConditionState, at: number) {
  const word = state.question.words[at] ?? '';
  const sale = SALE_NOUNS.has(state.question.stems[at] ?? '');
  if (state.used[at] || !(sale || conceptsOf(word).includes(REVENUE))) return null;
  return amountColumns(state.table, state.vocabulary);
}

/** The one number column a unit measures: distances ('10 miles'), speeds ('90 mph'); or null. */
export function unitColumn(
  state: Pick<ConditionState, 'table' | 'vocabulary'>,
  unit: string,
): number | null {
  if (TIME_UNITS.has(unit)) return timeTakenColumn(state, TIME_UNITS.get(unit)!);
  const headerWords = DISTANCE_UNITS.has(unit)
    ? DISTANCE_WORDS
    : SPEED_UNITS.has(unit)
      ? SPEED_WORDS
      : null;
  return headerWords === null ? null : numberColumnHeaded(state, headerWords);
}

/**
 * The one number column of times taken ('time_to_delivery', 'Downtime_Days'), when its header
 * names no other unit than the question's ('Wait (min)' is not compared with hours).
 */
function timeTakenColumn(
  state: Pick<ConditionState, 'table' | 'vocabulary'>,
  unit: string,
): number | null {
  const column = numberColumnHeaded(state, TIME_TAKEN_WORDS);
  if (column === null) return null;
  const units = state.vocabulary.headers[column]!.phrase.flatMap((word) => {
    const named = TIME_UNITS.get(word);
    return named ? [named] : [];
  });
  return units.every((named) => named === unit) ? column : null;
}

/** The oldest age a bare figure after people is read as ('customers over 50'). */
const MAX_AGE = 120;

/**
 * 'customers under 30', 'people aged over 50', 'customers are aged between 18 and 25': a figure
 * compared right after people, or after 'aged', is their age, where one number column is
 * headed so. Returns that column and where the words it takes start, or null.
 */
function agedBefore(state: ConditionState, at: number, value: number) {
  const { words, stems } = state.question;
  if (value < 0 || value > MAX_AGE) return null;
  const aged = words[at - 1] === 'aged';
  const person = aged ? at - 2 : at - 1;
  const people = [person, person - 1].some(
    (index) =>
      PEOPLE_NOUNS.has(stems[index] ?? '') && (index === person || COPULAS.has(words[index + 1]!)),
  );
  if (!aged && !people) return null;
  const column = numberColumnHeaded(state, AGE_HEADERS);
  return column === null ? null : { column, from: aged ? at - 1 : at };
}

/**
 * A plural for what a quantity is counted in ('items', 'shares') that names no column; after
 * 'one' in the singular ('more than one item').
 */
function countedUnitAt(state: ConditionState, at: number): boolean {
  const { words } = state.question;
  const word = words[at] ?? '';
  const counted = looksPlural(word) || numberOf(words[at - 1] ?? '') === 1;
  return QUANTITY_UNIT_NOUNS.has(conceptOf(word)) && counted && !mentionAt(state, at);
}

/**
 * 'transactions with more than 2 items': a count of things bought is the quantity column, where
 * no column is named by the word.
 */
function itemsCounted(state: ConditionState, at: number): number | null {
  return countedUnitAt(state, at) ? quantityColumnOf(state.table, state.vocabulary) : null;
}

/**
 * The figure a column is compared with: a number, or 'zero' ('above zero', 'a balance of
 * zero'), which `numberOf` leaves out as no count of things.
 */
const comparedFigure = (word: string) => (word === 'zero' ? 0 : numberOf(word));

/**
 * The comparison starting at a word: 'longer than', 'at least'; or 'longer to ship than', the
 * verb of what took longer said between, read with it.
 */
function comparisonAt(state: ConditionState, at: number) {
  const { words } = state.question;
  const found = COMPARISONS.find(({ words: phrase }) => phraseAt(words, state.used, at, phrase));
  if (found || !TIME_COMPARING.has(words[at] ?? '') || words[at + 1] !== 'to') return found;
  const spread = [words[at]!, 'to', words[at + 2] ?? '', 'than'];
  const plain = COMPARISONS.find(({ words: phrase }) => phrase.join(' ') === `${words[at]} than`);
  return plain && phraseAt(words, state.used, at, spread) ? { ...plain, words: spread } : undefined;
}

/** Words between a count of times and the column counting them ('3 times during the campaign'). */
const TIMES_SPANS = new Set(['during', 'in']);

/** 'sales above budget sales', 'over their COGS budget', 'more than 5 units', 'sales over 500'. */
function comparisons(state: ConditionState): void {
  const { words } = state.question;
  for (let at = 0; at < words.length; at += 1) {
    const comparison = comparisonAt(state, at);
    if (!comparison) continue;
    const end = at + comparison.words.length;
    const after = skip(state, end, 1);
    const before = mentionEndingAt(state, skip(state, at - 1, -1));
    const value = state.used[after] ? null : comparedFigure(words[after] ?? '');
    const right = mentionAt(state, after);
    if (value !== null) {
      // 'above 24 million': the figure times its scale.
      const scale = SCALES[words[after + 1] ?? ''];
      const figureEnd = after + (scale ? 2 : 1);
      const percent = state.question.percents[after]!;
      const filter = (column: number) =>
        state.result.filters.push({
          column,
          kind: 'compare',
          op: comparison.op,
          value: inColumnUnits(state.table.columns[column]!, value * (scale ?? 1), percent),
        });
      // 'more than 20 mm of precipitation': the column after the figure and its unit.
      let next = figureEnd;
      // 'longer than 10 miles', 'faster than 90 mph', 'older than 60': the column of distances,
      // speeds or ages.
      const aged = agedBefore(state, at, value);
      const items = itemsCounted(state, next);
      const byUnit = unitColumn(state, words[next] ?? '');
      const measured =
        byUnit ??
        (AGE_COMPARING.has(words[at]!) ? numberColumnHeaded(state, AGE_HEADERS) : null) ??
        aged?.column ??
        items;
      const unitOfHeader = measured !== null && headerSaysUnit(state, measured, words[next] ?? '');
      if (UNIT_WORDS.has(words[next] ?? '') || byUnit !== null || items !== null || unitOfHeader)
        next += 1;
      if (words[next] === 'of') next = skip(state, next, 1);
      else if (figureIn(state, next)) next = skip(state, next + 1, 1);
      // 'contacted more than 3 times during the campaign': the column named after the times is
      // what counts them.
      else if (words[next] === 'times' && TIMES_SPANS.has(words[next + 1] ?? ''))
        next = skip(state, next + 2, 1);
      // 'trips had more than 4 passengers': the column named after the figure is what it
      // counts, not one a word before names in part ('trips' of trip_distance).
      const named = mentionAt(state, next);
      const tally = next === figureEnd && named ? tallyOf(state, named) : null;
      if (tally !== null) {
        if (before) state.result.used.add(before);
        take(state, named!);
        consume(state, at, next + 1);
        filter(tally);
        continue;
      }
      const joint = before && named ? jointColumn(state, before, named) : null;
      if (joint !== null) {
        take(state, before!);
        take(state, named!);
        consume(state, at, next);
        filter(joint);
        continue;
      }
      const left = before && (before.full || !named) ? before : (named ?? before);
      if (before && left !== before) state.result.used.add(before);
      // The column measured, whatever a word before names in part.
      if (measured !== null && !left?.full) {
        if (left === before && before) state.result.used.add(before);
        consume(state, aged?.from ?? at, next);
        filter(measured);
        continue;
      }
      // 'wines that cost more than $50': the verb says what is compared, the one price column.
      // 'refunds over $50': the table's one figure that is not a code; 'transactions over
      // $500': what each sale brought in.
      const price = left
        ? null
        : (pricedBy(state, skip(state, at - 1, -1)) ??
          onlyFigureColumn(state) ??
          saleAmount(state, skip(state, at - 1, -1)));
      if (price !== null) {
        consume(state, at, figureEnd);
        filter(price);
        continue;
      }
      const spender = skip(state, at - 1, -1);
      const spent = left ? null : spentAmount(state, spender);
      if (spent !== null) {
        consume(state, spender, figureEnd);
        const [{ op }, times] = [comparison, spent.quantity];
        const figure = value * (scale ?? 1);
        state.result.filters.push({
          column: spent.price,
          kind: 'compare',
          op,
          value: figure,
          times,
        });
        continue;
      }
      if (!left || (left === before && partOfAnother(state, left, figureEnd))) continue;
      // 'a tenure of more than 60 months', 'a volume over 1 billion shares': the figure's unit
      // of time, or what the column named counts, after it.
      const unitAfter =
        DURATION_UNITS.has(words[figureEnd] ?? '') || countedUnitAt(state, figureEnd);
      const unit = left === before && unitAfter ? 1 : 0;
      const column = take(state, left);
      const per = left === before ? perPeriodOf(state, column, figureEnd) : 0;
      consume(state, at, left === before ? figureEnd + unit + per : next);
      filter(percent ? comparedInPercent(state, left, column) : column);
    } else if (right) {
      const column = before
        ? (sharedWithRight(state, before, right) ?? take(state, before))
        : (partnerOf(state.table, state.vocabulary, right.columns[0]!) ??
          stockAgainst(state, right.columns[0]!) ??
          timeAgainst(state, at, right.columns[0]!));
      if (column === null) continue;
      // 'sales below budget': of the budget columns, the one for sales.
      const partner = partnerOf(state.table, state.vocabulary, column);
      const other = right.columns.includes(partner ?? -1)
        ? partner!
        : takeBeside(state, right, column);
      state.result.used.add(right);
      consume(state, at, after);
      state.result.filters.push(comparing(column, comparison.op, other));
    }
  }
}

/**
 * 'Hours above scheduled hours': words naming both columns in part, set against one of them
 * named whole, name the other of the pair (Actual Hours); null when it is not so paired.
 */
function sharedWithRight(state: ConditionState, before: Mention, right: Mention): number | null {
  const [against] = right.columns;
  if (!right.full || against === undefined) return null;
  const partner = partnerOf(state.table, state.vocabulary, against);
  if (partner === null) return null;
  const names = (column: number, at: number) => {
    const { concepts, aliases } = state.vocabulary.headers[column]!;
    return conceptsOf(state.question.words[at]!).some(
      (concept) => concepts.includes(concept) || aliases.includes(concept),
    );
  };
  const both = before.positions.every((at) => names(against, at) && names(partner, at));
  if (!both) return null;
  state.result.used.add(before);
  state.result.score += before.positions.length;
  return partner;
}

/** A period's word as a header says a figure is per it ('MonthlyIncome', 'Hourly Rate'). */
const PER_PERIOD: Record<string, string[]> = {
  hour: ['hourly'],
  day: ['daily'],
  week: ['weekly'],
  month: ['monthly'],
  year: ['yearly', 'annual'],
};

/**
 * 'earn more than 10,000 a month' of MonthlyIncome: the period the column's figure is per, said
 * after the figure, only says it again (2 words to read), as a unit of time does.
 */
function perPeriodOf({ question, vocabulary }: ConditionState, column: number, at: number) {
  const { words } = question;
  if (!['a', 'an', 'per', 'each'].includes(words[at] ?? '')) return 0;
  const said = PER_PERIOD[conceptOf(words[at + 1] ?? '')] ?? [];
  const concepts = vocabulary.headers[column]!.concepts;
  return said.some((word) => concepts.includes(conceptOf(word))) ? 2 : 0;
}

/** 'A total bill between 10 and 20', 'a size from 2 to 4': a range, both ends included. */
function ranges(state: ConditionState): void {
  const { words, percents } = state.question;
  words.forEach((word, at) => {
    const [low, link, high] = [numberOf(words[at + 1] ?? ''), words[at + 2], words[at + 3] ?? ''];
    const linked = link === 'to' || (link === 'and' && word === 'between');
    if ((word !== 'between' && word !== 'from') || !linked || low === null) return;
    const top = numberOf(high);
    if (top === null || top < low || [0, 1, 3].some((step) => state.used[at + step])) return;
    const before = mentionEndingAt(state, skip(state, at - 1, -1));
    const aged = before ? null : agedBefore(state, at, top);
    if (!before && !aged) return;
    consume(state, aged?.from ?? at, at + 4);
    const column = before ? take(state, before) : aged!.column;
    const cells = state.table.columns[column]!;
    const bound = (op: TableComparison, value: number, percent: boolean): TableFilter => ({
      column,
      kind: 'compare',
      op,
      value: inColumnUnits(cells, value, percent),
    });
    state.result.filters.push(
      bound('ge', low, percents[at + 1]!),
      bound('le', top, percents[at + 3]!),
    );
  });
}

/** Words saying on which side of another column a figure's margin lies ('10 K above'). */
const MARGIN_SIDES: Record<string, 1 | -1> = { above: 1, over: 1, below: -1, under: -1 };

/** The comparison read from the other column's side ('more than 10 below': lower by over 10). */
const FLIPPED: Record<TableComparison, TableComparison> = {
  gt: 'lt',
  ge: 'le',
  lt: 'gt',
  le: 'ge',
  eq: 'eq',
  ne: 'ne',
};

/**
 * 'The process temperature more than 10 K above the air temperature', 'sales at least 500 below
 * budget sales': column A against column B moved by the figure, on each row; one unit word may
 * follow the figure.
 */
function marginComparisons(state: ConditionState): void {
  const { words } = state.question;
  words.forEach((_, at) => {
    const comparison = COMPARISONS.find(
      ({ words: phrase }) => phrase.length > 1 && phraseAt(words, state.used, at, phrase),
    );
    if (!comparison) return;
    const figureAt = at + comparison.words.length;
    const value = numberOf(words[figureAt] ?? '');
    const sideAt = [figureAt + 1, figureAt + 2].find((index) => words[index]! in MARGIN_SIDES);
    if (value === null || sideAt === undefined) return;
    const left = mentionEndingAt(state, skip(state, at - 1, -1));
    const right = mentionAt(state, skip(state, sideAt + 1, 1));
    if (!left || !right) return;
    const column = take(state, left);
    const other = take(state, right);
    if (column === other) return;
    consume(state, at, right.positions.at(-1)! + 1);
    const side = MARGIN_SIDES[words[sideAt]!]!;
    const op = side === 1 ? comparison.op : FLIPPED[comparison.op];
    state.result.filters.push({ column, kind: 'columns', op, other, by: side * value });
  });
}

/** The dimension an adjective of size measures ('tall': height). */
const DIMENSION_OF: Record<string, string> = {
  tall: 'height',
  high: 'height',
  wide: 'width',
  narrow: 'width',
  deep: 'depth',
  shallow: 'depth',
  long: 'length',
  heavy: 'weight',
};

/** Comparatives of size: the adjective and which way it compares ('narrower': less wide). */
const SIZE_COMPARATIVES: Record<string, [string, TableComparison]> = {
  taller: ['tall', 'gt'],
  higher: ['high', 'gt'],
  wider: ['wide', 'gt'],
  narrower: ['narrow', 'lt'],
  deeper: ['deep', 'gt'],
  shallower: ['shallow', 'lt'],
  longer: ['long', 'gt'],
  heavier: ['heavy', 'gt'],
};

/** Words between 'than' and the second adjective ('than they are wide', 'than it is deep'). */
const THAN_LINKS = new Set(['they', 'it', 'are', 'is', 'was', 'were']);

/**
 * 'Products taller than they are wide', 'boxes deeper than wide': the column of one dimension
 * against the column of another on each row, each found by the header naming it.
 */
function sizeComparisons(state: ConditionState): void {
  const { words } = state.question;
  words.forEach((word, at) => {
    const [adjective, op] = SIZE_COMPARATIVES[word] ?? [];
    if (!adjective || words[at + 1] !== 'than' || state.used[at]) return;
    let end = at + 2;
    while (THAN_LINKS.has(words[end] ?? '')) end += 1;
    const other = DIMENSION_OF[words[end] ?? ''];
    const headed = (dimension: string) =>
      numberColumnHeaded(state, new Set([conceptOf(dimension)]));
    const [column, against] = [headed(DIMENSION_OF[adjective]!), other ? headed(other) : null];
    if (column === null || against === null || column === against) return;
    consume(state, at, end + 1);
    state.result.filters.push(comparing(column, op!, against));
  });
}

/** Words of 'more A than B' and 'a higher A than B', two columns compared row by row. */
const SPLIT_COMPARISONS: Record<string, TableComparison> = {
  ...{ more: 'gt', higher: 'gt', greater: 'gt', larger: 'gt', bigger: 'gt' },
  ...{ fewer: 'lt', less: 'lt', lower: 'lt', smaller: 'lt' },
};

/** Words before each column of a split comparison: where it was, what the money went on. */
const SPLIT_SIDE_WORDS = new Set(['in', 'on', 'for']);

/**
 * 'more bronze medals than gold medals', 'received fewer units than required', 'sold more in
 * Japan than in North America': column A against column B on each row.
 */
function splitComparisons(state: ConditionState): void {
  const { words } = state.question;
  // 'sold more in Japan than in North America': each column may be said as where it was;
  // 'spent more on grocery than on fresh products', 'paid more for rent than for food': as
  // what the money went on.
  const mentionFrom = (index: number) =>
    mentionAt(state, index) ??
    (SPLIT_SIDE_WORDS.has(words[index] ?? '') ? mentionAt(state, index + 1) : undefined);
  words.forEach((word, at) => {
    const op = SPLIT_COMPARISONS[word];
    if (!op || state.used[at]) return;
    // 'orders that received fewer units than required': the first column named by the verb
    // before the comparison and the unit it counts after it, then 'than'.
    const before = words[at + 2] === 'than' ? mentionCovering(state, at - 1) : undefined;
    const left = before ?? mentionFrom(at + 1);
    if (!left) return;
    // The unit both columns count ('medals', 'score') may follow each.
    let than = left === before ? at + 2 : left.positions.at(-1)! + 1;
    if (words[than] !== 'than') than += 1;
    if (words[than] !== 'than') return;
    const right = mentionFrom(than + 1);
    if (!right || right === left) return;
    const end = right.positions.at(-1)! + 1;
    const column = take(state, left);
    const other = take(state, right);
    if (column === other) return;
    consume(
      state,
      left === before ? left.positions[0]! : at,
      end + (words[end] === words[than - 1] ? 1 : 0),
    );
    state.used[than - 1] = true;
    state.result.filters.push(comparing(column, op, other));
  });
}

/**
 * 'an unemployment rate of 20% or more', 'a labor force of 1,000 or less', 'a tenure of 30 days
 * or less'; 'scored 95 points or more', the column named between the figure and the comparison;
 * '4 or more bedrooms', named after it; 'aged 60 or older'.
 */
function trailingComparisons(state: ConditionState): void {
  const { words } = state.question;
  words.forEach((word, at) => {
    const value = numberOf(word);
    if (value === null || state.used[at]) return;
    const figure = figureEnd(words, at);
    // '10 units or fewer': what a quantity is counted in, naming no column, before the comparison.
    const itemsAt = trailingComparison(words, figure + 1) ? figure + 1 : -1;
    const items = trailingComparison(words, figure) ? null : itemsCounted(state, itemsAt);
    const unitEnd = items === null ? figure : itemsAt;
    const between = trailingComparison(words, unitEnd) ? undefined : mentionAt(state, at + 1);
    // '10 units or fewer available': the comparison after the first word of a header said around
    // it ('units … available' of Quantity Available) follows the figure, not the whole header.
    const first = between?.positions[0] ?? -1;
    const split = between && !trailingComparison(words, between.positions.at(-1)!);
    const end =
      split && trailingComparison(words, first) ? first : (between?.positions.at(-1) ?? unitEnd);
    const op = trailingComparison(words, end);
    const before = between ?? mentionEndingAt(state, skip(state, at - 1, -1));
    // 'clients 60 or older': the ages, whatever is named before.
    const aged = AGE_COMPARING.has(words[end + 2] ?? '')
      ? numberColumnHeaded(state, AGE_HEADERS)
      : null;
    // 'houses with 4 or more bedrooms': the column named right after the comparison.
    const after = op && !before && aged === null ? mentionAt(state, end + 3) : undefined;
    const named = before ?? after;
    if (!op || (!named && aged === null && items === null)) return;
    // 'aged' before the figure says no more than 'older' after it.
    const from = !before && words[at - 1] === 'aged' ? at - 1 : at;
    // 'sleeps 6 or more guests': people after a count named before are what it counts.
    const counted = before && PEOPLE_NOUNS.has(stem(words[end + 3] ?? '')) ? 1 : 0;
    consume(state, from, end + 3 + counted);
    const percent = state.question.percents[at]!;
    const taken = named ? take(state, named) : (aged ?? items!);
    // 'discounted by 50% or more': of the columns 'discounted' names, the one in percent.
    const column = named && percent ? comparedInPercent(state, named, taken) : taken;
    const compared = inColumnUnits(state.table.columns[column]!, value, percent);
    state.result.filters.push({ column, kind: 'compare', op, value: compared });
  });
}

/**
 * 'a balance of zero', 'a tenure of 10 years': a number column equal to the figure after 'of'.
 * Where the cells have read the figure as one of a column's few values ('a tenure of 10'), its
 * unit of time only says it again.
 */
function equalities(state: ConditionState): void {
  const { words } = state.question;
  words.forEach((word, at) => {
    const figure = words[at + 1] ?? '';
    const value = comparedFigure(figure);
    if (word !== 'of' || value === null || trailingComparison(words, at + 1)) return;
    const end = at + (DURATION_UNITS.has(words[at + 2] ?? '') ? 3 : 2);
    if (state.used[at + 1]) {
      if (state.used[at - 1]) consume(state, at, end);
      return;
    }
    const before = mentionEndingAt(state, at - 1);
    if (!before) return;
    consume(state, at, end);
    const column = take(state, before);
    const cells = state.table.columns[column]!;
    const compared = inColumnUnits(cells, value, state.question.percents[at + 1]!);
    state.result.filters.push({ column, kind: 'compare', op: 'eq', value: compared });
  });
}

/**
 * 'a 60 month term', 'a 3 year warranty', 'a 20% discount', 'a 15 percent tip': a number column,
 * named after the figure and its unit of time or percent, equal to the figure (a share kept as a
 * fraction compared as one).
 */
function unitBeforeColumn(state: ConditionState): void {
  const { words, percents } = state.question;
  words.forEach((word, at) => {
    const value = comparedFigure(word);
    if (value === null || state.used[at] || !INDEFINITE_ARTICLES.has(words[at - 1] ?? '')) return;
    const percentWord = words[at + 1] === 'percent' && !state.used[at + 1];
    const timed = DURATION_UNITS.has(words[at + 1] ?? '') && !state.used[at + 1];
    const percent = percents[at]! || percentWord;
    if (!timed && !percent) return;
    const unit = timed || percentWord ? 1 : 0;
    const named = mentionAt(state, at + 1 + unit);
    // Named whole, or in part where the figure's own percent sign says the rest (`discount_pct`).
    if (!named || (percent ? named.columns.length !== 1 : !named.full)) return;
    consume(state, at, at + 1 + unit);
    const column = take(state, named);
    const compared = percent ? inColumnUnits(state.table.columns[column]!, value, true) : value;
    state.result.filters.push({ column, kind: 'compare', op: 'eq', value: compared });
  });
}

/**
 * 'shoppers aged 35', 'users aged 17': a figure right after 'aged', compared with nothing, is the
 * age itself, of the one number column headed so. Run after the comparisons, which read 'aged
 * over 50' and 'aged 60 or older'.
 */
function agesEqual(state: ConditionState): void {
  const { words } = state.question;
  words.forEach((word, at) => {
    const value = comparedFigure(words[at + 1] ?? '');
    if (word !== 'aged' || value === null || state.used[at + 1] || value > MAX_AGE) return;
    const column = numberColumnHeaded(state, AGE_HEADERS);
    if (column === null) return;
    consume(state, at, at + 2);
    state.result.filters.push({ column, kind: 'compare', op: 'eq', value });
  });
}

/** Words before a money figure that make it the amount itself ('refunds of $59.99'). */
const AMOUNT_LINKS = new Set(['of', 'for']);

/**
 * 'refunds of $59.99', 'refunds were for $49.99': a figure written as money and compared with
 * nothing is the amount of the table's one figure column, the one 'refunds over $50' compares.
 * Run after the comparisons and equalities, which read a figure whose column is named.
 */
function moneyAmounts(state: ConditionState): void {
  const { words, moneys } = state.question;
  words.forEach((word, at) => {
    const value = numberOf(word);
    const linked = AMOUNT_LINKS.has(words[at - 1] ?? '') && !state.used[at - 1];
    if (value === null || !moneys[at] || state.used[at] || !linked) return;
    const column = onlyFigureColumn(state);
    if (column === null) return;
    consume(state, at - 1, at + 1);
    state.result.filters.push({ column, kind: 'compare', op: 'eq', value });
  });
}

/** 'a single bike': one. */
const SINGLE = 'single';

/**
 * 'orders for 2 bikes', 'orders for a single bike': the quantity column, named by what it
 * counts right after the figure, equal to it. Run after the comparisons, which read the figures
 * after 'more than'.
 */
function itemCounts(state: ConditionState): void {
  const { words } = state.question;
  const quantity = quantityColumnOf(state.table, state.vocabulary);
  if (quantity === null) return;
  words.forEach((word, at) => {
    const single = word === SINGLE && ['a', 'one'].includes(words[at - 1] ?? '');
    const value = single ? 1 : comparedFigure(word);
    if (value === null || state.used[at]) return;
    const named = mentionAt(state, at + 1);
    if (named?.columns.length !== 1 || named.columns[0] !== quantity) return;
    consume(state, single ? at - 1 : at, at + 1);
    keepsCompared(state, named, 'eq', value);
  });
}

const RATING = conceptOf(stem('rating'));

/**
 * 'A perfect 5 star rating', 'products rated 5 stars', '4 stars or more': a number of stars is a
 * value of the rating column (`rating_average` 5.0), whichever words around it also name that column.
 */
function starRatings(state: ConditionState): void {
  const { words } = state.question;
  const rating = state.vocabulary.headers.findIndex(
    ({ concepts }, column) =>
      concepts.includes(RATING) && state.table.columns[column]!.kind === 'number',
  );
  if (rating < 0) return;
  words.forEach((word, at) => {
    const value = numberOf(words[at - 1] ?? '');
    if (!STAR_WORDS.has(word) || value === null || state.used[at] || state.used[at - 1]) return;
    // 'rated 4 stars or more': the stars then the comparison.
    const op = trailingComparison(words, at);
    const end = op ? at + 3 : at + 1;
    const from = words[at - 2] === 'perfect' ? at - 2 : at - 1;
    consume(state, from, end);
    // The star word itself names the rating where a table counts ratings in stars.
    for (const position of [from - 1, at, end]) {
      const named = mentionCovering(state, position);
      if (named?.columns.includes(rating)) take(state, named);
    }
    state.result.filters.push({ column: rating, kind: 'compare', op: op ?? 'eq', value });
  });
}

/** Where 'the same day' starts, 'on the' before it included. */
function sameDayStart(words: readonly string[], same: number): number {
  let first = same;
  if (words[first - 1] === 'the') first -= 1;
  if (words[first - 1] === 'on') first -= 1;
  return first;
}

/** Words comparing one date with another ('a job date later than their hire date'). */
const DATE_ORDER: Record<string, TableComparison> = {
  after: 'gt',
  later: 'gt',
  before: 'lt',
  earlier: 'lt',
};
/**
 * Words between the comparison and the second date's column; a pronoun and its verb say the row
 * itself ('permits that expire before they were issued', 'shipped before it was ordered').
 */
const DATE_LINKS = new Set([
  ...['than', 'as', 'the', 'their', 'its', 'his', 'her'],
  ...['they', 'it', 'was', 'were', 'is', 'are', 'had', 'has', 'have', 'been'],
]);

/** Nouns for a row's date, said before what happened on it ('the date they were received'). */
const DATE_NOUNS = new Set(['date', 'day']);
/** Words opening what was done on a date ('the day that it shipped', 'the date when'). */
const DATE_CLAUSE_LEADS = new Set(['that', 'when', 'on', 'which']);

/**
 * 'resolved after the date they were received': 'date' or 'day' followed by a pronoun (after
 * 'that' or 'when', if said) names no date column itself; the verb after says which one.
 */
function rowsOwnDate(words: readonly string[], at: number): boolean {
  if (DATE_CLAUSE_LEADS.has(words[at] ?? '') && DATE_NOUNS.has(words[at - 1] ?? ''))
    return rowsOwnDate(words, at - 1);
  if (!DATE_NOUNS.has(words[at] ?? '')) return false;
  let next = at + 1;
  while (DATE_CLAUSE_LEADS.has(words[next] ?? '')) next += 1;
  return PRONOUNS_OF_ROW.has(words[next] ?? '');
}
/** The row itself, said again after a comparison ('before they were paid', 'after it shipped'). */
const PRONOUNS_OF_ROW = new Set(['they', 'it']);

/**
 * 'How many employees have a job date later than their hire date?': two date columns, each
 * named whole, compared row by row as two number columns are ('sales above budget sales'); two
 * columns of years too ('houses remodeled after the year they were built').
 */
function dateComparisons(state: ConditionState, dates: readonly Mention[]): void {
  const { words } = state.question;
  const whole = (mention: Mention | undefined) =>
    mention && mention.columns.length === 1 ? mention.columns[0]! : null;
  words.forEach((word, at) => {
    const sameDay = word === 'same' && DATE_NOUNS.has(words[at + 1] ?? '');
    const op = sameDay ? 'eq' : DATE_ORDER[word];
    if (!op || state.used[at]) return;
    // 'approved on the same day as they were purchased': the first date ends before 'on the'.
    const first = sameDay ? sameDayStart(words, at) : at;
    let start = sameDay ? at + 2 : at + 1;
    while (DATE_LINKS.has(words[start] ?? '') || rowsOwnDate(words, start)) start += 1;
    // 'orders … after the estimated delivery date': the header's 'order' said earlier.
    const rightMention = dates.find((mention) => mention.positions.includes(start));
    const right = whole(rightMention);
    // 'resolved after the date they were received': a header's word skipped as a link ('date'
    // of Date Resolved) still leaves 'resolved' the first date.
    const endsBefore = (mention: Mention) =>
      mention.positions.includes(first - 1) &&
      mention.positions.every(
        (position) => position < first || (position > at && position < start),
      );
    const left = whole(dates.find(endsBefore)) ?? doneBeforeDue(state, first, right);
    if (left === null || right === null || left === right) return;
    consume(state, first, start);
    // Every word naming one of the two ('the year they were built') is read.
    for (const mention of [...dates, ...state.numberMentions]) {
      if (whole(mention) !== left && whole(mention) !== right) continue;
      state.result.used.add(mention);
      for (const position of mention.positions) state.used[position] = true;
    }
    state.result.filters.push(comparing(left, op, right));
  });
}

/**
 * 'Orders delivered after the estimated delivery date', where 'delivered' is also an
 * `order_status`: a past form right before 'after' a due date compares the date the row was
 * done on (of several, the last step) with it.
 */
function doneBeforeDue(state: ConditionState, at: number, due: number | null): number | null {
  if (due === null || !PAST_FORM.test(state.question.words[at - 1] ?? '')) return null;
  return headerSays(state, due, DUE_DATE_WORDS) ? lastDoneDate(state, [due]) : null;
}

const dateColumns = (table: DataTable) =>
  table.columns.flatMap((column, index) => (column.kind === 'date' ? [index] : []));

/** Whether a column's header holds one of these words. */
function headerSays(state: ConditionState, column: number, words: ReadonlySet<string>): boolean {
  return state.vocabulary.headers[column]!.phrase.some((word) => words.has(word));
}

/** The date a row was done on, besides the due ones: of several, the last step (`latestOf`). */
function lastDoneDate(state: ConditionState, due: readonly number[]): number | null {
  const done = dateColumns(state.table).filter(
    (column) => !due.includes(column) && headerSays(state, column, LATER_DATE_WORDS),
  );
  return latestOf(state.table, done);
}

/**
 * 'How many late shipments', 'orders shipped late': where one date column says when a row was
 * due (required_date, Promised Date) and one other says when it happened (shipped_date), the
 * rows whose date came after the one they were due by.
 */
function lateness(state: ConditionState): void {
  const { question, table, vocabulary, used } = state;
  const at = question.words.findIndex((word, index) => LATE_WORDS.has(word) && !used[index]);
  // 'The average days late' of a DaysLate column: the word names that column's figure.
  const named = (word: string) =>
    vocabulary.headers.some(({ phrase }) => phrase.includes(stem(word)));
  if (at < 0 || named(question.words[at]!)) return;
  const due = dateColumns(table).filter((column) => headerSays(state, column, DUE_DATE_WORDS));
  const done = lastDoneDate(state, due);
  if (due.length !== 1 || done === null) return;
  consume(state, at, at + 1);
  state.result.filters.push(comparing(done, 'gt', due[0]!));
}

/**
 * Of date columns a word names alike ('delivered' of `order_delivered_carrier_date` and
 * `order_delivered_customer_date`), the one whose dates come last on average: the step that
 * ends the row's story. Null for none.
 */
function latestOf(table: DataTable, columns: readonly number[]): number | null {
  const means = columns.map((column) => {
    const cells = table.columns[column]!;
    const days = cells.kind === 'date' ? [...cells.values].filter((day) => !Number.isNaN(day)) : [];
    return days.length === 0 ? -Infinity : days.reduce((sum, day) => sum + day, 0) / days.length;
  });
  const last = means.indexOf(Math.max(...means));
  return columns[last] ?? null;
}

function comparing(column: number, op: TableComparison, other: number): TableFilter {
  return { column, kind: 'columns', op, other };
}

/** 'the biggest loss' with no loss column: the gain column, read the other way. */
function signedMeasure(state: ConditionState): void {
  const { words } = state.question;
  const gain = gainColumn(state.table, state.vocabulary);
  if (gain === null) return;
  words.forEach((word, at) => {
    if (state.used[at] || conceptOf(word) !== 'loss' || state.result.signed !== null) return;
    consume(state, at, at + 1);
    state.result.signed = gain;
    // 'lost the most money': the money is the loss.
    const money = words.findIndex((_, index) => rankedLossBefore(words, index) === at);
    if (money >= 0) consume(state, money, money + 1);
  });
}

export function readConditions(
  question: QuestionWords,
  table: DataTable,
  vocabulary: TableVocabulary,
  used: boolean[],
  numberMentions: Mention[],
  mentions: readonly Mention[],
): Conditions {
  const state: ConditionState = {
    question,
    table,
    vocabulary,
    used,
    numberMentions,
    result: { filters: [], signed: null, measure: null, used: new Set(), score: 0 },
  };
  gainsAndLosses(state);
  risesAndFalls(state);
  trailingComparisons(state);
  splitComparisons(state);
  sizeComparisons(state);
  marginComparisons(state);
  ranges(state);
  equalities(state);
  unitBeforeColumn(state);
  starRatings(state);
  // Years compare as dates do ('remodeled after the year they were built').
  const dated = (column: number) =>
    table.columns[column]!.kind === 'date' || isYearColumn(vocabulary, column);
  dateComparisons(
    state,
    mentions.filter(({ columns }) => columns.every(dated)),
  );
  comparisons(state);
  agesEqual(state);
  itemCounts(state);
  moneyAmounts(state);
  lateness(state);
  signs(state);
  presence(state);
  describedRows(state);
  stockLevels(state);
  signedMeasure(state);
  return state.result;
}
