import type { TableFilter } from '@domain/table-subject';
import type { QuestionWords } from '../question';
import { headPhrase, type TableVocabulary, type ValueEntry } from './table-vocabulary';
import { namesSurveyAnswer } from './survey-questions';
import { stem } from '../../text/terms';
import {
  COPULAS,
  isCountLead,
  comparisonEndsAt,
  conceptOf,
  conceptsOf,
  GROUP_LEADS,
  isHowWord,
  NEGATIONS,
  AVERAGE,
  TOTAL,
  QUESTION_WORDS,
  numberOf,
  STAR_WORDS,
  TIME_UNITS,
  RANK_WORDS,
  trailingComparison,
  figureEnd,
  pastTenseRoots,
  INDEFINITE_ARTICLES,
  PERIOD_ADJECTIVES,
  PERIOD_NOUNS,
} from './lexicon';
import { monthNumber } from '../../text/cell-value';
import { yearFilters, type RowsEdge } from './year-column';
import { clipsWord } from './compound-headers';

/**
 * Words between a negation and the value it denies: 'not been closed', 'not by NASA', 'outside
 * of Canada', 'do not have phone service', 'not paid with payment type 1', 'no longer active',
 * 'did not get a timely response' (an article before the value).
 */
const NEGATED_GAP = new Set([
  'a',
  'an',
  'any',
  'longer',
  'have',
  'has',
  'had',
  'with',
  'paid',
  'use',
  'used',
  'get',
  'got',
  'bought',
  'made',
  'been',
  'be',
  'being',
  'yet',
  'by',
  'in',
  'from',
  'at',
  'for',
  'about',
  'the',
  'of',
]);

/**
 * Two words that deny the value after them: 'other than Canada', 'customers rather than
 * subscribers', 'cash instead of card' (the value before is kept; the one after is left out).
 */
const NEGATING_PAIRS = new Map([
  ['than', new Set(['other', 'rather'])],
  ['of', new Set(['instead'])],
]);

/**
 * The position of a negation just before a value ('not closed', 'not yet been closed', 'other
 * than Canada'), or -1.
 */
export function negationBefore(
  words: readonly string[],
  used: readonly boolean[],
  start: number,
): number {
  for (let at = start - 1; at >= 0 && at >= start - 3; at -= 1) {
    if (used[at]) return -1;
    if (NEGATIONS.has(words[at]!)) return at;
    const pairedWith = NEGATING_PAIRS.get(words[at]!);
    if (pairedWith?.has(words[at - 1] ?? '') && !used[at - 1]) return at - 1;
    if (!NEGATED_GAP.has(words[at]!)) return -1;
  }
  return -1;
}

/** Words joining the two ends of a range of months ('from March to June', 'between May and July'). */
const MONTH_RANGE_MIDDLES = new Set(['to', 'until', 'through', 'thru', 'till', 'and']);

/**
 * 'from March to June 2014' where a text column holds month names (Month Name) beside a date
 * column: either end of a range of months is left to the dates, since the column's values
 * would keep the two months only ('March or June').
 */
function endsMonthRange(question: QuestionWords, vocabulary: TableVocabulary, start: number) {
  const { words } = question;
  const isMonth = (at: number) =>
    /^[a-z]{3,9}$/.test(words[at] ?? '') && monthNumber(words[at]!) > 0;
  if (vocabulary.dates.length === 0 || !isMonth(start)) return false;
  const joined = (first: number) =>
    isMonth(first) &&
    isMonth(first + 2) &&
    MONTH_RANGE_MIDDLES.has(words[first + 1] ?? '') &&
    (words[first + 1] !== 'and' || words[first - 1] === 'between');
  return joined(start) || joined(start - 2);
}

const DATE_LEADS = new Set(['in', 'on', 'during', 'between', 'before', 'after', 'since', 'from']);
const DATE_STARTS = /^((19|20)\d\d|q[1-4]|last|first|this|the|[a-z]{3,9})$/;

/**
 * 'Closed in January' where Closed is a Status and a date column is 'Closed Date': the word
 * before a date phrase names when, so it is left for the date column rather than the value.
 */
function namesDateColumn(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  start: number,
): boolean {
  const { words } = question;
  const next = words[start + 2] ?? '';
  const dated =
    DATE_LEADS.has(words[start + 1] ?? '') &&
    DATE_STARTS.test(next) &&
    (!/^[a-z]{3,9}$/.test(next) ||
      ['last', 'first', 'this', 'the'].includes(next) ||
      monthNumber(next) > 0);
  if (!dated) return false;
  const concepts = conceptsOf(words[start]!);
  return vocabulary.dates.some((column) =>
    vocabulary.headers[column]!.concepts.some((concept) => concepts.includes(concept)),
  );
}

/**
 * Whether a word is one of a column's header words ('discount' of Discount Band) that names
 * the column only with the others, so after one of its values it says which column holds it.
 */
function ownHeaderWord(vocabulary: TableVocabulary, column: number, stem: string | undefined) {
  const { phrase } = vocabulary.headers[column]!;
  return stem !== undefined && phrase.length > 1 && phrase.includes(stem);
}

/** 'rated' of Content Rating: a participle naming one of a longer header's words. */
function participleOfHeader(vocabulary: TableVocabulary, column: number, word: string | undefined) {
  const { phrase, concepts } = vocabulary.headers[column]!;
  return (
    word !== undefined &&
    /ed$/.test(word) &&
    phrase.length > 1 &&
    conceptsOf(word).some((concept) => concepts.includes(concept))
  );
}

/** Last words of a header of codes that a question leaves out ('vendor 2' of vendor_id). */
const CODE_WORDS = new Set(['id', 'code', 'no', 'num', 'number', 'nbr']);

function endsWith(phrase: readonly string[], tail: readonly string[]): boolean {
  return tail.every((word, at) => phrase[phrase.length - tail.length + at] === word);
}

