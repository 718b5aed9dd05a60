import { ACCEPTED_EXTENSIONS } from '@domain/upload-rules';
import { documentLibrary, type DocumentLibrary } from './library';
import { plural } from './location';
import type { DocumentsReply, DocumentUser } from './types';

export const UPLOAD_HINT = `Upload a document with the paperclip button (${ACCEPTED_EXTENSIONS.join(', ')}) and I will answer from it, with citations.`;

function quoted(question: string): string {
  const trimmed = question.trim().replace(/\s+/g, ' ');
  return trimmed.length > 80 ? `${trimmed.slice(0, 77)}…` : trimmed;
}

/**
 * The documents agent: answers a question from the passages this user may see. With no
 * visible documents it tells the UI to use its canned reply and to show the upload hint.
 */
export function answerFromDocuments(
  question: string,
  user: DocumentUser,
  library: DocumentLibrary = documentLibrary,
): DocumentsReply {
  const counts = library.countVisible(user);
  if (counts.total === 0) {
    return { kind: 'no-documents', question, useCannedReply: true, hint: UPLOAD_HINT };
  }
  if (counts.searchable === 0) {
    return {
      kind: 'no-match',
      question,
      searchedDocuments: 0,
      message: `None of your ${plural(counts.total, 'document')} can be searched yet: they have no readable text. ${UPLOAD_HINT}`,
    };
  }
  const { hits, searchedDocuments } = library.search(question, user);
  if (hits.length === 0) {
    return {
      kind: 'no-match',
      question,
      searchedDocuments,
      message: `I couldn't find anything about “${quoted(question)}” in the ${plural(searchedDocuments, 'document')} you can search. Try other words, or upload a document that covers it.`,
    };
  }
  const cited = new Set(hits.map((hit) => hit.citation.documentId)).size;
  const where =
    searchedDocuments === 1
      ? 'the one document you can search'
      : `${cited} of the ${searchedDocuments} documents you can search`;
  return {
    kind: 'answer',
    question,
    message: `I found ${plural(hits.length, 'passage')} in ${where}.`,
    passages: hits,
    searchedDocuments,
  };
}
