import { processTerm } from '../../text/terms';
import type { QuestionWords } from '../question';
import { headConcept, headPhrase, isRate, type TableVocabulary } from './table-vocabulary';
import { isYearColumn } from './year-values';
import { clipsWord } from './compound-headers';
import { namesTotalPrice } from './line-amounts';
import {
  AMOUNT_OF_NOUN_HEADERS,
  AVERAGE,
  conceptOf,
  COMPARISONS,
  conceptsOf,
  COUNTING_HEADER_WORDS,
  countsAnotherNoun,
  derivedOnly,
  FIGURE_UNIT_HEADERS,
  GAIN_PHRASES,
  HEADER_FILLERS,
  IDENTIFIER_WORDS,
  impliesOnly,
  impliesUnitsOrMoney,
  ITEM_CODE_HEADERS,
  ITEM_NOUNS,
  LOSS_PHRASES,
  joinedConcepts,
  looksPlural,
  PERIOD_LEADS,
  NAME_HEADERS,
  ORDINAL_HEADER_WORDS,
  PARTY_NAME_HEADERS,
  PARTY_NOUNS,
  PARTY_ROLE_HEADERS,
  PAST_FORM,
  PAYING_VERBS,
  kindredWords,
  PERIOD_NOUNS,
  pastFormOf,
  PLANNED_WORDS,
  RATE_WORDS,
  rankedLossBefore,
  REVENUE,
  saysConcept,
  TOTAL,
  WHICH_PERIOD_WORDS,
  TIME_TAKEN_WORDS,
  isCountLead,
  COPULAS,
  ROW_NOUNS_UNLESS_COLUMN,
} from './lexicon';

/**
 * Headers found in a question's free words, read as phrases: the run of words that names the
 * most of one header wins its words ('sub-category' is Sub-Category, not Category; 'ship mode'
 * is Ship Mode, not Ship Date), and a word that only qualifies the next header is not a
 * column of its own ('customer segment' is Segment).
 */
export interface Mention {
  /** The columns these words name equally well ('product': Product ID and Product Name). */
  columns: number[];
  /** Question positions of the words. */
  positions: number[];
  /** How many of the header's concepts the words name. */
  matched: number;
  /** Whether they name all of them. */
  full: boolean;
  /** Named only through what a word implies ('sold' for Units or Sales). */
  implied: boolean;
  /** Named only through what the header stands for ('sales' for 'Total'): a weaker fit. */
  aliased: boolean;
}

/** A column named whole, by words or by what the question implies ('the biggest loss': Profit). */
export function wholeMention(column: number, positions: number[] = []): Mention {
  return { columns: [column], positions, matched: 1, full: true, implied: false, aliased: false };
}

interface Candidate extends Omit<Mention, 'columns'> {
  column: number;
  /** How many concepts the header has: fewer is a closer fit. */
  size: number;
  /** Other words between the first and the last: a phrase read as one is a closer fit. */
  spread: number;
  /** Named only through a word's base form ('marketing' for Market): Marketing fits better. */
  derived: boolean;
  /** How many words name it only through what they imply ('countries' for RESPONSE_GEO). */
  impliedWords: number;
  /** Named in part where the words name a code reused within something else (table-vocabulary). */
  nested: boolean;
  /** Named only by the later part of a header pairing two ('state' of 'City, State'). */
  paired: boolean;
  /**
   * Named by what the header identifies or names ('order' of `SalesOrderNumber`, 'customer' of
   * 'Customer Name'), not by a word qualifying something else ('order' of `OrderDate`).
   */
  identifies: boolean;
  /**
   * Named in part only by a money word qualifying the header's own noun ('sales' of 'Sales Rep',
   * 'Sales Channel'): that word asks for the money, so a text column it qualifies is not named.
   */
  qualifiedByMoney: boolean;
  /**
   * Named in part only by a figure's word where the header adds just what that figure is
   * counted in ('raised' of `raisedCurrency` beside `raisedAmt`): the figure is meant.
   */
  unitOfFigure: boolean;
  /** Named in part only by a price's word where the column is a line's amount (pricesALine). */
  lineAmountByPrice: boolean;
  /**
   * Named in part by a figure's word where the header plans it and the question says no plan
   * ('sales' of Sales Target).
   */
  planUnsaid: boolean;
  /** Named by words on both sides of a verb ('orders had a refund'): a subject and its object. */
  acrossVerb: boolean;
}

/** Verbs joining a subject to what it had or was ('orders had a refund', 'were refunded'). */
const JOINING_VERBS = new Set([...COPULAS, 'has', 'have', 'had']);

/** Words that say how to compute ('total', 'average'): a header's only when it is named whole. */
const HOW_WORDS = new Set([...TOTAL, ...AVERAGE, 'number', 'count']);

/** Words that start a grouping: what follows is grouped by, not part of what comes before. */
const GROUPING = new Set(['each', 'every', 'by']);

/**
 * 'Per' parts two things ('revenue per order' is not `SalesOrderNumber`) except in a rate's
 * own header ('price per unit'); so does a grouping ('tickets by status', 'tickets for each
 * priority' are not Ticket Status or Ticket Priority alone).
 */
const partsAt = (word: string, rate: boolean) => (word === 'per' && !rate) || GROUPING.has(word);

