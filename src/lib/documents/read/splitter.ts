import type { ParsedDocument, ParsedSection, ParsedSheet, TableRow } from './parsers/parsed';
import type { ExtractedUnits, PassageDraft, PassageLocation } from '../types';
import { CELL_SEPARATOR, PARAGRAPH_SEPARATOR, ROW_SEPARATOR } from '../text/passage-layout';
import { sentencesAcrossPages } from './page-seams';

/** Passages aim for this many words, so a citation points at a readable stretch of text. */
export const TARGET_WORDS = 200;
/** A single paragraph or page longer than this is cut into several passages. */
export const MAX_WORDS = 300;
/** Rows per spreadsheet passage, so 'rows 2-41' stays a useful pointer. */
export const MAX_ROWS = 40;
/**
 * Passages a document's tables are cut into at most (and one more per sheet), below the cap of
 * passages one document may add: a table too wide for TARGET_WORDS a row (10,000 rows of 33
 * columns made 10,000 passages) has its rows grouped more densely instead of being refused.
 */
export const TABLE_PASSAGES = 4_000;

/** The fewest rows a passage of a document's tables holds, so they make at most TABLE_PASSAGES. */
function leastRowsFor(tableRows: number): number {
  return Math.min(MAX_ROWS, Math.max(1, Math.ceil(tableRows / TABLE_PASSAGES)));
}

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

/**
 * How a long text's line breaks are kept when it is cut: not at all ('flow'); each line a unit
 * that starts a sentence ('lines': list items, table rows); or as printed lines, which wrap
 * inside sentences ('printed': a PDF page), kept inside the sentences they wrap.
 */
export type LineBreaks = 'flow' | 'lines' | 'printed';

interface TextSentence {
  text: string;
  words: number;
  /** Whether a line break comes before it. */
  newLine: boolean;
}

function sentencesOf(text: string, lineBreaks: LineBreaks): TextSentence[] {
  if (lineBreaks === 'printed') {
    const sentences: TextSentence[] = [];
    let newLine = true;
    for (const part of text.split(/(?<=[.!?])(\s+)/)) {
      if (/^\s+$/.test(part)) newLine = part.includes('\n');
      else if (part) sentences.push({ text: part.trim(), words: wordCount(part), newLine });
    }
    return sentences;
  }
  return (lineBreaks === 'lines' ? text.split('\n') : [text]).flatMap((line) =>
    line.split(/(?<=[.!?])\s+/).map((sentence, index) => {
      const words = sentence.split(/\s+/).filter(Boolean);
      return { text: words.join(' '), words: words.length, newLine: index === 0 };
    }),
  );
}

/**
 * Cuts a long text into pieces of about TARGET_WORDS, at sentence ends where it can, keeping its
 * line breaks as `lineBreaks` says.
 */
export function cutLongText(text: string, lineBreaks: LineBreaks = 'flow'): string[] {
  if (wordCount(text) <= MAX_WORDS) return [text];
  const pieces: string[] = [];
  let current = '';
  let currentWords = 0;
  const flush = () => {
    if (current) pieces.push(current);
    current = '';
    currentWords = 0;
  };
  for (const sentence of sentencesOf(text, lineBreaks)) {
    if (sentence.words === 0) continue;
    if (sentence.words > MAX_WORDS) {
      flush();
      const words = sentence.text.split(/\s+/).filter(Boolean);
      for (let start = 0; start < words.length; start += TARGET_WORDS) {
        pieces.push(words.slice(start, start + TARGET_WORDS).join(' '));
      }
      continue;
    }
    if (currentWords + sentence.words > MAX_WORDS) flush();
    const breaks = sentence.newLine && lineBreaks !== 'flow';
    current = current ? `${current}${breaks ? '\n' : ' '}${sentence.text}` : sentence.text;
    currentWords += sentence.words;
    if (currentWords >= TARGET_WORDS) flush();
  }
  flush();
  return pieces;
}

