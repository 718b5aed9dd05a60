import { QUALITY_DOCUMENTS, scoreQuality } from '../../../../scripts/bench/questions';
import { scoreTableQuestions, TABLE_DOCUMENTS } from '../../../../scripts/bench/table-questions';
import { answerTableQuestion } from './tables/answer-table-question';
import { createDocumentLibrary } from '../library';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { fixtureFile } from '@/test/documents/fixture-file';
import { withStackedSheets } from '../stacked-sheets';
import type { DocumentUser, VisibleTable } from '../types';

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

test('answers every one of the bench table questions exactly, as one conversation', async () => {
  const tables: VisibleTable[] = [];
  for (const name of TABLE_DOCUMENTS) {
    const file = await fixtureFile(name);
    const extraction = await extractInProcess(file, name, {});
    if (extraction.status !== 'searchable') throw new Error(`${name} was not read`);
    // As the library hands them over: the workbook's sheets, then those that stack.
    withStackedSheets(extraction.tables).forEach((table, tableIndex) =>
      tables.push({
        documentId: name,
        documentName: name,
        classification: 'Public',
        tableIndex,
        table,
      }),
    );
  }
  // Every bench question is a table question: the passages are not needed.
  const report = await scoreTableQuestions(
    async (question, context) =>
      answerTableQuestion(question, tables, context) ?? {
        kind: 'no-match',
        question,
        message: 'not read as a table question',
        searchedDocuments: 0,
      },
    () => performance.now(),
  );
  expect(report.wrong).toEqual([]);
  expect(report.right).toBe(report.questions);
}, 300_000);
