import type { DurationUnit, TableComparison, TablePeriod } from '@domain/table-subject';
import { ownCopy, remembered } from '../../text/remembered';
import { stem } from '../../text/terms';
import { CURRENCY_CODES } from './currency-names';

/**
 * Words of questions and of tables' headers and cells, compared the same way: lower case,
 * accents folded, plural endings stemmed, and a small list of synonyms read as one concept
 * ('takings' and 'sales' are revenue, 'lost' is loss).
 */

const MARKS = /\p{M}/gu;
const WORD = /[\p{L}\p{N}]+(?:[.,]\d+)*/gu;
/**
 * Most headers and cells are plain ASCII, which needs no Unicode normalising and whose words an
 * ASCII pattern finds the same (letters and digits are the only ones ASCII has): reading every
 * cell's words the Unicode way took seconds on a wide sheet.
 */
const ASCII = /^[\t\n\r\x20-\x7e]*$/;
const ASCII_WORD = /[A-Za-z0-9]+(?:[.,]\d+)*/g;
/** A run of letters and digits as written ('OrderQty', 'cogs', '2017'), for rewriting a question. */
export const WRITTEN_WORD = /[\p{L}\p{N}]+/gu;

/** The concept of a money figure: sales, takings, turnover, what was spent. */
export const REVENUE = 'revenue';

/** The concept of what a rate comes to ('Tax amount' of 'Tax rate'). */
export const AMOUNT = 'amount';

/** The concept of selling: what is sold is counted in units, or in money. */
export const SOLD = 'sold';

/** Each month's spellings, the full name first ('June' of a `month` column of jun, may…). */
export const MONTH_SPELLINGS = [
  ['january', 'jan'],
  ['february', 'feb'],
  ['march', 'mar'],
  ['april', 'apr'],
  ['may'],
  ['june', 'jun'],
  ['july', 'jul'],
  ['august', 'aug'],
  ['september', 'sep', 'sept'],
  ['october', 'oct'],
  ['november', 'nov'],
  ['december', 'dec'],
];

/**
 * Days a market or an office works ('trading days', 'the last business day'): a table dated by
 * day holds only those, so they are its days.
 */
export const WORKING_DAY_WORDS = new Set(['trading', 'business', 'working', 'market']);

/** Words after 'from <date>' that leave the range open ('from 2010 onwards'): since then. */
export const ONWARD_WORDS = new Set(['onwards', 'onward', 'on']);

/** Each group's first word names the concept. */
const SYNONYM_GROUPS = [
  [REVENUE, 'takings', 'taking', 'sales', 'sale', 'turnover'],
  // 'PCS' is how a sales sheet heads the pieces sold; a book's or a record's copies sold are units.
  ['unit', 'qty', 'quantity', 'quantities', 'volume', 'piece', 'pcs', 'copy', 'copies'],
  [SOLD, 'sell', 'selling', 'sells'],
  ['loss', 'lost', 'lose', 'losing', 'shrinkage', 'shrink', 'wastage', 'waste'],
  ['hour', 'hrs', 'hr'],
  ['stock', 'inventory'],
  ['staff', 'employee', 'headcount', 'emp'],
  ['profit', 'earnings'],
  ['salary', 'salaries', 'pay', 'paid', 'compensation'],
  ['footfall', 'visitor'],
  ['customer', 'client', 'buyer', 'cust'],
  // 'How many sales reps' of a `Sales Person` column: a representative is the person who sold.
  ['person', 'rep', 'representative'],
  ['product', 'prod'],
  ['transaction', 'txn', 'trx'],
  [AMOUNT, 'amt'],
  ['department', 'dept'],
  ['description', 'desc', 'dsc'],
  // A till's `Promo` beside its `Total` and `Net_Total`: what was taken off, the discount.
  ['discount', 'disc', 'discounted', 'promo'],
  ['difference', 'diff'],
  ['store', 'shop', 'branch', 'outlet'],
  // A till's `terminal_id` (POS-001 …): the register or checkout it was rung up on.
  ['terminal', 'register', 'checkout'],
  // 'The best-selling games worldwide' of Global_Sales.
  ['global', 'worldwide'],
  ['mode', 'method'],
  // 'The actual shipping days' of `Days for shipping (real)`.
  ['actual', 'real'],
  // A shipment's 'carrier' is its courier; what was 'sent' or 'dispatched' was shipped.
  ['carrier', 'courier'],
  ['ship', 'send', 'dispatch'],
  ['spend', 'spent', 'spending', 'spends'],
  // A `shipping_limit_date` is the shipping deadline.
  ['deadline', 'limit'],
  ['donate', 'donated', 'donates', 'donating'],
  ['temperature', 'temp'],
  // A survey's `sat_overall`, `overall_sat`, `csat`: the satisfaction score.
  ['satisfaction', 'sat'],
  // A meter's 'energy_usage' is its consumption: the energy 'used' or 'consumed'.
  ['usage', 'consumption', 'consumed', 'used'],
  // 'NumOfProducts', 'num_shares': the number of them.
  ['number', 'num'],
  ['credit', 'cr'],
  // 'YearsWithCurrManager': the current manager.
  ['current', 'curr'],
  // 'items that weigh more than 1,000 kg': the weight column.
  ['weight', 'weigh', 'weighs', 'weighed', 'weighing', 'wgh', 'wgt'],
  // 'records updated in 2025' of a ModifiedDate (or 'modified' of a Last Updated column).
  ['modified', 'modify', 'modifies', 'updated', 'update', 'updates'],
  // 'riders born before 1970' of a birth_year column.
  ['birth', 'born'],
  // 'Coupons that began (or were launched) in March' of a start_date, 'coupons that expire in
  // Q1' of an end_date: when a row's term starts and ends.
  // 'Listings that sleep 6' of a rental's `accommodates`: how many guests it takes.
  ['accommodate', 'accommodates', 'sleep', 'sleeps'],
  ['start', 'began', 'begin', 'begins', 'begun', 'launch', 'launched', 'launches'],
  ['end', 'expire', 'expires', 'expired', 'expiry', 'expiring', 'expiration'],
  ['maximum', 'max'],
  ['minimum', 'min', 'minm'],
  // A rate card's snake_case abbreviations ('orig_port_cd', 'svc_cd', 'max_wgh_qty',
  // 'tpt_day_cnt', 'mode_dsc'): named by the words in full.
  ['origin', 'orig'],
  ['code', 'cd'],
  ['service', 'svc'],
  ['count', 'cnt'],
  // A county assessor's 'Yr Sold', 'Bldg Type', 'Year Remod/Add': the words in full.
  ['year', 'yr'],
  ['building', 'bldg'],
  ['remodel', 'remod', 'remodeled', 'remodelled'],
  // A car listing's 'mark' (the make, as Polish and German sites call it) and 'vol_engine'.
  ['make', 'mark', 'marque'],
  ['volume', 'vol'],
  // A price table's 'adj_close' (the close adjusted for splits and dividends).
  ['adjusted', 'adj'],
  // A series' 'change_yoy' (year over year): the yearly change.
  ['yoy', 'yearly'],
  // A price list's 'multi' (a multimedia kit included, yes or no).
  ['multimedia', 'multi'],
  // A survey's 'health_ins' (whether the person has health insurance).
  ['insurance', 'ins'],
  // A phone plan's 'total_eve_minutes', 'total_intl_charge': the words in full.
  ['evening', 'eve'],
  ['international', 'intl'],
  // An aircraft register's rows ('planes.csv', a `tailnum` per row): one thing, three names.
  ['plane', 'aircraft', 'airplane', 'aeroplane'],
  // 'fraudulent claims' of a `fraud_reported` flag: the adjective of the noun.
  ['fraud', 'fraudulent'],
  // 'the cancellation rate' of an `is_cancelled` flag: the noun of the verb, either spelling.
  ['cancel', 'cancelled', 'canceled', 'cancelling', 'canceling', 'cancellation', 'cancels'],
  // Nouns in -ce in British spelling and -se in American: 'licences' of a `license_number`.
  ['license', 'licence'],
  ['defense', 'defence'],
  ['offense', 'offence'],
  // Nouns in -our in British spelling and -or in American: 'colours' of a `Color` column.
  ['color', 'colour'],
  ['flavor', 'flavour'],
  // Month columns of a sheet laid out by month ('Jan', 'Feb', …): named by the month in full.
  ...MONTH_SPELLINGS.filter((spellings) => spellings.length > 1),
];

