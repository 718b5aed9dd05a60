import { processTerm, stem } from '../../text/terms';
import type { DataTable, TableColumn } from '../../types';
import { itemsCoded, wholeMention, type Mention } from './column-mentions';
import {
  DISTINCT_WORDS,
  GENERIC_NAME_WORDS,
  GROUP_LEADS,
  IDENTIFIER_WORDS,
  ITEM_NOUNS,
  NAME_HEADERS,
  TABLE_NOUNS,
  ROW_NOUNS,
  ROW_NOUNS_UNLESS_COLUMN,
  PEOPLE_NOUNS,
  SHOP_NAME_WORDS,
  REVENUE,
  SOLD,
  STAFF_TABLE_NOUNS,
  conceptOf,
  isCountLead,
  isOrderWord,
  looksPlural,
  numberOf,
  phraseOf,
  QUESTION_WORDS,
} from './lexicon';
import { consume, findPhrase } from './match-cells';
import { calendarDay } from './periods';
import { headConcept, spaced, type TableVocabulary } from './table-vocabulary';
import type { ReadingState } from './reading-state';

/** A table is a panel when it holds most of its entities on each of its dates. */
const PANEL_SHARE = 0.75;

const DETERMINERS = new Set(['the', 'this', 'that', 'your', 'my', 'our', 'these']);

/** A file's name as a phrase of stems, its extension left out. */
function writtenName(documentName: string): string[] {
  return phraseOf(documentName.replace(/\.[a-z0-9]+$/i, ''))
    .split(' ')
    .filter(Boolean);
}

/** A file's name in lower case, word by word ('SalesOrderItems' too), its extension left out. */
function lowerNameWords(documentName: string): string[] {
  return spaced(documentName.replace(/\.[a-z0-9]+$/i, ''))
    .toLowerCase()
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
}

/** The stems of the words a file's name writes in the plural ('wine' of Aussie_Wines_Plotting.csv). */
function pluralNameWords(documentName: string): string[] {
  return lowerNameWords(documentName)
    .filter(looksPlural)
    .map(stem)
    .filter((word) => !GENERIC_NAME_WORDS.has(word));
}

/**
 * What a shop a file is named for sells: 'pizza' of pizzaplace.csv or pizza_place.csv, 'coffee'
 * of coffee_shop_orders.csv (a shop's word after it, run together or not).
 */
function soldThings(documentName: string): string[] {
  const words = lowerNameWords(documentName);
  return words
    .flatMap((word, at) => {
      if (SHOP_NAME_WORDS.includes(word)) return at > 0 ? [words[at - 1]!] : [];
      const shop = SHOP_NAME_WORDS.find((end) => word.endsWith(end));
      return shop && word.length - shop.length >= MIN_SOLD_LENGTH
        ? [word.slice(0, -shop.length)]
        : [];
    })
    .map(stem)
    .filter((word) => !GENERIC_NAME_WORDS.has(word));
}

/** The shortest word read before a shop's word run into it ('pizza' of pizzaplace). */
const MIN_SOLD_LENGTH = 4;

/**
 * The file's name with a plural in -ies read as one in -ie ('movie' of movies.csv, which the
 * plural stems as 'movy' like 'policies' as 'policy'); null when it has none.
 */
function singularInIe(documentName: string): string[] | null {
  const words = lowerNameWords(documentName);
  if (!words.some((word) => word.endsWith('ies'))) return null;
  return phraseOf(words.map((word) => (word.endsWith('ies') ? word.slice(0, -1) : word)).join(' '))
    .split(' ')
    .filter((word) => word !== '' && !GENERIC_NAME_WORDS.has(word));
}

/** The words of a file's name that say what it holds ('sample', 'data', 'export' say nothing). */
export function nameWords(documentName: string): string[] {
  return writtenName(documentName).filter((word) => !GENERIC_NAME_WORDS.has(word));
}

/**
 * 'support tickets' of customer_support_tickets.csv: the file's name without its first words,
 * two words at least, still ends in the noun for what it holds.
 */
function headNounTails(fileName: string[]): string[][] {
  return Array.from({ length: Math.max(0, fileName.length - 2) }, (_, at) =>
    fileName.slice(at + 1),
  );
}

