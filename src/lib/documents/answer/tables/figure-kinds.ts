import { wholeMention, type Mention } from './column-mentions';
import { isPeriod } from './column-roles';
import { gainColumn, inPercent, unitColumn } from './conditions';
import {
  looksPlural,
  AMOUNT,
  conceptOf,
  COUNTED_ITEM_WORDS,
  ITEM_NOUNS,
  conceptsOf,
  EFFECTIVE_WORDS,
  GAIN_CONCEPT,
  MARGIN_WORDS,
  QUANTITY_WORDS,
  RATE_WORDS,
  REVENUE,
  SHARE_WORDS,
  ROW_NOUNS,
  PAST_FORM,
  PAYING_VERBS,
  TOTAL,
  AVERAGE,
  isOrderWord,
  followsFigure,
  unitsVerbAfter,
} from './lexicon';
import type { DataTable } from '../../types';
import type { Intent } from '../question';
import {
  countsThings,
  isRate,
  quantityColumnOf,
  revenueColumn,
  type TableVocabulary,
} from './table-vocabulary';
import { valuesReadBefore, type ReadingState } from './reading-state';
import { planAttained } from './plan-attained';
import { namesWhatKindsAreOf } from './row-kinds';
import { amountColumns, namesItemPrice } from './sale-amounts';

/**
 * Whether a word is inside a header of two or more words the question writes out whole
 * ('pct_capacity above 1'): the header's own word, not a share asked.
 */
function inHeaderPhrase(
  vocabulary: TableVocabulary,
  stems: readonly string[],
  at: number,
): boolean {
  return vocabulary.headers.some(({ phrase }) => {
    const start = at - phrase.indexOf(stems[at]!);
    return (
      phrase.length > 1 &&
      phrase.includes(stems[at]!) &&
      phrase.every((word, offset) => stems[start + offset] === word)
    );
  });
}

/**
 * Whether 'per' at `at` is followed by a word for one counted item: 'per unit', 'per item sold'
 * ('the median amount per item' is per line item, a row).
 */
function perItemAt(state: ReadingState, at: number): boolean {
  const { question, table, vocabulary } = state;
  const { words, stems } = question;
  const item =
    COUNTED_ITEM_WORDS.has(stems[at + 1] ?? '') ||
    (ITEM_NOUNS.has(words[at + 1] ?? '') && words[at + 2] === 'sold');
  return (
    words[at] === 'per' &&
    item &&
    !RATE_WORDS.has(question.stems[at - 1] ?? '') &&
    quantityColumnOf(table, vocabulary) !== null
  );
}

/**
 * Marks 'item sold' of 'revenue per item sold' read before the columns are named, so the item
 * is the quantity column's unit and no column of products or quantities to group by.
 */
export function readPerItemSold(state: ReadingState): void {
  const { question, used } = state;
  question.words.forEach((_, at) => {
    if (!perItemAt(state, at)) return;
    used[at + 1] = true;
    if (question.words[at + 2] === 'sold') used[at + 2] = true;
  });
}

/**
 * 'Revenue per item sold', 'sales per unit': the quantity column counts the items, so the total
 * is over its sum. An item's own figure ('the average unit price per unit') stays per row.
 */
function perItemColumn(state: ReadingState, at: number, figure: number): number | null {
  const { table, vocabulary } = state;
  if (!perItemAt(state, at)) return null;
  if (isRate(vocabulary, figure) || namesItemPrice(vocabulary.headers[figure]!.concepts))
    return null;
  const quantity = quantityColumnOf(table, vocabulary)!;
  return quantity === figure ? null : quantity;
}

/**
 * 'Sales per call', 'revenue per employee' where the second names a count (calls, Employees):
 * the sum of the one over the sum of the other. ('Sales per region' groups; 'the average tip
 * per bill' of a total_bill column in money is per row.)
 */
