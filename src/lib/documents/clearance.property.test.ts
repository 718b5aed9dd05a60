import fc from 'fast-check';
import { canSee, CLASSIFICATION_LEVELS, type Classification } from '@domain/classification';
import { createDocumentLibrary } from './library';
import { answerFromDocuments } from './answer/responder';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { fileOf } from '@/test/documents/fixture-file';
import type { DocumentUser } from './types';

const VOCABULARY = [
  'margin',
  'payroll',
  'refund',
  'rota',
  'supplier',
  'forecast',
  'audit',
  'bonus',
];
const COMPANIES = ['acme', 'globex'];

const documentArbitrary = fc.record({
  company: fc.constantFrom(...COMPANIES),
  level: fc.constantFrom(...CLASSIFICATION_LEVELS),
  words: fc.array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 12 }),
});

const userArbitrary = fc.record({
  company: fc.constantFrom(...COMPANIES),
  clearance: fc.constantFrom(...CLASSIFICATION_LEVELS),
});

const queryArbitrary = fc
  .array(fc.constantFrom(...VOCABULARY, 'margn', 'refun', 'unrelated'), {
    minLength: 1,
    maxLength: 3,
  })
  .map((words) => words.join(' '));

/** Names carry the truth the test checks against: company and level of each document. */
const nameOf = (index: number, company: string, level: Classification) =>
  `${index}-${company}-${level}.txt`;

type DocumentDraft = { company: string; level: Classification; words: string[] };

/** A library of the drafts, each uploaded by its company's uploader; its ids in draft order. */
async function libraryOf(documents: readonly DocumentDraft[]) {
  const library = createDocumentLibrary({ extract: extractInProcess });
  const ids: string[] = [];
  for (const [index, document] of documents.entries()) {
    const uploader: DocumentUser = {
      id: `uploader-${document.company}`,
      companyId: document.company,
      clearance: 'Private',
    };
    const result = await library.addDocument(
      fileOf(document.words.join(' '), nameOf(index, document.company, document.level)),
      { user: uploader, classification: document.level },
    );
    if (result.status !== 'indexed') throw new Error(`${index} was not indexed`);
    ids.push(result.document.id);
  }
  return { library, ids };
}

test('search never returns, cites or counts a document above the user’s clearance or from another company', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(documentArbitrary, { minLength: 1, maxLength: 12 }),
      userArbitrary,
      fc.array(queryArbitrary, { minLength: 1, maxLength: 4 }),
      async (documents, asker, questions) => {
        const { library } = await libraryOf(documents);
        const user: DocumentUser = {
          id: 'asker',
          companyId: asker.company,
          clearance: asker.clearance,
        };
        const visible = documents.filter(
          (document) =>
            document.company === asker.company && canSee(asker.clearance, document.level),
        );

        for (const question of questions) {
          const { hits, searchedDocuments } = await library.search(question, user);
          expect(searchedDocuments).toBe(visible.length);
          for (const hit of hits) {
            const [, company, level] = hit.citation.documentName.replace('.txt', '').split('-');
            expect(company).toBe(asker.company);
            expect(canSee(asker.clearance, level as Classification)).toBe(true);
            expect(hit.citation.classification).toBe(level);
            if (asker.clearance === 'Public')
              expect(hit.citation.classification).not.toBe('Private');
          }
          // The filter runs before ranking: hidden documents never crowd out visible matches.
          const exactWords = question.split(' ').filter((word) => VOCABULARY.includes(word));
          const visibleMatch = visible.some((document) =>
            document.words.some((word) => exactWords.includes(word)),
          );
          if (visibleMatch) expect(hits.length).toBeGreaterThan(0);

          const reply = await answerFromDocuments(question, user, library);
          if (visible.length === 0) expect(reply.kind).toBe('no-documents');
          else expect(reply).toMatchObject({ searchedDocuments: visible.length });
        }
        expect(
          library
            .listDocuments(user)
            .map((document) => document.name)
            .sort(),
        ).toEqual(
          documents
            .map((document, index) => ({
              ...document,
              name: nameOf(index, document.company, document.level),
            }))
            .filter(
              (document) =>
                document.company === asker.company && canSee(asker.clearance, document.level),
            )
            .map((document) => document.name)
            .sort(),
        );
      },
    ),
    { numRuns: 60 },
  );
});

test('a question narrowed to chosen documents reaches only those the user may see', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(documentArbitrary, { minLength: 1, maxLength: 10 }),
      userArbitrary,
      fc.array(fc.nat(), { maxLength: 4 }),
      queryArbitrary,
      async (documents, asker, picks, question) => {
        const { library, ids } = await libraryOf(documents);
        // Any documents may be chosen: the user's own, hidden ones, another company's.
        const chosen = picks.map((pick) => ids[pick % ids.length]!);
        const user: DocumentUser = { id: 'asker', companyId: asker.company, ...asker };
        const mayReach = documents.map(
          (document, index) =>
            document.company === asker.company &&
            canSee(asker.clearance, document.level) &&
            chosen.includes(ids[index]!),
        );
        const reached = mayReach.filter(Boolean).length;
        const { hits, searchedDocuments } = await library.search(question, user, chosen);
        if (reached === 0) {
          // Nothing chosen that the user may see: as if nothing was chosen.
          expect({ hits, searchedDocuments }).toEqual(await library.search(question, user));
          return;
        }
        expect(searchedDocuments).toBe(reached);
        for (const hit of hits) expect(mayReach[ids.indexOf(hit.citation.documentId)]).toBe(true);
        const exactWords = question.split(' ').filter((word) => VOCABULARY.includes(word));
        const chosenMatch = documents.some(
          (document, index) =>
            mayReach[index] && document.words.some((word) => exactWords.includes(word)),
        );
        if (chosenMatch) expect(hits.length).toBeGreaterThan(0);
      },
    ),
    { numRuns: 60 },
  );
});
