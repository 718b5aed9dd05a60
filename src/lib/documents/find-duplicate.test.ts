import { fileOf } from '@/test/documents/fixture-file';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { createDocumentLibrary } from './library';
import type { DocumentUser } from './types';

const owner: DocumentUser = { id: 'owner', companyId: 'demo', clearance: 'Private' };
const colleague: DocumentUser = { id: 'colleague', companyId: 'demo', clearance: 'Public' };
const TEXT = 'Returns are accepted within 30 days with a receipt.';

async function libraryWith(name: string, classification: 'Public' | 'Private' = 'Public') {
  const library = createDocumentLibrary({ extract: extractInProcess });
  const added = await library.addDocument(fileOf(TEXT, name), { user: owner, classification });
  if (added.status !== 'indexed') throw new Error(added.status);
  return { library, existing: added.document };
}

describe('finding a duplicate before an upload', () => {
  test('the same content under any name, by its SHA-256 kept with the document', async () => {
    const { library, existing } = await libraryWith('returns.txt');
    expect(existing.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await library.findDuplicate(fileOf(TEXT, 'copy.txt'), owner)).toEqual({
      kind: 'same-content',
      documentId: existing.id,
      name: 'returns.txt',
      replaceable: true,
      keepBothName: 'copy (2).txt',
    });
  });

  test('the same name with other content is a new version; only its uploader may replace it', async () => {
    const { library, existing } = await libraryWith('returns.txt');
    const newer = fileOf(`${TEXT} Gift cards are final.`, 'returns.txt');
    expect(await library.findDuplicate(newer, colleague)).toEqual({
      kind: 'same-name',
      documentId: existing.id,
      name: 'returns.txt',
      replaceable: false,
      keepBothName: 'returns (2).txt',
    });
    expect(await library.findDuplicate(fileOf('Other text.', 'other.txt'), owner)).toBeNull();
  });

  test('never tells of a document the uploader cannot see', async () => {
    const { library } = await libraryWith('returns.txt', 'Private');
    expect(await library.findDuplicate(fileOf(TEXT, 'returns.txt'), colleague)).toBeNull();
  });

  test('a document stored before hashes were kept is compared by its original', async () => {
    // As an earlier release stored it: no hash (a browser without Web Crypto keeps none).
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      randomUUID: () => real.randomUUID(),
      getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array),
    });
    const { library, existing } = await libraryWith('returns.txt');
    vi.unstubAllGlobals();
    expect(existing.contentHash).toBeUndefined();
    expect(await library.findDuplicate(fileOf(TEXT, 'copy.txt'), owner)).toMatchObject({
      kind: 'same-content',
      documentId: existing.id,
    });
  });
});
