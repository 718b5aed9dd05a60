import type {
  DataTable,
  ExtractStage,
  Extraction,
  PageProgress,
  PassageDraft,
  ProcessingError,
} from '../types';

/**
 * Main thread → worker. `extract`: read one file. `helpers`: the answer to `page-count`,
 * ports to helper workers that share the PDF's pages (maybe none). `help`: be such a helper
 * for the file, over `port`. `prepare`: load the PDF reader now, before a file arrives (the
 * upload dialog is open). `helper-lost`: a helper stopped; its pages are read elsewhere.
 */
export type WorkerRequest =
  | { type: 'extract'; file: Blob; fileName: string }
  | { type: 'helpers'; ports: MessagePort[] }
  | { type: 'help'; file: Blob; fileName: string; port: MessagePort }
  | { type: 'prepare' }
  | { type: 'helper-lost'; helper: number };

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
 * `prepared` answers `prepare`: the PDF reader is loaded (or failed to load). `page-count`:
 * a long PDF is open; helpers would be welcome (answered by `helpers`).
 */
export type WorkerReply =
  | {
      source: 'documents-worker';
      type: 'progress';
      stage: ExtractStage;
      fraction: number;
      /** While recognising: the scanned page being read. */
      page?: PageProgress;
    }
  | { source: 'documents-worker'; type: 'prepared' }
  | { source: 'documents-worker'; type: 'page-count'; count: number }
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

/** Reader of a PDF → its helper, over their port: read these pages, within this budget. */
export interface HelperRequest {
  type: 'read';
  first: number;
  last: number;
  maxMillis: number;
  maxTextChars: number;
}

/** Helper → reader: the document is open (or can't be), or a range's texts, or why not. */
export type HelperReply =
  | { type: 'ready' }
  | { type: 'unavailable' }
  | { type: 'pages'; first: number; texts: string[]; chars: number }
  | { type: 'failed'; first: number; error: ProcessingError };
