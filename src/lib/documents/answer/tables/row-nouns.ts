import { processTerm, stem } from '../../text/terms';
import type { TableHaving } from '@domain/table-subject';
import {
  DO_VERBS,
  EACH_WORDS,
  AVERAGE,
  BUSY_WORDS,
  CLASS_WORDS,
  COMPARISONS,
  DATE_HEADER_WORDS,
  conceptOf,
  figureSuperlativeStart,
  conceptsOf,
  countsAnotherNoun,
  DISTINCT_WORDS,
  isCountLead,
  isOrderWord,
  kindredWords,
  looksPlural,
  GROUP_LEADS,
  ITEM_NOUNS,
  GOODS_WORDS,
  numberOf,
  PERIOD_ADJECTIVES,
  PEOPLE_NOUNS,
  saysWhichPeople,
  PERIOD_NOUNS,
  PERSON_AGE_HEADERS,
  PERSON_LEAVING_HEADERS,
  PERSON_NAME_HEADERS,
  PERSON_SEX_HEADERS,
  PERSON_TRAIT_HEADERS,
  POPULAR_WORDS,
  REVENUE,
  ROW_NOUNS,
  SOLD,
  ROW_NOUNS_UNLESS_COLUMN,
  PLACE_ROW_NOUNS,
  ROW_NOUN_HEADS,
  SHARE_WORDS,
  TABLE_NOUNS,
  TOTAL,
  wordsOf,
  QUANTITY_WORDS,
  GROUPED_AFTER,
  WORKING_DAY_WORDS,
  PAST_FORM,
  QUESTION_WORDS,
  PERIOD_LEADS,
} from './lexicon';
import { dateStepOf } from './date-steps';
import { heldSpanWords } from './durations';
import { headConcept, isRate, quantityColumnOf, revenueColumn, spaced } from './table-vocabulary';
import { amountColumns } from './sale-amounts';
import { priceOfEachSale } from './line-amounts';
import { holdsClassCodes, markedRows } from './flag-values';
import { namesKindsOfRows, namesWhatKindsAreOf } from './row-kinds';
import { saysWhen } from './row-traits';
import type { ReadingState } from './reading-state';
import { valueNamesFigure } from './measure-head-values';
import { oneRowPerHour } from './row-periods';

/** Small words joining a header's words ('time to delivery', 'date of delivery'). */
const HEADER_JOINERS = new Set(['to', 'of']);
/** Words between 'of' and the rows it names: 'of all strikes', 'of a launch'. */
const ARTICLES = new Set(['the', 'a', 'an', 'all', 'each', 'every', 'our']);

/** Verbs that say what each of the rows before them was or had ('sales were paid by card'). */
const SAID_OF_EACH = new Set(['were', 'was', 'are', 'is', 'had', 'have', 'has']);

/** 'What share of purchases…': a part of the rows. */
function isShareLead(words: readonly string[], index: number): boolean {
  return words[index] === 'of' && SHARE_WORDS.has(stem(words[index - 1] ?? ''));
}

/** Whether a word names a column of yes and no ('canine' of Canine: True/False; Open: 0/1). */
function namesFlag({ table, vocabulary }: ReadingState, stem: string): boolean {
  const concept = conceptOf(stem);
  return vocabulary.headers.some(
    (header, column) =>
      header.concepts.includes(concept) && markedRows(column, table.columns[column]!) !== null,
  );
}

/** A word naming a column by its header ('canine' of 'how many canine deaths'), a qualifier. */
function namesColumn({ question, vocabulary }: ReadingState, at: number): boolean {
  const concept = conceptOf(question.words[at]!);
  return vocabulary.headers.some((header) => header.concepts.includes(concept));
}

/** A word naming a column in any of its forms ('returned' of Return State, a past form of its verb). */
function namesColumnInAnyForm({ question, vocabulary }: ReadingState, at: number): boolean {
  return conceptsOf(question.words[at]!).some((concept) =>
    vocabulary.headers.some(
      (header) => header.concepts.includes(concept) || header.aliases.includes(concept),
    ),
  );
}

/**
 * 'how many' (a count) or 'the most' (a ranking by count) before a position, over used words,
 * words that name a column and the table's nouns.
 */
function countedBefore(state: ReadingState, position: number): 'count' | 'rank' | null {
  const { words } = state.question;
  for (let at = position - 1; at >= 0 && at >= position - 4; at -= 1) {
    // 'Compare complaints in January and February': the rows of each, counted.
    const compares = words[at] === 'compare' || words[at] === 'comparing';
    if (isCountLead(words, at) || isShareLead(words, at) || compares) return 'count';
    if (isOrderWord(words[at]!)) return 'rank';
    // 'how many survey responses': the table's own noun says whose rows they are.
    // 'how many loyalty members', 'new members': which people the rows are.
    // 'how many cargo allocations': the goods the rows carry.
    const idle =
      words[at] === 'the' ||
      TABLE_NOUNS.has(stem(words[at]!)) ||
      saysWhichPeople(words, at) ||
      GOODS_WORDS.has(words[at]!);
    if (!state.used[at] && !idle && !namesColumn(state, at)) return null;
  }
  return null;
}

/**
 * 'The average party size', 'the ticket price': a noun for what a row records, right before a
 * word naming a column, says whose figure it is (each party's size); it names no column itself.
 */
function qualifiesHeader(
  state: ReadingState,
  position: number,
  isColumn: (stem: string) => boolean,
): boolean {
  const next = state.question.stems[position + 1] ?? '';
  return !state.used[position + 1] && isColumn(next) && !isColumn(state.question.stems[position]!);
}

/**
 * Whether a word for a figure of each row stands before a row noun ('the average bill', 'the
 * total purchases', 'the smallest bill'), past 'single' ('the largest single purchase') and, for a
 * row that is a payment, past the kind of payment ('the minimum membership payment').
 */
function figureWordBefore(
  words: readonly string[],
  used: readonly boolean[],
  index: number,
  paid: boolean,
): boolean {
  const single = words[index - 1] === 'single' && used[index - 1] ? 1 : 0;
  const before = words[index - 1 - single] ?? '';
  return (
    AVERAGE.has(before) ||
    TOTAL.has(before) ||
    SIZE_SUPERLATIVES.has(before) ||
    (paid && SIZE_SUPERLATIVES.has(words[index - 2] ?? ''))
  );
}

/**
 * Superlatives of a figure's size: 'the smallest bill', 'the minimum payment' are a bill's and a
 * payment's figure, not a count of bills or payments.
 */
const SIZE_SUPERLATIVES = new Set([
  'minimum',
  'maximum',
  'largest',
  'smallest',
  'biggest',
  'highest',
  'lowest',
  'greatest',
  'cheapest',
  'priciest',
  'longest',
  'shortest',
]);

/**
 * A text column of at most this many values, each on this many rows on average, sorts the rows
 * into classes rather than naming each one.
 */
const MAX_CLASSES = 12;
const MIN_ROWS_PER_CLASS = 10;