/** Whether a paragraph is a table written in prose: two rows or more, each holding cells. */
function isTableParagraph(paragraph: string): boolean {
  const lines = paragraph.split(ROW_SEPARATOR);
  return lines.length > 1 && lines.every((line) => line.includes(CELL_SEPARATOR));
}

/**
 * A long table written in prose (a Markdown or HTML table) cut between its rows, never inside
 * one, each piece headed by its first row, as a sheet's passages are by the header.
 */
function cutTable(paragraph: string): string[] {
  const [header, ...rows] = paragraph.split(ROW_SEPARATOR) as [string, ...string[]];
  const headerWords = wordCount(header);
  const pieces: string[] = [];
  let group: string[] = [];
  let words = headerWords;
  const flush = () => {
    if (group.length > 0) pieces.push([header, ...group].join(ROW_SEPARATOR));
    group = [];
    words = headerWords;
  };
  for (const row of rows) {
    const rowWords = wordCount(row);
    if (headerWords + rowWords > MAX_WORDS) {
      // A row longer than a passage is cut on its own, at its sentence ends.
      flush();
      pieces.push(...cutLongText(row));
      continue;
    }
    if (group.length > 0 && words + rowWords > TARGET_WORDS) flush();
    group.push(row);
    words += rowWords;
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
      ? cutLongText(text, 'printed').map((piece) => ({
          text: piece,
          location: locate(index + 1),
        }))
      : [],
  );
}

/**
 * Paragraphs `from` (0-based) up to `to` grouped up to TARGET_WORDS; a long one is cut on its
 * own. Their passages are located in `section` when there is one.
 */
function splitParagraphs(
  paragraphs: string[],
  from = 0,
  to = paragraphs.length,
  section?: string,
  parents: readonly string[] = [],
): PassageDraft[] {
  const passages: PassageDraft[] = [];
  const located = (first: number, last: number): PassageLocation => ({
    kind: 'paragraphs',
    first,
    last,
    ...(section === undefined ? {} : { section }),
    ...(parents.length === 0 ? {} : { parents: [...parents] }),
  });
  let group: string[] = [];
  let groupWords = 0;
  let first = from + 1;
  const flush = (last: number) => {
    if (group.length > 0)
      passages.push({ text: group.join(PARAGRAPH_SEPARATOR), location: located(first, last) });
    group = [];
    groupWords = 0;
  };
  for (let index = from; index < to; index += 1) {
    const paragraph = paragraphs[index]!;
    const number = index + 1;
    const words = wordCount(paragraph);
    // A section's heading, pending alone, stays with what follows it.
    const afterHeading = section !== undefined && index === from + 1;
    if (words > MAX_WORDS) {
      const pieces = isTableParagraph(paragraph)
        ? cutTable(paragraph)
        : cutLongText(paragraph, 'lines');
      const lead = afterHeading ? group : [];
      if (lead.length === 0) flush(number - 1);
      pieces.forEach((piece, at) => {
        const text = at === 0 ? [...lead, piece].join(PARAGRAPH_SEPARATOR) : piece;
        passages.push({
          text,
          location: located(at === 0 && lead.length > 0 ? first : number, number),
        });
      });
      group = [];
      groupWords = 0;
      continue;
    }
    if (group.length > 0 && groupWords + words > TARGET_WORDS && !afterHeading) {
      // A lead-in ('The following list provides approvers:') stays with what it introduces:
      // in this passage up to MAX_WORDS, else it opens the next one.
      const leadIn = group.at(-1)!.trimEnd().endsWith(':');
      // …and a section's heading with the lead-in right under it goes along: never a passage
      // of a heading alone.
      const headed = section !== undefined && first === from + 1 && group.length === 2;
      if (!leadIn || groupWords + words > MAX_WORDS) {
        const carried = leadIn && group.length > 1 && !headed ? group.pop()! : null;
        if (!(leadIn && headed)) flush(carried ? number - 2 : number - 1);
        if (carried) {
          group.push(carried);
          groupWords = wordCount(carried);
          first = number - 1;
        }
      }
    }
    if (group.length === 0) first = number;
    group.push(paragraph);
    groupWords += words;
  }
  flush(to);
  return passages;
}

