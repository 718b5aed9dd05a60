import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { passageTerms } from '@/lib/documents/index/passage-terms';
import { createDocumentLibrary, type DocumentLibrary } from '@/lib/documents/library';
import { memoryStore } from '@/lib/documents/store/library-store';
import type { DocumentUser, NamedBlob, Passage } from '@/lib/documents/types';
import { extractInProcess } from '@/test/documents/in-process-extractor';

/** The evaluation's files (provenance in SOURCES.md); questions name them relative to it. */
export const DATA_DIR = fileURLToPath(new URL('./data/', import.meta.url));

/** One user who may see everything the evaluation uploads. */
export const EVALUATOR: DocumentUser = {
  id: 'evaluator',
  name: 'Evaluator',
  companyId: 'evaluation',
  clearance: 'Private',
};

export interface LoadedLibrary {
  library: DocumentLibrary;
  /** Every passage the library indexed, as it stored them (the peers index the same ones). */
  passages: Passage[];
}

/**
 * A library in this process (the worker's reading pipeline run in-process, an in-memory store)
 * holding `files`, uploaded by the evaluator as Private.
 */
export async function libraryOf(files: readonly string[]): Promise<LoadedLibrary> {
  const store = memoryStore();
  const library = createDocumentLibrary({
    extract: extractInProcess,
    store,
    shareChanges: false,
    termsOf: async (passages) => passages.map(passageTerms),
  });
  for (const file of files) {
    const bytes = await readFile(new URL(file, `file://${DATA_DIR}`));
    const blob = new File([bytes], basename(file)) as NamedBlob;
    const result = await library.addDocument(blob, { user: EVALUATOR, classification: 'Private' });
    if (result.status !== 'indexed') {
      const why = result.status === 'failed' ? result.error.message : result.message;
      throw new Error(`${file} was not indexed: ${why}`);
    }
  }
  const { documents } = await store.readAll();
  const stored = await store.readPassages(documents.flatMap((document) => document.passageIds));
  const passages = stored.filter((passage): passage is Passage => passage !== undefined);
  return { library, passages };
}
