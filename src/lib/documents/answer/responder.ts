import { ACCEPTED_EXTENSIONS } from '@domain/upload-rules';
import { chosenAmong } from '../access';
import { directAnswer } from './direct-answer';
import { MAX_ANSWER_PASSAGES } from './search-hits';
import { namedSection, passagesUnder, SECTION_PASSAGES, summarise, summaryTopic } from './summary';
import { listed, plural } from '../text/labels';
import { answerTableQuestion, type TableQuestionContext } from './tables/answer-table-question';
import { fold, wordsOf } from './tables/lexicon';
import { exampleQuestion } from './tables/unmatched';
import {
  SHEET_FORMATS,
  type ChosenDocuments,
  type DocumentsReply,
  type DocumentSummary,
  type DocumentUser,
  type PassageHit,
  type SearchResult,
  type VisibleTable,
} from '../types';

export const UPLOAD_HINT = `Upload a document with the paperclip button (${ACCEPTED_EXTENSIONS.join(', ')}) and I will answer from it, with citations.`;

/** What the chat knows besides the question: its table context, and the documents chosen. */
export interface QuestionContext extends TableQuestionContext {
  /** The documents the question is narrowed to (null or absent: all the asker may search). */
  within?: ChosenDocuments;
}

/** A question asked on its own: no earlier table question, no choice made, every document. */
export const FRESH_QUESTION: QuestionContext = { previous: null, chosen: null, within: null };

/** What the documents agent reads of the library, always as one user: what that user may see. */
export interface AnsweringLibrary {
  whenReady(): Promise<void>;
  countVisible(user: DocumentUser): { total: number; searchable: number };
  listDocuments(user: DocumentUser): DocumentSummary[];
  tablesFor(user: DocumentUser, within?: ChosenDocuments): VisibleTable[];
  search(
    question: string,
    user: DocumentUser,
    within?: ChosenDocuments,
    limit?: number,
  ): Promise<SearchResult>;
  /** Every passage of a document the user may see, in reading order (none otherwise). */
  documentPassages?(documentId: string, user: DocumentUser): Promise<PassageHit[]>;
}

/** Passages searched for a request for a summary, among which a named section's are gathered. */
const SEARCHED_FOR_SECTION = 4 * SECTION_PASSAGES;

/** Documents named in a reply that found nothing, as a reminder of what the library holds. */
const SUGGESTED_DOCUMENTS = 3;

function quoted(question: string): string {
  const trimmed = question.trim().replace(/\s+/g, ' ');
  return trimmed.length > 80 ? `${trimmed.slice(0, 77)}…` : trimmed;
}

/**
 * What the user's library does contain, from what they may see only: a few document names
 * and, when there is a table, a question about its figures it can answer.
 */
function whatTheLibraryHolds(library: AnsweringLibrary, user: DocumentUser): string {
  const names = library
    .listDocuments(user)
    .filter((document) => document.searchable)
    .map((document) => document.name);
  const shown = names.slice(0, SUGGESTED_DOCUMENTS);
  const more = names.length - shown.length;
  const documents = `They include ${listed(more > 0 ? [...shown, `${more.toLocaleString('en-US')} more`] : shown)}.`;
  for (const { table } of library.tablesFor(user)) {
    const example = exampleQuestion(table);
    if (example) return `${documents} For figures, ask for example “${example}”`;
  }
  return documents;
}

/**
 * How many documents a narrowed question is asked of, of how many the user may see; null when
 * it is not narrowed (nothing chosen, or nothing chosen that the user may search).
 */
function narrowing(
  library: AnsweringLibrary,
  user: DocumentUser,
  within: ChosenDocuments,
): { searched: number; of: number } | null {
  if (!within) return null;
  const visible = library.listDocuments(user);
  const searchable = visible.filter((document) => document.searchable);
  const searched = chosenAmong(searchable, within).length;
  return searched < searchable.length ? { searched, of: visible.length } : null;
}

/** '1 of your 7 documents': what a narrowed question searched. */
const narrowedTo = ({ searched, of }: { searched: number; of: number }) =>
  `${searched.toLocaleString('en-US')} of your ${plural(of, 'document')}`;

/**
 * The searchable documents that are not sheets, among those chosen: where a word no table
 * matched ('How much does it cost to buy a box via HMS?' beside a sales table) may be written.
 */
