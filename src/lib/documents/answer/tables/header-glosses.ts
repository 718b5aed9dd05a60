import type { TableColumn, VisibleTable } from '../../types';
import { fold } from './lexicon';
import { spaced } from './table-vocabulary';

/** Words of a gloss at most: 'channel type (Tipo di canale)', 'room code (Codice camera)'. */
const GLOSS_WORDS = 3;
/** A run of words, then a parenthesis holding something: its words and what it holds. */
const GLOSSED = /((?:[\p{L}\p{N}'’-]+\s+)*[\p{L}\p{N}'’-]+)\s*\(([^()]+)\)/gu;

const spacing = (text: string) => fold(text).replace(/\s+/g, ' ').trim();

/** A column's header and, for a text column, each value its cells hold, as the gloss compares them. */
function namesOf(column: TableColumn): string[] {
  const values = column.kind === 'text' ? column.dictionary : [];
  return [column.name, spaced(column.name), ...values].map(spacing);
}

/**
/**
 * Whether a parenthesis holds a header ('Canale') or a cell value ('tiki_delivery'), written as
 * one or word by word ('make flag' of MakeFlag), a header and one value, the condition the
 * words before it stand for ('manufactured in-house (make flag 1)', 'out of stock (quantity 0)'),
 * or two headers, one to the other.
 */
function holdsName(inside: string, names: ReadonlySet<string>): boolean {
  if (names.has(inside)) return true;
  // 'from 2020 to 2021 (PY CUM to CY CUM)': two headers, one to the other.
  const ends = inside.split(' to ');
  if (ends.length === 2 && ends.every((end) => names.has(end))) return true;
  const valueAt = inside.lastIndexOf(' ');
  return valueAt > 0 && names.has(inside.slice(0, valueAt));
}

/**
 * The question with each gloss the tables cannot read dropped before the header or value it
 * explains: 'How many different channels (Canale) are there?' is 'How many different Canale are
 * there?' of a sheet with Italian headers, 'reviews of products delivered by Tiki
 * (tiki_delivery)' is 'reviews of products tiki_delivery'. A gloss is the words right before a
 * parenthesis that holds a column's header or one of its cells exactly (or a header and a value,
 * `holdsName`), from the first of its last few words no table could read (`unread`,
 * as written) on, so 'room types (Codice camera)' goes whole; a gloss the reader knows ('made
 * (Data)', 'each year (Data)') keeps its own meaning and stays.
 */
export function glossesDropped(
  question: string,
  tables: readonly VisibleTable[],
  unread: ReadonlySet<string>,
): string {
  if (unread.size === 0) return question;
  // Every header and cell of the tables, gathered only for a question with a parenthesis.
  let names: Set<string> | null = null;
  return question.replace(GLOSSED, (found, before: string, inside: string) => {
    names ??= new Set(tables.flatMap(({ table }) => table.columns.flatMap(namesOf)));
    if (!holdsName(spacing(inside), names)) return found;
    const words = before.split(/\s+/);
    const last = Math.max(0, words.length - GLOSS_WORDS);
    // 'in-house' is read word by word: a part of it unread makes it unread.
    const unreadWord = (word: string) => word.split('-').some((part) => unread.has(part));
    const kept = words.findIndex((word, index) => index >= last && unreadWord(word));
    if (kept < 0) return found;
    return [...words.slice(0, kept), inside.trim()].join(' ');
  });
}
