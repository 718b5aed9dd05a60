import { isClassification } from '@domain/classification';
import { readStored, writeStored } from '@/lib/storage';
import type { LibraryProblem, ProblemAccess } from './library-problems';

/**
 * How many documents each library database held, per company and level, kept in localStorage
 * beside IndexedDB: a browser short of space may clear a site's IndexedDB, and these counts
 * are how the library notices, and whom it tells.
 */
const countsKey = (database: string) => `documents-library-count:${database}`;

type Count = ProblemAccess & { count: number };

export function rememberDocumentCounts(database: string, documents: Iterable<ProblemAccess>): void {
  const counts = new Map<string, Count>();
  for (const { scope, classification } of documents) {
    const key = JSON.stringify([scope, classification]);
    const count = counts.get(key) ?? { scope, classification, count: 0 };
    count.count += 1;
    counts.set(key, count);
  }
  writeStored(countsKey(database), JSON.stringify([...counts.values()]));
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
function rememberedCounts(database: string): Count[] {
  try {
    const stored: unknown = JSON.parse(readStored(countsKey(database)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isCount) : [];
  } catch {
    return [];
  }
}

/**
 * When the database holds no document at all though some were counted: who lost how many
 * (said once).
 */
export function lostDocuments(database: string, foundNow: number): LibraryProblem[] {
  if (foundNow > 0) return [];
  const counts = rememberedCounts(database);
  if (counts.length > 0) rememberDocumentCounts(database, []);
  return counts.map(({ scope, classification, count }) => ({
    about: { scope, classification },
    lost: count,
  }));
}
