import { DocumentError } from './errors';
import type { Extractor } from './extractor';
import type { PassageDraft } from './types';
import { isWorkerReply, type ExtractRequest } from './worker-protocol';

function abortError(): DOMException {
  return new DOMException('Document processing was cancelled', 'AbortError');
}

/**
 * Runs the reading pipeline in a fresh module Worker. Cancelling terminates the worker at
 * once, whatever it is doing (pdf.js included: it runs inside this same worker).
 */
export const extractInWorker: Extractor = (file, fileName, { signal, onProgress } = {}) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const worker = new Worker(new URL('./worker.ts', import.meta.url), {
      type: 'module',
      name: 'document-reader',
    });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
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
        onProgress?.(message.stage, message.fraction);
      } else if (message.type === 'passages') {
        passages.push(...message.passages);
      } else if (message.type === 'done') {
        finish();
        const { extraction } = message;
        resolve(extraction.status === 'searchable' ? { ...extraction, passages } : extraction);
      } else {
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
    const request: ExtractRequest = { type: 'extract', file, fileName };
    worker.postMessage(request);
  });
