import mammoth from 'mammoth';
import { DocumentError } from '../../errors';
import { unzipWithinLimits } from '../zip-guard';
import { attributedParser, tablesIn, textUnder, type OrderedNode } from './ordered-xml';
import type { ParsedDocument, ParsedSheet } from './parsed';
import { wordSections } from './word-headings';

const DOCUMENT_PART = 'word/document.xml';
const STYLES_PART = 'word/styles.xml';

/** The text of Word XML: runs in `w:t`, each paragraph (`w:p`) ending in a space. */
const wordText = (nodes: OrderedNode[]) => textUnder(nodes, ['w:t'], { 'w:p': ' ' });

/** The document's tables ('table 1', 'table 2'…), so questions about their figures can be computed. */
function wordTables(document: readonly OrderedNode[]): ParsedSheet[] {
  return tablesIn(document, 'w', wordText, (n) => `table ${n}`);
}

/**
 * Paragraphs of a Word document (mammoth ends every paragraph with a blank line), the sections
 * its headings start, and its tables.
 */
export async function parseDocx(bytes: Uint8Array, fileName: string): Promise<ParsedDocument> {
  // The reader below unpacks without limits of its own: measure what it would unpack first.
  const files = unzipWithinLimits(
    bytes,
    fileName,
    (name) => name === DOCUMENT_PART || name === STYLES_PART,
  );
  const [documentXml, stylesXml] = [files[DOCUMENT_PART], files[STYLES_PART]].map((part) =>
    part ? new TextDecoder().decode(part) : undefined,
  );
  const arrayBuffer = bytes.slice().buffer;
  // mammoth's browser build reads `arrayBuffer`, its Node build (unit tests) reads `buffer`.
  const input = { arrayBuffer, buffer: arrayBuffer } as unknown as { arrayBuffer: ArrayBuffer };
  try {
    const text = (await mammoth.extractRawText(input)).value;
    const paragraphs = text
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    // Parsed once, attributes kept (heading styles are named by them), for tables and headings.
    const document = documentXml ? (attributedParser.parse(documentXml) as OrderedNode[]) : [];
    const tables = wordTables(document);
    const sections = wordSections(paragraphs, document, stylesXml);
    return sections.length > 0
      ? { kind: 'paragraphs', paragraphs, tables, sections }
      : { kind: 'paragraphs', paragraphs, tables };
  } catch {
    throw new DocumentError(
      'corrupt',
      `${fileName} looks damaged: it is not a readable Word document. Check that it opens in Word, then upload it again.`,
    );
  }
}