/** Runs of free words that name concepts of one header, with only header fillers between. */
function runsFor(
  question: QuestionWords,
  { concepts: own, aliases }: TableVocabulary['headers'][number],
  conceptAt: (index: number) => string[] | null,
  rate: boolean,
): number[][] {
  const concepts = [...own, ...aliases];
  // An alias names the header whole, as if said before its words ('European sales' of
  // EU_Sales), so 'NA_Sales to European' parts at it.
  const order = (concept: string) => own.indexOf(concept);
  const runs: number[][] = [];
  let run: number[] = [];
  let said = new Set<string>();
  let crossed = false;
  let last = -1;
  let before: string[] = [];
  const end = () => {
    if (run.length > 0) runs.push(run);
    run = [];
    said = new Set();
    crossed = false;
    last = -1;
  };
  for (let index = 0; index < question.words.length; index += 1) {
    const found = (conceptAt(index) ?? []).filter((concept) => concepts.includes(concept));
    if (found.length > 0) {
      const first = Math.min(...found.map(order));
      // 'total payment to total discharges': a header's word said again starts another
      // phrase; so does one said out of the header's order across a filler ('sales to
      // budget' is not Budget Sales). Two words naming one word together ('hard drive' of
      // `hd`) are one phrase.
      const pair = run.at(-1) === index - 1 && found.every((concept) => before.includes(concept));
      if ((found.every((concept) => said.has(concept)) && !pair) || (crossed && first < last))
        end();
      run.push(index);
      found.forEach((concept) => said.add(concept));
      last = Math.max(last, ...found.map(order));
      before = found;
      continue;
    }
    const word = question.words[index]!;
    const filler = HEADER_FILLERS.has(word) && conceptAt(index) !== null && !partsAt(word, rate);
    if (!filler) end();
    else if (run.length > 0) crossed = true;
  }
  end();
  return runs;
}

/** Words that set two figures against each other ('above', 'missed', 'more than'). */
const COMPARING = new Set([
  'than',
  ...COMPARISONS.flatMap((comparison) => (comparison.words.length === 1 ? comparison.words : [])),
]);

/**
 * Each run, and when the header's words are spread over several runs ('stock did Elmstead
 * lose'), all of them together, unless a comparison or a parting word stands between ('sales
 * below budget', 'tickets for each priority'), or a verb joins them in the header's reverse
 * order, two plurals, the verb's subject and object ('customers placed orders' is not
 * `order_delivered_customer_date`; 'logged the most hours' is still `hours_logged`, 'units did we
 * order' `ordered_units`).
 */
function phrasesFor(
  runs: number[][],
  words: readonly string[],
  rate: boolean,
  orderAt: (index: number) => number,
): number[][] {
  if (runs.length < 2) return runs;
  const between = words.slice(runs[0]![0], runs.at(-1)!.at(-1));
  const parted = between.some((word) => COMPARING.has(word) || partsAt(word, rate));
  const reversed = runs.slice(1).some((run, at) => {
    const end = runs[at]!.at(-1)!;
    const verbed = words.slice(end + 1, run[0]).some((word) => !HEADER_FILLERS.has(word));
    const nouns = looksPlural(words[end]!) && looksPlural(words[run[0]!]!);
    return verbed && nouns && orderAt(run[0]!) < orderAt(end);
  });
  return parted || reversed ? runs : [...runs, runs.flat()];
}

/** Where in a header a word's concept stands; an alias names it whole, in no order (NaN). */
function headerOrderAt(
  header: readonly string[],
  conceptAt: (index: number) => string[] | null,
): (index: number) => number {
  return (index) => {
    const at = (conceptAt(index) ?? []).flatMap((concept) => {
      const order = header.indexOf(concept);
      return order >= 0 ? [order] : [];
    });
    return at.length > 0 ? Math.min(...at) : Number.NaN;
  };
}

/**
 * Header concepts of the same word family as a concept no header names ('respondent' and
 * 'response', 'conversion' and 'converted'): most of the shorter word, and six letters at least;
 * the collective noun of people ('riders' and 'Ridership', 'members' and 'Membership'); and the
 * noun of a verb in -ve ('resolve' and 'resolution'); and a header word clipped short
 * ('recruiters' and rec_id, 'location' and ShelveLoc).
 */
function kindredConcepts(concept: string, vocabulary: TableVocabulary): string[] {
  const kindred = vocabulary.headers.flatMap(({ concepts }, column) =>
    concepts.filter((header) => {
      if (header === `${concept}ship` && concept.endsWith('er')) return true;
      // A code column's header word clipped short ('rec' of rec_id), or any header's where the
      // letters kept are no word of their own ('loc', 'disp'; 'comp' and 'feat' are words).
      if (clipsWord(header, concept, vocabulary.identifiers.has(column))) return true;
      // 'resolve(d)' and `resolution_hours`, 'solve' and 'Solution': a verb in -ve, its noun in
      // -ution.
      const verb = concept.endsWith('ved') ? concept.slice(0, -1) : concept;
      if (verb.endsWith('ve') && header === `${verb.slice(0, -2)}ution`) return true;
      return kindredWords(concept, header);
    }),
  );
  return [...new Set(kindred)];
}

/**
 * 'Customer delivery date' of `order_delivered_customer_date` beside an estimated delivery date:
 * a word naming a header of its own also names the kindred word ('delivered') of a header its
 * neighbours name, unless they name its own header more ('estimated delivery date' stays the
 * estimated one).
 */
function addKindredOfNeighbours(concepts: (string[] | null)[], vocabulary: TableVocabulary): void {
  const found = concepts.map((own, index) => {
    const near = [concepts[index - 1] ?? [], concepts[index + 1] ?? []];
    if (!own?.length) return [];
    const namedBy = (header: readonly string[]) =>
      near.filter((words) => words.some((concept) => header.includes(concept))).length;
    const ownNamed = Math.max(
      0,
      ...vocabulary.headers.flatMap(({ concepts: header }) =>
        header.includes(own[0]!) ? [namedBy(header)] : [],
      ),
    );
    return vocabulary.headers.flatMap(({ concepts: header }) =>
      header.includes(own[0]!) || namedBy(header) === 0 || namedBy(header) < ownNamed
        ? []
        : header.filter((concept) => kindredWords(own[0]!, concept)),
    );
  });
  found.forEach((kindred, index) => concepts[index]?.push(...kindred));
}