/**
 * A header's phrase as the question says it: whole, without a last word such as 'id', as its
 * words before 'of' ('week 250' of 'Week of Purchase'), as its last words ('plan price' of
 * store_plan_price), or as its last word said another way when no other header ends so ('a
 * quantity of 1' of OrderQty).
 */
function spokenPhrase(
  vocabulary: TableVocabulary,
  column: number,
  stems: readonly string[],
  used: boolean[],
): readonly string[] {
  const { phrase } = vocabulary.headers[column]!;
  if (findPhrase(stems, phrase, used) >= 0) return phrase;
  const answer = stems.find(
    (word, at) => !used[at] && namesSurveyAnswer(vocabulary.headers[column]!, word),
  );
  if (answer !== undefined) return [answer];
  const short = phrase.slice(0, -1);
  if (phrase.length > 1 && CODE_WORDS.has(phrase.at(-1)!) && findPhrase(stems, short, used) >= 0)
    return short;
  const head = headPhrase(phrase);
  if (head.length < phrase.length && findPhrase(stems, head, used) >= 0) return head;
  // 'a plan price of 0' of store_plan_price: its last words, the first one left out as the row
  // noun, where no other header ends with them ('fips code' is State or County FIPS Code).
  for (let length = phrase.length - 1; length >= 2; length -= 1) {
    const tail = phrase.slice(-length);
    const endsSo = vocabulary.headers.filter((header) => endsWith(header.phrase, tail));
    if (endsSo.length === 1 && findPhrase(stems, tail, used) >= 0) return tail;
  }
  const last = conceptOf(phrase.at(-1) ?? '');
  const endsSo = vocabulary.headers.filter(
    (header) => conceptOf(header.phrase.at(-1) ?? '') === last,
  );
  const said = stems.find((word, at) => !used[at] && conceptOf(word) === last);
  return endsSo.length === 1 && said !== undefined ? [said] : phrase;
}

/**
 * The filters of numbers a column holds, named after its header: those values ('weeks 5 and 6',
 * compared side by side), or, where neighbouring numbers are offered as alternatives ('a score of
 * 9 or 10'), the one band they make (at least 9, at most 10).
 */
function numbersNamed(
  column: number,
  said: readonly string[],
  values: readonly number[],
  categories: ReadonlySet<number>,
): TableFilter[] {
  const sorted = [...values].sort((a, b) => a - b);
  const [from, to] = [sorted[0]!, sorted.at(-1)!];
  const between = [...categories].filter((value) => value >= from && value <= to);
  const band =
    sorted.length >= 2 &&
    said.includes('or') &&
    !said.includes('and') &&
    between.length === sorted.length;
  if (!band) return [{ column, kind: 'number', values: sorted }];
  return [
    { column, kind: 'compare', op: 'ge', value: from },
    { column, kind: 'compare', op: 'le', value: to },
  ];
}

/** Words between a header and its value: 'company size is L', 'a level of SE'. */
const CODE_LINKS = new Set(['is', 'of']);

/**
 * One of a column's short values after its header ('branch A'), after 'is' or 'of' ('company
 * size is L'), or after the header's last word alone when no other header ends with it
 * ('companies of size L' of company_size), or after a word no other header has.
 */
function codeAfterHeader(
  stems: readonly string[],
  vocabulary: TableVocabulary,
  column: number,
  codes: ReadonlyMap<string, string>,
  used: boolean[],
): { start: number; length: number; value: string } | null {
  const { phrase } = vocabulary.headers[column]!;
  const last = phrase.at(-1);
  const lastOwn =
    phrase.length > 1 &&
    vocabulary.headers.every((header, other) => other === column || header.phrase.at(-1) !== last);
  // 'the HVAC is on', 'lights on' of HVACUsage and LightingUsage beside energy_usage: a word only
  // this header has names it too.
  const own = phrase.filter(
    (word) =>
      phrase.length > 1 &&
      word !== last &&
      vocabulary.headers.every(
        (header, other) => other === column || !header.phrase.includes(word),
      ),
  );
  for (const said of [phrase, ...(lastOwn ? [[last!]] : []), ...own.map((word) => [word])]) {
    for (let start = findPhrase(stems, said, used); start >= 0;) {
      let at = start + said.length;
      if (CODE_LINKS.has(stems[at] ?? '') && !used[at]) at += 1;
      const value = used[at] ? undefined : codes.get(stems[at] ?? '');
      if (value !== undefined) return { start, length: at + 1 - start, value };
      // 'in the all production process' of prod_process: the value between 'the' and its header
      // (the header's words before the one found may be said in full).
      let lead = start - 1;
      while (lead > 0 && !used[lead] && spellsOut(phrase, stems[lead]!)) lead -= 1;
      const leading =
        stems[lead - 1] === 'the' && !used[lead] ? codes.get(stems[lead]!) : undefined;
      if (leading !== undefined)
        return { start: lead, length: start + said.length - lead, value: leading };
      start = findPhrase(stems, said, used, start + 1);
    }
  }
  return null;
}

/** A header word said in full: 'production' of prod_process. */
function spellsOut(phrase: readonly string[], word: string): boolean {
  return phrase.some((short) => short.length >= 3 && word !== short && word.startsWith(short));
}

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

/** Words joining the two words of a header said apart ('special on MM' of SpecialMM). */
const JOINING = new Set(['on', 'of', 'for']);

/**
 * A two-word header said the other way round ('the MM price' of PriceMM) or with a joining word
 * between ('a special on MM' of SpecialMM), the word at `at` being one of the two.
 */
function inHeaderPair(phrase: readonly string[], stems: readonly string[], at: number): boolean {
  if (phrase.length !== 2) return false;
  const [first, second] = phrase;
  const said = (index: number, word: string | undefined) => stems[index] === word;
  return (
    (said(at, second) && said(at + 1, first)) ||
    (said(at, first) && said(at - 1, second)) ||
    (said(at, first) && JOINING.has(stems[at + 1] ?? '') && said(at + 2, second)) ||
    (said(at, second) && JOINING.has(stems[at - 1] ?? '') && said(at - 2, first))
  );
}

