import type { Classification } from '@domain/classification';
import { chosenAmong, mayAccess } from './access';
import { PassageIndex } from './index/search-index';
import type { TermsOf } from './index/terms-in-worker';
import type { LibraryProblem } from './store/library-problems';
import type { LibraryStore } from './store/library-store';
import type { DocumentRecord } from './store/records';
import { withStackedSheets } from './stacked-sheets';
import type { ChosenDocuments, DocumentSummary, DocumentUser, VisibleTable } from './types';

/** Where the library stands: restoring what this browser kept, or ready. */
export interface LibraryStatus {
  restoring: boolean;
  /** Whether documents last beyond this page ('memory' when the browser could not keep them). */
  lasting: boolean;
  /** What went wrong restoring, each for those it concerns (said once, then acknowledged). */
  problems: LibraryProblem[];
}

/**
 * What this page holds of the library: the documents' records, one search index per company,
 * and who is told of changes. Storage, uploads and answers work through it.
 */
export class LibraryMemory {
  readonly documents = new Map<string, DocumentRecord>();
  readonly indexes = new Map<string, PassageIndex>();
  status: LibraryStatus = { restoring: true, lasting: false, problems: [] };
  /** Changes whenever the library does. */
  version = 0;
  private readonly listeners = new Set<() => void>();
  /** Changes under way that put passages in an index before their document is kept. */
  private changing = 0;

  constructor(private readonly termsOf: TermsOf) {}

  changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  setStatus(next: Partial<LibraryStatus>): void {
    this.status = { ...this.status, ...next };
    this.changed();
  }

  /** For useSyncExternalStore: called after every change. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  visibleTo(user: DocumentUser): DocumentRecord[] {
    return [...this.documents.values()].filter((document) => mayAccess(user, document));
  }

  /** The searchable documents the user may see, narrowed to the chosen ones (if any). */
  searchedBy(user: DocumentUser, chosen: ChosenDocuments): readonly DocumentRecord[] {
    const searchable = this.visibleTo(user).filter((document) => document.searchable);
    return chosenAmong(searchable, chosen);
  }

  summarise(document: DocumentRecord, user: DocumentUser): DocumentSummary {
    const {
      recordVersion: _version,
      scope: _scope,
      passageIds,
      tables: _tables,
      ...details
    } = document;
    return {
      ...details,
      passageCount: passageIds.length,
      removable: document.uploaderId === user.id,
    };
  }

  /** The tables of the documents a question searches, each with its document's name and level. */
  tablesFor(user: DocumentUser, chosen: ChosenDocuments = null): VisibleTable[] {
    return this.searchedBy(user, chosen).flatMap((document) =>
      withStackedSheets(document.tables).map((table, tableIndex) => ({
        documentId: document.id,
        documentName: document.name,
        classification: document.classification,
        tableIndex,
        table,
      })),
    );
  }

  /**
   * True while an index may hold passages of a document that is not kept yet (being indexed,
   * or written to storage): a snapshot taken then would not match the documents.
   */
  isChanging(): boolean {
    return this.changing > 0;
  }

  /** Runs a change that indexes a document before keeping it; `isChanging` says so meanwhile. */
  async change<T>(work: () => Promise<T>): Promise<T> {
    this.changing += 1;
    try {
      return await work();
    } finally {
      this.changing -= 1;
    }
  }

  useIndex(scope: string, index: PassageIndex): void {
    this.indexes.set(scope, index);
  }

  /** Runs `add` on the document's company index (within a `change`). */
  async indexDocument(
    document: DocumentRecord,
    add: (index: PassageIndex, level: Classification) => Promise<void>,
  ): Promise<void> {
    let index = this.indexes.get(document.scope);
    if (!index) {
      index = new PassageIndex();
      this.indexes.set(document.scope, index);
    }
    await add(index, document.classification);
  }

  /** Takes a document's passages out of its company's index. */
  unindex(document: DocumentRecord): void {
    this.indexes.get(document.scope)?.removeAll(document.classification, document.passageIds);
  }

  keep(document: DocumentRecord): void {
    this.documents.set(document.id, document);
  }

  /** Brings a stored document into memory: its record, and its passages into the index. */
  async load(document: DocumentRecord, store: LibraryStore): Promise<void> {
    if (this.documents.has(document.id)) return;
    if (!document.searchable) {
      this.keep(document);
      return;
    }
    const passages = await store.readPassages(document.passageIds);
    // Tokenised in a worker: on load, a whole library may be indexed again.
    const terms = await this.termsOf(passages.filter((passage) => passage !== undefined));
    await this.change(async () => {
      if (this.documents.has(document.id)) return; // Loaded meanwhile (another tab said it twice).
      await this.indexDocument(document, (index, level) => index.addAllTerms(level, terms));
      this.keep(document);
    });
  }

  forget(document: DocumentRecord): void {
    this.unindex(document);
    this.documents.delete(document.id);
  }

  /** A company's index and the searchable documents in it, for its snapshot. */
  contentsOf(scope: string): { index: PassageIndex; documents: DocumentRecord[] } | null {
    const index = this.indexes.get(scope);
    if (!index) return null;
    const held = [...this.documents.values()].filter(
      (document) => document.scope === scope && document.searchable,
    );
    return { index, documents: held };
  }

  clear(): void {
    this.documents.clear();
    this.indexes.clear();
  }
}
