import { createActor, fromPromise } from 'xstate';
import { MAX_UPLOAD_BYTES } from '@domain/upload-rules';
import { documentUploadMachine, UPLOAD_CONFIRM_DELAY_MS } from './document-upload.machine';
import type { ProcessDocumentInput, ProcessedDocument } from './document-upload.types';

function fileOf(name: string, size = 10): File {
  const file = new File(['x'], name, { type: 'text/plain' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function startUpload(
  processDocument = fromPromise<ProcessedDocument, ProcessDocumentInput>(async ({ input }) => ({
    documentId: input.document.documentId,
  })),
) {
  const log: string[] = [];
  const actor = createActor(
    documentUploadMachine.provide({
      actors: { processDocument },
      actions: {
        announceRejectedFile: (_, p) => log.push(`rejected ${p.fileName}: ${p.problem}`),
        announceOneFileAtATime: () => log.push('one at a time'),
        reportSubmitted: (_, d) => log.push(`submitted ${d.name} as ${d.classification}`),
        reportProcessed: (_, p) =>
          log.push(`processed ${p.document.name} ${p.processed.detail ?? ''}`),
        reportFailed: (_, p) => log.push(`failed ${p.document.name}: ${p.reason}`),
      },
    }),
  ).start();
  return { actor, log };
}

describe('document upload machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['photo.png', 10, 'unsupportedType'],
    ['empty.txt', 0, 'empty'],
    ['huge.pdf', MAX_UPLOAD_BYTES + 1, 'tooLarge'],
  ])('refuses %s (%s bytes) as %s and stays idle', (name, size, problem) => {
    const { actor, log } = startUpload();
    actor.send({ type: 'files.select', files: [fileOf(name, size)] });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.file).toBeNull();
    expect(log).toEqual([`rejected ${name}: ${problem}`]);
  });

  it('takes one file at a time', () => {
    const { actor, log } = startUpload();
    actor.send({ type: 'files.select', files: [fileOf('a.txt'), fileOf('b.txt')] });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(log).toEqual(['one at a time']);
  });

  it('asks for a classification (default Public); cancel forgets the file', () => {
    const { actor, log } = startUpload();
    actor.send({ type: 'files.select', files: [fileOf('REPORT.PDF', 2048)] });
    expect(actor.getSnapshot().value).toBe('choosingClassification');
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(actor.getSnapshot().context.classification).toBe('Public');
    actor.send({ type: 'classification.change', classification: 'Private' });
    actor.send({ type: 'upload.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.file).toBeNull();
    expect(log).toEqual([]);
    // The next file starts from the default again.
    actor.send({ type: 'files.select', files: [fileOf('next.txt')] });
    expect(actor.getSnapshot().context.classification).toBe('Public');
  });

  it('reports the submission at once and the confirmation after uploadConfirmDelay', async () => {
    const { actor, log } = startUpload();
    actor.send({ type: 'files.select', files: [fileOf('notes.txt', 300)] });
    actor.send({ type: 'classification.change', classification: 'Confidential' });
    actor.send({ type: 'upload.confirm' });
    expect(log).toEqual(['submitted notes.txt as Confidential']);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(UPLOAD_CONFIRM_DELAY_MS - 1);
    expect(log).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['submitted notes.txt as Confidential', 'processed notes.txt ']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ file: null, document: null });
  });

  it('waits for slow processing past the delay and passes on what it found', async () => {
    let finish: (value: ProcessedDocument) => void = () => {};
    const { actor, log } = startUpload(
      fromPromise<ProcessedDocument, ProcessDocumentInput>(
        () => new Promise((resolve) => (finish = resolve)),
      ),
    );
    actor.send({ type: 'files.select', files: [fileOf('deck.pptx')] });
    actor.send({ type: 'upload.confirm' });
    await vi.advanceTimersByTimeAsync(UPLOAD_CONFIRM_DELAY_MS * 3);
    expect(log).toHaveLength(1);
    const { documentId } = actor.getSnapshot().context.document!;
    finish({ documentId, detail: '4 slides' });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.at(-1)).toBe('processed deck.pptx 4 slides');
  });

  it('reports a processing failure with its reason, without waiting', async () => {
    const { actor, log } = startUpload(
      fromPromise<ProcessedDocument, ProcessDocumentInput>(async () => {
        throw new Error('The file is corrupt.');
      }),
    );
    actor.send({ type: 'files.select', files: [fileOf('bad.docx')] });
    actor.send({ type: 'upload.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.at(-1)).toBe('failed bad.docx: The file is corrupt.');
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('gives processDocument the document and its file', async () => {
    const inputs: ProcessDocumentInput[] = [];
    const { actor } = startUpload(
      fromPromise<ProcessedDocument, ProcessDocumentInput>(async ({ input }) => {
        inputs.push(input);
        return { documentId: input.document.documentId };
      }),
    );
    const file = fileOf('sales.xlsx', 4096);
    actor.send({ type: 'files.select', files: [file] });
    actor.send({ type: 'classification.change', classification: 'Classified' });
    actor.send({ type: 'upload.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(inputs[0]?.file).toBe(file);
    expect(inputs[0]?.document).toMatchObject({
      name: 'sales.xlsx',
      sizeBytes: 4096,
      classification: 'Classified',
      documentId: expect.stringMatching(/^doc-/),
    });
  });

  it('stopping during processing cancels the confirmation', async () => {
    const { actor, log } = startUpload();
    actor.send({ type: 'files.select', files: [fileOf('a.csv')] });
    actor.send({ type: 'upload.confirm' });
    actor.stop();
    await vi.advanceTimersByTimeAsync(UPLOAD_CONFIRM_DELAY_MS * 2);
    expect(log).toEqual(['submitted a.csv as Public']);
  });
});
