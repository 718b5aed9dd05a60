import { levelsVisibleTo, mayAccess, scopeOf } from './access';
import { addDocument, type AddDocumentOptions } from './add-document';
import { changeLevel, type ChangeLevelResult } from './change-level';
import { findDuplicate } from './find-duplicate';
import { MAX_ANSWER_PASSAGES, searchHits } from './answer/search-hits';
import { sourceExcerpt } from './answer/source-excerpt';
import { termsInWorker, type TermsOf } from './index/terms-in-worker';
import { LibraryMemory, type LibraryStatus } from './library-memory';
import { extractInWorker } from './read/worker-client';
import { createSnapshotSaver } from './store/index-snapshots';
import type { LibraryStore } from './store/library-store';
import { concerns, problemMessages } from './store/library-problems';
import { rememberDocumentCounts } from './store/lost-documents';
import { libraryDatabase } from './store/indexeddb-store';
import { clearLibraryDatabase, libraryDatabases } from './store/library-databases';
import { openBrowserStore, openCompanyStore, type OpenedStore } from './store/open-store';
import { closeAtSignOut } from './sign-out';
import type { DocumentRecord, PassageRecord } from './store/records';
import { restoreFromStore } from './store/restore';
import { requestPersistence } from './store/storage-quota';
import { loadRelatedWords } from './text/related-words';
import { openLibraryChannel, type LibraryChange, type LibraryChannel } from './store/tab-channel';
import type { Classification } from '@domain/classification';
import type {
  ChosenDocuments,
  PassageHit,
  DocumentUser,
  Extractor,
  NamedBlob,
  OpenSourceResult,
  SearchResult,
  SourceLocator,
} from './types';

export type { AddDocumentOptions, ChangeLevelResult, LibraryStatus };

/** One save of a company's index for a burst of uploads or removals. */
const SNAPSHOT_DELAY_MS = 1000;

export type RemoveDocumentResult = { removed: true } | { removed: false; reason: string };

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

/** The library's parts: its memory, its storage, and the links a lasting store adds. */
interface Library {
  memory: LibraryMemory;
  storeReady: Promise<LibraryStore>;
  /** Other tabs share a lasting store only: a page's memory is its own. */
  channel: LibraryChannel | null;
  /** Saves each company's index for a fast restore (a lasting store only). */
  snapshots: ReturnType<typeof createSnapshotSaver> | null;
  askedForPersistence: boolean;
}

function randomDocumentId(): string {
  return `doc-${crypto.randomUUID()}`;
}

async function openStore(options: DocumentLibraryOptions): Promise<OpenedStore> {
  const given = options.store;
  if (!given) return openBrowserStore();
  return typeof given === 'function' ? given() : { store: given, problem: null };
}

/** Opens the store, links a lasting one to other tabs and to snapshots, then restores. */
async function open(library: Library, options: DocumentLibraryOptions, extract: Extractor) {
  const { memory } = library;
  const { store, problem } = await openStore(options);
  if (store.kind === 'indexeddb') {
    if (options.shareChanges !== false) {
      // A change this tab fails to follow (storage closed under it) is seen on the next load.
      library.channel = openLibraryChannel(
        store.name,
        (change) => void follow(library, change).catch(() => {}),
      );
    }
    library.snapshots = createSnapshotSaver({
      store,
      delayMs: options.snapshotDelayMs ?? SNAPSHOT_DELAY_MS,
      contentsOf: (scope) => memory.contentsOf(scope),
      busy: () => memory.isChanging(),
    });
  }
  const restored = await restoreFromStore(
    store,
    {
      useIndex: (scope, index) => memory.useIndex(scope, index),
      keep: (document) => memory.keep(document),
      load: (document) => memory.load(document, store),
    },
    extract,
  );
  // Whatever had to be indexed again is saved for the next page load.
  for (const scope of restored.stale) library.snapshots?.schedule(scope);
  const problems = problem
    ? [{ about: null, message: problem }, ...restored.problems]
    : restored.problems;
  memory.setStatus({ restoring: false, lasting: store.kind === 'indexeddb', problems });
  library.channel?.announce({ type: 'restored' });
  return store;
}

