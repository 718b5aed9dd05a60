import {
  DocumentError,
  LEGACY_MESSAGE,
  tooMuchTextError,
  UNSUPPORTED_TYPE_MESSAGE,
} from '../errors';
import { formatFromName, IMAGE_FORMATS } from './formats';
import type { OcrOptions } from './ocr/read-scans';
import { BudgetMeter, MAX_PASSAGES, READ_BUDGET, type ReadBudget } from './parsers/budget';
import type { FractionCallback, ParsedDocument } from './parsers/parsed';
import type { Pdfjs, PdfPageHelper } from './parsers/pdf';
import { checkContent } from './sniff';
import { splitIntoPassages } from './splitter';
import { readTables } from './typed-tables';
import type { DocumentFormat, Extraction, StoredOnlyReason } from '../types';

export interface ExtractOptions {
  /** Progress of the extracting stage, 0 to 1. */
  onProgress?: FractionCallback;
  /** How pdf.js is loaded: the browser build in the worker, the legacy build under Node. */
  loadPdfjs?: () => Promise<Pdfjs>;
  /** Time and text one file may take; tests pass a clock or a tiny budget. */
  budget?: ReadBudget;
  /** Asks for readers in other workers to share a long PDF's pages (see parsePdf). */
  pdfHelpers?: (pageCount: number) => Promise<readonly PdfPageHelper[]>;
  /**
   * Reads scanned PDF pages and images by text recognition (the worker; it needs a canvas).
   * Without it, a scan is stored unread.
   */
  ocr?: OcrOptions;
}

async function parse(
  format: DocumentFormat,
  bytes: Uint8Array,
  text: string | null,
  fileName: string,
  options: ExtractOptions,
  meter: BudgetMeter,
): Promise<ParsedDocument> {
  const onProgress = options.onProgress ?? (() => {});
  // One dynamic import per format: a parser is fetched only when a file needs it.
  switch (format) {
    case 'txt': {
      // Markdown kept as .txt (a wiki export, joined pages) is read as Markdown.
      const { looksLikeMarkdown, parseMarkdown } = await import('./parsers/markdown');
      if (looksLikeMarkdown(text ?? '')) return parseMarkdown(text ?? '');
      return (await import('./parsers/text')).parseText(text ?? '');
    }
    case 'md':
      return (await import('./parsers/markdown')).parseMarkdown(text ?? '');
    // A .tsv is a CSV whose detected delimiter is the tab.
    case 'csv':
    case 'tsv':
      return (await import('./parsers/csv')).parseCsv(text ?? '', fileName, meter);
    case 'pdf': {
      const { parsePdf, loadPdfjs } = await import('./parsers/pdf');
      const pdfjs = await (options.loadPdfjs ?? loadPdfjs)();
      const { ocr } = options;
      return parsePdf(bytes, fileName, pdfjs, onProgress, options.budget, {
        helpers: options.pdfHelpers,
        recogniseScans:
          ocr &&
          (async (document, numbers) =>
            (await import('./ocr/read-scans')).recognisePdfScans(document, numbers, fileName, ocr)),
      });
    }
    case 'png':
    case 'jpg':
    case 'jpeg':
    case 'webp':
      if (!options.ocr) return { kind: 'pages', pages: [''] };
      return (await import('./ocr/read-scans')).readImage(bytes, fileName, options.ocr);
    case 'docx':
      return (await import('./parsers/docx')).parseDocx(bytes, fileName);
    case 'xlsx':
      return (await import('./parsers/xlsx')).parseXlsx(bytes, fileName, meter);
    case 'pptx':
      return (await import('./parsers/pptx')).parsePptx(bytes, fileName);
    default:
      throw new DocumentError('unsupported-type', UNSUPPORTED_TYPE_MESSAGE);
  }
}

function storedOnly(
  format: DocumentFormat,
  reason: StoredOnlyReason,
  fileName: string,
): Extraction {
  const messages: Record<StoredOnlyReason, string> = {
    'legacy-format': LEGACY_MESSAGE,
    'no-text-layer': `${fileName} has no text layer (its pages look like scanned images), so it is stored but can't be searched. Text recognition (OCR) isn't available.`,
    'no-text': `${fileName} contains no text, so it is stored but can't be searched.`,
    'no-text-recognised': `${fileName} was read by text recognition (OCR), but no text was found in it, so it is stored but can't be searched. A sharper scan or photo may read better.`,
  };
  return { status: 'stored', format, reason, message: messages[reason] };
}

/** Why a file gave no passages. */
function emptyReason(format: DocumentFormat, parsed: ParsedDocument): StoredOnlyReason {
  if (IMAGE_FORMATS.includes(format) || (parsed.kind === 'pages' && parsed.ocr)) {
    return 'no-text-recognised';
  }
  return format === 'pdf' ? 'no-text-layer' : 'no-text';
}

/**
 * The whole reading pipeline for one file: content check (and zip guard) first, then the
 * format's parser, then passages. Throws DocumentError with a message for people.
 */
export async function extractDocument(
  bytes: Uint8Array,
  fileName: string,
  options: ExtractOptions = {},
): Promise<Extraction> {
  const format = formatFromName(fileName);
  if (!format) throw new DocumentError('unsupported-type', UNSUPPORTED_TYPE_MESSAGE);
  if (bytes.byteLength === 0) {
    throw new DocumentError('empty-file', `${fileName} is empty: there is nothing to read.`);
  }
  const content = checkContent(bytes, format, fileName);
  if (content.kind === 'legacy') return storedOnly(format, 'legacy-format', fileName);

  // The file's budget covers parsing and typing its tables' columns.
  const meter = new BudgetMeter(options.budget ?? READ_BUDGET, fileName);
  const parsed = await parse(
    format,
    bytes,
    content.kind === 'text' ? content.text : null,
    fileName,
    options,
    meter,
  );
  options.onProgress?.(1);
  const { passages, units } = splitIntoPassages(parsed);
  if (passages.length > MAX_PASSAGES) throw tooMuchTextError(fileName);
  if (passages.length === 0) return storedOnly(format, emptyReason(format, parsed), fileName);
  const tables = readTables(parsed, meter);
  const ocr = parsed.kind === 'pages' ? parsed.ocr : undefined;
  return { status: 'searchable', format, units, passages, tables, ...(ocr ? { ocr } : {}) };
}
