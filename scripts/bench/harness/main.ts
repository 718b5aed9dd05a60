/**
 * Bench harness page: drives the real documents engine (worker, parsers, index, library)
 * in Chromium and exposes measurements on `window.bench` for scripts/bench/run.mjs.
 */
import { createDocumentLibrary, type DocumentLibrary } from '@/lib/documents/library';
import type { Extractor } from '@/lib/documents/extractor';
import { READ_BUDGET } from '@/lib/documents/parsers/budget';
import { answerFromDocuments } from '@/lib/documents/responder';
import type { AddDocumentResult, DocumentUser, PassageDraft } from '@/lib/documents/types';
import { seededRandom } from '../../fixtures/corpus';
import { QUALITY_DOCUMENTS, scoreQuality, type QualityReport } from '../questions';
import { BIG_SHEET, scoreTableQuestions, TABLE_DOCUMENTS } from '../table-questions';

const user: DocumentUser = { id: 'bench', name: 'Bench', companyId: 'bench', clearance: 'Private' };

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

async function fixture(name: string): Promise<File> {
  const response = await fetch(`./fixtures/${name}`);
  if (!response.ok) throw new Error(`Fixture ${name}: HTTP ${response.status}`);
  return new File([await response.blob()], name);
}

export interface UploadMeasure {
  ms: number;
  result: AddDocumentResult;
  /** Main-thread long tasks (ms) while the file was processed. */
  longTasks: number[];
}

async function upload(library: DocumentLibrary, name: string): Promise<UploadMeasure> {
  const file = await fixture(name);
  const start = performance.now();
  const result = await library.addDocument(file, { user, classification: 'Public' });
  const end = performance.now();
  // Long-task entries arrive asynchronously; give the observer a moment.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    ms: end - start,
    result,
    longTasks: longTasks
      .filter((task) => task.start >= start && task.start <= end)
      .map((task) => task.duration),
  };
}

/** A vocabulary of pseudo-words with Zipf-distributed frequencies, like real text. */
function zipfVocabulary(size: number, random: () => number) {
  const syllables = [
    'ka',
    'lo',
    'mi',
    'ser',
    'tan',
    'vel',
    'dor',
    'pri',
    'qua',
    'nes',
    'bru',
    'ex',
    'sto',
    'fin',
    'gal',
    'rum',
  ];
  const words = new Set<string>();
  while (words.size < size) {
    const length = 2 + Math.floor(random() * 3);
    words.add(
      Array.from({ length }, () => syllables[Math.floor(random() * syllables.length)]).join(''),
    );
  }
  const list = [...words];
  const weights = list.map((_, rank) => 1 / Math.pow(rank + 1, 1.07));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const weight of weights) {
    running += weight / total;
    cumulative.push(running);
  }
  const pick = () => {
    const target = random();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return list[low]!;
  };
  return { list, pick };
}

let big: { library: DocumentLibrary; vocabulary: string[] } | null = null;

/** `count` passages of 200 words in 20 documents, indexed through the library. */
async function buildIndex(count: number): Promise<{ ms: number; passages: number }> {
  const random = seededRandom(20_000);
  const vocabulary = zipfVocabulary(30_000, random);
  const documents = 20;
  const perDocument = Math.ceil(count / documents);
  const drafts = new Map<string, PassageDraft[]>();
  for (let document = 0; document < documents; document += 1) {
    const passages: PassageDraft[] = [];
    for (let index = 0; index < perDocument && document * perDocument + index < count; index += 1) {
      const words = Array.from({ length: 200 }, vocabulary.pick);
      passages.push({ text: words.join(' '), location: { kind: 'page', page: index + 1 } });
    }
    drafts.set(`synthetic-${document}.pdf`, passages);
  }
  const extract: Extractor = async (_file, fileName) => ({
    status: 'searchable',
    format: 'pdf',
    units: { kind: 'pages', count: drafts.get(fileName)!.length },
    passages: drafts.get(fileName)!,
    tables: [],
  });
  const library = createDocumentLibrary({ extract });
  const start = performance.now();
  for (const name of drafts.keys()) {
    const result = await library.addDocument(new File(['x'], name), {
      user,
      classification: 'Public',
    });
    if (result.status !== 'indexed') throw new Error(`Synthetic ${name} was not indexed`);
  }
  const ms = performance.now() - start;
  drafts.clear();
  big = { library, vocabulary: vocabulary.list };
  return { ms, passages: count };
}

