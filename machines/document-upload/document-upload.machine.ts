import {
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendParent,
  setup,
  stateIn,
} from 'xstate';
import type { DuplicateMatch } from '@domain/duplicates';
import { DEFAULT_CLASSIFICATION } from '@domain/classification';
import { displayFileName, uploadProblem, type RejectedFile } from '@domain/upload-rules';
import type { UploadResult } from '@domain/upload-summary';
import type { ChatEvent, SubmittedDocument } from '../chat/chat.types';
import { providedEffect, signedInUser } from '../effects';
import type { SessionUser } from '../session/session.types';
import type {
  ChosenFile,
  DocumentUploadContext,
  DocumentUploadEvent,
  FindDuplicateInput,
  ProcessDocumentInput,
  ProcessedDocument,
  QueuedDocument,
} from './document-upload.types';

/** The spec's simulated processing time before the upload is confirmed. */
export const UPLOAD_CONFIRM_DELAY_MS = 1500;

export const NO_UPLOADER_REASON = 'Sign in to upload documents.';

export const UPLOAD_CANCELLED_REASON = 'You cancelled the upload, so nothing was added.';

function selectedFiles(event: DocumentUploadEvent): readonly File[] {
  return event.type === 'files.select' ? event.files : [];
}

/** The file under the name every later step shows (citations, toasts, the documents drawer). */
function withDisplayName(file: File): File {
  const name = displayFileName(file.name);
  return name === file.name
    ? file
    : new File([file], name, { type: file.type, lastModified: file.lastModified });
}

/** The chosen files the upload rules refuse, each with its reason. */
function rejectedFiles(event: DocumentUploadEvent): RejectedFile[] {
  return selectedFiles(event).flatMap((file) => {
    const problem = uploadProblem(file);
    return problem ? [{ problem, fileName: file.name }] : [];
  });
}

function uploadableFiles(event: DocumentUploadEvent): File[] {
  return selectedFiles(event).filter((file) => !uploadProblem(file));
}