/** Another tab's change, applied once this tab's restore is done. */
async function follow(library: Library, change: LibraryChange) {
  const { memory } = library;
  const store = await library.storeReady;
  if (change.type === 'cleared') {
    library.snapshots?.cancel();
    memory.clear();
  } else if (change.type === 'removed') {
    const document = memory.documents.get(change.documentId);
    if (document) forget(library, document);
  } else if (change.type === 'added' || change.type === 'reclassified') {
    const document = await store.readDocument(change.documentId);
    if (document) await followStored(library, document, store);
  } else {
    await reconcile(library, store);
  }
  memory.changed();
}

async function bringIn(library: Library, document: DocumentRecord, store: LibraryStore) {
  if (library.memory.documents.has(document.id)) return;
  await library.memory.load(document, store);
  library.snapshots?.schedule(document.scope);
}

const sameContents = (a: DocumentRecord, b: DocumentRecord) =>
  a.classification === b.classification &&
  a.passageIds.length === b.passageIds.length &&
  a.passageIds.every((id, at) => b.passageIds[at] === id);

/** A document as storage now holds it: one held at another level or with other passages is replaced. */
async function followStored(library: Library, stored: DocumentRecord, store: LibraryStore) {
  const held = library.memory.documents.get(stored.id);
  if (held && !sameContents(held, stored)) forget(library, held);
  await bringIn(library, stored, store);
}

/**
 * Another tab has loaded the library: storage may hold what a tab that died never told (a
 * document kept, or removed, just before), or what that load read again from an original.
 * This tab follows storage.
 */
async function reconcile(library: Library, store: LibraryStore) {
  const stored = new Map((await store.readAll()).documents.map((record) => [record.id, record]));
  for (const document of [...library.memory.documents.values()]) {
    const now = stored.get(document.id);
    if (!now || !sameContents(now, document)) forget(library, document);
  }
  for (const document of stored.values()) await bringIn(library, document, store);
}

function forget(library: Library, document: DocumentRecord) {
  library.memory.forget(document);
  library.snapshots?.schedule(document.scope);
}

/**
 * Remembered outside IndexedDB, to tell when the browser has cleared the library, and whom.
 * Counted after an upload is kept and before a removal or a reset (`leaving`): a page that
 * dies in between leaves the count low, which can only keep back a notice, never tell of a
 * loss that was not.
 */
function countStored(
  library: Library,
  store: LibraryStore,
  leaving: (document: DocumentRecord) => boolean = () => false,
) {
  if (store.kind !== 'indexeddb') return;
  const counted = [...library.memory.documents.values()].filter((document) => !leaving(document));
  rememberDocumentCounts(store.name, counted);
}

/** An upload was kept: tell this page, the other tabs and the next page load. */
function added(library: Library, document: DocumentRecord, store: LibraryStore) {
  library.snapshots?.schedule(document.scope);
  countStored(library, store);
  library.channel?.announce({ type: 'added', documentId: document.id });
  library.memory.changed();
  if (!library.askedForPersistence && store.kind === 'indexeddb') {
    library.askedForPersistence = true;
    void requestPersistence().then(() => library.memory.changed());
  }
}

/** A document's level changed: tell this page, the other tabs and the next page load. */
function reclassified(library: Library, document: DocumentRecord) {
  library.snapshots?.schedule(document.scope);
  library.channel?.announce({ type: 'reclassified', documentId: document.id });
  library.memory.changed();
}

/** Only the uploader removes a document (from this page and from storage); others get the reason. */
async function removeDocument(
  library: Library,
  documentId: string,
  user: DocumentUser,
): Promise<RemoveDocumentResult> {
  const document = library.memory.documents.get(documentId);
  if (!document || !mayAccess(user, document)) {
    return { removed: false, reason: 'This document no longer exists.' };
  }
  if (document.uploaderId !== user.id) {
    return {
      removed: false,
      reason: `Only ${document.uploaderName}, who uploaded it, can remove ${document.name}.`,
    };
  }
  const store = await library.storeReady;
  countStored(library, store, (counted) => counted === document);
  try {
    await store.deleteDocument(documentId);
  } catch (error) {
    countStored(library, store);
    return {
      removed: false,
      reason: `${document.name} could not be removed from this browser's storage (${error instanceof Error ? error.message : 'storage error'}). Try again.`,
    };
  }
  forget(library, document);
  countStored(library, store);
  library.channel?.announce({ type: 'removed', documentId });
  library.memory.changed();
  return { removed: true };
}