/**
 * Passages that do not cross a heading: each section's paragraphs (its heading first) are
 * grouped on their own and located in it, with the headings it sits under ('Enforcement' over
 * 'Our Responsibilities'). A heading with nothing under it opens the next
 * section's first passage rather than being a passage of one line (the last one is dropped).
 */
function splitSections(paragraphs: string[], sections: readonly ParsedSection[]): PassageDraft[] {
  const passages = splitParagraphs(paragraphs, 0, sections[0]?.start ?? paragraphs.length);
  let from = sections[0]?.start ?? paragraphs.length;
  // The headings above the current one, by level: a page without a title starts afresh.
  const open: ParsedSection[] = [];
  sections.forEach((section, index) => {
    while (open.length > 0 && open.at(-1)!.level >= Math.max(section.level, 1)) open.pop();
    const parents = open.map((above) => above.heading);
    if (section.heading) open.push(section);
    const to = sections[index + 1]?.start ?? paragraphs.length;
    if (!section.heading) {
      // A page without a title: its text before its first heading is in no section (a
      // heading left with nothing under it on the page before is dropped).
      passages.push(...splitParagraphs(paragraphs, section.start, to));
      from = to;
      return;
    }
    if (to - section.start <= 1) return;
    passages.push(...splitParagraphs(paragraphs, from, to, section.heading, parents));
    from = to;
  });
  return passages;
}

/**
 * Rows grouped up to MAX_ROWS or TARGET_WORDS (but never fewer than `leastRows`), each passage
 * starting with the header row.
 */
function splitRows(
  header: string[] | null,
  rows: TableRow[],
  locate: (first: number, last: number) => PassageLocation,
  leastRows: number,
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
    const full = groupWords + words > TARGET_WORDS && group.length >= leastRows;
    if (group.length > 0 && (group.length >= MAX_ROWS || full)) flush();
    group.push(row);
    groupWords += words;
  }
  flush();
  return passages;
}

function splitSheet(sheet: ParsedSheet, leastRows: number): PassageDraft[] {
  const locate = (first: number, last: number): PassageLocation => ({
    kind: 'sheet-rows',
    sheet: sheet.name,
    first,
    last,
  });
  return splitRows(sheet.header, sheet.rows, locate, leastRows);
}

/** Passages with their locations, and what was read counted in the document's own units. */
export function splitIntoPassages(parsed: ParsedDocument): {
  passages: PassageDraft[];
  units: ExtractedUnits;
} {
  switch (parsed.kind) {
    case 'pages':
      return {
        passages: splitNumbered(sentencesAcrossPages(parsed.pages), (page) => ({
          kind: 'page',
          page,
        })),
        units: { kind: 'pages', count: parsed.pages.length },
      };
    case 'slides':
      return {
        passages: splitNumbered(parsed.slides, (slide) => ({ kind: 'slide', slide })),
        units: { kind: 'slides', count: parsed.slides.length },
      };
    case 'paragraphs':
      return {
        passages: parsed.sections
          ? splitSections(parsed.paragraphs, parsed.sections)
          : splitParagraphs(parsed.paragraphs),
        units: { kind: 'paragraphs', count: parsed.paragraphs.length },
      };
    case 'table':
      return {
        passages: splitRows(
          parsed.header,
          parsed.rows,
          (first, last) => ({ kind: 'rows', first, last }),
          leastRowsFor(parsed.rows.length),
        ),
        units: { kind: 'rows', count: parsed.rows.length },
      };
    case 'sheets': {
      const rows = parsed.sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
      const leastRows = leastRowsFor(rows);
      return {
        passages: parsed.sheets.flatMap((sheet) => splitSheet(sheet, leastRows)),
        units: { kind: 'sheets', count: parsed.sheets.length, rows },
      };
    }
  }
}
