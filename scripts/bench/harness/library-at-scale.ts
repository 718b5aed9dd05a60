/**
 * The durable library at scale, as a user meets it: documents uploaded through the library
 * (texts and originals kept in IndexedDB, the index saved), then a page reload, then questions.
 */
import type { DocumentUser, Extractor, PassageDraft } from '@/lib/documents/types';
import { scopeOf } from '@/lib/documents/access';
import { createDocumentLibrary, libraryFor } from '@/lib/documents/library';
import { libraryDatabase } from '@/lib/documents/store/indexeddb-store';
import { openBrowserStore } from '@/lib/documents/store/open-store';
import { seededRandom } from '../../fixtures/corpus';
import { benchQuestions, PASSAGES_PER_DOCUMENT, timeQueries, zipfVocabulary } from './synthetic';

const user: DocumentUser = { id: 'bench', name: 'Bench', companyId: 'bench', clearance: 'Private' };
const VOCABULARY_SEED = 20_000;

function vocabulary() {
  return zipfVocabulary(30_000, seededRandom(VOCABULARY_SEED));
}

/**
 * Uploads `count` passages of 200 words as documents of PASSAGES_PER_DOCUMENT through a library
 * over this browser's IndexedDB, then saves its index, as the page would before a reload.
 */
export async function storeLibrary(count: number) {
  const words = vocabulary();
  const extract: Extractor = async () => {
    const passages: PassageDraft[] = Array.from({ length: PASSAGES_PER_DOCUMENT }, (_, at) => ({
      text: Array.from({ length: 200 }, words.pick).join(' '),
      location: { kind: 'page', page: at + 1 },
    }));
    return {
      status: 'searchable',
      format: 'pdf',
      units: { kind: 'pages', count: passages.length },
      passages,
      tables: [],
    };
  };
  // The bench company's database, as the page's library keeps it; not shared with the page's
  // own library: that one restores after the reload, not now.
  const library = createDocumentLibrary({
    extract,
    shareChanges: false,
    store: () => openBrowserStore(libraryDatabase(scopeOf(user))),
  });
  const start = performance.now();
  for (let document = 0; document * PASSAGES_PER_DOCUMENT < count; document += 1) {
    const result = await library.addDocument(new File(['x'], `synthetic-${document}.pdf`), {
      user,
      classification: 'Public',
    });
    if (result.status !== 'indexed') throw new Error(`synthetic-${document}: ${result.status}`);
  }
  const saveStart = performance.now();
  await library.saveIndexes();
  const saveEnd = performance.now();
  library.close();
  return {
    ms: saveEnd - start,
    saveStart,
    saveEnd,
    documents: library.countVisible(user).total,
  };
}

/**
 * After a reload: the page's library restores what was stored; resolves when it has answered
 * its first question, with the time since the navigation started.
 */
export async function restoredLibrary() {
  const documentLibrary = libraryFor(user);
  await documentLibrary.whenReady();
  const readyAt = performance.now();
  // What follows is the bench's own work (making up the question): a task of its own, so it is
  // not counted as the library's while it restores.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const [question] = benchQuestions(1, vocabulary().list);
  const first = await documentLibrary.search(question!, user);
  return {
    readyMs: readyAt,
    searchableMs: performance.now(),
    documents: documentLibrary.countVisible(user).total,
    firstHits: first.hits.length,
  };
}

/** Question latency through the restored library: ranking and reading the passages shown. */
export async function libraryQueries(count: number) {
  const questions = benchQuestions(count, vocabulary().list);
  return timeQueries(questions, async (question) => {
    const start = performance.now();
    const { hits } = await libraryFor(user).search(question, user);
    return { ms: performance.now() - start, answered: hits.length > 0 };
  });
}
