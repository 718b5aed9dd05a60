import { isClassification, type Classification } from '@domain/classification';
import { uploadProblem, uploadProblemNotice } from '@domain/upload-rules';
import { clearanceOf, mayUploadAt, scopeOf } from './access';
import { CANCELLED_MESSAGE, toProcessingError, UNSUPPORTED_TYPE_MESSAGE } from './errors';
import type { LibraryMemory } from './library-memory';
import { formatFromName } from './read/formats';
import { contentHashOf } from './store/content-hash';
import { buildRecord } from './store/document-record';
import type { LibraryStore } from './store/library-store';
import type { DocumentRecord, PassageRecord } from './store/records';
import { isQuotaError } from './store/storage-quota';
import type {
  AddDocumentResult,
  DocumentUser,
  Extraction,
  Extractor,
  NamedBlob,
  ProcessingError,
  ProcessingProgress,
  PageProgress,
  ProcessingStage,
} from './types';

export interface AddDocumentOptions {
  user: DocumentUser;
  classification: Classification;
  signal?: AbortSignal;
  onProgress?: (progress: ProcessingProgress) => void;
}

/** What an upload needs of the library around it. */
export interface UploadContext {
  memory: LibraryMemory;
  extract: Extractor;
  storeReady: Promise<LibraryStore>;
  now: () => Date;
  newDocumentId: () => string;
  /** Runs once the document is kept, in storage and in memory. */
  added: (document: DocumentRecord, store: LibraryStore) => void;
}

/** Overall percent at the start of each stage; indexing ends at 100. */
const STAGE_START: Record<ProcessingStage, number> = {
  reading: 0,
  extracting: 10,
  recognising: 10,
  indexing: 75,
};
const STAGE_END: Record<ProcessingStage, number> = {
  reading: 10,
  extracting: 75,
  recognising: 75,
  indexing: 100,
};

function failed(code: ProcessingError['code'], message: string): AddDocumentResult {
  return { status: 'failed', error: { code, message } };
}

function uploaderNameOf(user: DocumentUser): string {
  return user.name?.trim() || user.email || 'Unknown user';
}

/** Reports whole percents that never go down, and every change of stage. */
function progressReporter(onProgress?: (progress: ProcessingProgress) => void) {
  let lastStage: ProcessingStage | null = null;
  let lastPercent = 0;
  let lastPage: number | undefined;
  return (stage: ProcessingStage, fraction: number, page?: PageProgress) => {
    const clamped = Math.min(1, Math.max(0, fraction));
    const percent = Math.max(
      lastPercent,
      Math.floor(STAGE_START[stage] + (STAGE_END[stage] - STAGE_START[stage]) * clamped),
    );
    if (stage === lastStage && percent === lastPercent && page?.number === lastPage) return;
    lastStage = stage;
    lastPercent = percent;
    lastPage = page?.number;
    onProgress?.(page ? { stage, percent, page } : { stage, percent });
  };
}

/** The upload rules (one source with the upload dialog), then the uploader's clearance. */
function refuse(file: NamedBlob, { user, classification }: AddDocumentOptions) {
  const problem = uploadProblem(file);
  if (problem) {
    const codes = {
      unsupportedType: 'unsupported-type',
      empty: 'empty-file',
      tooLarge: 'file-too-large',
    } as const;
    return failed(codes[problem], uploadProblemNotice(problem, file.name).message);
  }
  if (!formatFromName(file.name)) return failed('unsupported-type', UNSUPPORTED_TYPE_MESSAGE);
  if (!isClassification(classification) || !mayUploadAt(user, classification)) {
    return failed(
      'above-clearance',
      `Your clearance is ${clearanceOf(user)}, so you can't upload documents classified ${String(classification)}. Choose ${clearanceOf(user)} or a lower level.`,
    );
  }
  return null;
}