function perQuotient(
  state: ReadingState,
  numbers: readonly Mention[],
): { measures: Mention[]; denominator: number } | null {
  const { question, table, vocabulary, used } = state;
  const { words } = question;
  for (const above of numbers) {
    const at = above.positions.at(-1)! + 1;
    if (words[at] !== 'per') continue;
    const below = numbers.find((mention) => mention.positions[0] === at + 1)?.columns[0];
    // 'Units sold per publishing year': a period groups, it is nothing to divide by.
    const period = below !== undefined && isPeriod(table, vocabulary, below);
    if (
      below !== undefined &&
      below !== above.columns[0] &&
      !period &&
      countsThings(table, vocabulary, below)
    )
      return { measures: [above], denominator: below };
    const counted = perItemColumn(state, at, above.columns[0]!);
    if (counted !== null) return { measures: [above], denominator: counted };
    // 'The average fare per mile': over the one column the unit measures (the distances).
    const measured = unitColumn(state, words[at + 1] ?? '');
    if (measured !== null && measured !== above.columns[0]) {
      used[at + 1] = true;
      return { measures: [above], denominator: measured };
    }
  }
  return null;
}

/**
 * 'The ratio of total payment to total discharges' (two figures named after 'ratio', the first
 * over the second), 'total unemployed divided by total labor force' (the figure before over the
 * one after): a plain quotient of their sums. Marks the words asking for it used.
 */
function quotientOf(
  state: ReadingState,
  numbers: readonly Mention[],
): { measures: Mention[]; denominator: number } | null {
  const { question, used } = state;
  const { words, stems } = question;
  const ratio = stems.findIndex((stem, index) => stem === 'ratio' && !used[index]);
  const per = perQuotient(state, numbers);
  if (per) {
    if (ratio >= 0) used[ratio] = true;
    return per;
  }
  const divided = words.findIndex(
    (word, index) => word === 'divided' && words[index + 1] === 'by' && !used[index],
  );
  const at = divided >= 0 ? divided : ratio;
  if (at < 0) return null;
  const inOrder = [...numbers].sort((a, b) => a.positions[0]! - b.positions[0]!);
  const after = inOrder.filter((mention) => mention.positions[0]! > at);
  const before = inOrder.filter((mention) => mention.positions.at(-1)! < at);
  const [above, below] =
    divided >= 0
      ? [before.at(-1), after[0]]
      : after.length > 0
        ? [after[0], after[1]]
        : sidesBeforeRatio(words, before, at);
  if (!above || !below || above.columns[0] === below.columns[0]) return null;
  used[at] = true;
  if (divided >= 0) used[at + 1] = true;
  return { measures: [above], denominator: below.columns[0]! };
}

/** Words for how far one figure lies from another ('the range between the high and the low'). */
const SPREAD_WORDS = new Set(['difference', 'range', 'spread', 'gap']);

/**
 * 'The average range between the high and the low', 'the difference between price and cost':
 * two figures after 'between', joined by 'and', are each row's first less its second.
 */
function spreadOf(
  state: ReadingState,
  numbers: readonly Mention[],
): { measures: Mention[]; less: number } | null {
  const { question, used } = state;
  const { words, stems } = question;
  const at = stems.findIndex(
    (stem, index) =>
      SPREAD_WORDS.has(conceptOf(stem)) && words[index + 1] === 'between' && !used[index],
  );
  if (at < 0) return null;
  const after = [...numbers]
    .filter((mention) => mention.positions[0]! > at + 1)
    .sort((a, b) => a.positions[0]! - b.positions[0]!);
  const [first, second] = after;
  if (!first || !second || first.columns.length !== 1 || second.columns.length !== 1) return null;
  const joined = words.slice(first.positions.at(-1)! + 1, second.positions[0]).includes('and');
  if (!joined || first.columns[0] === second.columns[0]) return null;
  used[at] = used[at + 1] = true;
  return { measures: [first], less: second.columns[0]! };
}

/**
 * 'The gross margin, i.e. (revenue minus COGS) as a percentage of revenue', '(revenue minus cogs)
 * divided by revenue': a formula spelt out, two figures either side of 'minus' over a third.
 * A plain quotient unless a percentage is asked ('in percent').
 */
