import { assign, fromCallback, sendParent, setup } from 'xstate';
import { DEFAULT_CLASSIFICATION } from '@domain/classification';
import { displayFileName, uploadProblem, type UploadProblem } from '@domain/upload-rules';
import type { ChatEvent, SubmittedDocument } from '../chat/chat.types';
import { providedEffect, signedInUser } from '../effects';
import type { SessionUser } from '../session/session.types';
import type {
  DocumentUploadContext,
  DocumentUploadEvent,
  ProcessDocumentInput,
  ProcessedDocument,
} from './document-upload.types';

/** The spec's simulated processing time before the upload is confirmed. */
export const UPLOAD_CONFIRM_DELAY_MS = 1500;

export const NO_UPLOADER_REASON = 'Sign in to upload documents.';

export const UPLOAD_CANCELLED_REASON = 'You cancelled the upload, so nothing was added.';

function firstFile(event: DocumentUploadEvent): File | undefined {
  return event.type === 'files.select' ? event.files[0] : undefined;
}

/** The file under the name every later step shows (citations, toasts, the documents drawer). */
function withDisplayName(file: File): File {
  const name = displayFileName(file.name);
  return name === file.name
    ? file
    : new File([file], name, { type: file.type, lastModified: file.lastModified });
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
 * it for the user signed in at that moment. Processing is the `processDocument` actor (input
 * ProcessDocumentInput, output ProcessedDocument), provided when the system starts; the
 * confirmation comes when it has finished and, as the spec shows, not before
 * `uploadConfirmDelay`. The parent chat hears of each step as a `document.*` event; toasts are
 * named actions provided with the other effects.
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
      file: ({ event }) => {
        const file = firstFile(event);
        return file ? withDisplayName(file) : null;
      },
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
      uploader: ({ system }) => signedInUser(system),
    }),
    rememberProcessed: assign({ processed: (_, processed: ProcessedDocument) => processed }),
    rememberProgress: assign({
      progress: ({ context, event }) =>
        event.type === 'processing.progress' ? event.progress : context.progress,
    }),
    forgetFile: assign({
      file: null,
      document: null,
      uploader: null,
      processed: null,
      progress: null,
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
    reportCancelled: sendParent(
      (_, document: SubmittedDocument) =>
        ({
          type: 'document.failed',
          documentId: document.documentId,
          reason: UPLOAD_CANCELLED_REASON,
        }) satisfies ChatEvent,
    ),
    // Provided when the system starts: toasts, and the documents engine.
    announceRejectedFile: (_, _params: { problem: UploadProblem; fileName: string }) => {},
    announceOneFileAtATime: () => {},
    announceProcessed: (
      _,
      _params: { document: SubmittedDocument; processed: ProcessedDocument },
    ) => {},
    announceFailed: (_, _params: { document: SubmittedDocument; reason: string }) => {},
    announceCancelled: (_, _document: SubmittedDocument) => {},
    // Cancelling during the minimum wait: the work is done, so undo what it added.
    discardProcessed: (
      _,
      _params: { processed: ProcessedDocument | null; uploader: SessionUser | null },
    ) => {},
  },
}).createMachine({
  id: 'documentUpload',
  context: {
    file: null,
    classification: DEFAULT_CLASSIFICATION,
    document: null,
    uploader: null,
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
      invoke: { src: 'prepareReader' },
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
            {
              type: 'discardProcessed',
              params: ({ context }) => ({
                processed: context.processed,
                uploader: context.uploader,
              }),
            },
            { type: 'reportCancelled', params: ({ context }) => context.document! },
            { type: 'announceCancelled', params: ({ context }) => context.document! },
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
                  uploader: context.uploader,
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
                    {
                      type: 'announceFailed',
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
          {
            type: 'announceProcessed',
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
