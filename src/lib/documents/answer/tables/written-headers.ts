import type { VisibleTable } from '../../types';
import { isCommonWord } from './compound-headers';
import { COPULAS, WRITTEN_WORD } from './lexicon';
import { spaced } from './table-vocabulary';

/**
 * The question with each header it writes as the file does ('SalePriceMM', 'OrderQty') spaced
 * into the words the reader takes from that header ('Sale Price MM'), so it names the column as
 * 'the sale price of MM' would.
 */
export function headersSpacedIn(question: string, tables: readonly VisibleTable[]): string {
  const headers = new Map<string, string>();
  for (const { table } of tables)
    for (const { name } of table.columns) {
      const words = spaced(name);
      if (words !== name && name.match(WRITTEN_WORD)?.[0] === name)
        headers.set(name.toLowerCase(), words);
    }
  return headers.size === 0
    ? question
    : question.replace(WRITTEN_WORD, (word) => headers.get(word.toLowerCase()) ?? word);
}

/** How long an abbreviation a header may hold ('CLV', 'cogs', 'AOV'). */
const ABBREVIATION = /^[a-z]{3,5}$/;

/** Words joining the words of a name, whose letter an abbreviation may keep ('cost of goods sold'). */
const JOINING = new Set(['of', 'and']);

/** The question's own words, which no name spelled out holds ('how many trips are'). */
const ASKING = new Set([
  'how',
  'many',
  'much',
  'what',
  'which',
  'who',
  'the',
  'for',
  'did',
  'does',
]);

/**
 * Whether a word may be one an abbreviation is made of: a word of the name, not one of the
 * question's own ('how many trips are' spells no `mta`).
 */
function spellsOut(word: string, at: number, length: number): boolean {
  const lower = word.toLowerCase();
  if (at > 0 && at < length - 1 && JOINING.has(lower)) return true;
  return lower.length > 2 && !ASKING.has(lower) && !COPULAS.has(lower);
}

/**
 * The question with a run of words whose first letters spell a header's abbreviation written
 * as that abbreviation: 'customer lifetime value' of `CLV`, 'cost of goods sold' of `cogs_usd`,
 * so the column is named as the file names it. A header word counts as an abbreviation when it
 * is no common English word ('Year', 'City' and 'Sales' are not spelled out).
 */
export function abbreviationsSpelledIn(question: string, tables: readonly VisibleTable[]): string {
  const abbreviations = new Set(
    tables.flatMap(({ table }) =>
      table.columns.flatMap(({ name }) =>
        (spaced(name).toLowerCase().match(WRITTEN_WORD) ?? []).filter(
          (word) => ABBREVIATION.test(word) && !isCommonWord(word),
        ),
      ),
    ),
  );
  if (abbreviations.size === 0) return question;
  const words = [...question.matchAll(WRITTEN_WORD)];
  const runs: { from: number; to: number; abbreviation: string }[] = [];
  for (let start = 0; start < words.length; start += 1) {
    const spelled = [...abbreviations].find((abbreviation) => {
      const run = words.slice(start, start + abbreviation.length);
      const initials = run.map((word) => word[0]![0]!.toLowerCase()).join('');
      return (
        initials === abbreviation && run.every((word, at) => spellsOut(word[0]!, at, run.length))
      );
    });
    if (spelled === undefined) continue;
    const last = words[start + spelled.length - 1]!;
    runs.push({
      from: words[start]!.index,
      to: last.index + last[0]!.length,
      abbreviation: spelled,
    });
    start += spelled.length - 1;
  }
  return runs.reduceRight(
    (text, { from, to, abbreviation }) => text.slice(0, from) + abbreviation + text.slice(to),
    question,
  );
}

/**
 * The question with a word a header shortens to its first letter written as that letter:
 * 'Facebook spend' of `facebook_S` beside `facebook_I`, 'TV spend' of `tv_S`. A letter counts as
 * such a shortening when two or more headers of one table end in a letter, the file's convention;
 * the words before it must be said right before the word it shortens.
 */
export function letterSuffixesSpelledIn(question: string, tables: readonly VisibleTable[]): string {
  const headers: { name: string; words: string[] }[] = [];
  for (const { table } of tables) {
    const split = table.columns.map(({ name }) => ({
      name,
      // As written: spacing would part 'facebook' into 'face book'.
      words: name.toLowerCase().split(/[\s_]+/),
    }));
    const suffixed = split.filter(({ words }) => words.length > 1 && /^[a-z]$/.test(words.at(-1)!));
    if (suffixed.length > 1) headers.push(...suffixed);
  }
  let text = question;
  for (const { name, words } of headers) {
    const before = words
      .slice(0, -1)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\s_]+');
    const shortened = new RegExp(`\\b${before}\\s+(${words.at(-1)}[a-z]{2,})\\b`, 'gi');
    text = text.replace(shortened, (found, word: string) =>
      ASKING.has(word.toLowerCase()) || COPULAS.has(word.toLowerCase()) ? found : name,
    );
  }
  return text;
}
