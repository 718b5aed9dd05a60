/**
 * Bench harness page: drives the real documents engine (worker, parsers, index, library)
 * in Chromium and exposes measurements on `window.bench` for scripts/bench/run.mjs.
 */
import { createDocumentLibrary, type DocumentLibrary } from '@/lib/documents/library';
import { READ_BUDGET } from '@/lib/documents/read/parsers/budget';
import { answerFromDocuments } from '@/lib/documents/answer/responder';
import { prepareDocumentReader } from '@/lib/documents/read/worker-client';
import { PassageIndex } from '@/lib/documents/index/search-index';
import type { AddDocumentResult, DocumentUser, Passage } from '@/lib/documents/types';
import { seededRandom } from '../../fixtures/corpus';
import { reopenConversations, storeConversations } from './conversations-at-scale';
import { libraryQueries, restoredLibrary, storeLibrary } from './library-at-scale';
import { ocrBench } from './scans-ocr';
import {
  benchQuestions,
  PASSAGES_PER_DOCUMENT,
  QUERY_LIMIT,
  timeQueries,
  zipfVocabulary,
} from './synthetic';
import { QUALITY_DOCUMENTS, scoreQuality, type QualityReport } from '../questions';
import { BIG_SHEET, scoreTableQuestions, TABLE_DOCUMENTS } from '../table-questions';
import EVAL_TABLE_QUESTIONS from '../../eval/table-questions.json';

const user: DocumentUser = { id: 'bench', name: 'Bench', companyId: 'bench', clearance: 'Private' };

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

/** The main-thread tasks over 50 ms that started between `start` and `end` (ms since navigation). */
async function longTasksBetween(start: number, end: number): Promise<number[]> {
  // Long-task entries arrive asynchronously; give the observer a moment.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return longTasks
    .filter((task) => task.start >= start && task.start <= end)
    .map((task) => task.duration);
}

