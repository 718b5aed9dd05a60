import { isClassification } from '@domain/classification';
import { readStored, writeStored } from '@/lib/storage';
import type { LibraryProblem, ProblemAccess } from './library-problems';

/**
 * How many documents the library held, per company and level, kept in localStorage beside
 * IndexedDB: a browser short of space may clear a site's IndexedDB, and these counts are how
 * the library notices, and whom it tells.
 */
const COUNTS_KEY = 'documents-library-count';

type Count = ProblemAccess & { count: number };

export function rememberDocumentCounts(documents: Iterable<ProblemAccess>): void {
  const counts = new Map<string, Count>();
  for (const { scope, classification } of documents) {
    const key = JSON.stringify([scope, classification]);
    const count = counts.get(key) ?? { scope, classification, count: 0 };
    count.count += 1;
    counts.set(key, count);
  }
  writeStored(COUNTS_KEY, JSON.stringify([...counts.values()]));
}

function isCount(value: unknown): value is Count {
  const count = value as Partial<Count> | null;
  return (
    typeof count === 'object' &&
    count !== null &&
    typeof count.scope === 'string' &&
    isClassification(count.classification) &&
    Number.isSafeInteger(count.count) &&
    count.count! > 0
  );
}

/** Counts as remembered; none when what is stored is not a list of counts (an older release's). */
function rememberedCounts(): Count[] {
  try {
    const stored: unknown = JSON.parse(readStored(COUNTS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isCount) : [];
  } catch {
    return [];
  }
}

/** When storage holds no document at all though some were counted: who lost how many (said once). */
export function lostDocuments(foundNow: number): LibraryProblem[] {
  if (foundNow > 0) return [];
  const counts = rememberedCounts();
  if (counts.length > 0) rememberDocumentCounts([]);
  return counts.map(({ scope, classification, count }) => ({
    about: { scope, classification },
    lost: count,
  }));
}