/**
 * The headers a party noun names where none says it: 'which customer' of a column called just
 * Name (beside an account number), 'how many customers placed orders' of a web shop's `user_id`.
 */
function partyConcepts(concept: string, vocabulary: TableVocabulary): string[] {
  if (!PARTY_NOUNS.has(concept)) return [];
  const named = nameConcepts(vocabulary, PARTY_NAME_HEADERS);
  return [...named, ...(PARTY_ROLE_HEADERS.get(concept) ?? [])];
}

/** The concepts of headers that only name what a row is about ('Description', 'Title'). */
function nameConcepts(vocabulary: TableVocabulary, names = NAME_HEADERS): string[] {
  return vocabulary.headers.flatMap(({ concepts }) =>
    concepts.every((concept) => names.has(concept)) ? concepts : [],
  );
}

/**
 * What an item noun also names: 'which product' where products are only described
 * ('Description', 'Title'); 'items' where the headers call them products (`product_id`). An SKU
 * codes each product, so a table with one names its products by it (and by the name beside it,
 * column-roles.ts), never by a title a review gives.
 */
function itemConcepts(noun: string, vocabulary: TableVocabulary): string[] {
  if (!ITEM_NOUNS.has(noun)) return [];
  const others = [...ITEM_NOUNS].filter((other) => other !== noun);
  return [...(itemsCoded(vocabulary) ? ITEM_CODE_HEADERS : nameConcepts(vocabulary)), ...others];
}

/** Whether a header codes each product by its stock-keeping unit (`sku`). */
export function itemsCoded(vocabulary: TableVocabulary): boolean {
  return vocabulary.headers.some(({ concepts }) =>
    concepts.some((concept) => ITEM_CODE_HEADERS.has(concept)),
  );
}

/**
 * 'Money' of 'lost money', 'made money': a gain or a loss (a condition on profit), never the
 * money column that 'how much money' names.
 */
function inGainOrLoss(words: readonly string[], index: number): boolean {
  if (rankedLossBefore(words, index) >= 0) return true;
  return (
    words[index] === 'money' &&
    [...LOSS_PHRASES, ...GAIN_PHRASES].some(
      (phrase) =>
        phrase.at(-1) === 'money' &&
        phrase.every((word, at) => words[index - phrase.length + 1 + at] === word),
    )
  );
}

/**
 * The noun a code header identifies, the word before its code word ('order' of
 * `SalesOrderNumber`, 'line' of `SalesOrderLineNumber`); null for a header not ending in one.
 */
function identifiedBy(concepts: readonly string[]): string | null {
  const at = concepts.length - 1;
  if (at < 1 || !IDENTIFIER_WORDS.has(concepts[at]!)) return null;
  return IDENTIFIER_WORDS.has(concepts[at - 1]!) ? null : concepts[at - 1]!;
}

/** The shortest words whose initials may spell a header ('hard drive' → hd, not 'in december'). */
const MIN_SPELLING_WORD = 3;

/**
 * The concept of a header of one two-letter word spelt by two words' initials ('hard drive' of
 * `hd`), none else; a code word ('id') is never spelt so.
 */
function initialsNaming(word: string, next: string, vocabulary: TableVocabulary): string[] {
  // 'and diggers' spells nothing: a stopword is no word of a header.
  const spelling = (own: string) => own.length >= MIN_SPELLING_WORD && processTerm(own) !== null;
  if (!spelling(word) || !spelling(next)) return [];
  const initials = `${word[0]}${next[0]}`;
  if (IDENTIFIER_WORDS.has(initials)) return [];
  const spelt = vocabulary.headers.some(({ phrase }) => phrase.includes(initials));
  return spelt ? [conceptOf(initials)] : [];
}

/**
 * Two words naming a header's one word together, both taking its concept: 'dropped off' names
 * dropoff_datetime, and 'hard drive' spells `hd` by its initials ('Arrivo date' is not `Ad.`: a
 * word naming a header of its own spells nothing); then the kindred words neighbours lend.
 */
function addTwoWordConcepts(
  words: readonly string[],
  concepts: (string[] | null)[],
  vocabulary: TableVocabulary,
  namesAny: (index: number) => boolean,
): void {
  const addBoth = (index: number, found: string[]) => {
    concepts[index]!.push(...found);
    concepts[index + 1]!.push(...found);
  };
  words.forEach((word, index) => {
    if (!concepts[index] || !concepts[index + 1]) return;
    const joined = joinedConcepts(word, words[index + 1]).filter((concept) =>
      vocabulary.headers.some((header) => header.concepts.includes(concept)),
    );
    addBoth(index, joined);
  });
  words.forEach((word, index) => {
    if (!concepts[index] || !concepts[index + 1] || namesAny(index) || namesAny(index + 1)) return;
    addBoth(index, initialsNaming(word, words[index + 1]!, vocabulary));
  });
  addKindredOfNeighbours(concepts, vocabulary);
}

/** A price's or a rate's own word ('price', 'cost', 'rate'). */
const priceWord = (concept: string) => RATE_WORDS.has(concept) || concept === 'cost';

/**
 * A column of what the row's items cost together (`total_price`, or a `sale_price` that is each
 * row's price times its quantity) named only by a price's word: 'the price' of a thing is one
 * item's price, where a column gives it.
 */
function pricesALine(vocabulary: TableVocabulary, column: number, matched: Set<string>): boolean {
  const { concepts } = vocabulary.headers[column]!;
  const line = vocabulary.lineAmounts.has(column) || namesTotalPrice(concepts);
  return line && [...matched].every(priceWord);
}

