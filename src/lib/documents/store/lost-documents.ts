import { readStored, writeStored } from '@/lib/storage';
import { plural } from '../text/labels';

/**
 * How many documents the library held, kept in localStorage beside IndexedDB: a browser
 * short of space may clear a site's IndexedDB, and this count is how the library notices.
 */
const COUNT_KEY = 'documents-library-count';

export function rememberDocumentCount(count: number): void {
  writeStored(COUNT_KEY, String(count));
}

/** A notice when storage holds none of the documents last counted (said once). */
export function lostDocumentsNotice(foundNow: number): string | null {
  const expected = Number(readStored(COUNT_KEY) ?? 0);
  if (foundNow > 0 || !(expected > 0)) return null;
  rememberDocumentCount(0);
  return `This browser cleared the ${plural(expected, 'document')} it kept for you, probably to free space. Upload them again to search them.`;
}
