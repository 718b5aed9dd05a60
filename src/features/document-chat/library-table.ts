import { classificationRank, type Classification } from '@domain/classification';
import type { DocumentSummary } from '@/lib/documents/types';

/** The drawer's sortable columns. */
export type SortKey = 'name' | 'level' | 'size' | 'uploaded';
export type SortDirection = 'ascending' | 'descending';

export interface LibrarySort {
  key: SortKey;
  direction: SortDirection;
}

/** Newest first, as the library lists them. */
export const DEFAULT_SORT: LibrarySort = { key: 'uploaded', direction: 'descending' };

export interface LibraryFilter {
  /** Part of the name, any case. */
  name: string;
  /** One level, or null for all. */
  level: Classification | null;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const COMPARE: Record<SortKey, (a: DocumentSummary, b: DocumentSummary) => number> = {
  name: (a, b) => byName.compare(a.name, b.name),
  level: (a, b) => classificationRank(a.classification) - classificationRank(b.classification),
  size: (a, b) => a.sizeBytes - b.sizeBytes,
  uploaded: (a, b) => (a.uploadedAt < b.uploadedAt ? -1 : a.uploadedAt > b.uploadedAt ? 1 : 0),
};

/** A header clicked: its column the other way round, or another column, ascending. */
export function nextSort(current: LibrarySort, key: SortKey): LibrarySort {
  if (current.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** The documents the filter keeps, in the sort's order (ties keep the library's order). */
export function shownDocuments(
  documents: readonly DocumentSummary[],
  filter: LibraryFilter,
  sort: LibrarySort,
): DocumentSummary[] {
  const part = filter.name.trim().toLocaleLowerCase();
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return documents
    .filter((document) => !part || document.name.toLocaleLowerCase().includes(part))
    .filter((document) => !filter.level || document.classification === filter.level)
    .sort((a, b) => sign * COMPARE[sort.key](a, b));
}