/**
 * 'The total quantity sold', 'how many pizzas were sold in total': 'total' says to add up and
 * 'sold' leaves units or money open, so together they name no column (`total_price`); nor do
 * 'sold' and the rows it was sold on after it ('how much was sold on orders placed in 2017' is
 * not `Order Item Quantity`).
 */
function addsUpWhatWasSold(question: QuestionWords, positions: readonly number[]): boolean {
  const { words, stems } = question;
  const sold = (index: number) => impliesUnitsOrMoney(words[index]!);
  const how = (index: number) =>
    HOW_WORDS.has(words[index]!) ||
    (ROW_NOUNS_UNLESS_COLUMN.has(stems[index]!) && positions.some((at) => at < index && sold(at)));
  return (
    positions.some(how) &&
    !positions.every(how) &&
    positions.every((index) => how(index) || sold(index))
  );
}

/**
 * Each free word's concepts (null for a word already read), with those it takes from its
 * neighbours and, where it names no header, its kin's; and whether a word names any header.
 */
function wordConcepts(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  used: readonly boolean[],
) {
  const { words } = question;
  const concepts = words.map((word, index) =>
    used[index] || inGainOrLoss(words, index) ? null : [...conceptsOf(word), ...pastFormOf(word)],
  );
  const namesAny = (index: number) =>
    concepts[index]?.some((concept) =>
      vocabulary.headers.some(
        (header) => header.concepts.includes(concept) || header.aliases.includes(concept),
      ),
    ) ?? false;
  addTwoWordConcepts(words, concepts, vocabulary, namesAny);
  concepts.forEach((own, index) => {
    if (!own || namesAny(index)) return;
    // A name written with a capital ('Discourse messages') is its own, not a header's kin.
    if (!question.names[index]) own.push(...kindredConcepts(own[0]!, vocabulary));
    own.push(...itemConcepts(own[0]!, vocabulary), ...partyConcepts(own[0]!, vocabulary));
  });
  return { concepts, namesAny };
}

/**
 * 'The total hours', 'hours above 500' of `Actual Hours`: a period in the plural, not after a
 * word asking which one, counts the figure of a number column that says more than the period
 * ('Actual'; not a `DayOfWeek`).
 */
function periodsCounted(
  words: readonly string[],
  positions: readonly number[],
  header: readonly string[],
  figures: boolean,
): boolean {
  const [at] = positions;
  return (
    figures &&
    at !== undefined &&
    positions.length === 1 &&
    !header.every((concept) => Object.hasOwn(PERIOD_NOUNS, concept)) &&
    looksPlural(words[at]!) &&
    !PERIOD_LEADS.has(words[at - 1] ?? '')
  );
}

/**
 * Whether the words name another thing than the header's own (`countsAnotherNoun`), or only
 * what a flag headed 'has …' qualifies: 'opportunities' is not `HasOpportunityLineItem`, nor
 * 'open' `HasOpenActivity`. Such a flag says whether a row has what its last word names (a line
 * item, an activity); a word of it without that last one names something else, often the rows.
 */
function namesOther(
  words: readonly string[],
  positions: readonly number[],
  concepts: readonly string[],
  phrase: readonly string[],
  matched: ReadonlySet<string>,
): boolean {
  if (countsAnotherNoun(phrase, [...matched], words[positions.at(-1)!]!)) return true;
  const head = headConcept(concepts);
  return (phrase[0] === 'has' || phrase[0] === 'have') && head !== undefined && !matched.has(head);
}

