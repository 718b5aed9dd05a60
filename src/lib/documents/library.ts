import { isClassification, type Classification } from '@domain/classification';
import { uploadProblem, uploadProblemNotice } from '@domain/upload-rules';
import { clearanceOf, levelsVisibleTo, mayAccess, mayUploadAt, scopeOf } from './access';
import { CANCELLED_MESSAGE, toProcessingError, UNSUPPORTED_TYPE_MESSAGE } from './errors';
import type { Extractor } from './extractor';
import { formatFromName } from './formats';
import { highlightSegments } from './highlight';
import { describeIndexed, formatLocation } from './location';
import { PassageIndex, type IndexedPassage } from './search-index';
import type {
  AddDocumentResult,
  DataTable,
  DocumentFormat,
  DocumentSummary,
  DocumentUser,
  OpenSourceResult,
  ProcessingError,
  ProcessingProgress,
  ProcessingStage,
  SearchResult,
  SourceLocator,
} from './types';
import { extractInWorker } from './worker-client';

/** Passages an answer shows at most. */
export const MAX_ANSWER_PASSAGES = 3;
/** Passages the source viewer shows either side of the cited one. */
export const SOURCE_CONTEXT = 2;

/** Overall percent at the start of each stage; indexing ends at 100. */
const STAGE_START: Record<ProcessingStage, number> = { reading: 0, extracting: 10, indexing: 75 };
const STAGE_END: Record<ProcessingStage, number> = { reading: 10, extracting: 75, indexing: 100 };

interface StoredDocument {
  id: string;
  scope: string;
  name: string;
  format: DocumentFormat;
  classification: Classification;
  sizeBytes: number;
  passageIds: number[];
  /** Its spreadsheet tables: kept with the document, so they obey the same access rule. */
  tables: DataTable[];
  searchable: boolean;
  indexedSummary: string;
  uploaderId: string;
  uploaderName: string;
  uploadedAt: string;
}

/** A table as a question about figures sees it: with where it comes from. */
export interface VisibleTable {
  documentId: string;
  documentName: string;
  classification: Classification;
  /** Its position among the document's tables. */
  tableIndex: number;
  table: DataTable;
}

export interface AddDocumentOptions {
  user: DocumentUser;
  classification: Classification;
  signal?: AbortSignal;
  onProgress?: (progress: ProcessingProgress) => void;
}

/** A file as the library needs it: a Blob with a name (a File fits). */
export type NamedBlob = Blob & { readonly name: string };

export type RemoveDocumentResult = { removed: true } | { removed: false; reason: string };

export interface DocumentLibraryOptions {
  extract?: Extractor;
  now?: () => Date;
}

function uploaderNameOf(user: DocumentUser): string {
  return user.name?.trim() || user.email || 'Unknown user';
}

function failed(code: ProcessingError['code'], message: string): AddDocumentResult {
  return { status: 'failed', error: { code, message } };
}

/** Reports whole percents that never go down, and every change of stage. */
function progressReporter(onProgress?: (progress: ProcessingProgress) => void) {
  let lastStage: ProcessingStage | null = null;
  let lastPercent = 0;
  return (stage: ProcessingStage, fraction: number) => {
    const clamped = Math.min(1, Math.max(0, fraction));
    const percent = Math.max(
      lastPercent,
      Math.floor(STAGE_START[stage] + (STAGE_END[stage] - STAGE_START[stage]) * clamped),
    );
    if (stage === lastStage && percent === lastPercent) return;
    lastStage = stage;
    lastPercent = percent;
    onProgress?.({ stage, percent });
  };
}

/**
 * The in-memory document library: documents, their passages and one search index per
 * company. Every read takes the asking user and shows only what `mayAccess` allows.
 */