function typo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, at) + word.slice(at + 1);
}

/** Passes over the query set; each query's time is its median pass (scheduling noise aside). */
const QUERY_PASSES = 3;

/**
 * Query latency over the big index: 1–4 words of mixed frequency, some with typos or cut
 * short. One warm-up pass, then QUERY_PASSES timed passes.
 */
function queries(count: number) {
  if (!big) throw new Error('buildIndex first');
  const random = seededRandom(7);
  const { library, vocabulary } = big;
  const questions = Array.from({ length: count }, () => {
    const length = 1 + Math.floor(random() * 4);
    const words = Array.from({ length }, () => {
      const word = vocabulary[Math.floor(Math.pow(random(), 2) * 5000)]!;
      const roll = random();
      if (roll < 0.2 && word.length >= 6) return typo(word, random);
      if (roll < 0.3 && word.length >= 6) return word.slice(0, 4);
      return word;
    });
    return `what about ${words.join(' ')}?`;
  });
  const answered = questions.filter((question) => library.search(question, user).hits.length > 0);
  const passes = Array.from({ length: QUERY_PASSES }, () =>
    questions.map((question) => {
      const start = performance.now();
      library.search(question, user);
      return performance.now() - start;
    }),
  );
  const timed = questions.map((query, index) => {
    const runs = passes.map((pass) => pass[index]!).sort((a, b) => a - b);
    return { query, ms: runs[Math.floor(runs.length / 2)]! };
  });
  const times = timed.map((entry) => entry.ms).sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 5);
  return {
    count,
    passes: QUERY_PASSES,
    answered: answered.length,
    p50: at(0.5),
    p95: at(0.95),
    max: times[times.length - 1]!,
    slowest,
  };
}

async function quality(): Promise<QualityReport> {
  const library = createDocumentLibrary();
  for (const name of QUALITY_DOCUMENTS) {
    const result = await library.addDocument(await fixture(name), {
      user,
      classification: 'Public',
    });
    if (result.status !== 'indexed') throw new Error(`${name}: ${JSON.stringify(result)}`);
  }
  return scoreQuality((question) =>
    library.search(question, user).hits.map((hit) => ({
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
  const library = createDocumentLibrary();
  const uploads: { name: string; ms: number; summary: string; longestTask: number }[] = [];
  for (const name of TABLE_DOCUMENTS) {
    const measure = await upload(library, name);
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
  const coldReply = answerFromDocuments(coldQuestion, user, library);
  const cold = { question: coldQuestion, ms: performance.now() - coldStart, kind: coldReply.kind };
  const report = scoreTableQuestions(
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

/** Every fixture through the real worker: what happened to each. */
async function smoke(names: string[]) {
  const library = createDocumentLibrary();
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
async function cancel(name: string, afterMs: number) {
  const library = createDocumentLibrary();
  const controller = new AbortController();
  const stages: string[] = [];
  setTimeout(() => controller.abort(), afterMs);
  const result = await library.addDocument(await fixture(name), {
    user,
    classification: 'Public',
    signal: controller.signal,
    onProgress: ({ stage, percent }) => stages.push(`${stage} ${percent}`),
  });
  return { result, stages, documents: library.listDocuments(user).length };
}

const api = {
  upload: (name: string) => upload(createDocumentLibrary(), name),
  buildIndex,
  queries,
  quality,
  tables,
  smoke,
  cancel,
};

declare global {
  interface Window {
    bench: typeof api;
  }
}

window.bench = api;
document.getElementById('status')!.dataset.ready = 'true';
