import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { MAX_UPLOAD_BYTES } from '@domain/upload-rules';
import { openAgentChat, startTestApp, TEST_OWNER } from '@/test/system';
import { chatMachine, documentConfirmationText, documentFailureText } from '../chat/chat.machine';
import type { ChatMessage } from '../chat/chat.types';
import { INTERRUPTED_PROCESSING, reopened, savedConversation } from '../chat/conversation';
import {
  documentUploadMachine,
  noDuplicateKnown,
  UPLOAD_CANCELLED_REASON,
  UPLOAD_CONFIRM_DELAY_MS,
} from './document-upload.machine';
import type { DuplicateMatch } from '@domain/duplicates';
import type {
  FindDuplicateInput,
  ProcessDocumentInput,
  ProcessedDocument,
} from './document-upload.types';

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
        announceRejectedFiles: (_, rejected) =>
          log.push(...rejected.map((p) => `rejected ${p.fileName}: ${p.problem}`)),
        announceResults: (_, results) =>
          log.push(`toast: ${results.map((r) => `${r.name} ${r.outcome}`).join(', ')}`),
        reportSubmitted: (_, d) => log.push(`submitted ${d.name} as ${d.classification}`),
        reportProcessed: (_, p) =>
          log.push(`processed ${p.document.name} ${p.processed.detail ?? ''}`),
        reportFailed: (_, p) => log.push(`failed ${p.document.name}: ${p.reason}`),
        reportCancelled: (_, documents) => log.push(...documents.map((d) => `cancelled ${d.name}`)),
        discardProcessed: (_, p) =>
          log.push(
            `discarded ${p.processed?.libraryDocumentId ?? 'nothing'} of ${p.uploader?.id ?? 'nobody'}`,
          ),
      },
    }),
  ).start();
  return { actor, log };
}

