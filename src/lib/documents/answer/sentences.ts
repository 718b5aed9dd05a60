import { wordSpans } from '../text/terms';
import { isSectionHeading } from '../text/passage-layout';
import type { PassageLocation } from '../types';

/** A sentence of a passage (or a table row, or a list item), by offsets into the passage. */
export interface Sentence {
  text: string;
  start: number;
  end: number;
  /** False for a heading, a bare label or a lead-in line: context, never an answer. */
  answers: boolean;
  /**
   * A line introducing a list ('… when ordering services under $10,000:'): the list says the
   * rest, but a figure in the line itself is said only there.
   */
  introduces: boolean;
}

/**
 * Sentence ends: a stop, then space, then anything but a lower-case letter ('i.e. if' goes on),
 * unless the stop ends a common abbreviation ('Jr. Day', 'e.g. Monday'), a lone capital (an
 * initial or an outline letter: 'U.S. Dollars', 'B. Account Terms') or a list or clause number
 * ('1. Ask', '5.5. Ask'). A statute's clause letter glued to the stop before it ('employment.(c)
 * If') starts a sentence too.
 */
const SENTENCE_ENDS =
  /(?<!\b(?:e\.g|i\.e|Jr|Sr|Mr|Mrs|Ms|Dr|St|No|vs|approx|incl|\p{Lu})\.)(?<!^\s*\d{1,3}(?:\.\d{1,3})*\.)(?<=[.!?])\s+(?=[^\p{Ll}])|(?<=\p{Ll}{2}\.)(?=\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s)/gu;
const SECTION_NUMBER = /^\d{1,3}(?:\.\d{1,3})*\.?\s+(?=\p{Lu})/u;
const LIST_MARK =
  /^(?:[•·▪◦‣●○■□►➢✓✔\uf0b7\uf0a7–-]\s+|\d{1,3}[.)]\s+(?=\S)|\d{1,3}(?:\.\d{1,3})+\.?(?:\s+|(?=\p{Lu})))/u;
/**
 * An admonition's box (MkDocs and Python-Markdown's '!!! tip "Always Assume The Worst"', a
 * collapsible '??? note'): its kind and title label the words after it, and are not one of them.
 */
const ADMONITION = /^(?:!!!|\?\?\?\+?)[ \t]*[\w-]+(?:[ \t]+(?:"[^"\n]*"|'[^'\n]*'))?[ \t]*/;
const ENDS_SENTENCE = /[.!?…)"”’]$/;
/**
 * What a label never holds: an address to write to, a verb in lower case after a word
 * ('Courtesy copies may be emailed to …', where Title Case headings say 'Must Be'), or a request
 * ('Please report to reception on first arrival').
 */
const SAYS_SOMETHING =
  /[\w.+-]+@[\w-]+\.\w|https?:\/\/|\S\s+(?:is|are|was|were|will|would|can|could|may|might|must|shall|should|has|have|had|does)\s+\p{Ll}|^[Pp]lease\s+\p{Ll}/u;
/**
 * A line ending in ':' this long says something before its list ('While we do not charge in
 * emergency situations …, we seek reimbursement … in accordance with the following schedule:').
 */
const STATEMENT_WORDS = 16;
/** However long, a line ending 'please take the following precautions:' only points at its list. */
const POINTS_TO_LIST = /\bthe following(?:\s+[\w-]+){0,2}:$/i;
/**
 * A line ending 'is as follows' or 'the following' with no stop or colon ('The refresh timeline
 * for each Sourcegraph department is as follows') introduces its list just as one ending in ':'.
 */
const OPENS_LIST = /\b(?:as follows|the following(?:\s+[\w-]+){0,2})$/i;

/** A line introducing a list: ending in ':' or in 'as follows' with no stop. */
function introducesList(text: string): boolean {
  return text.endsWith(':') || OPENS_LIST.test(text);
}
/** Lines this short without a full stop or a figure are headings or labels, not answers. */
const HEADING_WORDS = 8;

function isTableLocation(location: PassageLocation): boolean {
  return (
    location.kind === 'rows' || location.kind === 'sheet-rows' || location.kind === 'table-rows'
  );
}

/**
 * A line that introduces what follows ('OPM Fact Sheets:', 'You can use it for:'), or asks
 * what follows answers (an FAQ's 'Who is my authorizing official?').
 */
function isLeadIn(text: string): boolean {
  if (text.endsWith('?') || OPENS_LIST.test(text)) return true;
  if (!text.endsWith(':')) return false;
  return text.split(/\s+/).length < STATEMENT_WORDS || POINTS_TO_LIST.test(text);
}

/** Short words a title leaves in lower case ('Legal Notice to GitHub Must Be in Writing'). */
const TITLE_SMALL_WORDS = new Set(
  'a an and as at but by for from if in into nor of on or over per the to up via vs with'.split(
    ' ',
  ),
);

/**
 * A title written as one, every word but the small ones capitalised ('User May Send A Counter
 * Notice.', a numbered step's bold title): a label for what follows, whatever its stop.
 */
function isTitleCase(text: string): boolean {
  const words = text.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  const significant = words.filter((word) => !TITLE_SMALL_WORDS.has(word.toLowerCase()));
  return (
    significant.length >= 3 &&
    words.length <= 12 &&
    significant.every((word) => /^\p{Lu}/u.test(word))
  );
}

/** A heading or a bare label: the section's own title, or a few words with no stop or figure. */
function isHeading(text: string, location: PassageLocation): boolean {
  if (isSectionHeading(text, location) || isTitleCase(text)) return true;
  if (text.includes(' | ') || SAYS_SOMETHING.test(text)) return false;
  // A section's number ('1 General', '4.2 Leave') is no figure of what it says.
  const words = text.replace(SECTION_NUMBER, '');
  return (
    !ENDS_SENTENCE.test(text) && !/\d/.test(words) && text.split(/\s+/).length <= HEADING_WORDS
  );
}

/** The search terms of a sentence ('Sick days' → sick, day). */
export function termsOf(text: string): Set<string> {
  return new Set(wordSpans(text).flatMap((span) => (span.term ? [span.term] : [])));
}

/** Offsets of each line of a text. */
function lineRanges(text: string): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    ranges.push({ start, end: start + line.length });
    start += line.length + 1;
  }
  return ranges;
}

