import { baseForms, inflections } from '../../text/word-forms';
import { isCommonWord } from './compound-headers';
import {
  FAMILY_PREFIX,
  ITEM_NOUNS,
  MONTH_SPELLINGS,
  PEOPLE_NOUNS,
  ROW_NOUNS,
  ROW_NOUNS_UNLESS_COLUMN,
  TABLE_NOUNS,
  phraseOf,
  sharedPrefix,
  PAST_FORM,
} from './lexicon';

/** A text cell a phrase names, by its column. */
export interface ValueEntry {
  column: number;
  value: string;
  /** The cells a value names when it stands for several ('Electronics' of category paths). */
  values?: readonly string[];
  /** The value is a part of each of `values` ('Seattle' of addresses), not a cell of its own. */
  part?: boolean;
}

/** Another phrase a value is named by ('texas' for TX), with the value it names. */
export type ValueAlias = [phrase: string, entry: ValueEntry];

/** Each weekday's spellings, the full name first ('Thur' of tips.csv, 'Thu', 'Thurs'). */
const WEEKDAYS = [
  ['monday', 'mon'],
  ['tuesday', 'tue', 'tues'],
  ['wednesday', 'wed'],
  ['thursday', 'thu', 'thur', 'thurs'],
  ['friday', 'fri'],
  ['saturday', 'sat'],
  ['sunday', 'sun'],
];

/** Each sex's words, the values first ('Male', 'M'), then the nouns for people ('men'). */
const SEXES = [
  ['male', 'm', 'men', 'man', 'males', 'boys', 'boy'],
  ['female', 'f', 'women', 'woman', 'females', 'girls', 'girl'],
];

/** Each size's words, its name first ('large' of L, 'extra large' of XL). */
const SIZES = [
  ['small', 's'],
  ['medium', 'm', 'med'],
  ['large', 'l'],
  ['extra large', 'xl'],
  ['extra extra large', 'xxl'],
];

/** Each unit's words, its abbreviation first ('pounds' of LB, 'centimetres' of CM). */
const UNITS = [
  ['lb', 'lbs', 'pound', 'pounds'],
  ['kg', 'kilogram', 'kilograms', 'kilo', 'kilos'],
  ['g', 'gram', 'grams'],
  ['oz', 'ounce', 'ounces'],
  ['mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres'],
  ['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres'],
  ['m', 'meter', 'meters', 'metre', 'metres'],
  ['km', 'kilometer', 'kilometers', 'kilometre', 'kilometres'],
  ['in', 'inch', 'inches'],
  ['ft', 'foot', 'feet'],
];

/**
 * Other words for the values of a column made only of weekdays ('Saturday' of a column of Sat,
 * Sun, Thur…, and 'Sat' of one of full names) or of months ('June' of jun), only of sexes ('men' and 'women' of Male and
 * Female, or of M and F), only of sizes ('large pizzas' of S, M, L, XL) or only of units of
 * measure ('weighed in pounds' of LB and G), as value phrases. A column with any other value gets none, so 'Sun'
 * of a weather column stays the sun.
 */
export function valueAliases(column: number, values: readonly string[]): ValueAlias[] {
  for (const groups of [WEEKDAYS, MONTH_SPELLINGS, SEXES, SIZES, UNITS]) {
    const groupOf = (value: string) =>
      groups.find((spellings) => spellings.includes(value.trim().toLowerCase()));
    if (values.length === 0 || !values.every((value) => groupOf(value) !== undefined)) continue;
    return values.flatMap((value) => {
      const own = phraseOf(value);
      return groupOf(value)!
        .filter((word) => word.length > 1 && phraseOf(word) !== own)
        .map((word): ValueAlias => [phraseOf(word), { column, value }]);
    });
  }
  return [];
}

/** A name followed by its abbreviation: 'Houston Fire Department (HFD)', '… Department-HPD'. */
const ABBREVIATED = /^(.*\S)\s*(?:\(([A-Z]{2,6})\)|\s-\s?([A-Z]{2,6})|-([A-Z]{2,6}))$/;