/**
 * 'Purchase' holding the brand bought (CH or MM): a few values, each on many rows, sort the
 * purchases into classes as 'Complaint Type' does, so 'how many purchases' counts rows.
 */
function sortsIntoClasses({ table, vocabulary }: ReadingState, column: number): boolean {
  const cells = table.columns[column]!;
  return (
    cells.kind === 'text' &&
    !vocabulary.identifiers.has(column) &&
    cells.dictionary.length <= MAX_CLASSES &&
    cells.dictionary.length * MIN_ROWS_PER_CLASS <= cells.codes.length
  );
}

/** Words comparing a figure to a number that COMPARISONS does not list ('sales over 500'). */
const OVER = new Set(['over', 'above', 'under', 'below', 'exceeding', 'exceeded', 'exceed']);

/**
 * 'sales were over 500', 'sales more than 300': a comparison within two words after a position,
 * not one read already ('trips that lasted more than 30 minutes' compares the times taken).
 */
function comparedAfter(
  words: readonly string[],
  position: number,
  used: readonly boolean[],
): boolean {
  return [1, 2].some(
    (gap) =>
      (!used[position + gap] && OVER.has(words[position + gap] ?? '')) ||
      COMPARISONS.some(({ words: phrase }) =>
        phrase.every(
          (word, offset) =>
            words[position + gap + offset] === word && !used[position + gap + offset],
        ),
      ),
  );
}

/**
 * 'How many salaries' of a number column headed 'salary': a header in the singular holds one
 * figure per row (a salary, a fare, a tip), so its plural counted is rows; a plural header
 * ('Total Discharges', 'Units') holds a quantity, and 'how many discharges' is its sum.
 */
function singularHeaderCounted({ question, table, vocabulary }: ReadingState, position: number) {
  const word = question.words[position]!;
  if (!word.endsWith('s')) return false;
  return vocabulary.headers.some(({ concepts }, column) => {
    const written = wordsOf(spaced(table.columns[column]!.name));
    // A number for each store ('Store' 1 to 45) is a code: 'how many stores' counts them.
    return (
      table.columns[column]!.kind === 'number' &&
      !vocabulary.identifiers.has(column) &&
      concepts.length === 1 &&
      written.length === 1 &&
      written[0] !== word &&
      !written[0]!.endsWith('s') &&
      stem(written[0]!) === question.stems[position]
    );
  });
}

/**
 * 'How many sales had no discount': sales counted with 'how many' right before are sales made,
 * rows, even where a column is called Sales (money is not counted; 'the most sales' and 'the
 * share of sales' stay its sums). 'How many sales were over 500' compares the column's sales,
 * read as before (the rows whose Sales is over 500).
 */
function salesCounted(state: ReadingState, position: number): boolean {
  const { words, stems } = state.question;
  const sales =
    conceptOf(stems[position]!) === REVENUE && ROW_NOUNS_UNLESS_COLUMN.has(stems[position]!);
  if (!sales && !singularHeaderCounted(state, position)) return false;
  // 'How many ticket sales': a noun for what was sold says which sales, still counted.
  const before = stems[position - 1] ?? '';
  const sold =
    sales && (ROW_NOUNS.has(before) || ROW_NOUNS_UNLESS_COLUMN.has(before))
      ? position - 1
      : position;
  const at = words[sold - 1] === 'the' ? sold - 2 : sold - 1;
  // 'What percentage of sales were paid by card', 'had a discount': sales said to be or have
  // something are sales made, counted ('of sales came from the West' stays their money).
  if (sales && isShareLead(words, at) && SAID_OF_EACH.has(words[position + 1] ?? '')) return true;
  // 'the number of sales' counts them as 'how many sales' does; a header's noun only after
  // 'many', unless it names what a row records ('the number of purchases' of a Purchase amount).
  const recorded = ROW_NOUNS_UNLESS_COLUMN.has(stems[position]!);
  if (!isCountLead(words, at) || (!sales && !recorded && words[at] !== 'many')) return false;
  return !comparedAfter(words, position, state.used) || anotherCompared(state, position);
}

/** 'sales', 'donations', 'purchases': rows that are each a sum of money, named by it. */
function paidRows({ words, stems }: ReadingState['question'], position: number): boolean {
  return (
    conceptsOf(words[position]!).includes(REVENUE) && ROW_NOUNS_UNLESS_COLUMN.has(stems[position]!)
  );
}

/**
 * Whether a table holds money: a column of it ('Amount', 'sale_price' holding each line's
 * amount), or a price to multiply by a quantity.
 */
function holdsMoney(state: ReadingState): boolean {
  const { table, vocabulary } = state;
  const moneyNamed = vocabulary.headers.some(
    ({ concepts }, column) =>
      table.columns[column]!.kind === 'number' &&
      !vocabulary.identifiers.has(column) &&
      concepts.includes(REVENUE) &&
      !isRate(vocabulary, column),
  );
  return moneyNamed || revenueColumn(state) !== null || amountColumns(table, vocabulary) !== null;
}

/**
 * 'How many sales had more than $100 of tax': the figure compared is of the column named right
 * after it, so the sales before are rows counted, not the sales figure compared.
 */
function anotherCompared(state: ReadingState, position: number): boolean {
  const { words } = state.question;
  const figure = words.findIndex((word, at) => at > position && numberOf(word) !== null);
  if (figure < 0) return false;
  const next = figure + (words[figure + 1] === 'of' ? 2 : 1);
  return next < words.length && namesColumn(state, next);
}

/**
 * 'monthly launches', 'strikes by year', 'strikes per month', 'licenses issued per month': rows
 * counted per period.
 */
function countedPerPeriod({ words, stems }: ReadingState['question'], position: number): boolean {
  const lead = words[position + 1]?.endsWith('ed') ? position + 2 : position + 1;
  return (
    Object.hasOwn(PERIOD_ADJECTIVES, words[position - 1] ?? '') ||
    (GROUP_LEADS.has(words[lead] ?? '') && Object.hasOwn(PERIOD_NOUNS, stems[lead + 1] ?? ''))
  );
}

/**
 * 'Activations per month', 'monthly activations' of an `activation_date`: the plural of the
 * event a date column records (its header's first word) names rows, as 'launches' does.
 */
function datedEvents({ question, vocabulary }: ReadingState, position: number): boolean {
  // 'weeks' of a `WeekStarting` are the periods, counted as distinct dates, not events.
  const stem = question.stems[position]!;
  if (!looksPlural(question.words[position]!) || Object.hasOwn(PERIOD_NOUNS, stem)) return false;
  const concept = conceptOf(stem);
  return vocabulary.dates.some((column) => vocabulary.headers[column]!.concepts[0] === concept);
}

/**
 * 'How many allocations', 'allocations per salesperson' of `Weight Allocated` and `Volume
 * Allocated`: the plural noun of what every figure header naming it says was done (its past form,
 * 'allocated') is the events, the rows, whose figures those are, as 'activations' of an
 * `activation_date` is.
 */
