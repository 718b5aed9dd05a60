import type { TableFilter } from '@domain/table-subject';
import { stem } from '../../text/terms';
import type { Mention } from './column-mentions';
import { markedRows } from './flag-values';
import {
  pastTenseRoots,
  PEOPLE_NOUNS,
  ROW_NOUNS,
  ROW_NOUNS_UNLESS_COLUMN,
  wordsOf,
} from './lexicon';
import type { FilterOptions } from './match-cells';
import type { ReadingState } from './reading-state';

/** Two sets of rows whose figures are divided: those `part` keeps over those `over` keeps. */
export interface RowSides {
  part: TableFilter[];
  over: TableFilter[];
  /** Where the 'to' between them stands in the question. */
  link: number;
}

/** A filter keeping rows of some values of one column, written or coded ('city category 2'). */
type ValuesFilter = Extract<TableFilter, { kind: 'text' | 'number' }>;

/** 'inactive', 'unpaid', 'nonmember': the word after one of these says its other side. */
const NEGATING_PREFIXES = ['in', 'un', 'non'];

/**
 * The 'to' between the two sides of 'the ratio of A to B' and 'the A to B ratio'; -1 when the
 * ratio is not said so. ('The ratio between male and female customers' names every gender,
 * read as by gender.)
 */
function linkOf(words: readonly string[], ratio: number): number {
  if (words[ratio + 1] !== 'of') return words.lastIndexOf('to', ratio);
  // 'The ratio of money given to Republicans to money given to Democrats': a side with a 'to'
  // of its own; the link is the 'to' before the first side's opening word said again.
  const opening = ratio + (words[ratio + 2] === 'the' ? 3 : 2);
  const repeated = words.findIndex(
    (word, at) => at > opening && word === 'to' && words[at + 1] === words[opening],
  );
  return repeated >= 0 ? repeated : words.indexOf('to', ratio + 2);
}

const isPair = (filter: TableFilter | undefined): filter is ValuesFilter =>
  (filter?.kind === 'text' || filter?.kind === 'number') && filter.values.length === 2;

/** The same filter keeping only one of its values (of the same kind as the rest). */
const onlyValue = (filter: ValuesFilter, at: 0 | 1) =>
  ({ ...filter, values: filter.values.slice(at, at + 1) }) as TableFilter;

/**
 * 'Delivered to canceled orders', 'city category 2 to city category 1': two values of one
 * column named, the first above the line.
 */
function valueSides(state: ReadingState, filters: readonly FilterOptions[], link: number) {
  const { question } = state;
  const named = filters.find(([only, ...others]) => others.length === 0 && isPair(only))?.[0];
  if (!isPair(named)) return null;
  // Matched longest first, the values keep no question order of their own: where each is said,
  // as itself or in the past ('refunded' of REFUND).
  const said = (value: string | number) => {
    const named = stem(wordsOf(String(value))[0] ?? '');
    return question.words.findIndex(
      (word, at) => question.stems[at] === named || pastTenseRoots(word).map(stem).includes(named),
    );
  };
  const [first, second] = named.values.map(said) as [number, number];
  // 'The ratio of profit to sales for Male or Female customers': both after 'to', no sides.
  if (first < 0 || second < 0 || first < link === second < link) return null;
  const [above, below]: [0 | 1, 0 | 1] = first < link ? [0, 1] : [1, 0];
  rowsNamedAfter(state, [first, second]);
  return { part: [onlyValue(named, above)], over: [onlyValue(named, below)], link };
}

/**
 * 'The ratio of Nabisco purchases to Sunshine purchases', 'of delivered to canceled orders': a
 * noun for rows right after a side's value says what each side counts, its rows; it is read.
 */
function rowsNamedAfter({ question, used }: ReadingState, sides: readonly number[]): void {
  for (const at of sides) {
    const noun = question.stems[at + 1] ?? '';
    const rows = [ROW_NOUNS, ROW_NOUNS_UNLESS_COLUMN, PEOPLE_NOUNS].some((set) => set.has(noun));
    if (rows && !used[at + 1]) used[at + 1] = true;
  }
}