function differenceOver(
  state: ReadingState,
  numbers: readonly Mention[],
): { measures: Mention[]; less: number; denominator: number; quotient: boolean } | null {
  const { question, used } = state;
  const { words, stems } = question;
  const minus = words.findIndex((word, index) => word === 'minus' && !used[index]);
  if (minus < 0) return null;
  const whole = (mention: Mention | undefined) =>
    mention && mention.columns.length === 1 ? mention : undefined;
  const first = whole(numbers.find((mention) => mention.positions.at(-1) === minus - 1));
  const second = whole(numbers.find((mention) => mention.positions[0] === minus + 1));
  if (!first || !second) return null;
  const from = second.positions.at(-1)! + 1;
  // 'divided by' or 'as a percentage of' before the figure divided by.
  const over = words.findIndex(
    (word, index) =>
      index >= from &&
      ((word === 'divided' && words[index + 1] === 'by') ||
        (SHARE_WORDS.has(stems[index]!) && words[index + 1] === 'of')),
  );
  const below = whole(numbers.find((mention) => mention.positions[0]! > over + 1));
  if (over < 0 || !below || first.columns[0] === second.columns[0]) return null;
  for (const at of [minus, over, over + 1]) used[at] = true;
  return {
    measures: [first],
    less: second.columns[0]!,
    denominator: below.columns[0]!,
    quotient: !SHARE_WORDS.has(stems[over]!) && !question.inPercent,
  };
}

/** 'The casual to registered ratio': the two figures right before it, either side of 'to'. */
function sidesBeforeRatio(words: readonly string[], before: readonly Mention[], ratio: number) {
  const [above, below] = before.slice(-2);
  const joined =
    above !== undefined &&
    below?.positions.at(-1) === ratio - 1 &&
    words[above.positions.at(-1)! + 1] === 'to' &&
    below.positions[0] === above.positions.at(-1)! + 2;
  return joined ? [above, below] : [];
}

/**
 * 'The correlation between discount and profit', 'is quantity correlated with sales': the first
 * two figures named, paired row by row. Marks the word asking for it used.
 */
function correlationOf(
  { question, used }: ReadingState,
  numbers: readonly Mention[],
): { measures: Mention[]; paired: number } | null {
  const at = question.words.findIndex((word, index) => word === 'correlation' && !used[index]);
  if (at < 0) return null;
  const inOrder = [...numbers].sort((a, b) => a.positions[0]! - b.positions[0]!);
  const [first, second] = inOrder.filter(
    (mention, index) => inOrder.findIndex((m) => m.columns[0] === mention.columns[0]) === index,
  );
  if (!first || !second) return null;
  used[at] = true;
  return { measures: [first], paired: second.columns[0]! };
}

/**
 * 'The effective tax rate': the tax paid over the money it was paid on (Tax amount over the
 * sales), not the rates averaged, which would weigh a $5 sale as much as a $5,000 one.
 */
function effectiveRate(
  state: ReadingState,
  numbers: readonly Mention[],
): { measures: Mention[]; denominator: number; denominatorTimes: number | null } | null {
  const { question, table, vocabulary, used } = state;
  const at = question.stems.findIndex((stem, index) => EFFECTIVE_WORDS.has(stem) && !used[index]);
  const rate = numbers.find(
    (mention) => mention.positions[0] === at + 1 && isRate(vocabulary, mention.columns[0]!),
  );
  if (at < 0 || !rate) return null;
  const own = vocabulary.headers[rate.columns[0]!]!.concepts.filter((c) => !RATE_WORDS.has(c));
  // 'Tax amount' or 'Tax' of 'Tax rate': the same words, with the rate word left out.
  const paid = vocabulary.headers.findIndex(
    ({ concepts }, column) =>
      table.columns[column]!.kind === 'number' &&
      !isRate(vocabulary, column) &&
      own.every((concept) => concepts.includes(concept)) &&
      concepts.every((concept) => own.includes(concept) || concept === AMOUNT),
  );
  const revenue = revenueColumn(state);
  const amount = revenue === null ? amountColumns(table, vocabulary) : null;
  if (own.length === 0 || paid < 0 || (revenue === null && !amount)) return null;
  used[at] = true;
  return {
    measures: [wholeMention(paid, rate.positions)],
    denominator: revenue ?? amount!.price,
    denominatorTimes: amount?.quantity ?? null,
  };
}

