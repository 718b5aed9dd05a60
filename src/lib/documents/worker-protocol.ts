import type { Extraction, ProcessingError } from './types';

/** Main thread → worker: read one file. */
export interface ExtractRequest {
  type: 'extract';
  file: Blob;
  fileName: string;
}

/** Worker → main thread. `source` tells our messages apart from pdf.js's own. */
export type WorkerReply =
  | {
      source: 'documents-worker';
      type: 'progress';
      stage: 'reading' | 'extracting';
      fraction: number;
    }
  | { source: 'documents-worker'; type: 'done'; extraction: Extraction }
  | { source: 'documents-worker'; type: 'failed'; error: ProcessingError };

export function isWorkerReply(data: unknown): data is WorkerReply {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === 'documents-worker'
  );
}