/** 'Active to inactive coupons' of an is_active column of 0/1: its two sides, yes over no. */
function flagSides(state: ReadingState, mentions: readonly Mention[], link: number) {
  const { words } = state.question;
  const [said, other] = [words[link - 1] ?? '', words[link + 1] ?? ''];
  if (!NEGATING_PREFIXES.some((prefix) => other === `${prefix}${said}`)) return null;
  const column = mentions.find(
    ({ columns, positions }) => columns.length === 1 && positions.includes(link - 1),
  )?.columns[0];
  const cells = column === undefined ? undefined : state.table.columns[column];
  const yes = cells && markedRows(column!, cells);
  const no = cells && markedRows(column!, cells, false);
  if (!yes || !no) return null;
  state.used[link + 1] = true;
  return { part: [yes], over: [no], link };
}

/**
 * 'The ratio of in-person sales to online sales' of two yes/no columns (`In Person`, `Online`):
 * the rows marked yes in the column named before the 'to' over those marked yes in the one named
 * after it. The headers' words are read.
 */
function flagColumnSides(state: ReadingState, mentions: readonly Mention[], link: number) {
  const yesOf = (mention: Mention, before: boolean) => {
    const [column] = mention.columns;
    const { positions } = mention;
    const side = positions.length > 0 && positions.every((at) => at < link === before);
    const cells = column === undefined ? undefined : state.table.columns[column];
    if (mention.columns.length !== 1 || !side || !cells) return null;
    const yes = markedRows(column!, cells);
    return yes && markedRows(column!, cells, false) ? { yes, positions } : null;
  };
  const sides = (before: boolean) =>
    mentions.flatMap((mention) => {
      const found = yesOf(mention, before);
      return found ? [found] : [];
    });
  const [above, below] = [sides(true), sides(false)];
  if (above.length !== 1 || below.length !== 1) return null;
  const [part, over] = [above[0]!, below[0]!];
  if (part.yes.column === over.yes.column) return null;
  for (const at of [...part.positions, ...over.positions]) state.used[at] = true;
  return { part: [part.yes], over: [over.yes], link };
}

/**
 * 'The ratio of delivered to canceled orders', 'the male to female ratio', 'the ratio of active
 * to inactive coupons': how many rows hold one value of a column over how many hold another
 * (or a figure of theirs: 'total credits to total debits'). Marks the words asking for it used.
 */
export function valueRatioAsked(
  state: ReadingState,
  filters: readonly FilterOptions[],
  mentions: readonly Mention[],
): RowSides | null {
  const { words, stems } = state.question;
  const ratio = stems.findIndex((word, index) => word === 'ratio' && !state.used[index]);
  const asked =
    ratio < 0
      ? (timesAsked(state) ?? perValueAsked(state))
      : { said: [ratio], link: linkOf(words, ratio) };
  if (!asked || asked.link < 0) return null;
  const { said, link } = asked;
  const sides =
    valueSides(state, filters, link) ??
    flagSides(state, mentions, link) ??
    flagColumnSides(state, mentions, link);
  if (sides) for (const at of [...said, link]) state.used[at] = true;
  return sides;
}

/**
 * 'How many CH purchases were there per MM purchase?', 'for every checkout': a count over a
 * count when a value of one column stands either side of the 'per' (else it groups).
 */
function perValueAsked({ question, used }: ReadingState) {
  const { words } = question;
  if (words[0] !== 'how' || words[1] !== 'many') return null;
  const link = words.findIndex(
    (word, at) => !used[at] && (word === 'per' || (word === 'every' && words[at - 1] === 'for')),
  );
  if (link < 0) return null;
  return { said: words[link] === 'every' ? [link - 1] : [], link };
}

/** What 'how many times' compares: 'bigger', 'more', 'higher'… than the other side. */
const TIMES_COMPARATIVES = new Set(['bigger', 'larger', 'greater', 'more', 'higher']);

/**
 * 'How many times bigger is credit card revenue than debit card revenue?': a ratio whose sides
 * stand either side of 'than'; the words asking it and where that 'than' stands.
 */
function timesAsked({ question, used }: ReadingState) {
  const { words } = question;
  const times = words.findIndex(
    (word, at) => word === 'times' && words[at - 1] === 'many' && !used[at],
  );
  if (times < 0 || !TIMES_COMPARATIVES.has(words[times + 1] ?? '')) return null;
  return { said: [times, times + 1], link: words.indexOf('than', times + 2) };
}
