#!/usr/bin/env node
// Documents engine bench: builds the harness page (scripts/bench/harness) for production into a
// temporary folder, serves it on 127.0.0.1, drives it in Chromium and prints the numbers.
// Exits non-zero when a target is missed. Stops by itself (overall time limit).
/* global window -- page.evaluate callbacks run in the harness page. */
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, runnerImport } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const TIME_LIMIT_MS = 20 * 60 * 1000;
/**
 * The evaluation runs synchronously after the rest (the overall limit's timer cannot fire). It
 * takes 9 to 12 minutes on 2 cores with 188 tables and 638 prose questions (the handbooks asked
 * again beside every table are a third of it); the limit only stops a hang.
 */
const EVAL_TIME_LIMIT_MS = 25 * 60 * 1000;
const TARGETS = {
  pdf50Ms: 3000,
  pdf200Ms: 1500,
  text5mbMs: 2000,
  fiveText5mbMs: 5000,
  queryP95Ms: 20,
  heapMb: 250,
  indexRestoreMs: 500,
  librarySearchableMs: 2000,
  longTaskMs: 50,
  hitAt3: 0.95,
  tableRight: 0.95,
  bigSheetQuestionMs: 300,
  realSheetReadyMs: 1500,
  realSheetQuestionP95Ms: 50,
  conversationListMs: 100,
  conversationReopenMs: 200,
  ocrCleanWords: 0.95,
  ocrNoisyWords: 0.85,
  ocrOnePageMs: 6000,
  ocrTenPagesMs: 45_000,
};
/** What every fixture must become when uploaded through the real worker. */
const EXPECTED_OUTCOMES = {
  'store-operations-handbook.pdf': 'indexed',
  'returns-policy.docx': 'indexed',
  'q3-sales.xlsx': 'indexed',
  'new-starter-training.pptx': 'indexed',
  'inventory.csv': 'indexed',
  'store-visit-notes.txt': 'indexed',
  'supplier-contacts-latin1.txt': 'indexed',
  'inventory-semicolon.csv': 'indexed',
  'scanned-receipt.pdf': 'stored no-text-recognised',
  'legacy-memo.doc': 'stored legacy-format',
  'legacy-deck.ppt': 'stored legacy-format',
  'legacy-budget.xls': 'stored legacy-format',
  'notes-not-really.pdf': 'failed content-mismatch',
  'workbook-named-as.docx': 'failed content-mismatch',
  'pdf-named-as.txt': 'failed content-mismatch',
  'image-named-as.csv': 'failed content-mismatch',
  'truncated.pdf': 'failed corrupt',
  'broken.docx': 'failed corrupt',
  'garbage-inside.xlsx': 'failed corrupt',
  'binary-junk.txt': 'failed content-mismatch',
  'zip-bomb.docx': 'failed archive-too-large',
  'too-many-entries.docx': 'failed archive-too-many-entries',
};

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const timer = setTimeout(() => {
  console.error(`Bench stopped: over the ${TIME_LIMIT_MS / 60000} minute limit.`);
  process.exit(2);
}, TIME_LIMIT_MS);
timer.unref();

const { module: fixtures } = await runnerImport(here('../fixtures/write.ts'), {
  configFile: false,
  logLevel: 'error',
});
await fixtures.writeFixtures();

/** Real public files with independently computed answers (scripts/eval/data, see its SOURCES.md). */
const EVAL_DATA_DIR = here('../eval/data/');

