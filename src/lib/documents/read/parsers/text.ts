import type { ParsedDocument } from './parsed';

const BLANK_LINE = /\n[ \t\f\v]*\n/;

/**
 * Paragraphs are blocks separated by blank lines; a file without blank lines is read one
 * line per paragraph (logs, lists, notes).
 */
export function parseText(text: string): ParsedDocument {
  const normalised = text.replace(/\r\n?/g, '\n');
  const blocks = BLANK_LINE.test(normalised)
    ? normalised.split(/\n[ \t\f\v]*\n/)
    : normalised.split('\n');
  const paragraphs = blocks.map((block) => block.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return { kind: 'paragraphs', paragraphs };
}