function candidatesFor(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  used: readonly boolean[],
  isText: (column: number) => boolean,
): Candidate[] {
  const { words } = question;
  const { concepts, namesAny } = wordConcepts(question, vocabulary, used);
  const saidAnywhere = new Set(words.flatMap(conceptsOf));
  const valueAfter = (column: number, start: number) =>
    Array.from({ length: vocabulary.longestValue }, (_, length) =>
      question.stems.slice(start, start + length + 1).join(' '),
    ).some((phrase) => vocabulary.values.get(phrase)?.some((entry) => entry.column === column));
  const candidate = (column: number, positions: number[]): Candidate[] => {
    const { concepts: header, aliases, rates, paired, phrase } = vocabulary.headers[column]!;
    // A concept the header stands for ('sales' for 'Total') names it whole.
    const aliasedAt = positions.map((index) =>
      concepts[index]!.some((concept) => aliases.includes(concept)),
    );
    // 'quantity' is not 'Price Per Unit': what a rate is per is named only after 'per'.
    const names = (index: number, concept: string) =>
      header.includes(concept) && (!rates.includes(concept) || words[index - 1] === 'per');
    const named = positions.map((index, at) =>
      aliasedAt[at] ? header : concepts[index]!.filter((concept) => names(index, concept)),
    );
    if (named.some((found) => found.length === 0)) return [];
    const matched = new Set(named.flat());
    const full = matched.size === header.length;
    // 'sales' is not 'SalesOrderNumber': a code is named in part only by what it identifies.
    const head = identifiedBy(header);
    if (!full && head !== null && !matched.has(head)) return [];
    const rest = header.filter((concept) => !matched.has(concept));
    // 'How many outlets were established before 2000' counts the outlets: a column of the years
    // they opened (Outlet_Establishment_Year) says when, never how many.
    if (!full && isYearColumn(vocabulary, column) && isCountLead(words, positions[0]! - 1))
      return [];
    if (!full && namesOther(words, positions, header, phrase, matched)) return [];
    // 'the average refund' is `refund_amount_usd`; 'how many refunds' counts the refunds.
    const amountOfNoun =
      matched.size === 1 &&
      rest.every((concept) => AMOUNT_OF_NOUN_HEADERS.has(concept)) &&
      positions.every((index) => !looksPlural(words[index]!));
    const identifies =
      head !== null || rest.every((concept) => NAME_HEADERS.has(concept)) || amountOfNoun;
    // 'purchases' is not 'Purchase Price Per Unit', nor 'units' 'Unit Cost': a price or a rate
    // is named by its own word ('price', 'cost', 'rate') or by what it is per.
    if (isRate(vocabulary, column) && ![...matched].some((c) => priceWord(c) || rates.includes(c)))
      return [];
    // A number tells columns apart ('Week 3') but alone names none ('top 3'), nor does an
    // ordinal ('the first and last days' is not 'First Response Time'); 'total' alone
    // asks for a sum, not for 'Total Expenses', and before another column's word ('total tax')
    // it says how to compute that one.
    const telling = [...matched].some(
      (concept) => !/\d/.test(concept) && !ORDINAL_HEADER_WORDS.has(concept),
    );
    const how = positions.every((index) => HOW_WORDS.has(words[index]!));
    // 'How many gold medals were won in total?': 'in total' asks for a sum, naming no column.
    if (how && (namesAny(positions.at(-1)! + 1) || words[positions[0]! - 1] === 'in')) return [];
    if (!full && (!telling || how)) return [];
    // 'employees work overtime', 'each department work overtime': one word between a plural
    // noun or another column's word and a third column's word is the verb joining them, not a
    // part of this header (`work_exp`).
    const [word] = positions;
    const joining =
      positions.length === 1 &&
      (looksPlural(words[word! - 1] ?? '') || namesAny(word! - 1)) &&
      !concepts[word! - 1]?.some((concept) => header.includes(concept)) &&
      namesAny(word! + 1) &&
      !concepts[word! + 1]?.some((concept) => header.includes(concept));
    if (!full && joining) return [];
    // 'per year' of a table with dates groups by their year, not by 'Year_Birth', which it only
    // names in part, nor by a text column of period labels headed by the word alone (`Months`:
    // 'Oct-21', 'Aug-21'), whose labels sort as text, not in time ('Months Oct-21', the header
    // before one of its labels, still names it).
    const periodOnly = [...matched].every((concept) => Object.hasOwn(PERIOD_NOUNS, concept));
    // A column of weekday names is the table's own weekdays: 'by day of the week' groups by it.
    const labels =
      !vocabulary.categories.has(column) &&
      !vocabulary.weekdayLabels.has(column) &&
      !valueAfter(column, positions.at(-1)! + 1);
    const figures = !isText(column) && !vocabulary.dates.includes(column);
    const dated = vocabulary.dates.length > 0 && !periodsCounted(words, positions, header, figures);
    if ((!full || labels) && periodOnly && dated) return [];
    // 'Which carrier shipped the most weight', 'how many items were picked': a verb's past form
    // says what was done, not how many days or minutes it took ('Ship ahead day count',
    // picking_time), which the period or time word names.
    // A column of years says when it was done: 'remodeled' names 'Year Remod/Add'.
    const countsPeriods = (concept: string) =>
      Object.hasOwn(PERIOD_NOUNS, concept) &&
      !WHICH_PERIOD_WORDS.has(phrase[phrase.indexOf(concept) - 1] ?? '');
    // A 'start_time' of dates says when it was done, which 'started' names.
    const taken = !vocabulary.dates.includes(column);
    const timed = (concept: string) =>
      countsPeriods(concept) || (taken && TIME_TAKEN_WORDS.has(concept));
    const counted = rest.some(timed) && !isYearColumn(vocabulary, column);
    // 'than scheduled', 'than planned' name the plan, whatever it counts.
    const acted = (index: number) =>
      PAST_FORM.test(words[index]!) && !PLANNED_WORDS.has(question.stems[index]!);
    if (!full && counted && positions.every(acted)) return [];
    // An alias is named by the concept it stands for ('sell' implies the revenue 'Total' is).
    const namedBy = positions.map((index, at) =>
      aliasedAt[at] ? concepts[index]!.filter((concept) => aliases.includes(concept)) : named[at]!,
    );
    const only = (test: (word: string, concept: string) => boolean) =>
      positions.every((index, at) => namedBy[at]!.every((concept) => test(words[index]!, concept)));
    // 'spending' implies money, but not `Z_Revenue`, the same figure on every row; paying
    // ('how many players did NYN pay') names the pay column no more than 'sold' names units.
    const implied =
      only(impliesOnly) || positions.every((index) => PAYING_VERBS.has(words[index]!));
    const impliedWords = positions.filter((index, at) =>
      namedBy[at]!.every((concept) => impliesOnly(words[index]!, concept)),
    ).length;
    if (addsUpWhatWasSold(question, positions)) return [];
    // 'The average rating' is not `rating_code`, `Rating` on every row: named whole or not at all.
    if (implied && vocabulary.constants.has(column)) return [];
    if (!full && vocabulary.echoes.has(column)) return [];
    return [
      {
        column,
        positions,
        matched: matched.size,
        full,
        implied,
        impliedWords,
        aliased: aliasedAt.every(Boolean),
        derived: only(derivedOnly),
        nested: !full && vocabulary.nestedCodes.has(column),
        paired: !full && [...matched].every((concept) => paired.includes(concept)),
        identifies,
        qualifiedByMoney: !full && !identifies && [...matched].every((c) => c === REVENUE),
        unitOfFigure: !full && rest.every((concept) => FIGURE_UNIT_HEADERS.has(concept)),
        lineAmountByPrice: !full && pricesALine(vocabulary, column, matched),
        planUnsaid:
          !full && rest.some((concept) => PLANNED_WORDS.has(concept) && !saidAnywhere.has(concept)),
        size: header.length,
        spread: positions.at(-1)! - positions[0]! + 1 - positions.length,
        acrossVerb: words
          .slice(positions[0]! + 1, positions.at(-1))
          .some((word) => JOINING_VERBS.has(word)),
      },
    ];
  };
  return vocabulary.headers.flatMap((header, column) => {
    const rate = isRate(vocabulary, column);
    const concepted = (index: number) => concepts[index] ?? null;
    const runs = runsFor(question, header, concepted, rate);
    return phrasesFor(runs, words, rate, headerOrderAt(header.concepts, concepted)).flatMap(
      (positions) => candidate(column, positions),
    );
  });
}

