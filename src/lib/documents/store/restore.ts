import type { PassageIndex } from '../index/search-index';
import type { Extractor } from '../types';
import { buildRecord } from './document-record';
import { restoreIndexes } from './index-snapshots';
import type { LibraryStore, StoredLibrary } from './library-store';
import type { LibraryProblem } from './library-problems';
import { lostDocuments } from './lost-documents';
import { factsOf, type DocumentRecord, type UnreadableRecord } from './records';

/** Where restored documents and indexes go: the library's memory. */
export interface RestoreTarget {
  /** Puts a company's index, restored from its snapshot, in place. */
  useIndex(scope: string, index: PassageIndex): void;
  /** Keeps a document whose passages its company's restored index already holds. */
  keep(document: DocumentRecord): void;
  /** Keeps a document and indexes its stored passages. */
  load(document: DocumentRecord): Promise<void>;
}

export interface Restored {
  /** What went wrong, worded for people, each for those it concerns. */
  problems: LibraryProblem[];
  /** Companies whose index was (partly) built again: worth a snapshot for the next load. */
  stale: Set<string>;
}

/** Oldest first; within a millisecond, by passage ids (reserved in upload order). */
function byUploadTime(a: DocumentRecord, b: DocumentRecord): number {
  if (a.uploadedAt !== b.uploadedAt) return a.uploadedAt < b.uploadedAt ? -1 : 1;
  return (a.passageIds[0] ?? 0) - (b.passageIds[0] ?? 0);
}

/** A problem about one document, for those who may see it (nobody when that is unknown). */
function about(record: UnreadableRecord, message: string): LibraryProblem[] {
  return record.access ? [{ about: record.access, message }] : [];
}

function removed(record: UnreadableRecord): LibraryProblem[] {
  return about(
    record,
    `${record.name} could not be restored (${record.why}) and was removed. Upload it again to search it.`,
  );
}

/** Removes a document that cannot be restored; one storage cannot remove stays for the next load. */
async function removeUnrestorable(store: LibraryStore, documentId: string) {
  if (documentId) await store.deleteDocument(documentId).catch(() => {});
}

/**
 * Documents whose stored record this release cannot use are read again from their stored
 * original, keeping who uploaded them, when, where and at which level; without an original
 * (or without those facts) they are removed, and the problem said.
 */
async function rebuild(
  unreadable: StoredLibrary['unreadable'],
  store: LibraryStore,
  extract: Extractor,
  target: RestoreTarget,
): Promise<LibraryProblem[]> {
  const problems: LibraryProblem[] = [];
  for (const { record, original } of unreadable) {
    const facts = record.facts;
    if (!original || !facts) {
      await removeUnrestorable(store, record.documentId);
      problems.push(...removed(record));
      continue;
    }
    const file = new File([original.bytes], original.name, { type: original.type });
    try {
      const extraction = await extract(file, file.name, {});
      const built = await buildRecord(file, extraction, store, { ...facts, id: record.documentId });
      // Replaces the old record and its passages in one transaction: a crash keeps one of them.
      await store.writeDocument({
        ...built,
        original: { ...original, documentId: record.documentId },
      });
      await target.load(built.document);
      problems.push(
        ...about(
          record,
          `${record.name} was ${record.why}, so it was read again from its original.`,
        ),
      );
    } catch {
      await removeUnrestorable(store, record.documentId);
      problems.push(...removed(record));
    }
  }
  return problems;
}

/** Loads one document; false when its passages cannot be read or indexed. */
async function loaded(document: DocumentRecord, target: RestoreTarget): Promise<boolean> {
  try {
    await target.load(document);
    return true;
  } catch {
    return false;
  }
}

/** A document that could not be loaded, to be read again from its original like a damaged one. */
async function asDamaged(
  document: DocumentRecord,
  store: LibraryStore,
): Promise<StoredLibrary['unreadable'][number]> {
  const original = await store.readOriginal(document.id).catch(() => null);
  return {
    record: {
      documentId: document.id,
      name: document.name,
      why: 'damaged',
      facts: factsOf(document),
      access: { scope: document.scope, classification: document.classification },
    },
    original,
  };
}

/**
 * Brings what the store kept into the library's memory: each company's index from its
 * snapshot where one fits, the documents it lacks indexed again from their stored passages,
 * unreadable records (and documents whose passages cannot be indexed) rebuilt from their
 * originals: one bad record costs that record only. Never rejects: what failed is a problem.
 */
export async function restoreFromStore(
  store: LibraryStore,
  target: RestoreTarget,
  extract: Extractor,
): Promise<Restored> {
  try {
    const stored = await store.readAll();
    const oldestFirst = [...stored.documents].sort(byUploadTime);
    const restored = await restoreIndexes(store, oldestFirst);
    for (const [scope, index] of restored.indexes) target.useIndex(scope, index);
    const toIndex = new Set(restored.toIndex);
    const unreadable = [...stored.unreadable];
    for (const document of oldestFirst) {
      if (!toIndex.has(document)) target.keep(document);
      else if (!(await loaded(document, target))) unreadable.push(await asDamaged(document, store));
    }
    const problems = await rebuild(unreadable, store, extract, target);
    const stale = new Set([...toIndex].map((document) => document.scope));
    for (const { record } of unreadable) if (record.facts) stale.add(record.facts.scope);
    if (store.kind === 'indexeddb') {
      problems.push(
        ...lostDocuments(store.name, stored.documents.length + stored.unreadable.length),
      );
    }
    return { problems, stale };
  } catch (error) {
    const why = error instanceof Error ? error.message : 'unknown error';
    const message = `The documents kept in this browser could not be read (${why}). Upload them again to search them.`;
    return { problems: [{ about: null, message }], stale: new Set() };
  }
}
