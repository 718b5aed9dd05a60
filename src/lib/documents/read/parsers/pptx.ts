import { XMLParser } from 'fast-xml-parser';
import { DocumentError } from '../../errors';
import { unzipWithinLimits } from '../zip-guard';
import { orderedParser, tablesIn, tagOf, textUnder, type OrderedNode } from './ordered-xml';
import type { ParsedDocument } from './parsed';

const SLIDE_PATH = /^ppt\/slides\/slide(\d+)\.xml$/;
const PRESENTATION = 'ppt/presentation.xml';
const PRESENTATION_RELS = 'ppt/_rels/presentation.xml.rels';

const attributeParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  isArray: (name) => name === 'p:sldId' || name === 'Relationship',
});

/** DrawingML text: runs in `a:t`, paragraphs in `a:p`, line breaks `a:br`, tabs `a:tab`. */
function slideText(nodes: OrderedNode[]): string {
  const text = textUnder(nodes, ['a:t', 'a:fld'], { 'a:br': '\n', 'a:tab': ' ', 'a:p': '\n' });
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

class DamagedPart extends Error {}

/** A slide's XML, parsed; damaged data (fflate does not check CRCs) has no `p:sld` root. */
function parseSlide(xml: string): OrderedNode[] {
  const nodes = orderedParser.parse(xml) as OrderedNode[];
  if (!nodes.some((node) => tagOf(node) === 'p:sld')) throw new DamagedPart();
  return nodes;
}

/** Slide files in the order the presentation lists them; file-name order when that is missing. */
function slideOrder(files: Record<string, Uint8Array>, decoder: TextDecoder): string[] {
  const byNumber = Object.keys(files)
    .filter((name) => SLIDE_PATH.test(name))
    .sort((a, b) => Number(SLIDE_PATH.exec(a)?.[1]) - Number(SLIDE_PATH.exec(b)?.[1]));
  const presentation = files[PRESENTATION];
  const rels = files[PRESENTATION_RELS];
  if (!presentation || !rels) return byNumber;
  const root = attributeParser.parse(decoder.decode(presentation))?.['p:presentation'];
  if (root === undefined) throw new DamagedPart();
  const ids: { 'r:id'?: string }[] = root?.['p:sldIdLst']?.['p:sldId'] ?? [];
  const relationships: { Id?: string; Target?: string }[] =
    attributeParser.parse(decoder.decode(rels))?.Relationships?.Relationship ?? [];
  const targets = new Map(relationships.map((rel) => [rel.Id, rel.Target]));
  const ordered = ids
    .map((id) => targets.get(id['r:id']))
    .map((target) => (target ? `ppt/${target.replace(/^\/?(ppt\/)?/, '')}` : ''))
    .filter((path) => SLIDE_PATH.test(path) && files[path]);
  return ordered.length > 0 ? ordered : byNumber;
}

/**
 * Text per slide, and the tables on them, read with fflate and fast-xml-parser (workers have no
 * DOMParser).
 */
export function parsePptx(bytes: Uint8Array, fileName: string): ParsedDocument {
  const files = unzipWithinLimits(
    bytes,
    fileName,
    (name) => name === PRESENTATION || name === PRESENTATION_RELS || SLIDE_PATH.test(name),
  );
  try {
    const decoder = new TextDecoder();
    const parts = slideOrder(files, decoder).map((path) => parseSlide(decoder.decode(files[path])));
    const tables = parts.flatMap((nodes, index) =>
      tablesIn(nodes, 'a', slideText, (n) => `slide ${index + 1}, table ${n}`),
    );
    return { kind: 'slides', slides: parts.map(slideText), tables };
  } catch {
    throw new DocumentError(
      'corrupt',
      `${fileName} looks damaged: it is not a readable PowerPoint presentation. Check that it opens in PowerPoint, then upload it again.`,
    );
  }
}
