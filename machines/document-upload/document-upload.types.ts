import type { Classification } from '../../src/lib/classification';
import type { UploadProblem } from '../../src/lib/upload-rules';
import type { SubmittedDocument } from '../chat/chat.types';

/** The processDocument actor's input: the confirmed document and its file. */
export interface ProcessDocumentInput {
  document: SubmittedDocument;
  file: File;
}

/** What processing found; `detail` is said in the confirmation ('12 pages, 48 passages'). */
export interface ProcessedDocument {
  documentId: string;
  detail?: string;
}

export interface DocumentUploadContext {
  /** The file waiting in the dialog or being processed. */
  file: File | null;
  classification: Classification;
  /** The confirmed document while it is processed. */
  document: SubmittedDocument | null;
  processed: ProcessedDocument | null;
}

export type DocumentUploadEvent =
  | { type: 'files.select'; files: readonly [File, ...File[]] }
  | { type: 'classification.change'; classification: Classification }
  | { type: 'upload.cancel' }
  | { type: 'upload.confirm' };

export type { UploadProblem };
