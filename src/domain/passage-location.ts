/**
 * Where a passage sits in its document, as plain data. The documents engine records it; a chat
 * citation carries it, so the source viewer can open the cited place again.
 */
export type PassageLocation =
  | { kind: 'page'; page: number }
  | { kind: 'slide'; slide: number }
  /**
   * `section`: the heading the paragraphs sit under (Markdown), shown with the citation;
   * `parents`: the headings above that one, outermost first (none in passages read before
   * they were kept).
   */
  | { kind: 'paragraphs'; first: number; last: number; section?: string; parents?: string[] }
  | { kind: 'rows'; first: number; last: number }
  | { kind: 'sheet-rows'; sheet: string; first: number; last: number }
  /** Rows of a table inside a Word or PowerPoint document ('table 2', 'slide 3, table 1'). */
  | { kind: 'table-rows'; table: string; first: number; last: number };
