import { createDocumentLibrary } from '../library';
import { answerFromDocuments, FRESH_QUESTION, UPLOAD_HINT } from './responder';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { fileOf, fixtureFile } from '@/test/documents/fixture-file';
import type { DocumentUser } from '../types';

// The demo company's accounts, as the mock server's session users carry them.
const owner: DocumentUser = {
  id: 'u-owner',
  email: 'owner@demo-retail.example',
  companyId: 'demo-retail',
  clearance: 'Private',
};
const associate: DocumentUser = {
  id: 'u-associate',
  email: 'associate@demo-retail.example',
  companyId: 'demo-retail',
  clearance: 'Public',
};

test('with no visible documents, the UI is told to use the canned reply and show the upload hint', async () => {
  const reply = await answerFromDocuments(
    'What is our refund policy?',
    owner,
    createDocumentLibrary({ extract: extractInProcess }),
  );
  expect(reply).toEqual({
    kind: 'no-documents',
    question: 'What is our refund policy?',
    useCannedReply: true,
    hint: UPLOAD_HINT,
  });
  expect(UPLOAD_HINT).toContain(
    '.pdf, .txt, .md, .csv, .tsv, .ppt, .pptx, .doc, .docx, .xls, .xlsx',
  );
});

test('answers with passages, highlights and citations; the reply is plain serialisable data', async () => {
  const library = createDocumentLibrary({ extract: extractInProcess });
  await library.addDocument(await fixtureFile('returns-policy.docx'), {
    user: owner,
    classification: 'Confidential',
  });
  await library.addDocument(await fixtureFile('store-operations-handbook.pdf'), {
    user: owner,
    classification: 'Public',
  });
  const reply = await answerFromDocuments('Are gift cards refundable?', owner, library);
  expect(reply.kind).toBe('answer');
  if (reply.kind !== 'answer') return;
  expect(reply.message).toMatch(/^I found \d passages? in \d of the 2 documents you can search\.$/);
  expect(reply.passages[0]?.citation).toMatchObject({
    documentName: 'returns-policy.docx',
    classification: 'Confidential',
  });
  expect(
    reply.passages[0]?.segments.some(
      (segment) => segment.highlighted && /gift/i.test(segment.text),
    ),
  ).toBe(true);
  expect(JSON.parse(JSON.stringify(reply))).toEqual(reply);
});

test('a Markdown handbook: the direct answer is the sentence with the amount, cited with its section', async () => {
  const library = createDocumentLibrary({ extract: extractInProcess });
  const handbook = [
    '---',
    'title: Leave',
    '---',
    '## Sick leave',
    'You can use [Sick Leave](#sick) for appointments and recovering from illness.',
    '',
    'All employees accrue four hours of sick leave per pay period.',
    '',
    '## Jury duty',
    'Jury duty is marked as Court Leave.',
  ].join('\n');
  await library.addDocument(fileOf(handbook, 'leave.md'), {
    user: owner,
    classification: 'Public',
  });
  const reply = await answerFromDocuments('How much sick leave do I accrue?', owner, library);
  expect(reply).toMatchObject({
    kind: 'answer',
    direct: {
      text: 'All employees accrue four hours of sick leave per pay period.',
      citation: { documentName: 'leave.md', locationLabel: 'Sick leave, paragraphs 1-4' },
    },
  });
  if (reply.kind === 'answer') expect(reply.direct?.passageId).toBe(reply.passages[0]?.passageId);
});

test('asked for a summary, answers with a few cited sentences about the topic instead', async () => {
  const library = createDocumentLibrary({ extract: extractInProcess });
  await library.addDocument(await fixtureFile('returns-policy.docx'), {
    user: owner,
    classification: 'Public',
  });
  const reply = await answerFromDocuments('Summarise the policy on gift cards', owner, library);
  expect(reply).toMatchObject({ kind: 'answer', direct: null });
  if (reply.kind !== 'answer') return;
  expect(reply.message).toMatch(
    /^Summarised from \d passages? in the one document you can search\.$/,
  );
  expect(reply.summary!.length).toBeGreaterThan(1);
  expect(reply.summary!.length).toBeLessThanOrEqual(4);
  expect(reply.summary!.some((sentence) => /gift card/i.test(sentence.text))).toBe(true);
  for (const sentence of reply.summary!) {
    expect(reply.passages.map((hit) => hit.passageId)).toContain(sentence.passageId);
    expect(sentence.citation.documentName).toBe('returns-policy.docx');
  }
});

