import { stem } from '../text/terms';
import {
  AVERAGE,
  CHANGE_WORDS,
  COMPARE,
  countedChange,
  DESCENDING,
  isOrderWord,
  limitAfterThe,
  FOLLOW_UP_OPENERS,
  fold,
  numberOf,
  moneySigns,
  percentSigns,
  RANK_WORDS,
  TOTAL,
  TOTALLING_VERBS,
  writtenWordsOf,
} from './tables/lexicon';

/** A question's words, folded and stemmed once for every table it is read against. */
export interface QuestionWords {
  /** As written ('Elmstead', 'sub-category' as two words). */
  written: string[];
  words: string[];
  stems: string[];
  /** Words written with a capital after the first: names ('Elmstead', 'Q2'). */
  names: boolean[];
  /** Figures written with a percent sign ('5%'). */
  percents: boolean[];
  /** Figures written with a currency sign ('$49.99'). */
  moneys: boolean[];
  /** 'the 90th percentile', 'percentile 75': which one (the words read as 'percentile'). */
  percentile: number | null;
  /** 'The percentage change', 'by what percent did … grow': a change asked in percent. */
  percentChange: boolean;
  /** ', in percent' closing the question: a quotient is shown as a percentage. */
  inPercent: boolean;
}

const ACRONYM_PLURAL = /^(?:\p{Lu}{2,}|[Ii][Dd])s$/u;

/** 'Standard deviation', 'std dev': one word, so 'standard' names no value (Standard Class). */
const STANDARD_DEVIATION = /\b(?:standard|std\.?)\s+dev(?:iation|\.)?(?=\W|$)/giu;

/** 'The 90th percentile', 'percentile 90': one word 'percentile', its number kept aside. */
const PERCENTILE = /\b(?:([1-9]\d?)(?:st|nd|rd|th)\s+percentile|percentile\s+([1-9]\d?))\b/iu;

/** 'Running total', 'running sum': 'cumulative', so 'running' names no value (Running shoes). */
const RUNNING_TOTAL = /\brunning\s+(?=total|sum)/giu;

/**
 * 'The range of prices', 'the difference between the highest and lowest price': one word,
 * so 'highest' asks for no ranking; 'in the range of 10 to 20' stays a filter.
 */
const VALUE_RANGE =
  /\b(?<!\b(?:in|within)\s+(?:the\s+|a\s+)?)range\s+(?=of\b)|\b(?:difference|gap|spread)\s+between\s+the\s+(?:(?:highest|largest|biggest|maximum|max)\s+and\s+(?:the\s+)?(?:lowest|smallest|minimum|min)|(?:lowest|smallest|minimum|min)\s+and\s+(?:the\s+)?(?:highest|largest|biggest|maximum|max))\b/giu;

/** 'In the range of 50 to 70': the figures between them, as 'between 50 and 70' reads. */
const IN_RANGE =
  /\b(?:in|within)\s+(?:the\s+|a\s+)?range\s+(?:of\s+)?(?=[\d$£€.,%]+\s+(?:to|and)\s)/giu;

/** 'Correlated', 'how does X correlate with Y', 'the relationship between': one word. */
const CORRELATION =
  /\b(?:correlat(?:ion|ed|es|e|ing)|(?:relationship|relation|association)\s+(?=between\b))/giu;

/**
 * 'The percentage change in sales', 'by what percent did sales grow', 'the growth rate': a
 * change, which is shown with its percentage, not a share of a whole or a Rate column.
 */
const PERCENT_CHANGE =
  /\b(?:by\s+what\s+percent(?:age)?|percent(?:age)?\s+(?=(?:change|increase|decrease|growth|drop|decline|rise|fall)\b)|(?<=\bgrowth\s+)rate\b)/giu;

/**
 * 'Products that sell for less than their original price', 'houses sold for over $200,000': the
 * price compared, not the units sold ('the units sold for product 5' keeps its units).
 */
const SELLS_FOR =
  /\b(?:sells?|sold|selling)\s+for\s+(?=(?:more|fewer|less|over|under|above|below|at\s+(?:least|most))\b|[$€£\d])/giu;

/**
 * 'How many different shops sell on this list', 'how many stores sell Tropicana': what the
 * counted things do, not the units sold ('how many stores sell more than 100 units' compares).
 */
const COUNTED_SELL =
  /\b(how\s+many\s+(?:(?:different|distinct|unique)\s+)?[\p{L}-]+s)\s+sell\b(?!\s+(?:more|fewer|less|over|under|above|below|at\s+(?:least|most)|the\s+most)\b|\s+\d)/giu;

/** 'Customers who bought more than 10 times': as many orders, as 'placed more than 10 orders' reads. */
const TIMES_BOUGHT =
  /\b(?:bought|ordered|purchased|shopped)\s+((?:more|fewer|less)\s+than|at\s+(?:least|most)|over|under)\s+(\d+)\s+times\b/giu;

