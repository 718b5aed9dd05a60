import { fileOf } from '@/test/documents/fixture-file';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { createDocumentLibrary } from '../library';
import type { DocumentUser } from '../types';

const owner: DocumentUser = { id: 'owner', companyId: 'demo', clearance: 'Private' };

const POLICY = [
  'Returns are accepted within 30 days of purchase with a receipt.',
  'Refunds for returns go back to the card used to pay.',
  'Gift cards cannot be returned or refunded.',
].join('\n\n');

test('a document uploaded twice is cited once per passage, and the next passage takes its place', async () => {
  const library = createDocumentLibrary({ extract: extractInProcess });
  for (const name of ['returns.txt', 'returns (2).txt']) {
    await library.addDocument(fileOf(POLICY, name), { user: owner, classification: 'Public' });
  }
  await library.addDocument(
    fileOf('The returns desk handles refunds from 9 every morning.', 'desk.txt'),
    {
      user: owner,
      classification: 'Public',
    },
  );
  const { hits } = await library.search('returns refunds', owner);
  // The first upload's passage, then the next passage: the copy's is not cited again.
  expect(hits.map((hit) => hit.citation.documentName).sort()).toEqual(['desk.txt', 'returns.txt']);
});
