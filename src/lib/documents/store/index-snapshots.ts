import { PassageIndex } from '../index/search-index';
import { packSnapshot, unpackSnapshot } from '../index/snapshot-file';
import type { LibraryStore } from './library-store';
import type { DocumentRecord, IndexSnapshotRecord } from './records';

type Contents = IndexSnapshotRecord['contents'][number];

function sameDocument(held: Contents, stored: DocumentRecord): boolean {
  return (
    held.classification === stored.classification &&
    held.passageIds.length === stored.passageIds.length &&
    held.passageIds[0] === stored.passageIds[0]
  );
}

/**
 * Each company's index from its saved snapshot, brought up to date with what storage holds
 * now: documents removed since are taken out. Returns the indexes and the searchable
 * documents they still lack (added since, or all of a company without a usable snapshot),
 * whose passages the caller indexes.
 */
export async function restoreIndexes(
  store: LibraryStore,
  documents: readonly DocumentRecord[],
): Promise<{ indexes: Map<string, PassageIndex>; toIndex: DocumentRecord[] }> {
  const stored = new Map(documents.map((document) => [document.id, document]));
  const indexes = new Map<string, PassageIndex>();
  const indexed = new Set<string>();
  for (const record of await store.readSnapshots()) {
    let index: PassageIndex;
    try {
      index = await PassageIndex.restoreInSlices(await unpackSnapshot(record.snapshot));
    } catch {
      continue; // A snapshot is a cache: without it the passages are indexed again.
    }
    for (const held of record.contents) {
      const now = stored.get(held.documentId);
      if (now && now.scope === record.scope && sameDocument(held, now)) indexed.add(now.id);
      else index.removeAll(held.classification, held.passageIds);
    }
    indexes.set(record.scope, index);
  }
  const toIndex = documents.filter((document) => document.searchable && !indexed.has(document.id));
  return { indexes, toIndex };
}

export interface SnapshotSaverOptions {
  store: LibraryStore;
  delayMs: number;
  /** The company's index and the searchable documents in it. */
  contentsOf: (scope: string) => { index: PassageIndex; documents: DocumentRecord[] } | null;
  /** True while passages are being added: a snapshot then would hold half a document. */
  busy: () => boolean;
}

/**
 * Saves a company's index a little after it changes (one save for a burst of uploads), never
 * while passages are being added. A failed save only costs time at the next restore.
 */
export function createSnapshotSaver({ store, delayMs, contentsOf, busy }: SnapshotSaverOptions) {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function save() {
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
      if (!snapshot || now?.index !== index) {
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
    /** Saves what is pending now (unless passages are being added: then a little later). */
    flush: () => save(),
    cancel() {
      pending.clear();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