/** Whether a passage is one of these documents'. */
function passagesOf(documents: readonly DocumentRecord[]): (passageId: number) => boolean {
  const ids = new Set(documents.flatMap((document) => document.passageIds));
  return (passageId) => ids.has(passageId);
}

/**
 * The best passages for a question among the documents the user may see, or the chosen ones
 * of them. Only the chosen documents' passages are ranked; the query is planned, and scored,
 * over every level the user may see, as without a choice.
 */
async function search(
  library: Library,
  question: string,
  user: DocumentUser,
  chosen: ChosenDocuments,
  limit: number,
): Promise<SearchResult> {
  const store = await library.storeReady;
  const { memory } = library;
  const searched = memory.searchedBy(user, chosen);
  const visible = new Map(searched.map((document) => [document.id, document]));
  const index = memory.indexes.get(scopeOf(user));
  const related = await loadRelatedWords();
  // Twice as many ranked: a passage repeated by a document uploaded twice is cited once.
  const ranked = index
    ? index.rank(
        question,
        levelsVisibleTo(user),
        limit * 2,
        related,
        chosen && passagesOf(searched),
      )
    : [];
  const passages = await store.readPassages(ranked.map((result) => result.id));
  const hits = searchHits(ranked, passages, visible).slice(0, limit);
  return { hits, searchedDocuments: visible.size };
}

/** Every passage of a document the user may see, as hits in reading order (none otherwise). */
async function documentPassages(
  library: Library,
  documentId: string,
  user: DocumentUser,
): Promise<PassageHit[]> {
  const document = library.memory.documents.get(documentId);
  if (!document || !mayAccess(user, document) || !document.searchable) return [];
  const store = await library.storeReady;
  const passages = await store.readPassages(document.passageIds);
  const ranked = document.passageIds.map((id) => ({ id, score: 0, terms: [] }));
  return searchHits(ranked, passages, new Map([[document.id, document]]));
}

/** The cited place of a document the user may see, with its neighbours and original file. */
async function openSource(
  library: Library,
  locator: SourceLocator,
  user: DocumentUser,
): Promise<OpenSourceResult> {
  const store = await library.storeReady;
  const document = library.memory.documents.get(locator.documentId);
  if (!document || !mayAccess(user, document)) {
    return { status: 'missing', reason: 'This document is no longer in the library.' };
  }
  const passages = (await store.readPassages(document.passageIds)).filter(
    (passage): passage is PassageRecord => passage !== undefined,
  );
  const original = await store.readOriginal(document.id);
  const file = original ? new Blob([original.bytes], { type: original.type }) : null;
  return sourceExcerpt(document, passages, locator, file);
}