/**
 * 'salary in USD' where a header is salary_in_usd: a word inside a header of several words
 * written out whole names that header, not a cell value (the currency USD of another column);
 * so does one of a two-word header said the other way round or with a joining word between.
 */
function inWholeHeader(stems: readonly string[], vocabulary: TableVocabulary, at: number): boolean {
  return vocabulary.headers.some(({ phrase }) => {
    if (phrase.length < 2) return false;
    if (inHeaderPair(phrase, stems, at)) return true;
    return phrase.some((word, offset) => {
      const start = at - offset;
      return (
        word === stems[at] &&
        start >= 0 &&
        phrase.every((own, index) => stems[start + index] === own)
      );
    });
  });
}

const PAYING = new Set(['paid', 'pay', 'pays', 'paying']);
const PAID_WITH = new Set(['by', 'with', 'in', 'via', 'using']);

/**
 * 'paid by card', 'paying in cash': the means of payment, a value (of cash_type), even where a
 * column is headed by the same word (card, the card's number).
 */
function meansOfPayment(words: readonly string[], at: number): boolean {
  return PAID_WITH.has(words[at - 1] ?? '') && PAYING.has(words[at - 2] ?? '');
}

/**
 * Words that may stand between a header's words said apart ('price of CH', 'MM on special',
 * 'Nabisco had a display').
 */
const HEADER_JOINS = new Set(['of', 'on', 'for', 'was', 'were', 'is', 'are', 'had', 'has', 'a']);

/**
 * 'The price of CH', 'the MM discount', 'MM on special', 'a Nabisco display' where the headers
 * are PriceCH, DiscMM, SpecialMM and disp.nabisco: a value that is a word of a header, said
 * beside all of that header's other words in any order (or in full where the header clips them),
 * names that header, not the rows holding the value.
 */
function besideItsHeader(
  words: readonly string[],
  stems: readonly string[],
  vocabulary: TableVocabulary,
  at: number,
): boolean {
  const said = (index: number, concept: string) =>
    conceptsOf(words[index] ?? '').some((own) => own === concept || clipsWord(concept, own));
  return vocabulary.headers.some(({ phrase }) => {
    if (phrase.length < 2 || !phrase.includes(stems[at]!)) return false;
    const others = new Set(phrase.filter((word) => word !== stems[at]).map(conceptOf));
    const covered = new Set<string>();
    for (const step of [-1, 1]) {
      for (let index = at + step; index >= 0 && index < words.length; index += step) {
        const concept = [...others].find((own) => said(index, own));
        if (concept) covered.add(concept);
        else if (!HEADER_JOINS.has(words[index]!)) break;
      }
    }
    return covered.size === others.size;
  });
}

/**
 * 'Which store', 'in each store', 'store 5' where `store_id` numbers the stores and `Store` is
 * also a sales channel: the noun of a coded column's header, led by a word that groups or
 * followed by a number, names that column, not the cell (written 'Store', it still does).
 */
function codedHeaderLed(question: QuestionWords, vocabulary: TableVocabulary, at: number): boolean {
  const { words, stems } = question;
  const led = GROUP_LEADS.has(words[at - 1] ?? '') || /^\d+$/.test(words[at + 1] ?? '');
  return (
    led &&
    !question.names[at] &&
    vocabulary.headers.some(
      ({ phrase }) =>
        phrase.length > 1 &&
        CODE_WORDS.has(phrase.at(-1)!) &&
        phrase.filter((word) => !CODE_WORDS.has(word)).join(' ') === stems[at],
    )
  );
}

/**
 * 'their current manager' where a header is YearsWithCurrManager and Manager also a job role: a
 * value said right after another word of a header of three words or more names that header.
 */
function afterHeaderWord(
  words: readonly string[],
  stems: readonly string[],
  vocabulary: TableVocabulary,
  at: number,
): boolean {
  if (at === 0) return false;
  const before = conceptsOf(words[at - 1]!);
  return vocabulary.headers.some(
    ({ phrase }) =>
      phrase.length >= 3 &&
      phrase.includes(stems[at]!) &&
      phrase.some((word) => word !== stems[at] && before.includes(conceptOf(word))),
  );
}

/** 'rainy' of a value rain, 'foggy' of fog, 'sunny' of sun: an adjective made from a value. */
function adjectiveOf(word: string, vocabulary: TableVocabulary): ValueEntry[] | undefined {
  if (word.length < 5 || !word.endsWith('y')) return undefined;
  const bare = word.slice(0, -1);
  const single = /(\w)\1$/.test(bare) ? bare.slice(0, -1) : bare;
  return vocabulary.values.get(stem(bare)) ?? vocabulary.values.get(stem(single));
}

/** 'passed' of a value PASS, 'failed' of FAIL: the past tense of a verb a column holds. */
function pastTenseOf(word: string, vocabulary: TableVocabulary): ValueEntry[] | undefined {
  if (word.length < 5) return undefined;
  return pastTenseRoots(word)
    .map((root) => vocabulary.values.get(root))
    .find((entries) => entries !== undefined);
}

/** Words between a number column's header and one of its numbers ('of 1', 'is 2'). */
const VALUE_LEADS = new Set(['of', 'is', 'was', 'equals']);

/** Articles a question puts inside a value written without them. */
const INNER_ARTICLES = new Set([...INDEFINITE_ARTICLES, 'the']);

/**
 * 'closed with an explanation' of a value `Closed with Explanation`: a value of three words or
 * more said with an article inside it that the cell leaves out (never first or last, where the
 * article belongs to the sentence).
 */