describe('document upload machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['photo.gif', 10, 'unsupportedType'],
    ['empty.txt', 0, 'empty'],
    ['huge.pdf', MAX_UPLOAD_BYTES + 1, 'tooLarge'],
  ])('refuses %s (%s bytes) as %s and stays idle', (name, size, problem) => {
    const { actor, log } = startUpload();
    actor.send({ type: 'files.select', files: [fileOf(name, size)] });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.chosen).toEqual([]);
    expect(log).toEqual([`rejected ${name}: ${problem}`]);
  });

  it('takes several files, refusing only those the rules refuse', () => {
    const { actor, log } = startUpload();
    actor.send({
      type: 'files.select',
      files: [fileOf('a.txt'), fileOf('animation.gif'), fileOf('b.pdf')],
    });
    expect(actor.getSnapshot().value).toBe('choosingClassification');
    expect(actor.getSnapshot().context.chosen.map((c) => c.file.name)).toEqual(['a.txt', 'b.pdf']);
    expect(log).toEqual(['rejected animation.gif: unsupportedType']);
  });

  it('gives every file the level for all unless it has its own', () => {
    const { actor, log } = startUpload();
    actor.send({
      type: 'files.select',
      files: [fileOf('a.txt'), fileOf('b.txt'), fileOf('c.txt')],
    });
    actor.send({ type: 'file.classification.change', index: 1, classification: 'Confidential' });
    actor.send({ type: 'classification.change', classification: 'Private' });
    actor.send({ type: 'upload.confirm' });
    expect(log).toEqual([
      'submitted a.txt as Private',
      'submitted b.txt as Confidential',
      'submitted c.txt as Private',
    ]);
  });

  it('processes the files one after another; a failed one leaves the others, one toast sums up', async () => {
    const started: string[] = [];
    const { actor, log } = startUpload(
      fromPromise<ProcessedDocument, ProcessDocumentInput>(async ({ input }) => {
        started.push(input.file.name);
        if (input.file.name === 'bad.docx') throw new Error('The file is corrupt.');
        return { documentId: input.document.documentId };
      }),
    );
    actor.send({
      type: 'files.select',
      files: [fileOf('a.txt'), fileOf('bad.docx'), fileOf('c.txt')],
    });
    actor.send({ type: 'upload.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    // The first waits for the spec's minimum wait; the next does not start before it is confirmed.
    expect(started).toEqual(['a.txt']);
    await vi.advanceTimersByTimeAsync(UPLOAD_CONFIRM_DELAY_MS);
    expect(log.slice(3)).toEqual([
      'processed a.txt ',
      'failed bad.docx: The file is corrupt.',
      'processed c.txt ',
      'toast: a.txt ready, bad.docx failed, c.txt ready',
    ]);
    expect(started).toEqual(['a.txt', 'bad.docx', 'c.txt']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ queue: [], current: null, results: [] });
  });

  describe('a file that is there already', () => {
    const match = (replaceable = true): DuplicateMatch => ({
      kind: 'same-content',
      documentId: 'lib-1',
      name: 'report.pdf',
      replaceable,
      keepBothName: 'report (2).pdf',
    });

    function startWithDuplicate(found: DuplicateMatch) {
      const inputs: ProcessDocumentInput[] = [];
      const { actor, log } = startUpload(
        fromPromise<ProcessedDocument, ProcessDocumentInput>(async ({ input }) => {
          inputs.push(input);
          return { documentId: input.document.documentId };
        }),
      );
      const withFinder = createActor(
        actor.logic.provide({
          actors: {
            findDuplicate: fromPromise<DuplicateMatch | null, FindDuplicateInput>(
              async ({ input }) => (input.file.name === 'report.pdf' ? found : null),
            ),
          },
        }),
      ).start();
      actor.stop();
      withFinder.send({ type: 'files.select', files: [fileOf('report.pdf'), fileOf('next.txt')] });
      withFinder.send({ type: 'upload.confirm' });
      return { actor: withFinder, log, inputs };
    }

    it('waits for the person, then replaces the document it repeats', async () => {
      const { actor, inputs } = startWithDuplicate(match());
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().hasTag('duplicate')).toBe(true);
      expect(actor.getSnapshot().context.duplicate).toEqual(match());
      expect(inputs).toEqual([]);
      actor.send({ type: 'duplicate.replace' });
      await vi.advanceTimersByTimeAsync(0);
      expect(inputs[0]).toMatchObject({ replaces: 'lib-1', document: { name: 'report.pdf' } });
    });

    it('keeps both under a name of its own', async () => {
      const { actor, inputs } = startWithDuplicate(match());
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'duplicate.keepBoth' });
      await vi.advanceTimersByTimeAsync(0);
      expect(inputs[0]?.replaces).toBeUndefined();
      expect(inputs[0]?.file.name).toBe('report (2).pdf');
      // The chat's message keeps the name it was submitted under.
      expect(inputs[0]?.document.name).toBe('report.pdf');
    });

    it('cancel leaves that file out and goes on with the next', async () => {
      const { actor, inputs } = startWithDuplicate(match());
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'duplicate.cancel' });
      await vi.advanceTimersByTimeAsync(UPLOAD_CONFIRM_DELAY_MS);
      expect(inputs.map((input) => input.file.name)).toEqual(['next.txt']);
      expect(actor.getSnapshot().value).toBe('idle');
    });

    it('cannot replace a document someone else uploaded', async () => {
      const { actor, inputs } = startWithDuplicate(match(false));
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'duplicate.replace' });
      expect(actor.getSnapshot().hasTag('duplicate')).toBe(true);
      expect(inputs).toEqual([]);
    });
  });

  it('cancelling one file of several cancels that file only', async () => {
    const { actor, log } = startUpload(
      fromPromise<ProcessedDocument, ProcessDocumentInput>(() => new Promise(() => {})),
    );
    actor.send({ type: 'files.select', files: [fileOf('a.txt'), fileOf('b.txt')] });
    actor.send({ type: 'upload.confirm' });
    actor.send({ type: 'processing.cancel' });
    expect(log.at(-1)).toBe('cancelled a.txt');
    expect(actor.getSnapshot().context.current?.document.name).toBe('b.txt');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'processing.cancel' });
    expect(log.slice(-2)).toEqual(['cancelled b.txt', 'toast: a.txt cancelled, b.txt cancelled']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('Cancel all cancels the file being processed and drops every file waiting', async () => {
    const started: string[] = [];
    const { actor, log } = startUpload(
      fromPromise<ProcessedDocument, ProcessDocumentInput>(({ input }) => {
        started.push(input.file.name);
        return new Promise(() => {});
      }),
    );
    actor.send({
      type: 'files.select',
      files: [fileOf('a.txt'), fileOf('b.txt'), fileOf('c.txt')],
    });
    actor.send({ type: 'upload.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'processing.cancelAll' });
    expect(log.slice(3)).toEqual([
      'cancelled a.txt',
      'cancelled b.txt',
      'cancelled c.txt',
      'toast: a.txt cancelled, b.txt cancelled, c.txt cancelled',
    ]);
    expect(actor.getSnapshot().value).toBe('idle');
    await vi.advanceTimersByTimeAsync(UPLOAD_CONFIRM_DELAY_MS);
    expect(started).toEqual(['a.txt']);
  });

  it('offers Cancel all only while files wait', () => {
    const { actor, log } = startUpload(
      fromPromise<ProcessedDocument, ProcessDocumentInput>(() => new Promise(() => {})),
    );
    actor.send({ type: 'files.select', files: [fileOf('a.txt')] });
    actor.send({ type: 'upload.confirm' });
    expect(actor.getSnapshot().can({ type: 'processing.cancelAll' })).toBe(false);
    actor.send({ type: 'processing.cancelAll' });
    expect(log).toEqual(['submitted a.txt as Public']);
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
    expect(actor.getSnapshot().context.chosen).toEqual([]);
    expect(log).toEqual([]);
    // The next file starts from the default again.
    actor.send({ type: 'files.select', files: [fileOf('next.txt')] });
    expect(actor.getSnapshot().context.classification).toBe('Public');
  });

  it('drops bidirectional controls from the name, so a .txt cannot pass for a .pdf', () => {
    const { actor, log } = startUpload();
    actor.send({ type: 'files.select', files: [fileOf('x\u202Efdp.txt')] });
    expect(actor.getSnapshot().context.chosen[0]?.file.name).toBe('xfdp.txt');
    actor.send({ type: 'upload.confirm' });
    expect(log).toEqual(['submitted xfdp.txt as Public']);
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
    expect(log).toEqual([
      'submitted notes.txt as Confidential',
      'processed notes.txt ',
      'toast: notes.txt ready',
    ]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ chosen: [], current: null });
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
    const { documentId } = actor.getSnapshot().context.current!.document;
    finish({ documentId, detail: '4 slides' });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.slice(-2)).toEqual(['processed deck.pptx 4 slides', 'toast: deck.pptx ready']);
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
    expect(log.slice(-2)).toEqual([
      'failed bad.docx: The file is corrupt.',
      'toast: bad.docx failed',
    ]);
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
    // Alone, the machine has no session to ask who uploads.
    expect(inputs[0]?.uploader).toBeNull();
    expect(inputs[0]?.document).toMatchObject({
      name: 'sales.xlsx',
      sizeBytes: 4096,
      classification: 'Classified',
      documentId: expect.stringMatching(/^doc-/),
    });
  });

  it('cancelling during the minimum wait undoes what processing added, and reports it', async () => {
    const { actor, log } = startUpload(
      fromPromise<ProcessedDocument, ProcessDocumentInput>(async ({ input }) => ({
        documentId: input.document.documentId,
        libraryDocumentId: 'lib-7',
      })),
    );
    actor.send({ type: 'files.select', files: [fileOf('a.csv')] });
    actor.send({ type: 'upload.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'processing.cancel' });
    expect(log).toEqual([
      'submitted a.csv as Public',
      'discarded lib-7 of nobody',
      'cancelled a.csv',
      'toast: a.csv cancelled',
    ]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ current: null, processed: null });
    await vi.advanceTimersByTimeAsync(UPLOAD_CONFIRM_DELAY_MS * 2);
    expect(log).toHaveLength(4);
  });

  it('stopping during processing cancels the confirmation', async () => {
    const { actor, log } = startUpload();
    actor.send({ type: 'files.select', files: [fileOf('a.csv')] });
    actor.send({ type: 'upload.confirm' });
    actor.stop();
    await vi.advanceTimersByTimeAsync(UPLOAD_CONFIRM_DELAY_MS * 2);
    expect(log).toEqual(['submitted a.csv as Public']);
  });

  describe("as the chat's child", () => {
    /** A chat whose upload child processes with `processDocument`; the reports are sendParent. */
    function startChat(processDocument: NonNullable<Parameters<typeof startUpload>[0]>) {
      const upload = documentUploadMachine.provide({ actors: { processDocument } });
      const chat = createActor(chatMachine.provide({ actors: { upload } }), {
        input: { agentId: 'documents' },
      }).start();
      const lastMessage = () => chat.getSnapshot().context.messages.at(-1);
      return { chat, upload: chat.getSnapshot().children.upload!, lastMessage };
    }

    const never = fromPromise<ProcessedDocument, ProcessDocumentInput>(() => new Promise(() => {}));
    const attachments = (messages: readonly ChatMessage[]) =>
      messages.flatMap((m) => (m.attachment ? [m.attachment] : []));

    it('Cancel all: every file of the batch is marked cancelled, and the chat says so of each', () => {
      const { chat, upload } = startChat(never);
      upload.send({ type: 'files.select', files: [fileOf('a.txt'), fileOf('b.txt')] });
      upload.send({ type: 'upload.confirm' });
      upload.send({ type: 'processing.cancelAll' });
      const { messages } = chat.getSnapshot().context;
      expect(attachments(messages).map((a) => a.status)).toEqual(['cancelled', 'cancelled']);
      expect(messages.slice(-2).map((m) => m.content)).toEqual([
        documentFailureText('a.txt', UPLOAD_CANCELLED_REASON),
        documentFailureText('b.txt', UPLOAD_CANCELLED_REASON),
      ]);
    });

    it('a file still waiting when the page closed reopens as the one processing does', () => {
      const { chat, upload } = startChat(never);
      upload.send({ type: 'files.select', files: [fileOf('a.txt'), fileOf('b.txt')] });
      upload.send({ type: 'upload.confirm' });
      const kept = savedConversation(chat.getSnapshot().context);
      expect(attachments(reopened(kept).messages)).toMatchObject([
        { name: 'a.txt', status: 'failed', detail: INTERRUPTED_PROCESSING },
        { name: 'b.txt', status: 'failed', detail: INTERRUPTED_PROCESSING },
      ]);
    });

    it('tells the chat of the submission and, after uploadConfirmDelay, of the result', async () => {
      const { upload, lastMessage } = startChat(
        fromPromise<ProcessedDocument, ProcessDocumentInput>(async ({ input }) => ({
          documentId: input.document.documentId,
          detail: 'I indexed 2 passages.',
        })),
      );
      upload.send({ type: 'files.select', files: [fileOf('notes.txt')] });
      upload.send({ type: 'upload.confirm' });
      expect(lastMessage()).toMatchObject({
        author: 'user',
        content: 'Uploaded document: notes.txt (Classification: Public)',
        attachment: { status: 'processing' },
      });
      await vi.advanceTimersByTimeAsync(UPLOAD_CONFIRM_DELAY_MS - 1);
      expect(lastMessage()?.author).toBe('user');
      await vi.advanceTimersByTimeAsync(1);
      expect(lastMessage()).toMatchObject({
        author: 'agent',
        content: documentConfirmationText('notes.txt', 'I indexed 2 passages.'),
      });
    });

    it('tells the chat of a failure and of a cancellation', async () => {
      const { upload, lastMessage } = startChat(
        fromPromise<ProcessedDocument, ProcessDocumentInput>(async ({ input }) => {
          if (input.file.name === 'bad.docx') throw new Error('The file is corrupt.');
          return { documentId: input.document.documentId };
        }),
      );
      upload.send({ type: 'files.select', files: [fileOf('bad.docx')] });
      upload.send({ type: 'upload.confirm' });
      await vi.advanceTimersByTimeAsync(0);
      expect(lastMessage()?.content).toBe(documentFailureText('bad.docx', 'The file is corrupt.'));

      upload.send({ type: 'files.select', files: [fileOf('slow.pdf')] });
      upload.send({ type: 'upload.confirm' });
      upload.send({ type: 'processing.cancel' });
      expect(lastMessage()?.content).toBe(documentFailureText('slow.pdf', UPLOAD_CANCELLED_REASON));
      await vi.advanceTimersByTimeAsync(UPLOAD_CONFIRM_DELAY_MS * 2);
      expect(lastMessage()?.content).toBe(documentFailureText('slow.pdf', UPLOAD_CANCELLED_REASON));
    });
  });

  it('processes for the user signed in when the upload is confirmed', async () => {
    const inputs: ProcessDocumentInput[] = [];
    const { app } = startTestApp({
      user: TEST_OWNER,
      clock: new SimulatedClock(),
      effects: {
        upload: {
          actors: {
            processDocument: fromPromise<ProcessedDocument, ProcessDocumentInput>(
              async ({ input }) => {
                inputs.push(input);
                return { documentId: input.document.documentId };
              },
            ),
            findDuplicate: noDuplicateKnown,
          },
        },
      },
    });
    const upload = (await openAgentChat(app, 'documents')).getSnapshot().children.upload!;
    upload.send({ type: 'files.select', files: [fileOf('notes.txt')] });
    upload.send({ type: 'upload.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(inputs).toHaveLength(1);
    expect(inputs[0]?.uploader).toEqual(TEST_OWNER);
  });
});