function eventsOfFigures({ question, table, vocabulary }: ReadingState, position: number): boolean {
  const word = question.words[position]!;
  if (!looksPlural(word) || Object.hasOwn(PERIOD_NOUNS, question.stems[position]!)) return false;
  const concept = conceptOf(question.stems[position]!);
  const family = (header: string) => header === concept || kindredWords(concept, header);
  const named = vocabulary.headers.flatMap(({ concepts }, column) =>
    concepts.some(family) ? [column] : [],
  );
  return (
    named.length > 0 &&
    named.every((column) => {
      const { kind, name } = table.columns[column]!;
      const done = wordsOf(spaced(name)).filter((written) => PAST_FORM.test(written));
      return kind === 'number' && done.some((written) => family(conceptOf(written)));
    })
  );
}

/**
 * 'By delivery year' of a DELIVERYDATE column, 'each order month': a noun a date column's header
 * has, right before a period, says whose period is grouped by; it counts no rows.
 */
function datesPeriod({ question, vocabulary }: ReadingState, position: number): boolean {
  const { stems } = question;
  if (!Object.hasOwn(PERIOD_NOUNS, stems[position + 1] ?? '')) return false;
  const concept = conceptOf(stems[position]!);
  return vocabulary.dates.some((column) => vocabulary.headers[column]!.concepts.includes(concept));
}

/**
 * Words before the rows a figure is taken over: 'of all strikes', 'across all stores', 'at urban
 * stores', 'in US stores', 'among the orders'.
 */
const OVER_ROWS = new Set(['of', 'across', 'among', 'at', 'in']);

/**
 * 'the total cost of all strikes', 'the price of a NASA launch', 'the average call duration for
 * clients who subscribed', 'the average number of reviews per listing', 'the total sales across
 * all stores', 'the average price at urban stores': the rows a figure is of.
 */
function describedBefore(state: ReadingState, position: number): boolean {
  const { words } = state.question;
  if (words[position - 1] === 'per') return true;
  for (let at = position - 1; at >= 0 && at >= position - 4; at -= 1) {
    if (OVER_ROWS.has(words[at]!) || (words[at] === 'for' && at === position - 1)) return true;
    // 'at urban stores' of a yes/no column Urban: a flag's word says which of the rows.
    const flag = namesFlag(state, state.question.stems[at]!);
    if (!state.used[at] && !ARTICLES.has(words[at]!) && !flag) return false;
  }
  return false;
}

/**
 * 'The largest donation', 'the smallest single purchase': one row's money, the largest or
 * smallest (by group, each group's own largest, not its total). 'Single' after such a word says
 * no more than the word ('the largest single refund'), unless the table holds it (a Single
 * ticket); it is marked read.
 */
function rowSuperlative(state: ReadingState): boolean {
  const { words } = state.question;
  let oneRow = false;
  words.forEach((word, index) => {
    // 'The highest sales' are a total; 'the biggest sale' is one.
    if (looksPlural(word)) return;
    const single = words[index - 1] === 'single' ? 1 : 0;
    if (!SIZE_SUPERLATIVES.has(words[index - 1 - single] ?? '')) return;
    if (single && !state.vocabulary.values.has('single')) state.used[index - 1] = true;
    if (paidRows(state.question, index) && holdsMoney(state)) oneRow = true;
  });
  // 'The biggest single-week gross' of a series a week apart: each row is a week's figure.
  words.forEach((word, index) => {
    if (words[index - 1] !== 'single' || !SIZE_SUPERLATIVES.has(words[index - 2] ?? '')) return;
    if (!state.vocabulary.dates.some((date) => dateStepOf(state.table, date) === word)) return;
    state.used[index - 1] = state.used[index] = true;
    oneRow = true;
  });
  // 'The (single) most expensive listing' of listings.csv: the one row ranked by the figure
  // named, as 'the largest donation' is, not each group's average; so is 'the most expensive
  // item sold' of rows each one item sold at its price (not each product's prices added up).
  words.forEach((word, index) => {
    const start = figureSuperlativeStart(words, index);
    const named = state.naming[index] || itemSoldAt(state, index);
    if (start === null || looksPlural(word) || !named) return;
    if (words[start - 1] === 'single' && !state.vocabulary.values.has('single'))
      state.used[start - 1] = true;
    oneRow = true;
  });
  return oneRow;
}

/**
 * A column that sorts the rows into kinds, so the noun naming it still counts rows: 'Complaint
 * Type' ('how many complaints'), 'Ticket Single or Return' (its header names its own values),
 * `Purchase` holding the codes CH or MM, or, for a noun for rows, a few values on many rows each.
 */
function sortsRows(state: ReadingState, column: number, rowNoun: boolean): boolean {
  const { concepts } = state.vocabulary.headers[column]!;
  return (
    (concepts.length === 2 && concepts.some((concept) => CLASS_WORDS.has(concept))) ||
    namesOwnValues(state, column) ||
    holdsClassCodes(state.table.columns[column]!) ||
    (rowNoun && sortsIntoClasses(state, column))
  );
}

/** A text column whose header holds two or more of its own values ('Ticket Single or Return'). */
function namesOwnValues({ table, vocabulary }: ReadingState, column: number): boolean {
  const cells = table.columns[column]!;
  if (cells.kind !== 'text') return false;
  const { phrase } = vocabulary.headers[column]!;
  const own = cells.dictionary.filter((value) => phrase.includes(stem(value.toLowerCase())));
  return own.length >= 2;
}

/** 'the total of all purchases', 'the average of the donations': a figure of the rows after. */
function totalledOf(words: readonly string[], position: number): boolean {
  let at = position - 1;
  while (ARTICLES.has(words[at] ?? '')) at -= 1;
  const figure = words[at - 1] ?? '';
  return words[at] === 'of' && (TOTAL.has(figure) || AVERAGE.has(figure));
}

/** Words before 'of' in a header that counts the noun after ('number of vehicles involved'). */
const COUNT_OF_WORDS = new Set(['number', 'no', 'num', 'count']);

/**
 * `number_of_vehicles_involved`, `No. of People`: a figure column that counts the noun, which is
 * then what 'more than one vehicle' compares, not rows counted.
 */
function countOfNoun(phrase: readonly string[], stem: string): boolean {
  const at = phrase.findIndex((word) => conceptOf(word) === conceptOf(stem));
  return at >= 2 && phrase[at - 1] === 'of' && COUNT_OF_WORDS.has(phrase[at - 2]!);
}

/**
 * Whether a column a noun names holds that noun, not a figure of each row: the header is the
 * noun alone or stands for it, holds names or codes, or counts it (`number_of_vehicles_involved`).
 */
function namesWhatItHolds({ table, vocabulary }: ReadingState, column: number, stem: string) {
  const header = vocabulary.headers[column]!;
  return (
    header.concepts.length === 1 ||
    header.aliases.includes(conceptOf(stem)) ||
    table.columns[column]!.kind !== 'number' ||
    vocabulary.identifiers.has(column) ||
    countOfNoun(header.phrase, stem)
  );
}

