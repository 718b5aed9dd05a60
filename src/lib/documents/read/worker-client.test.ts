import { DocumentError } from '../errors';
import type { Extraction } from '../types';
import {
  COLD_HELPER_MIN_CORES,
  COLD_HELPER_MIN_PAGES,
  extractInWorker,
  prepareDocumentReader,
} from './worker-client';

/** Stands in for the browser's Worker: records what the client does, replays worker messages. */
class FakeWorker extends EventTarget {
  static last: FakeWorker | null = null;
  static all: FakeWorker[] = [];
  readonly url: string;
  readonly options: WorkerOptions | undefined;
  posted: unknown[] = [];
  terminated = false;

  constructor(url: URL | string, options?: WorkerOptions) {
    super();
    this.url = String(url);
    this.options = options;
    FakeWorker.last = this;
    FakeWorker.all.push(this);
  }

  postMessage(message: unknown) {
    this.posted.push(message);
  }

  terminate() {
    this.terminated = true;
  }

  reply(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

const extraction: Extraction = {
  status: 'searchable',
  format: 'txt',
  units: { kind: 'paragraphs', count: 1 },
  passages: [{ text: 'hello', location: { kind: 'paragraphs', first: 1, last: 1 } }],
  tables: [],
};

beforeEach(() => {
  FakeWorker.all = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

test('starts a module worker for the file, forwards progress and resolves with the extraction', async () => {
  const progress: (string | number)[][] = [];
  const file = new Blob(['hello']);
  const pending = extractInWorker(file, 'a.txt', {
    onProgress: (stage, fraction, page) =>
      progress.push(
        page ? [stage, fraction, `page ${page.number} of ${page.count}`] : [stage, fraction],
      ),
  });
  const worker = FakeWorker.last!;
  expect(worker.url).toMatch(/src\/lib\/documents\/read\/worker\.ts/);
  expect(worker.options).toMatchObject({ type: 'module' });
  expect(worker.posted).toEqual([{ type: 'extract', file, fileName: 'a.txt' }]);

  // pdf.js, running inside our worker, announces itself on the same channel: ignored.
  worker.reply({ sourceName: 'worker', targetName: 'main', action: 'ready', data: null });
  worker.reply({ source: 'documents-worker', type: 'progress', stage: 'reading', fraction: 1 });
  worker.reply({
    source: 'documents-worker',
    type: 'progress',
    stage: 'extracting',
    fraction: 0.5,
  });
  worker.reply({
    source: 'documents-worker',
    type: 'progress',
    stage: 'recognising',
    fraction: 0.25,
    page: { number: 1, count: 4 },
  });
  worker.reply({ source: 'documents-worker', type: 'passages', passages: extraction.passages });
  worker.reply({
    source: 'documents-worker',
    type: 'done',
    extraction: { ...extraction, passages: [] },
  });
  await expect(pending).resolves.toEqual(extraction);
  expect(progress).toEqual([
    ['reading', 1],
    ['extracting', 0.5],
    ['recognising', 0.25, 'page 1 of 4'],
  ]);
  expect(worker.terminated).toBe(true);
});

test('a failure from the worker becomes a DocumentError with its code and message', async () => {
  const pending = extractInWorker(new Blob(['x']), 'a.pdf', {});
  FakeWorker.last!.reply({
    source: 'documents-worker',
    type: 'failed',
    error: { code: 'content-mismatch', message: 'a.pdf is named .pdf but…' },
  });
  await expect(pending).rejects.toEqual(
    new DocumentError('content-mismatch', 'a.pdf is named .pdf but…'),
  );
  expect(FakeWorker.last!.terminated).toBe(true);
});

test('cancelling terminates the worker at once and rejects with an AbortError', async () => {
  const controller = new AbortController();
  const pending = extractInWorker(new Blob(['x']), 'a.txt', { signal: controller.signal });
  controller.abort();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  expect(FakeWorker.last!.terminated).toBe(true);
});

test('a worker that crashes or cannot load ends in worker-failed', async () => {
  const pending = extractInWorker(new Blob(['x']), 'a.txt', {});
  FakeWorker.last!.dispatchEvent(new Event('error'));
  await expect(pending).rejects.toMatchObject({ code: 'worker-failed' });
  expect(FakeWorker.last!.terminated).toBe(true);
});

describe('long PDFs', () => {
  const done = {
    source: 'documents-worker',
    type: 'done',
    extraction: { ...extraction, format: 'pdf', passages: [] },
  };
  const cores = (count: number) =>
    vi.stubGlobal('navigator', { ...navigator, hardwareConcurrency: count });
  const pageCount = (count: number) => ({
    source: 'documents-worker',
    type: 'page-count',
    count,
  });

  test(`from ${COLD_HELPER_MIN_PAGES} pages, the reader gets a helper per spare core (two at most)`, async () => {
    cores(8);
    const file = new Blob(['%PDF-1.7']);
    const pending = extractInWorker(file, 'long.pdf', {});
    const reader = FakeWorker.last!;
    expect(reader.posted).toEqual([{ type: 'extract', file, fileName: 'long.pdf' }]);
    reader.reply(pageCount(COLD_HELPER_MIN_PAGES));
    const helpers = FakeWorker.all.slice(1);
    expect(helpers).toHaveLength(2);
    for (const helper of helpers) {
      expect(helper.posted).toEqual([
        { type: 'help', file, fileName: 'long.pdf', port: expect.any(MessagePort) },
      ]);
    }
    const answer = reader.posted.at(-1) as { type: string; ports: MessagePort[] };
    expect(answer).toEqual({
      type: 'helpers',
      ports: [expect.any(MessagePort), expect.any(MessagePort)],
    });
    reader.reply(done);
    await expect(pending).resolves.toMatchObject({ status: 'searchable' });
    expect(FakeWorker.all.every((worker) => worker.terminated)).toBe(true);
    for (const port of answer.ports) port.close();
  });

  test(`a shorter PDF, or a machine under ${COLD_HELPER_MIN_CORES} cores, gets no new helpers`, async () => {
    cores(8);
    const pending = extractInWorker(new Blob(['%PDF-1.7']), 'a.pdf', {});
    FakeWorker.last!.reply(pageCount(COLD_HELPER_MIN_PAGES - 1));
    expect(FakeWorker.all).toHaveLength(1);
    expect(FakeWorker.last!.posted.at(-1)).toEqual({ type: 'helpers', ports: [] });
    FakeWorker.last!.reply(done);
    await pending;

    cores(COLD_HELPER_MIN_CORES - 1);
    void extractInWorker(new Blob(['%PDF-1.7']), 'b.pdf', {}).catch(() => {});
    FakeWorker.last!.reply(pageCount(1000));
    expect(FakeWorker.all).toHaveLength(2);
  });

  test('a helper that stops is reported to the reader, which reads its pages', async () => {
    cores(COLD_HELPER_MIN_CORES);
    const pending = extractInWorker(new Blob(['%PDF-1.7']), 'long.pdf', {});
    const reader = FakeWorker.last!;
    reader.reply(pageCount(200));
    const helper = FakeWorker.last!;
    expect(helper).not.toBe(reader);
    helper.dispatchEvent(new Event('error'));
    expect(reader.posted.at(-1)).toEqual({ type: 'helper-lost', helper: 1 });
    reader.reply(done);
    await expect(pending).resolves.toMatchObject({ status: 'searchable' });
  });

  test('cancelling stops the helpers too', async () => {
    cores(COLD_HELPER_MIN_CORES);
    const controller = new AbortController();
    const pending = extractInWorker(new Blob(['%PDF-1.7']), 'long.pdf', {
      signal: controller.signal,
    });
    FakeWorker.last!.reply(pageCount(200));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.all).toHaveLength(3);
    expect(FakeWorker.all.every((worker) => worker.terminated)).toBe(true);
  });
});

describe('prepared reader', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('the upload dialog starts workers with pdf.js loaded; the next file uses them', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { ...navigator, hardwareConcurrency: 2 });
    const hold = prepareDocumentReader();
    const [spareReader, spareHelper] = FakeWorker.all;
    expect(FakeWorker.all).toHaveLength(2);
    expect(spareReader!.posted).toEqual([{ type: 'prepare' }]);
    expect(spareHelper!.posted).toEqual([{ type: 'prepare' }]);
    for (const worker of FakeWorker.all)
      worker.reply({ source: 'documents-worker', type: 'prepared' });
    await hold.ready;

    const pending = extractInWorker(new Blob(['%PDF-1.7']), 'a.pdf', {});
    expect(spareReader!.posted.at(-1)).toMatchObject({ type: 'extract', fileName: 'a.pdf' });
    // The ready message of a prepared worker is not mistaken for anything else.
    spareReader!.reply({ source: 'documents-worker', type: 'prepared' });
    // A prepared helper is worth it for a shorter PDF too.
    spareReader!.reply({ source: 'documents-worker', type: 'page-count', count: 30 });
    expect(spareHelper!.posted.at(-1)).toMatchObject({ type: 'help', fileName: 'a.pdf' });
    expect(FakeWorker.all).toHaveLength(2);
    spareReader!.reply({ source: 'documents-worker', type: 'done', extraction });
    await expect(pending).resolves.toEqual({ ...extraction, passages: [] });
    expect(spareHelper!.terminated).toBe(true);
    // While the dialog is open, new workers are made ready for the next file (not at once:
    // the file is being indexed).
    expect(FakeWorker.all).toHaveLength(2);
    vi.advanceTimersByTime(5_000);
    expect(FakeWorker.all).toHaveLength(4);
    for (const worker of FakeWorker.all.slice(2))
      expect(worker.posted).toEqual([{ type: 'prepare' }]);

    hold.release();
    vi.advanceTimersByTime(60_000);
    expect(FakeWorker.all.every((worker) => worker.terminated)).toBe(true);
  });
});
