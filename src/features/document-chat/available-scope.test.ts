import { EARLIER } from '@/test/chat/kept-conversations';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { fileOf } from '@/test/documents/fixture-file';
import { createDocumentLibrary } from '@/lib/documents/library';
import type { DocumentUser } from '@/lib/documents/types';
import { withAvailableScope } from './available-scope';

const owner: DocumentUser = { id: 'owner', companyId: 'demo', clearance: 'Private' };

test('a conversation reopens narrowed to the documents still in the library only', async () => {
  const library = createDocumentLibrary({ extract: extractInProcess });
  const add = async (name: string) => {
    const added = await library.addDocument(fileOf(`Opening hours in ${name}.`, name), {
      user: owner,
      classification: 'Public',
    });
    if (added.status !== 'indexed') throw new Error(`${name} was not indexed`);
    return added.document.id;
  };
  const kept = { documentId: await add('hours.txt'), name: 'hours.txt' };
  const removed = { documentId: await add('rota.txt'), name: 'rota.txt' };
  await library.removeDocument(removed.documentId, owner);
  const reopen = withAvailableScope(async () => library);

  const reopened = await reopen({ ...EARLIER, scope: [kept, removed] }, owner);
  expect(reopened.scope).toEqual([kept]);
  expect(await reopen(EARLIER, owner)).toBe(EARLIER);
});