function proseDocuments(
  library: AnsweringLibrary,
  user: DocumentUser,
  within: ChosenDocuments,
): string[] {
  const searchable = library.listDocuments(user).filter((document) => document.searchable);
  return chosenAmong(searchable, within)
    .filter((document) => !SHEET_FORMATS.includes(document.format))
    .map((document) => document.id);
}

/** Whether the prose the question's words found holds a word no table matched. */
async function proseHolds(
  library: AnsweringLibrary,
  question: string,
  user: DocumentUser,
  prose: ChosenDocuments,
  unmatched: readonly string[],
): Promise<boolean> {
  const { hits } = await library.search(question, user, prose);
  return hits.some((hit) => {
    const words = new Set(wordsOf(hit.text));
    return unmatched.some((word) => words.has(fold(word)));
  });
}

/**
 * The documents agent: answers a question from what this user may see. A question about the
 * figures in a spreadsheet or CSV is computed from its tables (a follow-up goes on from
 * `context.previous`; a choice button's reading comes as `context.chosen`); any other is
 * answered with the best passages, the sentence that answers first. With no visible
 * documents it tells the UI to use its canned reply and to show the upload hint.
 */
export async function answerFromDocuments(
  question: string,
  user: DocumentUser,
  library: AnsweringLibrary,
  context: QuestionContext = FRESH_QUESTION,
): Promise<DocumentsReply> {
  await library.whenReady();
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
  const within = context.within ?? null;
  const narrowed = narrowing(library, user, within);
  const tableReply = answerTableQuestion(question, library.tablesFor(user, within), context);
  if (tableReply?.kind === 'table-answer' && narrowed) {
    return {
      ...tableReply,
      explanation: `${tableReply.explanation} Searched in ${narrowedTo(narrowed)}.`,
    };
  }
  // A word no table matched may be the prose's: then the prose answers, the tables left out.
  let searchedIn = within;
  if (tableReply?.kind === 'no-match') {
    const { unmatched = [], ...shown } = tableReply;
    const prose = proseDocuments(library, user, within);
    if (prose.length === 0 || !(await proseHolds(library, question, user, prose, unmatched)))
      return shown;
    searchedIn = prose;
  } else if (tableReply) return tableReply;
  // A request for a summary searches for its topic, without the words asking for it.
  const topic = summaryTopic(question);
  // It gathers the passages of a section the topic names, its sub-sections' too.
  const found = await library.search(
    topic ?? question,
    user,
    searchedIn,
    topic ? SEARCHED_FOR_SECTION : undefined,
  );
  const { searchedDocuments } = found;
  const section = topic ? namedSection(found.hits, topic) : null;
  // A gathered passage the search found keeps its score and highlighted words.
  const foundHit = new Map(found.hits.map((hit) => [hit.passageId, hit]));
  const gathered = section
    ? passagesUnder(
        (await library.documentPassages?.(section.hit.citation.documentId, user)) ?? found.hits,
        section,
      ).map((hit) => foundHit.get(hit.passageId) ?? hit)
    : null;
  const hits = !topic ? found.hits : (gathered ?? found.hits.slice(0, MAX_ANSWER_PASSAGES));
  if (hits.length === 0) {
    return {
      kind: 'no-match',
      question,
      searchedDocuments,
      message: narrowed
        ? `I couldn't find anything about “${quoted(question)}” in ${narrowedTo(narrowed)}. Try other words, or search all documents.`
        : `I couldn't find anything about “${quoted(question)}” in the ${plural(searchedDocuments, 'document')} you can search. ${whatTheLibraryHolds(library, user)} Try other words, or upload a document that covers it.`,
    };
  }
  const cited = new Set(hits.map((hit) => hit.citation.documentId)).size;
  const where = narrowed
    ? narrowedTo(narrowed)
    : searchedDocuments === 1
      ? 'the one document you can search'
      : `${cited} of the ${searchedDocuments} documents you can search`;
  const summary = topic ? summarise(hits, topic) : [];
  if (summary.length > 0) {
    return {
      kind: 'answer',
      question,
      direct: null,
      summary,
      message: `Summarised from ${plural(hits.length, 'passage')} in ${where}.`,
      passages: hits,
      searchedDocuments,
    };
  }
  return {
    kind: 'answer',
    question,
    ...directAnswer(hits, question),
    message: `I found ${plural(hits.length, 'passage')} in ${where}.`,
    searchedDocuments,
  };
}
