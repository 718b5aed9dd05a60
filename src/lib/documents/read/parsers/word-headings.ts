import {
  attributedParser,
  attributesOf,
  childrenNamed,
  childrenOf,
  firstNamed,
  tagOf,
  textUnder,
  type OrderedNode,
} from './ordered-xml';
import type { ParsedSection } from './parsed';

/** Heading levels Word's outline knows: 'heading 1' to 'heading 9'. */
const MAX_LEVEL = 9;
/** A built-in heading, by its name ('heading 2') or by its id when no styles part names it. */
const HEADING_STYLE = /^heading\s?([1-9])$/i;

/** The level a built-in style's name or id says: 'heading 2' is 2, 'Title' 1; else null. */
function namedLevel(name: string): number | null {
  const heading = HEADING_STYLE.exec(name);
  if (heading) return Number(heading[1]);
  return /^title$/i.test(name) ? 1 : null;
}

/** The level an outline level element gives ('0' is a heading 1), if any. */
function outlineLevel(properties: readonly OrderedNode[]): number | null {
  const outline = firstNamed(properties, 'w:outlineLvl');
  const level = outline ? Number(attributesOf(outline)['w:val']) + 1 : NaN;
  return level >= 1 && level <= MAX_LEVEL ? level : null;
}

/**
 * The heading level of each paragraph style that is a heading: by its name ('heading 2', 'Title'),
 * or by the outline level it gives its paragraphs.
 */
function headingStyles(stylesXml: string | undefined): Map<string, number> {
  const levels = new Map<string, number>();
  if (!stylesXml) return levels;
  const root = attributedParser.parse(stylesXml) as OrderedNode[];
  for (const style of childrenNamed(root, 'w:styles')) {
    if (tagOf(style) !== 'w:style') continue;
    const id = attributesOf(style)['w:styleId'];
    const children = childrenOf(style, 'w:style');
    const name = attributesOf(firstNamed(children, 'w:name'))['w:val'] ?? '';
    const level = namedLevel(name) ?? outlineLevel(childrenNamed(children, 'w:pPr'));
    if (id && level !== null) levels.set(id, level);
  }
  return levels;
}

interface WordHeading {
  text: string;
  level: number;
}

/** A paragraph this short, all in bold and with no stop, is a heading written by hand. */
const BOLD_HEADING_WORDS = 12;

/** Whether a run's properties make it bold ('<w:b/>', not '<w:b w:val="0"/>'). */
function isBold(run: readonly OrderedNode[]): boolean {
  const bold = firstNamed(childrenNamed(run, 'w:rPr'), 'w:b');
  return bold !== undefined && !/^(?:0|false|off)$/.test(attributesOf(bold)['w:val'] ?? '');
}

/**
 * Many documents head their sections by setting a short line in bold instead of styling it as
 * a heading ('Disputed Ownership of Inventions'): every run that writes something is bold, and
 * the line ends with no stop ('Confidential Information. As an employee…' starts a clause).
 */
function isBoldHeading(paragraph: readonly OrderedNode[], text: string): boolean {
  const written = paragraph.filter(
    (node) => tagOf(node) === 'w:r' && textUnder(childrenOf(node, 'w:r'), ['w:t'], {}).trim(),
  );
  const words = text.trim().split(/\s+/);
  return (
    written.length > 0 &&
    written.every((run) => isBold(childrenOf(run, 'w:r'))) &&
    words.length <= BOLD_HEADING_WORDS &&
    !/[.!?:;,]$/.test(text.trim())
  );
}

/**
 * The body's headings in order: paragraphs styled as one or given an outline level, then short
 * lines set in bold, a level below the deepest styled heading.
 */
function bodyHeadings(
  document: readonly OrderedNode[],
  styles: ReadonlyMap<string, number>,
): WordHeading[] {
  const body = childrenNamed(childrenNamed(document, 'w:document'), 'w:body');
  const found = body.flatMap((node): { text: string; level: number | null }[] => {
    if (tagOf(node) !== 'w:p') return [];
    const paragraph = childrenOf(node, 'w:p');
    const properties = childrenNamed(paragraph, 'w:pPr');
    const style = attributesOf(firstNamed(properties, 'w:pStyle'))['w:val'] ?? '';
    const level = outlineLevel(properties) ?? styles.get(style) ?? namedLevel(style);
    const text = textUnder(paragraph, ['w:t'], { 'w:tab': ' ', 'w:br': ' ' });
    if (!text.trim()) return [];
    if (level !== null) return [{ text, level }];
    return isBoldHeading(paragraph, text) ? [{ text, level: null }] : [];
  });
  const deepest = Math.max(0, ...found.map(({ level }) => level ?? 0));
  return found.map(({ text, level }) => ({
    text,
    level: level ?? Math.min(MAX_LEVEL, deepest + 1),
  }));
}

const comparable = (text: string) => text.replace(/\s+/g, '');

/**
 * The sections of a Word document's paragraphs (as its text reader gave them): each heading
 * found in order among them. A heading the reader wrote otherwise is skipped, not guessed.
 */
export function wordSections(
  paragraphs: readonly string[],
  document: readonly OrderedNode[],
  stylesXml: string | undefined,
): ParsedSection[] {
  const sections: ParsedSection[] = [];
  let next = 0;
  for (const { text, level } of bodyHeadings(document, headingStyles(stylesXml))) {
    const wanted = comparable(text);
    const at = paragraphs.findIndex(
      (paragraph, index) => index >= next && comparable(paragraph) === wanted,
    );
    if (at < 0) continue;
    sections.push({ heading: paragraphs[at]!, level, start: at });
    next = at + 1;
  }
  return sections;
}
