import { holdsWeekdays } from './weekday-columns';
import { remembered } from '../../text/remembered';
import { stem } from '../../text/terms';
import { isUnnamedColumn } from '../../text/labels';
import { compoundWords } from './compound-headers';
import { CURRENCY_CODES } from './currency-names';
import { datesEachRow } from './row-traits';
import {
  clippedWordAliases,
  joinedWordAliases,
  variantAliases,
  doubledLAliases,
  abbreviationAliases,
  ampersandAliases,
  commaListAliases,
  headFirstAliases,
  addressPartAliases,
  labelPartAliases,
  leadingWordAliases,
  headNounAliases,
  pathHeadAliases,
  slashAliases,
  actionAliases,
  participleAliases,
  numberedAliases,
  seasonalAdjustmentAliases,
  shorthandSpellings,
  valueAliases,
  type ValueEntry,
} from './value-aliases';
import { holdsStates, stateAliases } from './us-states';
import { holdsTierNames } from './tier-names';
import { regionAliases } from './region-codes';
import { surveyQuestionAliases, surveyQuestionsNarrowed } from './survey-questions';
import {
  lineAmountsOf,
  namesRate,
  namesTotalPrice,
  conceptsBesideMoneyWords,
  priceOfEachSale,
  takesItsPrice,
} from './line-amounts';
import type { DataTable, TableColumn } from '../../types';
import {
  conceptOf,
  kindredWords,
  looksPlural,
  DATE_ONLY_WORDS,
  FIRST_DATE_WORDS,
  headerConcepts,
  IDENTIFIER_WORDS,
  REPEAT_COUNT_WORDS,
  ITEM_NOUNS,
  LATER_DATE_WORDS,
  DUE_DATE_WORDS,
  GENERIC_PLACE_WORDS,
  PLACE_WORDS,
  RECORD_STAMP_WORDS,
  NUMBERED_UNIT_WORDS,
  phraseOf,
  PLANNED_WORDS,
  QUANTITY_WORDS,
  wordsOf,
  REVENUE,
  ROW_NOUNS,
  ROW_NOUNS_UNLESS_COLUMN,
} from './lexicon';

/** A cell value a question can name, and the column it is in. */
export type { ValueEntry };

export interface TableVocabulary {
  /**
   * Each column's header concepts, its header as a phrase of stemmed words, and concepts it
   * stands for without naming them ('Total' is the revenue of a table with no revenue column).
   */
  headers: {
    concepts: string[];
    phrase: string[];
    aliases: string[];
    rates: string[];
    /** Concepts after 'at', the price a figure is valued at ('Sales at Full Price': full, price). */
    valuedAt: string[];
    /** Concepts of the later parts of a header that pairs two ('City, State': state). */
    paired: string[];
  }[];
  /** Text cells by phrase ('harbour point' → Store: Harbour Point). */
  values: Map<string, ValueEntry[]>;
  /** The longest value phrase, in words: questions are matched up to this length. */
  longestValue: number;
  /** Number columns with few distinct values (Week, Year), which questions name ('week 5'). */
  categories: Map<number, Set<number>>;
  /** Short values a question names after their header ('branch A', 'gender M'), by column. */
  codes: Map<number, Map<string, string>>;
  /** Text columns of weekday names (`DayOfWeek`: Monday, Saturday): a table's own weekdays. */
  weekdayLabels: Set<number>;
  /** The sheet's name as a phrase. */
  sheet: string[];
  /** Text columns of codes ('Product ID', 'CA-2016-152156'), not names a person reads. */
  identifiers: Set<number>;
  /** Columns with no value on any row (`potential_gross` never reported): they answer nothing. */
  empty: Set<number>;
  /**
   * Code columns that do not tell apart what they share a word with: 'County FIPS Code' (325
   * codes, each used again in every state) beside 'County Name/State Abbreviation' (3,219 names).
   */
  nestedCodes: Set<number>;
  /**
   * Code columns numbering the lines of something else (`SalesOrderLineNumber`: 1, 2, 3 again on
   * every order): a line's place, not its identity, so 'order lines' are still rows.
   */
  lineNumbers: Set<number>;
  /** Price columns holding each row's price times its quantity (line-amounts.ts): not rates. */
  lineAmounts: Set<number>;
  /** Date columns, the one a reader assumes first (an order date before a ship date). */
  dates: number[];
  /**
   * Number columns holding one figure, other than 1, on every one of several rows (`Z_Revenue`
   * 11): they tell no row apart. A column of 1s still counts what each row is (a Quantity of 1,
   * Number of Records).
   */
  constants: Set<number>;
  /** Text columns whose one value, on every row, repeats a header word (`rating_code` `Rating`). */
  echoes: Set<number>;
}

/**
 * Cell values longer than this many words are notes, not names a question would use; an
 * official kind of business takes seven ('Furniture, home furn, electronics, and appliance stores').
 */
const MAX_VALUE_WORDS = 7;
/** A number column with at most this many distinct values can be named by value ('week 5'). */
const MAX_CATEGORIES = 1000;
/** Words too common to stand for a cell value on their own. */
const TOO_COMMON = new Set([
  'a',
  'an',
  'the',
  'yes',
  'no',
  'and',
  'or',
  'of',
  'in',
  'on',
  'at',
  'to',
  'as',
  'it',
  'is',
  'all',
  'other',
]);

function isNameable(phrase: string[]): boolean {
  if (phrase.length === 0 || phrase.length > MAX_VALUE_WORDS) return false;
  if (phrase.every((word) => /^[\d.,]+$/.test(word))) return false;
  return !(phrase.length === 1 && (phrase[0]!.length < 2 || TOO_COMMON.has(phrase[0]!)));
}

