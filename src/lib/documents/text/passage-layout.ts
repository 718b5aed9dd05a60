import type { PassageLocation } from '../types';

/** How a passage of paragraphs is laid out: the paragraphs joined by a blank line. */
export const PARAGRAPH_SEPARATOR = '\n\n';

/** Whether a paragraph is its Markdown section's heading (the splitter keeps it as a paragraph). */
export function isSectionHeading(paragraph: string, location: PassageLocation): boolean {
  return location.kind === 'paragraphs' && location.section === paragraph;
}

/** How a spreadsheet passage's text is laid out: one line per row, its cells joined. */
export const ROW_SEPARATOR = '\n';
export const CELL_SEPARATOR = ' | ';