const rankOf = (candidate: Candidate) => [
  candidate.matched,
  candidate.full ? 1 : 0,
  // 'county' of 'County FIPS Code', a code used again in every state, and of 'County Name'.
  candidate.nested ? 0 : 1,
  // 'state' of 'Provider State' rather than of 'City, State', whose cells are cities first.
  candidate.paired ? 0 : 1,
  -candidate.spread,
  candidate.derived ? 0 : 1,
  // A word implying two figures ('sell': units or money) names an alias as well as a header.
  candidate.aliased && !candidate.implied ? 0 : 1,
  candidate.identifies ? 1 : 0,
  candidate.lineAmountByPrice ? 0 : 1,
  // 'sales' of Net Sales beside Sales Target: what happened, not what was planned.
  candidate.planUnsaid ? 0 : 1,
  -candidate.size,
  // 'response countries' names RESPONSE_COUNTRY word for word, RESPONSE_GEO only through what
  // 'countries' implies.
  -candidate.impliedWords,
  candidate.implied ? 0 : 1,
];

/**
 * 'purchase orders' names `PurchaseOrderID` word for word, though 'purchase' alone stands for
 * the money column (`LineTotal`): a header named by more of the question's words, each its own,
 * is read before one that a word among them only stands for; so is a header the same words name
 * whole before one they only imply ('by payment' is a `payment` column, not the fare it implies).
 */
const spelledOutOver = (a: Candidate, b: Candidate) =>
  !a.aliased &&
  b.aliased &&
  (a.positions.length > b.positions.length || (a.full && !a.implied && b.implied)) &&
  b.positions.every((index) => a.positions.includes(index));

/**
 * 'which purchase frequencies have an average amount above 60': words side by side naming a
 * header whole (`Frequency of Purchases`) are read before a header whose words lie apart in the
 * question and take one of them ('purchase … amount' of `Purchase Amount`); so is a header
 * named whole by one word before one named in part by words on both sides of a verb ('how many
 * orders had a refund' counts `order_id`, not `order_item_refund_id`).
 */
const namedSideBySideOver = (a: Candidate, b: Candidate) =>
  a.spread === 0 &&
  ((a.full && a.positions.length > 1) || ((a.full || a.identifies) && b.acrossVerb && !b.full)) &&
  b.spread > 0 &&
  b.positions.some((index) => a.positions.includes(index));

const readBefore = (a: Candidate, b: Candidate) =>
  spelledOutOver(a, b) || namedSideBySideOver(a, b);

function compareRanks(a: Candidate, b: Candidate): number {
  if (readBefore(a, b)) return -1;
  if (readBefore(b, a)) return 1;
  const [ra, rb] = [rankOf(a), rankOf(b)];
  const differs = ra.findIndex((value, index) => value !== rb[index]);
  return differs < 0 ? a.positions[0]! - b.positions[0]! : rb[differs]! - ra[differs]!;
}

/**
 * A sort compares only some pairs, so a candidate to be read before another by the exceptions
 * above may still stand behind it: each such one whose words stand side by side is moved forward
 * (once, so no cycle loops); words spread apart ('sold … in Japan') keep their rank.
 */
function exceptionsFirst(sorted: readonly Candidate[]): Candidate[] {
  const order = [...sorted];
  const moved = new Set<Candidate>();
  for (let at = 0; at < order.length;) {
    const ahead = order.findIndex(
      (candidate, index) =>
        index > at &&
        candidate.spread === 0 &&
        !moved.has(candidate) &&
        readBefore(candidate, order[at]!),
    );
    if (ahead < 0) {
      at += 1;
      continue;
    }
    moved.add(order[ahead]!);
    order.splice(at, 0, ...order.splice(ahead, 1));
  }
  return order;
}

const samePlace = (a: Candidate, b: Candidate) =>
  a.positions.join() === b.positions.join() && rankOf(a).join() === rankOf(b).join();

/** Whether a phrase opens with the 'number of' that leads a count. */
function countLeadOpens(words: readonly string[], positions: readonly number[]): boolean {
  const [first] = positions;
  return words[first!] === 'number' && isCountLead(words, first! + 1);
}

/**
 * The columns a question's free words name, best phrase first; each word names one column
 * (or a tie of equally good ones). `isText` tells text columns, whose qualifying words are
 * dropped ('customer' in 'customer segment').
 */
