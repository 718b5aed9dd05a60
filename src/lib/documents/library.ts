import { isClassification, type Classification } from '@domain/classification';
import { uploadProblem, uploadProblemNotice } from '@domain/upload-rules';
import { clearanceOf, levelsVisibleTo, mayAccess, mayUploadAt, scopeOf } from './access';
import { citedRowsOf } from './answer/cited-rows';
import { CANCELLED_MESSAGE, toProcessingError, UNSUPPORTED_TYPE_MESSAGE } from './errors';
import type { Extractor } from './read/extractor';
import { formatFromName } from './read/formats';
import { highlightSegments } from './answer/highlight';
import { createSnapshotSaver, restoreIndexes } from './store/index-snapshots';
import { openLibraryChannel, type LibraryChange, type LibraryChannel } from './store/tab-channel';
import { describeIndexed, formatLocation } from './text/location';
import { PassageIndex } from './index/search-index';
import { citedPassage } from './answer/source-locator';
import type { LibraryStore, StoredLibrary } from './store/library-store';
import { openBrowserStore, type OpenedStore } from './store/open-store';
import {
  passageBytes,
  RECORD_VERSION,
  type DocumentRecord,
  type PassageRecord,
} from './store/records';
import { isQuotaError, requestPersistence } from './store/storage-quota';
import { lostDocumentsNotice, rememberDocumentCount } from './store/lost-documents';
import type {
  AddDocumentResult,
  DataTable,
  DocumentSummary,
  DocumentUser,
  Extraction,
  OpenSourceResult,
  ProcessingError,
  ProcessingProgress,
  ProcessingStage,
  SearchResult,
  SourceLocator,
} from './types';
import { termsInWorker, type TermsOf } from './index/terms-in-worker';
import { extractInWorker } from './read/worker-client';

/** Passages an answer shows at most. */
export const MAX_ANSWER_PASSAGES = 3;
/** Passages the source viewer shows either side of the cited one. */
export const SOURCE_CONTEXT = 2;

/** One save of a company's index for a burst of uploads or removals. */
const SNAPSHOT_DELAY_MS = 1000;

/** Overall percent at the start of each stage; indexing ends at 100. */
const STAGE_START: Record<ProcessingStage, number> = { reading: 0, extracting: 10, indexing: 75 };
const STAGE_END: Record<ProcessingStage, number> = { reading: 10, extracting: 75, indexing: 100 };

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

/** Where the library stands: restoring what this browser kept, or ready. */
export interface LibraryStatus {
  restoring: boolean;
  /** Whether documents last beyond this page ('memory' when the browser could not keep them). */
  lasting: boolean;
  /** What went wrong restoring (said once, then `acknowledgeProblems`). */
  problems: string[];
}

export interface DocumentLibraryOptions {
  extract?: Extractor;
  /** Makes stored passages into index terms when they are indexed again on load. */
  termsOf?: TermsOf;
  now?: () => Date;
  /** Where documents are kept; the browser's IndexedDB by default. */
  store?: LibraryStore | (() => Promise<OpenedStore>);
  /** Tells other tabs about changes and hears theirs (a lasting store only); on by default. */
  shareChanges?: boolean;
  /** How long after a change a company's index is saved for the next page load. */
  snapshotDelayMs?: number;
  newDocumentId?: () => string;
}

function uploaderNameOf(user: DocumentUser): string {
  return user.name?.trim() || user.email || 'Unknown user';
}

function failed(code: ProcessingError['code'], message: string): AddDocumentResult {
  return { status: 'failed', error: { code, message } };
}

