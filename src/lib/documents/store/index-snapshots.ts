import { CLASSIFICATION_LEVELS } from '@domain/classification';
import { PassageIndex, type IndexSnapshot } from '../index/search-index';
import { packSnapshot, unpackSnapshot } from '../index/snapshot-file';
import { yieldToMain } from '../index/yield';
import type { LibraryStore } from './library-store';
import { isIndexSnapshotRecord, type DocumentRecord, type IndexSnapshotRecord } from './records';

type Contents = IndexSnapshotRecord['contents'][number];

function sameDocument(held: Contents, stored: DocumentRecord): boolean {
  return (
    held.classification === stored.classification &&
    held.passageIds.length === stored.passageIds.length &&
    held.passageIds.every((id, at) => stored.passageIds[at] === id)
  );
}

/**
 * Whether the index holds, level by level, exactly the passages its record lists. One that
 * does not (saved by a release that took snapshots mid-upload) cannot be reconciled with the
 * documents: its company is indexed again from the stored passages.
 */
function holdsItsContents(snapshot: IndexSnapshot, contents: readonly Contents[]): boolean {
  // Each listed passage is taken out of its level's ids once: one listed twice, or not held,
  // fails; so does an id left over. (Linear: this runs in one task at 100,000 passages.)
  const unlisted = new Map(
    CLASSIFICATION_LEVELS.map((level) => [level, new Set(snapshot.levels[level]?.ids ?? [])]),
  );
  for (const held of contents) {
    const ids = unlisted.get(held.classification)!;
    for (const id of held.passageIds) if (!ids.delete(id)) return false;
  }
  return [...unlisted.values()].every((ids) => ids.size === 0);
}

/** A company's index from its saved record, or null when the record is damaged or disagrees. */
async function restoreRecord(record: unknown): Promise<PassageIndex | null> {
  if (!isIndexSnapshotRecord(record)) return null;
  try {
    const snapshot = await unpackSnapshot(record.snapshot);
    if (!holdsItsContents(snapshot, record.contents)) return null;
    return await PassageIndex.restoreInSlices(snapshot);
  } catch {
    return null; // A snapshot is a cache: without it the passages are indexed again.
  }
}

/**
 * Each company's index from its saved snapshot, brought up to date with what storage holds
 * now: documents removed or changed since are taken out. Returns the indexes and the
 * searchable documents they still lack (added since, or all of a company without a usable
 * snapshot), whose passages the caller indexes. Storage's documents are the truth: a snapshot
 * never takes one away.
 */
export async function restoreIndexes(
  store: LibraryStore,
  documents: readonly DocumentRecord[],
): Promise<{ indexes: Map<string, PassageIndex>; toIndex: DocumentRecord[] }> {
  const stored = new Map(documents.map((document) => [document.id, document]));
  const indexes = new Map<string, PassageIndex>();
  const indexed = new Set<string>();
  const records: unknown[] = await store.readSnapshots().catch(() => []);
  for (const record of records) {
    const index = await restoreRecord(record);
    if (!index) continue;
    const { scope, contents } = record as IndexSnapshotRecord;
    for (const held of contents) {
      const now = stored.get(held.documentId);
      if (now && now.scope === scope && !indexed.has(now.id) && sameDocument(held, now)) {
        indexed.add(now.id);
      } else {
        index.removeAll(held.classification, held.passageIds);
      }
    }
    indexes.set(scope, index);
  }
  const toIndex = documents.filter((document) => document.searchable && !indexed.has(document.id));
  return { indexes, toIndex };
}

export interface SnapshotSaverOptions {
  store: LibraryStore;
  delayMs: number;
  /** The company's index and the searchable documents in it. */
  contentsOf: (scope: string) => { index: PassageIndex; documents: DocumentRecord[] } | null;
  /**
   * True while an index may hold passages of a document not kept yet (being indexed or
   * written): a snapshot then would not match the documents it lists.
   */
  busy: () => boolean;
}

/**
 * Saves a company's index a little after it changes (one save for a burst of uploads), never
 * while passages are being added. A failed save only costs time at the next restore.
 */
export function createSnapshotSaver({ store, delayMs, contentsOf, busy }: SnapshotSaverOptions) {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  /** Saves run one after another: a later one never finishes first, nor is overtaken. */
  let running: Promise<void> = Promise.resolve();
  const save = () => (running = running.then(saveNow));

  async function saveNow() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (busy()) {
      arm();
      return;
    }
    const scopes = [...pending];
    pending.clear();
    for (const scope of scopes) {
      const index = contentsOf(scope)?.index;
      if (!index) continue;
      let snapshot;
      try {
        snapshot = await index.snapshotInSlices();
      } catch {
        continue; // Not a change under it but a failure: trying again would fail again.
      }
      // Taken in slices: the index may have changed meanwhile (then it is taken again later).
      const now = contentsOf(scope);
      if (!snapshot || now?.index !== index || busy()) {
        if (now) {
          pending.add(scope);
          arm();
        }
        continue;
      }
      const record: IndexSnapshotRecord = {
        scope,
        contents: now.documents.map((document) => ({
          documentId: document.id,
          classification: document.classification,
          passageIds: document.passageIds,
        })),
        snapshot: packSnapshot(snapshot),
      };
      // Packing and IndexedDB's copy of the record are each a long task: not one after another.
      await yieldToMain();
      await store.writeSnapshot(record).catch(() => {});
    }
  }

  function arm() {
    timer ??= setTimeout(() => void save(), delayMs);
  }

  return {
    schedule(scope: string) {
      pending.add(scope);
      arm();
    },
    /**
     * Saves what is pending now, after a save under way (unless a document is being added:
     * then a little later).
     */
    flush: () => save(),
    cancel() {
      pending.clear();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
