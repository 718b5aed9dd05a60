import type { Classification } from '@domain/classification';
import { clearanceOf, mayAccess, mayUploadAt } from './access';
import type { TermsOf } from './index/terms-in-worker';
import type { LibraryMemory } from './library-memory';
import type { LibraryStore } from './store/library-store';
import type { DocumentRecord } from './store/records';
import type { DocumentSummary, DocumentUser } from './types';

export type ChangeLevelResult =
  { changed: true; document: DocumentSummary } | { changed: false; reason: string };

/** What a change of level works with: the page's memory, storage, and whom to tell. */
export interface ChangeLevelContext {
  memory: LibraryMemory;
  storeReady: Promise<LibraryStore>;
  termsOf: TermsOf;
  /** The document was kept at its new level: tell this page, the other tabs and snapshots. */
  reclassified: (document: DocumentRecord) => void;
}

const GONE = 'This document is no longer in the library.';

/**
 * Moves a searchable document's passages from its old level's index to the new one's. They
 * are added first (in slices) and taken out of the old level at once with the record switched:
 * searches filter hits by the record, so none sees the document at both levels or at none.
 */
async function moveInIndex(
  memory: LibraryMemory,
  store: LibraryStore,
  termsOf: TermsOf,
  from: DocumentRecord,
  to: DocumentRecord,
) {
  if (from.searchable) {
    const passages = await store.readPassages(from.passageIds);
    const terms = await termsOf(passages.filter((passage) => passage !== undefined));
    await memory.indexDocument(to, (index, level) => index.addAllTerms(level, terms));
    if (memory.documents.get(from.id) !== from) {
      memory.unindex(to); // Removed meanwhile (by another tab, say): it stays removed.
      return;
    }
    memory.unindex(from);
  }
  memory.keep(to);
}

/**
 * Gives a document another classification level, one the person holds (and they must see the
 * document). The stored record is replaced first, then the page's index follows; the index's
 * snapshot is saved again afterwards (a snapshot listing the old level no longer fits the
 * record, so a reload that finds it indexes the document again under the new level).
 */
export async function changeLevel(
  context: ChangeLevelContext,
  documentId: string,
  level: Classification,
  user: DocumentUser,
): Promise<ChangeLevelResult> {
  const { memory } = context;
  const document = memory.documents.get(documentId);
  if (!document || !mayAccess(user, document)) return { changed: false, reason: GONE };
  if (!mayUploadAt(user, level)) {
    return {
      changed: false,
      reason: `${level} is above your clearance (${clearanceOf(user)}): ${document.name} stays ${document.classification}.`,
    };
  }
  if (level === document.classification) {
    return { changed: true, document: memory.summarise(document, user) };
  }
  const store = await context.storeReady;
  const moved: DocumentRecord = { ...document, classification: level };
  const outcome = await memory.change(async () => {
    try {
      if (!(await store.replaceRecord(moved))) return GONE;
    } catch (error) {
      const why = error instanceof Error ? error.message : 'storage error';
      return `${document.name} could not be changed in this browser's storage (${why}). Try again.`;
    }
    await moveInIndex(memory, store, context.termsOf, document, moved);
    return null;
  });
  if (outcome) return { changed: false, reason: outcome };
  context.reclassified(moved);
  return { changed: true, document: memory.summarise(moved, user) };
}