test("a summary of a section named by the question gathers its passages, its sub-sections' too, whatever words they use", async () => {
  const library = createDocumentLibrary({ extract: extractInProcess });
  const filler = (topic: string) =>
    Array.from({ length: 40 }, (_, index) => `${topic} note ${index} is kept short.`).join(' ');
  const conduct = [
    '# Code of conduct',
    '',
    '## Enforcement',
    '',
    '### What you can do',
    '',
    'If you see a problem, report it to the moderators.',
    '',
    '### Our responsibilities',
    '',
    'Moderators may remove posts that break these rules.',
    '',
    filler('Moderation'),
    '',
    '## Legal notices',
    '',
    'Laws apply to everyone here.',
  ].join('\n');
  const requests =
    '# Legal requests\n\nLaw enforcement officials must send enforcement requests in writing. Enforcement agencies wait for a reply.';
  for (const [text, name] of [
    [conduct, 'conduct.md'],
    [requests, 'requests.md'],
  ] as const) {
    await library.addDocument(fileOf(text, name), { user: owner, classification: 'Public' });
  }
  const reply = await answerFromDocuments('Summarise the enforcement section', owner, library);
  if (reply.kind !== 'answer') throw new Error(reply.kind);
  expect(new Set(reply.passages.map((hit) => hit.citation.documentName))).toEqual(
    new Set(['conduct.md']),
  );
  const said = reply.summary!.map((sentence) => sentence.text);
  expect(said).toContain('If you see a problem, report it to the moderators.');
  expect(said).toContain('Moderators may remove posts that break these rules.');
  expect(said).not.toContain('Laws apply to everyone here.');
});

test('no match says how many of the user’s documents were searched', async () => {
  const library = createDocumentLibrary({ extract: extractInProcess });
  await library.addDocument(fileOf('Opening hours are eight to nine.', 'hours.txt'), {
    user: owner,
    classification: 'Public',
  });
  await library.addDocument(await fixtureFile('legacy-deck.ppt'), {
    user: owner,
    classification: 'Public',
  });
  expect(await answerFromDocuments('parking permits', owner, library)).toEqual({
    kind: 'no-match',
    question: 'parking permits',
    searchedDocuments: 1,
    message:
      "I couldn't find anything about “parking permits” in the 1 document you can search. They include hours.txt. Try other words, or upload a document that covers it.",
  });
});

test('a word no table matches but a handbook holds is answered from the handbook, not refused', async () => {
  const library = createDocumentLibrary({ extract: extractInProcess });
  const sales =
    'Order Date,Region,Product,Cost,Quantity\n2024-01-03,East,Box,4.5,10\n2024-01-04,West,Tape,2.25,4\n';
  await library.addDocument(fileOf(sales, 'sales.csv'), { user: owner, classification: 'Public' });
  const question = 'How much does it cost to buy a box via HMS?';
  const refused = await answerFromDocuments(question, owner, library);
  expect(refused).toMatchObject({ kind: 'no-match', message: expect.stringContaining('“HMS”') });
  expect(refused).not.toHaveProperty('unmatched');

  const handbook =
    '# Shipping\n\nBoxes bought through HMS cost 3 pounds each, charged to the store.\n';
  await library.addDocument(fileOf(handbook, 'shipping.md'), {
    user: owner,
    classification: 'Public',
  });
  const reply = await answerFromDocuments(question, owner, library);
  expect(reply.kind).toBe('answer');
  if (reply.kind !== 'answer') return;
  expect(reply.passages.map((passage) => passage.citation.documentName)).toEqual(['shipping.md']);
  expect(reply.direct?.text).toContain('3 pounds');
});

