import type { Classification } from '@domain/classification';
import type { TableSubject } from '@domain/table-subject';
import { fileOf } from '@/test/documents/fixture-file';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { createDocumentLibrary } from '../../library';
import { answerFromDocuments } from '../responder';
import type { DocumentUser } from '../../types';

/**
 * Tables live with their documents and obey the same rule as passages: a sheet above the
 * asker's clearance, or another company's, never shapes an answer, a count, a suggestion, a
 * choice or a follow-up.
 */

const owner: DocumentUser = { id: 'owner', companyId: 'acme', clearance: 'Private' };
const associate: DocumentUser = { id: 'associate', companyId: 'acme', clearance: 'Public' };
const stranger: DocumentUser = { id: 'stranger', companyId: 'globex', clearance: 'Private' };

async function libraryWithSheets() {
  // Named ids: a random one could hold the figures the replies are searched for ('999').
  let made = 0;
  const library = createDocumentLibrary({
    extract: extractInProcess,
    newDocumentId: () => `sheet-${String.fromCharCode(97 + made++)}`,
  });
  const add = async (user: DocumentUser, name: string, level: Classification, csv: string) => {
    const result = await library.addDocument(fileOf(csv, name), { user, classification: level });
    expect(result.status).toBe('indexed');
  };
  await add(owner, 'sales-public.csv', 'Public', 'Store,Revenue\nElmstead,100\nNorthgate,50');
  await add(owner, 'sales-private.csv', 'Private', 'Store,Revenue\nElmstead,999\nSecretville,7');
  await add(stranger, 'globex-sales.csv', 'Public', 'Store,Revenue\nElmstead,555');
  return library;
}

const privateSubject = (library: Awaited<ReturnType<typeof libraryWithSheets>>): TableSubject => {
  const privateTable = library
    .tablesFor(owner)
    .find((table) => table.documentName === 'sales-private.csv');
  return {
    documentId: privateTable!.documentId,
    tableIndex: 0,
    column: 1,
    reduction: 'sum',
    filters: [{ column: 0, kind: 'text', values: ['Elmstead'] }],
    groupBy: null,
    ranking: null,
  };
};

test('the owner is asked which sheet; the associate and another company get their own figure only', async () => {
  const library = await libraryWithSheets();
  const question = "What was Elmstead's revenue?";

  const asOwner = await answerFromDocuments(question, owner, library);
  expect(asOwner.kind === 'clarify' && asOwner.choices.map((choice) => choice.label)).toEqual([
    'sales-public.csv',
    'sales-private.csv',
  ]);

  const asAssociate = await answerFromDocuments(question, associate, library);
  expect(asAssociate).toMatchObject({ kind: 'table-answer', value: 100 });
  expect(JSON.stringify(asAssociate)).not.toMatch(/private|999|globex|555/);

  const asStranger = await answerFromDocuments(question, stranger, library);
  expect(asStranger).toMatchObject({ kind: 'table-answer', value: 555 });
  expect(JSON.stringify(asStranger)).not.toMatch(/sales-p|999|100/);
});

test('totals, counts and rankings leave hidden rows out', async () => {
  const library = await libraryWithSheets();
  expect(await answerFromDocuments('What is the total revenue?', associate, library)).toMatchObject(
    {
      value: 150,
    },
  );
  expect(await answerFromDocuments('How many stores are there?', associate, library)).toMatchObject(
    {
      value: 2,
    },
  );
  const top = await answerFromDocuments('Which store had the highest revenue?', associate, library);
  expect(top).toMatchObject({ names: ['Elmstead'], value: 100 });
});

test('a value only a hidden sheet holds is not found, and no suggestion names that sheet', async () => {
  const library = await libraryWithSheets();
  const reply = await answerFromDocuments(
    'How much revenue did Secretville make?',
    associate,
    library,
  );
  expect(reply.kind).not.toBe('table-answer');
  expect(JSON.stringify(reply)).not.toMatch(/private|globex|\b7\b/);
  const nothing = await answerFromDocuments('parking permits', associate, library);
  expect(nothing.kind === 'no-match' && nothing.message).toContain(
    'They include sales-public.csv. For figures, ask for example “What is the total Revenue by Store?”',
  );
  expect(JSON.stringify(nothing)).not.toMatch(/private|globex/);
});

test('a choice or a follow-up pointing at a hidden sheet is not answered from it', async () => {
  const library = await libraryWithSheets();
  const subject = privateSubject(library);
  const chosen = await answerFromDocuments('Elmstead', associate, library, {
    previous: null,
    chosen: subject,
  });
  expect(JSON.stringify(chosen)).not.toMatch(/private|999/);
  const followUp = await answerFromDocuments('And Northgate?', associate, library, {
    previous: subject,
    chosen: null,
  });
  expect(JSON.stringify(followUp)).not.toMatch(/private|999/);
  // The owner, who may see it, gets it.
  expect(
    await answerFromDocuments('Elmstead', owner, library, { previous: null, chosen: subject }),
  ).toMatchObject({ kind: 'table-answer', value: 999 });
});

test('removing a document removes its tables', async () => {
  const library = await libraryWithSheets();
  const [publicSheet] = library
    .listDocuments(owner)
    .filter((document) => document.name === 'sales-public.csv');
  await library.removeDocument(publicSheet!.id, owner);
  expect(library.tablesFor(associate)).toEqual([]);
  expect(await answerFromDocuments("What was Elmstead's revenue?", owner, library)).toMatchObject({
    value: 999,
  });
});