/**
 * Words that name the table rather than a value in it: its sheet ('weekends'), its file
 * ('superstore.csv', 'the store sales 2024 file'), or the words before 'table' or 'file' ('the
 * coffee chain table'). Returns how many name this table (they tell it from others).
 */
/** Words before a figure that add it up ('the total trolley sales', 'the value of…'). */
const FIGURE_LEADS = new Set(['total', 'value', 'sum']);

/**
 * Whether the file's last word at `index` is the money a total asks for ('the total trolley
 * sales', 'the total value of trolley sales'), not only the file's name.
 */
function moneyAsked({ question }: ReadingState, index: number, word: string): boolean {
  if (conceptOf(word) !== REVENUE) return false;
  return question.words.slice(0, index).some((before) => FIGURE_LEADS.has(before));
}

export function tableNames(state: ReadingState, documentName: string): number {
  const { question, vocabulary, naming, used } = state;
  const { stems } = question;
  let score = 0;
  // A sheet's name explains its words without using them: 'Targets' still reads 'Q3 target'.
  const sheetAt = findPhrase(stems, vocabulary.sheet, used);
  if (sheetAt >= 0) {
    consume(naming, sheetAt, vocabulary.sheet.length);
    score += vocabulary.sheet.length;
  }
  const name = (from: number, length: number, telling: boolean) => {
    consume(naming, from, length);
    // 'card transactions' of transactions.csv: a noun for the rows names the file and is still
    // read as the rows counted, as a sheet's name is; 'the total trolley sales' of
    // trolley_sales.csv: a word for the money the rows took is still that figure.
    const last = stems[from + length - 1] ?? '';
    if (!stems.slice(from, from + length).every((word) => ROW_NOUNS.has(word)))
      consume(used, from, moneyAsked(state, from + length - 1, last) ? length - 1 : length);
    if (telling) score += length;
  };
  // The file's name, whole (as written, or without words such as 'Sample'), or a word of it
  // followed by 'file' or 'table'. Words the table holds or heads a column with ('sales' of
  // sales.csv) name the file only when 'file' or 'table' follows.
  const written = writtenName(documentName);
  const fileName = nameWords(documentName);
  // A word a few names end in ('Books' of "Children's Books") is still the file's name.
  const held = (stem: string) =>
    vocabulary.values.get(stem)?.some((entry) => !entry.part) ||
    vocabulary.headers.some((header) =>
      [...header.concepts, ...header.aliases].includes(conceptOf(stem)),
    );
  const followed = (end: number) => TABLE_NOUNS.has(stems[end] ?? '');
  // 'the yellow tripdata sample' for yellow_tripdata_sample_2019-01.csv: without the date after.
  const undated = (phrase: string[]) => {
    let end = phrase.length;
    while (end > 1 && /^\d+$/.test(phrase[end - 1]!)) end -= 1;
    return end < phrase.length ? [phrase.slice(0, end)] : [];
  };
  // 'chip transactions' of a `use_chip` cell Chip Transaction in transactions.csv, 'tiki delivery'
  // of a `tiki_delivery` cell: the word is part of a value the table holds.
  const inValue = (index: number) =>
    Array.from({ length: vocabulary.longestValue - 1 }, (_, extra) => extra + 2).some((length) =>
      Array.from({ length }, (_, back) => index - back).some(
        (start) =>
          start >= 0 && vocabulary.values.has(stems.slice(start, start + length).join(' ')),
      ),
    );
  const ie = singularInIe(documentName);
  for (const phrase of [
    written,
    fileName,
    ...undated(written),
    ...undated(fileName),
    ...(ie ? [ie] : []),
    ...headNounTails(fileName),
  ]) {
    const whole = findPhrase(stems, phrase, used);
    if (whole < 0 || phrase.some((_, offset) => inValue(whole + offset))) continue;
    if (!phrase.every(held) || followed(whole + phrase.length)) name(whole, phrase.length, true);
  }
  stems.forEach((stem, index) => {
    if (!used[index] && fileName.includes(stem) && followed(index + 1)) name(index, 1, true);
  });
  // 'aircraft' of planes.csv: a synonym of a file's one-word plural name, the noun for its rows,
  // names it as the name would ('out of stock' still is a figure of inventory.csv).
  const [onlyName] =
    fileName.length === 1 && pluralNameWords(documentName).includes(fileName[0]!) ? fileName : [];
  stems.forEach((stem, index) => {
    if (!onlyName || used[index] || stem === onlyName || held(stem)) return;
    if (conceptOf(stem) === conceptOf(onlyName)) name(index, 1, true);
  });
  // 'inventory records' of ProductInventory.csv, 'fuel purchases' of fuel_transactions.csv: a
  // word of the name (camelCase words apart) that the table does not hold, before a noun for its
  // rows, names the file as 'file' after it would.
  const nameParts = lowerNameWords(documentName).map(stem);
  const rowNoun = (word: string) =>
    ROW_NOUNS.has(word) || (ROW_NOUNS_UNLESS_COLUMN.has(word) && !held(word));
  stems.forEach((word, index) => {
    if (used[index] || !nameParts.includes(word) || GENERIC_NAME_WORDS.has(word) || held(word))
      return;
    if (inValue(index)) return;
    if (rowNoun(stems[index + 1] ?? '')) name(index, 1, true);
  });
  // 'bird strikes' for birdstrikes.csv: two words the file's name writes as one.
  const { words } = question;
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (next && !used[index] && !used[index + 1] && fileName.includes(stem(word + next)))
      name(index, 2, true);
  });
  // 'the coffee chain table', 'in the file', 'the stock report' (unless a header says report, or
  // the noun is part of a value the table holds: 'the most table eggs').
  const headed = (stem: string) =>
    vocabulary.headers.some((header) => header.concepts.includes(conceptOf(stem)));
  const staffed = vocabulary.headers.some((header) => header.concepts.includes(STAFF));
  stems.forEach((stem, index) => {
    if (!TABLE_NOUNS.has(stem) || naming[index] || headed(stem) || inValue(index)) return;
    if (STAFF_TABLE_NOUNS.has(stem) && !staffed) return;
    const start = [1, 2, 3, 4].find((back) => DETERMINERS.has(question.words[index - back] ?? ''));
    if (start === undefined) return;
    const between = Array.from({ length: start - 1 }, (_, offset) => index - start + 1 + offset);
    if (between.some((at) => used[at] && !naming[at])) return;
    // 'the last month of data': the determiner leads the phrase before 'of', not the table's name.
    if (between.some((at) => NAME_BREAKS.has(question.words[at]!))) return;
    name(index - start + 1, start, false);
  });
  return score;
}