/** Most words naming columns between a count and its noun ('60 returned order lines'). */
const MOST_QUALIFIERS = 2;

/** A count compared, and the words that say it (`to` ends them). */
interface ComparedCount {
  having: TableHaving;
  from: number;
  to: number;
}

/**
 * 'more than 200 launches', 'at least 5 orders': groups kept by their count of rows. Words
 * naming a column between the number and the noun ('more than 60 returned lines') qualify the
 * rows counted and are left to be read (as a flag); `to` ends the words read here. A verb that
 * needs no column ('more than 100 graded lots') only says what was done to each row.
 */
function comparedCount(
  { question: { words }, used }: ReadingState,
  position: number,
  qualifies: (at: number) => boolean,
): ComparedCount | null {
  let numberAt = position - 1;
  const first = Math.max(0, position - MOST_QUALIFIERS);
  const saysNothing = (at: number) => QUESTION_WORDS.has(words[at]!) && PAST_FORM.test(words[at]!);
  while (numberAt >= first && !used[numberAt] && (qualifies(numberAt) || saysNothing(numberAt)))
    numberAt -= 1;
  const value = used[numberAt] ? null : numberOf(words[numberAt] ?? '');
  if (value === null) return null;
  for (const { words: phrase, op } of COMPARISONS) {
    const from = numberAt - phrase.length;
    const at = (offset: number) => from + offset;
    if (
      from >= 0 &&
      phrase.every((word, offset) => words[at(offset)] === word && !used[at(offset)])
    )
      return { having: { op, value }, from, to: numberAt + 1 };
  }
  return null;
}

/**
 * Whether each row is a person: a header names one, or says whether they left ('churn'), or two
 * describe one (a sex with an age or a trait; a bank's clients by 'age' and 'marital' status,
 * with no name or sex, too).
 */
function describesPeople(vocabulary: ReadingState['vocabulary']): boolean {
  const headed = (words: ReadonlySet<string>) =>
    vocabulary.headers.some(({ concepts }) => concepts.some((concept) => words.has(concept)));
  const described = headed(PERSON_AGE_HEADERS) || headed(PERSON_TRAIT_HEADERS);
  return (
    headed(PERSON_NAME_HEADERS) ||
    headed(PERSON_LEAVING_HEADERS) ||
    (headed(PERSON_SEX_HEADERS) && described) ||
    (headed(PERSON_AGE_HEADERS) && headed(PERSON_TRAIT_HEADERS))
  );
}

/**
 * 'Trips made by female riders', 'orders from male customers': people right after a value read
 * already are the rows that value keeps, when each row describes a person.
 */
function describedPerson(state: ReadingState, position: number): boolean {
  return (
    describesPeople(state.vocabulary) &&
    PEOPLE_NOUNS.has(state.question.stems[position]!) &&
    state.used[position - 1] === true
  );
}

/** A count of rows by a row noun: before it ('how many strikes') or by a period after it. */
function countedAt(state: ReadingState, position: number): 'count' | 'rank' | null {
  const perGroup = countedPerPeriod(state.question, position) || listedByGroup(state, position);
  return countedBefore(state, position) ?? (perGroup ? 'count' : null);
}

/**
 * 'Members by tier', 'complaints per borough': a plural opening the question, then a column
 * grouped by, asks for the rows in each group, as 'how many members by tier' does; so does one
 * after values already read, which only say which rows ('revoked permits by unit').
 */
function listedByGroup(state: ReadingState, position: number): boolean {
  const { words } = state.question;
  const opening = words.slice(0, position).every((_, index) => state.used[index]);
  return (
    opening &&
    looksPlural(words[position]!) &&
    GROUP_LEADS.has(words[position + 1] ?? '') &&
    words.length > position + 2 &&
    namesColumnInAnyForm(state, position + 2)
  );
}

/**
 * 'line items': marks the word after a row noun that says what the row holds as part of the row
 * noun, unless a header has the two words and the next one ('line item total' of LineItemTotal);
 * 1 when it did.
 */
function heldByRow(state: ReadingState, index: number): number {
  const { stems } = state.question;
  const head = index + 1;
  if (ROW_NOUN_HEADS.get(stems[index]!) !== stems[head]) return 0;
  const words = stems.slice(index, head + 2).map(conceptOf);
  const headed = state.vocabulary.headers.some(({ concepts }) =>
    words.every((word) => concepts.includes(word)),
  );
  if (headed) return 0;
  state.used[head] = true;
  return 1;
}

/** Words at most between 'did' and its verb: 'did each store record'. */
const DO_SUBJECT_WORDS = 3;

/**
 * 'How many sales days did each store record': a noun's singular form right after the subject
 * of 'did' is the verb asked about ('record'), not the rows.
 */
function verbAfterDo(words: readonly string[], index: number): boolean {
  if (looksPlural(words[index]!)) return false;
  const from = Math.max(0, index - 1 - DO_SUBJECT_WORDS);
  return words.slice(from, index - 1).some((word) => DO_VERBS.has(word));
}

/**
 * 'How many cities do members live in', 'which products do customers buy': the people after
 * 'do' are who the rows are, asked about, neither counted nor a column.
 */
function subjectOfDo(words: readonly string[], index: number): boolean {
  return DO_VERBS.has(words[index - 1] ?? '') && looksPlural(words[index]!);
}

/** Nouns for several people that are not written as plurals ('how many people died'). */
const COLLECTIVE_PEOPLE = new Set(['people', 'staff']);

/**
 * 'subscriber information', 'customer data': a lone person before another word says whose that
 * is, not who the rows are; 'each customer spend' or 'per client' still names one row's person.
 */
function nounAdjunct(words: readonly string[], index: number): boolean {
  const next = words[index + 1];
  return (
    !looksPlural(words[index]!) &&
    !COLLECTIVE_PEOPLE.has(words[index]!) &&
    next !== undefined &&
    processTerm(next) !== null &&
    !EACH_WORDS.has(words[index - 1] ?? '')
  );
}

/**
 * People named but not counted: 'the youngest members' are ranked by the figure the word names
 * (their age); a lone person before another word says whose that is ('subscriber information'),
 * and of a list of people 'the average member age' is each row's age, the person being the row
 * (not 'customer' of 'customer service calls', part of a header's own words). Marks the noun read
 * where it is the rows' person.
 */
function personNotCounted(
  state: ReadingState,
  index: number,
  peopleRows: boolean,
  isColumn: (stem: string) => boolean,
): boolean {
  const { words, stems } = state.question;
  if (peopleRows && figureSuperlativeStart(words, index) !== null) {
    state.used[index] = true;
    return true;
  }
  if (!nounAdjunct(words, index)) return false;
  if (peopleRows && isColumn(stems[index + 1]!) && !isColumn(stems[index]!))
    state.used[index] = true;
  return true;
}

