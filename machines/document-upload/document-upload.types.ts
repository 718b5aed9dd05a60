import type { Classification } from '@domain/classification';
import type { DuplicateMatch } from '@domain/duplicates';
import type { ProcessingProgress, UploadProblem } from '@domain/upload-rules';
import type { UploadResult } from '@domain/upload-summary';
import type { SessionUser } from '../session/session.types';
import type { SubmittedDocument } from '../chat/chat.types';

export type { ProcessingProgress };

/**
 * The processDocument actor's input: the confirmed document, its file, who uploads it (null
 * when nobody is signed in) and where to report progress (it becomes a `processing.progress`
 * event of the upload machine).
 */
export interface ProcessDocumentInput {
  document: SubmittedDocument;
  file: File;
  /** The library's document this upload replaces once it is added (the person chose so). */
  replaces?: string;
  uploader: SessionUser | null;
  reportProgress: (progress: ProcessingProgress) => void;
}

/** What processing found; `detail` is said in the confirmation ('I indexed 12 pages, 48 passages.'). */
export interface ProcessedDocument {
  documentId: string;
  detail?: string;
  /** The library's id for what was added, so a late cancel can take it out again. */
  libraryDocumentId?: string;
  /** Set when the file was kept but cannot be searched: the engine's reason. */
  storedOnly?: string;
}

/** A file in the dialog: its own level, or null to follow the one chosen for all. */
export interface ChosenFile {
  file: File;
  classification: Classification | null;
}

/** A confirmed file: waiting in the queue or being processed. */
export interface QueuedDocument {
  document: SubmittedDocument;
  file: File;
  /** The document it replaces, when the person chose to replace a duplicate. */
  replaces?: string;
}

/** The findDuplicate actor's input: the file about to be processed and who uploads it. */
export interface FindDuplicateInput {
  file: File;
  uploader: SessionUser | null;
}

export interface DocumentUploadContext {
  /** The files waiting in the dialog. */
  chosen: ChosenFile[];
  /** The level for every chosen file without one of its own. */
  classification: Classification;
  /** Confirmed files not started yet, in the order they were chosen. */
  queue: QueuedDocument[];
  /** The file being processed. */
  current: QueuedDocument | null;
  /** The signed-in user when the upload was confirmed, read from the session actor. */
  uploader: SessionUser | null;
  processed: ProcessedDocument | null;
  /** How far processing of the current file has got, once the actor has said. */
  progress: ProcessingProgress | null;
  /** What became of each file of the batch so far, for the toast that sums them up. */
  results: UploadResult[];
  /** The document the current file repeats, while the person decides what to do. */
  duplicate: DuplicateMatch | null;
}

export type DocumentUploadEvent =
  | { type: 'files.select'; files: readonly [File, ...File[]] }
  | { type: 'classification.change'; classification: Classification }
  | { type: 'file.classification.change'; index: number; classification: Classification }
  | { type: 'upload.cancel' }
  | { type: 'upload.confirm' }
  | { type: 'processing.progress'; progress: ProcessingProgress }
  | { type: 'processing.cancel' }
  /** Cancels the file being processed and drops every file waiting after it. */
  | { type: 'processing.cancelAll' }
  | { type: 'duplicate.replace' }
  | { type: 'duplicate.keepBoth' }
  | { type: 'duplicate.cancel' };

export type { UploadProblem };
