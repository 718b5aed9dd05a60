import { decodeEntities, htmlTablesAsRows } from './html-tables';
import type { ParsedDocument, ParsedSection } from './parsed';

/**
 * Markdown read as structure: headings start sections, link and emphasis markup become their
 * text, list items and table rows keep a line each; front matter, template tags ({% … %},
 * {{ … }}), HTML comments and tags are not content. Paragraphs are blank-line blocks, as in
 * plain text, and a heading is a paragraph of its own.
 */

/** Also `#Title` without the space, as older renderers (GitHub's until 2017) read it. */
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+|(?=\p{Lu}))(.*?)(?:[ \t]+#+)?[ \t]*$/u;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
/**
 * A paragraph of bold words alone ('**Managing the risks**'): a heading written without '#', a
 * section under the last real heading. One ending in a colon ('**Important notes:**') leads in
 * to what follows it instead.
 */
const BOLD_HEADING = /^(?:(\*\*|__)[^*_\n]{1,80}?\1[ \t]*)+$/;
const HEADING_LENGTH = 80;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^[ \t]*(?:([*+-])|(\d{1,9}[.)]))[ \t]+(.*)$/;
const TABLE_ROW = /^[ \t]*\|.*\|[ \t]*$/;
const TABLE_RULE = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*$/;
/** A one-column table's rule: '| ------------- |'. */
const SINGLE_TABLE_RULE = /^[ \t]*\|[ \t]*:?-+:?[ \t]*\|[ \t]*$/;
const BLOCKQUOTE = /^[ \t]*>[ \t]?/;
/**
 * A line opening with a bold label ('**Monday:** Nobody', '**Owner**: Finance'): lines of a rota
 * or a fact sheet, each its own though no blank line parts them.
 */
const LABELLED_LINE = /^[ \t]*(\*\*|__)[^*_\n]{1,40}?(?::\1|\1:)[ \t]/;
/** GitHub's alerts open a quote with their kind: '> [!NOTE]', '> [!WARNING]'. */
const ALERT_MARKER = /^[ \t]*\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*/i;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:[ \t]+\S+/;
const FRONT_MATTER_FENCE = /^(---|\+\+\+)[ \t]*$/;
/** A YAML or TOML line: `key: value`, `key = value`, a list entry, a comment or an indented line. */
const FRONT_MATTER_LINE = /^([\w-]+[ \t]*[:=]|[ \t]+\S|-[ \t]|#|[ \t]*$)/;
const FRONT_MATTER_KEY = /^[\w-]+[ \t]*[:=]/;
const FRONT_MATTER_COMMENT = /^#/;
const FRONT_MATTER_TITLE = /^title[ \t]*[:=][ \t]*["']?(.*?)["']?[ \t]*$/;

/** Template tags (Liquid, Jinja, Hugo) and HTML comments: not content. */
const NOT_CONTENT: [string, string][] = [
  ['<!--', '-->'],
  ['{%', '%}'],
  ['{{', '}}'],
  ['{#', '#}'],
];

/** Bullets of unordered lists, as the passage shows them. */
export const LIST_BULLET = '• ';

/**
 * Whether a text file is Markdown: a heading, front matter, link markup, template tags or an
 * HTML table (read as rows, not as tags).
 */
export function looksLikeMarkdown(text: string): boolean {
  return (
    /^#{1,6}(?:[ \t]+\S|\p{Lu})/mu.test(text) ||
    /^(---|\+\+\+)[ \t]*\r?\n[\w-]+[ \t]*[:=]/.test(text) ||
    /\[[^\]\n]{1,200}\]\([^)\s]{0,500}\)/.test(text) ||
    /\{%[^\n]{0,200}?%\}/.test(text) ||
    (/<table\b[^<>]*>/i.test(text) && /<\/table>/i.test(text))
  );
}

/** Stands for where a page without a title starts (no text holds a NUL: it is taken out). */
const PAGE_BREAK = '\u0000';

/** A front matter block's first line that is not a comment ('# Adjust weight to reorder …'). */
function firstEntry(lines: readonly string[], from: number): string {
  let at = from;
  while (at < lines.length && FRONT_MATTER_COMMENT.test(lines[at]!)) at += 1;
  return lines[at] ?? '';
}

/**
 * Front matter blocks, at the start and at the start of each page of joined Markdown files,
 * are dropped; a page's `title` becomes its heading. A page joined straight after the last
 * line of the one before (no blank line) is known by its block's `title`: a rule, a `Note:`
 * line and a rule are content.
 */
