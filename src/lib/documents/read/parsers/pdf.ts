import type * as PdfjsModule from 'pdfjs-dist';
import { DocumentError } from '../../errors';
import { OffscreenCanvasFactory } from '../ocr/offscreen-canvas';
import type { RecognisedScans } from '../ocr/scans';
import { BudgetMeter, READ_BUDGET, type ReadBudget } from './budget';
import type { FractionCallback, ParsedDocument } from './parsed';
import { withoutRunningLines } from './running-lines';

export type Pdfjs = typeof PdfjsModule;

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
  /** Where the item starts: x is transform[4]. */
  transform?: number[];
  width?: number;
  height?: number;
}

/**
 * pdf.js normally parses in a worker of its own. Inside our worker that second worker is
 * pointless, so its worker code is loaded into this same thread: pdf.js then finds
 * `globalThis.pdfjsWorker` and runs its "fake worker" here, with no extra Worker or fetch.
 * Both chunks are fetched and compiled side by side: pdf.js looks for `pdfjsWorker` only
 * when a document is opened, by which time both have run.
 */
export async function loadPdfjs(): Promise<Pdfjs> {
  const [, pdfjs] = await Promise.all([
    import('pdfjs-dist/build/pdf.worker.mjs'),
    import('pdfjs-dist'),
  ]);
  return pdfjs;
}

type LoadingTask = ReturnType<Pdfjs['getDocument']>;
type OpenParameters = Exclude<Parameters<Pdfjs['getDocument']>[0], string | URL | ArrayBufferLike>;

/**
 * Decoded images above this many pixels are skipped (pdf.js would hold 4 bytes a pixel): a
 * 600 dpi scan of a Letter page (34 million) still fits.
 */
export const MAX_IMAGE_PIXELS = 2 ** 26;

/**
 * What pdf.js may do with a file, wherever it opens one (reading it here, drawing a page in the
 * source viewer): no eval (the content security policy allows none), no fonts installed in the
 * page or looked up on the system (glyphs are drawn from the file's own outlines), no huge image
 * decoded.
 */
export const PDF_BOUNDS = {
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  maxImageSize: MAX_IMAGE_PIXELS,
} as const satisfies Partial<OpenParameters>;
export type PdfDocument = Awaited<LoadingTask['promise']>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

/**
 * Opens a PDF from its bytes (pdf.js takes them over). Call `destroy` when done, whatever
 * happened. A file pdf.js can't open rejects with a DocumentError.
 */
export async function openPdf(
  bytes: Uint8Array,
  fileName: string,
  pdfjs: Pdfjs,
): Promise<{ document: PdfDocument; destroy: () => Promise<void> }> {
  const task = pdfjs.getDocument({
    data: bytes,
    ...PDF_BOUNDS,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    // Scanned pages are drawn for text recognition in the worker, which has no document.
    ...(typeof OffscreenCanvas === 'undefined' ? {} : { CanvasFactory: OffscreenCanvasFactory }),
  });
  const destroy = () => task.destroy();
  try {
    const document = await task.promise;
    return { document, destroy };
  } catch (error) {
    await destroy();
    throw readFailure(error, fileName);
  }
}

/**
 * A page's text items, read chunk by chunk so one huge content stream is stopped by the
 * budget while pdf.js is still in it. A page pdf.js can't read comes back empty.
 */
async function readPageItems(page: PdfPage, meter: BudgetMeter): Promise<TextItemLike[]> {
  const reader = page.streamTextContent().getReader();
  const items: TextItemLike[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return items;
      const chunk = (value as { items: TextItemLike[] }).items;
      let chars = 0;
      for (const item of chunk) {
        items.push(item);
        chars += item.str?.length ?? 0;
      }
      meter.spendText(chars);
    }
  } catch (error) {
    // No reader.cancel(): pdf.js then writes to a closed stream; destroying the task stops it.
    if (error instanceof DocumentError) throw error;
    return [];
  }
}