/**
 * 'How much did the cafe take in October', 'how much did we make', 'how much did the store bring
 * in': the takings, where 'take' and 'make' alone say nothing of money ('how long did it take').
 * 'How much did Cats gross' is left as written: 'gross' names the column a show's takings are in.
 */
const TAKINGS_VERB =
  /\b(how\s+much(?:\s+money)?\s+(?:did|does|do|has|have)\s+(?:[\p{L}'-]+\s+){1,3}?)(?:take|taken|make|made|bring\s+in|brought\s+in|pull\s+in|generate)\b(?!\s+(?:to|a|an|the|it|up|out|of)\b)/giu;

/** 'Units that came back', 'orders coming back': goods returned, as 'returned' reads. */
const CAME_BACK = /\b(?:came|come|comes|coming)\s+back\b/giu;

/** 'Which reason accounts for the most returns': the verb 'account', not an Accounts value. */
const ACCOUNTS_FOR = /\baccount(?:s|ing)\s+(?=for\b)/giu;

/**
 * 'Returns that ended in an exchange', 'orders that resulted in a refund': what the rows were,
 * as 'were an exchange' reads; 'ended in March' keeps its date.
 */
const ENDED_IN =
  /\b(?:end(?:ed|s)?(?:\s+up)?\s+(?:in|with|as)|result(?:ed|s)?\s+in)\s+(?=an?\s)/giu;

/**
 * 'store-days', 'patient-days', 'room-nights': one thing on one day, the row of a table kept per
 * thing and date; a weekday or working day is a kind of day, not such a pair.
 */
const THING_DAYS =
  /\b(?!(?:week|work|working|business|calendar|school|holi)-)[a-z]+-(?:day|night)s\b/giu;

/**
 * 'What share of sales came from store 2, in percent?', 'as a percentage': how the figure is to be
 * shown, closing the question; shares and ratios are shown in percent already.
 */
const IN_PERCENT = /,?\s*(?:in|as\s+an?)\s+(?:percent(?:age)?s?|%)(?=\s*[?.!]*\s*$)/giu;

/**
 * 'A discount of more than 20 percent': the word after a number is its unit, read as the sign
 * ('20%'), not a share asked; 'the top 10 percent' still ranks.
 */
const PERCENT_UNIT =
  /(?<!\b(?:top|bottom|first|last)\s+)\b(\d+(?:\.\d+)?)\s*(?:per\s?cent|pct)\b/giu;

/**
 * 'The overall fill rate, received units divided by ordered units': a name set off before the
 * formula that spells it out; the formula is what is computed, the name only calls it.
 */
const NAMED_FORMULA =
  /\bthe\s+(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+,\s+(?=[^,?]*?\b(?:divided\s+by|minus)\b)/giu;

const SORTING_WORDS = new Set(['sorted', 'sort', 'descending', 'ascending']);

/** 'In descending order': the order word alone, so 'order' names no column (Order ID). */
const IN_ORDER = /\b(?:in\s+)?(descending|ascending)\s+order\b/giu;

export function questionWords(asked: string): QuestionWords {
  const percentile = PERCENTILE.exec(asked);
  const question = asked
    .replace(STANDARD_DEVIATION, 'stdev')
    .replace(IN_RANGE, 'between ')
    .replace(PERCENT_CHANGE, '')
    .replace(IN_PERCENT, '')
    .replace(PERCENT_UNIT, '$1%')
    .replace(NAMED_FORMULA, '')
    .replace(TIMES_BOUGHT, 'placed $1 $2 orders')
    .replace(TAKINGS_VERB, '$1takings')
    .replace(SELLS_FOR, 'priced ')
    .replace(COUNTED_SELL, '$1')
    .replace(CORRELATION, 'correlation ')
    .replace(VALUE_RANGE, (found) => (/^range/iu.test(found) ? 'valuerange ' : 'valuerange of'))
    .replace(IN_ORDER, '$1')
    .replace(PERCENTILE, 'percentile')
    .replace(RUNNING_TOTAL, 'cumulative ')
    .replace(CAME_BACK, 'returned')
    .replace(ACCOUNTS_FOR, 'account ')
    .replace(ENDED_IN, 'were ')
    .replace(THING_DAYS, 'rows');
  const written = writtenWordsOf(question);
  // 'IDs', 'DRGs', 'SKUs': an acronym's plural is the acronym, which no stemming reads from a
  // word of three letters or fewer; 'ids' typed in lower case is the same plural.
  const words = written.map((word) => fold(ACRONYM_PLURAL.test(word) ? word.slice(0, -1) : word));
  return {
    written,
    words,
    stems: words.map(stem),
    names: written.map((word, index) => index > 0 && word !== 'I' && /^\p{Lu}/u.test(word)),
    percents: percentSigns(question),
    moneys: moneySigns(question),
    percentile: percentile && Number(percentile[1] ?? percentile[2]),
    percentChange: asked.match(PERCENT_CHANGE) !== null,
    inPercent: asked.match(IN_PERCENT) !== null,
  };
}

/** What the question asks for, whatever the table: an order, a number of results, a total… */
export interface Intent {
  order: 'desc' | 'asc' | null;
  /** 'top 3', 'five lowest'. */
  limit: number | null;
  average: boolean;
  /** 'the median': the middle figure, where an average would be computed. */
  median: boolean;
  /** 'the standard deviation': how far the figures spread around their average. */
  deviation: boolean;
  /** 'the range of prices': the largest less the smallest. */
  range: boolean;
  /** 'the correlation between discount and profit': how two figures move together. */
  correlation: boolean;
  /** 'the 90th percentile': which one; null when none is asked. */
  percentile: number | null;
  /** 'Cumulative sales by month', 'the running total of profit': each period adds to those before. */
  cumulative: boolean;
  /**
   * 'Sorted descending', 'in ascending order', 'from highest to lowest': every group listed in
   * that order, where an order word alone asks for the first ('the highest').
   */
  sorted: boolean;
  total: boolean;
  /** 'how many', 'number of', 'count'. */
  count: boolean;
  compare: boolean;
  /** 'How did sales change', 'the growth in sales': how a figure moved over time. */
  change: boolean;
  /** 'The percentage change', 'by what percent did … grow': the change in percent. */
  percentChange: boolean;
  /** 'How much more … than', 'how much larger … than': how far apart two figures are. */
  gap: boolean;
  /** 'And week 6?', 'What about Elmstead?'. */
  followUp: boolean;
}

export { RANK_WORDS };

/**
 * The words asking how a figure moved or compares ('how did sales change', 'compare'); a change
 * that is counted is a row, not a movement.
 */
function asks(words: readonly string[], set: ReadonlySet<string>): boolean {
  return words.some((word, index) => set.has(word) && !countedChange(words, index));
}

/**
 * 'How many orders were returned or have a return pending': rows with either value counted as
 * one figure, where 'or' is the only word comparing ('how many returned vs shipped' and 'compare
 * …' still set the values side by side).
 */
function alternativesCounted(words: readonly string[]): boolean {
  if (!/\b(how many|number of)\b/.test(` ${words.join(' ')} `)) return false;
  const comparing = words.filter(
    (word, index) => COMPARE.has(word) && !countedChange(words, index),
  );
  return comparing.length > 0 && comparing.every((word) => word === 'or');
}

export function readIntent({ words, percentile, percentChange }: QuestionWords): Intent {
  const has = (set: Set<string>) => words.some((word) => set.has(word));
  // 'the most recent month' is a period (or a date's extreme), not a ranking of the figure.
  // 'more than 60 days before the event' compares with a figure; it orders nothing ('do smokers
  // tip more than non-smokers' still sets two groups in order).
  const orderWord = words.find(
    (word, index) =>
      isOrderWord(word) &&
      !(word === 'most' && words[index + 1] === 'recent') &&
      !(words[index + 1] === 'than' && numberOf(words[index + 2] ?? '') !== null),
  );
  let limit: number | null = null;
  words.forEach((word, index) => {
    const next = words[index + 1] ?? '';
    if (RANK_WORDS.test(word) && numberOf(next) !== null) limit = numberOf(next);
    else if (RANK_WORDS.test(next) && numberOf(word) !== null) limit = numberOf(word);
    // 'Which 5 customers…' (not 'which 2017 …').
    else if ((word === 'which' || word === 'what') && (numberOf(next) ?? 1000) < 1000)
      limit = numberOf(next);
    else if (limitAfterThe(words, index + 1) !== null) limit = numberOf(next);
  });
  const phrase = ` ${words.join(' ')} `;
  return {
    order: orderWord === undefined ? null : DESCENDING.has(orderWord) ? 'desc' : 'asc',
    limit,
    average: has(AVERAGE),
    median: words.includes('median'),
    deviation: words.includes('stdev') || words.includes('stddev'),
    range: words.includes('valuerange'),
    correlation: words.includes('correlation'),
    percentile,
    cumulative: words.includes('cumulative'),
    sorted: words.some(
      (word, index) =>
        SORTING_WORDS.has(word) ||
        (word === 'to' &&
          isOrderWord(words[index - 1] ?? '') &&
          isOrderWord(words[index + 1] ?? '')),
    ),
    total: has(TOTAL) || has(TOTALLING_VERBS) || phrase.includes(' how much '),
    count: /\b(how many|number of|count)\b/.test(phrase),
    compare: asks(words, COMPARE) && !alternativesCounted(words),
    change: asks(words, CHANGE_WORDS),
    percentChange,
    gap: /\bhow much (?:more|less|larger|bigger|higher|greater|smaller|lower)\b.*\bthan\b/.test(
      phrase,
    ),
    followUp: FOLLOW_UP_OPENERS.some((opener) =>
      opener.every((word, index) => words[index] === word),
    ),
  };
}

/**
 * Whether the question says how to compute its figure: an order, a limit, a mean, a sum, a
 * count, a correlation.
 */
export function saysHow(intent: Intent): boolean {
  return (
    intent.order !== null ||
    intent.limit !== null ||
    intent.average ||
    intent.total ||
    intent.count ||
    intent.correlation
  );
}