/** Whether an abbreviation is made of the name's initials, from the first ('HFD', 'DON'). */
function initialsOf(name: string, abbreviation: string): boolean {
  const initials = name
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase());
  if (initials.length < 2 || initials[0] !== abbreviation[0]) return false;
  let at = 0;
  for (const letter of abbreviation) {
    while (at < initials.length && initials[at] !== letter) at += 1;
    if (at === initials.length) return false;
    at += 1;
  }
  return true;
}

/**
 * A value written with its abbreviation after it ('Houston Fire Department (HFD)', 'Public
 * Works & Engineering-PWE') is named by a person without it ('the Houston Fire Department'),
 * as a value phrase. Only when the abbreviation is the name's initials: 'West Palm Beach (AP)'
 * or 'VICTORIAN GLASS HANGING T-LIGHT' keep their whole names.
 */
export function abbreviationAliases(column: number, values: readonly string[]): ValueAlias[] {
  return values.flatMap((value): ValueAlias[] => {
    const match = ABBREVIATED.exec(value.trim());
    const abbreviation = match?.[2] ?? match?.[3] ?? match?.[4];
    if (!match || !abbreviation || !initialsOf(match[1]!, abbreviation)) return [];
    return [[phraseOf(match[1]!), { column, value }]];
  });
}

/**
 * A value written with '&' ('Hobby Toy & Game Stores', 'Food&Beverage') is said with 'and'
 * ('hobby toy and game stores'), as a value phrase.
 */
export function ampersandAliases(column: number, values: readonly string[]): ValueAlias[] {
  return values
    .filter((value) => value.includes('&'))
    .map((value) => [phraseOf(value.replaceAll('&', ' and ')), { column, value }]);
}

/** A value naming a series not adjusted for the seasons ('NOT ADJUSTED', 'Ratios not adjusted'). */
const NOT_ADJUSTED = /^(.*?)\bnot\s+(?:seasonally\s+)?adjusted$/i;
/** … and one adjusted for them ('ADJUSTED', 'Seasonally adjusted'). */
const ADJUSTED = /^(.*?)\b(?:seasonally\s+)?adjusted$/i;

/** Two words a slash divides before 'ratio' ('INVENTORIES/SALES, RATIOS'). */
const RATIO_SLASH = /(\p{L}+)\/(\p{L}+)(?=,?\s+ratios?\b)/iu;

/**
 * Official statistics' words for their two series: a value 'NOT ADJUSTED' is also said
 * 'unadjusted' or 'not seasonally adjusted', and 'ADJUSTED' 'seasonally adjusted', as value
 * phrases, with the words before them kept, either side: 'ratios unadjusted', and 'adjusted
 * inventories/sales ratios' of 'INVENTORIES/SALES, RATIOS ADJUSTED'.
 */
export function seasonalAdjustmentAliases(column: number, values: readonly string[]): ValueAlias[] {
  return values.flatMap((value): ValueAlias[] => {
    const not = NOT_ADJUSTED.exec(value.trim());
    const said = not
      ? ['unadjusted', 'not seasonally adjusted', 'non seasonally adjusted']
      : ['seasonally adjusted'];
    const before = not?.[1] ?? ADJUSTED.exec(value.trim())?.[1];
    if (before === undefined) return [];
    const after = before.trim() === '' ? [] : [...said, not ? 'not adjusted' : 'adjusted'];
    // 'inventories/sales ratios' is also said 'the inventory-to-sales ratio'.
    const named = [before, before.replace(RATIO_SLASH, '$1 to $2')];
    return [
      ...said.map((words) => `${before} ${words}`),
      ...after.flatMap((words) => named.map((head) => `${words} ${head}`)),
    ].map((words) => [phraseOf(words), { column, value }]);
  });
}

/** What joins the levels of a category path ('Electronics|Headphones|In-Ear'). */
const PATH_JOINER = '|';

/**
 * A column of category paths, most of its values levels joined with '|'
 * ('Computers&Accessories|Cables|USBCables'): the first level names every value under it
 * ('Electronics products' are the rows whose path begins `Electronics|`), as a value phrase.
 */