/**
 * 'churned customers', 'across all subscribers' of a table of people with no header of the
 * word, or only ones counting something else (`number_customer_service_calls`): the noun is
 * who the rows are, never that column.
 */
function namesNoColumn(state: ReadingState, index: number): boolean {
  const concept = conceptOf(state.question.stems[index]!);
  const word = state.question.words[index]!;
  const named = state.vocabulary.headers.filter(({ concepts }) => concepts.includes(concept));
  return named.every(({ phrase }) => countsAnotherNoun(phrase, [concept], word));
}

/**
 * 'weekly sales' of Weekly_Sales, 'type of vehicle' of Type_of_vehicle: the words name the
 * column, whatever 'weekly' says; not 'number of customers' of `number_customer_service_calls`,
 * which counts calls. So does a header of several words said whole, its small words too ('were
 * in person' of `In Person`, a yes/no column, not people).
 */
function namedWithWordBefore({ question, vocabulary }: ReadingState, index: number): boolean {
  const { stems } = question;
  const stem = stems[index]!;
  const said = ({ phrase }: { phrase: string[] }) =>
    phrase.length > 1 && phrase.every((word, at) => stems[index - phrase.length + 1 + at] === word);
  if (vocabulary.headers.some(said)) return true;
  const wordBefore = stems[index - (stems[index - 1] === 'of' ? 2 : 1)] ?? '';
  const named = [conceptOf(stem), conceptOf(wordBefore)];
  return vocabulary.headers.some(
    ({ concepts, phrase }, column) =>
      !vocabulary.lineNumbers.has(column) &&
      concepts.length > 1 &&
      named.every((concept) => concepts.includes(concept)) &&
      !countsAnotherNoun(phrase, named, question.words[index]!),
  );
}

/**
 * 'How many orders' of a sheet with no order column only guesses that a row is an order: a
 * table with an Order ID, which the orders are counted by, fits the question better.
 */
function guessesRowKind(state: ReadingState, stem: string): boolean {
  const { table, vocabulary } = state;
  return (
    ROW_NOUNS_UNLESS_COLUMN.has(stem) &&
    !ROW_NOUNS.has(stem) &&
    !namesKindsOfRows(table, vocabulary, stem) &&
    !(describesPeople(vocabulary) && PEOPLE_NOUNS.has(stem))
  );
}

/**
 * Whether a column a noun names is what that noun counts: not when it says when each happened
 * (`purchase_date`: 'how many purchases' counts rows) or only sorts the rows.
 */
function countsItsNoun(state: ReadingState, column: number, rowsCounted: boolean): boolean {
  return !saysWhen(state.table.columns[column]!) && !sortsRows(state, column, rowsCounted);
}

/**
 * Whether a table can be a list of places ('how many stores' of a store list with no store
 * column, one row per store): no dates, and no code column for what else a row could be (an
 * order list's Order ID, a till log's Transaction ID). Of those, 'stores' names no rows.
 */
function listsPlaces({ table, vocabulary }: ReadingState): boolean {
  const codesOtherRows = [...vocabulary.identifiers].some((column) =>
    vocabulary.headers[column]!.concepts.some(
      (concept) => ROW_NOUNS.has(concept) || ROW_NOUNS_UNLESS_COLUMN.has(concept),
    ),
  );
  return !codesOtherRows && table.columns.every((column) => column.kind !== 'date');
}

/**
 * Nouns for rows ('order lines', 'transactions', 'records'), with the words that qualify
 * them, when no column is named by them; 'orders' and 'sales' only when counted and no column
 * is named so. Qualifiers that name a column ('order' of Order ID) show the table fits.
 */
/** Whether a header names the word, by a concept or by what it stands for. */
function names(header: ReadingState['vocabulary']['headers'][number], stem: string): boolean {
  return header.concepts.includes(conceptOf(stem)) || header.aliases.includes(conceptOf(stem));
}

/** Words between what a row records and where it went or came from: 'flights to Paris'. */
const TOWARDS = new Set(['to', 'from']);

/**
 * 'Items sold on flights to Paris', 'orders from Texas', 'items sold on flights to each
 * destination': a plural noun for what a row records followed by 'to' or 'from' and a value read
 * from a cell (or 'each' and a column) says which rows; where no column is named by the noun, it
 * is the rows, not a word left unmatched.
 */
function headsValue(
  { question, used }: ReadingState,
  index: number,
  isColumn: (stem: string) => boolean,
): boolean {
  const { words, stems } = question;
  // 'The average donation from NFL owners': one row's figure, not the rows.
  if (!looksPlural(words[index]!) || !TOWARDS.has(words[index + 1] ?? '')) return false;
  const next = index + 2;
  const value = used[next] === true && !TOWARDS.has(words[next] ?? '');
  return value || (EACH.has(words[next] ?? '') && isColumn(stems[next + 1] ?? ''));
}

const EACH = new Set(['each', 'every', 'which', 'what']);