const SPACES = /[ \t]+/g;
/** A word hyphenated at the end of a printed line ('Compli-' over 'ance'): written whole. */
const LINE_END_HYPHEN = /(\p{L})-\n(?=\p{Ll})/gu;

/**
 * Whether two items on one line are apart on the page with no space item between them: a page
 * number and the footer's title ('2' at the right margin, then 'Linux Foundation…' at the left).
 */
function apart(before: TextItemLike | undefined, item: TextItemLike): boolean {
  const [x0, x1] = [before?.transform?.[4], item.transform?.[4]];
  if (!before?.str || !item.str || x0 === undefined || x1 === undefined) return false;
  if (/\s$/.test(before.str) || /^\s/.test(item.str)) return false;
  const end = x0 + (before.width ?? 0);
  const gap = Math.max(1, (item.height ?? 0) * 0.25);
  return x1 < x0 || x1 > end + gap;
}

function pageText(items: readonly TextItemLike[]): string {
  const parts: string[] = [];
  let before: TextItemLike | undefined;
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    if (apart(before, item)) parts.push(' ');
    parts.push(item.str);
    if (item.hasEOL) parts.push('\n');
    before = item.hasEOL ? undefined : item;
  }
  return parts.join('').replace(SPACES, ' ').replace(LINE_END_HYPHEN, '$1').trim();
}

/** One page's text (empty when the page has no text layer or pdf.js can't read it). */
export async function readPageText(
  document: PdfDocument,
  number: number,
  meter: BudgetMeter,
): Promise<string> {
  meter.checkTime();
  const page = await document.getPage(number);
  try {
    return pageText(await readPageItems(page, meter));
  } finally {
    page.cleanup();
  }
}

/** What a helper sends back for a range of pages. */
export interface HelpedPages {
  texts: string[];
  /** Characters of text pdf.js gave for them, counted against the file's text budget. */
  chars: number;
}

/** The budget left for a helper's pages (its clock is its own). */
export interface BudgetLeft {
  maxMillis: number;
  maxTextChars: number;
}

/**
 * Another reader of the same PDF, in a worker of its own (a second core): it opens the file
 * itself and reads the page ranges it is given.
 */
export interface PdfPageHelper {
  /** Resolves when the helper has the document open (rejects if it can't); no pages before. */
  ready: Promise<unknown>;
  /**
   * Pages `first` to `last` (1-based, inclusive), within what is left of the file's budget.
   * Rejects with a DocumentError when that runs out, with anything else when the helper
   * itself failed (its pages are then read here).
   */
  readPages(first: number, last: number, budget: BudgetLeft): Promise<HelpedPages>;
}

/** Pages at most in one helper request: small enough that nobody waits long for the last. */
const MAX_HELPER_PAGES = 12;
/** Helpers are worth asking for only from this many pages. */
export const MIN_PAGES_FOR_HELPERS = 24;

/** A macrotask break, so messages from helpers are handled between pages. */
function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export interface ParsePdfOptions {
  /**
   * Asked once the page count is known (from MIN_PAGES_FOR_HELPERS pages): readers of the
   * same file in other workers to share the pages with, maybe none. Reading starts without
   * waiting for the answer.
   */
  helpers?: (pageCount: number) => Promise<readonly PdfPageHelper[]>;
  /**
   * Reads the pages that have no text layer (scans) by text recognition, while the document is
   * still open; without it they stay empty.
   */
  recogniseScans?: (document: PdfDocument, numbers: number[]) => Promise<RecognisedScans>;
}

/** Pages with no text are scans (or blank): recognised when the caller can, else left empty. */
async function withScansRead(
  pages: string[],
  document: PdfDocument,
  recogniseScans: ParsePdfOptions['recogniseScans'],
): Promise<Extract<ParsedDocument, { kind: 'pages' }>> {
  const scanned = pages.flatMap((text, index) => (text ? [] : [index + 1]));
  if (scanned.length === 0 || !recogniseScans) return { kind: 'pages', pages };
  const { texts, reading } = await recogniseScans(document, scanned);
  for (const [number, text] of texts) pages[number - 1] = text;
  return reading ? { kind: 'pages', pages, ocr: reading } : { kind: 'pages', pages };
}