export function columnMentions(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  used: readonly boolean[],
  isText: (column: number) => boolean,
): Mention[] {
  const ranked = candidatesFor(question, vocabulary, used, isText)
    .filter(
      (candidate) =>
        !vocabulary.empty.has(candidate.column) &&
        !((candidate.qualifiedByMoney || candidate.unitOfFigure) && isText(candidate.column)) &&
        // 'monthly sales' is not `sale_date`, the date a sale was made on.
        !(candidate.qualifiedByMoney && vocabulary.dates.includes(candidate.column)) &&
        // 'Number of invoices by status' counts the invoices, not `invoice_number`, their codes
        // ('the number of reviews' still names a `number_of_reviews` written in that order).
        !(
          countLeadOpens(question.words, candidate.positions) &&
          vocabulary.headers[candidate.column]!.concepts[0] !== 'number'
        ),
    )
    .sort(compareRanks);
  const candidates = exceptionsFirst(ranked);
  const claimed = new Map<number, Mention>();
  const mentions: { mention: Mention; best: Candidate }[] = [];
  for (const candidate of candidates) {
    const owner = claimed.get(candidate.positions[0]!);
    const tie = mentions.find(({ best }) => samePlace(best, candidate));
    if (tie && tie.mention === owner) {
      if (!tie.mention.columns.includes(candidate.column))
        tie.mention.columns.push(candidate.column);
      continue;
    }
    if (candidate.positions.some((index) => claimed.has(index))) continue;
    const { column, positions, matched, full, implied, aliased } = candidate;
    const mention: Mention = { columns: [column], positions, matched, full, implied, aliased };
    candidate.positions.forEach((index) => claimed.set(index, mention));
    mentions.push({ mention, best: candidate });
  }
  // 'customer segment': a word naming part of a text header, just before a text header named
  // whole, qualifies it.
  const qualifying = (mention: Mention) => {
    const next = claimed.get(mention.positions.at(-1)! + 1);
    return (
      !mention.full &&
      next !== undefined &&
      next !== mention &&
      next.full &&
      mention.columns.every(isText) &&
      next.columns.every(isText)
    );
  };
  const kept = mentions.map(({ mention }) => mention);
  for (const mention of kept.filter(qualifying)) {
    const next = claimed.get(mention.positions.at(-1)! + 1)!;
    next.positions.unshift(...mention.positions);
    kept.splice(kept.indexOf(mention), 1);
  }
  // 'salary level', 'income band', 'coffee type' (of coffee_name), 'priority level' (of
  // order_priority): a word for a grade right after a header named whole, but for a word for
  // names, or by its head word, says what that column holds, not another column it is part of
  // (satisfaction_level, cash_type, congestion_level).
  const grading = (mention: Mention) => {
    const before = claimed.get(mention.positions[0]! - 1);
    const [only] = mention.positions;
    return (
      !mention.full &&
      mention.positions.length === 1 &&
      GRADE_WORDS.has(question.stems[only!]!) &&
      before !== undefined &&
      before !== mention &&
      (before.full ||
        namedButForName(before, question, vocabulary) ||
        namedByHead(before, question, vocabulary))
    );
  };
  for (const mention of kept.filter(grading)) {
    claimed.get(mention.positions[0]! - 1)!.positions.push(...mention.positions);
    kept.splice(kept.indexOf(mention), 1);
  }
  for (const mention of [...kept]) {
    const echoed = echoedBy(mention, kept, question, vocabulary, isText);
    if (!echoed) continue;
    echoed.positions.push(...mention.positions);
    kept.splice(kept.indexOf(mention), 1);
  }
  for (const mention of kept) {
    countedScores(mention, question, vocabulary, isText);
    restNamedOnly(mention, question, vocabulary, isText);
    namingColumnFirst(mention, question, vocabulary);
    headNamedFirst(mention, question, vocabulary);
    averagedColumnOnly(mention, question, vocabulary);
  }
  return kept.sort((a, b) => a.positions[0]! - b.positions[0]!);
}

/**
 * 'What share of the hours logged was logged by driver 10': a word said again from a header named
 * whole ('hours logged'), naming in part only a header whose other words the question never says
 * (miles_logged), is the same header's word again, not that other column. A word naming figures
 * is not echoed by a text header ('total sales by sales channel'): that header groups them.
 */
function echoedBy(
  mention: Mention,
  mentions: readonly Mention[],
  question: QuestionWords,
  vocabulary: TableVocabulary,
  isText: (column: number) => boolean,
): Mention | undefined {
  const [at, ...more] = mention.positions;
  if (mention.full || more.length > 0) return undefined;
  const word = question.words[at!];
  if (mention.columns.some((column) => restNamedElsewhere(vocabulary, column, question, [at!])))
    return undefined;
  const figures = !mention.columns.some(isText);
  return mentions.find(
    (other) =>
      other !== mention &&
      other.full &&
      !(figures && other.columns.every(isText)) &&
      other.positions.some((index) => question.words[index] === word),
  );
}

/** Words for a grade or a kind of what a column holds ('salary level', 'income band', 'age group'). */
const GRADE_WORDS = new Set([
  'level',
  'band',
  'tier',
  'grade',
  'bracket',
  'group',
  'class',
  'type',
]);

/** Words before a plural that count it: 'the most ratings', 'the number of ratings'. */
function countedAfter(words: readonly string[], at: number): boolean {
  const before = words[at - 1] ?? '';
  return (
    before === 'most' ||
    before === 'fewest' ||
    (before === 'of' && (words[at - 2] === 'number' || words[at - 2] === 'count'))
  );
}

/**
 * 'The most ratings', 'the number of ratings' beside a Rating column of stars: ratings counted
 * are how many were given, the number column that counts them ('No. of People rated',
 * 'review_count'), not a sum of the stars.
 */
function countedScores(
  mention: Mention,
  question: QuestionWords,
  vocabulary: TableVocabulary,
  isText: (column: number) => boolean,
): void {
  const [at] = mention.positions;
  const word = question.words[at!]!;
  const figure = (column: number) => isFigure(vocabulary, isText, column);
  if (
    mention.positions.length !== 1 ||
    !mention.columns.every(figure) ||
    !looksPlural(word) ||
    !countedAfter(question.words, at!)
  )
    return;
  const concept = conceptsOf(word)[0]!;
  const counts = vocabulary.headers.flatMap(({ phrase }, column) =>
    figure(column) &&
    !mention.columns.includes(column) &&
    phrase.some((written) => COUNTING_HEADER_WORDS.has(written)) &&
    phrase.some((written) => conceptsOf(written).includes(concept))
      ? [column]
      : [],
  );
  if (counts.length === 1) mention.columns = counts;
}