function withoutInnerArticles(
  phrase: readonly string[],
  vocabulary: TableVocabulary,
): ValueEntry[] | undefined {
  const inner = phrase.slice(1, -1);
  if (phrase.length < 3 || !inner.some((word) => INNER_ARTICLES.has(word))) return undefined;
  const kept = [phrase[0]!, ...inner.filter((word) => !INNER_ARTICLES.has(word)), phrase.at(-1)!];
  return vocabulary.values.get(kept.join(' '));
}

/** The cell values the words from `start` name: as written, a short plural, an adjective or a past tense. */
function cellsNamed(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  start: number,
  length: number,
): ValueEntry[] | undefined {
  const { words, stems } = question;
  const phrase = stems.slice(start, start + length).join(' ');
  const single = length === 1 && !question.names[start];
  return (
    vocabulary.values.get(phrase) ??
    vocabulary.values.get(shortPluralDropped(phrase)) ??
    withoutInnerArticles(stems.slice(start, start + length), vocabulary) ??
    (single
      ? (adjectiveOf(words[start]!, vocabulary) ?? pastTenseOf(words[start]!, vocabulary))
      : undefined)
  );
}

/** Verbs that link a noun to what it is ('the apps are paid'). */

/**
 * 'Paid apps', 'apps that are paid', 'used cars': a word that otherwise asks how to compute
 * ('paid', 'used') is one of the two values of a column (Free or Paid, New or Used) when it
 * stands before a word naming a column, or after one and a verb 'are': an adjective of the rows,
 * as 'free apps' is.
 */
function pairValueOfRows(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  start: number,
  headerWords: ReadonlySet<string>,
  valuesOf: (column: number) => readonly string[],
): boolean {
  const { words, stems } = question;
  const before = COPULAS.has(words[start - 1] ?? '') && headerWords.has(stems[start - 2] ?? '');
  if (!before && !headerWords.has(stems[start + 1] ?? '')) return false;
  const entries = vocabulary.values.get(question.stems[start]!);
  return entries !== undefined && entries.every((entry) => valuesOf(entry.column).length === 2);
}

/** At most this many values make a column of kinds (a transaction type, a status). */
const FEW_KINDS = 12;
/** Words before a noun: 'the purchase total', 'a return', 'after purchase', 'total purchase'. */
const NOUN_LEADS = new Set(['the', 'a', 'an', 'each', 'per', 'after', 'before', 'total', 'every']);

/** Words that start a when: 'last month', 'in 2020', 'since March'. */
const WHEN_WORDS = new Set([
  'last',
  'this',
  'previous',
  'past',
  'in',
  'during',
  'since',
  'before',
  'after',
  'between',
  'on',
  'yesterday',
  'today',
]);

function saysWhen(word: string): boolean {
  return WHEN_WORDS.has(word) || /^(?:19|20)\d\d$/.test(word) || monthNumber(word) > 0;
}

/** 'monthly', 'each month', 'per week', 'by year': a period rows are grouped by. */
function periodGrouped(words: readonly string[], stems: readonly string[], at: number): boolean {
  if (Object.hasOwn(PERIOD_ADJECTIVES, words[at]!)) return true;
  return Object.hasOwn(PERIOD_NOUNS, stems[at]!) && GROUP_LEADS.has(words[at - 1] ?? '');
}

/**
 * 'How many bills were paid', 'how many orders are refunded': rows counted, then a copula and a
 * word that otherwise asks how to compute ('paid'), one of a column of few kinds (Status: PAID,
 * AUTHORISED, VOIDED): the state the counted rows are in, not the `amount_paid` to add up.
 */
function countedStateValue(
  { words, stems }: QuestionWords,
  vocabulary: TableVocabulary,
  start: number,
  valuesOf: (column: number) => readonly string[],
): boolean {
  if (!COPULAS.has(words[start - 1] ?? '')) return false;
  if (!words.slice(0, start - 1).some((_, index) => isCountLead(words, index))) return false;
  // 'How many orders were received last month': a when after the verb says which date it is of;
  // so does a period the count is grouped by ('placed each month', 'paid monthly').
  if (
    words
      .slice(start + 1)
      .some((word, at) => saysWhen(word) || periodGrouped(words, stems, start + 1 + at))
  )
    return false;
  const entries = vocabulary.values.get(stems[start]!);
  return (
    entries !== undefined && entries.every((entry) => valuesOf(entry.column).length <= FEW_KINDS)
  );
}

/**
 * 'The purchase total', 'balance after purchase' of a transaction type holding PURCHASE, REFUND
 * and BALANCE: a verb the question may use ('purchase') that stands as a noun, after an article or
 * a preposition and before another word, and is a value of a column of few kinds, is that value;
 * so is its past participle before a header ('the purchased amount').
 */
function verbAsNounValue(
  { words, stems }: QuestionWords,
  vocabulary: TableVocabulary,
  start: number,
  valuesOf: (column: number) => readonly string[],
  headerWords: ReadonlySet<string>,
): boolean {
  // Before another word: 'in the log' at the end names the table, not a Logged status.
  const noun = NOUN_LEADS.has(words[start - 1] ?? '') && start + 1 < words.length;
  const participle = headerWords.has(stems[start + 1] ?? '');
  if (!QUESTION_WORDS.has(words[start]!) || !(noun || participle)) return false;
  const entries =
    (noun ? vocabulary.values.get(stems[start]!) : undefined) ??
    (participle ? pastTenseOf(words[start]!, vocabulary) : undefined);
  return entries?.length === 1 && valuesOf(entries[0]!.column).length <= FEW_KINDS;
}

/** Words before the kind a figure is asked of: 'the change of total retail', 'for total retail'. */
const KIND_LEADS = new Set(['of', 'for']);

/**
 * 'The change of total retail', 'the average change for total retail' of a breakdown whose
 * subsector holds 'total' beside its parts: a total word a column holds, after 'of' or 'for' and
 * before a word that names no header, is the all-kinds row, not a sum ('the sum of total sales'
 * still adds up the sales).
 */