/** Reads pages `first` to `last` of an open document (a helper's share). */
export async function readPageRange(
  document: PdfDocument,
  first: number,
  last: number,
  meter: BudgetMeter,
): Promise<string[]> {
  const texts: string[] = [];
  for (let number = first; number <= last; number += 1) {
    texts.push(await readPageText(document, number, meter));
  }
  return texts;
}

/**
 * Text per page; pages without a text layer come back empty (the pipeline says so). Stops
 * with a DocumentError when the file runs past its time or text budget. With helpers (long
 * documents only), pages are handed out in small ranges to whichever reader is free, and
 * the texts put back in page order.
 */
export async function parsePdf(
  bytes: Uint8Array,
  fileName: string,
  pdfjs: Pdfjs,
  onProgress: FractionCallback,
  budget: ReadBudget = READ_BUDGET,
  { helpers: askForHelpers, recogniseScans }: ParsePdfOptions = {},
): Promise<ParsedDocument> {
  const meter = new BudgetMeter(budget, fileName);
  const { document, destroy } = await openPdf(bytes, fileName, pdfjs);
  try {
    const count = document.numPages;
    const pages = new Array<string>(count).fill('');
    const askingForHelpers = askForHelpers !== undefined && count >= MIN_PAGES_FOR_HELPERS;
    let helpers: readonly PdfPageHelper[] = [];
    let next = 1;
    let read = 0;
    let stopped = false;
    const readHere = async (number: number) => {
      pages[number - 1] = await readPageText(document, number, meter);
      read += 1;
      onProgress(read / count);
    };
    const here = async () => {
      while (next <= count && !stopped) {
        await readHere(next++);
        // pdf.js works in microtasks: without a break, no message (the answer about helpers,
        // their pages) would be handled before the last page.
        if (askingForHelpers) await nextTask();
      }
    };
    const hereDone = here();
    const helped = async (helper: PdfPageHelper) => {
      try {
        await Promise.race([helper.ready, hereDone]);
      } catch {
        return;
      }
      while (next <= count && !stopped) {
        const left = count - next + 1;
        const size = Math.max(
          1,
          Math.min(MAX_HELPER_PAGES, Math.floor(left / (2 * (helpers.length + 1)))),
        );
        const first = next;
        const last = Math.min(count, first + size - 1);
        next = last + 1;
        let result: HelpedPages;
        try {
          result = await helper.readPages(first, last, meter.left());
        } catch (error) {
          if (error instanceof DocumentError) throw error;
          // The helper is gone: its pages are read here, and it gets no more.
          for (let number = first; number <= last; number += 1) await readHere(number);
          return;
        }
        meter.spendText(result.chars);
        result.texts.forEach((text, offset) => {
          pages[first - 1 + offset] = text;
        });
        read += result.texts.length;
        onProgress(read / count);
      }
    };
    const shared = async () => {
      if (!askingForHelpers) return;
      // The answer may come after the last page was read (then nobody is waited for).
      const answer = await Promise.race([
        askForHelpers(count).catch(() => []),
        hereDone.then(() => []),
      ]);
      helpers = answer;
      await Promise.all(helpers.map(helped));
    };
    const readers = [hereDone, shared()];
    for (const reader of readers) reader.catch(() => {});
    try {
      await Promise.all(readers);
    } finally {
      stopped = true;
    }
    const parsed = await withScansRead(pages, document, recogniseScans);
    return { ...parsed, pages: withoutRunningLines(parsed.pages) };
  } finally {
    await destroy();
  }
}

function readFailure(error: unknown, fileName: string): DocumentError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new DocumentError(
      'encrypted',
      `${fileName} is password-protected, so its text can't be read. Remove the password and upload it again.`,
    );
  }
  return new DocumentError(
    'corrupt',
    `${fileName} looks damaged: it is not a readable PDF. Check that it opens on your computer, then upload it again.`,
  );
}
