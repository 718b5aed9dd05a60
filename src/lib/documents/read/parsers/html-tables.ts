/**
 * HTML tables written inside Markdown (`<table>` with `<tr>` rows of `<th>`/`<td>` cells, the
 * cells holding `<p>`, `<ul><li>`, links and code over several lines) read as the pipe rows
 * the Markdown reader reads: one line per table row, the cells' text with its tags dropped and
 * its character references decoded. Browsers forgive a missing `</td>` or `</tr>`, and so does
 * this reader: a new cell or row ends the open one.
 */

/** The named character references handbooks use; any other stays as it is written. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  shy: '',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  cent: '¢',
  pound: '£',
  euro: '€',
  yen: '¥',
  sect: '§',
  para: '¶',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  le: '≤',
  ge: '≥',
  ne: '≠',
  check: '✓',
};

/** Text with its character references (`&amp;`, `&#8217;`, `&#x2019;`) as the characters. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([A-Za-z][A-Za-z\d]{1,31}));/g,
    (whole, decimal, hex, name) => {
      if (name !== undefined) return NAMED[name as string] ?? whole;
      const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex as string, 16);
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
      return String.fromCodePoint(code);
    },
  );
}

/** A table's row: its cells' text, whether it heads the table, and whether one cell spans it. */
export interface HtmlRow {
  cells: string[];
  header: boolean;
  spans: number;
}

const TAG = /<(\/?)([A-Za-z][\w-]*)\b([^<>]*)>/g;
/** Tags after which a cell's text goes on as a new piece: blocks, list items, line breaks. */
const BREAKS = new Set(
  'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li ol p pre section ul caption'.split(
    ' ',
  ),
);

/** Where a cell's text breaks between pieces (a character no text file holds). */
const PIECE = '\u0000';

