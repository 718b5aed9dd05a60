import { describeIndexed } from '../text/location';
import { describeOcr } from '../text/ocr-summary';
import type { Extraction, NamedBlob } from '../types';
import type { LibraryStore } from './library-store';
import { passageBytes, RECORD_VERSION, type DocumentRecord, type PassageRecord } from './records';

/** Who uploaded a document, when, where and at which level (a rebuilt document keeps its own). */
export type RecordFields = Pick<
  DocumentRecord,
  'id' | 'scope' | 'classification' | 'uploaderId' | 'uploaderName' | 'uploadedAt' | 'contentHash'
>;

/** '2 pages, 3 passages', and how text recognition went for a scan. */
function indexedSummary(
  extraction: Extract<Extraction, { status: 'searchable' }>,
  passages: number,
): string {
  const indexed = describeIndexed(extraction.units, passages);
  return extraction.ocr ? `${indexed}; ${describeOcr(extraction.ocr)}` : indexed;
}

/**
 * A read file as a record and its passages, not yet stored or indexed. The passages' ids are
 * reserved in the store, so no other tab hands out the same ones.
 */
export async function buildRecord(
  file: NamedBlob,
  extraction: Extraction,
  store: LibraryStore,
  fields: RecordFields,
): Promise<{ document: DocumentRecord; passages: PassageRecord[] }> {
  const searchable = extraction.status === 'searchable';
  const drafts = searchable ? extraction.passages : [];
  const firstId = drafts.length > 0 ? await store.reservePassageIds(drafts.length) : 0;
  const passages: PassageRecord[] = drafts.map((draft, offset) => ({
    id: firstId + offset,
    documentId: fields.id,
    text: draft.text,
    title:
      draft.location.kind === 'sheet-rows' ? `${file.name} ${draft.location.sheet}` : file.name,
    location: draft.location,
  }));
  const document: DocumentRecord = {
    recordVersion: RECORD_VERSION,
    ...fields,
    name: file.name,
    format: extraction.format,
    sizeBytes: file.size,
    storedBytes: file.size + passages.reduce((sum, passage) => sum + passageBytes(passage), 0),
    passageIds: passages.map((passage) => passage.id),
    tables: searchable ? extraction.tables : [],
    ...(searchable && extraction.ocr ? { ocrWords: extraction.ocr.words } : {}),
    searchable,
    indexedSummary: searchable ? indexedSummary(extraction, passages.length) : extraction.message,
  };
  return { document, passages };
}