function storageFullMessage(fileName: string): string {
  return `${fileName} was not added: this browser has no room left to keep it. Remove documents you no longer need from the Documents drawer, then upload it again.`;
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

function randomDocumentId(): string {
  return `doc-${crypto.randomUUID()}`;
}

/**
 * The document library: documents, their passages and one search index per company. It is
 * kept in the browser (IndexedDB) and restored on the next page load; passage texts stay in
 * storage and are read when an answer or the source viewer shows them. Every read takes the
 * asking user and shows only what `mayAccess` allows.
 */
export function createDocumentLibrary(options: DocumentLibraryOptions = {}) {
  const extract = options.extract ?? extractInWorker;
  const termsOf = options.termsOf ?? termsInWorker;
  const now = options.now ?? (() => new Date());
  const newDocumentId = options.newDocumentId ?? randomDocumentId;
  const documents = new Map<string, DocumentRecord>();
  const indexes = new Map<string, PassageIndex>();
  const listeners = new Set<() => void>();
  let version = 0;
  let status: LibraryStatus = { restoring: true, lasting: false, problems: [] };
  let askedForPersistence = false;
  /** Documents whose passages are being added to an index right now. */
  let indexing = 0;

  function changed() {
    version += 1;
    for (const listener of listeners) listener();
  }

  function setStatus(next: Partial<LibraryStatus>) {
    status = { ...status, ...next };
    changed();
  }

  function indexFor(scope: string): PassageIndex {
    let index = indexes.get(scope);
    if (!index) {
      index = new PassageIndex();
      indexes.set(scope, index);
    }
    return index;
  }

  function visibleDocuments(user: DocumentUser): DocumentRecord[] {
    return [...documents.values()].filter((document) => mayAccess(user, document));
  }

  function summarise(document: DocumentRecord, user: DocumentUser): DocumentSummary {
    return {
      id: document.id,
      name: document.name,
      format: document.format,
      classification: document.classification,
      sizeBytes: document.sizeBytes,
      storedBytes: document.storedBytes,
      passageCount: document.passageIds.length,
      searchable: document.searchable,
      indexedSummary: document.indexedSummary,
      uploaderId: document.uploaderId,
      uploaderName: document.uploaderName,
      uploadedAt: document.uploadedAt,
      removable: document.uploaderId === user.id,
    };
  }

  /** Runs `add` on the document's index; no snapshot is taken meanwhile. */
  async function indexDocument(
    document: DocumentRecord,
    add: (index: PassageIndex, level: Classification) => Promise<void>,
  ) {
    indexing += 1;
    try {
      await add(indexFor(document.scope), document.classification);
    } finally {
      indexing -= 1;
    }
  }

  /** A company's index and the searchable documents in it, for its snapshot. */
  function contentsOf(scope: string) {
    const index = indexes.get(scope);
    if (!index) return null;
    const held = [...documents.values()].filter(
      (document) => document.scope === scope && document.searchable,
    );
    return { index, documents: held };
  }

  function forget(document: DocumentRecord) {
    indexes.get(document.scope)?.removeAll(document.classification, document.passageIds);
    documents.delete(document.id);
    snapshots?.schedule(document.scope);
  }

  /** Brings a stored document into memory: its metadata, and its passages into the index. */
  async function load(document: DocumentRecord, store: LibraryStore) {
    if (documents.has(document.id)) return;
    if (document.searchable) {
      const passages = await store.readPassages(document.passageIds);
      // Tokenised in a worker: on load, a whole library may be indexed again.
      await indexDocument(document, async (index, level) =>
        index.addAllTerms(
          level,
          await termsOf(passages.filter((passage) => passage !== undefined)),
        ),
      );
    }
    documents.set(document.id, document);
  }

  /**
   * A read file as a record and its passages (not yet stored or indexed); `fields` are who
   * uploaded it, when, where and at which level (a rebuilt document keeps its own).
   */
  async function read(
    file: NamedBlob,
    extraction: Extraction,
    store: LibraryStore,
    fields: Pick<
      DocumentRecord,
      'id' | 'scope' | 'classification' | 'uploaderId' | 'uploaderName' | 'uploadedAt'
    >,
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
      searchable,
      indexedSummary: searchable
        ? describeIndexed(extraction.units, passages.length)
        : extraction.message,
    };
    return { document, passages };
  }

  /**
   * Documents whose stored record this release cannot use are read again from their stored
   * original, keeping who uploaded them, when, where and at which level; without an original
   * (or without those facts) they are removed, and the problem said.
   */
  async function rebuild(unreadable: StoredLibrary['unreadable'], store: LibraryStore) {
    const problems: string[] = [];
    for (const { record, original } of unreadable) {
      const facts = record.facts;
      if (!original || !facts) {
        if (record.documentId) await store.deleteDocument(record.documentId);
        problems.push(
          `${record.name} could not be restored (${record.why}) and was removed. Upload it again to search it.`,
        );
        continue;
      }
      const file = new File([original.bytes], original.name, { type: original.type });
      try {
        const extraction = await extract(file, file.name, {});
        await store.deleteDocument(record.documentId);
        const { document, passages } = await read(file, extraction, store, {
          ...facts,
          id: record.documentId,
        });
        await store.writeDocument({
          document,
          passages,
          original: { ...original, documentId: document.id },
        });
        await load(document, store);
        problems.push(`${record.name} was ${record.why}, so it was read again from its original.`);
      } catch {
        await store.deleteDocument(record.documentId);
        problems.push(
          `${record.name} could not be restored (${record.why}) and was removed. Upload it again to search it.`,
        );
      }
    }
    return problems;
  }

  async function openStore(): Promise<OpenedStore> {
    const given = options.store;
    if (!given) return openBrowserStore();
    return typeof given === 'function' ? given() : { store: given, problem: null };
  }

  /** Other tabs share a lasting store only: a page's memory is its own. */
  let channel: LibraryChannel | null = null;
  /** Saves each company's index for a fast restore (a lasting store only). */
  let snapshots: ReturnType<typeof createSnapshotSaver> | null = null;

  async function restore(): Promise<LibraryStore> {
    const { store, problem } = await openStore();
    if (store.kind === 'indexeddb') {
      if (options.shareChanges !== false) {
        channel = openLibraryChannel((change) => void follow(change));
      }
      snapshots = createSnapshotSaver({
        store,
        delayMs: options.snapshotDelayMs ?? SNAPSHOT_DELAY_MS,
        contentsOf,
        busy: () => indexing > 0,
      });
    }
    const problems = problem ? [problem] : [];
    try {
      const stored = await store.readAll();
      const oldestFirst = stored.documents.sort((a, b) =>
        a.uploadedAt < b.uploadedAt ? -1 : a.uploadedAt > b.uploadedAt ? 1 : 0,
      );
      const restored = await restoreIndexes(store, oldestFirst);
      for (const [scope, index] of restored.indexes) indexes.set(scope, index);
      const toIndex = new Set(restored.toIndex);
      for (const document of oldestFirst) {
        if (toIndex.has(document)) await load(document, store);
        else documents.set(document.id, document);
      }
      problems.push(...(await rebuild(stored.unreadable, store)));
      // Whatever had to be indexed again is saved for the next page load.
      const stale = new Set([...toIndex].map((document) => document.scope));
      for (const { record } of stored.unreadable) if (record.facts) stale.add(record.facts.scope);
      for (const scope of stale) snapshots?.schedule(scope);
      if (store.kind === 'indexeddb') {
        const lost = lostDocumentsNotice(stored.documents.length + stored.unreadable.length);
        if (lost) problems.push(lost);
      }
    } catch (error) {
      problems.push(
        `The documents kept in this browser could not be read (${error instanceof Error ? error.message : 'unknown error'}). Upload them again to search them.`,
      );
    }
    setStatus({ restoring: false, lasting: store.kind === 'indexeddb', problems });
    return store;
  }

  const storeReady = restore();

  /** Another tab's change, applied once this tab's restore is done. */
  async function follow(change: LibraryChange) {
    const store = await storeReady;
    if (change.type === 'cleared') {
      snapshots?.cancel();
      documents.clear();
      indexes.clear();
    } else if (change.type === 'removed') {
      const document = documents.get(change.documentId);
      if (document) forget(document);
    } else {
      const document = await store.readDocument(change.documentId);
      if (document && !documents.has(document.id)) {
        await load(document, store);
        snapshots?.schedule(document.scope);
      }
    }
    changed();
  }

  /** Remembered outside IndexedDB, to tell when the browser has cleared the library. */
  function countStored() {
    if (status.lasting) rememberDocumentCount(documents.size);
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
   * Reads, splits, indexes and keeps one file for the user's company at the given level.
   * Resolves with what happened (never rejects for a bad file); nothing is added unless all of
   * it succeeds, storing included.
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
    const store = await storeReady;
    if (signal?.aborted) return cancelled();

    const { document, passages } = await read(file, extraction, store, {
      id: newDocumentId(),
      scope: scopeOf(user),
      classification,
      uploaderId: user.id,
      uploaderName: uploaderNameOf(user),
      uploadedAt: now().toISOString(),
    });
    report('indexing', 0);
    try {
      await indexDocument(document, (index, level) =>
        index.addAll(level, passages, {
          signal,
          onProgress: (fraction) => report('indexing', fraction),
        }),
      );
    } catch {
      return cancelled();
    }
    try {
      const original = {
        documentId: document.id,
        name: file.name,
        type: file.type,
        bytes: await file.arrayBuffer(),
      };
      await store.writeDocument({ document, passages, original });
    } catch (error) {
      indexes.get(document.scope)?.removeAll(document.classification, document.passageIds);
      return isQuotaError(error)
        ? failed('storage-full', storageFullMessage(file.name))
        : failed(
            'storage-failed',
            `${file.name} was not added: this browser could not keep it (${error instanceof Error ? error.message : 'storage error'}).`,
          );
    }

    report('indexing', 1);
    documents.set(document.id, document);
    snapshots?.schedule(document.scope);
    countStored();
    channel?.announce({ type: 'added', documentId: document.id });
    changed();
    if (!askedForPersistence && store.kind === 'indexeddb') {
      askedForPersistence = true;
      void requestPersistence().then(changed);
    }
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

  /** Only the uploader removes a document (from this page and from storage); others get the reason. */
  async function removeDocument(
    documentId: string,
    user: DocumentUser,
  ): Promise<RemoveDocumentResult> {
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
    const store = await storeReady;
    try {
      await store.deleteDocument(documentId);
    } catch (error) {
      return {
        removed: false,
        reason: `${document.name} could not be removed from this browser's storage (${error instanceof Error ? error.message : 'storage error'}). Try again.`,
      };
    }
    forget(document);
    countStored();
    channel?.announce({ type: 'removed', documentId });
    changed();
    return { removed: true };
  }

  /** The best passages for a question among the documents the user may see. */
  async function search(
    question: string,
    user: DocumentUser,
    limit = MAX_ANSWER_PASSAGES,
  ): Promise<SearchResult> {
    const store = await storeReady;
    const visible = new Map(
      visibleDocuments(user)
        .filter((document) => document.searchable)
        .map((document) => [document.id, document]),
    );
    const index = indexes.get(scopeOf(user));
    const ranked = index ? index.rank(question, levelsVisibleTo(user), limit) : [];
    const passages = await store.readPassages(ranked.map((result) => result.id));
    const hits = ranked.flatMap(({ score, terms }, at) => {
      const passage = passages[at];
      // Removed in another tab between ranking and reading.
      const document = passage && visible.get(passage.documentId);
      if (!passage || !document) return [];
      return [
        {
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
        },
      ];
    });
    return { hits, searchedDocuments: visible.size };
  }

  /**
   * The cited place of a document the user may see: the cited passage and its neighbours, in
   * document order, and the original file when it was kept.
   */
  async function openSource(locator: SourceLocator, user: DocumentUser): Promise<OpenSourceResult> {
    const store = await storeReady;
    const document = documents.get(locator.documentId);
    if (!document || !mayAccess(user, document)) {
      return { status: 'missing', reason: 'This document is no longer in the library.' };
    }
    const all = (await store.readPassages(document.passageIds)).filter(
      (passage): passage is PassageRecord => passage !== undefined,
    );
    const cited = citedPassage(all, locator);
    if (cited < 0) {
      return { status: 'missing', reason: `The cited place is no longer in ${document.name}.` };
    }
    const from = Math.max(0, cited - SOURCE_CONTEXT);
    const rows = citedRowsOf(all, cited, locator, document.tables);
    const original = await store.readOriginal(document.id);
    return {
      status: 'found',
      source: {
        documentId: document.id,
        documentName: document.name,
        format: document.format,
        classification: document.classification,
        passages: all.slice(from, cited + SOURCE_CONTEXT + 1).map((passage, offset) => {
          const isCited = from + offset === cited;
          // A table answer's rows, when found, are what is highlighted and named.
          const citedRows = isCited ? rows : null;
          return {
            text: passage.text,
            location: passage.location,
            locationLabel: formatLocation(citedRows?.location ?? passage.location),
            cited: isCited,
            ...(citedRows ? { highlights: citedRows.highlights } : {}),
          };
        }),
        file: original ? new Blob([original.bytes], { type: original.type }) : null,
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

  /** Bytes the user's visible documents take in this browser. */
  function storedBytesFor(user: DocumentUser): number {
    return visibleDocuments(user).reduce((sum, document) => sum + document.storedBytes, 0);
  }

  /** Empties the library, here, in storage and in the other tabs ('Reset demo data'). */
  async function clear(): Promise<void> {
    const store = await storeReady;
    snapshots?.cancel();
    await store.clear();
    documents.clear();
    indexes.clear();
    countStored();
    channel?.announce({ type: 'cleared' });
    changed();
  }

  return {
    addDocument,
    listDocuments,
    removeDocument,
    search,
    openSource,
    tablesFor,
    countVisible,
    storedBytesFor,
    clear,
    /** Resolves once what this browser kept has been restored (at once when nothing was). */
    whenReady: async (): Promise<void> => {
      await storeReady;
    },
    getStatus: (): LibraryStatus => status,
    /** Saves the changed indexes now rather than a moment later (before a planned reload). */
    saveIndexes: async (): Promise<void> => {
      await storeReady;
      await snapshots?.flush();
    },
    /** The restore problems have been shown: they are not shown again. */
    acknowledgeProblems() {
      if (status.problems.length > 0) setStatus({ problems: [] });
    },
    /** For useSyncExternalStore: called after every change. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Changes whenever the library does. */
    getVersion: () => version,
    /** Stops following other tabs and saving snapshots (tests, a library replaced by another). */
    close() {
      channel?.close();
      channel = null;
      snapshots?.cancel();
      snapshots = null;
    },
  };
}

export type DocumentLibrary = ReturnType<typeof createDocumentLibrary>;

/** The page's library: module-level, so it outlives sign-out and React trees. */
export const documentLibrary = createDocumentLibrary();