/** The concept of staff and employees' headers. */
const STAFF = conceptOf('staff');

/** Words a table's name does not hold, so a determiner before them is not the name's. */
const NAME_BREAKS = new Set(['of', 'in', 'for', 'from']);

/** Words before a number of entities ranked ('the top 3 pizzas'). */
const RANK_LEADS = new Set(['top', 'bottom']);
/** The word before a noun for one row: 'which game' ('per night' is a period). */
const ONE_ROW_LEADS = new Set(['which']);
/** A column names its rows' things when at least this share of its cells differ. */
const NAMED_SHARE = 0.5;

/** Whether a text column headed only 'Name' or 'Title' names (nearly) every row apart. */
function namesEachRow(table: DataTable, state: ReadingState): boolean {
  return state.vocabulary.headers.some(({ concepts }, column) => {
    const cells = table.columns[column]!;
    return (
      concepts.length > 0 &&
      concepts.every((concept) => NAME_HEADERS.has(concept)) &&
      cells.kind === 'text' &&
      cells.dictionary.length >= NAMED_SHARE * table.rowNumbers.length
    );
  });
}

/**
 * The word before those ranking by a figure a noun follows ('the' of 'the most titles', '2' of
 * 'the 2 best-selling games'), or null when none does.
 */
function beforeRanking({ words, stems }: ReadingState['question'], index: number): string | null {
  let at = index - 1;
  while (at >= 0 && (isOrderWord(words[at]!) || conceptOf(stems[at]!) === SOLD)) at -= 1;
  return at < index - 1 ? (words[at] ?? '') : null;
}

/**
 * Where a noun says what the rows are: counted ('how many games'), one of them ('which game'),
 * ranked ('the most titles', 'the top 5 games') or right after a value the cells hold
 * (`valued`: 'Nintendo games'); not 'rated 5 stars'.
 */
function leadsRows(state: ReadingState, index: number, valued: ReadonlySet<number>): boolean {
  const { words } = state.question;
  const before = words[index - 1] ?? '';
  const ranked = numberOf(before) !== null && RANK_LEADS.has(words[index - 2] ?? '');
  return (
    isCountLead(words, index - 1) ||
    ONE_ROW_LEADS.has(before) ||
    ranked ||
    beforeRanking(state.question, index) !== null ||
    valued.has(index - 1)
  );
}