function totalKindValue(
  { words, stems }: QuestionWords,
  vocabulary: TableVocabulary,
  start: number,
  headerWords: ReadonlySet<string>,
): boolean {
  if (!TOTAL.has(words[start]!) || !KIND_LEADS.has(words[start - 1] ?? '')) return false;
  const next = words[start + 1];
  if (next === undefined || isHowWord(next) || headerWords.has(stems[start + 1]!)) return false;
  return vocabulary.values.has(stems[start]!);
}

/**
 * 'pop ups' of a value Pop Up: the stemmer leaves words of three letters as they are, so a short
 * plural ending a phrase of words is also tried without its 's' (never a word alone: 'was' is
 * not WA).
 */
function shortPluralDropped(phrase: string): string {
  return / [a-z]{2}s$/.test(phrase) ? phrase.slice(0, -1) : phrase;
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

/**
 * 'Between week 250 and week 260', 'from week 250 to 260', 'weeks 250 to 260': both ends of a
 * range of a header's numbers, both included; the header may be said again before the second.
 */
function rangeAt(
  { words, stems }: QuestionWords,
  phrase: readonly string[],
  start: number,
  at: number,
  used: boolean[],
): { from: number; to: number; end: number } | null {
  const from = numberOf(words[at] ?? '');
  const link = words[at + 1];
  if (from === null || !(link === 'to' || (link === 'and' && words[start - 1] === 'between')))
    return null;
  const again = findPhrase(stems, phrase, used, at + 2) === at + 2 ? phrase.length : 0;
  const to = numberOf(words[at + 2 + again] ?? '');
  return to === null || to < from ? null : { from, to, end: at + 3 + again };
}

/**
 * One filter keeping the values of both, when both keep values of one column ('Elmstead or
 * Harbour Point', 'holiday and non-holiday weeks'); null otherwise.
 */
export function withValuesOf(kept: TableFilter, added: TableFilter): TableFilter | null {
  if (kept.column !== added.column) return null;
  if (kept.kind === 'text' && added.kind === 'text') {
    const values = [...new Set([...kept.values, ...added.values])];
    // 'Seattle or Boston' of addresses: both parts, or no part where one value is named whole.
    if (!kept.parts || !added.parts) return { column: kept.column, kind: 'text', values };
    return { ...kept, values, parts: [...kept.parts, ...added.parts] };
  }
  if (kept.kind === 'number' && added.kind === 'number')
    return { ...kept, values: [...new Set([...kept.values, ...added.values])] };
  return null;
}

/** How the items of a cell that lists several are joined ('Security;Speed'). */
const LIST_JOINER = ';';

/**
 * 'Respondents who listed Price' where a column's cells list one or more items ('Price',
 * 'Security;Price'): every cell listing the value, when most of the column's kinds are lists.
 */
function listing(values: readonly string[], value: string): string[] {
  const lists = values.filter((cell) => cell.includes(LIST_JOINER));
  if (value.includes(LIST_JOINER) || lists.length * 2 <= values.length) return [value];
  const items = (cell: string) => cell.split(LIST_JOINER).map((item) => item.trim());
  return values.filter((cell) => items(cell).includes(value));
}

/**
 * The text filters of the cells a value names: the values under a category path's first level,
 * or every list holding it where cells are lists.
 */
function listedOptions(
  entries: readonly ValueEntry[],
  valuesOf: (column: number) => readonly string[],
): FilterOptions {
  return entries.map((entry) => ({
    column: entry.column,
    kind: 'text',
    values: entry.values ?? listing(valuesOf(entry.column), entry.value),
    ...(entry.part ? { parts: [entry.value] } : {}),
  }));
}

/** Adds a filter value, merging values of the same column ('Elmstead or Harbour Point'). */
function addFilter(filters: FilterOptions[], options: FilterOptions): void {
  const [option] = options;
  for (const [at, existing] of filters.entries()) {
    const merged =
      options.length === 1 && existing.length === 1 ? withValuesOf(existing[0]!, option!) : null;
    if (merged) {
      filters[at] = [merged];
      return;
    }
  }
  filters.push(options);
}

/**
 * 'channel 2 customers' of Channel and CustomerId columns both holding 2: the number said right
 * after another header whose column holds it is that column's value ('channel 2', as 'week 5'
 * is), not a value of the header after it ('16 ounce beers').
 */
function heldByHeaderBefore(
  vocabulary: TableVocabulary,
  stems: readonly string[],
  used: boolean[],
  column: number,
  at: number,
  value: number,
): boolean {
  return [...vocabulary.categories].some(([other, values]) => {
    if (other === column || !values.has(value)) return false;
    const phrase = spokenPhrase(vocabulary, other, stems, used);
    const start = at - phrase.length;
    return (
      phrase.length > 0 &&
      start >= 0 &&
      phrase.every((word, offset) => !used[start + offset] && stems[start + offset] === word)
    );
  });
}

/**
 * Whether a number before a header at `start` is compared rather than held ('more than 5
 * units', '95 points or more'; conditions.ts reads them), not a value ('16 ounce beers').
 */
function comparedAround(words: readonly string[], start: number, length: number): boolean {
  return (
    comparisonEndsAt(words, start - 2) || trailingComparison(words, start + length - 1) !== null
  );
}

/**
 * 'The average retail price' where `pricetype` holds Retail and `price` is a header of its own:
 * a word after a value that is also a whole header is the figure an average or a total asks
 * for when no other word of the question is one ('a high discount' still names Discount Band
 * when only rows are counted, and 'the average discount in the High discount band' has its own).
 */
function namesOnlyFigure(
  vocabulary: TableVocabulary,
  words: readonly string[],
  stems: readonly string[],
  at: number,
): boolean {
  const isHeader = (stem: string) =>
    vocabulary.headers.some(({ phrase }) => phrase.length === 1 && phrase[0] === stem);
  return (
    isHeader(stems[at]!) &&
    words.some((word) => AVERAGE.has(word) || TOTAL.has(word)) &&
    stems.every((stem, other) => other === at || !isHeader(stem))
  );
}

/**
 * The header's own words around one of its values, marked used: after it ('a high discount',
 * 'the High discount band' of a Discount Band holding High: they name the value's column, not
 * another figure, Discounts) and a participle before it ('how many apps are rated Teen' of a
 * Content Rating column: not the Rating figure). How many words that was.
 */
function headerWordsAround(
  { words, stems }: QuestionWords,
  vocabulary: TableVocabulary,
  used: boolean[],
  column: number,
  start: number,
  length: number,
): number {
  let after = start + length;
  while (
    !used[after] &&
    ownHeaderWord(vocabulary, column, stems[after]) &&
    !namesOnlyFigure(vocabulary, words, stems, after)
  ) {
    consume(used, after, 1);
    after += 1;
  }
  const before = start - 1;
  const participle = !used[before] && participleOfHeader(vocabulary, column, words[before]);
  if (participle) consume(used, before, 1);
  return after - start - length + (participle ? 1 : 0);
}

/**
 * 'Origin port PORT09' where PORT09 is also a destination port: a value several columns hold,
 * said right after the header of one of them, is that column's.
 */
function afterOwnHeader<T extends { column: number }>(
  entries: T[],
  stems: readonly string[],
  vocabulary: TableVocabulary,
  used: readonly boolean[],
  start: number,
): T[] {
  if (entries.length < 2) return entries;
  const saidBefore = (column: number) => {
    const { phrase } = vocabulary.headers[column]!;
    const from = start - phrase.length;
    return from >= 0 && phrase.every((word, at) => !used[from + at] && stems[from + at] === word);
  };
  const named = entries.filter((entry) => saidBefore(entry.column));
  return named.length === 1 ? named : entries;
}

/**
 * An ID column named with one ID it holds, written in figures: 'order 10248', 'sales order
 * 0500000000' of SALESORDERID (too many IDs to be values a question names alone).
 */
function idsNamed(
  { words, stems }: QuestionWords,
  vocabulary: TableVocabulary,
  used: boolean[],
  idCell: (column: number, word: string) => TableFilter | null,
): { start: number; length: number; filter: TableFilter }[] {
  return [...vocabulary.identifiers].flatMap((column) => {
    if (vocabulary.categories.has(column)) return [];
    const whole = spokenPhrase(vocabulary, column, stems, used);
    // 'order 500000001' of Sales Order ID as well: its last word but a code word, before the ID.
    const noun = whole.filter((word) => !CODE_WORDS.has(word)).slice(-1);
    for (const phrase of noun.length > 0 && noun.length < whole.length ? [whole, noun] : [whole]) {
      for (
        let start = findPhrase(stems, phrase, used);
        start >= 0;
        start = findPhrase(stems, phrase, used, start + 1)
      ) {
        const at = start + phrase.length;
        const word = words[at] ?? '';
        const filter = used[at] || !/^\d+$/.test(word) ? null : idCell(column, word);
        if (filter) return [{ start, length: phrase.length + 1, filter }];
      }
    }
    return [];
  });
}

/**
 * 'tanker departures' of a `Departure ID` holding 'Tanker-05-04-05-2019': a word right before a
 * word naming a column of codes, that some of its codes (not all) begin with before a hyphen or
 * a slash, keeps the rows of those codes.
 */
function codePrefixesNamed(
  { words, stems }: QuestionWords,
  vocabulary: TableVocabulary,
  used: boolean[],
  valuesOf: (column: number) => readonly string[],
): { start: number; length: number; filter: TableFilter }[] {
  return words.flatMap((word, at) => {
    if (used[at] || used[at + 1] || !/^[a-z]{3,}$/.test(word)) return [];
    const noun = conceptOf(stems[at + 1] ?? '');
    const said = new Set([word, stems[at]!]);
    const found = [...vocabulary.identifiers].flatMap((column) => {
      if (!vocabulary.headers[column]!.concepts.includes(noun)) return [];
      const codes = valuesOf(column);
      const kept = codes.filter((code) => said.has(code.toLowerCase().split(/[-/]/)[0]!));
      const prefixed = kept.every((code) => /[-/]/.test(code));
      return kept.length > 0 && kept.length < codes.length && prefixed
        ? [{ start: at, length: 1, filter: { column, kind: 'text' as const, values: kept } }]
        : [];
    });
    return found.length === 1 ? found : [];
  });
}

/** Codes named by their start ('tanker departures') or an ID in figures ('order 10248'). */
function codesNamed(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  used: boolean[],
  valuesOf: (column: number) => readonly string[],
  idCell: (column: number, word: string) => TableFilter | null,
): { start: number; length: number; filter: TableFilter }[] {
  return [
    ...codePrefixesNamed(question, vocabulary, used, valuesOf),
    ...idsNamed(question, vocabulary, used, idCell),
  ];
}

/**
 * The filters a question names in a table, marking the words they use: its cell values
 * (longest phrases first) and a header followed by numbers its column holds ('week 5').
 * `score` counts the words explained.
 */
/** 'star' or 'stars' right after a number: the stars a rating counts. */
function starsOfRating(words: readonly string[], at: number): boolean {
  return STAR_WORDS.has(words[at]!) && numberOf(words[at - 1] ?? '') !== null;
}

/**
 * Whether a single word that a cell holds names a header where it stands instead: 'total sales'
 * names the Sales column, not a city called Sale (written 'Sale', it does).
 */
function namesHeaderHere(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  start: number,
  headerWords: ReadonlySet<string>,
): boolean {
  const { words, stems } = question;
  return (
    (!question.names[start] && headerWords.has(stems[start]!) && !meansOfPayment(words, start)) ||
    inWholeHeader(stems, vocabulary, start) ||
    besideItsHeader(words, stems, vocabulary, start) ||
    afterHeaderWord(words, stems, vocabulary, start) ||
    codedHeaderLed(question, vocabulary, start) ||
    namesDateColumn(question, vocabulary, start) ||
    endsMonthRange(question, vocabulary, start) ||
    unitOfTimeAsked(words, start)
  );
}

/**
 * The words that begin several headers of more than one word (review of Review_ASIN, Review_Title
 * and Review_Date; order of Order ID and Order Date): what each row is.
 */
function rowHeads(vocabulary: TableVocabulary): Set<string> {
  const counts = new Map<string, number>();
  for (const { phrase } of vocabulary.headers)
    if (phrase.length > 1) counts.set(phrase[0]!, (counts.get(phrase[0]!) ?? 0) + 1);
  return new Set([...counts].flatMap(([head, count]) => (count > 1 ? [head] : [])));
}

/**
 * 'How many reviews' of Review_ASIN, Review_Title, Review_Date…: the word several headers begin
 * with names the rows, not the few cells of one of those columns that hold it (a review titled
 * 'Review'), unless written as a name.
 */
function rowHeadInOwnColumn(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  heads: ReadonlySet<string>,
  start: number,
  entries: readonly ValueEntry[],
): boolean {
  const head = question.stems[start]!;
  return (
    !question.names[start] &&
    heads.has(head) &&
    entries.every(({ column }) => vocabulary.headers[column]!.phrase[0] === head)
  );
}

/** 'the average shipping time in days': the unit a time is asked in, not a cell (a surname Day). */
function unitOfTimeAsked(words: readonly string[], at: number): boolean {
  return TIME_UNITS.has(words[at]!) && words[at - 1] === 'in';
}

/** Small words inside a name of several capitalised words ('Health and Safety'). */
const NAME_JOINS = new Set(['and', 'of', '&']);

/**
 * 'the Sony headphones' of product names written 'Sony WH-CH520 Wireless…' and 'Sony MDR-ZX110A…':
 * a word written as a name that no cell holds whole and no header says, but that begins two or more
 * values of one column only (the brand a listing's title starts with), names the rows whose value
 * begins with it.
 */
function leadingWordValues(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  used: readonly boolean[],
  valuesOf: (column: number) => readonly string[],
): { start: number; words: string[][]; filter: TableFilter }[] {
  const { words, names } = question;
  const found: { start: number; words: string[][]; filter: TableFilter }[] = [];
  words.forEach((word, start) => {
    if (!names[start] || used[start] || word.length < 2 || numberOf(word) !== null) return;
    // One word of a longer name ('North American', 'Houston Fire Department', 'Health and
    // Safety') or a month.
    const joined = (at: number, link: number) => NAME_JOINS.has(words[link] ?? '') && names[at];
    if (names[start - 1] || names[start + 1] || monthNumber(word) > 0) return;
    if (joined(start - 2, start - 1) || joined(start + 2, start + 1)) return;
    const concept = conceptOf(word);
    if (vocabulary.headers.some(({ concepts }) => concepts.includes(concept))) return;
    const lead = `${word} `;
    const columns = vocabulary.headers.flatMap((_, column) => {
      const values = valuesOf(column).filter((value) => value.toLowerCase().startsWith(lead));
      return values.length > 1 ? [{ column, values }] : [];
    });
    if (columns.length !== 1) return;
    const [{ column, values }] = columns as [{ column: number; values: string[] }];
    const own = values.map((value) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u));
    found.push({ start, words: own, filter: { column, kind: 'text', values } });
  });
  return found;
}

