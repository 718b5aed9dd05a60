import type { TableFilter } from '@domain/table-subject';
import type { TableColumn } from '../../types';
import type { Mention } from './column-mentions';
import type { ReadingState } from './reading-state';
import { stem } from '../../text/terms';
import { CELL_NOUNS, isPastForm } from './lexicon';

/**
 * Words for a cell left empty: 'no designation', 'without a region', 'no first responded date',
 * 'a blank ship date', 'an empty region'.
 */
const NONE_WORDS = new Set(['no', 'without', 'missing', 'blank', 'empty']);
const ARTICLES = new Set(['a', 'an', 'any']);
/** Verbs after 'no <figure>' saying it was never written down ('no exit velocity recorded'). */
export const RECORDING_VERBS = new Set([
  'recorded',
  'reported',
  'listed',
  'given',
  'entered',
  'known',
  'filled',
]);
/** Words before 'a <column>' saying a row holds one ('reviews that include an email'). */
const HOLDING_WORDS = new Set(['include', 'includes', 'included', 'have', 'has', 'had', 'with']);
/** 'not been shipped', 'never closed': a date column's verb denied, its date not yet written. */
const DENIALS = new Set(['not', 'never']);
/** Words between a date column and the word denying or missing it ('missing a ship date'). */
const AUXILIARIES = new Set(['been', 'be', 'yet', 'ever', ...ARTICLES]);

/** Where each run of a mention's words starts ('orders … customer delivery date': two). */
function runStarts(positions: readonly number[]): number[] {
  return positions.filter((position, index) => positions[index - 1] !== position - 1);
}

/**
 * A text, date or code column with an empty cell ('no promotion' of a `promotion_id` of numbers:
 * a code is never zero). A figure's 'no' may mean zero: conditions.ts.
 */
function hasEmptyCells(cells: TableColumn, coded: boolean): boolean {
  if (cells.kind === 'text') return cells.codes.includes(0);
  return (cells.kind === 'date' || coded) && cells.values.some(Number.isNaN);
}

/**
 * 'How many wines have no designation?': a text, date or code column named after 'no', 'without' or
 * 'missing' (a date column also after 'not' or 'never': 'orders not yet shipped'), that has empty cells, keeps the rows whose cell is empty (as 'no exit velocity'
 * does for a figure, conditions.ts); the mention names nothing else. Returns the filters and
 * the mentions left.
 */
export function blankTextCells(
  state: ReadingState,
  mentions: readonly Mention[],
): { filters: TableFilter[]; mentions: Mention[] } {
  const { question, table, used, vocabulary } = state;
  const filters: TableFilter[] = [];
  const kept = mentions.filter((mention) => {
    const [column] = mention.columns;
    const cells = table.columns[column!]!;
    const skipped = cells.kind === 'date' ? AUXILIARIES : ARTICLES;
    // A header word the mention does not hold (to of `to_date`, a filler) is still the header.
    const own = new Set(vocabulary.headers[column!]!.phrase);
    const passed = (word: string) => skipped.has(word) || own.has(stem(word));
    const before = (start: number) => {
      let at = start - 1;
      while (passed(question.words[at] ?? '') && !used[at]) at -= 1;
      return at;
    };
    // 'orders have no customer delivery date', where 'orders' names the header too: the word
    // before the header's last words.
    const starts = runStarts(mention.positions);
    const at =
      starts.map(before).find((index) => NONE_WORDS.has(question.words[index] ?? '')) ??
      before(starts[0]!);
    const word = question.words[at] ?? '';
    const denied = cells.kind === 'date' && DENIALS.has(word);
    const after = mention.positions.at(-1)! + 1;
    const emptyCells =
      mention.columns.length === 1 && hasEmptyCells(cells, vocabulary.identifiers.has(column!));
    // 'an error recorded', 'reviews that include an email': the rows whose cell was written, of
    // a column often left empty.
    const article = mention.positions[0]! - 1;
    const recorded = RECORDING_VERBS.has(question.words[after] ?? '') && !used[after];
    // 'have a ship date in 2024' still asks about the date: only a text cell the question ends
    // on ('…include an email', '…an email address') is asked to be there.
    const ends = question.words.slice(after).every((word) => CELL_NOUNS.has(stem(word)));
    const held =
      cells.kind === 'text' && ends && HOLDING_WORDS.has(question.words[article - 1] ?? '');
    const filled = emptyCells && ARTICLES.has(question.words[article] ?? '') && (recorded || held);
    if (filled) {
      const last = recorded ? after : after - 1;
      for (let index = article; index <= last; index += 1) used[index] = true;
      filters.push({ column: column!, kind: 'filled' });
      return false;
    }
    const blank = emptyCells && (NONE_WORDS.has(word) || denied) && !used[at];
    // 'How many employees have left?', 'orders shipped': a date column often left empty, named
    // by its verb's past form alone, keeps the rows where it was done. The mention stays, so
    // 'left in 2022' still reads its dates. So does a column of what was done ('tickets
    // resolved' of a Resolution written only for closed tickets).
    const done =
      cells.kind !== 'number' &&
      emptyCells &&
      !blank &&
      mention.positions.length === 1 &&
      isPastForm(question.words[mention.positions[0]!] ?? '');
    if (done) filters.push({ column: column!, kind: 'filled' });
    if (!blank) return true;
    for (let index = at; index < mention.positions.find((position) => position > at)!; index += 1)
      used[index] = true;
    // 'not been shipped yet': the 'yet' after the verb belongs to the denial too; so does the
    // verb of 'no region filled in', 'no designation recorded'.
    const closing = denied
      ? question.words[after] === 'yet'
      : RECORDING_VERBS.has(question.words[after] ?? '');
    if (closing && !used[after]) used[after] = true;
    filters.push({ column: column!, kind: 'blank' });
    return false;
  });
  return { filters, mentions: kept };
}