const CONCEPTS = new Map(
  SYNONYM_GROUPS.flatMap((group) => group.map((word) => [stem(word), stem(group[0]!)] as const)),
);

/** Plurals in -ves as the stemmer leaves them, and their -f ('valves' stays a valve). */
const F_PLURALS = new Map([
  ['shelve', 'shelf'],
  ['halve', 'half'],
  ['calve', 'calf'],
  ['wolve', 'wolf'],
]);

/** A word as it is matched: stemmed, then its synonym group's concept. */
export const conceptOf = remembered((word: string): string => {
  // 'salespeople' of a Salesperson column: a compound's plural in -people is its -person.
  const stemmed = stem(/.people$/.test(word) ? `${word.slice(0, -6)}person` : word);
  // The stemmer keeps the e of 'buses' and 'bonuses' (buse, bonuse): the same as 'bus', 'bonus';
  // and the v of 'shelves', 'halves' (shelve, halve): the same as 'shelf', 'half'.
  return CONCEPTS.get(stemmed) ?? F_PLURALS.get(stemmed) ?? stemmed.replace(/(?<=[aeiou]s)e$/, '');
});

/**
 * Words that bring other concepts with them: what is sold is counted in units, or in money
 * ('how much did we sell'); which of the two a question means is decided where it is read.
 */
const IMPLIED: Record<string, string[]> = {
  [SOLD]: ['unit', REVENUE],
  // 'The total spend', 'which vehicle spent the most' of a purchases log: what it cost, where no
  // column is headed spend or sales.
  spend: [REVENUE, 'cost'],
  // 'How much money went to…', 'the total amount donated': the money column, whatever its name.
  donate: [REVENUE],
  money: [REVENUE],
  // 'A basket worth more than $50': what it was worth, the price or money column, where no
  // header says worth.
  worth: [REVENUE, 'price'],
  // 'The total paycheck income': money coming in, where no column is headed income.
  income: [REVENUE],
  // 'The maintenance bill for March': what was paid, whatever the money column is called.
  bill: [REVENUE],
  // 'The average donation', 'total purchases by category', 'payments over $500': a row that is
  // a payment is its money ('how many donations' still counts rows, as 'how many sales' does);
  // 'which teams gave more than $2,000,000': what was given; 'the total debits by month', 'the
  // largest single credit': a ledger's debit or credit is the money it moved.
  ...Object.fromEntries(
    [
      'donation',
      'contribution',
      'purchase',
      'payment',
      'give',
      'gave',
      'given',
      'debit',
      'credit',
    ].map((word) => [conceptOf(word), [REVENUE]]),
  ),
  // 'How many shares were traded' of a daily price table: the units that changed hands, its
  // volume.
  ...Object.fromEntries(['trade', 'traded'].map((word) => [conceptOf(word), ['unit', 'volume']])),
  // 'The total payroll': what the pay column adds up to.
  payroll: ['salary', 'wage', 'income'],
  worked: ['actual'],
  // 'Listings that cost more than 500,000': what a listing costs is its price, where no column
  // is headed cost; 'the cost per click' of an ad table is what was spent.
  cost: ['price', 'spend'],
  // 'Stores that charge more than the competitor's price': what a seller charges is its price,
  // where no column is headed charge (a phone plan's `total_day_charge` stays its own).
  charge: ['price'],
  // 'Which book is the most expensive', 'the least expensive product', 'which product is the
  // cheapest': what it costs.
  expensive: ['price', 'cost'],
  cheapest: ['price', 'cost'],
  priciest: ['price', 'cost'],
  dearest: ['price', 'cost'],
  // 'The average nightly price' of a rentals sheet: its price, which is already by the night.
  nightly: ['price', 'rate'],
  // A superlative that names its figure: the youngest has the lowest age.
  youngest: ['age'],
  oldest: ['age'],
  hottest: ['temperature', 'maximum'],
  warmest: ['temperature', 'maximum'],
  coldest: ['temperature', 'minimum'],
  // Leaving, of a yes/no column of attrition or churn ('employees who left': Attrition Yes).
  left: ['attrition', 'churn', 'turnover'],
  quit: ['attrition', 'churn', 'turnover'],
  resign: ['attrition', 'churn', 'turnover'],
  // …and the other way round: 'the attrition rate' of a 0/1 column headed `left`.
  attrition: ['left', 'churn', 'turnover'],
  // 'a Master's degree', of an Education column holding Master.
  degree: ['education', 'qualification'],
  // Where, of a column headed by a word for the area ('Geography' holding France, Spain).
  ...Object.fromEntries(
    ['country', 'countries', 'nation'].map((word) => [conceptOf(word), ['geography', 'geo']]),
  ),
  // Taking up what a campaign offers, of its yes/no column ('clients who subscribed': a bank
  // campaign's deposit yes, or a Subscription column's).
  ...Object.fromEntries(
    ['subscribe', 'subscribed', 'subscription', 'subscriptions'].map((word) => [
      conceptOf(word),
      ['subscription', 'deposit'],
    ]),
  ),
};

/** Whether an order word names the figure it orders by ('youngest': age). */
export function namesItsFigure(word: string): boolean {
  return impliedBy(word).length > 0 && isOrderWord(word);
}

/**
 * Where the words right before a position that rank by the figure they name start: 'the
 * oldest', 'the most expensive', 'the least expensive'; null when none do.
 */
export function figureSuperlativeStart(words: readonly string[], index: number): number | null {
  const word = words[index - 1] ?? '';
  if (namesItsFigure(word)) return index - 1;
  return impliedBy(word).length > 0 && isOrderWord(words[index - 2] ?? '') ? index - 2 : null;
}

/**
 * 'Who earns the most', 'employees who earn more than 100000': their pay (a salary, a wage, an
 * income), or the money made. Read by the verb's own forms: 'earnings' is profit, which
 * implies no pay.
 */
const EARN_FORMS = new Set(['earn', 'earns', 'earned', 'earning']);
const EARNED = ['salary', 'wage', 'income', REVENUE];

/** The concepts a word brings with it ('sold': units or money). */
function impliedBy(word: string): readonly string[] {
  return EARN_FORMS.has(word) ? EARNED : (IMPLIED[conceptOf(word)] ?? []);
}

/**
 * Words of a header that do not tell columns apart ('isReturn' is about returns,
 * `months_as_customer` is not named by 'flagged as fraud').
 */
export const HEADER_FILLERS = new Set([
  'as',
  'is',
  'has',
  'the',
  'a',
  'an',
  'of',
  'per',
  'in',
  'on',
  'at',
  'by',
  'for',
  'and',
  'to',
]);

/** Whether a word is written as a plural: 'shares', 'stores' (not 'class', 'bus'). */
export function looksPlural(word: string): boolean {
  return /[^s]s$/.test(word);
}