const outDir = mkdtempSync(join(tmpdir(), 'documents-bench-'));
console.log('Building the bench harness (production build)…');
await build({ configFile: here('./vite.config.ts'), build: { outDir } });

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
};
function serveFrom(root, path, response) {
  const file = normalize(join(root, path));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end('Not found');
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}
const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  if (path.startsWith('/fixtures/'))
    serveFrom(fixtures.FIXTURES_DIR, path.slice('/fixtures/'.length), response);
  else if (path.startsWith('/eval-data/'))
    serveFrom(EVAL_DATA_DIR, path.slice('/eval-data/'.length), response);
  else serveFrom(outDir, path === '/' ? 'index.html' : path.slice(1), response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

const failures = [];
const rows = [];
function report(label, value, target, ok) {
  rows.push({ measure: label, value, target, result: ok ? 'ok' : 'MISSED' });
  if (!ok) failures.push(label);
}

/** The longest of `tasks` (main-thread tasks over 50 ms) against the long-task target. */
function reportLongestTask(label, tasks, note) {
  const longest = Math.max(0, ...tasks);
  report(
    label,
    `${Math.round(longest)} ms (${tasks.length} tasks over 50 ms${note ? `; ${note}` : ''})`,
    `≤ ${TARGETS.longTaskMs} ms`,
    longest <= TARGETS.longTaskMs,
  );
}

async function openHarness() {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let workers = 0;
  page.on('worker', () => {
    workers += 1;
  });
  await page.goto(`${origin}/index.html`);
  await page.waitForSelector('#status[data-ready="true"]');
  return { page, errors, workers: () => workers };
}

// BENCH_ONLY=parsing|batch|index|library|conversations|quality|tables|real-sheets|ocr|eval runs one
// part (while working on it); the default runs all.
const only = process.env.BENCH_ONLY;
const runs = (part) => !only || only === part;

try {
  // Parsing and indexing through the real worker. Cold: a fresh page, nothing loaded (the
  // first use loads the parser chunks). Prepared: the reader (and a helper per spare core) was
  // started with pdf.js before the file was chosen: prepareDocumentReader, for the upload
  // dialog to call when it opens. The text file follows the 50-page PDF, as before.
  if (runs('parsing')) {
    const measures = [];
    const workerUrls = [];
    for (const [label, uploads] of [
      ['200-page PDF, cold', [['trading-report-200-pages.pdf', false]]],
      ['200-page PDF, prepared', [['trading-report-200-pages.pdf', true]]],
      [
        '50-page PDF and 5 MB text',
        [
          ['annual-review-50-pages.pdf', false],
          ['plain-text-5mb.txt', false],
        ],
      ],
    ]) {
      const harness = await openHarness();
      harness.page.on('worker', (worker) => workerUrls.push(worker.url()));
      for (const [name, prepared] of uploads) {
        const measure = await harness.page.evaluate(
          ([file, warm]) => window.bench.upload(file, warm),
          [name, prepared],
        );
        measures.push({ name, prepared, ...measure });
      }
      if (harness.errors.length)
        failures.push(`page errors (${label}): ${harness.errors.join('; ')}`);
      await harness.page.close();
    }
    const find = (name, prepared = false) =>
      measures.find((measure) => measure.name === name && measure.prepared === prepared);
    // The target is for the app's path, the reader prepared while the upload dialog is open.
    // Cold (pdf.js fetched and compiled on the clock) is shown for reference.
    for (const [label, measure, target] of [
      [
        '200-page text PDF parsed + indexed, reader prepared',
        find('trading-report-200-pages.pdf', true),
        TARGETS.pdf200Ms,
      ],
      [
        '200-page text PDF parsed + indexed, cold (reference)',
        find('trading-report-200-pages.pdf'),
        null,
      ],
      [
        '50-page text PDF parsed + indexed, cold',
        find('annual-review-50-pages.pdf'),
        TARGETS.pdf50Ms,
      ],
      ['5 MB plain text parsed + indexed', find('plain-text-5mb.txt'), TARGETS.text5mbMs],
    ]) {
      const indexed = measure.result.status === 'indexed';
      report(
        label,
        `${Math.round(measure.ms)} ms (${indexed ? measure.result.document.indexedSummary : measure.result.status})`,
        target === null ? 'none' : `≤ ${target} ms`,
        indexed && (target === null || measure.ms <= target),
      );
      const longest = Math.round(Math.max(0, ...measure.longTasks));
      console.log(
        `  ${measure.name}${measure.prepared ? ' (prepared)' : ''}: ${measure.stages}; longest main-thread task ${longest} ms`,
      );
    }
    reportLongestTask(
      'Longest main-thread task during the uploads',
      measures.flatMap((measure) => measure.longTasks),
    );
    // Long PDFs get helper workers (one per spare core); pdf.js never starts a worker of its own.
    // The terms worker (terms.worker.ts) is ours too: the 5 MB text's library opens over the
    // IndexedDB that the 50-page PDF's library wrote before its snapshot was saved, so it indexes
    // that PDF again on load, as any library does with a document no snapshot holds. Each upload
    // hashes its file in a worker of its own (content-hash.worker.ts).
    const readers = workerUrls.filter((url) => /\/worker-[\w-]+\.js$/.test(url));
    const terms = workerUrls.filter((url) => /\/terms\.worker-[\w-]+\.js$/.test(url));
    const hashes = workerUrls.filter((url) => /\/content-hash\.worker-[\w-]+\.js$/.test(url));
    const others = workerUrls.filter(
      (url) => !readers.includes(url) && !terms.includes(url) && !hashes.includes(url),
    );
    report(
      'Workers started: document readers, the terms worker and hashers only (no nested pdf.js worker)',
      `${readers.length} readers for ${measures.length} uploads, ${terms.length} terms (indexing a stored document on load), ${hashes.length} hashers${others.length ? `; others: ${others.join(', ')}` : ''}`,
      'ours only',
      others.length === 0 && readers.length >= measures.length,
    );
  }

  // Five 5 MB text files dropped together, each run on a fresh page: one after another, as the
  // upload machine takes them, against the target; two and five at a time for reference (on 2
  // cores, 5-15 % sooner in all on a quiet machine, but the first file later, and at load 12-24
  // up to 50 % later with main-thread tasks of 54-218 ms).
  if (runs('batch')) {
    for (const concurrency of [1, 2, 5]) {
      const { page, errors } = await openHarness();
      const batch = await page.evaluate(
        (lanes) => window.bench.uploadTogether('plain-text-5mb.txt', 5, lanes),
        concurrency,
      );
      const allIndexed = batch.results.every((result) => result.status === 'indexed');
      const readyAt = batch.results.map((result) => Math.round(result.readyMs)).join(', ');
      const longest = Math.round(Math.max(0, ...batch.longTasks));
      if (concurrency === 1) {
        report(
          'Five 5 MB text files uploaded together (one after another, as the app does)',
          `${Math.round(batch.ms)} ms (ready at ${readyAt} ms)`,
          `≤ ${TARGETS.fiveText5mbMs} ms`,
          allIndexed && batch.ms <= TARGETS.fiveText5mbMs,
        );
        reportLongestTask('Longest main-thread task during those uploads', batch.longTasks);
      } else {
        report(
          `The same, ${concurrency} at a time (reference)`,
          `${Math.round(batch.ms)} ms (ready at ${readyAt} ms; longest task ${longest} ms)`,
          'none',
          allIndexed,
        );
      }
      if (errors.length) failures.push(`page errors (batch): ${errors.join('; ')}`);
      await page.close();
    }
  }

  // The search index at scale (BENCH_PASSAGES, 100,000 by default, in documents of 50):
  // memory, build time, query latency, and its snapshot for restoring after a reload.
  if (runs('index')) {
    const passages = Number(process.env.BENCH_PASSAGES ?? 100_000);
    const count = passages.toLocaleString('en');
    const { page, errors } = await openHarness();
    const cdp = await page.context().newCDPSession(page);
    // The index's typed arrays live outside the JavaScript heap, in array buffers: count both.
    const memory = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize, backingStorageSize } = await cdp.send('Runtime.getHeapUsage');
      if (backingStorageSize === undefined) throw new Error('Chromium did not report buffers');
      return { heap: usedSize, buffers: backingStorageSize };
    };
    const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
    const before = await memory();
    const built = await page.evaluate((total) => window.bench.buildIndex(total), passages);
    const after = await memory();
    const heap = after.heap - before.heap;
    const buffers = after.buffers - before.buffers;
    report(
      `Memory for a ${count}-passage index (index only: texts are not kept)`,
      `${mb(heap + buffers)} MB (JS heap ${mb(heap)} + array buffers ${mb(buffers)}; built in ${(built.ms / 1000).toFixed(1)} s)`,
      `≤ ${TARGETS.heapMb} MB`,
      (heap + buffers) / 1024 / 1024 <= TARGETS.heapMb,
    );
    const latency = await page.evaluate(() => window.bench.queries(300));
    report(
      `Query p95 over ${count} passages (ranking)`,
      `${latency.p95.toFixed(1)} ms (p50 ${latency.p50.toFixed(1)}, max ${latency.max.toFixed(1)}; ${latency.count} queries, median of ${latency.passes} runs each, ${latency.answered} answered)`,
      `≤ ${TARGETS.queryP95Ms} ms`,
      latency.p95 <= TARGETS.queryP95Ms,
    );
    for (const { ms, query } of latency.slowest)
      console.log(`  slowest: ${ms.toFixed(1)} ms  ${query}`);
    const snapshot = await page.evaluate(() => window.bench.snapshotIndex());
    report(
      `Index restored from its snapshot (${count} passages)`,
      `${Math.round(snapshot.restoreMs)} ms (${mb(snapshot.bytes)} MB, taken in ${Math.round(snapshot.snapshotMs)} ms; ${snapshot.same ? 'ranks' : 'does NOT rank'} ${snapshot.questions} questions as the original)`,
      `≤ ${TARGETS.indexRestoreMs} ms, same ranking`,
      snapshot.same && snapshot.restoreMs <= TARGETS.indexRestoreMs,
    );
    if (errors.length) failures.push(`page errors: ${errors.join('; ')}`);
    await page.close();
  }

  // The durable library at that scale: stored through the library, then a reload.
  if (runs('library')) {
    const passages = Number(process.env.BENCH_PASSAGES ?? 100_000);
    const count = passages.toLocaleString('en');
    const { page, errors } = await openHarness();
    const stored = await page.evaluate((total) => window.bench.storeLibrary(total), passages);
    console.log(
      `  stored ${stored.documents} documents in IndexedDB in ${(stored.ms / 1000).toFixed(1)} s`,
    );
    reportLongestTask(
      `Longest main-thread task while the index of ${count} passages is saved`,
      stored.saveLongTasks,
      `saved in ${Math.round(stored.saveEnd - stored.saveStart)} ms`,
    );
    await page.reload();
    await page.waitForSelector('#status[data-ready="true"]');
    const restored = await page.evaluate(() => window.bench.restoredLibrary());
    report(
      `Library of ${count} passages searchable after a reload`,
      `${Math.round(restored.searchableMs)} ms from navigation (restored at ${Math.round(restored.readyMs)} ms; ${restored.documents} documents, ${restored.firstHits} hits)`,
      `≤ ${TARGETS.librarySearchableMs} ms`,
      restored.documents === stored.documents &&
        restored.firstHits > 0 &&
        restored.searchableMs <= TARGETS.librarySearchableMs,
    );
    reportLongestTask(
      `Longest main-thread task from the reload until that library is restored`,
      restored.longTasks,
      `restored at ${Math.round(restored.readyMs)} ms`,
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize, backingStorageSize = 0 } = await cdp.send('Runtime.getHeapUsage');
    const memoryMb = (usedSize + backingStorageSize) / 1024 / 1024;
    report(
      `Page memory with that library restored (whole page: JS heap + array buffers)`,
      `${memoryMb.toFixed(1)} MB (heap ${(usedSize / 1024 / 1024).toFixed(1)} + buffers ${(backingStorageSize / 1024 / 1024).toFixed(1)})`,
      `≤ ${TARGETS.heapMb} MB`,
      memoryMb <= TARGETS.heapMb,
    );
    const latency = await page.evaluate(() => window.bench.libraryQueries(300));
    report(
      `Question p95 through the restored library (${count} passages; ranking + reading shown passages)`,
      `${latency.p95.toFixed(1)} ms (p50 ${latency.p50.toFixed(1)}, max ${latency.max.toFixed(1)}; ${latency.answered} of ${latency.count} answered)`,
      `≤ ${TARGETS.queryP95Ms} ms`,
      latency.p95 <= TARGETS.queryP95Ms,
    );
    if (errors.length) failures.push(`page errors: ${errors.join('; ')}`);
    await page.close();
  }

  // Conversations kept in IndexedDB: a thousand listed and a 200-message one reopened after a
  // reload (storage and reading; the chat's drawer shows the first 50 rows).
  if (runs('conversations')) {
    const count = 1000;
    const longest = 200;
    const { page, errors } = await openHarness();
    const stored = await page.evaluate(
      ([total, messages]) => window.bench.storeConversations(total, messages),
      [count, longest],
    );
    console.log(`  stored ${count} conversations in ${(stored.ms / 1000).toFixed(1)} s`);
    await page.reload();
    await page.waitForSelector('#status[data-ready="true"]');
    const reopened = await page.evaluate(() => window.bench.reopenConversations());
    report(
      `List of ${count.toLocaleString('en')} conversations read after a reload`,
      `${reopened.listMs.toFixed(1)} ms (${reopened.conversations} listed, database opened on the way)`,
      `≤ ${TARGETS.conversationListMs} ms`,
      reopened.conversations === count && reopened.listMs <= TARGETS.conversationListMs,
    );
    report(
      `A ${longest}-message conversation reopened (read whole, citations included)`,
      `${reopened.reopenMs.toFixed(1)} ms (${reopened.messages} messages; list and conversation together ${reopened.loadMs.toFixed(1)} ms)`,
      `≤ ${TARGETS.conversationReopenMs} ms`,
      reopened.messages === longest &&
        reopened.loadedMessages === longest &&
        reopened.reopenMs <= TARGETS.conversationReopenMs,
    );
    if (errors.length) failures.push(`page errors: ${errors.join('; ')}`);
    await page.close();
  }

  // Text recognition: scans drawn from known text in the page (scripts/fixtures/scans.ts), read
  // by the real worker; word accuracy, ready times, and a question only the scan answers.
  if (runs('ocr')) {
    const { page, errors } = await openHarness();
    const ocr = await page.evaluate(() => window.bench.ocr());
    const percent = (value) => `${(value * 100).toFixed(1)} %`;
    for (const [label, measured, target] of [
      ['clean page scanned at 300 dpi', ocr.clean, TARGETS.ocrCleanWords],
      ['noisy page (speckle, 1° turn, JPEG 60)', ocr.noisy, TARGETS.ocrNoisyWords],
      ['heavy noise (2.5° turn, JPEG 35; reference)', ocr.heavy, null],
      ['photo-like image (reference)', ocr.photo, null],
    ]) {
      report(
        `OCR word accuracy, ${label}`,
        `${percent(measured.words)} (characters ${percent(measured.characters)}; engine confidence ${percent(measured.confidence)})`,
        target === null ? 'none' : `≥ ${percent(target)}`,
        target === null || measured.words >= target,
      );
    }
    for (const [label, measure, target] of [
      [
        'One-page scan ready (read by OCR + indexed), first OCR in the page',
        ocr.onePage,
        TARGETS.ocrOnePageMs,
      ],
      [
        'Ten-page scan ready (read by OCR + indexed), engine used before in the page',
        ocr.tenPages,
        TARGETS.ocrTenPagesMs,
      ],
    ]) {
      const indexed = measure.result.status === 'indexed';
      report(
        label,
        `${(measure.ms / 1000).toFixed(1)} s (${indexed ? measure.result.document.indexedSummary : measure.result.status})`,
        `≤ ${target / 1000} s`,
        indexed && measure.ms <= target,
      );
      console.log(`  ${measure.result.document?.name}: ${measure.stages}`);
    }
    reportLongestTask('Longest main-thread task during the scan uploads', [
      ...ocr.onePage.longTasks,
      ...ocr.tenPages.longTasks,
    ]);
    report(
      'Question answered only by the scan',
      ocr.question.answer ? `"${ocr.question.answer}" (${ocr.question.page})` : 'no answer',
      'the scanned sentence, page 1',
      ocr.question.right && ocr.question.page === 'page 1',
    );
    if (errors.length) failures.push(`page errors (ocr): ${errors.join('; ')}`);
    await page.close();
  }

  // Answer quality, every fixture's outcome, and cancelling.
  if (runs('quality')) {
    const { page, errors } = await openHarness();
    const quality = await page.evaluate(() => window.bench.quality());
    report(
      `Answer quality over ${quality.questions} questions`,
      `hit@1 ${(quality.hitAt1 * 100).toFixed(1)} %, hit@3 ${(quality.hitAt3 * 100).toFixed(1)} %`,
      `hit@3 ≥ ${TARGETS.hitAt3 * 100} %`,
      quality.hitAt3 >= TARGETS.hitAt3,
    );
    for (const miss of quality.misses) {
      console.log(
        `  missed: ${miss.question} → expected ${miss.expected}; got ${miss.got.join(' | ') || 'nothing'}`,
      );
    }

    const outcomes = await page.evaluate(
      (names) => window.bench.smoke(names),
      Object.keys(EXPECTED_OUTCOMES),
    );
    const wrong = outcomes.filter((outcome) => {
      const expected = EXPECTED_OUTCOMES[outcome.name];
      const got = outcome.status === 'indexed' ? 'indexed' : `${outcome.status} ${outcome.detail}`;
      return got !== expected;
    });
    report(
      'Every fixture through the production worker',
      `${outcomes.length - wrong.length}/${outcomes.length} as expected`,
      'all',
      wrong.length === 0,
    );
    for (const outcome of outcomes) {
      console.log(`  ${outcome.name}: ${outcome.status} (${outcome.detail})`);
    }

    const cancelled = await page.evaluate(() => window.bench.cancel('plain-text-5mb.txt', 30));
    report(
      'Cancel during processing',
      `${cancelled.result.status === 'failed' ? cancelled.result.error.code : cancelled.result.status} after ${cancelled.stages.at(-1) ?? 'start'}, ${cancelled.documents} documents`,
      'cancelled, 0 documents',
      cancelled.result.status === 'failed' &&
        cancelled.result.error.code === 'cancelled' &&
        cancelled.documents === 0,
    );
    if (errors.length) failures.push(`page errors: ${errors.join('; ')}`);
    await page.close();
  }
  // Questions about spreadsheet figures, and the 100,000-row sheet.
  if (runs('tables')) {
    const { page, errors } = await openHarness();
    const tables = await page.evaluate(() => window.bench.tables());
    const share = tables.right / tables.questions;
    report(
      `Table questions over ${tables.documents} generated spreadsheets and CSV files`,
      `${tables.right}/${tables.questions} exactly right (${(share * 100).toFixed(1)} %)`,
      `≥ ${TARGETS.tableRight * 100} %`,
      share >= TARGETS.tableRight,
    );
    for (const wrong of tables.wrong) {
      console.log(`  wrong: ${wrong.question} → expected ${wrong.expected}; got ${wrong.got}`);
    }
    for (const upload of tables.uploads) {
      console.log(
        `  ${upload.name}: ${Math.round(upload.ms)} ms (${upload.summary}), longest main-thread task ${Math.round(upload.longestTask)} ms`,
      );
    }
    const big = tables.bigSheet;
    report(
      '100,000-row sheet read (worker, typed columns) + indexed',
      `${Math.round(big.ms)} ms (${big.summary})`,
      `≤ ${tables.readBudgetMs} ms (the reading budget)`,
      big.ms <= tables.readBudgetMs,
    );
    const times = [tables.cold, ...tables.bigSheetMs];
    const slowest = times.reduce((worst, entry) => (entry.ms > worst.ms ? entry : worst));
    report(
      'Table question over the 100,000-row sheet',
      `${slowest.ms.toFixed(1)} ms slowest of ${times.length} (cold first question ${tables.cold.ms.toFixed(1)} ms)`,
      `≤ ${TARGETS.bigSheetQuestionMs} ms`,
      slowest.ms <= TARGETS.bigSheetQuestionMs,
    );
    for (const { question, ms } of times) console.log(`  ${ms.toFixed(1)} ms  ${question}`);
    if (errors.length) failures.push(`page errors: ${errors.join('; ')}`);
    await page.close();
  }
  // Real, wide CSV files (scripts/eval/data): ready to ask, and their questions' latency.
  if (runs('real-sheets')) {
    for (const path of ['superstore/superstore.csv', 'coffee-chain/Starbucks.csv']) {
      const { page, errors } = await openHarness();
      const sheet = await page.evaluate((file) => window.bench.realSheet(file), path);
      report(
        `Real CSV ${sheet.name} (${sheet.megabytes.toFixed(1)} MB) ready to ask: uploaded + first answer`,
        `${Math.round(sheet.readyMs)} ms (upload ${Math.round(sheet.upload.ms)}, cold question ${Math.round(sheet.cold.ms)}; ${sheet.summary})`,
        `≤ ${TARGETS.realSheetReadyMs} ms`,
        sheet.readyMs <= TARGETS.realSheetReadyMs,
      );
      console.log(
        `  ${sheet.name}: ${sheet.upload.stages}; longest main-thread task ${Math.round(sheet.upload.longestTask)} ms`,
      );
      const { latency } = sheet;
      report(
        `Table question p95 over ${sheet.name}`,
        `${latency.p95.toFixed(1)} ms (p50 ${latency.p50.toFixed(1)}, max ${latency.max.toFixed(1)}; ${latency.count} questions, ${latency.answered} answered from the table)`,
        `≤ ${TARGETS.realSheetQuestionP95Ms} ms`,
        latency.p95 <= TARGETS.realSheetQuestionP95Ms,
      );
      for (const { ms, query } of latency.slowest)
        console.log(`  slowest: ${ms.toFixed(1)} ms  ${query}`);
      if (errors.length) failures.push(`page errors: ${errors.join('; ')}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}

console.table(rows);

// The real-data evaluation (scripts/eval): public files, answers worked out without the
// product, and the same prose questions through MiniSearch and Orama. It runs in Node and
// prints its own table; a missed target there fails the bench too.
if (runs('eval')) {
  console.log('\nReal-data evaluation (npm run eval):');
  const evaluation = spawnSync(process.execPath, [here('../eval/run.mjs')], {
    stdio: 'inherit',
    timeout: EVAL_TIME_LIMIT_MS,
  });
  if (evaluation.status !== 0) {
    failures.push(`real-data evaluation (exit ${evaluation.status ?? evaluation.signal})`);
  }
}
if (failures.length) {
  console.error(`Bench: ${failures.length} target(s) missed: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('Bench: every target met.');