/** A file the bench server serves: `fixtures/…` (generated) or `eval-data/…` (real files). */
async function served(path: string): Promise<File> {
  const response = await fetch(`./${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return new File([await response.blob()], path.slice(path.lastIndexOf('/') + 1));
}

const fixture = (name: string) => served(`fixtures/${name}`);

export interface UploadMeasure {
  ms: number;
  result: AddDocumentResult;
  /** Main-thread long tasks (ms) while the file was processed. */
  longTasks: number[];
  /** When each processing stage began, in ms from the start: 'reading 0, extracting 35, …'. */
  stages: string;
}

/**
 * One file through the library and its worker, timed from the moment it is handed over.
 * `prepared`: the reader was started as the upload dialog opened (prepareDocumentReader) and
 * had loaded pdf.js before the file was chosen (choosing one takes a person a few seconds).
 */
async function upload(
  library: DocumentLibrary,
  file: File,
  prepared = false,
): Promise<UploadMeasure> {
  const { name } = file;
  const hold = prepared ? prepareDocumentReader() : null;
  await hold?.ready;
  const stageStarts = new Map<string, number>();
  // Marks for a Chrome trace of the upload (a profile shows them on the timeline).
  performance.mark(`upload ${name}`);
  const start = performance.now();
  const result = await library.addDocument(file, {
    user,
    classification: 'Public',
    onProgress: ({ stage }) => {
      if (!stageStarts.has(stage)) stageStarts.set(stage, performance.now() - start);
    },
  });
  const end = performance.now();
  performance.measure(`upload ${name}`, `upload ${name}`);
  hold?.release();
  return {
    ms: end - start,
    result,
    longTasks: await longTasksBetween(start, end),
    stages: [...stageStarts]
      .map(([stage, at]) => `${stage} ${Math.round(at)}`)
      .concat(`done ${Math.round(end - start)}`)
      .join(', '),
  };
}

let big: { index: PassageIndex; vocabulary: string[] } | null = null;

/**
 * `count` passages of 200 words (the splitter's target) in documents of 50 passages, indexed
 * straight into a PassageIndex. Each document's texts are made just before it is added and
 * dropped after, so the heap holds the index only, as when the library keeps texts in
 * IndexedDB. Only the adding is timed.
 */
async function buildIndex(count: number): Promise<{ ms: number; passages: number }> {
  const random = seededRandom(20_000);
  const vocabulary = zipfVocabulary(30_000, random);
  const index = new PassageIndex();
  let ms = 0;
  for (let first = 0; first < count; first += PASSAGES_PER_DOCUMENT) {
    const document = first / PASSAGES_PER_DOCUMENT;
    const passages = Array.from(
      { length: Math.min(PASSAGES_PER_DOCUMENT, count - first) },
      (_, at): Passage => ({
        id: first + at + 1,
        documentId: `synthetic-${document}`,
        text: Array.from({ length: 200 }, vocabulary.pick).join(' '),
        title: `synthetic-${document}.pdf`,
        location: { kind: 'page', page: at + 1 },
      }),
    );
    const start = performance.now();
    await index.addAll('Public', passages);
    ms += performance.now() - start;
  }
  big = { index, vocabulary: vocabulary.list };
  return { ms, passages: index.size };
}

/** Query latency over the big index: ranking only (the library's reading of texts is not in it). */
function queries(count: number) {
  if (!big) throw new Error('buildIndex first');
  const { index, vocabulary } = big;
  return timeQueries(benchQuestions(count, vocabulary), async (question) => {
    const start = performance.now();
    const ranked = index.rank(question, ['Public'], QUERY_LIMIT);
    return { ms: performance.now() - start, answered: ranked.length > 0 };
  });
}

/** Bytes of the typed arrays plus characters of the strings in a plain-data value. */
function sizeOf(value: unknown): number {
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (typeof value === 'string') return value.length;
  if (value === null || typeof value !== 'object') return 0;
  return Object.values(value).reduce((sum: number, part) => sum + sizeOf(part), 0);
}

/**
 * The big index's snapshot, as the library would store it: how long taking it and restoring
 * from a structured clone of it take, its size, and whether the restored index ranks the
 * bench questions exactly as the original.
 */
function snapshotIndex() {
  if (!big) throw new Error('buildIndex first');
  const { index, vocabulary } = big;
  let start = performance.now();
  const snapshot = index.snapshot();
  const snapshotMs = performance.now() - start;
  const stored = structuredClone(snapshot);
  start = performance.now();
  const restored = PassageIndex.restore(stored);
  const restoreMs = performance.now() - start;
  const bytes = sizeOf(snapshot);
  const questions = benchQuestions(300, vocabulary);
  const same = questions.every(
    (question) =>
      JSON.stringify(restored.rank(question, ['Public'], QUERY_LIMIT)) ===
      JSON.stringify(index.rank(question, ['Public'], QUERY_LIMIT)),
  );
  return { snapshotMs, restoreMs, bytes, same, questions: questions.length };
}

async function quality(): Promise<QualityReport> {
  const library = createDocumentLibrary({ shareChanges: false });
  for (const name of QUALITY_DOCUMENTS) {
    const result = await library.addDocument(await fixture(name), {
      user,
      classification: 'Public',
    });
    if (result.status !== 'indexed') throw new Error(`${name}: ${JSON.stringify(result)}`);
  }
  return scoreQuality(async (question) =>
    (await library.search(question, user)).hits.map((hit) => ({
      documentName: hit.citation.documentName,
      location: hit.citation.location,
      label: hit.citation.locationLabel,
    })),
  );
}

/**
 * The table questions: every generated spreadsheet and CSV file uploaded through the worker
 * (the 100,000-row one timed against the reading budget), one question about the big sheet
 * asked cold (before any table's vocabulary is built), then the whole set as one conversation.
 */
async function tables() {
  const library = createDocumentLibrary({ shareChanges: false });
  const uploads: { name: string; ms: number; summary: string; longestTask: number }[] = [];
  for (const name of TABLE_DOCUMENTS) {
    const measure = await upload(library, await fixture(name));
    if (measure.result.status !== 'indexed')
      throw new Error(`${name}: ${JSON.stringify(measure.result)}`);
    uploads.push({
      name,
      ms: measure.ms,
      summary: measure.result.document.indexedSummary,
      longestTask: Math.max(0, ...measure.longTasks),
    });
  }
  const coldQuestion = 'Which store had the most units in May?';
  const coldStart = performance.now();
  const coldReply = await answerFromDocuments(coldQuestion, user, library);
  const cold = { question: coldQuestion, ms: performance.now() - coldStart, kind: coldReply.kind };
  const report = await scoreTableQuestions(
    (question, context) => answerFromDocuments(question, user, library, context),
    () => performance.now(),
  );
  return {
    ...report,
    uploads,
    bigSheet: uploads.find((entry) => entry.name === BIG_SHEET)!,
    readBudgetMs: READ_BUDGET.maxMillis,
    cold,
  };
}

/**
 * A real spreadsheet (scripts/eval/data) as a person meets it: uploaded through the worker on a
 * fresh page, then its evaluation questions asked. Ready to ask is the upload and the first
 * (cold) answer; the questions are then timed as the index's queries are (median of passes).
 */
async function realSheet(path: string) {
  const file = await served(`eval-data/${path}`);
  const library = createDocumentLibrary({ shareChanges: false });
  const measure = await upload(library, file);
  if (measure.result.status !== 'indexed')
    throw new Error(`${path}: ${JSON.stringify(measure.result)}`);
  const questions = EVAL_TABLE_QUESTIONS.questions
    .filter((entry) => entry.file === path)
    .map((entry) => entry.question);
  const coldStart = performance.now();
  const coldReply = await answerFromDocuments(questions[0]!, user, library);
  const cold = { question: questions[0]!, ms: performance.now() - coldStart, kind: coldReply.kind };
  const latency = await timeQueries(questions, async (question) => {
    const start = performance.now();
    const reply = await answerFromDocuments(question, user, library);
    return { ms: performance.now() - start, answered: reply.kind === 'table-answer' };
  });
  return {
    name: file.name,
    megabytes: file.size / 1_000_000,
    upload: { ...measure, longestTask: Math.max(0, ...measure.longTasks) },
    summary: measure.result.document.indexedSummary,
    cold,
    readyMs: measure.ms + cold.ms,
    latency,
  };
}

/** Every fixture through the real worker: what happened to each. */
async function smoke(names: string[]) {
  const library = createDocumentLibrary({ shareChanges: false });
  const outcomes: { name: string; status: string; detail: string }[] = [];
  for (const name of names) {
    const result = await library.addDocument(await fixture(name), {
      user,
      classification: 'Public',
    });
    outcomes.push({
      name,
      status: result.status,
      detail:
        result.status === 'failed'
          ? result.error.code
          : result.status === 'stored'
            ? result.reason
            : result.document.indexedSummary,
    });
  }
  return outcomes;
}

/** Cancelling mid-way: the worker is terminated and nothing is added. */
/**
 * `copies` files of the fixture's size uploaded together, as a person drops them at once: each
 * a copy with its own first line (other content, other hash), at most `concurrency` at a time.
 * Timed from the hand-over until the last is ready.
 */
async function uploadTogether(name: string, copies: number, concurrency: number) {
  const original = await fixture(name);
  const files = Array.from(
    { length: copies },
    (_, index) => new File([`Copy ${index + 1}\n\n`, original], `${index + 1}-${name}`),
  );
  const library = createDocumentLibrary({ shareChanges: false });
  await library.whenReady();
  const waiting = [...files];
  const results: { name: string; status: AddDocumentResult['status']; readyMs: number }[] = [];
  const start = performance.now();
  const lane = async () => {
    for (let file = waiting.shift(); file; file = waiting.shift()) {
      const result = await library.addDocument(file, { user, classification: 'Public' });
      results.push({ name: file.name, status: result.status, readyMs: performance.now() - start });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const end = performance.now();
  return { ms: end - start, results, longTasks: await longTasksBetween(start, end) };
}

/** Cancels an upload after `afterMs`; `documents` is how many it added (the page kept others). */
async function cancel(name: string, afterMs: number) {
  const library = createDocumentLibrary({ shareChanges: false });
  await library.whenReady();
  const before = library.listDocuments(user).length;
  const controller = new AbortController();
  const stages: string[] = [];
  setTimeout(() => controller.abort(), afterMs);
  const result = await library.addDocument(await fixture(name), {
    user,
    classification: 'Public',
    signal: controller.signal,
    onProgress: ({ stage, percent }) => stages.push(`${stage} ${percent}`),
  });
  return { result, stages, documents: library.listDocuments(user).length - before };
}

const api = {
  upload: async (name: string, prepared = false) =>
    upload(createDocumentLibrary({ shareChanges: false }), await fixture(name), prepared),
  buildIndex,
  queries,
  snapshotIndex,
  storeLibrary: async (count: number) => {
    const stored = await storeLibrary(count);
    return { ...stored, saveLongTasks: await longTasksBetween(stored.saveStart, stored.saveEnd) };
  },
  restoredLibrary: async () => {
    const restored = await restoredLibrary();
    return { ...restored, longTasks: await longTasksBetween(0, restored.readyMs) };
  },
  libraryQueries,
  storeConversations,
  reopenConversations,
  quality,
  tables,
  realSheet,
  smoke,
  cancel,
  uploadTogether,
  ocr: () => ocrBench((file) => upload(createDocumentLibrary({ shareChanges: false }), file), user),
};

declare global {
  interface Window {
    bench: typeof api;
  }
}

window.bench = api;
document.getElementById('status')!.dataset.ready = 'true';