export function fold(text: string): string {
  return ASCII.test(text)
    ? text.toLowerCase()
    : text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** The words of a text as written, in order ('12.5' and '1,200' stay whole). */
export function writtenWordsOf(text: string): string[] {
  return ASCII.test(text)
    ? (text.match(ASCII_WORD) ?? [])
    : [...text.normalize('NFC').matchAll(WORD)].map((match) => match[0]);
}

/** Whether each written word is a figure with a percent sign after it ('5%', '12.5 %'). */
export function percentSigns(text: string): boolean[] {
  const normal = text.normalize('NFC');
  return [...normal.matchAll(WORD)].map(({ 0: word, index }) =>
    /^ ?%/.test(normal.slice(index + word.length)),
  );
}

/** Whether each written word is a figure with a currency sign before it ('$49.99', '£ 5'). */
export function moneySigns(text: string): boolean[] {
  const normal = text.normalize('NFC');
  return [...normal.matchAll(WORD)].map(({ index }) => /[$£€¥₹] ?$/u.test(normal.slice(0, index)));
}

const foldedWords = (text: string) => Object.freeze(writtenWordsOf(text).map(fold));
/** Headers and short values: long texts (descriptions, reviews) rarely repeat. */
const REMEMBERED_LENGTH = 80;
// Each word copied, so the memory holds no slice of a whole file's text.
const rememberedWords = remembered(
  (text) => Object.freeze(writtenWordsOf(text).map((word) => ownCopy(fold(word)))),
  20_000,
);

/**
 * The words of a text, folded. Short ones are remembered: each of the vocabulary's alias rules
 * reads a table's values for words, and every question reads the headers again.
 */
export function wordsOf(text: string): readonly string[] {
  return text.length <= REMEMBERED_LENGTH ? rememberedWords(text) : foldedWords(text);
}

/**
 * Irregular past forms and their verbs, so 'emails sent' names a `send_date` as 'shipped' names a
 * 'Ship Date', and 'employees who left' a `leave_date` ('left' still names a `left` flag of
 * attrition itself first). Forms that are words of their own in a table ('made' of a car's make,
 * 'sold' and 'paid' with their synonyms) are left out.
 */
const IRREGULAR_PASTS = new Map([
  ['sent', 'send'],
  ['left', 'leave'],
  ['built', 'build'],
  ['bought', 'buy'],
  ['held', 'hold'],
  ['taken', 'take'],
  ['took', 'take'],
  ['won', 'win'],
  ['lent', 'lend'],
  ['began', 'begin'],
  ['begun', 'begin'],
  ['bound', 'bind'],
]);

/**
 * Verbs said of what is required ('is a legal review needed?'): their past forms name no header
 * by their base, as 'need_by_date' would be named by 'needed'.
 */
const MODAL_ROOTS = new Set(['need']);

/** A verb's base forms, so a question's 'shipped' names a 'Ship Date' and 'ordered' an 'Order ID'. */
function baseForms(word: string): string[] {
  const irregular = IRREGULAR_PASTS.get(word);
  if (irregular) return [irregular];
  if (word.length < 5 || /\d/.test(word)) return [];
  const ending = /(ied|ed|ing)$/.exec(word)?.[1];
  if (!ending) return [];
  const root = word.slice(0, -ending.length);
  if (MODAL_ROOTS.has(root)) return [];
  if (ending === 'ied') return [`${root}y`];
  // 'shipped' → 'ship', 'placed' → 'place'.
  const doubled = /([^aeiou])\1$/.test(root) ? [root.slice(0, -1)] : [];
  return [...doubled, root, `${root}e`];
}

/**
 * A verb's past form, so 'raise' names a header written in the past (`raisedAmt`) as 'raised'
 * does, and the plural of the act ('hires' of a `hired` flag) as its singular does. Only headers
 * are matched this way: a word's own concepts stay its own.
 */
export function pastFormOf(said: string): string[] {
  const word = /[^s]s$/.test(said) ? stem(said) : said;
  if (word.length < 4 || /\d/.test(word) || /(ed|ing|s)$/.test(word)) return [];
  if (word.endsWith('e')) return [conceptOf(`${word}d`)];
  if (/[^aeiou]y$/.test(word)) return [conceptOf(`${word.slice(0, -1)}ied`)];
  return [conceptOf(`${word}ed`)];
}

/** A past form's '-ing' form, so 'shipped' names a 'Shipping Address' as it names a 'Ship Date'. */
function ingForm(word: string): string[] {
  return word.length >= 5 && /[^e]ed$/.test(word) ? [`${word.slice(0, -2)}ing`] : [];
}

/** Letters a verb's root needs before its '-al' noun is read ('arriv': arrival, not 'sign': signal). */
const LEAST_AL_ROOT = 5;

/**
 * A verb's noun in '-al', so 'arrived' names an `actual_arrival_date` as 'shipped' names a Ship
 * Date, and 'approved' an Approval Date.
 */
function alNoun(word: string): string[] {
  const root = /^(.+?)e?(?:ed|ing)$/.exec(word)?.[1];
  return root !== undefined && root.length >= LEAST_AL_ROOT ? [`${root}al`] : [];
}

/** A verb's past form ('shipped', 'ordered'). */
export const PAST_FORM = /[^e]ed$/;

/** Whether a word is a verb's past form, regular ('shipped') or not ('left', 'sent'). */
export function isPastForm(word: string): boolean {
  return PAST_FORM.test(word) || IRREGULAR_PASTS.has(word);
}

/** Particles that make a verb of two words ('picked up', 'dropped off', 'checked in'). */
const PARTICLES = new Set(['up', 'off', 'in', 'out', 'on', 'down', 'back', 'over']);

/**
 * The concepts of a verb and its particle written as one word, as headers write them: 'dropped
 * off' → dropoff, 'picked up' → pickup, 'checked in' → checkin.
 */
export function joinedConcepts(word: string, particle: string | undefined): string[] {
  if (particle === undefined || !PARTICLES.has(particle)) return [];
  return [word, ...baseForms(word)].map((root) => conceptOf(`${root}${particle}`));
}

/** The concepts a question's word stands for: its own, its base forms', and what it implies. */
export function conceptsOf(word: string): string[] {
  const concept = conceptOf(word);
  const forms = [...baseForms(word), ...ingForm(word), ...alNoun(word)].map(conceptOf);
  return [...new Set([concept, ...forms, ...impliedBy(word)])];
}

/**
 * Concepts a header's word stands for beyond its own: a 'Yr Sold' column is when a sale was
 * made, so 'sales in 2009' and 'the sale price each year' say its word as 'sold' does.
 */
const SAID_ALSO_BY: Record<string, string[]> = { [SOLD]: [REVENUE] };

/** Whether a question's concepts say a header's concept, itself or a word of its family. */
export function saysConcept(said: ReadonlySet<string>, concept: string): boolean {
  return said.has(concept) || (SAID_ALSO_BY[concept] ?? []).some((other) => said.has(other));
}

/** Whether a word names a concept only through a base form ('marketing' for 'market'). */
export function derivedOnly(word: string, concept: string): boolean {
  return conceptOf(word) !== concept && !impliedBy(word).includes(concept);
}

/** Whether a word leaves open whether units or money are meant ('sold'). */
export function impliesUnitsOrMoney(word: string): boolean {
  const implied = impliedBy(word);
  return implied.includes('unit') && implied.includes(REVENUE);
}

/** Whether a word names a concept only by implying it ('sold' for units). */
export function impliesOnly(word: string, concept: string): boolean {
  return impliedBy(word).includes(concept) && conceptOf(word) !== concept;
}

/**
 * Header words a time taken is measured by ('time_to_delivery', 'Downtime_Days'), after which
 * 'min' is minutes ('duration_min', 'Wait Time Min').
 */
export const TIME_TAKEN_WORDS = new Set([
  'duration',
  'time',
  'delay',
  'wait',
  'length',
  'runtime',
  'downtime',
  'lead',
]);

/** 'min' after a word of time taken is its unit, minutes; elsewhere the minimum ('Min Temp'). */
const minutesAfterTime = (words: readonly string[]) =>
  words.map((word, at) =>
    word === 'min' && TIME_TAKEN_WORDS.has(words[at - 1] ?? '') ? 'minutes' : word,
  );

/** A header's concepts, fillers left out ('Units sold (per week)' → unit, sold, week). */
export function headerConcepts(header: string): string[] {
  const words = minutesAfterTime(wordsOf(header));
  const significant = words.filter((word) => !HEADER_FILLERS.has(word));
  return [...new Set((significant.length > 0 ? significant : words).map(conceptOf))];
}

/** How a cell value or a name is matched as a phrase: its words stemmed, joined by spaces. */
export function phraseOf(text: string): string {
  return wordsOf(text).map(stem).join(' ');
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** Words scaling the figure before them ('24 million'). */
export const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

/** Whether a figure ('500', '1 billion') stands right before a word: the word is its unit. */
export function followsFigure(words: readonly string[], index: number): boolean {
  const before = words[index - 1] ?? '';
  return numberOf(before) !== null || Object.hasOwn(SCALES, before);
}

/** 'a', 'an': one of what follows ('a day', 'a personal loan'). */
export const INDEFINITE_ARTICLES = new Set(['a', 'an']);

/** The roots a regular past tense may come from: 'passed' pass, 'refunded' refund, 'placed' place. */
export function pastTenseRoots(word: string): string[] {
  return word.endsWith('ed') ? [word.slice(0, -2), word.slice(0, -1)] : [];
}

/** Whether a verb saying units went by follows a noun ('shares traded', 'shares were traded'). */
export function unitsVerbAfter(words: readonly string[], index: number): boolean {
  const next = COPULAS.has(words[index + 1] ?? '') ? index + 2 : index + 1;
  return impliesOnly(words[next] ?? '', 'unit');
}

/** A whole number written in digits ('1,200' too) or as a word up to ten; null otherwise. */
export function numberOf(word: string): number | null {
  if (NUMBER_WORDS[word] !== undefined) return NUMBER_WORDS[word];
  if (!/^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(word)) return null;
  return Number(word.replace(/,/g, ''));
}

export const DESCENDING = new Set([
  'most',
  'highest',
  'largest',
  'biggest',
  'greatest',
  'max',
  'maximum',
  'top',
  'best',
  'more',
  'higher',
  'larger',
  'bigger',
  'peak',
  'oldest',
  'busiest',
  'hottest',
  'warmest',
  'longest',
  // Of a time taken ('which agent resolves tickets slowest').
  'slowest',
  // Of a range or a correlation ('the widest range of prices', 'the strongest correlation').
  'widest',
  'strongest',
  // Of a price ('the dearest product', 'the cheapest price').
  'priciest',
  'dearest',
  'descending',
]);
export const ASCENDING = new Set([
  'least',
  'lowest',
  'smallest',
  'fewest',
  'min',
  'minimum',
  'bottom',
  'worst',
  'less',
  'fewer',
  'lower',
  'smaller',
  'quietest',
  'youngest',
  'coldest',
  'shortest',
  'fastest',
  'quickest',
  'narrowest',
  'weakest',
  'cheapest',
  'ascending',
]);
/**
 * Words that deny the value after them: 'not by NASA', 'outside the USA', 'except Texas',
 * 'non-smokers' (read as 'non' and 'smokers').
 */
export const NEGATIONS = new Set([
  'not',
  'without',
  'no',
  'never',
  "n't",
  'outside',
  'except',
  'excluding',
  'non',
]);
/** 'most', 'lowest', 'youngest': a word that ranks. */
export function isOrderWord(word: string): boolean {
  return DESCENDING.has(word) || ASCENDING.has(word);
}
/**
 * 'the 3 counties with the most unemployed people', 'the 3 busiest hours': a number after 'the',
 * before an order word, is how many to list.
 */
export function limitAfterThe(words: readonly string[], index: number): number | null {
  const value = numberOf(words[index] ?? '');
  if (words[index - 1] !== 'the' || value === null || value < 1 || value >= 1000) return null;
  return words.slice(index + 1).some((word) => isOrderWord(word)) ? value : null;
}

/**
 * 'the 2 most common', 'the 3 least popular': a number before a count superlative is how many
 * to list ('the 2 most profitable markets' needs a ranking by another figure: not read).
 */

export function limitBefore(words: readonly string[], index: number): number | null {
  const value = numberOf(words[index] ?? '');
  const next = words[index + 1] ?? '';
  const superlative = next === 'most' || next === 'least' || next === 'fewest';
  const counted = POPULAR_WORDS.has(stem(words[index + 2] ?? ''));
  return superlative && counted && value !== null && value >= 1 && value < 1000 ? value : null;
}
/**
 * Words for a figure in the middle of a column's ('the median' reads as an average does, and so
 * do its spread and its range: 'the standard deviation', 'the range of prices').
 */
export const AVERAGE = new Set([
  'average',
  'mean',
  'avg',
  'typical',
  'median',
  'stdev',
  'stddev',
  'percentile',
  'valuerange',
  // The verb: 'stores that averaged more than 7000 in sales'.
  'averaged',
  'averaging',
]);
export const TOTAL = new Set(['total', 'sum', 'altogether', 'combined', 'overall']);
/**
 * Verbs that ask for a total and still name their column: 'which player earned the most' adds
 * up what each was paid, where 'who earns the most' is a level of pay, averaged.
 */
export const TOTALLING_VERBS = new Set(['earned']);
/** Words asking how a figure moved from one period to the next ('from 2016 to 2017'). */
export const CHANGE_WORDS = new Set(
  'change changed changes growth grow grew increase increased decrease decreased rise rose fall fell drop dropped decline declined'.split(
    ' ',
  ),
);
/** Words before a counted noun that may stand between it and its count ('how many status changes'). */
const COUNTED_REACH = 3;

/**
 * Whether a word of change is a noun counted ('how many status changes', 'more than 95 price
 * changes'): each change is then a row, not a movement asked about ('how did sales change').
 */
export function countedChange(words: readonly string[], index: number): boolean {
  if (!CHANGE_WORDS.has(words[index]!)) return false;
  const from = Math.max(0, index - COUNTED_REACH);
  return words
    .slice(from, index)
    .some((other, at) => numberOf(other) !== null || isCountLead(words, from + at));
}

export const COMPARE = new Set([
  'compare',
  'compared',
  'comparison',
  'versus',
  'vs',
  'difference',
  'or',
  ...CHANGE_WORDS,
]);
export const RANK_WORDS = /^(top|bottom|best|worst|highest|lowest|largest|smallest|biggest)$/;

/** Words before a column that ask for its values ('which store', 'by region', 'each department'). */
export const GROUP_LEADS = new Set([
  'which',
  'what',
  'each',
  'per',
  'by',
  'every',
  'whichever',
  'list',
  'rank',
]);

/** Words before a period noun that make it a period of the dates ('which week', 'last weeks'). */
export const PERIOD_LEADS = new Set([
  ...GROUP_LEADS,
  'last',
  'past',
  'first',
  'next',
  'recent',
  'previous',
]);

/**
 * Whether the word at `index` ends 'how many', 'number of' or 'count of', or is a 'count' the
 * question opens with ('count the rows where …'): what follows is counted.
 */
export function isCountLead(words: readonly string[], index: number): boolean {
  return (
    (words[index] === 'many' && words[index - 1] === 'how') ||
    (words[index] === 'count' && index === 0) ||
    (words[index] === 'of' && (words[index - 1] === 'number' || words[index - 1] === 'count'))
  );
}

/** Words right after a noun that ask its figure by group ('rentals by season', 'count per city'). */
export const GROUPED_AFTER = new Set(['by', 'per']);

/** Words before a noun that make each of what it names one ('each month', 'per customer'). */
export const EACH_WORDS = new Set(['each', 'every', 'per']);

/** Words that lead a count of what a header names ('No. of People rated', 'review count'). */
export const COUNTING_HEADER_WORDS = new Set(['no', 'number', 'num', 'count', 'total']);

/**
 * Whether a header counting something ('number …' first, not a 'Store Number') counts another
 * thing than the words naming it (`phrase` stems, `named` concepts, the last of them written
 * `lastAsked`): it counts its last noun
 * (`number_customer_service_calls`: the calls), so a plural naming only its earlier words asks
 * for its own things ('customers': the rows), and its counting word alone ('number' of 'number
 * of customers') leads the question's count.
 */
export function countsAnotherNoun(
  phrase: readonly string[],
  named: readonly string[],
  lastAsked: string,
): boolean {
  return (
    COUNTING_HEADER_WORDS.has(phrase[0]!) &&
    phrase.length > 2 &&
    !named.includes(conceptOf(phrase.at(-1)!)) &&
    (looksPlural(lastAsked) || named.every((concept) => COUNTING_HEADER_WORDS.has(concept)))
  );
}

/** How many letters two words share from their start. */
export function sharedPrefix(a: string, b: string): number {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  return at;
}

/**
 * Letters two words of one family share ('resol' of resolve and resolution, 'deliv' of delivery
 * and Delivered).
 */
export const FAMILY_PREFIX = 5;

/** Letters two words of one family share at least ('respondents', 'Response ID'). */
const KINDRED_PREFIX = 6;

/**
 * Whether two words are of one family by their spelling ('respondent' and 'response',
 * 'applicant' and 'application'): most of the shorter word, and six letters at least. A quality
 * named in -ity is not the thing it is said of: 'uniforms' are not `uniformity`, a 'product'
 * is not `productivity`.
 */
export function kindredWords(a: string, b: string): boolean {
  const shared = sharedPrefix(a, b);
  if (a.endsWith('ity') !== b.endsWith('ity')) return false;
  return shared >= KINDRED_PREFIX && shared >= 0.75 * Math.min(a.length, b.length);
}

/** Words asking what someone or something does ('did each store record', 'do members live'). */
export const DO_VERBS = new Set(['do', 'does', 'did']);

/** The stems of space-separated words, as a set. */
function stemSet(words: string): Set<string> {
  return new Set(words.split(' ').map(stem));
}

/** Words that ask for the different values of a column to be counted ('how many unique codes'). */
export const DISTINCT_WORDS = new Set(['different', 'distinct', 'unique', 'separate']);

/** The present and past of 'be' joining a subject to what is said of it ('customers are aged'). */
export const COPULAS = new Set(['is', 'are', 'was', 'were']);

/**
 * What 'how many …' counts when no column is named so: rows ('order lines', 'shifts', a web
 * shop's visits and sessions, a catalogue's listings, however qualified: 'product listings',
 * 'across all listings').
 */
export const ROW_NOUNS = stemSet(
  'row record entry entries line shift transaction visit session delivery deliveries shipment post message listing',
);
/**
 * Row nouns followed by the noun of what the row holds: a 'line item' is a row, whatever column
 * 'Item' names ('line item total' still names LineItemTotal); a 'fill-up' of a fuel log is one.
 */
export const ROW_NOUN_HEADS = new Map([
  [stem('line'), stem('item')],
  [stem('fill'), stem('ups')],
]);
/**
 * Row nouns for a place ('stores', 'outlets'): rows only when no header has the word at all
 * ('store purchases' of NumStorePurchases are that column's figure, not stores) and the table
 * can be a list of places (`listsPlaces` in row-nouns.ts: not an order list with dates).
 */
export const PLACE_ROW_NOUNS = stemSet('store outlet branch');
/**
 * Rows are counted by these nouns too when no column is named by them ('how many orders'): what
 * a row of a dated list records, an order or an event ('how many launches', 'strikes by year'),
 * a bill ('how many bills' of a total_bill column), a check ('balance checks' of a till log) or a
 * report ('how many reports' of a market's price reports; 'the report', not counted, still names
 * the table), or a title of a book or film list ('nonfiction titles'), or a store of a list of
 * stores with no store column ('how many stores', 'the average price at urban stores').
 */
export const ROW_NOUNS_UNLESS_COLUMN = new Set([
  ...PLACE_ROW_NOUNS,
  ...stemSet(
    'order sale purchase fill refuel bill invoice receipt check party booking lot house home property car vehicle launch strike incident accident crash collision flight trip ride call ticket claim shipment parcel package consignment payment donation complaint inspection appointment visit admission arrest sighting request case issue job task reservation inquiry enquiry application death fatality casualty injury response update change report reading measurement observation title event',
  ),
]);

/**
 * Nouns for people, counted as rows when each row is a person (a header says a person's name, or
 * two say a sex and an age or a race: 'first_name', 'age' and 'gender', 'RACE' and 'GENDER'; or
 * an age and a marital status): 'how many people died', 'the average age of the victims', 'how
 * many clients'. A bill's payer's sex alone ('sex' of tips.csv) is not enough.
 */
export const PEOPLE_NOUNS = stemSet(
  'staff person people worker colleague individual victim client customer borrower rider passenger member subscriber buyer shopper guest patient',
);
/**
 * Words before people that say which people a list holds: the scheme they signed up to
 * ('loyalty members', 'rewards customers'), or 'new', those who joined (counted by when).
 */
const WHICH_PEOPLE_WORDS = new Set([
  'loyalty',
  'rewards',
  'reward',
  'membership',
  'programme',
  'program',
  'new',
]);

/**
 * 'How many loyalty members', 'new members per year': a word saying which people the list
 * holds, before the people a row is, as 'their membership' does; no column need name it.
 */
export function saysWhichPeople(words: readonly string[], index: number): boolean {
  return WHICH_PEOPLE_WORDS.has(words[index]!) && PEOPLE_NOUNS.has(stem(words[index + 1] ?? ''));
}

/** Headers that name a person, and ones that describe one: a row is a person with a name, or with both an age and a sex. */
export const PERSON_NAME_HEADERS = stemSet('first last surname forename');
export const PERSON_AGE_HEADERS = stemSet('age birth');
/** Comparisons that are of an age ('older than 60'), whatever is named before them. */
export const AGE_COMPARING = new Set(['older', 'younger']);
export const AGE_HEADERS = stemSet('age');
export const PERSON_SEX_HEADERS = stemSet('gender sex');
/** Headers that describe only a person, beside a sex ('RACE' and 'GENDER' of an employee list). */
export const PERSON_TRAIT_HEADERS = stemSet('race ethnicity nationality marital');
/** Headers saying whether each row left (a customer's 'churn', an employee's 'Attrition'): a row is a person. */
export const PERSON_LEAVING_HEADERS = stemSet('churn attrition');

/**
 * Header words that sort rows into classes ('Complaint Type', 'Customer type', 'Order Status'):
 * such a column describes each row, so 'how many complaints' still counts rows, not its classes.
 * A title is the class a row's job or task has ('Job Title': many jobs share one), so 'how many
 * jobs' counts rows, not job titles.
 */
export const CLASS_WORDS = stemSet(
  'type kind category class status method mode priority tier title style source',
);

/** Nouns that name a table, with the words before them naming which ('the coffee chain table'). */
export const TABLE_NOUNS = stemSet(
  'table file sheet spreadsheet dataset data workbook csv tsv xlsx export report list catalog catalogue survey menu fleet register ledger calendar schedule rota roster timetable',
);
/**
 * Table nouns for a list of staff's shifts: 'the rota' names a table with a header for its staff
 * ('emp_id', 'Employee'), not an airline's bookings, where the word matches nothing it holds.
 */
export const STAFF_TABLE_NOUNS = stemSet('rota roster');
/** Words a file may be named for a shop by ('pizzaplace', 'coffee_shop'), after what it sells. */
export const SHOP_NAME_WORDS = [
  'place',
  'shop',
  'store',
  'house',
  'stand',
  'truck',
  'bar',
  'hut',
  'kitchen',
];

/** Nouns for the business a table is of ('the cafe', 'our company'), where no column says more. */
export const BUSINESS_NOUNS = stemSet(
  'business company firm shop store cafe restaurant bakery pub bar outlet chain retailer pharmacy drugstore chemist clinic',
);

/** Words of a file's name that do not tell it apart ('Sample - Superstore.csv'). */
export const GENERIC_NAME_WORDS = stemSet(
  'sample copy final data csv tsv xlsx xls txt export v1 v2',
);

/**
 * Periods a trend is grouped by: 'monthly', 'by month', 'which quarter', 'each year', 'over
 * time' (months). A column of the same name ('Month') is grouped by instead.
 */
export const PERIOD_ADJECTIVES: Record<string, TablePeriod> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
  hourly: 'hour',
  annual: 'year',
  annually: 'year',
  semiannual: 'half',
  semiannually: 'half',
};
export const PERIOD_NOUNS: Record<string, TablePeriod> = {
  day: 'day',
  week: 'week',
  month: 'month',
  quarter: 'quarter',
  half: 'half',
  year: 'year',
  weekday: 'weekday',
  hour: 'hour',
};
/**
 * Words that make a period noun after them say which period, not how many
 * ('default.payment.next.month' is a flag for next month, not a count of months).
 */
export const WHICH_PERIOD_WORDS = stemSet('next last previous prior current this');

/** Comparisons between a figure and a number or another column: 'above', 'less than', 'missed'. */
export const COMPARISONS: { words: string[]; op: TableComparison }[] = [
  { words: ['at', 'least'], op: 'ge' },
  { words: ['at', 'most'], op: 'le' },
  { words: ['no', 'more', 'than'], op: 'le' },
  { words: ['no', 'less', 'than'], op: 'ge' },
  ...[
    'more',
    'greater',
    'higher',
    'bigger',
    'larger',
    'better',
    'longer',
    'farther',
    'faster',
    'quicker',
  ].map((word) => ({
    words: [word, 'than'],
    op: 'gt' as const,
  })),
  ...['less', 'fewer', 'lower', 'smaller', 'worse', 'shorter', 'slower', 'younger'].map((word) => ({
    words: [word, 'than'],
    op: 'lt' as const,
  })),
  { words: ['older', 'than'], op: 'gt' },
  { words: ['went', 'over'], op: 'gt' },
  { words: ['came', 'in', 'under'], op: 'lt' },
  ...['fell', 'fall', 'falls', 'fallen'].map((word) => ({
    words: [word, 'short', 'of'],
    op: 'lt' as const,
  })),
  { words: ['short', 'of'], op: 'lt' },
  ...['above', 'over', 'exceeded', 'exceed', 'exceeds', 'beat', 'beats', 'topped', 'overspent'].map(
    (word) => ({ words: [word], op: 'gt' as const }),
  ),
  ...['below', 'under', 'missed', 'miss', 'misses', 'underspent'].map((word) => ({
    words: [word],
    op: 'lt' as const,
  })),
];

/** The comparison ('more than', 'at least', 'over', 'within') ending at a position, and where it starts. */
export function comparisonEndingAt(
  words: readonly string[],
  end: number,
): { op: TableComparison; start: number } | null {
  const found = comparisonFrom([...COMPARISONS, WITHIN], words, end);
  return found ? { op: found.op, start: end - found.words.length + 1 } : null;
}

/** 'Within 2 days': at most that long. */
const WITHIN = { words: ['within'], op: 'le' as const };

/** The first of `comparisons` whose words end at a position. */
function comparisonFrom(
  comparisons: readonly (typeof COMPARISONS)[number][],
  words: readonly string[],
  end: number,
) {
  return comparisons.find(({ words: phrase }) =>
    phrase.every((word, offset) => words[end - phrase.length + 1 + offset] === word),
  );
}

/** Whether a comparison ('more than', 'at least', 'over') ends at a position. */
export function comparisonEndsAt(words: readonly string[], end: number): boolean {
  return comparisonFrom(COMPARISONS, words, end) !== undefined;
}

/** After a figure, 'or more' and 'or less' (and 'and above', 'or older', 'or later'…) compare with it. */
const TRAILING: Record<string, TableComparison> = {
  more: 'ge',
  above: 'ge',
  higher: 'ge',
  greater: 'ge',
  over: 'ge',
  less: 'le',
  fewer: 'le',
  below: 'le',
  lower: 'le',
  under: 'le',
  older: 'ge',
  younger: 'le',
  // 'placed at hour 18 or later': a figure of the time of day.
  later: 'ge',
  earlier: 'le',
};

/** Units of time after a figure ('a tenure of 10 years', '30 days or less'). */
export const DURATION_UNITS = new Set(
  'seconds minutes mins hours hrs days weeks months years second minute hour day week month year'.split(
    ' ',
  ),
);

/**
 * Where the figure at `at` ends before a trailing comparison: after its unit of time in 'a
 * recency of 30 days or less', at the figure itself otherwise.
 */
export function figureEnd(words: readonly string[], at: number): number {
  const timed = DURATION_UNITS.has(words[at + 1] ?? '') && trailingComparison(words, at + 1);
  return timed ? at + 1 : at;
}

/** How '20 or more', '1,000 or less' compare with the figure at `at`, or null. */
export function trailingComparison(words: readonly string[], at: number): TableComparison | null {
  if (words[at + 1] !== 'or' && words[at + 1] !== 'and') return null;
  return TRAILING[words[at + 2] ?? ''] ?? null;
}

/** Headers' words for what was planned, and for what happened: 'Budget Sales' and 'Sales'. */
export const PLANNED_WORDS = stemSet(
  'budget budgeted target plan planned forecast scheduled expected goal quota estimate estimated projected',
);
export const ACTUAL_WORDS = stemSet('actual actuals real achieved worked');
/** Nouns for how much of a plan was done ('target attainment', 'budget achievement'). */
export const ATTAINMENT_NOUNS = stemSet('attainment achievement');
/** Verbs of doing what a plan set ('what percentage of its target did each store achieve'). */
export const ATTAINING_VERBS = stemSet(
  'achieve achieved attain attained reach reached meet met hit',
);
/** Header words of the date something was due by ('required_date', 'Promised Date', 'Due Date'). */
export const DUE_DATE_WORDS = stemSet('required due promised deadline estimated');
/** Words for a row whose date came after the one it was due by ('late', 'overdue', 'delayed'). */
export const LATE_WORDS = new Set(['late', 'overdue', 'delayed']);
/** Headers' words for a level stock should keep ('Reorder Level'), compared with the stock held. */
export const THRESHOLD_WORDS = stemSet('level threshold minimum reorder par');

/** A column of money made whose sign says gain or loss: 'lost money' is Profit below 0. */
export const GAIN_CONCEPT = 'profit';
/** Phrases for a loss (below zero) and a gain (above zero), in a row or a group. */
export const LOSS_PHRASES = [
  ['lost', 'money'],
  ['lose', 'money'],
  ['losing', 'money'],
  ['at', 'a', 'loss'],
  ['a', 'loss'],
  ['loss', 'making'],
  ['unprofitable'],
];
export const GAIN_PHRASES = [
  ['made', 'money'],
  ['make', 'money'],
  ['made', 'a', 'profit'],
  ['profitable'],
];
/** Phrases for a fall (below zero) and a rise (above zero) of a change column ('post a decline'). */
export const FALL_PHRASES = [
  ['a', 'decline'],
  ['a', 'decrease'],
  ['a', 'drop'],
  ['a', 'fall'],
];
export const RISE_PHRASES = [
  ['an', 'increase'],
  ['a', 'rise'],
];
/**
 * Where 'money' closes a ranked loss ('lost the most money', 'lost the least money'), the
 * position of the word for the loss; -1 otherwise. The money lost is the gain read the other
 * way, not the money column.
 */
export function rankedLossBefore(words: readonly string[], money: number): number {
  if (words[money] !== 'money') return -1;
  let at = money - 1;
  while (at > 0 && RANKED_LOSS_FILLERS.has(words[at]!)) at -= 1;
  return at < money - 1 && conceptOf(words[at] ?? '') === 'loss' ? at : -1;
}
const RANKED_LOSS_FILLERS = new Set(['the', 'most', 'least', 'more', 'less']);
/** 'negative profit', 'no discount', 'a discount': a number column's sign or zero. */
export const SIGN_WORDS: Record<string, { op: TableComparison; value: number }> = {
  negative: { op: 'lt', value: 0 },
  positive: { op: 'gt', value: 0 },
  no: { op: 'eq', value: 0 },
  zero: { op: 'eq', value: 0 },
  without: { op: 'eq', value: 0 },
  nonzero: { op: 'ne', value: 0 },
};

/** 'profit margin': profit over revenue, when no column is called so. */
export const MARGIN_WORDS = stemSet('margin markup ratio');
/** 'The effective tax rate': what was paid over what it was paid on. */
export const EFFECTIVE_WORDS = stemSet('effective');
/** 'The most popular ship mode', 'the airline used most often': the one with the most rows. */
export const POPULAR_WORDS = stemSet(
  'popular common frequent used often frequently ridden rented hired',
);
/** Superlatives that are a count of rows in themselves ('the busiest month'). */
export const BUSY_WORDS = new Set(['busiest', 'quietest']);
/** 'share of', 'percentage of': a part of the total, or one figure over another. */
export const SHARE_WORDS = stemSet('share percentage percent proportion fraction pct');

/** Header words of columns that say where ('Where did sales beat budget?' groups by one). */
export const PLACE_WORDS = stemSet(
  'store location state city region market country site area territory warehouse province county district',
);
/**
 * Place words that say no kind of place ('which market', 'by location'): the finest column of
 * places answers to them where no header uses them.
 */
export const GENERIC_PLACE_WORDS = stemSet('market location');
/**
 * Header words of what a row belongs to, which a whole number only numbers ('Store' 1 to 45,
 * 'Dept' 1 to 99 of Walmart's weekly sales): a code to group by, never a figure.
 */
export const NUMBERED_UNIT_WORDS = new Set([
  ...PLACE_WORDS,
  // A cardholder's 'card' 0, 1, 2: which of the cards, as 'Store' 1, 2, 3 says which store.
  ...stemSet(
    'dept department branch shop outlet team zone route vendor supplier division aisle card',
  ),
]);
/** Nouns for people a question groups by ('which employees') when no column is named so. */
export const PERSON_NOUNS = new Set(['staff', 'person', 'people', 'worker', 'colleague']);
/** Header concepts of a column of people ('Name', 'Employee', 'Full name', 'Salesperson'). */
export const PERSON_HEADERS = new Set([
  ...PERSON_NOUNS,
  ...[
    'name',
    'full',
    'first',
    'salesperson',
    'rep',
    'agent',
    'cashier',
    'customer',
    'manager',
    'owner',
    'donor',
    'seller',
    'player',
    'driver',
    'author',
  ],
]);
/**
 * Header concepts of people a business deals with but does not employ: 'each employee' of a
 * list of books is none of its authors.
 */
export const OUTSIDE_PEOPLE_HEADERS = new Set([
  'customer',
  'donor',
  'player',
  'author',
  'owner',
  'seller',
]);
/** Verbs of paying: they say what the pay column holds without asking for its figure. */
export const PAYING_VERBS = new Set(['pay', 'pays', 'paid']);
/** Header words of how many items are held or moved ('Qty On Hand', 'Units', 'Stock'). */
export const QUANTITY_WORDS = stemSet('unit units quantity qty stock hand inventory');
/** Words for one of the things a quantity column counts: 'revenue per unit'. */
export const COUNTED_ITEM_WORDS = stemSet('unit piece');
/**
 * Header words of a figure of one item, averaged rather than added up ('Unit price'; a retail
 * price written short, 'MRP' or 'MSRP', the maximum or suggested retail price).
 */
export const RATE_WORDS = stemSet('price rate wage mrp msrp');
/**
 * Header words of figures that are averaged, never added up, unless a total is asked for; a
 * limit is a cap set on one thing (a coupon's `usage_limit`), read as the deadline concept.
 */
export const AVERAGED_WORDS = new Set([
  ...stemSet(
    'rating score grade age temperature percentage percent pct ratio satisfaction salary mileage',
  ),
  conceptOf('limit'),
]);
/**
 * Header words of a level measured at a time (employment, population, stock on hand): added up
 * over places or stores, but over a period it is averaged ('employment in 2009').
 */
export const LEVEL_WORDS = stemSet('employment population headcount balance stock level');
/** Header words of a price quoted at a time ('open', 'close' of a daily price table): never added up. */
export const QUOTE_WORDS = new Set(['open', 'close'].map(conceptOf));
/** What a rating is counted in ('a 5 star rating'). */
export const STAR_WORDS = new Set(['star', 'stars']);
/** What a row is about when no header says it ('which product' of a column called Description). */
export const ITEM_NOUNS = new Set(['product', 'item', 'article']);
/** Header words of a code that only products carry: a stock-keeping unit ('sku'). */
export const ITEM_CODE_HEADERS = stemSet('sku');
/** What a quantity column counts, said after a figure ('more than 2 items', 'over 1 billion shares'). */
export const QUANTITY_UNIT_NOUNS = new Set([...ITEM_NOUNS, 'share']);
/** Who a row is with when no header says it ('which customer' of a column called just Name). */
export const PARTY_NOUNS = new Set(['customer', 'supplier', 'vendor', 'company']);
/** Headers naming a party by its role on a website: a web shop's customers are its users ('user_id'). */
export const PARTY_ROLE_HEADERS = new Map([[conceptOf('customer'), [conceptOf('user')]]]);
/** Header words of a column that names what an ID column codes ('Title', 'Product Name'). */
export const NAME_HEADERS = stemSet('name title description desc label');

/** Header words saying which one of several ('First Response Time'): alone, they name none. */
export const ORDINAL_HEADER_WORDS = stemSet('first last');
/** Header words that say what another column's figure is counted in ('raisedCurrency'). */
export const FIGURE_UNIT_HEADERS = stemSet('currency');
/**
 * Currency codes a header may end in ('price_usd', 'Price ($)', whose '$' reads as dollar): the
 * unit of its figures, not what they are.
 */
export const CURRENCY_HEADERS = new Set([...CURRENCY_CODES, 'dollar'].map(stem));
/** Words for the currency a figure was written in before it was converted ('the local price'). */
export const LOCAL_CURRENCY_WORDS = new Set(['local', 'domestic']);
/**
 * Header words that only say a noun's figure is an amount of money, and in what
 * ('refund_amount_usd' is the refund, as `Order ID` is the order).
 */
export const AMOUNT_OF_NOUN_HEADERS = new Set([...stemSet(`${AMOUNT} amt`), ...CURRENCY_HEADERS]);
/** The header word naming people or firms, where a title or description names a thing. */
export const PARTY_NAME_HEADERS = stemSet('name');
/**
 * Words after a column of text that say what its cells are: 'costume names', 'an email address'
 * of an `email` column.
 */
export const CELL_NOUNS = stemSet('name address');
/** Header words of columns that identify (codes), rather than name, what a row is about. */
// 'MCC' (a merchant category code) and 'ZIP' are codes too, however numeric.
export const IDENTIFIER_WORDS = stemSet(
  'id identifier code key sku ref reference no number num nbr uuid guid mcc zip zipcode isbn ean upc gtin',
);
/**
 * Words before 'number' that make it a count of times something was done again
 * ('RevisionNumber', 'Version No', 'attempt number'), not a code.
 */
export const REPEAT_COUNT_WORDS = stemSet('revision version attempt');
/** Words asking how long something takes ('the shipping time', 'days to close', 'lead time'). */
export const DURATION_WORDS = stemSet(
  'time day days duration turnaround lead wait fastest quickest slowest',
);
/** Header words that only say a column holds dates ('Ship Date', 'closed_at'). */
export const DATE_HEADER_WORDS = stemSet('date time dt day on at');
/** Header words of the date a reader assumes (when an order was placed), and of later ones. */
export const FIRST_DATE_WORDS = stemSet(
  'order transaction invoice issue issued purchase sale booking created start open posted trade',
);
/**
 * Words that only say a column holds dates: a header of them alone ('Date', 'Month') is the
 * record's date, but beside another word ('PaperlessDate', 'Hire Date') that word decides.
 */
export const DATE_ONLY_WORDS = stemSet('date period month day');
/** Header words of when a record was last touched ('ModifiedDate', 'updated_at'), not an event of it. */
export const RECORD_STAMP_WORDS = stemSet('updated modified');
export const LATER_DATE_WORDS = stemSet(
  'ship shipped shipping delivery delivered due dispatch dispatched end close closed return returned paid payment settled settlement expiry expires updated modified birth',
);

/**
 * Words after a figure's column that say what kind of figure it is ('wind speed', 'water level',
 * 'the unemployment rate' of a column headed Unemployment, 'the response time rating' of a
 * survey's 1-to-5 `response_time`).
 */
export const FIGURE_NOUNS = new Set([
  ...['speed', 'speeds', 'level', 'levels', 'reading', 'readings', 'rate', 'rates'],
  ...['rating', 'ratings'],
]);

/** Units written after a figure ('more than 20 mm of precipitation'). */
/** Units of length: 'longer than 10 miles' compares the column of distances. */
export const DISTANCE_UNITS = new Set('km kilometers kilometres mile miles mi'.split(' '));
/** Header words of a column of distances ('trip_distance', 'Miles', 'Length (km)'). */
export const DISTANCE_WORDS = new Set(['distance', 'mile', 'km', 'length', 'mileage']);
export const SPEED_UNITS = new Set(['mph', 'kph', 'kmh']);
/** Header words of a column of speeds ('exit_velocity', 'Speed (mph)'). */
export const SPEED_WORDS = new Set(['speed', 'velocity', 'mph', 'kph']);
/**
 * Words for units of time, with the unit: 'took longer than 30 minutes' compares the column of
 * times taken, 'in hours' asks a span in that unit.
 */
export const TIME_UNITS: ReadonlyMap<string, DurationUnit> = new Map(
  (
    [
      ['minute', 'minute min mins minutes'],
      ['hour', 'hour hours hr hrs'],
      ['day', 'day days'],
    ] as const
  ).flatMap(([unit, words]) => words.split(' ').map((word) => [word, unit] as const)),
);
export const UNIT_WORDS = new Set(
  'mm cm km kg lb lbs oz ml mph kph degrees inch inches ft feet mile miles kilometers kilometres kb mb gb tb mhz ghz kw kwh'.split(
    ' ',
  ),
);

/**
 * What is carried or stocked, with no column named so ('departures that have cargo allocated',
 * 'how many cargo allocations'): the rows' goods, whose figures the columns say.
 */
export const GOODS_WORDS = new Set(['cargo', 'goods', 'merchandise']);
/**
 * Words a question about figures uses besides columns and values: verbs and fillers that
 * need nothing in the table ('How many orders were placed…', 'What share came from…'; 'used
 * most often', 'spend the most money with', 'the distance flown').
 */
export const QUESTION_WORDS = new Set([
  ...(
    'show list listed give tell find compute calculate work worked working make made makes sell sold sells ' +
    'selling buy bought buys shop shops shopped spend spent spending went go goes came come comes turn turned turns ' +
    'place placed record recorded report reported log logged file filed submit submitted post posted publish published lodge lodged handle handled handles process processed processes collect collected occur occurred cause caused cover covered covers happen happened generate generated earn ' +
    'earned bring brings bringing brought take took taken have has had get got see look breakdown break down ' +
    'split overall altogether total sum amount value figure number count different distinct ' +
    'unique separate much many like please our we us you your there their its year this ever yet still ' +
    'value values anything something everything thing things data each every all across whole ' +
    'entire rank ranked ranking ranks compare compared versus trend trends time over run ran ' +
    'contribute contributed account accounted pay paid pays charge charged charges cost costs receive ' +
    'received purchase purchased use used reach reached hit achieve achieved given gave away method methods ' +
    'kind type sort sorted sorting cumulative cumulatively win wins won winning score scores scored seen saw spotted observed sighted ' +
    'die died dies killed ordered issued invoiced billed money often frequently commonly appear ' +
    'appears appeared flew flown travelled traveled driven drove release released releases ' +
    'rated review reviewed grade graded certify certified mention mentions mentioned cite cites cited raise raises raised due ' +
    // What a text column's row says, and its writing ('reviews written in 2024 that say "too small"').
    'write writes wrote written say says said ' +
    // Goods on hand: a stock table's rows are what is held ('units held at location 1').
    'hold holds held holding ' +
    // What a row comes with: 'listings that include multimedia' are the ones whose flag says yes.
    'include includes included ' +
    // When a row's thing was made ('cars produced in 2015') or taken down ('workers surveyed in
    // 2005'): the date or year column says.
    'produced output manufactured built surveyed interviewed polled sampled ' +
    // Becoming a customer or member: when, the table's (first) date says ('enrolled in 2013').
    'enrol enroll enrols enrolls enrolled joined signed registered ' +
    // Choosing what a column holds: 'customers who chose Express shipping' are its rows.
    'choose chooses chose chosen opt opts opted ' +
    // 'The gross profit / margin' with no header saying gross: the profit before anything else.
    'gross ' +
    // Coming through the door ('customers visited in March'): the rows or the count column say.
    'visit visits visited ' +
    // 'weekend inspections compared with weekday ones': the noun said before.
    'ones ' +
    // 'The total seat capacity': how many seats there are room for, which the seats column says.
    'capacity ' +
    // Animals kept together ('hens in cage-free flocks'): the rows' animals, said as one group.
    'flock flocks herd herds'
  ).split(' '),
  ...GOODS_WORDS,
  ...UNIT_WORDS,
]);
/**
 * Verbs asking nothing a column says, kept out of QUESTION_WORDS because each may still be a
 * status value ('Shipped', 'Live', 'Done', 'Repaired'), which a how-word never is.
 */
export const STATUS_VERBS = new Set([
  // Moving goods, with no column named so ('line items shipped by Air' of a Shipment Mode).
  ...['ship', 'ships', 'shipped'],
  // Where people or things are ('cities members live in', 'stores located in').
  ...['live', 'lives', 'living', 'reside', 'resides', 'located', 'based'],
  // Carrying out what a row records ('inspections done on a weekend', 'audits conducted').
  ...['done', 'conducted', 'performed'],
  // Keeping a thing running ('trucks serviced', 'the cost to maintain', 'an emergency repair');
  // not 'fixed', as often 'not changing' ('the fixed minimum payment' of a handbook).
  ...['maintain', 'maintained', 'repair', 'repairs', 'repaired'],
  ...['service', 'serviced', 'servicing'],
  // Getting through a hiring funnel's steps ('candidates who passed screening', 'reached the
  // interview stage'), with a 0/1 column per step and no column of stages.
  ...['pass', 'passed', 'stage', 'stages'],
  // Watching what a row records over time ('how many commodities are tracked', 'prices monitored').
  ...['track', 'tracks', 'tracked', 'monitor', 'monitors', 'monitored'],
  // What a row's flag says is on ('days with a promo running'), and whom a store dealt with
  // ('the store that served the fewest customers'); either may be a status ('Running', 'Served').
  ...['running', 'served'],
  // Shares changing hands ('trading days', 'the volume traded' of a daily price table): the rows
  // and the volume column say; a company register may still say 'Trading'.
  ...['trade', 'trades', 'traded', 'trading'],
  // Viewing a streaming service ('users who watch on a Smart TV'): the device or plan column
  // says how; a shop's list may still sell a Watch.
  ...['watch', 'watched', 'watching'],
  // Hedges on how much of a row's figure a value took ('orders paid at least partly with a
  // coupon' are the ones with a coupon payment); a status may still say 'Partially Shipped'.
  ...['partly', 'partially'],
]);
/** A question that starts like this goes on from the last one ('And week 6?'). */
export const FOLLOW_UP_OPENERS = [
  ['and'],
  ['what', 'about'],
  ['how', 'about'],
  ['same', 'for'],
  ['now'],
  ['also'],
];

/** Whether a word asks how to compute rather than naming anything ('top', 'total', 'which', 'show'). */
export function isHowWord(word: string): boolean {
  return (
    RANK_WORDS.test(word) ||
    [DESCENDING, ASCENDING, AVERAGE, TOTAL, COMPARE, GROUP_LEADS, QUESTION_WORDS].some((set) =>
      set.has(word),
    )
  );
}