function withoutFrontMatter(lines: string[]): string[] {
  const kept: string[] = [];
  let written = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (FRONT_MATTER_FENCE.test(line) && FRONT_MATTER_KEY.test(firstEntry(lines, index + 1))) {
      let end = index + 1;
      while (end < lines.length && lines[end]!.trim() !== line.trim()) {
        if (!FRONT_MATTER_LINE.test(lines[end]!)) break;
        end += 1;
      }
      const title = lines
        .slice(index + 1, end)
        .map((entry) => FRONT_MATTER_TITLE.exec(entry)?.[1])
        .find(Boolean);
      const pageStart = !kept.at(-1)?.trim() || title !== undefined;
      if (pageStart && end < lines.length && lines[end]!.trim() === line.trim()) {
        if (kept.at(-1)?.trim()) kept.push('');
        // A new page starts a section: its title's, else its own first heading's, and its
        // text before that heading sits under no heading (not under the last page's).
        if (title) kept.push(`# ${title}`, '');
        else if (written) kept.push(PAGE_BREAK, '');
        index = end;
        continue;
      }
    }
    kept.push(line);
    written ||= line.trim() !== '';
  }
  return kept;
}

/** What `open … close` encloses is dropped, in one pass (an unclosed `open` is left). */
function withoutSpans(text: string, open: string, close: string): string {
  let kept = '';
  let from = 0;
  for (;;) {
    const start = text.indexOf(open, from);
    const end = start < 0 ? -1 : text.indexOf(close, start + open.length);
    if (end < 0) return kept + text.slice(from);
    kept += text.slice(from, start);
    from = end + close.length;
  }
}

/**
 * An MDX component standing for someone or something by name ('<TeamMember name="Joe Martin"
 * photo />'): the page shows the name, so the text keeps it.
 */
