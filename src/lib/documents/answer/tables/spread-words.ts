import { stem } from '../../text/terms';
import {
  conceptOf,
  ITEM_NOUNS,
  PEOPLE_NOUNS,
  REVENUE,
  ROW_NOUNS,
  ROW_NOUNS_UNLESS_COLUMN,
} from './lexicon';

/** Nouns asking how a whole is spread over the kinds of a column ('the gender distribution'). */
const SPREAD_NOUNS = new Set(['distribution', 'breakdown', 'split', 'mix']);
/** The past form asking the same ('how are sales distributed across branches'). */
const SPREAD_VERBS = new Set(['distributed', 'split', 'spread', 'divided']);
/** Words saying over which column the whole is spread. */
const CUTS = new Set(['by', 'per', 'across', 'among', 'over', 'between']);
/** Words that open a request and name nothing ('what is the', 'show me our'). */
const LEAD_INS = new Set(
  'what whats is was are were the a an show me give display plot chart see our your my please how'.split(
    ' ',
  ),
);
const ARTICLES = new Set(['the', 'all', 'our', 'a', 'an']);

/** Words after the noun of a whole that say which of it ('customers in Yangon'). */
const QUALIFIERS = new Set(['in', 'at', 'for', 'from', 'during', 'with', 'who', 'that', 'of']);

/** 'customers (in Yangon)', 'orders', 'products': counted; 'sales', 'revenue': added up. */
function counted(words: readonly string[]): boolean {
  const end = words.findIndex((word) => QUALIFIERS.has(word.toLowerCase()));
  const last = stem((end < 0 ? words.at(-1) : words[end - 1])?.toLowerCase() ?? '');
  if (conceptOf(last) === REVENUE) return false;
  return [PEOPLE_NOUNS, ROW_NOUNS, ROW_NOUNS_UNLESS_COLUMN, ITEM_NOUNS].some((nouns) =>
    nouns.has(last),
  );
}

const withoutArticles = (words: readonly string[]) => {
  const first = words.findIndex((word) => !ARTICLES.has(word.toLowerCase()));
  return first < 0 ? [] : words.slice(first);
};

/** The question a spread asks, as the reader reads it: 'number of customers by gender'. */
function spreadOf(whole: readonly string[], over: readonly string[]): string | null {
  const of = withoutArticles(whole);
  const column = withoutArticles(over);
  if (column.length === 0) return null;
  const by = column.join(' ');
  if (of.length === 0) return `count by ${by}`;
  return counted(of) ? `number of ${of.join(' ')} by ${by}` : `${of.join(' ')} by ${by}`;
}

/**
 * The question with 'the distribution of customers by gender', 'the gender distribution of
 * customers', 'customer type breakdown', 'how are sales distributed across branches' read as
 * 'number of customers by gender', 'count by customer type' and 'sales by branches': a whole
 * spread over the kinds of a column is each kind's count, or its total of a figure.
 */
export function spreadRead(question: string): string {
  const written = question
    .replace(/[?.!]+\s*$/, '')
    .split(/\s+/)
    .filter(Boolean);
  const words = written.map((word) => word.toLowerCase());
  const noun = words.findIndex((word) => SPREAD_NOUNS.has(word));
  const verb = words.findIndex(
    (word, at) => SPREAD_VERBS.has(word) && CUTS.has(words[at + 1] ?? '') && at > 0,
  );
  const leadEnd = (until: number) => {
    let at = 0;
    while (at < until && LEAD_INS.has(words[at]!)) at += 1;
    return at;
  };
  let read: string | null = null;
  if (verb >= 0 && words[0] === 'how') {
    read = spreadOf(written.slice(leadEnd(verb), verb), written.slice(verb + 2));
  } else if (noun >= 0) {
    const before = written.slice(leadEnd(noun), noun);
    const after = written.slice(noun + 1);
    const cut = after.findIndex((word) => CUTS.has(word.toLowerCase()));
    if (before.length > 0) {
      // 'the gender distribution (of customers)': the column first, the whole after 'of'.
      read = spreadOf(words[noun + 1] === 'of' ? after.slice(1) : [], before);
    } else if (words[noun + 1] === 'of' && cut > 0) {
      read = spreadOf(after.slice(1, cut), after.slice(cut + 1));
    } else if (words[noun + 1] === 'of' || CUTS.has(words[noun + 1] ?? '')) {
      // 'the distribution of payment methods', 'breakdown by gender'.
      read = spreadOf([], after.slice(1));
    }
  }
  return read ?? question;
}