/** Empties the library, here, in storage and in the other tabs ('Reset demo data'). */
async function clear(library: Library): Promise<void> {
  const store = await library.storeReady;
  library.snapshots?.cancel();
  countStored(library, store, () => true);
  await store.clear();
  library.memory.clear();
  library.channel?.announce({ type: 'cleared' });
  library.memory.changed();
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
  const memory = new LibraryMemory(termsOf);
  // storeReady is set at once: open() and what it starts read it only after their first await.
  const library = { memory, channel: null, snapshots: null, askedForPersistence: false } as Omit<
    Library,
    'storeReady'
  > as Library;
  library.storeReady = open(library, options, extract);
  const upload = {
    memory,
    extract,
    storeReady: library.storeReady,
    now: options.now ?? (() => new Date()),
    newDocumentId: options.newDocumentId ?? randomDocumentId,
    added: (document: DocumentRecord, store: LibraryStore) => added(library, document, store),
  };
  const visible = (user: DocumentUser) => memory.visibleTo(user);
  const levels = {
    memory,
    storeReady: library.storeReady,
    termsOf,
    reclassified: (document: DocumentRecord) => reclassified(library, document),
  };

  return {
    addDocument: (file: Parameters<typeof addDocument>[1], add: AddDocumentOptions) =>
      addDocument(upload, file, add),
    /** What the user may see, newest first. */
    listDocuments: (user: DocumentUser) =>
      visible(user)
        .map((document) => memory.summarise(document, user))
        .reverse(),
    removeDocument: (documentId: string, user: DocumentUser) =>
      removeDocument(library, documentId, user),
    /** Another level the user holds; re-indexed at once, kept, and told to the other tabs. */
    changeLevel: (
      documentId: string,
      level: Classification,
      user: DocumentUser,
    ): Promise<ChangeLevelResult> => changeLevel(levels, documentId, level, user),
    /** The document the user can see that this file repeats (same content, else same name). */
    findDuplicate: async (file: NamedBlob, user: DocumentUser) =>
      findDuplicate(visible(user), file, user, await library.storeReady),
    /** Passages answering the question, from the chosen documents when some are chosen. */
    search: (
      question: string,
      user: DocumentUser,
      chosen: ChosenDocuments = null,
      limit = MAX_ANSWER_PASSAGES,
    ) => search(library, question, user, chosen, limit),
    /** Every passage of a document the user may see, in reading order (a section's, gathered). */
    documentPassages: (documentId: string, user: DocumentUser) =>
      documentPassages(library, documentId, user),
    openSource: (locator: SourceLocator, user: DocumentUser) => openSource(library, locator, user),
    tablesFor: (user: DocumentUser, chosen: ChosenDocuments = null) =>
      memory.tablesFor(user, chosen),
    /** How many documents the user can see, and how many of those are searchable. */
    countVisible: (user: DocumentUser) => ({
      total: visible(user).length,
      searchable: visible(user).filter((document) => document.searchable).length,
    }),
    /** Bytes the user's visible documents take in this browser. */
    storedBytesFor: (user: DocumentUser) =>
      visible(user).reduce((sum, document) => sum + document.storedBytes, 0),
    clear: () => clear(library),
    /** Resolves once what this browser kept has been restored (at once when nothing was). */
    whenReady: async (): Promise<void> => void (await library.storeReady),
    getStatus: (): LibraryStatus => memory.status,
    /** What went wrong restoring that concerns the user, worded for them. */
    problemsFor: (user: DocumentUser) => problemMessages(memory.status.problems, user),
    /** Saves the changed indexes now rather than a moment later (before a planned reload). */
    saveIndexes: async (): Promise<void> => {
      await library.storeReady;
      await library.snapshots?.flush();
    },
    /** The user's restore problems have been shown: not again (others' stay for them). */
    acknowledgeProblems: (user: DocumentUser) => {
      const { problems } = memory.status;
      const left = problems.filter((problem) => !concerns(problem, user));
      if (left.length < problems.length) memory.setStatus({ problems: left });
    },
    subscribe: (listener: () => void) => memory.subscribe(listener),
    getVersion: () => memory.version,
    /** Stops following other tabs and saving snapshots (tests, a library replaced by another). */
    close() {
      library.channel?.close();
      library.channel = null;
      library.snapshots?.cancel();
      library.snapshots = null;
    },
  };
}

export type DocumentLibrary = ReturnType<typeof createDocumentLibrary>;

/** The signed-in account's library, while one is open, and how to let it go. */
let opened: { scope: string; library: DocumentLibrary; close: () => void } | null = null;

/**
 * The library of the user's company (or their own, without a company): a database of its
 * own, opened on first use. Only the signed-in account's is loaded: one opened for another
 * account before is closed first, and sign-out closes it (`closeLibrary`).
 */
export function libraryFor(
  user: DocumentUser,
  /** How it is made when it opens (tests read files in-process). */
  options: Omit<DocumentLibraryOptions, 'store'> = {},
): DocumentLibrary {
  const scope = scopeOf(user);
  if (opened?.scope === scope) return opened.library;
  closeLibrary();
  const store = openCompanyStore(scope);
  const library = createDocumentLibrary({ ...options, store: () => store });
  const close = () => {
    library.close();
    void store.then((given) => given.store.close());
  };
  opened = { scope, library, close };
  closeAtSignOut(closeLibrary);
  return library;
}

/** Lets the open library go: its memory, its database connection, its tab channel. */
export function closeLibrary(): void {
  opened?.close();
  opened = null;
}

/** 'Reset demo data': every library this browser keeps is emptied, here and in other tabs. */
export async function clearLibraries(): Promise<void> {
  const open = opened;
  if (open) await open.library.clear();
  const others = (await libraryDatabases()).filter(
    (name) => !open || name !== libraryDatabase(open.scope),
  );
  for (const name of others) await clearLibraryDatabase(name);
}