/**
 * 'Which products' of a table coding them by SKU (products_reviews.csv): the SKU names them, not
 * the title each row (a review) has.
 */
function codedItem(stem: string, { vocabulary }: ReadingState): boolean {
  return ITEM_NOUNS.has(stem) && itemsCoded(vocabulary);
}

/**
 * 'How many games', 'which platform has the most titles', 'Nintendo games' of a list whose
 * `Name` column names each row's thing: a plural noun, or one after 'which', that nothing else
 * reads, where it says what the rows are (`leadsRows`), is what each row is,
 * as a file's own plural is (`fileRowNouns`).
 */
function namedThingNouns(
  state: ReadingState,
  table: DataTable,
  valued: ReadonlySet<number>,
): number {
  const { question, vocabulary, naming, used } = state;
  if (!namesEachRow(table, state)) return 0;
  const known = (stem: string) =>
    vocabulary.values.has(stem) ||
    vocabulary.headers.some((header) => header.concepts.includes(conceptOf(stem))) ||
    conceptOf(stem) !== stem ||
    [ROW_NOUNS, ROW_NOUNS_UNLESS_COLUMN, PEOPLE_NOUNS].some((nouns) => nouns.has(stem)) ||
    codedItem(stem, state);
  let score = 0;
  question.stems.forEach((stem, index) => {
    const word = question.words[index]!;
    if (used[index] || processTerm(word) === null || QUESTION_WORDS.has(word)) return;
    if (!looksPlural(word) && !ONE_ROW_LEADS.has(question.words[index - 1] ?? '')) return;
    if (/\d/.test(word) || known(stem) || !leadsRows(state, index, valued)) return;
    naming[index] = true;
    used[index] = true;
    score += 1;
  });
  return score;
}

/**
 * Whether a header is about the thing a word names, so that the word names the header rather
 * than the rows. Not a flag headed 'has …' (`HasOpportunityLineItem`: whether a row has a line
 * item), nor a column of text whose header the word only qualifies (`Opportunity_Source__c`: the
 * source of each opportunity; 'Opportunity Name' and 'Opportunity ID' still name it).
 */
function headerOfThing(
  { concepts, phrase }: TableVocabulary['headers'][number],
  cells: TableColumn,
  concept: string,
): boolean {
  if (!concepts.includes(concept)) return false;
  const head = headConcept(concepts);
  if (head === concept) return true;
  if (phrase[0] === 'has' || phrase[0] === 'have') return false;
  const rest = concepts.filter((other) => other !== concept);
  return (
    cells.kind !== 'text' ||
    concepts[0] !== concept ||
    rest.every((other) => NAME_HEADERS.has(other) || IDENTIFIER_WORDS.has(other))
  );
}

/**
 * 'How many wines', 'which wine' of Aussie_Wines_Plotting.csv: a word the file's name writes in
 * the plural (or what a shop it is named for sells, 'pizzas' of pizzaplace.csv), left unread by the table's values and headers and meaning nothing else to a
 * question ('sales', 'orders', 'donations' do), is what each row is, as 'movies' of movies.csv.
 * Read after the cells, so 'dead animals' stays a value of 311_Animals_short.csv.
 */
function fileRowNouns(state: ReadingState, documentName: string): number {
  const { question, vocabulary, naming, used } = state;
  const plurals = [...pluralNameWords(documentName), ...soldThings(documentName)].filter(
    (word) =>
      !vocabulary.values.has(word) &&
      !vocabulary.headers.some((header, at) =>
        headerOfThing(header, state.table.columns[at]!, conceptOf(word)),
      ) &&
      conceptOf(word) === word &&
      !ROW_NOUNS.has(word) &&
      !ROW_NOUNS_UNLESS_COLUMN.has(word) &&
      !codedItem(word, state),
  );
  let score = 0;
  question.stems.forEach((stem, index) => {
    if (used[index] || !plurals.includes(stem)) return;
    naming[index] = true;
    used[index] = true;
    score += 1;
  });
  return score;
}

/**
 * The first column when the table is a panel of it over time: text that repeats once per date
 * (5 symbols × 123 months of prices, 560 rows), not a list whose rows merely share a value.
 */