/**
 * 'Profit margin' (profit over revenue), 'what percentage of sales turned into profit' (one
 * named figure over another), 'what share of sales came from the West' (a part of the total).
 */
export function ratioOrShare(
  state: ReadingState,
  numbers: readonly Mention[],
  periodColumns: readonly number[],
): {
  measures: Mention[] | null;
  numbers: readonly Mention[];
  denominator: number | null;
  /** The denominator's column is multiplied by this one (a price by a quantity). */
  denominatorTimes: number | null;
  /** The measure over the denominator is a plain quotient, not a percentage. */
  quotient: boolean;
  /** The column the measure is correlated with. */
  paired: number | null;
  share: boolean;
  /** Where the share word is ('percentage of orders'), or -1. */
  shareAt: number;
  /** A column each row's measure is taken less: a profit worked out as revenue less cost. */
  less: number | null;
  score: number;
} {
  const { question, table, vocabulary, used } = state;
  const { stems } = question;
  const none = {
    measures: null,
    numbers,
    denominator: null,
    denominatorTimes: null,
    quotient: false,
    paired: null,
    share: false,
    shareAt: -1,
    less: null,
    score: 0,
  };
  const free = (index: number) => !used[index] && !numbers.some((m) => m.positions.includes(index));
  const correlation = correlationOf(state, numbers);
  if (correlation) return { ...none, ...correlation, score: 1 };
  const formula = differenceOver(state, numbers);
  if (formula) return { ...none, ...formula, score: 1 };
  const quotient = quotientOf(state, numbers);
  // 'received units divided by ordered units, in percent': the quotient as a percentage.
  if (quotient) return { ...none, ...quotient, quotient: !question.inPercent, score: 1 };
  const attained = planAttained(state, numbers);
  if (attained) return { ...none, ...attained, score: 1 };
  const effective = effectiveRate(state, numbers);
  if (effective) return { ...none, ...effective, score: 1 };
  const spread = spreadOf(state, numbers);
  if (spread) return { ...none, ...spread, score: 1 };
  const margin = stems.findIndex(
    (stem, index) =>
      MARGIN_WORDS.has(stem) && (free(index) || conceptOf(stems[index - 1] ?? '') === 'profit'),
  );
  const gain = gainColumn(table, vocabulary);
  const revenue = revenueColumn(state);
  if (margin >= 0 && gain !== null && revenue !== null) {
    used[margin] = true;
    return { ...none, measures: [wholeMention(gain)], denominator: revenue, score: 1 };
  }
  // With no profit column, 'the profit margin' is revenue less cost over revenue.
  const derived = margin >= 0 && gain === null ? derivedProfit(state) : null;
  if (derived) {
    used[margin] = true;
    const profitWord = profitAsked(state);
    if (profitWord >= 0) used[profitWord] = true;
    const { revenue: sales, cost } = derived;
    return { ...none, measures: [wholeMention(sales)], denominator: sales, less: cost, score: 1 };
  }
  // 'The total number of shares', 'the most shares' of a num_shares column, 'a volume over 1
  // billion shares': in the plural the word counts what a header names, or is a figure's unit;
  // it asks no part of a whole.
  const counted = (stem: string, index: number) =>
    looksPlural(question.words[index]!) &&
    (vocabulary.headers.some((header) => header.concepts.includes(stem)) ||
      followsFigure(question.words, index));
  // 'How many shares were traded': what the verb counts went by in shares, the volume it names.
  stems.forEach((stem, index) => {
    if (SHARE_WORDS.has(stem) && looksPlural(question.words[index]!))
      used[index] ||= unitsVerbAfter(question.words, index);
  });
  const shareAt = stems.findIndex(
    (stem, index) => SHARE_WORDS.has(stem) && !used[index] && !counted(stem, index),
  );
  if (shareAt < 0) return none;
  // 'What is the gross margin percentage?': the word is part of a header named whole, the
  // column (a percentage, averaged), not a share of it.
  if (
    numbers.some(
      (mention) => mention.positions.length > 1 && mention.positions.includes(shareAt),
    ) ||
    inHeaderPhrase(vocabulary, stems, shareAt)
  )
    return none;
  used[shareAt] = true;
  // 'percentage' is not 'gross margin percentage' here; 'the share of loans' beside
  // `loan_amount` and `loan_purpose` is a share of the rows, not of the amount ('the share of
  // sales' still is of the money, a word for it).
  const ofRows = (mention: Mention) => {
    const word = question.words[shareAt + 2]!;
    return (
      !mention.full &&
      stems[shareAt + 1] === 'of' &&
      mention.positions[0] === shareAt + 2 &&
      !conceptsOf(word).includes(REVENUE) &&
      namesWhatKindsAreOf(table, vocabulary, word)
    );
  };
  // 'What share of the records are priced in NIO?': after a share of rows named by a row noun,
  // a header said as a verb ('priced' of price) describes the rows, it is no figure to add up.
  const rowNounAt = shareAt + (stems[shareAt + 2] === 'the' ? 3 : 2);
  const ofRowNoun = stems[shareAt + 1] === 'of' && ROW_NOUNS.has(stems[rowNounAt] ?? '');
  const saidAsVerb = (mention: Mention) =>
    ofRowNoun && mention.positions.every((at) => PAST_FORM.test(question.words[at]!));
  const named = numbers.filter(
    (mention) =>
      mention.positions.join() !== String(shareAt) && !ofRows(mention) && !saidAsVerb(mention),
  );
  // 'The highest share in Q4', 'the average Q1 percentage' of columns written as percentages:
  // the share is the column's own figure, not a part of its total.
  const figures = named.length > 0 ? named.flatMap((mention) => mention.columns) : periodColumns;
  if (figures.length > 0 && figures.every(isPercent(table))) return { ...none, numbers: named };
  const columns = [...new Set(named.map((mention) => mention.columns[0]!))];
  if (columns.length === 2) {
    // 'percentage of sales …': what follows 'of' is divided by.
    const below = named.find((mention) => mention.positions[0]! > shareAt)!;
    const above = named.find((mention) => mention.columns[0] !== below.columns[0])!;
    return { ...none, measures: [above], denominator: below.columns[0]!, score: 1 };
  }
  // 'tax as a percentage of revenue' with no revenue column: over the price times the quantity.
  const over = revenueAfterOf(state, shareAt);
  const amount = over < 0 || columns.length !== 1 ? null : amountColumns(table, vocabulary);
  if (amount) {
    used[over] = true;
    const denominator = { denominator: amount.price, denominatorTimes: amount.quantity };
    return { ...none, measures: [named[0]!], ...denominator, score: 1 };
  }
  // 'the tip percentage for smokers', 'the discount percentage': a figure named right before
  // the share word, with no 'of' after it, is taken over the revenue column (tips over bills).
  const [only] = named;
  const before = named.length === 1 && only!.positions.at(-1) === shareAt - 1;
  if (before && stems[shareAt + 1] !== 'of' && revenue !== null && revenue !== only!.columns[0])
    return { ...none, measures: [only!], denominator: revenue, score: 1 };
  return { ...none, numbers: named, share: true, shareAt, score: 1 };
}

