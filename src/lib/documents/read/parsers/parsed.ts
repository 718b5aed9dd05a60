import type { OcrReading } from '../../types';

/** What a parser hands to the passage splitter: text in the document's own units. */
export interface TableRow {
  /** 1-based row number as a spreadsheet app shows it (the header is row 1). */
  number: number;
  cells: string[];
}

export interface ParsedSheet {
  name: string;
  header: string[] | null;
  rows: TableRow[];
}

/**
 * A heading and where its section starts: at the heading's own paragraph (0-based). An empty
 * heading (level 0) starts a page without a title: what follows it, up to the next heading,
 * sits under none.
 */
export interface ParsedSection {
  heading: string;
  /** 1 for a title, 2 for its sections… (0: a page without a title). */
  level: number;
  start: number;
}

export type ParsedDocument =
  /** pages[i] is page i + 1; `ocr` when some were read by text recognition. */
  | { kind: 'pages'; pages: string[]; ocr?: OcrReading }
  /** slides[i] is slide i + 1 in presentation order; `tables` are those found on them. */
  | { kind: 'slides'; slides: string[]; tables?: ParsedSheet[] }
  /**
   * Non-empty paragraphs in order; paragraphs[i] is paragraph i + 1. Markdown adds its
   * sections, in order, which passages do not cross.
   */
  | { kind: 'paragraphs'; paragraphs: string[]; tables?: ParsedSheet[]; sections?: ParsedSection[] }
  | { kind: 'table'; header: string[] | null; rows: TableRow[] }
  | { kind: 'sheets'; sheets: ParsedSheet[] };

/** Reports parsing progress as a fraction from 0 to 1. */
export type FractionCallback = (fraction: number) => void;
