import { QUALITY_DOCUMENTS, scoreQuality } from '../../../../scripts/bench/questions';
import { createDocumentLibrary } from '../library';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { fixtureFile } from '@/test/documents/fixture-file';
import type { DocumentUser } from '../types';

const owner: DocumentUser = {
  id: 'u1',
  name: 'Olivia Owner',
  companyId: 'demo',
  clearance: 'Private',
};

test('answers at least 90 % of the fixture questions with the right document and location in the top 3', async () => {
  const library = createDocumentLibrary({ extract: extractInProcess });
  for (const name of QUALITY_DOCUMENTS) {
    const result = await library.addDocument(await fixtureFile(name), {
      user: owner,
      classification: 'Public',
    });
    expect(result).toMatchObject({ status: 'indexed' });
  }
  const report = await scoreQuality(async (question) =>
    (await library.search(question, owner)).hits.map((hit) => ({
      documentName: hit.citation.documentName,
      location: hit.citation.location,
      label: hit.citation.locationLabel,
    })),
  );
  console.log(
    `hit@1 ${(report.hitAt1 * 100).toFixed(1)} %, hit@3 ${(report.hitAt3 * 100).toFixed(1)} % over ${report.questions} questions`,
    report.misses,
  );
  expect(report.questions).toBeGreaterThanOrEqual(30);
  expect(report.hitAt3).toBeGreaterThanOrEqual(0.9);
});