function listedByFirstColumn(table: DataTable): number | null {
  if (!panels.has(table)) panels.set(table, panelColumn(table));
  return panels.get(table)!;
}

const panels = new WeakMap<DataTable, number | null>();

/** The one text column whose header only names what each row is ('title', 'name'), or null. */
function rowNameColumn({ table, vocabulary }: ReadingState): number | null {
  const named = vocabulary.headers.flatMap(({ concepts }, column) =>
    table.columns[column]!.kind === 'text' && concepts.every((concept) => NAME_HEADERS.has(concept))
      ? [column]
      : [],
  );
  return named.length === 1 ? named[0]! : null;
}

/**
 * Counted by the pairs of entity and date the rows hold, not by the rows: ten games of 90 foul
 * balls each (one game a day) are 900 rows but ten pairs, a list of events and not a panel.
 */
function panelColumn(table: DataTable): number | null {
  const [first] = table.columns;
  const dates = table.columns.find((column) => column.kind === 'date');
  if (first?.kind !== 'text' || dates?.kind !== 'date') return null;
  const entities = first.dictionary.length;
  const days = new Set(Array.from(dates.values, calendarDay)).size;
  const pairs = new Set(
    Array.from(first.codes, (code, row) => `${code} ${calendarDay(dates.values[row]!)}`),
  );
  return entities >= 2 && days >= 2 && pairs.size >= PANEL_SHARE * entities * days ? 0 : null;
}

/**
 * 'each stock', 'which stock', 'how many stocks' of stocks.csv, whose rows are prices of a
 * few stocks: the file's name is what its first column lists when that column repeats, so the
 * words name that column (grouped, or its distinct values counted) instead of the rows.
 */
export function fileEntityMentions(state: ReadingState): Mention[] {
  const { words } = state.question;
  const { naming } = state;
  // 'which movie', 'which 2 movies', 'the top 3 pizzas', 'how many different pizzas'.
  // 'the 2 best-selling games': a number, then words ranking by a figure.
  const grouped = (index: number) =>
    numberOf(beforeRanking(state.question, index) ?? '') !== null ||
    GROUP_LEADS.has(words[index - 1] ?? '') ||
    (numberOf(words[index - 1] ?? '') !== null &&
      (GROUP_LEADS.has(words[index - 2] ?? '') || RANK_LEADS.has(words[index - 2] ?? ''))) ||
    (DISTINCT_WORDS.has(words[index - 1] ?? '') && isCountLead(words, index - 2));
  const led = (index: number) => grouped(index) || isCountLead(words, index - 1);
  // 'which pizza type' of pizzaplace.csv: the pizzas' type, a column of its own ('games
  // worldwide' names a figure, Global_Sales, not a column of the games').
  const qualifiesHeader = (index: number) => {
    const next = conceptOf(state.question.stems[index + 1] ?? '');
    return (
      !naming[index + 1] &&
      state.vocabulary.headers.some(
        (h, column) => h.concepts.includes(next) && state.table.columns[column]!.kind !== 'number',
      )
    );
  };
  const starts = words.flatMap((_, index) =>
    naming[index] && !naming[index - 1] && led(index) && !qualifiesHeader(index) ? [index] : [],
  );
  const panel = starts.length > 0 ? listedByFirstColumn(state.table) : null;
  // 'which movie' of movies.csv, a list of films: the column naming each ('title'); 'how many
  // movies' still counts the rows.
  const named = panel === null ? starts.filter(grouped) : starts;
  const column = panel ?? (named.length > 0 ? rowNameColumn(state) : null);
  if (column === null) return [];
  return named.map((index) => {
    let end = index;
    while (naming[end + 1] && !TABLE_NOUNS.has(state.question.stems[end + 1] ?? '')) end += 1;
    const positions = Array.from({ length: end - index + 1 }, (_, offset) => index + offset);
    for (const at of positions) naming[at] = false;
    return wholeMention(column, positions);
  });
}

/** The nouns for what each row is that names give: the file's own plural, a `Name` column's things. */
export function namedRowNouns(
  state: ReadingState,
  table: DataTable,
  documentName: string,
  valued: ReadonlySet<number>,
): number {
  return fileRowNouns(state, documentName) + namedThingNouns(state, table, valued);
}
