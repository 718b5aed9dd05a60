import type * as PdfjsModule from 'pdfjs-dist';
import { DocumentError } from '../errors';
import { BudgetMeter, READ_BUDGET, type ReadBudget } from './budget';
import type { FractionCallback, ParsedDocument } from './parsed';

export type Pdfjs = typeof PdfjsModule;

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

/**
 * pdf.js normally parses in a worker of its own. Inside our worker that second worker is
 * pointless, so its worker code is loaded into this same thread first: pdf.js then finds
 * `globalThis.pdfjsWorker` and runs its "fake worker" here, with no extra Worker or fetch.
 */
export async function loadPdfjs(): Promise<Pdfjs> {
  await import('pdfjs-dist/build/pdf.worker.mjs');
  return import('pdfjs-dist');
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<Pdfjs['getDocument']>['promise']>['getPage']>>;

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
      items.push(...chunk);
      meter.spendText(chunk.reduce((sum, item) => sum + (item.str?.length ?? 0), 0));
    }
  } catch (error) {
    // No reader.cancel(): pdf.js then writes to a closed stream; destroying the task stops it.
    if (error instanceof DocumentError) throw error;
    return [];
  }
}

function pageText(items: readonly TextItemLike[]): string {
  let text = '';
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return text.replace(/[ \t]+/g, ' ').trim();
}

/**
 * Text per page; pages without a text layer come back empty (the pipeline says so). Stops
 * with a DocumentError when the file runs past its time or text budget.
 */
export async function parsePdf(
  bytes: Uint8Array,
  fileName: string,
  pdfjs: Pdfjs,
  onProgress: FractionCallback,
  budget: ReadBudget = READ_BUDGET,
): Promise<ParsedDocument> {
  const meter = new BudgetMeter(budget, fileName);
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise.catch((error: unknown) => {
      throw readFailure(error, fileName);
    });
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      meter.checkTime();
      const page = await document.getPage(number);
      pages.push(pageText(await readPageItems(page, meter)));
      page.cleanup();
      onProgress(number / document.numPages);
    }
    return { kind: 'pages', pages };
  } finally {
    await task.destroy();
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