/** Whether a column holds percentages ('23.98%', or a header saying '%'). */
const isPercent = (table: DataTable) => (column: number) => inPercent(table.columns[column]!);

/**
 * What a reading keeps of a ratio or a correlation: what divides the measure, whether as a
 * plain quotient, and what it is paired with.
 */
export function ratioParts({
  denominator,
  denominatorTimes,
  quotient,
  paired,
}: ReturnType<typeof ratioOrShare>): {
  denominator: number | null;
  denominatorTimes: number | null;
  quotient: boolean;
  paired: number | null;
} {
  return { denominator, denominatorTimes, quotient, paired };
}

/** The word for revenue after a share word and 'of' ('percentage of (total) revenue'), or -1. */
function revenueAfterOf({ question, used }: ReadingState, shareAt: number): number {
  const { words, stems } = question;
  if (stems[shareAt + 1] !== 'of') return -1;
  let at = shareAt + 2;
  while (words[at] === 'the' || words[at] === 'total') at += 1;
  return at < words.length && !used[at] && conceptsOf(words[at]!).includes(REVENUE) ? at : -1;
}

/**
 * 'How much was spent', 'total sales' with no sales column: the price times the quantity of
 * each row (amountColumns). Marks the word asking for it used. A word of a column's name the
 * question compares ('sold' of 'rows with units sold above 100') asks for no sales.
 */