/** A cell's pieces as one line: a piece without a stop is followed by '; ', not run on. */
function cellText(joined: string): string {
  let text = '';
  for (const raw of joined.split(PIECE)) {
    const piece = decodeEntities(raw).replace(/\s+/g, ' ').trim();
    if (!piece) continue;
    if (text) text += /[.!?:;,]["”’)]?$/.test(text) ? ' ' : '; ';
    text += piece;
  }
  return text;
}

interface OpenRow {
  cells: string[];
  heads: boolean[];
  inHead: boolean;
  spans: number;
}

/** The reading of one table: the open row and cell, and the rows read so far. */
class TableReading {
  readonly rows: HtmlRow[] = [];
  private row: OpenRow | null = null;
  private cell: string | null = null;
  inHead = false;

  text(text: string) {
    if (this.cell !== null) this.cell += text.replaceAll(PIECE, '');
  }

  /** A break between pieces of the open cell's text. */
  pieceBreak() {
    if (this.cell !== null) this.cell += PIECE;
  }

  startRow() {
    this.endRow();
    this.row = { cells: [], heads: [], inHead: this.inHead, spans: 1 };
  }

  startCell(heading: boolean, attributes: string) {
    this.endCell();
    this.row ??= { cells: [], heads: [], inHead: this.inHead, spans: 1 };
    this.row.heads.push(heading);
    const colspan = /\bcolspan\s*=\s*["']?(\d+)/i.exec(attributes);
    this.row.spans = Math.max(this.row.spans, colspan ? Number(colspan[1]) : 1);
    this.cell = '';
  }

  endCell() {
    if (this.row && this.cell !== null) this.row.cells.push(cellText(this.cell));
    this.cell = null;
  }

  endRow() {
    this.endCell();
    const { row } = this;
    if (row && row.cells.some(Boolean)) {
      const header = row.inHead || (row.heads.length > 0 && row.heads.every(Boolean));
      this.rows.push({ cells: row.cells, header, spans: row.spans });
    }
    this.row = null;
  }
}

/** Reads one table's markup (from `<table` to its `</table>`) into rows. */
export function readHtmlTable(markup: string): HtmlRow[] {
  const reading = new TableReading();
  let depth = 0;
  let from = 0;
  for (const tag of markup.matchAll(TAG)) {
    reading.text(markup.slice(from, tag.index));
    from = tag.index + tag[0].length;
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    if (name === 'table') depth += closing ? -1 : 1;
    if (depth <= 0) break;
    // A table inside a cell is read as that cell's text, a piece per cell.
    if (depth > 1 || name === 'table') reading.pieceBreak();
    else if (name === 'thead') reading.inHead = !closing;
    else if (name === 'tbody' || name === 'tfoot') reading.inHead = false;
    else if (name === 'tr') {
      if (closing) reading.endRow();
      else reading.startRow();
    } else if (name === 'td' || name === 'th') {
      if (closing) reading.endCell();
      else reading.startCell(name === 'th', tag[3]!);
    } else if (BREAKS.has(name)) reading.pieceBreak();
  }
  reading.endRow();
  return reading.rows;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The lines of a table as Markdown reads them: a blank line, its rows as pipe rows, a blank
 * line. A row of one cell spanning the table (a note between the rows: 'Anything above this
 * line is considered a major incident') is a paragraph of its own, and the rows after it are
 * headed by the table's header again, as a table continued on a new page is.
 */
function tableLines(rows: readonly HtmlRow[]): string[] {
  const width = Math.max(0, ...rows.map((row) => row.cells.length));
  const header = rows.find((row) => row.header && row.cells.length > 1);
  const line = (row: HtmlRow) =>
    `| ${row.cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  const lines: string[] = [''];
  let rowsSince = 0;
  for (const row of rows) {
    const note = width > 1 && row.cells.length === 1;
    if (note) {
      lines.push('', row.cells[0]!, '');
      rowsSince = 0;
      continue;
    }
    if (rowsSince === 0 && header && row !== header && lines.length > 1) lines.push(line(header));
    lines.push(line(row));
    rowsSince += 1;
  }
  lines.push('');
  return lines;
}

interface Place {
  line: number;
  column: number;
}

/**
 * Each outermost table's opening and the end of its `</table>`, outside fenced code, matched
 * as brackets are (in one pass: an unclosed `<table>` costs no second look).
 */
function tablePlaces(lines: readonly string[]): { open: Place; end: Place }[] {
  const places: { open: Place; end: Place }[] = [];
  const opened: Place[] = [];
  let fence: string | null = null;
  lines.forEach((line, index) => {
    if (fence !== null) {
      if (line.trim().startsWith(fence)) fence = null;
      return;
    }
    const mark = FENCE.exec(line)?.[1];
    if (mark) {
      fence = mark;
      return;
    }
    for (const tag of line.matchAll(/<(\/?)table\b[^<>]*>/gi)) {
      if (!tag[1]) opened.push({ line: index, column: tag.index });
      else if (opened.length > 1) opened.pop();
      else if (opened.length === 1) {
        places.push({
          open: opened.pop()!,
          end: { line: index, column: tag.index + tag[0].length },
        });
      }
    }
  });
  return places;
}

/**
 * Markdown lines with each HTML table (outside fenced code) read into pipe rows; text before
 * its `<table>` or after its `</table>` keeps a line of its own.
 */
export function htmlTablesAsRows(lines: readonly string[]): string[] {
  const places = tablePlaces(lines);
  if (places.length === 0) return [...lines];
  const kept: string[] = [];
  let next = 0;
  for (const { open, end } of places) {
    // A second table on the line the one before ends on is read with that line's text.
    if (open.line < next) continue;
    kept.push(...lines.slice(next, open.line));
    const markup = lines.slice(open.line, end.line + 1);
    markup[markup.length - 1] = markup.at(-1)!.slice(0, end.column);
    markup[0] = markup[0]!.slice(open.column);
    const before = lines[open.line]!.slice(0, open.column);
    const after = lines[end.line]!.slice(end.column);
    if (before.trim()) kept.push(before);
    kept.push(...tableLines(readHtmlTable(markup.join('\n'))));
    if (after.trim()) kept.push(after);
    next = end.line + 1;
  }
  kept.push(...lines.slice(next));
  return kept;
}