function storageFailure(fileName: string, error: unknown): AddDocumentResult {
  if (isQuotaError(error)) {
    return failed(
      'storage-full',
      `${fileName} was not added: this browser has no room left to keep it. Remove documents you no longer need from the Documents drawer, then upload it again.`,
    );
  }
  return failed(
    'storage-failed',
    `${fileName} was not added: this browser could not keep it (${error instanceof Error ? error.message : 'storage error'}).`,
  );
}

/** Writes the document, its passages and its original in one go; on failure, indexes nothing. */
async function keepDocument(
  context: UploadContext,
  file: NamedBlob,
  store: LibraryStore,
  written: { document: DocumentRecord; passages: PassageRecord[] },
): Promise<AddDocumentResult | null> {
  const { document } = written;
  try {
    const original = {
      documentId: document.id,
      name: file.name,
      type: file.type,
      bytes: await file.arrayBuffer(),
    };
    await store.writeDocument({ ...written, original });
    return null;
  } catch (error) {
    context.memory.unindex(document);
    return storageFailure(file.name, error);
  }
}

/**
 * Indexes the document, writes it to storage and keeps it in memory, all within one of the
 * memory's changes: no index snapshot is taken while the index holds a document not kept yet.
 * Returns null when kept, else why not (then nothing was kept).
 */
async function indexAndKeep(
  context: UploadContext,
  file: NamedBlob,
  store: LibraryStore,
  built: { document: DocumentRecord; passages: PassageRecord[] },
  { signal, report }: { signal?: AbortSignal; report: ReturnType<typeof progressReporter> },
): Promise<AddDocumentResult | null> {
  report('indexing', 0);
  try {
    await context.memory.indexDocument(built.document, (index, level) =>
      index.addAll(level, built.passages, {
        signal,
        onProgress: (fraction) => report('indexing', fraction),
      }),
    );
  } catch {
    return failed('cancelled', CANCELLED_MESSAGE);
  }
  const notKept = await keepDocument(context, file, store, built);
  if (notKept) return notKept;
  report('indexing', 1);
  context.memory.keep(built.document);
  return null;
}

function resultOf(
  extraction: Extraction,
  summary: ReturnType<LibraryMemory['summarise']>,
): AddDocumentResult {
  return extraction.status === 'searchable'
    ? { status: 'indexed', document: summary }
    : {
        status: 'stored',
        document: summary,
        reason: extraction.reason,
        message: extraction.message,
      };
}

/**
 * Reads, splits, indexes and keeps one file for the user's company at the given level.
 * Resolves with what happened (never rejects for a bad file); nothing is added unless all of
 * it succeeds, storing included.
 */
export async function addDocument(
  context: UploadContext,
  file: NamedBlob,
  options: AddDocumentOptions,
): Promise<AddDocumentResult> {
  const refusal = refuse(file, options);
  if (refusal) return refusal;
  const { user, classification, signal } = options;
  const report = progressReporter(options.onProgress);
  const cancelled = () => failed('cancelled', CANCELLED_MESSAGE);
  if (signal?.aborted) return cancelled();
  report('reading', 0);

  let extraction;
  try {
    extraction = await context.extract(file, file.name, { signal, onProgress: report });
  } catch (error) {
    return { status: 'failed', error: toProcessingError(error, file.name) };
  }
  const store = await context.storeReady;
  if (signal?.aborted) return cancelled();

  let built;
  try {
    // Reserving the passages' ids writes to storage too: it may hit the quota.
    built = await buildRecord(file, extraction, store, {
      id: context.newDocumentId(),
      scope: scopeOf(user),
      classification,
      uploaderId: user.id,
      uploaderName: uploaderNameOf(user),
      uploadedAt: context.now().toISOString(),
      contentHash: await contentHashOf(file),
    });
  } catch (error) {
    return storageFailure(file.name, error);
  }
  const notKept = await context.memory.change(() =>
    indexAndKeep(context, file, store, built, { signal, report }),
  );
  if (notKept) return notKept;
  context.added(built.document, store);
  return resultOf(extraction, context.memory.summarise(built.document, user));
}
