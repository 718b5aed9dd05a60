import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_CLASSIFICATION } from '@domain/classification';
import { uploadProblem, type UploadProblem } from '@domain/upload-rules';
import type { SubmittedDocument } from '../chat/chat.types';
import type {
  DocumentUploadContext,
  DocumentUploadEvent,
  ProcessDocumentInput,
  ProcessedDocument,
} from './document-upload.types';

/** The spec's simulated processing time before the upload is confirmed (section 9). */
export const UPLOAD_CONFIRM_DELAY_MS = 1500;

export const NO_UPLOADER_REASON = 'Sign in to upload documents.';

export const UPLOAD_CANCELLED_REASON = 'You cancelled the upload, so nothing was added.';

function firstFile(event: DocumentUploadEvent): File | undefined {
  return event.type === 'files.select' ? event.files[0] : undefined;
}

function problemOf(event: DocumentUploadEvent): UploadProblem | null {
  const file = firstFile(event);
  return file ? uploadProblem(file) : null;
}

function newDocumentId(): string {
  return `doc-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Attaching a document to the chat: check the file, ask for its classification, then process
 * it. Processing is the injected `processDocument` actor (input ProcessDocumentInput, output
 * ProcessedDocument); the confirmation comes when it has finished and, as the spec shows, not
 * before `uploadConfirmDelay`. The chat and the toasts are told through named actions.
 */
export const documentUploadMachine = setup({
  types: {
    context: {} as DocumentUploadContext,
    events: {} as DocumentUploadEvent,
  },
  actors: {
    // The view provides the real one, which reads the file for the signed-in uploader.
    processDocument: fromPromise<ProcessedDocument, ProcessDocumentInput>(async () => {
      throw new Error(NO_UPLOADER_REASON);
    }),
  },
  delays: {
    uploadConfirmDelay: UPLOAD_CONFIRM_DELAY_MS,
  },
  guards: {
    hasSeveralFiles: ({ event }) => event.type === 'files.select' && event.files.length > 1,
    hasUnsupportedType: ({ event }) => problemOf(event) === 'unsupportedType',
    isEmptyFile: ({ event }) => problemOf(event) === 'empty',
    isTooLarge: ({ event }) => problemOf(event) === 'tooLarge',
  },
  actions: {
    rememberFile: assign({
      file: ({ event }) => firstFile(event) ?? null,
      classification: DEFAULT_CLASSIFICATION,
    }),
    rememberClassification: assign({
      classification: ({ context, event }) =>
        event.type === 'classification.change' ? event.classification : context.classification,
    }),
    prepareDocument: assign({
      document: ({ context }): SubmittedDocument | null =>
        context.file && {
          documentId: newDocumentId(),
          name: context.file.name,
          sizeBytes: context.file.size,
          classification: context.classification,
        },
    }),
    rememberProcessed: assign({ processed: (_, processed: ProcessedDocument) => processed }),
    rememberProgress: assign({
      progress: ({ context, event }) =>
        event.type === 'processing.progress' ? event.progress : context.progress,
    }),
    forgetFile: assign({ file: null, document: null, processed: null, progress: null }),
    // Filled in by the view: toasts and the chat's messages.
    announceRejectedFile: (_, _params: { problem: UploadProblem; fileName: string }) => {},
    announceOneFileAtATime: () => {},
    reportSubmitted: (_, _document: SubmittedDocument) => {},
    reportProcessed: (
      _,
      _params: { document: SubmittedDocument; processed: ProcessedDocument },
    ) => {},
    reportFailed: (_, _params: { document: SubmittedDocument; reason: string }) => {},
    reportCancelled: (_, _document: SubmittedDocument) => {},
    // Cancelling during the minimum wait: the work is done, so undo what it added.
    discardProcessed: (_, _processed: ProcessedDocument | null) => {},
  },
}).createMachine({
  id: 'documentUpload',
  context: {
    file: null,
    classification: DEFAULT_CLASSIFICATION,
    document: null,
    processed: null,
    progress: null,
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'files.select': [
          { guard: 'hasSeveralFiles', actions: 'announceOneFileAtATime' },
          {
            guard: 'hasUnsupportedType',
            actions: {
              type: 'announceRejectedFile',
              params: ({ event }) => ({
                problem: 'unsupportedType' as const,
                fileName: event.files[0].name,
              }),
            },
          },
          {
            guard: 'isEmptyFile',
            actions: {
              type: 'announceRejectedFile',
              params: ({ event }) => ({
                problem: 'empty' as const,
                fileName: event.files[0].name,
              }),
            },
          },
          {
            guard: 'isTooLarge',
            actions: {
              type: 'announceRejectedFile',
              params: ({ event }) => ({
                problem: 'tooLarge' as const,
                fileName: event.files[0].name,
              }),
            },
          },
          { target: 'choosingClassification', actions: 'rememberFile' },
        ],
      },
    },
    choosingClassification: {
      tags: ['dialog'],
      on: {
        'classification.change': { actions: 'rememberClassification' },
        'upload.cancel': { target: 'idle', actions: 'forgetFile' },
        'upload.confirm': {
          target: 'processing',
          actions: [
            'prepareDocument',
            { type: 'reportSubmitted', params: ({ context }) => context.document! },
          ],
        },
      },
    },
    processing: {
      tags: ['busy'],
      type: 'parallel',
      on: {
        'processing.progress': { actions: 'rememberProgress' },
        // Leaving the state stops the actor, whose abort signal ends the work.
        'processing.cancel': {
          target: 'idle',
          actions: [
            { type: 'discardProcessed', params: ({ context }) => context.processed },
            { type: 'reportCancelled', params: ({ context }) => context.document! },
            'forgetFile',
          ],
        },
      },
      states: {
        work: {
          initial: 'running',
          states: {
            running: {
              invoke: {
                id: 'processDocument',
                src: 'processDocument',
                input: ({ context, self }): ProcessDocumentInput => ({
                  document: context.document!,
                  file: context.file!,
                  reportProgress: (progress) =>
                    self.send({ type: 'processing.progress', progress }),
                }),
                onDone: {
                  target: 'done',
                  actions: { type: 'rememberProcessed', params: ({ event }) => event.output },
                },
                onError: {
                  target: '#documentUpload.idle',
                  actions: [
                    {
                      type: 'reportFailed',
                      params: ({ context, event }) => ({
                        document: context.document!,
                        reason: failureReason(event.error),
                      }),
                    },
                    'forgetFile',
                  ],
                },
              },
            },
            done: { type: 'final' },
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
      onDone: {
        target: 'idle',
        actions: [
          {
            type: 'reportProcessed',
            params: ({ context }) => ({
              document: context.document!,
              processed: context.processed!,
            }),
          },
          'forgetFile',
        ],
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
