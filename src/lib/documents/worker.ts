/// <reference lib="webworker" />
// The document reader's worker: one per file, terminated when done or cancelled.
import { toProcessingError } from './errors';
import { extractDocument } from './extract';
import { readWithProgress } from './read-file';
import {
  PASSAGE_BATCH,
  tableBuffers,
  type ExtractRequest,
  type WorkerReply,
} from './worker-protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

function reply(message: WorkerReply, transfer: Transferable[] = []) {
  scope.postMessage(message, transfer);
}

scope.addEventListener('message', (event: MessageEvent<ExtractRequest>) => {
  const request = event.data;
  if (request?.type !== 'extract') return;
  void (async () => {
    try {
      const bytes = await readWithProgress(request.file, (fraction) =>
        reply({ source: 'documents-worker', type: 'progress', stage: 'reading', fraction }),
      );
      const extraction = await extractDocument(bytes, request.fileName, {
        onProgress: (fraction) =>
          reply({ source: 'documents-worker', type: 'progress', stage: 'extracting', fraction }),
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
  })();
});