export function amountOf(
  { question, table, vocabulary, used }: ReadingState,
  named: ReadonlySet<number>,
) {
  const asked = question.words.findIndex(
    (word, index) => !used[index] && !named.has(index) && conceptsOf(word).includes(REVENUE),
  );
  const amount = asked < 0 ? null : amountColumns(table, vocabulary);
  if (amount) used[asked] = true;
  return amount;
}

/**
 * 'The total debits', 'the largest single credit': a word read as a cell value ('debit' of a
 * Transaction Type column) that is money moving, where no figure is named, stands for the money
 * column; so does paying ('how much was paid by bank transfer', 'which customer paid the most'),
 * where no pay column is named. Null when the question counts, or the table has no one money
 * column.
 */
export function moneyOfValue(state: ReadingState, intent: Intent): number | null {
  const { question, vocabulary, used } = state;
  const figured = intent.total || intent.average || intent.median || intent.order !== null;
  if (!figured || intent.count) return null;
  // 'The average gift card payment': a money word just after a value it was read with (the
  // first word of its column's header, `payment_method`) also says which figure.
  const afterValue = (index: number) => valuesReadBefore(state, index).length > 0;
  const moved = question.words.some(
    (word, index) =>
      used[index] &&
      (vocabulary.values.has(question.stems[index]!) || afterValue(index)) &&
      conceptOf(word) !== REVENUE &&
      conceptsOf(word).includes(REVENUE),
  );
  // Only where paying is what is added up or ranked: 'how much was paid', 'the total paid',
  // 'paid the most' ('the most bills paid by smokers' still counts the bills).
  const { words } = question;
  const howMuch = words.some((word, index) => word === 'how' && words[index + 1] === 'much');
  const paying = words.some(
    (word, index) =>
      !used[index] &&
      PAYING_VERBS.has(word) &&
      (howMuch ||
        TOTAL.has(words[index - 1] ?? '') ||
        AVERAGE.has(words[index - 1] ?? '') ||
        (words[index + 1] === 'the' && isOrderWord(words[index + 2] ?? ''))),
  );
  return moved || paying ? revenueColumn(state) : null;
}

/** Headers of what each row cost, whole: 'cogs', 'Cost', 'Total Cost', 'Expenses'. */
const COST_CONCEPTS = new Set(['cost', 'cogs', 'expense'].map(conceptOf));

/**
 * 'The total profit', 'profit by category' of a table with each row's money and its cost but no
 * profit column: the money less the cost. Marks the word asking for it used.
 */
export function profitOf(state: ReadingState): { revenue: number; cost: number } | null {
  const asked = profitAsked(state);
  if (asked < 0) return null;
  const derived = derivedProfit(state);
  if (derived) state.used[asked] = true;
  return derived;
}

/** Where the question says 'profit' (or 'earnings'), not yet read; -1 when it does not. */
function profitAsked({ question, used }: ReadingState): number {
  return question.words.findIndex(
    (word, index) => !used[index] && conceptOf(word) === GAIN_CONCEPT,
  );
}

/** The revenue and cost columns a profit is worked out from, when no column holds it. */
function derivedProfit(state: ReadingState): { revenue: number; cost: number } | null {
  const { table, vocabulary } = state;
  if (gainColumn(table, vocabulary) !== null) return null;
  const wholeFigure = (column: number, concepts: readonly string[]) =>
    table.columns[column]!.kind === 'number' &&
    !vocabulary.identifiers.has(column) &&
    !isRate(vocabulary, column) &&
    concepts.length > 0;
  const revenue =
    revenueColumn(state) ??
    vocabulary.headers.findIndex(
      ({ concepts }, column) => wholeFigure(column, concepts) && concepts.includes(REVENUE),
    );
  const cost = vocabulary.headers.findIndex(
    ({ concepts }, column) =>
      wholeFigure(column, concepts) && concepts.some((concept) => COST_CONCEPTS.has(concept)),
  );
  return revenue < 0 || cost < 0 ? null : { revenue, cost };
}

