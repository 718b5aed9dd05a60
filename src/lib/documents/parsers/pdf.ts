import type * as PdfjsModule from 'pdfjs-dist';
import { DocumentError } from '../errors';
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

function pageText(items: readonly TextItemLike[]): string {
  let text = '';
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return text.replace(/[ \t]+/g, ' ').trim();
}

/** Text per page; pages without a text layer come back empty (the pipeline says so). */
export async function parsePdf(
  bytes: Uint8Array,
  fileName: string,
  pdfjs: Pdfjs,
  onProgress: FractionCallback,
): Promise<ParsedDocument> {
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
      const page = await document.getPage(number);
      const content = await page.getTextContent().catch(() => ({ items: [] }));
      pages.push(pageText(content.items as TextItemLike[]));
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