export function pathHeadAliases(column: number, values: readonly string[]): ValueAlias[] {
  const paths = values.filter((value) => value.split(PATH_JOINER).length > 1);
  if (paths.length * 2 < values.length) return [];
  const under = new Map<string, string[]>();
  for (const value of values) {
    const head = value.split(PATH_JOINER)[0]!.trim();
    if (head !== '') gather(under, head, value);
  }
  if (under.size < 2) return [];
  return gatheredAliases(column, [...under]);
}

/** Adds a value to those gathered under a name. */
function gather(under: Map<string, string[]>, name: string, value: string): void {
  const listed = under.get(name);
  if (listed) listed.push(value);
  else under.set(name, [value]);
}

/** One alias per name, naming every value gathered under it. */
function gatheredAliases(column: number, under: [string, string[]][]): ValueAlias[] {
  return under.map(([name, all]) => [phraseOf(name), { column, value: name, values: all }]);
}

/** A name's last words, a pack size or note in brackets after them left out. */
const TRAILING_NOTE = /\s*\([^)]*\)\s*$/;

/** A column of a few product names, not of titles or people: how many distinct names it has. */
const NAMES = { fewest: 5, most: 60 };

/** Header words of a column naming what is sold ('Product', 'Item Description', 'pizza_name'). */
const ITEM_HEADERS = new Set(['product', 'item', 'article', 'name', 'description', 'model', 'sku']);

/** Nouns a head may not be: what rows are, people, the table itself, or a header's word. */
const NOT_KINDS = [ROW_NOUNS, ROW_NOUNS_UNLESS_COLUMN, PEOPLE_NOUNS, TABLE_NOUNS, ITEM_NOUNS];

/**
 * A column of a few product names (headed as what is sold: '27in FHD Monitor', '34in Ultrawide Monitor', 'AA Batteries
 * (4-pack)'): the last word or two that several names end in, at most half of them, names every
 * value ending so ('how many monitors were sold'), as a part of each, where no value is named so
 * and the words are no noun the table's rows, people or headers already go by.
 */
export function headNounAliases(
  column: number,
  values: readonly string[],
  { own, all }: { own: readonly string[]; all: ReadonlySet<string> },
): ValueAlias[] {
  if (values.length < NAMES.fewest || values.length > NAMES.most) return [];
  if (!own.some((word) => ITEM_HEADERS.has(word))) return [];
  const ending = new Map<string, string[]>();
  for (const value of values) {
    const words = value.replace(TRAILING_NOTE, '').split(/\s+/);
    for (const length of [1, 2].filter((count) => count < words.length)) {
      const head = words.slice(-length).join(' ');
      if (/^\p{L}[\p{L} -]*$/u.test(head)) gather(ending, head, value);
    }
  }
  const named = new Set(values.map((value) => phraseOf(value)));
  const kindWord = (word: string) => all.has(word) || NOT_KINDS.some((nouns) => nouns.has(word));
  return gatheredAliases(
    column,
    [...ending].filter(([head, all]) => {
      const phrase = phraseOf(head);
      return (
        all.length > 1 &&
        all.length * 2 <= values.length &&
        !named.has(phrase) &&
        !phrase.split(' ').some(kindWord)
      );
    }),
  ).map(([phrase, entry]) => [phrase, { ...entry, part: true }]);
}

/** What joins the parts of an address ('158 Main St, Seattle, WA 58852'). */
const ADDRESS_JOINER = ', ';