/**
 * Whether the question names, away from a mention's words, the rest of a header it names in
 * part: 'year' of 'Year Built' and 'Yr Sold' in 'how many houses were sold each year' is the
 * year sold.
 */
export function restNamedElsewhere(
  vocabulary: TableVocabulary,
  column: number,
  question: QuestionWords,
  except: readonly number[] = [],
): boolean {
  const said = new Set(
    question.words.flatMap((word, index) => (except.includes(index) ? [] : conceptsOf(word))),
  );
  const own = new Set(except.flatMap((index) => conceptsOf(question.words[index]!)));
  const rest = vocabulary.headers[column]!.concepts.filter((concept) => !own.has(concept));
  return rest.length > 0 && rest.some((concept) => saysConcept(said, concept));
}

/**
 * 'Which product sold the most units' naming Units Sold and Units Ordered equally: the figures
 * whose other header words the question says apart ('sold') are what it names, so only they are
 * kept; the others come after them. An ID and a name tied stay together ('which store' groups by
 * the name and counts by the ID).
 */
function restNamedOnly(
  mention: Mention,
  question: QuestionWords,
  vocabulary: TableVocabulary,
  isText: (column: number) => boolean,
) {
  const named = (column: number) =>
    restNamedElsewhere(vocabulary, column, question, mention.positions);
  mention.columns.sort((a, b) => Number(named(b)) - Number(named(a)));
  const figures = mention.columns.every((column) => isFigure(vocabulary, isText, column));
  if (figures && mention.columns.some(named)) mention.columns = mention.columns.filter(named);
}

/** A number column holding figures: not text, an ID or a line number. */
function isFigure(
  vocabulary: TableVocabulary,
  isText: (column: number) => boolean,
  column: number,
): boolean {
  return (
    !isText(column) && !vocabulary.identifiers.has(column) && !vocabulary.lineNumbers.has(column)
  );
}

/** 'coffee' of coffee_name: every header word the mention leaves unsaid is a word for names. */
function namedButForName(
  mention: Mention,
  question: QuestionWords,
  vocabulary: TableVocabulary,
): boolean {
  const said = new Set(mention.positions.flatMap((index) => conceptsOf(question.words[index]!)));
  return mention.columns.every((column) =>
    vocabulary.headers[column]!.concepts.every(
      (concept) => said.has(concept) || NAME_HEADERS.has(concept),
    ),
  );
}

/** 'priority' of order_priority: the mention ends on the last word of each header it names. */
function namedByHead(mention: Mention, question: QuestionWords, vocabulary: TableVocabulary) {
  const last = conceptOf(question.stems[mention.positions.at(-1)!]!);
  return mention.columns.every((column) => {
    const head = headPhrase(vocabulary.headers[column]!.phrase).at(-1);
    return head !== undefined && conceptOf(head) === last;
  });
}

/**
 * 'Which countries' naming in_country_partner and country_of_origin equally: the header whose
 * head word is the one said ('country of origin' is a country; an 'in-country partner' is a
 * partner) is what the word names, so it comes first among the tied columns.
 */
function headNamedFirst(mention: Mention, question: QuestionWords, vocabulary: TableVocabulary) {
  if (mention.columns.length < 2) return;
  const said = new Set(mention.positions.flatMap((index) => conceptsOf(question.words[index]!)));
  // 'City, State' pairs two things and is headed by the first, a city.
  const headed = (column: number) => {
    const { phrase, paired } = vocabulary.headers[column]!;
    const head = headPhrase(phrase)
      .filter((word) => !paired.includes(conceptOf(word)))
      .at(-1);
    return head !== undefined && said.has(conceptOf(head));
  };
  mention.columns.sort((a, b) => Number(headed(b)) - Number(headed(a)));
}

/** Words of a question asking for an average, and of a header holding one ('altitude_mean_meters'). */
const MEAN_WORDS = new Set(['average', 'mean', 'avg']);
const MEAN_CONCEPTS = new Set([...MEAN_WORDS].map(conceptOf));

/**
 * 'The average altitude' naming altitude_low_meters, altitude_high_meters and
 * altitude_mean_meters equally: the one header saying it holds each row's mean is what an average
 * of the word means (the lows and highs are its ends), so it alone is kept.
 */
function averagedColumnOnly(
  mention: Mention,
  question: QuestionWords,
  vocabulary: TableVocabulary,
): void {
  if (mention.columns.length < 2 || !question.words.some((word) => MEAN_WORDS.has(word))) return;
  const means = mention.columns.filter((column) =>
    vocabulary.headers[column]!.concepts.some((concept) => MEAN_CONCEPTS.has(concept)),
  );
  if (means.length === 1) mention.columns.splice(0, mention.columns.length, means[0]!);
}

/**
 * 'Which provider' naming Provider City, Provider Id, Provider Name and Provider State equally:
 * the header that adds only a word for the name ('Provider Name') is what the word names, so
 * it comes first among the tied columns.
 */
function namingColumnFirst(
  mention: Mention,
  question: QuestionWords,
  vocabulary: TableVocabulary,
): void {
  if (mention.columns.length < 2) return;
  const said = new Set(mention.positions.flatMap((index) => conceptsOf(question.words[index]!)));
  const names = (column: number) => {
    const rest = vocabulary.headers[column]!.concepts.filter((concept) => !said.has(concept));
    return rest.length > 0 && rest.every((concept) => NAME_HEADERS.has(concept));
  };
  mention.columns.sort((a, b) => Number(names(b)) - Number(names(a)));
}
