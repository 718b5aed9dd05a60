import type { DataTable, Extraction, PassageDraft, ProcessingError } from './types';

/** Main thread → worker: read one file. */
export interface ExtractRequest {
  type: 'extract';
  file: Blob;
  fileName: string;
}

/** Passages cross in batches, so no single message takes long to receive on the main thread. */
export const PASSAGE_BATCH = 400;

/** The buffers behind the tables' typed arrays, to transfer with the message that carries them. */
export function tableBuffers(tables: readonly DataTable[]): ArrayBuffer[] {
  return tables.flatMap((table) => [
    table.rowNumbers.buffer as ArrayBuffer,
    ...table.columns.map(
      (column) => (column.kind === 'text' ? column.codes : column.values).buffer as ArrayBuffer,
    ),
  ]);
}

/**
 * Worker → main thread. `source` tells our messages apart from pdf.js's own. A searchable
 * extraction's passages come first in `passages` batches; its `done` message has none.
 */
export type WorkerReply =
  | {
      source: 'documents-worker';
      type: 'progress';
      stage: 'reading' | 'extracting';
      fraction: number;
    }
  | { source: 'documents-worker'; type: 'passages'; passages: PassageDraft[] }
  | { source: 'documents-worker'; type: 'done'; extraction: Extraction }
  | { source: 'documents-worker'; type: 'failed'; error: ProcessingError };

export function isWorkerReply(data: unknown): data is WorkerReply {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === 'documents-worker'
  );
}