export function createDocumentLibrary(options: DocumentLibraryOptions = {}) {
  const extract = options.extract ?? extractInWorker;
  const now = options.now ?? (() => new Date());
  const documents = new Map<string, StoredDocument>();
  const indexes = new Map<string, PassageIndex>();
  const passages = new Map<number, IndexedPassage>();
  /** The uploaded files, for a viewer that renders the original (a PDF page). */
  const originals = new Map<string, Blob>();
  const listeners = new Set<() => void>();
  let version = 0;
  let nextDocumentId = 1;
  let nextPassageId = 1;

  function changed() {
    version += 1;
    for (const listener of listeners) listener();
  }

  function indexFor(scope: string): PassageIndex {
    let index = indexes.get(scope);
    if (!index) {
      index = new PassageIndex();
      indexes.set(scope, index);
    }
    return index;
  }

  function visibleDocuments(user: DocumentUser): StoredDocument[] {
    return [...documents.values()].filter((document) => mayAccess(user, document));
  }

  function summarise(document: StoredDocument, user: DocumentUser): DocumentSummary {
    return {
      id: document.id,
      name: document.name,
      format: document.format,
      classification: document.classification,
      sizeBytes: document.sizeBytes,
      passageCount: document.passageIds.length,
      searchable: document.searchable,
      indexedSummary: document.indexedSummary,
      uploaderId: document.uploaderId,
      uploaderName: document.uploaderName,
      uploadedAt: document.uploadedAt,
      removable: document.uploaderId === user.id,
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

  /**
   * Reads, splits and indexes one file for the user's company at the given level. Resolves
   * with what happened (never rejects for a bad file); nothing is added unless it succeeds.
   */
  async function addDocument(
    file: NamedBlob,
    addOptions: AddDocumentOptions,
  ): Promise<AddDocumentResult> {
    const refusal = refuse(file, addOptions);
    if (refusal) return refusal;
    const { user, classification, signal } = addOptions;
    const report = progressReporter(addOptions.onProgress);
    const cancelled = () => failed('cancelled', CANCELLED_MESSAGE);
    if (signal?.aborted) return cancelled();
    report('reading', 0);

    let extraction;
    try {
      extraction = await extract(file, file.name, { signal, onProgress: report });
    } catch (error) {
      return { status: 'failed', error: toProcessingError(error, file.name) };
    }
    if (signal?.aborted) return cancelled();

    const document: StoredDocument = {
      id: `doc-${nextDocumentId++}`,
      scope: scopeOf(user),
      name: file.name,
      format: extraction.format,
      classification,
      sizeBytes: file.size,
      passageIds: [],
      tables: extraction.status === 'searchable' ? extraction.tables : [],
      searchable: extraction.status === 'searchable',
      indexedSummary: extraction.status === 'searchable' ? '' : extraction.message,
      uploaderId: user.id,
      uploaderName: uploaderNameOf(user),
      uploadedAt: now().toISOString(),
    };

    if (extraction.status === 'searchable') {
      const added: IndexedPassage[] = extraction.passages.map((draft) => ({
        id: nextPassageId++,
        documentId: document.id,
        text: draft.text,
        title:
          draft.location.kind === 'sheet-rows' ? `${file.name} ${draft.location.sheet}` : file.name,
        location: draft.location,
      }));
      report('indexing', 0);
      try {
        await indexFor(document.scope).addAll(classification, added, {
          signal,
          onProgress: (fraction) => report('indexing', fraction),
        });
      } catch {
        return cancelled();
      }
      for (const passage of added) passages.set(passage.id, passage);
      originals.set(document.id, file);
      document.passageIds = added.map((passage) => passage.id);
      document.indexedSummary = describeIndexed(extraction.units, added.length);
    }

    report('indexing', 1);
    documents.set(document.id, document);
    changed();
    const summary = summarise(document, user);
    return extraction.status === 'searchable'
      ? { status: 'indexed', document: summary }
      : {
          status: 'stored',
          document: summary,
          reason: extraction.reason,
          message: extraction.message,
        };
  }

  /** What the user may see, newest first. */
  function listDocuments(user: DocumentUser): DocumentSummary[] {
    return visibleDocuments(user)
      .map((document) => summarise(document, user))
      .reverse();
  }

  /** Only the uploader removes a document; others get the reason. */
  function removeDocument(documentId: string, user: DocumentUser): RemoveDocumentResult {
    const document = documents.get(documentId);
    if (!document || !mayAccess(user, document)) {
      return { removed: false, reason: 'This document no longer exists.' };
    }
    if (document.uploaderId !== user.id) {
      return {
        removed: false,
        reason: `Only ${document.uploaderName}, who uploaded it, can remove ${document.name}.`,
      };
    }
    indexes.get(document.scope)?.removeAll(document.classification, document.passageIds);
    for (const id of document.passageIds) passages.delete(id);
    originals.delete(documentId);
    documents.delete(documentId);
    changed();
    return { removed: true };
  }

  /** The best passages for a question among the documents the user may see. */
  function search(question: string, user: DocumentUser, limit = MAX_ANSWER_PASSAGES): SearchResult {
    const visible = new Map(
      visibleDocuments(user)
        .filter((document) => document.searchable)
        .map((document) => [document.id, document]),
    );
    const index = indexes.get(scopeOf(user));
    const ranked = index ? index.rank(question, levelsVisibleTo(user), limit) : [];
    const hits = ranked.map(({ id, score, terms }) => {
      const passage = passages.get(id)!;
      const document = visible.get(passage.documentId)!;
      return {
        passageId: String(passage.id),
        score,
        matchedTerms: terms,
        segments: highlightSegments(passage.text, terms),
        citation: {
          documentId: document.id,
          documentName: document.name,
          location: passage.location,
          locationLabel: formatLocation(passage.location),
          classification: document.classification,
        },
      };
    });
    return { hits, searchedDocuments: visible.size };
  }

  /** The cited passage: by id, else the one whose place holds the cited rows (a table answer). */
  function citedPassageIndex(document: StoredDocument, locator: SourceLocator): number {
    if (locator.passageId !== undefined) {
      return document.passageIds.indexOf(Number(locator.passageId));
    }
    const wanted = locator.location;
    if (!wanted) return -1;
    return document.passageIds.findIndex((id) => {
      const place = passages.get(id)?.location;
      if (!place || place.kind !== wanted.kind) return false;
      if (place.kind === 'page' && wanted.kind === 'page') return place.page === wanted.page;
      if (place.kind === 'slide' && wanted.kind === 'slide') return place.slide === wanted.slide;
      if ('first' in wanted && 'first' in place) {
        const sameTable =
          (place.kind !== 'sheet-rows' || place.sheet === (wanted as typeof place).sheet) &&
          (place.kind !== 'table-rows' || place.table === (wanted as typeof place).table);
        return sameTable && place.first <= wanted.last && wanted.first <= place.last;
      }
      return false;
    });
  }

  /**
   * The cited place of a document the user may see: the cited passage and its neighbours, in
   * document order, and the original file when it was kept.
   */
  async function openSource(locator: SourceLocator, user: DocumentUser): Promise<OpenSourceResult> {
    const document = documents.get(locator.documentId);
    if (!document || !mayAccess(user, document)) {
      return { status: 'missing', reason: 'This document is no longer in the library.' };
    }
    const cited = citedPassageIndex(document, locator);
    if (cited < 0) {
      return { status: 'missing', reason: `The cited place is no longer in ${document.name}.` };
    }
    const from = Math.max(0, cited - SOURCE_CONTEXT);
    const shown = document.passageIds.slice(from, cited + SOURCE_CONTEXT + 1);
    return {
      status: 'found',
      source: {
        documentId: document.id,
        documentName: document.name,
        format: document.format,
        classification: document.classification,
        passages: shown.map((id, offset) => {
          const passage = passages.get(id)!;
          return {
            text: passage.text,
            location: passage.location,
            locationLabel: formatLocation(passage.location),
            cited: from + offset === cited,
          };
        }),
        file: originals.get(document.id) ?? null,
      },
    };
  }

  /** The tables of the documents the user may see, each with its document's name and level. */
  function tablesFor(user: DocumentUser): VisibleTable[] {
    return visibleDocuments(user).flatMap((document) =>
      document.tables.map((table, tableIndex) => ({
        documentId: document.id,
        documentName: document.name,
        classification: document.classification,
        tableIndex,
        table,
      })),
    );
  }

  /** How many documents the user can see, and how many of those are searchable. */
  function countVisible(user: DocumentUser): { total: number; searchable: number } {
    const visible = visibleDocuments(user);
    return {
      total: visible.length,
      searchable: visible.filter((document) => document.searchable).length,
    };
  }

  return {
    addDocument,
    listDocuments,
    removeDocument,
    search,
    openSource,
    tablesFor,
    countVisible,
    /** For useSyncExternalStore: called after every add or remove. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Changes whenever the library does. */
    getVersion: () => version,
  };
}

export type DocumentLibrary = ReturnType<typeof createDocumentLibrary>;

/** The page's library: module-level, so it outlives sign-out and React trees. */
export const documentLibrary = createDocumentLibrary();
