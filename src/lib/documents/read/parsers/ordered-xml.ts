import { XMLParser } from 'fast-xml-parser';
import type { ParsedSheet } from './parsed';

/** A node of fast-xml-parser's ordered output: `{ tag: children }`, attributes under ':@'. */
export type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/** Keeps document order and the text exactly as written (no number parsing, no trimming). */
export const orderedParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: false,
});

/** As `orderedParser`, keeping attributes too (under ':@', names as written: `w:val`). */
export const attributedParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  trimValues: false,
});

export function childrenOf(node: OrderedNode, tag: string): OrderedNode[] {
  const value = node[tag];
  return Array.isArray(value) ? (value as OrderedNode[]) : [];
}

export function tagOf(node: OrderedNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@');
}

/** The first element named `tag` among `nodes`. */
export function firstNamed(nodes: readonly OrderedNode[], tag: string): OrderedNode | undefined {
  return nodes.find((node) => tagOf(node) === tag);
}

/** The children of the first element named `tag` among `nodes` (none when there is none). */
export function childrenNamed(nodes: readonly OrderedNode[], tag: string): OrderedNode[] {
  return childrenOf(firstNamed(nodes, tag) ?? {}, tag);
}

export const attributesOf = (node: OrderedNode | undefined) => node?.[':@'] ?? {};

/**
 * The text under `nodes`: what is written inside the `textTags` elements, and after each
 * element whose tag `after` names, that separator (a paragraph's end, a line break, a tab).
 */
export function textUnder(
  nodes: readonly OrderedNode[],
  textTags: readonly string[],
  after: Readonly<Record<string, string>>,
): string {
  let text = '';
  const walk = (list: readonly OrderedNode[], insideText: boolean) => {
    for (const node of list) {
      const tag = tagOf(node);
      if (!tag) continue;
      if (tag === '#text') {
        if (insideText) text += String(node[tag]);
        continue;
      }
      walk(childrenOf(node, tag), textTags.includes(tag));
      text += after[tag] ?? '';
    }
  };
  walk(nodes, false);
  return text;
}

/** Every element named `tag` under `nodes`, outermost first, in document order. */
function elementsNamed(nodes: readonly OrderedNode[], tag: string): OrderedNode[][] {
  const found: OrderedNode[][] = [];
  const walk = (list: readonly OrderedNode[]) => {
    for (const node of list) {
      const name = tagOf(node);
      if (!name || name === '#text') continue;
      if (name === tag) found.push(childrenOf(node, name));
      else walk(childrenOf(node, name));
    }
  };
  walk(nodes);
  return found;
}

/**
 * The tables of a Word (`w:`) or DrawingML (`a:`) part: `tbl` of `tr` of `tc`, each cell's text
 * read by `cellText`, rows numbered from 1 as the table shows them. `name` names the n-th.
 */
export function tablesIn(
  nodes: readonly OrderedNode[],
  prefix: 'w' | 'a',
  cellText: (cell: OrderedNode[]) => string,
  name: (index: number) => string,
): ParsedSheet[] {
  return elementsNamed(nodes, `${prefix}:tbl`).map((table, index) => ({
    name: name(index + 1),
    header: null,
    rows: elementsNamed(table, `${prefix}:tr`).map((row, rowIndex) => ({
      number: rowIndex + 1,
      cells: elementsNamed(row, `${prefix}:tc`).map((cell) =>
        cellText(cell).replace(/\s+/g, ' ').trim(),
      ),
    })),
  }));
}
