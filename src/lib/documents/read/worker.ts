/// <reference lib="webworker" />
// The document reader's worker: one per file, terminated when done or cancelled. A long PDF
// may get helpers (more of these workers) that read some of its pages on other cores.
import { DocumentError, toProcessingError } from '../errors';
import { extractDocument } from './extract';
import { formatFromName } from './formats';
import { BudgetMeter, READ_BUDGET } from './parsers/budget';
import type { HelpedPages, PdfPageHelper } from './parsers/pdf';
import { readWithProgress } from './read-file';
import {
  PASSAGE_BATCH,
  tableBuffers,
  type HelperReply,
  type HelperRequest,
  type WorkerReply,
  type WorkerRequest,
} from './worker-protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

function reply(message: WorkerReply, transfer: Transferable[] = []) {
  scope.postMessage(message, transfer);
}

/** Loads the PDF reader (pdf.js included) ahead of use; a failure shows when it is used. */
function preparePdf(): Promise<void> {
  return import('./parsers/pdf')
    .then(({ loadPdfjs }) => loadPdfjs())
    .then(
      () => {},
      () => {},
    );
}

/** The reader's side of a helper: page ranges asked over the port, one at a time. */
class PortHelper implements PdfPageHelper {
  readonly ready: Promise<unknown>;
  private settleReady: { resolve: () => void; reject: (error: Error) => void } | null = null;
  private pending: {
    resolve: (pages: HelpedPages) => void;
    reject: (error: Error) => void;
  } | null = null;
  private lostReason: Error | null = null;

  constructor(private readonly port: MessagePort) {
    this.ready = new Promise<void>((resolve, reject) => {
      this.settleReady = { resolve, reject };
    });
    this.ready.catch(() => {});
    port.onmessage = (event: MessageEvent<HelperReply>) => this.receive(event.data);
  }

  private receive(message: HelperReply) {
    if (message.type === 'ready') {
      this.settleReady?.resolve();
      return;
    }
    if (message.type === 'unavailable') {
      this.lose('The helper could not open the document');
      return;
    }
    const pending = this.pending;
    this.pending = null;
    if (message.type === 'pages') {
      pending?.resolve({ texts: message.texts, chars: message.chars });
    } else if (message.error.code === 'file-too-large') {
      // The file's budget ran out in the helper: the whole file stops, as it would here.
      pending?.reject(new DocumentError(message.error.code, message.error.message));
    } else {
      pending?.reject(new Error(message.error.message));
    }
  }

  /** The helper stopped: whatever it was asked is read by the reader itself. */
  lose(reason: string) {
    this.lostReason ??= new Error(reason);
    this.settleReady?.reject(this.lostReason);
    this.pending?.reject(this.lostReason);
    this.pending = null;
    this.port.close();
  }

  readPages(
    first: number,
    last: number,
    budget: { maxMillis: number; maxTextChars: number },
  ): Promise<HelpedPages> {
    if (this.lostReason) return Promise.reject(this.lostReason);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      const request: HelperRequest = { type: 'read', first, last, ...budget };
      this.port.postMessage(request);
    });
  }
}

let helpers: PortHelper[] = [];
let receiveHelpers: ((ports: MessagePort[]) => void) | null = null;

/** Tells the page how long the PDF is; it answers with ports to helpers, maybe none. */
function askForHelpers(pageCount: number): Promise<PdfPageHelper[]> {
  return new Promise((resolve) => {
    receiveHelpers = (ports) => {
      receiveHelpers = null;
      helpers = ports.map((port) => new PortHelper(port));
      resolve(helpers);
    };
    reply({ source: 'documents-worker', type: 'page-count', count: pageCount });
  });
}

async function extract(request: Extract<WorkerRequest, { type: 'extract' }>) {
  try {
    // A PDF's reader loads while the file is read.
    if (formatFromName(request.fileName) === 'pdf') void preparePdf();
    const bytes = await readWithProgress(request.file, (fraction) =>
      reply({ source: 'documents-worker', type: 'progress', stage: 'reading', fraction }),
    );
    const extraction = await extractDocument(bytes, request.fileName, {
      onProgress: (fraction) =>
        reply({ source: 'documents-worker', type: 'progress', stage: 'extracting', fraction }),
      pdfHelpers: askForHelpers,
      ocr: {
        onProgress: (fraction, number, count) =>
          reply({
            source: 'documents-worker',
            type: 'progress',
            stage: 'recognising',
            fraction,
            page: { number, count },
          }),
      },
    });
    if (extraction.status === 'searchable') {
      for (let start = 0; start < extraction.passages.length; start += PASSAGE_BATCH) {
        const passages = extraction.passages.slice(start, start + PASSAGE_BATCH);
        reply({ source: 'documents-worker', type: 'passages', passages });
      }
      // The tables' typed arrays move to the main thread instead of being copied.
      reply(
        { source: 'documents-worker', type: 'done', extraction: { ...extraction, passages: [] } },
        tableBuffers(extraction.tables),
      );
    } else {
      reply({ source: 'documents-worker', type: 'done', extraction });
    }
  } catch (error) {
    reply({
      source: 'documents-worker',
      type: 'failed',
      error: toProcessingError(error, request.fileName),
    });
  }
}

/** A helper: opens the same PDF, then reads the page ranges the reader asks for. */
async function help({ file, fileName, port }: Extract<WorkerRequest, { type: 'help' }>) {
  const send = (message: HelperReply) => port.postMessage(message);
  try {
    const [{ loadPdfjs, openPdf, readPageRange }, bytes] = await Promise.all([
      import('./parsers/pdf'),
      file.arrayBuffer(),
    ]);
    const { document } = await openPdf(new Uint8Array(bytes), fileName, await loadPdfjs());
    // The worker is terminated with the reader's file, the document with it.
    port.onmessage = async (event: MessageEvent<HelperRequest>) => {
      const { first, last, maxMillis, maxTextChars } = event.data;
      const meter = new BudgetMeter({ ...READ_BUDGET, maxMillis, maxTextChars }, fileName);
      try {
        const texts = await readPageRange(document, first, last, meter);
        send({ type: 'pages', first, texts, chars: meter.textSpent });
      } catch (error) {
        send({ type: 'failed', first, error: toProcessingError(error, fileName) });
      }
    };
  } catch {
    send({ type: 'unavailable' });
    return;
  }
  send({ type: 'ready' });
}

scope.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  switch (request?.type) {
    case 'extract':
      void extract(request);
      break;
    case 'helpers':
      receiveHelpers?.(request.ports);
      break;
    case 'help':
      void help(request);
      break;
    case 'prepare':
      void preparePdf().then(() => reply({ source: 'documents-worker', type: 'prepared' }));
      break;
    case 'helper-lost':
      helpers[request.helper]?.lose('The helper stopped');
      break;
  }
});
