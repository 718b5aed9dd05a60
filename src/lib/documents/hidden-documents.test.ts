import fc from 'fast-check';
import { canSee, CLASSIFICATION_LEVELS, type Classification } from '@domain/classification';
import { createDocumentLibrary } from './library';
import { answerFromDocuments } from './answer/responder';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { fileOf } from '@/test/documents/fixture-file';
import type { DocumentsReply, DocumentUser } from './types';

const uploader: DocumentUser = { id: 'uploader', companyId: 'demo', clearance: 'Private' };
const associate: DocumentUser = { id: 'associate', companyId: 'demo', clearance: 'Public' };

interface DraftDocument {
  name: string;
  level: Classification;
  text: string;
}

async function libraryOf(documents: readonly DraftDocument[]) {
  const library = createDocumentLibrary({ extract: extractInProcess });
  for (const { name, level, text } of documents) {
    const result = await library.addDocument(fileOf(text, name), {
      user: uploader,
      classification: level,
    });
    expect(result.status).toBe('indexed');
  }
  return library;
}

/** What the user gets, without the ids a library hands out in upload order. */
function shownOf(reply: DocumentsReply) {
  if (reply.kind !== 'answer') return reply;
  const { passages, direct, ...rest } = reply;
  return {
    ...rest,
    direct: direct && {
      text: direct.text,
      documentName: direct.citation.documentName,
      locationLabel: direct.citation.locationLabel,
    },
    passages: passages.map(({ score, matchedTerms, segments, citation }) => ({
      score,
      matchedTerms,
      segments,
      documentName: citation.documentName,
      locationLabel: citation.locationLabel,
      classification: citation.classification,
    })),
  };
}

test('a word only in a hidden document is neither found nor kept from expanding to a visible one', async () => {
  const library = await libraryOf([
    { name: 'deal.txt', level: 'Confidential', text: 'The Contosa merger closes in May.' },
    { name: 'partners.txt', level: 'Public', text: 'Contoso supplies our shelving.' },
  ]);

  for (const question of ['contosa', 'contosb']) {
    const reply = await answerFromDocuments(question, associate, library);
    expect(reply.kind).toBe('answer');
    expect(shownOf(reply)).toMatchObject({
      passages: [{ documentName: 'partners.txt', matchedTerms: ['contoso'] }],
    });
  }
});

/** Words close to one another, so typos and prefixes of one land on another. */
const VOCABULARY = [
  'contoso',
  'contosa',
  'contour',
  'invoice',
  'invoiced',
  'invoke',
  'refund',
  'refunded',
  'margin',
  'marginal',
  'supplier',
  'supply',
];

const wordArbitrary = fc.constantFrom(...VOCABULARY);

const typoArbitrary = fc
  .tuple(wordArbitrary, fc.nat(), fc.constantFrom('a', 'b', 'o', 'e'))
  .map(([word, at, letter]) => {
    const position = at % word.length;
    return `${word.slice(0, position)}${letter}${word.slice(position + 1)}`;
  });

const prefixArbitrary = fc
  .tuple(wordArbitrary, fc.integer({ min: 4, max: 7 }))
  .map(([word, length]) => word.slice(0, length));

const questionArbitrary = fc
  .array(fc.oneof(wordArbitrary, typoArbitrary, prefixArbitrary), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '));

const documentArbitrary = fc.record({
  level: fc.constantFrom(...CLASSIFICATION_LEVELS),
  words: fc.array(wordArbitrary, { minLength: 1, maxLength: 8 }),
});

test('what a user gets is the same with and without the documents above their clearance', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(documentArbitrary, { minLength: 1, maxLength: 6 }),
      fc.constantFrom(...CLASSIFICATION_LEVELS),
      fc.array(questionArbitrary, { minLength: 1, maxLength: 4 }),
      async (drafts, clearance, questions) => {
        const documents = drafts.map(({ level, words }, index) => ({
          name: `${index}.txt`,
          level,
          text: words.join(' '),
        }));
        const everything = await libraryOf(documents);
        const visibleOnly = await libraryOf(
          documents.filter((document) => canSee(clearance, document.level)),
        );
        const user: DocumentUser = { id: 'asker', companyId: 'demo', clearance };
        for (const question of questions) {
          expect(shownOf(await answerFromDocuments(question, user, everything))).toEqual(
            shownOf(await answerFromDocuments(question, user, visibleOnly)),
          );
        }
      },
    ),
    { numRuns: 100 },
  );
});