/**
 * Brands the values begin with ('the Sony headphones'), kept apart from other values named of
 * the same column (both hold); the words they explain.
 */
function brandFilters(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  used: boolean[],
  valuesOf: (column: number) => readonly string[],
  filters: FilterOptions[],
): number {
  let score = 0;
  for (const { start, words, filter } of leadingWordValues(question, vocabulary, used, valuesOf)) {
    consume(used, start, 1);
    score += 1;
    // 'Sony headphones': a value named by the next word ('Headphones', a review title or a part
    // of a product name), where every Sony value has that word, says no more than the brand.
    const next = question.words[start + 1] ?? '';
    const namesNext = (option: TableFilter) =>
      option.kind === 'text' &&
      (option.parts ?? option.values).every((value) => value.toLowerCase() === next);
    const at = words.every((own) => own.includes(next))
      ? filters.findIndex((options) => options.every(namesNext))
      : -1;
    if (at >= 0) filters.splice(at, 1);
    filters.push([filter]);
  }
  return score;
}

/** A word questions ask with ('total', 'open') that is still a value of the table here. */
function howWordValued(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  start: number,
  headerWords: ReadonlySet<string>,
  valuesOf: (column: number) => readonly string[],
): boolean {
  return (
    pairValueOfRows(question, vocabulary, start, headerWords, valuesOf) ||
    verbAsNounValue(question, vocabulary, start, valuesOf, headerWords) ||
    countedStateValue(question, vocabulary, start, valuesOf) ||
    totalKindValue(question, vocabulary, start, headerWords)
  );
}