/** A part of an address in words alone: a city or a country, not a street or a zip code. */
const NAME_PART = /^\p{L}[\p{L} .'-]*$/u;

/** The most words a part of an address has ('1600 Pennsylvania Avenue NW'). */
const MOST_ADDRESS_PART_WORDS = 6;

/**
 * An address: three or more parts joined with ', ', one with a number in it (a street's, a zip
 * code) and none a sentence (a wine's description lists its aromas with commas too).
 */
function isAddress(value: string): boolean {
  const parts = value.split(ADDRESS_JOINER);
  return (
    parts.length >= 3 &&
    parts.some((part) => /\d/.test(part)) &&
    parts.every((part) => part.split(' ').length <= MOST_ADDRESS_PART_WORDS)
  );
}

/**
 * A column of addresses, most of its values three or more parts joined with ', ' ('158 Main St,
 * Seattle, WA 58852'): a part in words alone that several values hold names every value holding
 * it ('orders to Seattle'), as a value phrase.
 */
export function addressPartAliases(column: number, values: readonly string[]): ValueAlias[] {
  const addresses = values.filter(isAddress);
  if (addresses.length * 2 < values.length) return [];
  const holding = new Map<string, string[]>();
  for (const value of addresses) {
    const parts = new Set(value.split(ADDRESS_JOINER).map((part) => part.trim()));
    for (const part of parts) if (NAME_PART.test(part)) gather(holding, part, value);
  }
  return gatheredAliases(
    column,
    [...holding].filter(([, all]) => all.length > 1),
  ).map(([phrase, entry]) => [phrase, { ...entry, part: true }]);
}

/** At most this many values make a column of kinds whose values may share a first word. */
const MOST_KINDS = 30;

/** Words after a state's past form that say how it came about ('Closed with …', 'Settled by …'). */
const HOW_LINKS = new Set(['with', 'without', 'by', 'as', 'in', 'after', 'due', 'for', 'on']);

/**
 * A column of a few states, several opening with the same past form and a word saying how
 * (`Closed with Explanation`, `Closed with Monetary Relief`, `In Progress`): that word names
 * every value it opens ('closed complaints', 'not closed'), as a part of each, where no value is
 * the word alone. Names are not states: 'United States', 'Red Wine', 'Limited Edition'.
 */
export function leadingWordAliases(column: number, values: readonly string[]): ValueAlias[] {
  if (values.length > MOST_KINDS) return [];
  const opening = new Map<string, string[]>();
  for (const value of values) {
    const [first, ...rest] = value.split(/\s+/);
    const linked = HOW_LINKS.has(rest[0]?.toLowerCase() ?? '');
    if (linked && /^\p{L}{3,}$/u.test(first!) && PAST_FORM.test(first!.toLowerCase()))
      gather(opening, first!, value);
  }
  const named = new Set(values.map((value) => phraseOf(value)));
  return gatheredAliases(
    column,
    [...opening].filter(
      ([word, all]) => all.length > 1 && all.length < values.length && !named.has(phraseOf(word)),
    ),
  ).map(([phrase, entry]) => [phrase, { ...entry, part: true }]);
}

/** A kind told apart by a number or letter after it: 'Supermarket Type1', 'Store 2', 'Tier B'. */
const VARIANT =
  /^(\p{L}[\p{L} &'-]*?)\s*(?:type|tier|class|grade|level|group)?\s*(?:\d{1,2}|[A-Z])$/iu;

/**
 * 'Sales at supermarkets' of an `Outlet_Type` holding Supermarket Type1, Type2 and Type3: the
 * words before the number name every variant, as a part of each, where no value is those words.
 */
export function variantAliases(column: number, values: readonly string[]): ValueAlias[] {
  if (values.length > MOST_KINDS) return [];
  const variants = new Map<string, string[]>();
  for (const value of values) {
    const head = VARIANT.exec(value.trim())?.[1]?.trim();
    if (head && head.length >= 3) gather(variants, head, value);
  }
  const named = new Set(values.map((value) => phraseOf(value)));
  return gatheredAliases(
    column,
    [...variants].filter(([head, all]) => all.length > 1 && !named.has(phraseOf(head))),
  ).map(([phrase, entry]) => [phrase, { ...entry, part: true }]);
}

/** A label before a colon, after a code and a dash if any: 'CL1828 - Changed Mind: "…"'. */
const LABELLED = /^(?:[^:]*? - )?(\p{L}[\p{L} '-]*?)\s*:\s\S/u;

/** The most words a label before a colon has ('Product not what I expected'). */
const MOST_LABEL_WORDS = 5;

/**
 * A column of texts each opening with a label and a colon (`Complaint Description`: 'EL9846 -
 * Faulty: "The product is malfunctioning."'), most of its values so: a label several values
 * open with names every value holding it ('complaints about faulty items'), as a part of each.
 */
export function labelPartAliases(column: number, values: readonly string[]): ValueAlias[] {
  const labelled = new Map<string, string[]>();
  for (const value of values) {
    const label = LABELLED.exec(value)?.[1];
    if (label && label.split(' ').length <= MOST_LABEL_WORDS) gather(labelled, label, value);
  }
  const count = [...labelled.values()].reduce((sum, all) => sum + all.length, 0);
  if (count * 2 < values.length || labelled.size * 2 > count) return [];
  return gatheredAliases(
    column,
    [...labelled].filter(([, all]) => all.length > 1),
  ).map(([phrase, entry]) => [phrase, { ...entry, part: true }]);
}

/**
 * A value listing a few things with commas ('Battery, Alternator', 'Oil Filter, Air Filter') is
 * said with 'and' before the last ('the battery and alternator jobs'), as a value phrase.
 */
export function commaListAliases(column: number, values: readonly string[]): ValueAlias[] {
  return values
    .filter((value) => /\p{L}, \p{L}/u.test(value))
    .map((value) => [phraseOf(value.replace(/, (?=[^,]*$)/, ' and ')), { column, value }]);
}

/** A value written head first, as a register sorts it: 'Retriever, Labrador'. */
const HEAD_FIRST = /^(\p{L}[\p{L} '-]*), (\p{L}[\p{L} '-]*)$/u;

/**
 * A value written head first ('Retriever, Labrador', 'Terrier, Jack Russell') is said the other
 * way round ('a Labrador Retriever'), as a value phrase. A total row written so ('Retail and food
 * services sales, total') is also what its head alone names, unless another value is that head.
 */
export function headFirstAliases(column: number, values: readonly string[]): ValueAlias[] {
  const held = new Set(values.map((value) => value.toLowerCase()));
  return values.flatMap((value) => {
    const parts = HEAD_FIRST.exec(value);
    if (!parts) return [];
    const head = parts[1]!;
    const first = parts[2]!;
    const turned: ValueAlias = [phraseOf(`${first} ${head}`), { column, value }];
    const total = first.toLowerCase() === 'total' && !held.has(head.toLowerCase());
    return total ? [turned, [phraseOf(head), { column, value }] as ValueAlias] : [turned];
  });
}

/** Whether a header word and a word are of one family: their first letters, up to five. */
const sameFamily = (header: string, word: string) =>
  sharedPrefix(header, word) >= Math.min(FAMILY_PREFIX, header.length, word.length);

/** Past participles long enough not to be short words ending in -ed ('Used', 'Red', 'Bed'). */
const PARTICIPLE = /^\p{L}{4,}ed$/u;

/**
 * A status written as what was done ('Refunded', 'Exchanged', 'Cancelled') is also named by the
 * noun or verb of the deed ('ended in an exchange', 'how many refunds'), as a value phrase.
 * Not when a header of the table has a word of its family: 'return' of a `return_date`, 'order'
 * of an `order_id`, 'resolve' of `resolution_hours` name their column ('how many orders' of a
 * status Ordered stays every row, 'hours to resolve' the resolution time).
 */
export function participleAliases(
  column: number,
  values: readonly string[],
  headerWords: ReadonlySet<string>,
): ValueAlias[] {
  return values.flatMap((value) => {
    const word = value.trim().toLowerCase();
    if (!PARTICIPLE.test(word)) return [];
    return baseForms(word)
      .map(phraseOf)
      .filter((base) => ![...headerWords].some((header) => sameFamily(header, base)))
      .map((base): ValueAlias => [base, { column, value }]);
  });
}

/** Words after the verb of an event written as an action ('add to cart', 'remove from cart'). */
const ACTION_PREPOSITIONS = new Set(['to', 'from', 'into', 'onto']);

/**
 * An event type written as an action, a verb then where to ('add_to_cart', 'remove_from_cart'),
 * is also named by its past participle ('products added to cart', 'removed from the cart'),
 * as a value phrase.
 */
export function actionAliases(column: number, values: readonly string[]): ValueAlias[] {
  return values.flatMap((value) => {
    const [verb, preposition, ...rest] = value
      .trim()
      .toLowerCase()
      .split(/[\s_-]+/);
    if (!verb || !preposition || rest.length === 0 || !ACTION_PREPOSITIONS.has(preposition))
      return [];
    return inflections(verb)
      .filter((form) => form.endsWith('ed'))
      .flatMap((form) => [
        [form, preposition, ...rest],
        [form, preposition, 'the', ...rest],
      ])
      .map((words): ValueAlias => [phraseOf(words.join(' ')), { column, value }]);
  });
}

/** A category written after its number in a coded list: '4. College Grad', '2. >=Very Good'. */
const NUMBERED = /^\d{1,2}\.\s+(\S.*)$/;

/** The words of a coded list's value after its number ('Yes' of '1. Yes'); undefined otherwise. */
export function listLabel(value: string): string | undefined {
  return NUMBERED.exec(value.trim())?.[1];
}

/**
 * A column whose every value is numbered as in a survey's code book ('1. < HS Grad',
 * '2. Married', '1. Industrial') is named by the words after the number ('married workers',
 * 'the industrial job class'), as a value phrase.
 */
export function numberedAliases(column: number, values: readonly string[]): ValueAlias[] {
  if (values.length === 0 || values.some((value) => listLabel(value) === undefined)) return [];
  return unsignedFirst(values).flatMap((value): ValueAlias[] => {
    const phrase = phraseOf(listLabel(value)!);
    return phrase ? [[phrase, { column, value }]] : [];
  });
}

/**
 * Values bounded by a sign ('1. < HS Grad', '1. <=Good') after the others: named without the
 * sign, they would take the phrase of the value they bound ('HS Grad'), and the first alias of a
 * phrase is the one kept.
 */
function unsignedFirst(values: readonly string[]): string[] {
  const signed = (value: string) => /[<>≤≥]/.test(value);
  return [...values.filter((value) => !signed(value)), ...values.filter(signed)];
}

/** Words values clip, with the words a person says in full ('College Grad': college graduates). */
const CLIPPED_WORDS = new Map([
  ['grad', 'graduate'],
  ['hs', 'high school'],
  ['univ', 'university'],
  ['dept', 'department'],
  ['mgr', 'manager'],
  ['mgmt', 'management'],
  ['admin', 'administration'],
  ['govt', 'government'],
  ['intl', 'international'],
  ['asst', 'assistant'],
  ['assoc', 'associate'],
  ['sr', 'senior'],
  ['jr', 'junior'],
  ['apt', 'apartment'],
  ['equip', 'equipment'],
  ['furn', 'furnishings'],
  // A car's gearbox: 'Auto' beside 'Manual'.
  ['auto', 'automatic'],
]);
/** … and words clipped only when a dot marks them: 'access.' is accessories, 'access' a word. */
const DOTTED_CLIPPED_WORDS = new Map([['access', 'accessories']]);

/** A clipped word in full ('apt': apartment, 'furn,': furnishings,), any other as it is. */
function inFull(word: string): string {
  const [, bare, marks] = /^(.*?)([.,;:]*)$/u.exec(word)!;
  const key = bare!.toLowerCase();
  const dotted = marks!.startsWith('.') ? DOTTED_CLIPPED_WORDS.get(key) : undefined;
  const full = CLIPPED_WORDS.get(key) ?? dotted;
  return full ? `${full}${marks}` : word;
}

/** Two words joined by a slash: alternatives ('home/apt', 'Bus/Coach'). */
const SLASHED = /(\p{L}+)\/(\p{L}+)/u;

/**
 * A value offering alternatives with a slash ('Entire home/apt') is named by either ('entire
 * homes', 'entire apartments') or by both with 'or' ('entire homes or apartments'), clipped
 * words in full, as value phrases. A pair alone is as often a blend ('Grenache/Shiraz', not
 * every Shiraz) and keeps its own name only.
 */
export function slashAliases(column: number, values: readonly string[]): ValueAlias[] {
  return values.flatMap((value) => {
    const slashed = SLASHED.exec(value);
    if (!slashed || slashed[0] === value.trim()) return [];
    const [first, second] = [slashed[1]!, slashed[2]!];
    const said = [first, inFull(second), `${inFull(first)} or ${inFull(second)}`];
    return [...new Set(said)].map((words): ValueAlias => [
      phraseOf(value.replace(slashed[0], words)),
      { column, value },
    ]);
  });
}

/**
 * A value with a clipped word ('4. College Grad', 'Sales Mgr', 'Intl Shipping') is named by
 * it in full ('college graduates', 'the sales manager'), as a value phrase.
 */
export function clippedWordAliases(column: number, values: readonly string[]): ValueAlias[] {
  return unsignedFirst(values).flatMap((value) =>
    respeltAlias(column, value, listLabel(value) ?? value, inFull),
  );
}

/** Values of more words than this are read as text, not named ('a description'). */
const MAX_JOINED_VALUE_WORDS = 6;

/**
 * 'Firefighters' of a POSITION_TITLE 'FIRE FIGHTER': two words of a value that English also
 * writes as one word ('check out', 'book store') name it written together, as a value phrase.
 */
export function joinedWordAliases(column: number, values: readonly string[]): ValueAlias[] {
  return values.flatMap((value) => {
    const words = value.toLowerCase().split(/\s+/);
    // A description's words are no name a person would say.
    if (words.length > MAX_JOINED_VALUE_WORDS) return [];
    return words.slice(1).flatMap((word, at) => {
      const joined = words[at]! + word;
      if (!/^[a-z]{3,}$/.test(words[at]!) || !/^[a-z]{3,}$/.test(word) || !isCommonWord(joined))
        return [];
      const phrase = [...words.slice(0, at), joined, ...words.slice(at + 2)].join(' ');
      return [[phraseOf(phrase), { column, value }] as ValueAlias];
    });
  });
}

/** A value named by its words each respelt, as a value phrase, where any word changes. */
function respeltAlias(
  column: number,
  value: string,
  text: string,
  respell: (word: string) => string,
): ValueAlias[] {
  const words = text.split(/\s+/);
  const respelt = words.map(respell);
  return respelt.some((word, at) => word !== words[at])
    ? [[phraseOf(respelt.join(' ')), { column, value }]]
    : [];
}

/**
 * A final l after an unstressed vowel is doubled in British spelling and single in American
 * ('Cancelled' and 'Canceled', 'travelling' and 'traveling'): a value written one way is named the
 * other way too ('how many were cancelled' of a status `canceled`), as a value phrase. A base of
 * one syllable keeps its own spelling ('filed' is not 'filled').
 */
export function doubledLAliases(column: number, values: readonly string[]): ValueAlias[] {
  return values.flatMap((value) => respeltAlias(column, value, value, otherLSpelling));
}

const DOUBLED_L = /^([a-z]*[aeiou][^aeiou]+[aeiou])ll(ed|ing)$/i;
const SINGLE_L = /^([a-z]*[aeiou][^aeiou]+[aeiou])l(ed|ing)$/i;

function otherLSpelling(word: string): string {
  const doubled = DOUBLED_L.exec(word);
  if (doubled) return `${doubled[1]}l${doubled[2]}`;
  const single = SINGLE_L.exec(word);
  return single ? `${single[1]}ll${single[2]}` : word;
}

/** A column with more values than this holds names, not a few kinds typed by hand. */
const MAX_SHORTHAND_KINDS = 30;

/**
 * Kinds typed by hand are often written short beside their full spelling in one column ('LF'
 * beside 'Low Fat', 'reg' beside 'Regular'): the full value names its shorthands too, so 'low fat
 * items' counts the LF rows. A shorthand is one other value's initials in capitals, or the start
 * of one other single-word value in lower case; each full value is listed first.
 */
export function shorthandSpellings(values: readonly string[]): Map<string, string[]> {
  const spellings = new Map<string, string[]>();
  if (values.length > MAX_SHORTHAND_KINDS) return spellings;
  for (const short of values) {
    const full = values.filter((value) => value !== short && abbreviates(short, value));
    if (full.length !== 1) continue;
    spellings.set(full[0]!, [...(spellings.get(full[0]!) ?? [full[0]!]), short]);
  }
  return spellings;
}

function abbreviates(short: string, value: string): boolean {
  const words = value.split(/\s+/);
  if (/^[A-Z]{2,4}$/.test(short))
    return words.length === short.length && words.every((word, at) => word[0] === short[at]);
  return (
    /^[a-z]{3,}$/.test(short) &&
    words.length === 1 &&
    value.length > short.length &&
    value.toLowerCase().startsWith(short)
  );
}
