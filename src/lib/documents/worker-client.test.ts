import { DocumentError } from './errors';
import type { Extraction } from './types';
import { extractInWorker } from './worker-client';

/** Stands in for the browser's Worker: records what the client does, replays worker messages. */
class FakeWorker extends EventTarget {
  static last: FakeWorker | null = null;
  readonly url: string;
  readonly options: WorkerOptions | undefined;
  posted: unknown[] = [];
  terminated = false;

  constructor(url: URL | string, options?: WorkerOptions) {
    super();
    this.url = String(url);
    this.options = options;
    FakeWorker.last = this;
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
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

test('starts a module worker for the file, forwards progress and resolves with the extraction', async () => {
  const progress: [string, number][] = [];
  const file = new Blob(['hello']);
  const pending = extractInWorker(file, 'a.txt', {
    onProgress: (stage, fraction) => progress.push([stage, fraction]),
  });
  const worker = FakeWorker.last!;
  expect(worker.url).toMatch(/src\/lib\/documents\/worker\.ts/);
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
