import { isClassification, type Classification } from '@domain/classification';
import type { DataTable, DocumentDetails, OcrReading, Passage } from '../types';

/**
 * The shape of a stored document record. A record of another version (saved by an older
 * release) is not trusted: the document is read again from its stored original.
 */
export const RECORD_VERSION = 1;

/** A document as the library keeps it: its details, its passages' ids and its tables. */
export interface DocumentRecord extends DocumentDetails {
  recordVersion: number;
  /** The company (or the single user) whose library holds it. */
  scope: string;
  /** In document order. */
  passageIds: number[];
  /** Its spreadsheet tables: kept with the document, so they obey the same access rule. */
  tables: DataTable[];
  /** A scan's words read by OCR, with their boxes, page by page (for the source viewer). */
  ocrWords?: OcrReading['words'];
}

/** A passage as it is stored: the engine's passage, as it is. */
export type PassageRecord = Passage;

/** The uploaded file's bytes, kept to show the original and to read it again if need be. */
export interface OriginalRecord {
  documentId: string;
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** What a document keeps when it is read again from its original. */
export type DocumentFacts = Pick<
  DocumentRecord,
  'scope' | 'classification' | 'uploaderId' | 'uploaderName' | 'uploadedAt'
>;

/**
 * One company's search index as it was last saved, with the documents it held then: restoring
 * it is much faster than indexing every passage again. Documents added or removed since (in
 * any tab) are reconciled against the documents store, which stays the source of truth.
 */
export interface IndexSnapshotRecord {
  scope: string;
  /** What the index held: each document with its level and passages (to take it out again). */
  contents: { documentId: string; classification: Classification; passageIds: number[] }[];
  /** The index, packed by `packSnapshot` (snapshot-file.ts). */
  snapshot: Blob;
}

type Contents = IndexSnapshotRecord['contents'][number];

/** A record read back from storage that cannot be used as it is. */
export interface UnreadableRecord {
  documentId: string;
  name: string;
  /** Why: 'saved by another version', 'damaged'. */
  why: string;
  /** Null when even these cannot be read: the document cannot be rebuilt safely. */
  facts: DocumentFacts | null;
  /** Its company and level, to tell only those who may see it; null when unreadable. */
  access: Pick<DocumentRecord, 'scope' | 'classification'> | null;
}

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

/** Where, at which level and by whom a stored value says its document was uploaded, if it does. */
export function factsOf(value: Partial<DocumentRecord>): DocumentFacts | null {
  const { scope, classification, uploaderId, uploaderName, uploadedAt } = value;
  if (!isText(scope) || !isText(uploaderId) || !isText(uploadedAt)) return null;
  if (!isClassification(classification)) return null;
  return {
    scope,
    classification,
    uploaderId,
    uploaderName: isText(uploaderName) ? uploaderName : uploaderId,
    uploadedAt,
  };
}

/** The company and level a stored value says its document has, if it says. */
export function accessOf(value: Partial<DocumentRecord>): UnreadableRecord['access'] {
  const { scope, classification } = value;
  return isText(scope) && isClassification(classification) ? { scope, classification } : null;
}

/** Whether a stored value is a document record this release can use as it is. */
export function isCurrentDocumentRecord(value: unknown): value is DocumentRecord {
  const record = value as Partial<DocumentRecord> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    record.recordVersion === RECORD_VERSION &&
    isText(record.id) &&
    isText(record.scope) &&
    isText(record.name) &&
    isText(record.format) &&
    isClassification(record.classification) &&
    Array.isArray(record.passageIds) &&
    Array.isArray(record.tables) &&
    typeof record.searchable === 'boolean'
  );
}

const isPassageIds = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isSafeInteger(id));

/** Whether a stored value is a saved index this release can try to restore. */
export function isIndexSnapshotRecord(value: unknown): value is IndexSnapshotRecord {
  const record = value as Partial<IndexSnapshotRecord> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    isText(record.scope) &&
    record.snapshot instanceof Blob &&
    Array.isArray(record.contents) &&
    record.contents.every(
      (held: unknown) =>
        typeof held === 'object' &&
        held !== null &&
        isText((held as Contents).documentId) &&
        isClassification((held as Contents).classification) &&
        isPassageIds((held as Contents).passageIds),
    )
  );
}

/** Bytes a passage's text takes (UTF-16, as the browser counts it for its quota, roughly). */
export function passageBytes(passage: Pick<PassageRecord, 'text' | 'title'>): number {
  return (passage.text.length + passage.title.length) * 2;
}