/**
 * 'The total stock value', 'the inventory value by warehouse', 'what is the stock worth', 'the
 * total value of all orders': each row's quantity times its unit cost (or price, or value per
 * item), where no column holds a row's value. Marks the
 * words asking for it used.
 */
export function stockValueOf(state: ReadingState): { price: number; quantity: number } | null {
  const { question, table, vocabulary, used } = state;
  const asked = question.words.findIndex(
    (word, index) => !used[index] && (word === 'value' || word === 'worth'),
  );
  // A column of each row's value holds it already; one of a value per item ('Value per Bike') is
  // the price the quantity is multiplied by.
  const valued = vocabulary.headers.some(
    ({ concepts }, column) => concepts.includes('value') && !isRate(vocabulary, column),
  );
  if (asked < 0 || valued) return null;
  const price = vocabulary.headers.findIndex(
    ({ concepts }, column) =>
      table.columns[column]!.kind === 'number' &&
      isRate(vocabulary, column) &&
      (concepts.includes('cost') || namesItemPrice(concepts)),
  );
  const quantity = quantityColumnOf(table, vocabulary);
  if (price < 0 || quantity === null) return null;
  used[asked] = true;
  // 'the stock value', 'inventory value': what is valued.
  const before = question.stems[asked - 1] ?? '';
  if (QUANTITY_WORDS.has(before) && !used[asked - 1]) used[asked - 1] = true;
  return { price, quantity };
}

/** How many words join two figures multiplied: 'times', 'x'; else 0. */
function productWords(words: readonly string[], at: number): number {
  return words[at] === 'times' || words[at] === 'x' ? 1 : 0;
}

/** The one column each of two mentions names, the other's taken out ('quantity': Quantity, Unit Price). */
function twoColumns(left: readonly number[], right: readonly number[]): [number, number] | null {
  const only = (columns: readonly number[], other: readonly number[]) => {
    const left = other.length === 1 ? columns.filter((c) => c !== other[0]) : columns;
    return left.length === 1 ? left[0]! : null;
  };
  const a = only(left, right);
  const b = only(right, left);
  return a === null || b === null || a === b ? null : [a, b];
}

/**
 * 'Quantity times unit price', 'price x quantity': two number columns multiplied
 * on each row, the figure to add up or average (as a price times a quantity is for 'how much
 * was spent'); the one written with more decimals (the price) is the figure shown. A money
 * word the product stands for ('the total revenue, quantity times unit price') is explained
 * by it. Marks the words used; null when no two columns are so joined.
 */
export function multipliedColumns(
  { question: { words }, used, table }: ReadingState,
  mentions: readonly Mention[],
): { measure: Mention; price: number; quantity: number } | null {
  const decimals = (column: number) => {
    const cells = table.columns[column]!;
    return cells.kind === 'number' ? cells.format.decimals : 0;
  };
  for (const left of mentions) {
    const end = left.positions.at(-1)! + 1;
    const gap = productWords(words, end);
    const right = gap > 0 ? mentions.find((m) => m.positions[0] === end + gap) : undefined;
    const pair = right ? twoColumns(left.columns, right.columns) : null;
    if (!pair) continue;
    for (let at = end; at < end + gap; at += 1) used[at] = true;
    const asked = words.findIndex(
      (word, index) => !used[index] && conceptsOf(word).includes(REVENUE),
    );
    if (asked >= 0) used[asked] = true;
    const [price, quantity] = decimals(pair[1]) > decimals(pair[0]) ? [pair[1], pair[0]] : pair;
    return { measure: { ...left, columns: [price] }, price, quantity };
  }
  return null;
}
