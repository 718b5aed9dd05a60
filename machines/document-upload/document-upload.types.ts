import type { Classification } from '@domain/classification';
import type { ProcessingProgress, UploadProblem } from '@domain/upload-rules';
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

export interface DocumentUploadContext {
  /** The file waiting in the dialog or being processed. */
  file: File | null;
  classification: Classification;
  /** The confirmed document while it is processed. */
  document: SubmittedDocument | null;
  /** The signed-in user when the upload was confirmed, read from the session actor. */
  uploader: SessionUser | null;
  processed: ProcessedDocument | null;
  /** How far processing has got, once the actor has said. */
  progress: ProcessingProgress | null;
}

export type DocumentUploadEvent =
  | { type: 'files.select'; files: readonly [File, ...File[]] }
  | { type: 'classification.change'; classification: Classification }
  | { type: 'upload.cancel' }
  | { type: 'upload.confirm' }
  | { type: 'processing.progress'; progress: ProcessingProgress }
  | { type: 'processing.cancel' };

export type { UploadProblem };