function newDocumentId(): string {
  return `doc-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

function queued(chosen: ChosenFile, classification: DocumentUploadContext['classification']) {
  return {
    file: chosen.file,
    document: {
      documentId: newDocumentId(),
      name: chosen.file.name,
      sizeBytes: chosen.file.size,
      classification: chosen.classification ?? classification,
    },
  } satisfies QueuedDocument;
}

/** The findDuplicate actor until one is provided (and for tests whose engine is faked): none known. */
export const noDuplicateKnown = fromPromise<DuplicateMatch | null, FindDuplicateInput>(
  async () => null,
);

const current = ({ context }: { context: DocumentUploadContext }) => context.current!.document;

/** The current file is cancelled: the chat says so, and the batch's toast will. */
const CANCEL_CURRENT = [
  {
    type: 'reportCancelled',
    params: (args: { context: DocumentUploadContext }) => [current(args)],
  },
  { type: 'rememberResult', params: { outcome: 'cancelled' } },
] as const;

/** Cancel all: every file still waiting is cancelled too, and none of them is started. */
const CANCEL_WAITING = [
  {
    type: 'reportCancelled',
    params: ({ context }: { context: DocumentUploadContext }) =>
      context.queue.map(({ document }) => document),
  },
  'dropWaitingFiles',
] as const;

/**
 * Cancel stops the current file (`cancelCurrent`: how, in the state it is in); Cancel all, offered
 * while files wait, stops it the same way and drops the waiting ones.
 */
function cancelling<const Actions extends readonly unknown[]>(cancelCurrent: Actions) {
  return {
    'processing.cancel': { target: 'next', actions: cancelCurrent },
    'processing.cancelAll': {
      guard: 'hasQueuedFile',
      target: 'next',
      actions: [...cancelCurrent, ...CANCEL_WAITING],
    },
  } as const;
}

/**
 * Attaching documents to the chat: check the files, ask for their classification (one for
 * all, each file may have its own), then process them one after another for the user signed
 * in at that moment; a file that fails or is cancelled leaves the others (Cancel all, while files
 * wait, cancels the current file and drops the waiting ones). A file whose content
 * or name is there already waits for the person: replace it, keep both, or cancel. Processing is the
 * `processDocument` actor (input ProcessDocumentInput, output ProcessedDocument), provided
 * when the system starts; no file is confirmed before `uploadConfirmDelay` after the upload,
 * as the spec shows. The parent chat hears of each file's steps as `document.*` events; one
 * toast sums the batch up when its last file is done (named actions provided with the other
 * effects).
 */
export const documentUploadMachine = setup({
  types: {
    context: {} as DocumentUploadContext,
    events: {} as DocumentUploadEvent,
  },
  actors: {
    processDocument: providedEffect<ProcessedDocument, ProcessDocumentInput>('processDocument'),
    /** Gets the document reader ready while a level is chosen (nothing unless provided). */
    prepareReader: fromCallback(() => {}),
    findDuplicate: noDuplicateKnown,
  },
  delays: {
    uploadConfirmDelay: UPLOAD_CONFIRM_DELAY_MS,
  },
  guards: {
    hasNoUploadableFile: ({ event }) => uploadableFiles(event).length === 0,
    hasRejectedFile: ({ event }) => rejectedFiles(event).length > 0,
    hasQueuedFile: ({ context }) => context.queue.length > 0,
    isDuplicate: (_, match: DuplicateMatch | null) => match !== null,
    isReplaceable: ({ context }) => context.duplicate?.replaceable === true,
    minimumWaitElapsed: stateIn('#documentUpload.processing.minimumWait.elapsed'),
  },
  actions: {
    rememberFiles: assign({
      chosen: ({ event }) =>
        uploadableFiles(event).map((file) => ({
          file: withDisplayName(file),
          classification: null,
        })),
      classification: DEFAULT_CLASSIFICATION,
    }),
    rememberClassification: assign({
      classification: ({ context, event }) =>
        event.type === 'classification.change' ? event.classification : context.classification,
    }),
    rememberFileClassification: assign({
      chosen: ({ context, event }) =>
        context.chosen.map((chosen, index) =>
          event.type === 'file.classification.change' && event.index === index
            ? { ...chosen, classification: event.classification }
            : chosen,
        ),
    }),
    queueChosenFiles: assign({
      queue: ({ context }) =>
        context.chosen.map((chosen) => queued(chosen, context.classification)),
      chosen: [],
      results: [],
      uploader: ({ system }) => signedInUser(system),
    }),
    takeNextFile: assign({
      current: ({ context }) => context.queue[0] ?? null,
      queue: ({ context }) => context.queue.slice(1),
      processed: null,
      progress: null,
      duplicate: null,
    }),
    rememberDuplicate: assign({ duplicate: (_, match: DuplicateMatch | null) => match }),
    replaceDuplicate: assign({
      current: ({ context }) => ({ ...context.current!, replaces: context.duplicate!.documentId }),
      duplicate: null,
    }),
    /**
     * Kept beside the document it repeats, under a name of its own ('report (2).pdf'); the chat
     * still calls it by the name it was submitted under.
     */
    keepBoth: assign({
      current: ({ context }) => {
        const { file } = context.current!;
        const name = context.duplicate!.keepBothName;
        return {
          ...context.current!,
          file: new File([file], name, { type: file.type, lastModified: file.lastModified }),
        };
      },
      duplicate: null,
    }),
    rememberProcessed: assign({ processed: (_, processed: ProcessedDocument) => processed }),
    rememberProgress: assign({
      progress: ({ context, event }) =>
        event.type === 'processing.progress' ? event.progress : context.progress,
    }),
    rememberResult: assign({
      results: ({ context }, result: Omit<UploadResult, 'name'>) => [
        ...context.results,
        { name: context.current!.file.name, ...result },
      ],
    }),
    dropWaitingFiles: assign({
      results: ({ context }) => [
        ...context.results,
        ...context.queue.map(({ file }): UploadResult => ({
          name: file.name,
          outcome: 'cancelled',
        })),
      ],
      queue: [],
    }),
    forgetChosenFiles: assign({ chosen: [] }),
    forgetBatch: assign({
      queue: [],
      current: null,
      uploader: null,
      processed: null,
      progress: null,
      results: [],
      duplicate: null,
    }),
    // The chat's messages.
    reportSubmitted: sendParent((_, document: SubmittedDocument): ChatEvent => ({
      type: 'document.submitted',
      document,
    })),
    reportProcessed: sendParent(
      (_, { document, processed }: { document: SubmittedDocument; processed: ProcessedDocument }) =>
        ({
          type: 'document.processed',
          documentId: document.documentId,
          detail: processed.detail,
          searchable: !processed.storedOnly,
        }) satisfies ChatEvent,
    ),
    reportFailed: sendParent(
      (_, { document, reason }: { document: SubmittedDocument; reason: string }) =>
        ({ type: 'document.failed', documentId: document.documentId, reason }) satisfies ChatEvent,
    ),
    reportCancelled: enqueueActions(({ enqueue }, documents: readonly SubmittedDocument[]) => {
      for (const { documentId } of documents) {
        enqueue(
          sendParent({
            type: 'document.failed',
            documentId,
            reason: UPLOAD_CANCELLED_REASON,
            cancelled: true,
          } satisfies ChatEvent),
        );
      }
    }),
    // Provided when the system starts: toasts, and the documents engine.
    announceRejectedFiles: (_, _rejected: RejectedFile[]) => {},
    announceResults: (_, _results: UploadResult[]) => {},
    // Cancelling during the minimum wait: the work is done, so undo what it added.
    discardProcessed: (
      _,
      _params: { processed: ProcessedDocument | null; uploader: SessionUser | null },
    ) => {},
  },
}).createMachine({
  id: 'documentUpload',
  context: {
    chosen: [],
    classification: DEFAULT_CLASSIFICATION,
    queue: [],
    current: null,
    uploader: null,
    processed: null,
    progress: null,
    results: [],
    duplicate: null,
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'files.select': [
          {
            guard: 'hasNoUploadableFile',
            actions: { type: 'announceRejectedFiles', params: ({ event }) => rejectedFiles(event) },
          },
          {
            guard: 'hasRejectedFile',
            target: 'choosingClassification',
            actions: [
              { type: 'announceRejectedFiles', params: ({ event }) => rejectedFiles(event) },
              'rememberFiles',
            ],
          },
          { target: 'choosingClassification', actions: 'rememberFiles' },
        ],
      },
    },
    choosingClassification: {
      tags: ['dialog'],
      invoke: { src: 'prepareReader' },
      on: {
        'classification.change': { actions: 'rememberClassification' },
        'file.classification.change': { actions: 'rememberFileClassification' },
        'upload.cancel': { target: 'idle', actions: 'forgetChosenFiles' },
        'upload.confirm': {
          target: 'processing',
          actions: [
            'queueChosenFiles',
            // Each file gets its message at once, before any is processed.
            enqueueActions(({ context, enqueue }) => {
              for (const { document } of context.queue) {
                enqueue({ type: 'reportSubmitted', params: document });
              }
            }),
          ],
        },
      },
    },
    processing: {
      tags: ['busy'],
      type: 'parallel',
      on: {
        'processing.progress': { actions: 'rememberProgress' },
      },
      states: {
        files: {
          initial: 'next',
          states: {
            next: {
              always: [
                { guard: 'hasQueuedFile', target: 'checking', actions: 'takeNextFile' },
                {
                  target: '#documentUpload.idle',
                  actions: [
                    { type: 'announceResults', params: ({ context }) => context.results },
                    'forgetBatch',
                  ],
                },
              ],
            },
            checking: {
              invoke: {
                id: 'findDuplicate',
                src: 'findDuplicate',
                input: ({ context }): FindDuplicateInput => ({
                  file: context.current!.file,
                  uploader: context.uploader,
                }),
                onDone: [
                  {
                    guard: { type: 'isDuplicate', params: ({ event }) => event.output },
                    target: 'askingDuplicate',
                    actions: { type: 'rememberDuplicate', params: ({ event }) => event.output },
                  },
                  { target: 'running' },
                ],
                // Not knowing of a duplicate never stops an upload.
                onError: { target: 'running' },
              },
              on: cancelling(CANCEL_CURRENT),
            },
            // The same content or name is there already: replace it, keep both, or cancel.
            askingDuplicate: {
              tags: ['duplicate'],
              on: {
                'duplicate.replace': {
                  guard: 'isReplaceable',
                  target: 'running',
                  actions: 'replaceDuplicate',
                },
                'duplicate.keepBoth': { target: 'running', actions: 'keepBoth' },
                'duplicate.cancel': { target: 'next', actions: CANCEL_CURRENT },
                ...cancelling(CANCEL_CURRENT),
              },
            },
            running: {
              invoke: {
                id: 'processDocument',
                src: 'processDocument',
                input: ({ context, self }): ProcessDocumentInput => ({
                  document: context.current!.document,
                  file: context.current!.file,
                  replaces: context.current!.replaces,
                  uploader: context.uploader,
                  reportProgress: (progress) =>
                    self.send({ type: 'processing.progress', progress }),
                }),
                onDone: {
                  target: 'processed',
                  actions: { type: 'rememberProcessed', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'next',
                  actions: [
                    {
                      type: 'reportFailed',
                      params: (args) => ({
                        document: current(args),
                        reason: failureReason(args.event.error),
                      }),
                    },
                    {
                      type: 'rememberResult',
                      params: ({ event }) => ({
                        outcome: 'failed' as const,
                        reason: failureReason(event.error),
                      }),
                    },
                  ],
                },
              },
              // Leaving the state stops the actor, whose abort signal ends the work.
              on: cancelling(CANCEL_CURRENT),
            },
            // Done, and confirmed once the spec's minimum wait has passed.
            processed: {
              always: {
                guard: 'minimumWaitElapsed',
                target: 'next',
                actions: [
                  {
                    type: 'reportProcessed',
                    params: ({ context }) => ({
                      document: context.current!.document,
                      processed: context.processed!,
                    }),
                  },
                  {
                    type: 'rememberResult',
                    params: ({ context }) =>
                      context.processed!.storedOnly
                        ? { outcome: 'stored' as const, reason: context.processed!.storedOnly }
                        : { outcome: 'ready' as const },
                  },
                ],
              },
              on: cancelling([
                {
                  type: 'discardProcessed',
                  params: ({ context }: { context: DocumentUploadContext }) => ({
                    processed: context.processed,
                    uploader: context.uploader,
                  }),
                },
                ...CANCEL_CURRENT,
              ]),
            },
          },
        },
        minimumWait: {
          initial: 'waiting',
          states: {
            waiting: { after: { uploadConfirmDelay: 'elapsed' } },
            elapsed: { type: 'final' },
          },
        },
      },
    },
  },
});

/** A human reason from whatever processing threw. */
export function failureReason(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'The document could not be processed.';
}