test('only unsearchable documents: says so instead of pretending to search', async () => {
  const library = createDocumentLibrary({ extract: extractInProcess });
  await library.addDocument(await fixtureFile('legacy-budget.xls'), {
    user: owner,
    classification: 'Public',
  });
  const reply = await answerFromDocuments('budget', owner, library);
  expect(reply).toMatchObject({ kind: 'no-match', searchedDocuments: 0 });
  if (reply.kind === 'no-match')
    expect(reply.message).toMatch(/^None of your 1 document can be searched yet/);
});

test('owner uploads a Confidential document; after signing in as the associate it is gone from answers', async () => {
  const library = createDocumentLibrary({ extract: extractInProcess });
  await library.addDocument(await fixtureFile('q3-sales.xlsx'), {
    user: owner,
    classification: 'Confidential',
  });
  await library.addDocument(await fixtureFile('new-starter-training.pptx'), {
    user: owner,
    classification: 'Public',
  });

  const asOwner = await answerFromDocuments('Northgate revenue in August', owner, library);
  expect(asOwner.kind === 'table-answer' && asOwner.citations[0]?.documentName).toBe(
    'q3-sales.xlsx',
  );

  // Sign-out/sign-in changes nothing in the library; only the asking user differs.
  const asAssociate = await answerFromDocuments('Northgate revenue in August', associate, library);
  expect(asAssociate).toMatchObject({ kind: 'no-match', searchedDocuments: 1 });
  expect(JSON.stringify(asAssociate)).not.toContain('q3-sales');
  expect(library.listDocuments(associate).map((document) => document.name)).toEqual([
    'new-starter-training.pptx',
  ]);
});

describe('a question narrowed to chosen documents', () => {
  async function library() {
    const documents = createDocumentLibrary({ extract: extractInProcess });
    const add = (text: string, name: string, classification: 'Public' | 'Confidential') =>
      documents.addDocument(fileOf(text, name), { user: owner, classification });
    await add('Gift cards are refundable within 30 days of purchase.', 'refunds.txt', 'Public');
    await add('Gift cards are sold at every till in the store.', 'tills.txt', 'Public');
    await add('Gift cards margin plan for the board.', 'board.txt', 'Confidential');
    await documents.addDocument(await fixtureFile('q3-sales.xlsx'), {
      user: owner,
      classification: 'Public',
    });
    const idOf = (name: string) =>
      documents.listDocuments(owner).find((document) => document.name === name)!.id;
    return { documents, idOf };
  }

  test('answers from the chosen ones only and says what it searched', async () => {
    const { documents, idOf } = await library();
    const reply = await answerFromDocuments('Where are gift cards sold?', owner, documents, {
      ...FRESH_QUESTION,
      within: [idOf('tills.txt')],
    });
    expect(reply).toMatchObject({
      kind: 'answer',
      message: 'I found 1 passage in 1 of your 4 documents.',
    });
    if (reply.kind !== 'answer') return;
    expect(reply.passages.map((hit) => hit.citation.documentName)).toEqual(['tills.txt']);
  });

  test('counts only what the asker may see, and ignores a chosen document above their clearance', async () => {
    const { documents, idOf } = await library();
    const within = [idOf('board.txt'), idOf('refunds.txt')];
    const reply = await answerFromDocuments('gift cards', associate, documents, {
      ...FRESH_QUESTION,
      within,
    });
    expect(reply).toMatchObject({ message: 'I found 1 passage in 1 of your 3 documents.' });
    expect(JSON.stringify(reply)).not.toContain('board.txt');
  });

  test('a figure is computed from a chosen table; nothing found says where it looked', async () => {
    const { documents, idOf } = await library();
    const figure = await answerFromDocuments('Northgate revenue in August', owner, documents, {
      ...FRESH_QUESTION,
      within: [idOf('q3-sales.xlsx')],
    });
    expect(figure.kind === 'table-answer' && figure.explanation).toMatch(
      / Searched in 1 of your 4 documents\.$/,
    );
    const nothing = await answerFromDocuments('Northgate revenue in August', owner, documents, {
      ...FRESH_QUESTION,
      within: [idOf('tills.txt')],
    });
    expect(nothing).toMatchObject({
      kind: 'no-match',
      message:
        "I couldn't find anything about “Northgate revenue in August” in 1 of your 4 documents. Try other words, or search all documents.",
    });
  });
});