/** A code: letters and digits joined by dashes, dots or slashes, without spaces ('FUR-BO-1001'). */
const CODE = /^(?=.*\d)[\p{L}\d]+([-_./#][\p{L}\d]+)*$/u;

/** Whole numbers, each on one row only: a number column of keys ('storenum', 'Row ID'). */
function uniqueWholeNumbers(values: Float64Array): boolean {
  const seen = new Set<number>();
  for (const value of values) {
    if (!Number.isInteger(value) || seen.has(value)) return false;
    seen.add(value);
  }
  return values.length > 1;
}

/** Whole numbers (empty cells aside): codes, counts or amounts in whole units. */
function wholeNumbers(values: Float64Array): boolean {
  return values.every((value) => Number.isNaN(value) || Number.isInteger(value));
}

/**
 * A number column that counts things ('calls', 'Employees', 'Units'): whole numbers, not money
 * nor a rate. A figure can be taken per one ('sales per call'); 'profit per sale' of a Sales
 * column is per row.
 */
export function countsThings(
  table: DataTable,
  vocabulary: TableVocabulary,
  column: number,
): boolean {
  const cells = table.columns[column];
  if (cells?.kind !== 'number' || cells.format.currency !== null) return false;
  const { concepts, aliases } = vocabulary.headers[column]!;
  const money = concepts.includes(REVENUE) || aliases.includes(REVENUE);
  return !money && !isRate(vocabulary, column) && wholeNumbers(cells.values) && !codesKinds(cells);
}

/**
 * A text column of at most this many values holds kinds to group by ('Region', 'Segment'); one
 * of more holds things ('Customer Name').
 */
export const MOST_KINDS = 50;

/** A column of whole numbers with at most this many values, under a singular noun, codes kinds. */
const MOST_CODED_KINDS = 12;

/**
 * 'season' of 1 to 4, 'quarter', 'grade': a few whole numbers under a singular noun are codes
 * of kinds, not counts ('the average temperature per season' is within each season).
 */
function codesKinds(cells: TableColumn): boolean {
  const last = wordsOf(spaced(cells.name)).at(-1) ?? '';
  return !looksPlural(last) && distinctCount(cells) <= MOST_CODED_KINDS;
}

/**
 * The revenue column a margin is taken over ('Sales', 'Sales Amount', or 'Total' standing for
 * it); not 'Gross Sales Amount', revenue before something is taken off.
 */
export function revenueColumn({
  table,
  vocabulary,
}: {
  table: DataTable;
  vocabulary: TableVocabulary;
}): number | null {
  const found = vocabulary.headers.findIndex(
    (header, column) =>
      table.columns[column]!.kind === 'number' &&
      !vocabulary.identifiers.has(column) &&
      (conceptsBesideMoneyWords(header.concepts).join() === REVENUE ||
        header.aliases.includes(REVENUE)),
  );
  return found >= 0 ? found : null;
}

/**
 * Whether a number column numbers the stores, departments… its rows belong to: headed by such
 * a unit in the singular ('Store', 'Dept'; 'Stores' counts them), holding whole numbers.
 */
function numbersUnits(name: string, values: Float64Array): boolean {
  const words = wordsOf(spaced(name));
  const units = words.every((word) => NUMBERED_UNIT_WORDS.has(stem(word)) && !looksPlural(word));
  return words.length > 0 && units && wholeNumbers(values) && new Set(values).size > 1;
}

/** Headers data tools write over the row index they export: 'rownames', 'Unnamed: 0', '...1', 'index'. */
const ROW_INDEX_HEADER = /^(?:rownames|row\.names|unnamed: ?\d+|\.\.\.\d+|index)$/i;

function isIdentifier(column: DataTable['columns'][number]): boolean {
  if (column.kind === 'date') return false;
  const written = wordsOf(spaced(column.name));
  const words = written.map(stem);
  const named = words.some((word) => IDENTIFIER_WORDS.has(word));
  // 'CustomerID', 'InvoiceNo', 'Postal Code' end in a word for a code, whose numbers are not
  // figures; 'Number of Employees' and 'num_shares' start with one and count what follows,
  // even where no two rows have the same count.
  const endsInCode =
    IDENTIFIER_WORDS.has(words.at(-1) ?? '') && !REPEAT_COUNT_WORDS.has(words.at(-2) ?? '');
  // A column with no header and a different whole number on each row is an exported row index,
  // as is one under the header R, pandas or readr give it.
  const unnamed = isUnnamedColumn(column.name) || ROW_INDEX_HEADER.test(column.name.trim());
  const counts = !endsInCode && !unnamed && looksPlural(written.at(-1) ?? '');
  if (column.kind === 'number')
    return (
      ((named || unnamed) &&
        ((!counts && uniqueWholeNumbers(column.values)) ||
          (endsInCode && wholeNumbers(column.values)))) ||
      numbersUnits(column.name, column.values)
    );
  if (named) return true;
  // 'warehouse_name' of WH_MTP1, WH_ULN5: what the header calls a name is the name, however coded.
  if (words.at(-1) === 'name') return false;
  const sample = column.dictionary.slice(0, 200);
  return (
    sample.length >= 10 && sample.filter((value) => CODE.test(value)).length >= sample.length * 0.9
  );
}

/** Words of a period's end after the period noun ('month end', 'week ending'). */
const PERIOD_END_WORDS = new Set(['end', 'ending'].map(stem));
/** The periods a report is made for, that a header's end of one dates each row by. */
const REPORT_PERIODS = new Set(['week', 'month', 'quarter', 'year', 'period'].map(stem));

/**
 * Date columns in the order a reader assumes them: order, invoice or transaction dates (or a
 * plain 'Date') or the date of what each row is (`incident_date` beside `incident_type`) first,
 * dates of other events next, shipping and settled dates after them, then due dates, and the
 * date a record was last modified last.
 */
function datesByPreference(table: DataTable, headers: TableVocabulary['headers']): number[] {
  const rankOf = (index: number) => {
    const words = wordsOf(spaced(table.columns[index]!.name)).map(stem);
    // The end of a period ('month_end_date', 'Week Ending', 'Period End') is the period each row
    // stands for, as a plain 'Month' is: no later event of the row.
    if (words.some((word, at) => PERIOD_END_WORDS.has(word) && REPORT_PERIODS.has(words[at - 1]!)))
      return 0;
    // A due or promised date is a plan, not an event: after every date something happened,
    // and before the date the record was last edited.
    if (words.some((word) => RECORD_STAMP_WORDS.has(word))) return 4;
    if (words.some((word) => DUE_DATE_WORDS.has(word))) return 3;
    if (words.some((word) => LATER_DATE_WORDS.has(word))) return 2;
    if (words.some((word) => FIRST_DATE_WORDS.has(word))) return 0;
    if (datesEachRow(table, headers, index)) return 0;
    return words.every((word) => DATE_ONLY_WORDS.has(word)) ? 0 : 1;
  };
  return table.columns
    .flatMap((column, index) => (column.kind === 'date' ? [index] : []))
    .sort((a, b) => rankOf(a) - rankOf(b) || a - b);
}

/**
 * Header words written together without a separator that end in one of these
 * ('OPENDATE', 'STRSTATE', 'storenum', 'ZIPCODE', 'ORDERNUMBER', 'DEALSIZE', 'TAXAMOUNT',
 * 'PARTNERID'): read as two words.
 */
const RUN_TOGETHER_ENDINGS = [
  'amount',
  'id',
  'date',
  'state',
  'city',
  'name',
  'number',
  'num',
  'code',
  'type',
  'addr',
  'size',
];

/**
 * Nouns of a quality end in -city after a vowel ('velocity', 'capacity', 'ethnicity',
 * 'electricity'): one word, not a place written with another ('STRCITY', 'billcity').
 */
const QUALITY_NOUN = /[aio]city$/;
/** Words in -id that are no ID ('liquid', 'android', 'hybrid', 'invalid', 'candid'). */
const ID_LOOKALIKE =
  /(?:[aiou]|hybr|val|pyram|plac|putr|sord|cand|splend|torr|horr|morb|orch|insip|intrep)id$/;
/** Names that end in 'name' but are one word ('Surname', 'Nickname'), not a name of a 'sur'. */
const NAME_WORD = /^(?:sur|nick)names?$/;
/** 'CREATEDAT', 'changedon': a past participle run into when it happened. */
const WHEN_DONE = /^(\p{L}{3,}ed)(at|on)$/iu;

function splitRunTogether(word: string): string {
  const lower = word.toLowerCase();
  if (QUALITY_NOUN.test(lower) || ID_LOOKALIKE.test(lower) || NAME_WORD.test(lower)) return word;
  const when = WHEN_DONE.exec(word);
  if (when) return `${when[1]} ${when[2]}`;
  const ending = RUN_TOGETHER_ENDINGS.find(
    (candidate) => lower.endsWith(candidate) && lower.length - candidate.length >= 2,
  );
  return ending
    ? `${word.slice(0, -ending.length)} ${word.slice(-ending.length)}`
    : compoundWords(word);
}

/** 'InvoiceDate', 'CustomerID' and 'OPENDATE' as their words: 'Invoice Date', 'Customer ID', 'OPEN DATE'. */
export const spaced = remembered(spacedOnce);

function spacedOnce(header: string): string {
  return (
    header
      // 'Opportunity_Source__c': Salesforce's mark of a custom field is no word of the header.
      .replace(/__c$/, '')
      // 'WeekofPurchase': a lower-case 'of' run into the word before a capital is a word.
      .replace(/(\p{Ll}{3,})of(?=\p{Lu})/gu, '$1 of')
      .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
      .replace(/\p{L}{6,}/gu, splitRunTogether)
  );
}

/**
 * What a header says its column is: the words before 'of' ('Week of Purchase' is a week, of a
 * purchase), else all of it.
 */
export function headPhrase(phrase: readonly string[]): readonly string[] {
  const of = phrase.indexOf('of');
  return of > 0 ? phrase.slice(0, of) : phrase;
}

/** 'Price Per Unit' → unit: what a rate is counted per, which the column does not hold. */
/** The concepts of a header's words after a word ('per', 'at'), none when it has no such word. */
function conceptsAfter(header: string, word: string): string[] {
  const words = wordsOf(header);
  const at = words.indexOf(word);
  return at < 0 ? [] : headerConcepts(words.slice(at + 1).join(' '));
}

/**
 * 'City, State', 'County Name/State Abbreviation': a header pairing two things, whose cells
 * start with the first ('LOS ANGELES, CA'); the concepts of the parts after it.
 */
function pairedConcepts(header: string): string[] {
  const [first = '', ...later] = header.split(/[,/]/);
  if (later.length === 0) return [];
  const own = new Set(headerConcepts(first));
  return headerConcepts(later.join(' ')).filter((concept) => !own.has(concept));
}

/** The concept of an order, which a row may be a line of. */
const ORDER = conceptOf(stem('order'));

/** What a bare 'id' shared by several rows identifies: the order they are lines of. */
const SHARED_ID_NOUNS = [ORDER];

/**
 * A column headed only 'id' whose values repeat (`2015-000002` on each pizza of an order): the
 * rows are lines of something it identifies, an order, so 'how many orders' counts its values.
 */
function sharedIdAliases(column: TableColumn): string[] {
  if (wordsOf(spaced(column.name)).join() !== 'id' || column.kind === 'date') return [];
  const rows = column.kind === 'text' ? column.codes.length : column.values.length;
  return distinctCount(column) < rows ? SHARED_ID_NOUNS : [];
}

/** Numbers of a sale that several lines share, where no column is headed as orders. */
const ORDER_LIKE = new Set(['invoice', 'receipt', 'bill', 'basket', 'ticket']);

/**
 * 'How many orders', 'customers who placed more than 10 orders' of UCI's Online Retail lines:
 * an `InvoiceNo` shared by several rows, in a table with no order column, numbers the orders
 * those rows are lines of (counting rows would count lines).
 */
function invoiceAsOrder(table: DataTable, headers: TableVocabulary['headers']): void {
  if (namedByAny(headers, ORDER)) return;
  const at = headers.findIndex(
    ({ concepts }, column) =>
      concepts.some((concept) => ORDER_LIKE.has(concept)) &&
      isIdentifier(table.columns[column]!) &&
      distinctCount(table.columns[column]!) < table.rowNumbers.length,
  );
  if (at >= 0) headers[at]!.aliases.push(ORDER);
}

/** What a purchase is called, by the shop or by the shopper: each names the others. */
const PURCHASE_WORDS = ['order', 'transaction', 'invoice', 'receipt', 'basket'].map((word) =>
  conceptOf(stem(word)),
);

/**
 * 'The average order value' of a `Transaction ID`, 'the average basket size' of an `InvoiceNo`:
 * the code of a purchase, whatever the table calls it, is also named by the other words for one
 * that no header holds.
 */
function purchaseNamedAlike(table: DataTable, headers: TableVocabulary['headers']): void {
  const at = headers.findIndex(
    ({ concepts }, column) =>
      concepts.some((concept) => PURCHASE_WORDS.includes(concept)) &&
      isIdentifier(table.columns[column]!),
  );
  if (at < 0) return;
  const own = headers[at]!;
  for (const word of PURCHASE_WORDS)
    if (!own.concepts.includes(word) && !own.aliases.includes(word) && !namedByAny(headers, word))
      own.aliases.push(word);
}

/**
 * 'How many applications came in in 2025' of a funnel's stage log: an `Applicant_ID` repeated
 * on each stage row, beside an `Application_Date`, numbers the applications (counting rows would
 * count stages), as an Order ID beside an Order Date numbers the orders.
 */
function codeOfDatedAct(table: DataTable, headers: TableVocabulary['headers']): void {
  const dated = headers.flatMap(({ concepts }, column) =>
    table.columns[column]!.kind === 'date' ? concepts : [],
  );
  headers.forEach((header, column) => {
    const cells = table.columns[column]!;
    if (!isIdentifier(cells) || distinctCount(cells) === table.rowNumbers.length) return;
    const acts = dated.filter((act) =>
      header.concepts.some((code) => code !== act && kindredWords(code, act)),
    );
    header.aliases.push(...acts);
  });
}

const SHOP = conceptOf(stem('shop'));
/** Who sells on a marketplace: the shop a buyer sees. */
const SELLER_LIKE = new Set(['seller', 'vendor', 'merchant'].map((word) => conceptOf(stem(word))));

/**
 * 'How many shops', 'which shop has the most reviews' of a marketplace listing: with no column
 * headed as a store or shop, a text column of sellers (`current_seller`) names the shops.
 */
function sellerAsShop(table: DataTable, headers: TableVocabulary['headers']): void {
  if (namedByAny(headers, SHOP)) return;
  const at = headers.findIndex(
    ({ concepts }, column) =>
      concepts.some((concept) => SELLER_LIKE.has(concept)) &&
      table.columns[column]!.kind === 'text',
  );
  if (at >= 0) headers[at]!.aliases.push(SHOP);
}

/** Words for who made a product: a make, brand or manufacturer (`Company` of a car sold). */
const MAKER_WORDS = ['make', 'brand', 'manufacturer', 'maker', 'company'].map((word) =>
  conceptOf(stem(word)),
);
const MODEL = conceptOf(stem('model'));

/**
 * 'Which make sold the most', 'top car brands' of a dealer's sales headed `Company` beside `Model`:
 * a text column of makers next to one of models names the makes, whichever of the words the
 * header uses, where no header uses the one asked.
 */
function makerOfModels(table: DataTable, headers: TableVocabulary['headers']): void {
  if (!headers.some(({ concepts }) => concepts.includes(MODEL))) return;
  const at = headers.findIndex(
    ({ concepts }, column) =>
      concepts.length === 1 &&
      MAKER_WORDS.includes(concepts[0]!) &&
      table.columns[column]!.kind === 'text',
  );
  if (at < 0) return;
  const named = (word: string) => headers.some(({ concepts }) => concepts.includes(word));
  headers[at]!.aliases.push(...MAKER_WORDS.filter((word) => !named(word)));
}

/** The text column passing `accepts` with the most values ('State' before 'Market'), if any. */
export function finestTextColumn(
  table: DataTable,
  accepts: (column: number) => boolean,
): number | null {
  let finest: number | null = null;
  let most = 0;
  table.columns.forEach((cells, column) => {
    if (cells.kind !== 'text' || cells.dictionary.length <= most || !accepts(column)) return;
    finest = column;
    most = cells.dictionary.length;
  });
  return finest;
}

/**
 * 'Which market had the highest price' of price reports headed `City Name` beside a few
 * `Origin District`s: the text column of places with the most values answers to the place words
 * that say no kind of place, where no header uses them.
 */
function finestPlaceNamesPlaces(table: DataTable, headers: TableVocabulary['headers']): void {
  const finest = finestTextColumn(table, (column) =>
    headers[column]!.concepts.some((concept) => PLACE_WORDS.has(concept)),
  );
  if (finest === null) return;
  headers[finest]!.aliases.push(
    ...[...GENERIC_PLACE_WORDS].filter((word) => !namedByAny(headers, word)),
  );
}

const STATE = conceptOf(stem('state'));
const TIER = conceptOf(stem('tier'));

/**
 * A text column whose values are all of one kind answers to the word for that kind where no
 * header uses it: 'which state brings in the most revenue' of a survey whose `location` holds
 * Kentucky, Maine… (US states); 'members by tier' of a loyalty list whose `segment` holds
 * Bronze, Silver and Gold (a programme's tiers).
 */
function valuesNameTheirKind(
  table: DataTable,
  headers: TableVocabulary['headers'],
  kind: string,
  holdsKind: (values: readonly string[]) => boolean,
): void {
  if (namedByAny(headers, kind)) return;
  const at = table.columns.findIndex(
    (column) => column.kind === 'text' && holdsKind(column.dictionary),
  );
  if (at >= 0) headers[at]!.aliases.push(kind);
}

const RATING = conceptOf(stem('rating'));
const STAR = conceptOf(stem('star'));

/**
 * 'Average star rating', 'how many 1-star reviews': stars are what a rating is counted in, so
 * 'star' names the one number column headed by a rating.
 */
function ratingInStars(table: DataTable, headers: TableVocabulary['headers']): void {
  const ratings = headers.filter(
    ({ concepts }, column) => table.columns[column]!.kind === 'number' && concepts.includes(RATING),
  );
  if (ratings.length === 1) ratings[0]!.aliases.push(STAR);
}

const SPEND = conceptOf(stem('spend'));
/** Headers that only name a payment ('Purchase', 'Payment'): each row's figure is money paid. */
const PAYMENT_HEADERS = new Set(['purchase', 'payment'].map((word) => conceptOf(stem(word))));

/**
 * 'Top users by total spend', 'total spent by married shoppers' of a Black Friday table whose
 * `Purchase` holds each purchase's amount: a number column headed only by a payment is what
 * was spent, where no header names money.
 */
function paymentAsSpend(table: DataTable, headers: TableVocabulary['headers']): void {
  const money = [REVENUE, SPEND];
  if (
    headers.some(({ concepts, aliases }) =>
      money.some((word) => concepts.includes(word) || aliases.includes(word)),
    )
  )
    return;
  const at = headers.findIndex(
    ({ concepts }, column) =>
      table.columns[column]!.kind === 'number' &&
      concepts.length === 1 &&
      PAYMENT_HEADERS.has(concepts[0]!),
  );
  if (at >= 0) headers[at]!.aliases.push(SPEND);
}

/** 'SKU' is named by 'SKUs' too, which no stemming of an acronym reads as its plural. */
function acronymPlural(header: string): string[] {
  const name = header.trim();
  return /^\p{Lu}{2,5}$/u.test(name) ? [`${name.toLowerCase()}s`] : [];
}

/**
 * Headers that only say 'the figure' ('Total', 'Amount') or what a customer pays ('total_bill',
 * 'Fare') name revenue when nothing else does: what was spent, sold or taken.
 */
const FIGURE_HEADERS = new Set(['total', 'amount', 'value', 'bill', 'fare', 'money']);

/**
 * Headers that only say what something cost ('Cost', 'Total Cost', 'Expense') name the money
 * spent in a table with no other money and no price to multiply ('how much did each department
 * spend'); beside a price, 'sales' is still the price times the quantity.
 */
const COST_HEADERS = new Set(['total', 'cost', 'expense', 'expenditure']);

/**
 * What a row records, which a figure header can be 'of' ('Line Total', 'Order Amount',
 * 'purchase_amount'), as header concepts are written: stemmed again ('purchas' of 'purchase').
 */
const RECORD_CONCEPTS = new Set(
  [...ROW_NOUNS, ...ROW_NOUNS_UNLESS_COLUMN, ...ITEM_NOUNS].map(conceptOf),
);
const isRecordNoun = (concept: string) => RECORD_CONCEPTS.has(concept);

/**
 * 'LineItemTotal', 'Order Total', 'Invoice Amount': the figure of what each row records, so the
 * money of the row even beside a unit price ('Tax Amount' is not: tax is not what a row records).
 */
function isRecordFigure(headerConcepts: readonly string[]): boolean {
  // 'Purchase Amount (GBP)': the currency code only says what the amount is counted in.
  const concepts = headerConcepts.filter((concept) => !CURRENCY_CONCEPTS.has(concept));
  const last = concepts.at(-1);
  return (
    concepts.length > 1 &&
    last !== undefined &&
    FIGURE_HEADERS.has(last) &&
    concepts.slice(0, -1).every(isRecordNoun)
  );
}

const CURRENCY_CONCEPTS = new Set([...CURRENCY_CODES].map((code) => conceptOf(stem(code))));

/** 'final_amount', 'Net Total', 'Grand Total': which of a row's figures, still the figure. */
const FIGURE_QUALIFIERS = new Set(
  ['final', 'net', 'gross', 'grand'].map((word) => conceptOf(stem(word))),
);

/** The one number column a table's money is read from when no header names revenue. */
function figureHeader(table: DataTable, headers: TableVocabulary['headers']): number {
  const only = (fits: (concepts: readonly string[]) => boolean) =>
    headers.findIndex(
      (header, index) => table.columns[index]!.kind === 'number' && fits(header.concepts),
    );
  // 'Cost_USD', 'Amount EUR': a currency code is the figure's unit, not another thing it names
  // (a '$' still marks one figure among several, as 'Cost Total $' beside 'Cost Repair').
  const onlyWords = (words: ReadonlySet<string>) =>
    only((concepts) =>
      concepts.every((concept) => words.has(concept) || CURRENCY_CONCEPTS.has(concept)),
    );
  const figure = onlyWords(FIGURE_HEADERS);
  if (figure >= 0) return figure;
  const qualifiedFigure = only(
    (concepts) =>
      concepts.some((concept) => FIGURE_HEADERS.has(concept)) &&
      concepts.every(
        (concept) =>
          FIGURE_HEADERS.has(concept) ||
          FIGURE_QUALIFIERS.has(concept) ||
          CURRENCY_CONCEPTS.has(concept),
      ),
  );
  if (qualifiedFigure >= 0) return qualifiedFigure;
  const recordFigure = only(isRecordFigure);
  if (recordFigure >= 0) return recordFigure;
  const totalPrice = only(namesTotalPrice);
  if (totalPrice >= 0) return totalPrice;
  if (headers.some((header) => header.concepts.includes('price')))
    return priceOfEachSale(table, headers) ?? -1;
  return onlyWords(COST_HEADERS);
}

/** A header's head: its last concept but the currency it is counted in ('Sales ($)': sales). */
export function headConcept(concepts: readonly string[]): string | undefined {
  const dollar = conceptOf('dollar');
  return concepts.filter((concept) => concept !== dollar && !CURRENCY_CONCEPTS.has(concept)).at(-1);
}

/** 'budget_2013$': a dollar sign in a header says its figures are dollars ('in 2013 dollars'). */
function withCurrency(concepts: string[], header: string): string[] {
  return header.includes('$') ? [...new Set([...concepts, conceptOf('dollar')])] : concepts;
}

/**
 * 'Sales', 'Sales Amount'; not 'SalesOrderID', a code of the sale rather than its money, nor a
 * text column such as 'Sales Person' or 'Sales Channel', who or how it was sold.
 */
const namesRevenue = (
  table: DataTable,
  { concepts }: TableVocabulary['headers'][number],
  column: number,
) =>
  table.columns[column]!.kind !== 'text' &&
  concepts.includes(REVENUE) &&
  !concepts.some((concept) => IDENTIFIER_WORDS.has(concept));

function headersOf(table: DataTable): TableVocabulary['headers'] {
  const headers = table.columns.map((column) => ({
    concepts: withCurrency(headerConcepts(spaced(column.name)), column.name),
    phrase: phraseOf(spaced(column.name)).split(' ').filter(Boolean),
    aliases: [
      ...acronymPlural(column.name),
      ...regionAliases(spaced(column.name)),
      ...sharedIdAliases(column),
      ...surveyQuestionAliases(column),
    ],
    rates: conceptsAfter(spaced(column.name), 'per'),
    valuedAt: conceptsAfter(spaced(column.name), 'at'),
    paired: pairedConcepts(spaced(column.name)),
  }));
  invoiceAsOrder(table, headers);
  purchaseNamedAlike(table, headers);
  codeOfDatedAct(table, headers);
  sellerAsShop(table, headers);
  makerOfModels(table, headers);
  finestPlaceNamesPlaces(table, headers);
  valuesNameTheirKind(table, headers, STATE, holdsStates);
  valuesNameTheirKind(table, headers, TIER, holdsTierNames);
  paymentAsSpend(table, headers);
  ratingInStars(table, headers);
  quantityOfItemsPriced(table, headers);
  quantityCountsPieces(table, headers);
  hoursWorkedAsLabour(table, headers);
  surveyQuestionsNarrowed(table, headers);
  if (headers.some((header, column) => namesRevenue(table, header, column))) return headers;
  // 'Total', 'Amount', 'total_amount', 'total_bill', 'Cost': only words for the figure.
  const figure = figureHeader(table, headers);
  if (figure >= 0) headers[figure]!.aliases.push(REVENUE);
  if (figure >= 0 && takesItsPrice(table, headers)) headers[figure]!.aliases.push('price');
  return headers;
}

/** Words for work counted in hours ('sales per labour hour', 'total labor hours'). */
const LABOUR_WORDS = ['labour', 'labor'].map((word) => conceptOf(stem(word)));
const HOUR = conceptOf(stem('hour'));

/**
 * 'Sales per labour hour': of a store's sheet with `Scheduled Hours` and `Actual Hours`, the
 * hours worked, the one hours column no plan word heads, where no header says labour.
 */
function hoursWorkedAsLabour(table: DataTable, headers: TableVocabulary['headers']): void {
  if (LABOUR_WORDS.some((word) => namedByAny(headers, word))) return;
  const worked = headers.filter(
    ({ concepts }, column) =>
      table.columns[column]!.kind === 'number' &&
      concepts.includes(HOUR) &&
      !concepts.some((concept) => PLANNED_WORDS.has(concept)),
  );
  if (worked.length === 1) worked[0]!.aliases.push(...LABOUR_WORDS);
}

/** Words for the pieces a quantity column counts when nothing else is named so. */
const PIECE_WORDS = ['part', 'piece'].map((word) => conceptOf(stem(word)));

/**
 * 'How many parts went into accident repairs', 'jobs that needed 3 or more parts': of a
 * maintenance log with a lone `quantity` beside a `material_id`, the pieces are the quantity's
 * units, where no header is named by the word.
 */
function quantityCountsPieces(table: DataTable, headers: TableVocabulary['headers']): void {
  const quantities = headers.filter((header, column) => countsUnits(table, header, column));
  // Headed only as a quantity ('quantity', 'Qty'): 'Stock lost' or 'Units sold' say what of.
  if (quantities.length !== 1 || quantities[0]!.concepts.length !== 1) return;
  quantities[0]!.aliases.push(...PIECE_WORDS.filter((word) => !namedByAny(headers, word)));
}

/**
 * 'Quantity' beside 'Value per Bike': the quantity counts what the rate is per, so 'how many
 * bikes were sold' adds it up rather than counting the rows (orders).
 */
function quantityOfItemsPriced(table: DataTable, headers: TableVocabulary['headers']): void {
  const items = new Set(headers.filter(namesRate).flatMap((header) => header.rates));
  if (items.size === 0) return;
  headers.forEach((header, column) => {
    if (countsUnits(table, header, column))
      header.aliases.push(...[...items].filter((item) => !header.concepts.includes(item)));
  });
}

/** A number column headed as a quantity ('Quantity', 'Units sold'), not a rate of one. */
function countsUnits(
  table: DataTable,
  header: TableVocabulary['headers'][number],
  column: number,
): boolean {
  return (
    table.columns[column]!.kind === 'number' &&
    !namesRate(header) &&
    header.concepts.some((concept) => QUANTITY_WORDS.has(concept))
  );
}

/** Whether any header is named by the word, as its own or by alias. */
function namedByAny(headers: TableVocabulary['headers'], word: string): boolean {
  return headers.some(({ concepts, aliases }) => concepts.includes(word) || aliases.includes(word));
}

/** A text column with at most this many values can be named by a short code after its header. */
const MAX_CODES = 50;

const distinctCounts = new WeakMap<TableColumn, number>();

/** How many different values a column holds, counted once per column. */
export function distinctCount(column: TableColumn): number {
  if (column.kind === 'text') return column.dictionary.length;
  let count = distinctCounts.get(column);
  if (count === undefined) {
    count = new Set(column.values).size;
    distinctCounts.set(column, count);
  }
  return count;
}

/**
 * Code columns beside a text column sharing one of their other words ('county') that holds more
 * than twice as many values: the code is only unique within something else (a county's code
 * within its state), so the shared word names the text column's things, not the codes.
 */
function nestedCodesOf(
  table: DataTable,
  headers: TableVocabulary['headers'],
  identifiers: Set<number>,
): Set<number> {
  const nested = [...identifiers].filter((code) => {
    const own = headers[code]!.concepts.filter((concept) => !IDENTIFIER_WORDS.has(concept));
    const codes = distinctCount(table.columns[code]!);
    return table.columns.some(
      (column, index) =>
        column.kind === 'text' &&
        !identifiers.has(index) &&
        column.dictionary.length > 2 * codes &&
        headers[index]!.concepts.some((concept) => own.includes(concept)),
    );
  });
  return new Set(nested);
}

/**
 * Whole numbers from 1 where each is used no more often than the one before it and 2 less
 * often than 1 (1 on every order, 2 only on the orders with a second line…), far fewer of them
 * than rows: places in a count that starts again. Week numbers, as common as each other, are not.
 */
function isLineNumber(column: DataTable['columns'][number]): boolean {
  if (column.kind !== 'number') return false;
  const sparse: number[] = [];
  for (const value of column.values) {
    if (!Number.isInteger(value) || value < 1 || value > column.values.length) return false;
    sparse[value - 1] = (sparse[value - 1] ?? 0) + 1;
  }
  const uses = Array.from(sparse, (count) => count ?? 0);
  return (
    uses.length > 1 &&
    uses.length < column.values.length / 2 &&
    uses[1]! < uses[0]! &&
    uses.every((count, at) => count > 0 && (at === 0 || count <= uses[at - 1]!))
  );
}

/**
 * The one value of a column that repeats a header's word (`rating_code` always `Rating`): on
 * every row, it picks none out, and 'the average rating' names the `rating_value` header.
 */
function echoesHeader(
  column: DataTable['columns'][number] & { kind: 'text' },
  phrase: readonly string[],
  headerWords: ReadonlySet<string>,
): boolean {
  return onEveryRow(column) && phrase.every((word) => headerWords.has(word));
}

/** A text column holding one value in every cell (a value on some rows only marks them). */
function onEveryRow(column: DataTable['columns'][number] & { kind: 'text' }): boolean {
  return column.dictionary.length === 1 && column.codes.every((code) => code !== 0);
}

function buildVocabulary(table: DataTable): TableVocabulary {
  const values = new Map<string, ValueEntry[]>();
  const categories = new Map<number, Set<number>>();
  const codes = new Map<number, Map<string, string>>();
  let longestValue = 0;
  const headerWords = new Set(
    table.columns.flatMap((column) => wordsOf(spaced(column.name)).map(stem)),
  );
  table.columns.forEach((column, index) => {
    if (column.kind === 'text') {
      // 'state FIPS code 06': codes written in figures (leading zeros kept) are named after
      // their header however many there are, as a number column's few values are ('week 5').
      const figures =
        column.dictionary.length <= MAX_CATEGORIES &&
        column.dictionary.every((value) => /^\d+$/.test(value));
      const shorthands = shorthandSpellings(column.dictionary);
      const entryOf = (value: string): ValueEntry => {
        const spellings = shorthands.get(value);
        return spellings ? { column: index, value, values: spellings } : { column: index, value };
      };
      for (const value of column.dictionary) {
        const phrase = wordsOf(value).map(stem);
        if (phrase.length === 1 && (column.dictionary.length <= MAX_CODES || figures)) {
          const own = codes.get(index) ?? new Map<string, string>();
          own.set(phrase[0]!, value);
          codes.set(index, own);
        }
        if (!isNameable(phrase) || echoesHeader(column, phrase, headerWords)) continue;
        const key = phrase.join(' ');
        const entries = values.get(key);
        if (entries) {
          if (!entries.some((entry) => entry.column === index)) entries.push(entryOf(value));
        } else values.set(key, [entryOf(value)]);
        longestValue = Math.max(longestValue, phrase.length);
      }
      // 'Texas' of a column of TX, CA…: the same values, spelled the other way.
      // 'Saturday' of a column of Sat, Sun…; 'women' of Male and Female; 'the Houston Fire
      // Department' of 'Houston Fire Department (HFD)'.
      const aliases = [
        ...stateAliases(index, column.dictionary),
        ...valueAliases(index, column.dictionary),
        ...abbreviationAliases(index, column.dictionary),
        ...ampersandAliases(index, column.dictionary),
        ...commaListAliases(index, column.dictionary),
        ...headFirstAliases(index, column.dictionary),
        ...pathHeadAliases(index, column.dictionary),
        ...addressPartAliases(index, column.dictionary),
        ...labelPartAliases(index, column.dictionary),
        ...leadingWordAliases(index, column.dictionary),
        ...headNounAliases(index, column.dictionary, {
          own: wordsOf(spaced(column.name)),
          all: headerWords,
        }),
        ...slashAliases(index, column.dictionary),
        ...participleAliases(index, column.dictionary, headerWords),
        ...actionAliases(index, column.dictionary),
        ...numberedAliases(index, column.dictionary),
        ...clippedWordAliases(index, column.dictionary),
        ...joinedWordAliases(index, column.dictionary),
        ...variantAliases(index, column.dictionary),
        ...doubledLAliases(index, column.dictionary),
        ...seasonalAdjustmentAliases(index, column.dictionary),
      ];
      for (const [key, entry] of aliases) {
        // '2. No' is a no, read as a flag (flag-values.ts), not a value named 'no'.
        if (values.has(key) || !isNameable(key.split(' '))) continue;
        values.set(key, [entry]);
        longestValue = Math.max(longestValue, key.split(' ').length);
      }
    } else if (column.kind === 'number') {
      const distinct = new Set<number>();
      for (const value of column.values) {
        if (Number.isNaN(value)) continue;
        distinct.add(value);
        if (distinct.size > MAX_CATEGORIES) return;
      }
      categories.set(index, distinct);
    }
  });
  const headers = headersOf(table);
  const identifiers = new Set(
    table.columns.flatMap((column, index) => (isIdentifier(column) ? [index] : [])),
  );
  return {
    headers,
    values,
    longestValue,
    categories,
    codes,
    weekdayLabels: new Set(
      table.columns.flatMap((column, index) => (holdsWeekdays(column) ? [index] : [])),
    ),
    sheet: table.sheet ? phraseOf(table.sheet).split(' ').filter(Boolean) : [],
    identifiers,
    empty: new Set(table.columns.flatMap((column, index) => (holdsNothing(column) ? [index] : []))),
    nestedCodes: nestedCodesOf(table, headers, identifiers),
    lineNumbers: new Set([...identifiers].filter((code) => isLineNumber(table.columns[code]!))),
    lineAmounts: lineAmountsOf(table, headers),
    dates: datesByPreference(table, headers),
    constants: constantsOf(table),
    echoes: echoingColumns(table, headerWords),
  };
}

function echoingColumns(table: DataTable, headerWords: ReadonlySet<string>): Set<number> {
  return new Set(
    table.columns.flatMap((column, index) => {
      if (column.kind !== 'text') return [];
      const phrase = wordsOf(column.dictionary[0] ?? '').map(stem);
      return echoesHeader(column, phrase, headerWords) ? [index] : [];
    }),
  );
}

function constantsOf(table: DataTable): Set<number> {
  return new Set(
    table.columns.flatMap((column, index) => {
      if (column.kind !== 'number') return [];
      const figures = new Set(column.values.filter((value) => !Number.isNaN(value)));
      return column.values.length > 1 && figures.size === 1 && !figures.has(1) ? [index] : [];
    }),
  );
}

/** 'Unit price', 'Unit Cost', 'Price Per Unit', 'Hourly rate': a figure of one item, not a total. */
export function isRate(vocabulary: TableVocabulary, column: number): boolean {
  return namesRate(vocabulary.headers[column]!) && !vocabulary.lineAmounts.has(column);
}

/** The quantity column of a table of items held ('Qty On Hand', 'Units'): not a rate. */
export function quantityColumnOf(table: DataTable, vocabulary: TableVocabulary): number | null {
  const found = vocabulary.headers.findIndex(
    ({ concepts }, column) =>
      table.columns[column]!.kind === 'number' &&
      !isRate(vocabulary, column) &&
      concepts.some((concept) => QUANTITY_WORDS.has(concept)),
  );
  return found < 0 ? null : found;
}

const vocabularies = new WeakMap<DataTable, TableVocabulary>();

/** Whether a column has no value on any row: every text cell empty, every figure or date blank. */
function holdsNothing(column: TableColumn): boolean {
  return column.kind === 'text'
    ? column.codes.every((code) => code === 0)
    : column.values.every(Number.isNaN);
}

/** A table's vocabulary, built on its first question and kept while the table lives. */
export function vocabularyOf(table: DataTable): TableVocabulary {
  let vocabulary = vocabularies.get(table);
  if (!vocabulary) {
    vocabulary = buildVocabulary(table);
    vocabularies.set(table, vocabulary);
  }
  return vocabulary;
}
