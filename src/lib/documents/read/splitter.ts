import type { ParsedDocument, ParsedSheet, TableRow } from './parsers/parsed';
import type { ExtractedUnits, PassageDraft, PassageLocation } from '../types';
import { CELL_SEPARATOR, ROW_SEPARATOR } from '../text/passage-layout';

/** Passages aim for this many words, so a citation points at a readable stretch of text. */
export const TARGET_WORDS = 200;
/** A single paragraph or page longer than this is cut into several passages. */
export const MAX_WORDS = 300;
/** Rows per spreadsheet passage, so 'rows 2-41' stays a useful pointer. */
export const MAX_ROWS = 40;

function wordCount(text: string): number {
  let count = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const space = code === 32 || code === 10 || code === 9 || code === 13 || code === 12;
    if (!space && !inWord) count += 1;
    inWord = !space;
  }
  return count;
}

/** Cuts a long text into pieces of about TARGET_WORDS, at sentence ends where it can. */
export function cutLongText(text: string): string[] {
  if (wordCount(text) <= MAX_WORDS) return [text];
  const pieces: string[] = [];
  let current: string[] = [];
  let currentWords = 0;
  const flush = () => {
    if (current.length > 0) pieces.push(current.join(' '));
    current = [];
    currentWords = 0;
  };
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const words = sentence.split(/\s+/).filter(Boolean);
    if (words.length > MAX_WORDS) {
      flush();
      for (let start = 0; start < words.length; start += TARGET_WORDS) {
        pieces.push(words.slice(start, start + TARGET_WORDS).join(' '));
      }
      continue;
    }
    if (currentWords + words.length > MAX_WORDS) flush();
    current.push(words.join(' '));
    currentWords += words.length;
    if (currentWords >= TARGET_WORDS) flush();
  }
  flush();
  return pieces;
}

function splitNumbered(
  texts: string[],
  locate: (number: number) => PassageLocation,
): PassageDraft[] {
  return texts.flatMap((text, index) =>
    text.trim()
      ? cutLongText(text).map((piece) => ({ text: piece, location: locate(index + 1) }))
      : [],
  );
}

/** Consecutive paragraphs grouped up to TARGET_WORDS; a long one is cut on its own. */
function splitParagraphs(paragraphs: string[]): PassageDraft[] {
  const passages: PassageDraft[] = [];
  let group: string[] = [];
  let groupWords = 0;
  let first = 1;
  const flush = (last: number) => {
    if (group.length > 0) {
      passages.push({ text: group.join('\n\n'), location: { kind: 'paragraphs', first, last } });
    }
    group = [];
    groupWords = 0;
  };
  paragraphs.forEach((paragraph, index) => {
    const number = index + 1;
    const words = wordCount(paragraph);
    if (words > MAX_WORDS) {
      flush(number - 1);
      for (const piece of cutLongText(paragraph)) {
        passages.push({
          text: piece,
          location: { kind: 'paragraphs', first: number, last: number },
        });
      }
      return;
    }
    if (group.length > 0 && groupWords + words > TARGET_WORDS) flush(number - 1);
    if (group.length === 0) first = number;
    group.push(paragraph);
    groupWords += words;
  });
  flush(paragraphs.length);
  return passages;
}

/** Rows grouped up to MAX_ROWS or TARGET_WORDS, each passage starting with the header row. */
function splitRows(
  header: string[] | null,
  rows: TableRow[],
  locate: (first: number, last: number) => PassageLocation,
): PassageDraft[] {
  const headerLine = header ? header.join(CELL_SEPARATOR) : '';
  const headerWords = wordCount(headerLine);
  const passages: PassageDraft[] = [];
  let group: TableRow[] = [];
  let groupWords = headerWords;
  const flush = () => {
    const firstRow = group[0];
    const lastRow = group[group.length - 1];
    if (firstRow && lastRow) {
      const lines = group.map((row) => row.cells.join(CELL_SEPARATOR));
      passages.push({
        text: (headerLine ? [headerLine, ...lines] : lines).join(ROW_SEPARATOR),
        location: locate(firstRow.number, lastRow.number),
      });
    }
    group = [];
    groupWords = headerWords;
  };
  for (const row of rows) {
    const words = wordCount(row.cells.join(' '));
    if (group.length > 0 && (group.length >= MAX_ROWS || groupWords + words > TARGET_WORDS))
      flush();
    group.push(row);
    groupWords += words;
  }
  flush();
  return passages;
}

function splitSheet(sheet: ParsedSheet): PassageDraft[] {
  return splitRows(sheet.header, sheet.rows, (first, last) => ({
    kind: 'sheet-rows',
    sheet: sheet.name,
    first,
    last,
  }));
}

/** Passages with their locations, and what was read counted in the document's own units. */
export function splitIntoPassages(parsed: ParsedDocument): {
  passages: PassageDraft[];
  units: ExtractedUnits;
} {
  switch (parsed.kind) {
    case 'pages':
      return {
        passages: splitNumbered(parsed.pages, (page) => ({ kind: 'page', page })),
        units: { kind: 'pages', count: parsed.pages.length },
      };
    case 'slides':
      return {
        passages: splitNumbered(parsed.slides, (slide) => ({ kind: 'slide', slide })),
        units: { kind: 'slides', count: parsed.slides.length },
      };
    case 'paragraphs':
      return {
        passages: splitParagraphs(parsed.paragraphs),
        units: { kind: 'paragraphs', count: parsed.paragraphs.length },
      };
    case 'table':
      return {
        passages: splitRows(parsed.header, parsed.rows, (first, last) => ({
          kind: 'rows',
          first,
          last,
        })),
        units: { kind: 'rows', count: parsed.rows.length },
      };
    case 'sheets':
      return {
        passages: parsed.sheets.flatMap(splitSheet),
        units: {
          kind: 'sheets',
          count: parsed.sheets.length,
          rows: parsed.sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0),
        },
      };
  }
}