export function rowNouns(state: ReadingState): {
  nouns: number[];
  score: number;
  having: TableHaving | null;
  /** The date column whose days 'how many days' counts. */
  days: number | null;
  /** 'Which team made the largest donation': one row's money (rowSuperlative). */
  oneRow: boolean;
} {
  const oneRow = rowSuperlative(state);
  const { question, vocabulary, used } = state;
  const { stems } = question;
  const isColumn = (stem: string) => vocabulary.headers.some((header) => names(header, stem));
  const qualifies = (at: number) => namesColumnInAnyForm(state, at);
  // 'Order ID' or 'Sales' are what 'orders' or 'sales' count; 'Purchase Price Per Unit' is
  // a figure of each purchase, and 'how many purchases' still counts rows.
  const kindsOfRows = (stem: string) => namesKindsOfRows(state.table, vocabulary, stem);
  const counts = (stem: string) =>
    !kindsOfRows(stem) &&
    vocabulary.headers.some(
      (header, column) =>
        names(header, stem) &&
        countsItsNoun(state, column, countsRows(stem)) &&
        namesWhatItHolds(state, column, stem),
    );
  // A column of names or codes (InvoiceNo), never of figures ('more than 10 units' compares).
  const countedCodes = (stem: string) =>
    vocabulary.headers.some(
      (header, column) =>
        names(header, stem) &&
        (state.table.columns[column]!.kind === 'text' || vocabulary.identifiers.has(column)),
    );
  const peopleRows = describesPeople(vocabulary);
  const countsRows = (stem: string) =>
    ROW_NOUNS_UNLESS_COLUMN.has(stem) ||
    (peopleRows && PEOPLE_NOUNS.has(stem)) ||
    kindsOfRows(stem);
  // 'the average bill', 'the total bill by day', 'the smallest bill': a figure of each row, not
  // rows counted; 'bills over $30' compares the bill column's figure (rows are still counted),
  // as 'donations over $10,000' compares the money each donation is.
  const figured = (index: number) => {
    const paid = paidRows(question, index) && holdsMoney(state);
    return (
      figureWordBefore(question.words, used, index, paid) ||
      (((isColumn(stems[index]!) && !kindsOfRows(stems[index]!)) || paid) &&
        comparedAfter(question.words, index, used)) ||
      (paid && totalledOf(question.words, index))
    );
  };
  const nouns: number[] = [];
  let score = 0;
  let having: TableHaving | null = null;
  // A count compared ('more than 300 employees'): its words are read, its condition kept.
  const takeCompared = (found: ComparedCount, index: number) => {
    for (let at = found.from; at < found.to; at += 1) used[at] = true;
    score += index - found.from;
    having = found.having;
  };
  const counting = question.words.some((_, at) => isCountLead(question.words, at));
  stems.forEach((stem, index) => {
    // 'Which departments have more than 300 employees' of employee.csv: the noun naming the
    // table names its rows, so groups are kept by their count of them ('how many departments
    // have…' would count the groups kept, which no subject computes).
    const tableCompared =
      state.naming[index] && !counting ? comparedCount(state, index, qualifies) : null;
    if (tableCompared) {
      takeCompared(tableCompared, index);
      nouns.push(index);
      return;
    }
    if (used[index] || verbAfterDo(question.words, index)) return;
    // 'Which customers have more than 25 invoices': a text column counted in each group (its
    // distinct invoices) keeps the groups by that count; the column itself is read later.
    const columnCompared =
      !counting && countedCodes(stem) ? comparedCount(state, index, qualifies) : null;
    if (columnCompared) {
      takeCompared(columnCompared, index);
      return;
    }
    // Not a row when a header is the noun, or the noun and the word before or after ('Product
    // line', 'the line total' of LineTotal, though a 'line item' is a row); a line's number
    // (`SalesOrderLineNumber`) is not what 'order lines' are.
    const after = ROW_NOUN_HEADS.get(stem) === stems[index + 1] ? '' : (stems[index + 1] ?? '');
    // 'time to delivery' of `time_to_delivery`, 'date of delivery': the word before the joining one.
    const before = HEADER_JOINERS.has(question.words[index - 1] ?? '')
      ? (stems[index - 2] ?? '')
      : (stems[index - 1] ?? '');
    const header = vocabulary.headers.some(
      ({ concepts }, column) =>
        !vocabulary.lineNumbers.has(column) &&
        concepts.includes(conceptOf(stem)) &&
        (concepts.length === 1 ||
          [before, after].some((word) => concepts.includes(conceptOf(word)))),
    );
    if (namedWithWordBefore(state, index) || datesPeriod(state, index)) return;
    // 'each round type', 'per payment method' (of a Payment column): the noun before a class
    // word names its column of kinds.
    if ((kindsOfRows(stem) || isColumn(stem)) && CLASS_WORDS.has(stems[index + 1] ?? '')) return;
    // 'more than 3 customer service calls' compares the header's figure.
    const compared = header ? null : comparedCount(state, index, qualifies);
    if (PEOPLE_NOUNS.has(stem) && personNotCounted(state, index, peopleRows, isColumn)) return;
    if (PLACE_ROW_NOUNS.has(stem) && (isColumn(stem) || !listsPlaces(state))) return;
    const rowNoun =
      (ROW_NOUNS.has(stem) && !header) ||
      (countsRows(stem) && !isColumn(stem) && headsValue(state, index, isColumn)) ||
      salesCounted(state, index) ||
      describedPerson(state, index) ||
      (peopleRows &&
        PEOPLE_NOUNS.has(stem) &&
        (subjectOfDo(question.words, index) || namesNoColumn(state, index))) ||
      ((countsRows(stem) || datedEvents(state, index) || eventsOfFigures(state, index)) &&
        !counts(stem) &&
        !(conceptOf(stem) === REVENUE && holdsMoney(state)) &&
        (((countedAt(state, index) !== null || describedBefore(state, index) || compared) &&
          !figured(index)) ||
          qualifiesHeader(state, index, isColumn)));
    if (!rowNoun) return;
    if (compared) {
      takeCompared(compared, index);
    }
    used[index] = true;
    nouns.push(index);
    score += (guessesRowKind(state, stem) ? 0.5 : 1) + heldByRow(state, index);
    // 'order lines', 'sales transactions', 'product listings': the words before qualify the rows.
    for (let before = index - 1; before >= index - 2; before -= 1) {
      const qualifier = stems[before] ?? '';
      const named = isColumn(qualifier);
      if (used[before] || processTerm(question.words[before] ?? '') === null) break;
      const itemOfRow = ITEM_NOUNS.has(question.words[before]!);
      if (!named && !ROW_NOUNS_UNLESS_COLUMN.has(qualifier) && !itemOfRow) break;
      // 'canine deaths' of a yes/no column Canine: the rows marked yes, read as a flag later.
      if (named && namesFlag(state, qualifier)) break;
      used[before] = true;
      if (named) score += 1;
    }
  });
  const hours = hoursAsRows(state);
  nouns.push(...[hours, entityStepsAsRows(state)].filter((at) => at >= 0));
  const days = countedDays(state) ?? stepsOfSeries(state);
  const counted = (hours >= 0 ? 1 : 0) + (days === null ? 0 : 1);
  return { nouns, score: score + counted, having, days, oneRow };
}

/**
 * 'How many weeks had…', 'holiday weeks' of a series by week (a date a week after the other):
 * the weeks are its dates, counted as distinct dates; the same for months of a monthly series.
 * 'Which week' and 'the last 4 weeks' are periods, read with the dates; 'the week of event2' is
 * the row the value is on. 'How many hours had…' of a series by hour counts its rows, each an
 * hour of its own (`hoursAsRows`).
 */
function stepsOfSeries(state: ReadingState): number | null {
  const { question, vocabulary, used } = state;
  const [dates] = vocabulary.dates;
  if (dates === undefined) return null;
  const step = dateStepOf(state.table, dates);
  const { words } = question;
  const theStepOf = (index: number) =>
    words[index] === step && words[index - 1] === 'the' && words[index + 1] === 'of';
  const at = words.findIndex(
    (word, index) =>
      step !== null &&
      (word === `${step}s` || theStepOf(index)) &&
      !used[index] &&
      !PERIOD_LEADS.has(question.words[index - 1] ?? '') &&
      numberOf(question.words[index - 1] ?? '') === null,
  );
  if (at < 0 || step === 'hour') return null;
  used[at] = true;
  return datesCounted(state, at) ? dates : null;
}

/**
 * 'How many store-weeks had sales above 2 million' of a series by week with a row per store and
 * week: a column's noun joined to the series' step names one row each, counted as rows (neither
 * the stores nor the weeks). Where the step is (both words marked used), or -1.
 */
function entityStepsAsRows(state: ReadingState): number {
  const { question, vocabulary, used } = state;
  const [dates] = vocabulary.dates;
  const step = dates === undefined ? null : dateStepOf(state.table, dates);
  if (step === null) return -1;
  const at = question.words.findIndex(
    (word, index) =>
      word === `${step}s` && !used[index] && !used[index - 1] && namesColumn(state, index - 1),
  );
  if (at < 1 || countedBefore(state, at - 1) === null) return -1;
  used[at - 1] = true;
  used[at] = true;
  return at;
}

