import { buildDocx, buildPptx } from '../../../../../scripts/fixtures/builders';
import { fileOf } from '@/test/documents/fixture-file';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { createDocumentLibrary } from '../../library';
import { answerFromDocuments } from '../responder';
import type { DocumentUser } from '../../types';

/** Tables inside Word and PowerPoint documents answer figures questions like a sheet does. */

const owner: DocumentUser = { id: 'owner', companyId: 'acme', clearance: 'Private' };

const UNITS = [
  ['Store', 'Week', 'Units'],
  ['Elmstead', '5', '1,200'],
  ['Northgate', '5', '800'],
  ['Elmstead', '6', '1,350'],
];

async function ask(question: string, file: Uint8Array, name: string) {
  const library = createDocumentLibrary({ extract: extractInProcess });
  const added = await library.addDocument(fileOf(file, name), {
    user: owner,
    classification: 'Public',
  });
  expect(added.status).toBe('indexed');
  return await answerFromDocuments(question, owner, library);
}

test('a table in a Word document: the figure, how, and the table and rows cited', async () => {
  const report = buildDocx([
    'Weekly unit sales by store, as reported by the store managers.',
    { table: UNITS },
    'Figures exclude online orders.',
  ]);
  const reply = await ask('How many units did Elmstead sell in week 5?', report, 'report.docx');
  expect(reply).toMatchObject({ kind: 'table-answer', value: 1200 });
  expect(reply.kind === 'table-answer' && reply.citations.map((c) => c.locationLabel)).toEqual([
    'table 1, row 2',
  ]);
});

test('a table on a slide: named by its slide', async () => {
  const deck = buildPptx([
    { title: 'Trading update', lines: ['Units are up on last year.'] },
    { title: 'Units by store', lines: [], table: UNITS },
  ]);
  const reply = await ask('Total units in week 5', deck, 'update.pptx');
  expect(reply).toMatchObject({ kind: 'table-answer', value: 2000 });
  expect(reply.kind === 'table-answer' && reply.citations.map((c) => c.locationLabel)).toEqual([
    'slide 2, table 1, rows 2-3',
  ]);
});