export function matchCells(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  used: boolean[],
  valuesOf: (column: number) => readonly string[] = () => [],
  idCell: (column: number, word: string) => TableFilter | null = () => null,
  edgeOf: RowsEdge = () => null,
): { filters: FilterOptions[]; score: number; positions: Set<number> } {
  const { words, stems } = question;
  const before = [...used];
  const filters: FilterOptions[] = [];
  let score = 0;
  const headerWords = new Set(
    vocabulary.headers.flatMap(({ phrase }) => (phrase.length === 1 ? phrase : [])),
  );
  const heads = rowHeads(vocabulary);

  // Cell values, longest first (a word more: 'closed with an explanation' of a 3-word value).
  const longest = Math.min(vocabulary.longestValue + 1, words.length);
  for (let length = longest; length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      if (used.slice(start, start + length).some(Boolean)) continue;
      // 'top 3' is not the manufacturer TOPS, unless written as a name.
      const howWord = length === 1 && !question.names[start] && isHowWord(words[start]!);
      if (howWord && !howWordValued(question, vocabulary, start, headerWords, valuesOf)) continue;
      if (length === 1 && namesHeaderHere(question, vocabulary, start, headerWords)) continue;
      // '5-star reviews', '1 star': a rating's stars, not a reviewer called Star.
      if (length === 1 && starsOfRating(words, start)) continue;
      const named = cellsNamed(question, vocabulary, start, length);
      if (!named) continue;
      if (length === 1 && rowHeadInOwnColumn(question, vocabulary, heads, start, named)) continue;
      const entries = afterOwnHeader(named, stems, vocabulary, used, start);
      consume(used, start, length);
      score += length;
      // 'not closed', 'not by NASA': every other value of the one column holding it.
      const negation = entries.length === 1 ? negationBefore(words, used, start) : -1;
      const [only] = entries;
      // 'not closed' of a word opening several values: every value it does not open.
      const denied = new Set(only?.values ?? [only?.value]);
      const others =
        negation >= 0 ? valuesOf(only!.column).filter((value) => !denied.has(value)) : [];
      if (others.length > 0) {
        consume(used, negation, start - negation);
        score += start - negation;
        filters.push([{ column: only!.column, kind: 'text', values: others }]);
        continue;
      }
      if (entries.length === 1)
        score += headerWordsAround(question, vocabulary, used, only!.column, start, length);
      addFilter(filters, listedOptions(entries, valuesOf));
    }
  }

  // A header followed by numbers its column holds: 'week 5', 'weeks 5 and 6'.
  for (const [column, categories] of vocabulary.categories) {
    const phrase = spokenPhrase(vocabulary, column, stems, used);
    for (
      let start = findPhrase(stems, phrase, used);
      start >= 0;
      start = findPhrase(stems, phrase, used, start + 1)
    ) {
      // '16 ounce beers', '5 star reviews': one number the column holds, then its header.
      const before = used[start - 1] ? null : numberOf(words[start - 1] ?? '');
      // 'the top 3 product types', 'which 5 stores': how many to list, not a value; 'more
      // than 100 total discharges' compares with 100 (conditions.ts), however many rows hold
      // exactly 100.
      const limit = RANK_WORDS.test(words[start - 2] ?? '') || /^wh/.test(words[start - 2] ?? '');
      if (
        before !== null &&
        categories.has(before) &&
        !limit &&
        !comparedAround(words, start, phrase.length) &&
        !heldByHeaderBefore(vocabulary, stems, used, column, start - 1, before)
      ) {
        consume(used, start - 1, phrase.length + 1);
        score += phrase.length + 1;
        addFilter(filters, [{ column, kind: 'number', values: [before] }]);
        continue;
      }
      // 'payment type other than 1': every other number the column holds.
      const otherThan =
        words[start + phrase.length] === 'other' && words[start + phrase.length + 1] === 'than';
      // 'a passenger count of 1', 'where the quantity is 1': the number after 'of' or 'is' is
      // one the column holds.
      const link = !otherThan && VALUE_LEADS.has(words[start + phrase.length] ?? '') ? 1 : 0;
      const range = rangeAt(question, phrase, start, start + phrase.length + link, used);
      if (range) {
        const from = words[start - 1] === 'between' || words[start - 1] === 'from' ? 1 : 0;
        consume(used, start - from, range.end - start + from);
        score += range.end - start + from;
        addFilter(filters, [{ column, kind: 'compare', op: 'ge', value: range.from }]);
        addFilter(filters, [{ column, kind: 'compare', op: 'le', value: range.to }]);
        continue;
      }
      const { values, end } = numbersFrom(words, start + phrase.length + (otherThan ? 2 : link));
      if (values.length === 0 || !values.every((value) => categories.has(value))) continue;
      // 'an unemployment rate of 10 or above', 'a recency of 30 days or less' compare with the
      // figure (conditions.ts).
      if (trailingComparison(words, figureEnd(words, end - 1)) !== null) continue;
      consume(used, start, end - start);
      score += end - start;
      // 'not paid with payment type 1': the other numbers, as 'not by NASA' keeps other values.
      const negation = otherThan ? start : negationBefore(words, used, start);
      if (negation >= 0) {
        consume(used, negation, start - negation);
        score += start - negation;
      }
      const kept =
        negation >= 0 ? [...categories].filter((value) => !values.includes(value)) : values;
      for (const filter of numbersNamed(column, words.slice(start, end), kept, categories))
        addFilter(filters, [filter]);
    }
  }

  const coded = codesNamed(question, vocabulary, used, valuesOf, idCell);
  for (const { start, length, filter } of coded) {
    consume(used, start, length);
    score += length;
    addFilter(filters, [filter]);
  }
  // A header followed by one of its short values: 'branch A', 'gender M', 'size L'.
  for (const [column, codes] of vocabulary.codes) {
    const found = codeAfterHeader(stems, vocabulary, column, codes, used);
    if (!found) continue;
    consume(used, found.start, found.length);
    score += found.length;
    addFilter(filters, [{ column, kind: 'text', values: [found.value] }]);
  }
  // Years of a Year column where the table has no dates: 'in 2010', 'the 2000s'.
  const years = yearFilters(question, vocabulary, used, edgeOf);
  score += years.count;
  for (const filter of years.filters) filters.push([filter]);
  score += brandFilters(question, vocabulary, used, valuesOf, filters);
  const positions = new Set(
    used.flatMap((isUsed, index) => (isUsed && !before[index] ? [index] : [])),
  );
  return { filters, score, positions };
}