const NAMED_COMPONENT =
  /<\p{Lu}[\w.]*\s[^<>]{0,200}?\bname=(["'])([^"'<>]{1,100})\1[^<>]{0,200}>/gu;

/**
 * Inline markup as the text a reader sees, character references ('&#x20;', '&amp;') as their
 * characters. Spans are bounded (500 characters), so a line of
 * unclosed brackets or stars costs linear time, not quadratic.
 */
export function plainInline(text: string): string {
  return (
    text
      .replace(/!?\[([^\]]{0,500})\]\((?:[^()\s]|\([^()]{0,500}\))*(?:\s+"[^"]{0,500}")?\)/g, '$1')
      .replace(/\[([^\]]{1,500})\]\[[^\]]{0,100}\]/g, '$1')
      .replace(/<((?:https?|mailto):[^<>\s]+)>/gi, '$1')
      .replace(NAMED_COMPONENT, '$2')
      .replace(/<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?\/?>/g, '')
      .replace(/`+([^`]{1,500})`+/g, '$1')
      .replace(/(\*\*|__)(?=\S)(.{0,500}?\S)\1/g, '$2')
      .replace(/(^|[^\w*])\*(?=[^\s*])([^*]{0,500}?[^\s*])\*(?![\w*])/g, '$1$2')
      .replace(/(^|[^\w])_(?=[^\s_])([^_]{0,500}?[^\s_])_(?!\w)/g, '$1$2')
      .replace(/\\([\\`*_{}[\]()#+\-.!|=<>~])/g, '$1')
      // Emphasis around nothing ('****', left by an editor's empty bold) shows nothing.
      .replace(/(\*\*|__)\s*\1/g, '')
      .replace(/&[#\w]+;/g, decodeEntities)
      .replace(/[ \t\u00a0]+/g, ' ')
      .trim()
  );
}

/** Bold words alone, '**Day** **of Call**' too, not ending in a colon. */
function isBoldHeading(line: string): boolean {
  if (!BOLD_HEADING.test(decodeEntities(line).trim())) return false;
  const text = plainInline(line);
  return text.length > 0 && text.length <= HEADING_LENGTH && !text.endsWith(':');
}

type LineKind = 'prose' | 'item' | 'row' | 'code';

interface Block {
  lines: { kind: LineKind; text: string }[];
}

/** Reads the lines into paragraphs and sections. */
class MarkdownReader {
  readonly paragraphs: string[] = [];
  readonly sections: ParsedSection[] = [];
  private block: Block = { lines: [] };
  private fence: string | null = null;
  /** The level of the last heading written with '#' or underlined: a bold one is below it. */
  private headingLevel = 0;

  read(line: string) {
    if (line === PAGE_BREAK) {
      this.fence = null;
      this.endBlock();
      this.sections.push({ heading: '', level: 0, start: this.paragraphs.length });
      return;
    }
    if (this.fence !== null) {
      if (line.trim().startsWith(this.fence)) this.fence = null;
      else this.add('code', line.trimEnd());
      return;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      this.fence = fence[1]!;
      return;
    }
    if (!line.trim()) return this.endBlock();
    const heading = ATX_HEADING.exec(line);
    if (heading) return this.heading(heading[2]!, heading[1]!.length, true);
    const underline = SETEXT_UNDERLINE.exec(line);
    const only = this.block.lines.length === 1 ? this.block.lines[0] : undefined;
    if (underline && only?.kind === 'prose') {
      this.block = { lines: [] };
      return this.heading(only.text, underline[1]!.startsWith('=') ? 1 : 2, true);
    }
    if (TABLE_RULE.test(line) || SINGLE_TABLE_RULE.test(line)) return;
    if (THEMATIC_BREAK.test(line) || REFERENCE_DEFINITION.test(line)) return this.endBlock();
    if (!BLOCKQUOTE.test(line)) return this.content(line);
    // A GitHub alert ('> [!NOTE]') is a box drawn around the quote, not words of it.
    const quoted = line.replace(BLOCKQUOTE, '').replace(ALERT_MARKER, '');
    if (quoted.trim() || !ALERT_MARKER.test(line.replace(BLOCKQUOTE, ''))) this.content(quoted);
  }

  private content(line: string) {
    if (TABLE_ROW.test(line)) {
      const cells = line
        .trim()
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => plainInline(cell));
      // A template's blank rows ('|   |   |') hold nothing to read.
      if (cells.every((cell) => cell === '')) return;
      return this.add('row', cells.join(' | '));
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      return this.add('item', item[1] ? `${LIST_BULLET}${item[3]!}` : `${item[2]!} ${item[3]!}`);
    }
    if (LABELLED_LINE.test(line)) return this.add('item', line.trim());
    const last = this.block.lines.at(-1);
    if (last && (last.kind === 'prose' || last.kind === 'item')) last.text += ` ${line.trim()}`;
    else this.add('prose', line.trim());
  }

  private add(kind: LineKind, text: string) {
    this.block.lines.push({ kind, text });
  }

  private heading(raw: string, level: number, written: boolean) {
    this.endBlock();
    if (written) this.headingLevel = level;
    const heading = plainInline(raw);
    if (!heading) return;
    // Front matter's title and the page's own first heading often say the same words.
    const last = this.sections.at(-1);
    const repeated = last?.heading === heading && last.start === this.paragraphs.length - 1;
    if (repeated) return;
    this.sections.push({ heading, level, start: this.paragraphs.length });
    this.paragraphs.push(heading);
  }

  endBlock() {
    const [only, ...more] = this.block.lines;
    if (only?.kind === 'prose' && more.length === 0 && isBoldHeading(only.text)) {
      this.block = { lines: [] };
      return this.heading(only.text, Math.min(6, this.headingLevel + 1), false);
    }
    const lines = this.block.lines
      .map(({ kind, text }) => (kind === 'code' ? text : plainInline(text)))
      .filter((text) => text && text !== LIST_BULLET.trim());
    this.block = { lines: [] };
    if (lines.length > 0) this.paragraphs.push(lines.join('\n'));
  }
}

/**
 * Paragraphs with their sections. A file without blank lines is read one line per paragraph,
 * as plain text is.
 */
export function parseMarkdown(text: string): ParsedDocument {
  const normalised = text.replace(/\r\n?/g, '\n').replaceAll(PAGE_BREAK, '');
  const content = NOT_CONTENT.reduce(
    (text, [open, close]) => withoutSpans(text, open, close),
    withoutFrontMatter(normalised.split('\n')).join('\n'),
  );
  const reader = new MarkdownReader();
  const lineByLine = !/\n[ \t]*\n/.test(content);
  for (const line of htmlTablesAsRows(content.split('\n'))) {
    reader.read(line);
    if (lineByLine) reader.endBlock();
  }
  reader.endBlock();
  return { kind: 'paragraphs', paragraphs: reader.paragraphs, sections: reader.sections };
}