/**
 * 'How many hours had weather 3' of an hourly series whose every row holds an hour of its own
 * (a bike-share scheme's rentals by hour): the hours are the rows, counted as rows (distinct
 * dates would count the days). Where the noun is (marked used), or -1.
 */
function hoursAsRows(state: ReadingState): number {
  const { question, used } = state;
  const at = question.words.findIndex((word, index) => word === 'hours' && !used[index]);
  if (at < 0 || !datesCounted(state, at) || !oneRowPerHour(state)) return -1;
  used[at] = true;
  return at;
}

/**
 * 'How many weeks', 'how many distinct days': the dates counted ('distinct' says no more, a date
 * counted once either way).
 */
function datesCounted(state: ReadingState, at: number): boolean {
  const before = state.question.words[at - 1] ?? '';
  const qualified = DISTINCT_WORDS.has(before) || WORKING_DAY_WORDS.has(before);
  return countedBefore(state, qualified ? at - 1 : at) === 'count';
}

/** Whether the words from `at` say how far ahead ('in advance', 'ahead', 'beforehand'). */
function aheadOf(words: readonly string[], at: number): boolean {
  return (
    (words[at] === 'in' && words[at + 1] === 'advance') ||
    words[at] === 'ahead' ||
    words[at] === 'beforehand'
  );
}

/** Words before 'how many days' that ask how long ('within how many days'). */
const DURATION_LEADS = new Set(['within', 'in', 'after', 'for', 'before']);

/**
 * 'How many days had…' of a table with a date column: its distinct days, whatever other
 * headers say 'day' ('% of Comparable Pre-Pandemic Day').
 */
function countedDays(state: ReadingState): number | null {
  const { question, vocabulary, used } = state;
  const [dates] = vocabulary.dates;
  // 'how many days', 'how many rainy days' (rain: a value already read); 'within how many
  // days' asks how long, not how many dated rows.
  const how = question.words.indexOf('how');
  // 'the average number of days to settle' of DaysToSettle is that column's figure.
  const held = heldSpanWords(state);
  const at = question.stems.findIndex(
    (stem, index) =>
      stem === 'day' && !used[index] && !held.includes(index) && datesCounted(state, index),
  );
  if (dates === undefined || at < 0 || DURATION_LEADS.has(question.words[how - 1] ?? ''))
    return null;
  // 'How many days in advance', 'how many days ahead': how long before, not how many dates.
  if (aheadOf(question.words, at + 1)) return null;
  used[at] = true;
  if (WORKING_DAY_WORDS.has(question.words[at - 1] ?? '')) used[at - 1] = true;
  return dates;
}

/**
 * Whether the words after the value starting at `from` name a column of numbers ('Closed Won
 * amount', 'female customer ratings'): a word of its header, with the header's head among the
 * next few words; 'female customers are…' names no 'Customer stratification rating'.
 */
function figureAfterValue(state: ReadingState, valued: ReadonlySet<number>, from: number): boolean {
  let after = from;
  while (valued.has(after)) after += 1;
  const ahead = state.question.words.slice(after, after + HEADER_REACH).map(conceptOf);
  const [concept] = ahead;
  return state.vocabulary.headers.some(
    (header, column) =>
      state.table.columns[column]!.kind === 'number' &&
      concept !== undefined &&
      header.concepts.includes(concept) &&
      ahead.includes(headConcept(header.concepts) ?? concept),
  );
}

/** How many words a header named after a value may take ('customer lifetime value'). */
const HEADER_REACH = 3;

/** A figure named by the value said from `from` ('hatching eggs' of `n_eggs`) or right after it. */
function valueFigure(state: ReadingState, valued: ReadonlySet<number>, from: number): boolean {
  return figureAfterValue(state, valued, from) || valueNamesFigure(state, valued, from);
}

/**
 * 'The most opportunities' beside `Opportunity Source`: a plural naming only what a column's
 * kinds are kinds of, and heads no figure ('the most sales' beside `Sales Method` and `Total
 * Sales` ranks by the money; `TotalOpportunityQuantity` is a quantity, not opportunities).
 */
function kindsRanked({ question, table, vocabulary, used }: ReadingState, at: number): boolean {
  const word = question.words[at] ?? '';
  const concept = conceptOf(question.stems[at] ?? '');
  const figure = vocabulary.headers.some(
    ({ concepts }, column) =>
      table.columns[column]!.kind !== 'text' && headConcept(concepts) === concept,
  );
  return (
    !used[at] &&
    looksPlural(word) &&
    concept !== REVENUE &&
    !figure &&
    namesWhatKindsAreOf(table, vocabulary, word)
  );
}

/** Rows are counted: 'how many order lines', 'the most transactions', 'how many <sheet name>'. */
const COUNT_WORD = /^counts?$/;

