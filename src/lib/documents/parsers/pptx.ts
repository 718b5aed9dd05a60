import { XMLParser } from 'fast-xml-parser';
import { DocumentError } from '../errors';
import { unzipWithinLimits } from '../zip-guard';
import type { ParsedDocument } from './parsed';

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const SLIDE_PATH = /^ppt\/slides\/slide(\d+)\.xml$/;
const PRESENTATION = 'ppt/presentation.xml';
const PRESENTATION_RELS = 'ppt/_rels/presentation.xml.rels';

/** Keeps document order and the text exactly as written (no number parsing, no trimming). */
const orderedParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: false,
});

const attributeParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  isArray: (name) => name === 'p:sldId' || name === 'Relationship',
});

function childrenOf(node: OrderedNode, tag: string): OrderedNode[] {
  const value = node[tag];
  return Array.isArray(value) ? (value as OrderedNode[]) : [];
}

function tagOf(node: OrderedNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@');
}

/** DrawingML text: runs in `a:t`, paragraphs in `a:p`, line breaks `a:br`, tabs `a:tab`. */
function slideText(nodes: OrderedNode[]): string {
  let text = '';
  const walk = (list: OrderedNode[], insideText: boolean) => {
    for (const node of list) {
      const tag = tagOf(node);
      if (!tag) continue;
      if (tag === '#text') {
        if (insideText) text += String(node[tag]);
        continue;
      }
      if (tag === 'a:br') text += '\n';
      else if (tag === 'a:tab') text += ' ';
      walk(childrenOf(node, tag), tag === 'a:t' || tag === 'a:fld');
      if (tag === 'a:p') text += '\n';
    }
  };
  walk(nodes, false);
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

/** Text per slide, read with fflate and fast-xml-parser (workers have no DOMParser). */
export function parsePptx(bytes: Uint8Array, fileName: string): ParsedDocument {
  const files = unzipWithinLimits(
    bytes,
    fileName,
    (name) => name === PRESENTATION || name === PRESENTATION_RELS || SLIDE_PATH.test(name),
  );
  try {
    const decoder = new TextDecoder();
    const slides = slideOrder(files, decoder).map((path) =>
      slideText(parseSlide(decoder.decode(files[path]))),
    );
    return { kind: 'slides', slides };
  } catch {
    throw new DocumentError(
      'corrupt',
      `${fileName} looks damaged: it is not a readable PowerPoint presentation. Check that it opens in PowerPoint, then upload it again.`,
    );
  }
}
