import type { TableFilter } from '@domain/table-subject';
import type { QuestionWords } from '../question';
import type { Mention } from './column-mentions';
import type { FilterOptions } from './match-cells';
import { stem } from '../../text/terms';
import { wordsOf } from './lexicon';

/** Verbs that end the noun phrase after 'what percentage of': 'of critical tickets [have] been…'. */
const AUXILIARIES = new Set(
  'was were is are have has had did do does got get gets will would could can'.split(' '),
);
/** Past tenses not ending in -ed that end the phrase: 'of returned orders [came] through email'. */
const IRREGULAR_PAST = new Set(
  'came went bought sold paid spent made took gave brought'.split(' '),
);
/** Words after which a verb is still inside the phrase: 'customers who have fiber optic'. */
const RELATIVES = new Set(['who', 'that', 'which', 'whose']);

interface Span {
  from: number;
  to: number;
}

/** Where the verb after 'what share of …' is: an auxiliary, else a past tense ('churned', 'came'). */
function verbAfter(words: readonly string[], from: number): number {
  let pastTense = -1;
  for (let at = from + 1; at < words.length; at += 1) {
    const word = words[at]!;
    if (RELATIVES.has(words[at - 1]!)) continue;
    if (AUXILIARIES.has(word)) return at;
    if (pastTense < 0 && (/[^e]ed$/.test(word) || IRREGULAR_PAST.has(word))) pastTense = at;
  }
  return pastTense;
}

/**
 * The words of a share question that say what it is a share of: 'what percentage of
 * [month-to-month customers] churned', 'what share of [critical tickets] have been closed',
 * '[of the customers who churned], what share had fiber optic'. Null when nothing says so
 * ('what share of sales came from the West': the whole is every row).
 */
function wholeOfShare({ words }: QuestionWords, shareAt: number): Span | null {
  if (shareAt < 0) return null;
  const lead = words[0];
  if ((lead === 'of' || lead === 'among') && shareAt > 2) return { from: 1, to: shareAt - 1 };
  if (words[shareAt + 1] !== 'of') return null;
  const from = shareAt + 2;
  const verb = verbAfter(words, from);
  return verb > from ? { from, to: verb } : null;
}

/**
 * The columns a share's whole is narrowed by: those whose header or value is named inside
 * its words ('month-to-month' of Contract, 'senior citizens' of SeniorCitizen); none when the
 * question asks no share (`shareAt` -1) or says nothing of its whole.
 */
export function wholeColumns(
  question: QuestionWords,
  shareAt: number,
  mentions: readonly Mention[],
  cells: { filters: readonly FilterOptions[] },
): Set<number> {
  const columns = new Set<number>();
  const span = wholeOfShare(question, shareAt);
  if (span === null) return columns;
  const inside = (at: number) => at >= span.from && at < span.to;
  for (const { positions, columns: named } of mentions) {
    // Its last word: 'customers churned' names Churn by the verb after the whole.
    if (inside(positions.at(-1)!)) for (const column of named) columns.add(column);
  }
  const spanStems = new Set(question.stems.slice(span.from, span.to));
  // 'month-to-month' of Month-to-month; 'store 7' of StoreID 7.
  const valueNamed = (filter: TableFilter) =>
    filter.kind === 'text'
      ? filter.values.some((value) =>
          wordsOf(value).some((word) => word.length > 2 && spanStems.has(stem(word))),
        )
      : filter.kind === 'number' && filter.values.some((value) => spanStems.has(String(value)));
  for (const options of cells.filters) {
    for (const filter of options) if (valueNamed(filter)) columns.add(filter.column);
  }
  return columns;
}