export function countsRowsIn(
  state: ReadingState,
  nouns: readonly number[],
  valued: ReadonlySet<number>,
): { rows: boolean; byRank: boolean } {
  const { words } = state.question;
  for (const noun of nouns) {
    const counted = countedAt(state, noun);
    if (counted) return { rows: true, byRank: counted === 'rank' };
  }
  // 'The most popular ship mode': the most rows.
  // 'Which payment method was used most', 'the busiest month': the most rows too.
  const rankAfter = (index: number) => {
    const next = words[index + 1] === 'the' ? words[index + 2] : words[index + 1];
    return isOrderWord(next ?? '');
  };
  const popular = state.question.stems.findIndex(
    (stem, index) =>
      !state.used[index] &&
      ((POPULAR_WORDS.has(stem) && (countedBefore(state, index) === 'rank' || rankAfter(index))) ||
        BUSY_WORDS.has(words[index]!)),
  );
  if (popular >= 0) {
    state.used[popular] = true;
    return { rows: true, byRank: true };
  }
  // 'Which month had the most rain' (a value of Weather): its rows, counted per group; not 'the
  // lowest Closed Won amount', where the value qualifies the figure named after it.
  if (
    words.some(
      (word, index) =>
        isOrderWord(word) && valued.has(index + 1) && !valueFigure(state, valued, index + 1),
    )
  )
    return { rows: true, byRank: true };
  // 'How many <sheet name>', 'how many members' (a value of Customer type): rows; but 'how many
  // belts did we sell' counts the belts sold, in the units of a quantity column.
  const lead = words.findIndex((_, index) => isCountLead(words, index));
  const quantity = quantityColumnOf(state.table, state.vocabulary);
  const unitsSold = quantity !== null;
  const soldInUnits =
    unitsSold &&
    words.some((word) => conceptOf(word) === SOLD || verbOfQuantity(state, quantity, word));
  // 'the top 3 pizzas by number sold' with no quantity column: the rows, one thing sold each.
  const numberSold = words.some(
    (word, index) => word === 'number' && conceptOf(words[index + 1] ?? '') === SOLD,
  );
  if (numberSold && !unitsSold) return { rows: true, byRank: true };
  // 'How many times was whole milk bought': each row is one time.
  if (lead >= 0 && words[lead + 1] === 'times') {
    state.used[lead + 1] = true;
    return { rows: true, byRank: false };
  }
  // 'Count by gender', 'counts per city': the count itself is of the rows.
  const bareCount = words.findIndex(
    (word, index) =>
      COUNT_WORD.test(word) && !state.used[index] && GROUPED_AFTER.has(words[index + 1] ?? ''),
  );
  if (bareCount >= 0) return { rows: true, byRank: false };
  const traded = tradedCounted(state);
  if (traded) return traded;
  // 'What percentage of pizzas…' of pizzaplace.csv: a part of the rows too.
  const sharedOut = words.some((_, index) => isShareLead(words, index) && state.naming[index + 1]);
  const named =
    sharedOut ||
    (lead >= 0 &&
      (state.naming[lead + 1] === true ||
        (valued.has(lead + 1) && !soldInUnits && !valueFigure(state, valued, lead + 1))));
  // 'Which state has the most airports' of airports.csv: ranked by rows; so is 'which owner has
  // the most opportunities' beside `Opportunity Source`, whose kinds are kinds of the rows.
  const ranked = words.some(
    (word, index) =>
      isOrderWord(word) && (state.naming[index + 1] === true || kindsRanked(state, index + 1)),
  );
  if (named || ranked) return { rows: true, byRank: !named && ranked };
  // 'Which hour has the most pickups', 'how many dropoffs': each row is one.
  const eventRanked = words.some(
    (word, index) => isOrderWord(word) && namesDated(state, index + 1),
  );
  const eventCounted =
    lead >= 0 &&
    (namesDated(state, lead + 1) ||
      namesWhatKindsAreOf(state.table, state.vocabulary, words[lead + 1] ?? ''));
  // 'Licenses issued per month' of `license_issue_date`: the events dated, counted per period
  // ('monthly sales', with no participle, add up the money of a `sale_date` table).
  const eventsPerPeriod = words.some(
    (_, index) =>
      words[index + 1]?.endsWith('ed') &&
      namesDated(state, index) &&
      countedPerPeriod(state.question, index),
  );
  return { rows: eventRanked || eventCounted || eventsPerPeriod, byRank: eventRanked };
}

/**
 * 'How many AAA batteries were ordered' beside a `Quantity Ordered`: the verb the quantity's
 * header says ('ordered', 'shipped', 'purchased') counts its units, as 'sold' does.
 */
function verbOfQuantity(state: ReadingState, quantity: number, word: string): boolean {
  const { phrase } = state.vocabulary.headers[quantity]!;
  return phrase.includes(word) && !QUANTITY_WORDS.has(conceptOf(word));
}

/**
 * 'How many items were bought', 'the member who bought the most items': with no quantity column
 * each row is one thing bought, so the things are counted as rows, not their names ('how many
 * members bought' still counts the members, who did the buying).
 */
export function tradedCounted(state: ReadingState): { rows: true; byRank: boolean } | null {
  const { words } = state.question;
  if (quantityColumnOf(state.table, state.vocabulary) !== null) return null;
  const lead = words.findIndex((_, index) => isCountLead(words, index));
  if (lead >= 0 && isTradedObject(words, lead + 1)) return { rows: true, byRank: false };
  // 'How many items…', 'what percentage of items…'.
  const items = words.some(
    (_, at) => (isCountLead(words, at) || isShareLead(words, at)) && itemsSoldOnRows(state, at + 1),
  );
  if (items) return { rows: true, byRank: false };
  const ranked = words.some((word, index) => isOrderWord(word) && isTradedObject(words, index + 1));
  return ranked ? { rows: true, byRank: true } : null;
}

/**
 * 'How many items cost more than $30', 'what percentage of items cost under $10' of a till's
 * or a trolley's rows, each one thing sold at its price (priceOfEachSale: no quantity): each row
 * is an item, so the items are counted as rows, not as the names in `Product` ('how many
 * different items' still counts the names).
 */
function itemsSoldOnRows(state: ReadingState, index: number): boolean {
  return itemSoldAt(state, index, ITEM_WORDS);
}

const ITEM_WORDS = new Set(['items', 'articles']);

/** 'Item', 'product' of rows each one thing sold at its price (priceOfEachSale). */
function itemSoldAt(
  { question, table, vocabulary }: ReadingState,
  index: number,
  nouns: ReadonlySet<string> = ITEM_NOUNS,
): boolean {
  const word = question.words[index] ?? '';
  return nouns.has(word) && priceOfEachSale(table, vocabulary.headers) !== null;
}

/** Past participles of trade whose object a row records ('items were bought'). */
const TRADED = new Set(['bought', 'sold', 'ordered', 'purchased']);
/** Verbs of trade before what was traded ('bought the most items'). */
const TRADE_VERBS = new Set([...TRADED, 'buy', 'buys', 'sell', 'sells', 'order', 'orders']);

/** Words after a verb that begin no object of it ('the most items bought in May'). */
const AFTER_PARTICIPLE = new Set(['in', 'on', 'at', 'during', 'by', 'per', 'from', 'for']);

/**
 * Whether the noun at `index` is what was traded, not who traded: before its passive verb ('items
 * were bought', 'the most items bought in May', 'the number of items bought per member') or after the verb and a superlative ('bought the
 * most items'); 'members bought something' names the buyers.
 */
function isTradedObject(words: readonly string[], index: number): boolean {
  if (index >= words.length) return false;
  const next = words[index + 1] ?? '';
  if ((next === 'was' || next === 'were') && TRADED.has(words[index + 2] ?? '')) return true;
  const after = words[index + 2];
  const ranked = isOrderWord(words[index - 1] ?? '');
  const led = ranked || isCountLead(words, index - 1);
  if (led && TRADED.has(next) && (after === undefined || AFTER_PARTICIPLE.has(after))) return true;
  const verb = words[index - 2] === 'the' ? words[index - 3] : words[index - 2];
  // 'sells the most in each outlet type': no object follows, only where it sold.
  return TRADE_VERBS.has(verb ?? '') && ranked && !AFTER_PARTICIPLE.has(words[index]!);
}

/**
 * Whether the word at `index` is a plural of a date column's own word ('pickups' of
 * pickup_datetime, 'dropoffs' of dropoff_datetime, 'licences' of license_issue_date in either
 * spelling): what happened once on each row.
 */
function namesDated({ question, vocabulary }: ReadingState, index: number): boolean {
  const word = question.words[index] ?? '';
  if (!word.endsWith('s')) return false;
  const said = conceptOf(word);
  return vocabulary.dates.some((column) =>
    vocabulary.headers[column]!.phrase.some(
      (own) => !DATE_HEADER_WORDS.has(own) && conceptOf(own) === said,
    ),
  );
}