/**
 * A page's text comes in printed lines: a line that runs on (long, no stop at its end, or the
 * next starting in lower case) is joined to the next. Other passages' lines are units of their
 * own: paragraphs, list items, table rows, slide bullets.
 */
function unitsOf(text: string, location: PassageLocation): { start: number; end: number }[] {
  const lines = lineRanges(text);
  if (location.kind !== 'page') return lines;
  const units: { start: number; end: number }[] = [];
  for (const line of lines) {
    const last = units.at(-1);
    const before = last ? text.slice(last.start, last.end) : '';
    const next = text.slice(line.start, line.end).trimStart();
    const runsOn =
      last !== undefined &&
      !/[.!?:;]\s*$/.test(before) &&
      !LIST_MARK.test(next) &&
      (/^[\p{Ll}\d]/u.test(next) || before.split(/\s+/).length > HEADING_WORDS);
    if (runsOn) last.end = line.end;
    else units.push({ ...line });
  }
  return units;
}

/**
 * The sentences of a passage, in order: its lines (a page's printed lines joined up) cut at
 * sentence ends, list bullets removed. Headings, bare labels and lead-in lines (ending in ':' or '?')
 * are marked as not answering; a table passage's rows all answer.
 */
export function passageSentences(text: string, location: PassageLocation): Sentence[] {
  const table = isTableLocation(location);
  const sentences: Sentence[] = [];
  const add = (from: number, to: number, heading: boolean) => {
    const raw = text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const bullet = LIST_MARK.exec(raw.slice(lead))?.[0].length ?? 0;
    const box = ADMONITION.exec(raw.slice(lead + bullet))?.[0].length ?? 0;
    const end = from + raw.trimEnd().length;
    if (box > 0) {
      const label = from + lead + bullet;
      const title = text.slice(label, label + box).trimEnd();
      sentences.push({
        text: title,
        start: label,
        end: label + title.length,
        answers: false,
        introduces: false,
      });
    }
    const start = from + lead + bullet + box;
    if (end <= start) return;
    const sentence = text.slice(start, end).replace(/\s+/g, ' ');
    const answers = table || !(heading || isLeadIn(sentence) || isHeading(sentence, location));
    const introduces = !table && !heading && introducesList(sentence);
    sentences.push({ text: sentence, start, end, answers, introduces });
  };
  for (const unit of unitsOf(text, location)) {
    // A heading cut at its own question mark ('What About Forks? (or What's a Fork?)') is still
    // the heading in every piece.
    const heading = isSectionHeading(text.slice(unit.start, unit.end).trim(), location);
    let from = unit.start;
    for (const end of text.slice(unit.start, unit.end).matchAll(SENTENCE_ENDS)) {
      add(from, unit.start + end.index, heading);
      from = unit.start + end.index + end[0].length;
    }
    add(from, unit.end, heading);
  }
  return sentences;
}
