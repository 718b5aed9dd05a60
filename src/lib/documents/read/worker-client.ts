import { DocumentError } from '../errors';
import type { Extractor, PassageDraft } from '../types';
import { isWorkerReply, type WorkerRequest } from './worker-protocol';

function abortError(): DOMException {
  return new DOMException('Document processing was cancelled', 'AbortError');
}

function startWorker(): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), {
    type: 'module',
    name: 'document-reader',
  });
}

function send(worker: Worker, request: WorkerRequest, transfer: Transferable[] = []) {
  worker.postMessage(request, transfer);
}

/** Helper workers at most for one PDF (each holds its own copy of pdf.js and the file). */
const MAX_PDF_HELPERS = 2;
/**
 * A helper started for the file loads pdf.js first, a few hundred milliseconds of a core in
 * which the reader reads some 60 pages: shorter PDFs get prepared helpers only, and so does
 * any PDF on a machine with fewer cores (there it only slowed the reader down).
 */
export const COLD_HELPER_MIN_PAGES = 100;
export const COLD_HELPER_MIN_CORES = 4;
/** How long prepared workers wait for a file after the last holder let go. */
const SPARE_GRACE_MS = 15_000;
/** After a file, new spares start this much later: not while the file is being indexed. */
const REPLENISH_DELAY_MS = 3_000;

function cores(): number {
  return globalThis.navigator?.hardwareConcurrency ?? 1;
}

/** Helpers a long PDF may get: one per spare core (the page keeps one). */
function helperSlots(): number {
  return Math.max(0, Math.min(MAX_PDF_HELPERS, cores() - 1));
}

/** Workers started ahead of a file (the upload dialog is open), with pdf.js loaded. */
const spares: { readers: Worker[]; helpers: Worker[] } = { readers: [], helpers: [] };
let holders = 0;
let dropTimer: ReturnType<typeof setTimeout> | null = null;

function startSpare(pool: Worker[]): Promise<void> {
  const worker = startWorker();
  pool.push(worker);
  const forget = () => {
    const at = pool.indexOf(worker);
    if (at >= 0) pool.splice(at, 1);
    worker.terminate();
  };
  worker.addEventListener('error', forget);
  worker.addEventListener('messageerror', forget);
  send(worker, { type: 'prepare' });
  return new Promise((resolve) => {
    const done = (event: Event) => {
      const data = (event as MessageEvent<unknown>).data;
      if (event.type === 'message' && !(isWorkerReply(data) && data.type === 'prepared')) return;
      worker.removeEventListener('message', done);
      worker.removeEventListener('error', done);
      resolve();
    };
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
  });
}

/** Tops the spares up: one reader, and the helpers a long PDF would get. */
function replenish(): Promise<void> {
  const started: Promise<void>[] = [];
  if (spares.readers.length === 0) started.push(startSpare(spares.readers));
  while (spares.helpers.length < helperSlots()) started.push(startSpare(spares.helpers));
  return Promise.all(started).then(() => {});
}

function replenishIfHeld() {
  if (holders > 0) void replenish();
}

function dropSpares() {
  for (const worker of [...spares.readers, ...spares.helpers]) worker.terminate();
  spares.readers = [];
  spares.helpers = [];
}

/** A prepared worker if there is one, else a new one. */
function takeWorker(pool: Worker[]): Worker {
  return pool.shift() ?? startWorker();
}

export interface ReaderHold {
  /** Resolves when the prepared workers have pdf.js loaded (or failed to). */
  ready: Promise<void>;
  /** The dialog closed: the prepared workers go after a grace period unless used. */
  release: () => void;
}

/**
 * Starts the document reader's workers ahead of a file, with pdf.js loaded (the slowest part
 * of a first upload), while something holds them: call it when the upload dialog opens and
 * release when it closes. After each file, spares are started again while held.
 */
export function prepareDocumentReader(): ReaderHold {
  holders += 1;
  if (dropTimer) clearTimeout(dropTimer);
  dropTimer = null;
  let released = false;
  return {
    ready: replenish(),
    release: () => {
      if (released) return;
      released = true;
      holders -= 1;
      if (holders === 0) dropTimer = setTimeout(dropSpares, SPARE_GRACE_MS);
    },
  };
}

/**
 * Runs the reading pipeline in a fresh module Worker (a prepared one when the upload dialog
 * started it). Cancelling terminates the worker at once, whatever it is doing (pdf.js
 * included: it runs inside this same worker), and its helpers with it.
 */
export const extractInWorker: Extractor = (file, fileName, { signal, onProgress } = {}) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const worker = takeWorker(spares.readers);
    const helpers: Worker[] = [];
    const finish = () => {
      worker.terminate();
      for (const helper of helpers) helper.terminate();
      signal?.removeEventListener('abort', onAbort);
      if (holders > 0) setTimeout(replenishIfHeld, REPLENISH_DELAY_MS);
    };
    const onAbort = () => {
      finish();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const passages: PassageDraft[] = [];
    worker.addEventListener('message', (event: MessageEvent<unknown>) => {
      const message = event.data;
      if (!isWorkerReply(message)) return;
      if (message.type === 'progress') {
        onProgress?.(message.stage, message.fraction, message.page);
      } else if (message.type === 'page-count') {
        const ports = startHelpers(message.count);
        send(worker, { type: 'helpers', ports }, ports);
      } else if (message.type === 'passages') {
        passages.push(...message.passages);
      } else if (message.type === 'done') {
        finish();
        const { extraction } = message;
        resolve(extraction.status === 'searchable' ? { ...extraction, passages } : extraction);
      } else if (message.type === 'failed') {
        finish();
        reject(new DocumentError(message.error.code, message.error.message));
      }
    });
    const crashed = () => {
      finish();
      reject(
        new DocumentError(
          'worker-failed',
          `${fileName} could not be processed: the document reader stopped unexpectedly. Try again, or reload the page.`,
        ),
      );
    };
    worker.addEventListener('error', crashed);
    worker.addEventListener('messageerror', crashed);
    /**
     * Helpers for a long PDF, prepared ones first; each talks to the reader over a port of
     * its own, and one that stops is reported to the reader, which then reads its pages.
     */
    const startHelpers = (pageCount: number): MessagePort[] => {
      const slots = helperSlots();
      helpers.push(...spares.helpers.splice(0, slots));
      const coldOnes = pageCount >= COLD_HELPER_MIN_PAGES && cores() >= COLD_HELPER_MIN_CORES;
      while (helpers.length < slots && coldOnes) {
        helpers.push(startWorker());
      }
      return helpers.map((helper, index) => {
        const channel = new MessageChannel();
        const lost = () => send(worker, { type: 'helper-lost', helper: index });
        helper.addEventListener('error', lost);
        helper.addEventListener('messageerror', lost);
        send(helper, { type: 'help', file, fileName, port: channel.port2 }, [channel.port2]);
        return channel.port1;
      });
    };
    send(worker, { type: 'extract', file, fileName });
  });
