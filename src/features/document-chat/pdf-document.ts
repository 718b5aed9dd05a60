import { READ_BUDGET } from '@/lib/documents/read/parsers/budget';
import { PDF_BOUNDS, type Pdfjs, type PdfDocument } from '@/lib/documents/read/parsers/pdf';
import { withinTime } from './viewer-budget';

/** A PDF open in the viewer; `close` ends its worker. */
export interface ViewedPdf {
  document: PdfDocument;
  pdfjs: Pdfjs;
  close: () => void;
}

export interface PdfViewing {
  loadPdfjs: () => Promise<Pdfjs>;
  /** pdf.js's own worker script, where it parses the file. */
  startWorker: () => Worker;
  /** How long opening the file may take: the reading budget's. */
  maxMillis: number;
}

const VIEWING: PdfViewing = {
  // Without its worker code on this thread: pdf.js then talks to the worker it is given.
  loadPdfjs: () => import('pdfjs-dist'),
  startWorker: () =>
    new Worker(new URL('./pdf-viewer.worker.ts', import.meta.url), {
      type: 'module',
      name: 'pdf-viewer',
    }),
  maxMillis: READ_BUDGET.maxMillis,
};

/**
 * Resolves when pdf.js's worker code has run and says 'ready' (the main side sends nothing
 * before, or it would be lost); rejects when the worker script fails to start.
 */
function workerReady(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<{ action?: unknown } | null>) => {
      if (event.data?.action !== 'ready') return;
      worker.removeEventListener('message', onMessage);
      resolve();
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', () => reject(new Error('The PDF worker did not start.')), {
      once: true,
    });
  });
}

/**
 * Opens a PDF for the source viewer under the bounds reading has (PDF_BOUNDS, the reading time
 * budget), pdf.js parsing it in a worker of its own, so a hostile file never holds up the page.
 */
export async function openPdfForViewing(
  file: Blob,
  signal: AbortSignal,
  viewing: PdfViewing = VIEWING,
): Promise<ViewedPdf> {
  const [pdfjs, bytes] = await Promise.all([viewing.loadPdfjs(), file.arrayBuffer()]);
  signal.throwIfAborted();
  const port = viewing.startWorker();
  let close = () => port.terminate();
  const open = async () => {
    await workerReady(port);
    const worker = pdfjs.PDFWorker.create({ port });
    const task = pdfjs.getDocument({
      data: new Uint8Array(bytes),
      worker,
      ...PDF_BOUNDS,
      verbosity: pdfjs.VerbosityLevel.ERRORS,
    });
    close = () => {
      task.destroy().catch(() => {});
      worker.destroy();
      port.terminate();
    };
    return task.promise;
  };
  try {
    const document = await withinTime(open, {
      signal,
      maxMillis: viewing.maxMillis,
      what: 'Opening the PDF',
    });
    return { document, pdfjs, close };
  } catch (error) {
    close();
    throw error;
  }
}
