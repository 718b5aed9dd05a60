import { createActor, toPromise } from 'xstate';
import { describe, expect, test, vi } from 'vitest';
import type { DocumentLibrary } from '@/lib/documents/library';
import type { AddDocumentResult, DocumentSummary } from '@/lib/documents/types';
import { createLibraryProcessor } from './library-processor';

const UPLOADER = { id: 'u-1', name: 'Ada', companyId: 'c-1', clearance: 'Private' as const };
const KEPT = { id: 'doc-new', name: 'hours.txt' } as DocumentSummary;

/** A library whose addDocument finishes when the test says so, as a slow store write would. */
function slowLibrary() {
  let finish!: (result: AddDocumentResult) => void;
  const added = new Promise<AddDocumentResult>((resolve) => (finish = resolve));
  const library = {
    addDocument: vi.fn(() => added),
    removeDocument: vi.fn(async () => undefined),
  };
  return { library, finish };
}

function startProcessing(library: object, replaces?: string) {
  const processor = createLibraryProcessor(async () => library as unknown as DocumentLibrary);
  return createActor(processor, {
    input: {
      document: { documentId: 'm-1', name: 'hours.txt', sizeBytes: 10, classification: 'Public' },
      file: new File(['The store opens at 9.'], 'hours.txt'),
      replaces,
      uploader: UPLOADER,
      reportProgress: () => {},
    },
  }).start();
}

describe('the upload machine’s processDocument actor', () => {
  test('a file kept after its upload was cancelled is taken out again, and what it replaces stays', async () => {
    const { library, finish } = slowLibrary();
    const actor = startProcessing(library, 'doc-old');
    await vi.waitFor(() => expect(library.addDocument).toHaveBeenCalled());
    actor.stop();
    finish({ status: 'indexed', document: KEPT });
    await vi.waitFor(() => expect(library.removeDocument).toHaveBeenCalled());
    expect(library.removeDocument.mock.calls).toEqual([['doc-new', UPLOADER]]);
  });

  test('a file kept without a cancel replaces the one it was chosen to replace', async () => {
    const { library, finish } = slowLibrary();
    const actor = startProcessing(library, 'doc-old');
    finish({ status: 'indexed', document: { ...KEPT, indexedSummary: '1 passage' } });
    await expect(toPromise(actor)).resolves.toMatchObject({ libraryDocumentId: 'doc-new' });
    expect(library.removeDocument.mock.calls).toEqual([['doc-old', UPLOADER]]);
  });
});
