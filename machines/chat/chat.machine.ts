import { assign, setup } from 'xstate';
import { AGENT_CONVERSATIONS } from '@domain/agent-conversations';
import { documentUploadMachine } from '../document-upload/document-upload.machine';
import { signedInUser } from '../effects';
import { createCannedResponder } from './canned-responder';
import type {
  AgentReply,
  ChatContext,
  ChatEvent,
  ChatInput,
  ChatMessage,
  ReplyChoice,
  RespondInput,
  SubmittedDocument,
} from './chat.types';

/** The spec's simulated thinking time before a reply. */
export const REPLY_DELAY_MS = 1000;

export const REPLY_FAILED_TEXT = "Sorry, I couldn't answer that just now. Please try again.";

export function documentConfirmationText(name: string, detail?: string): string {
  const found = detail ? ` ${detail}` : '';
  return `I've received "${name}". It has been processed and is ready for chat.${found} Ask me anything about it.`;
}

export function documentStoredOnlyText(name: string, reason: string): string {
  return `I've received "${name}", but I can't read its text. ${reason}`;
}

export function documentFailureText(name: string, reason: string): string {
  return `I couldn't process "${name}": ${reason}`;
}

type NewMessage = Omit<ChatMessage, 'id' | 'timestamp'>;

/** Appends messages with the next ids and the current time. */
function withMessages(context: ChatContext, ...added: NewMessage[]): Partial<ChatContext> {
  const timestamp = new Date().toISOString();
  let number = context.nextMessageNumber;
  const stamped = added.map((message) => ({ ...message, id: `m${number++}`, timestamp }));
  return { messages: [...context.messages, ...stamped], nextMessageNumber: number };
}

function findDocumentName(context: ChatContext, documentId: string): string {
  return (
    context.messages.find((m) => m.attachment?.documentId === documentId)?.attachment?.name ?? ''
  );
}

function markDocument(
  context: ChatContext,
  documentId: string,
  status: 'ready' | 'failed',
  detail: string | undefined,
): ChatMessage[] {
  return context.messages.map((message) =>
    message.attachment?.documentId === documentId
      ? { ...message, attachment: { ...message.attachment, status, detail } }
      : message,
  );
}

/**
 * One conversation with one agent. The agent's replies come from the `respond` actor (input
 * RespondInput, output AgentReply): the default gives the spec's canned replies; the app provides
 * one that also searches the documents. A reply about a table carries its subject, which the
 * chat keeps and gives with the next question (follow-ups); a reply that asks which reading was
 * meant carries choices, and `choice.select` sends the chosen one. Uploads run in the child
 * `upload` actor, whose results arrive here as `document.*` events.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    respond: createCannedResponder(),
    upload: documentUploadMachine,
  },
  delays: {
    replyDelay: REPLY_DELAY_MS,
  },
  guards: {
    hasSendableDraft: ({ context }) => context.draft.trim().length > 0,
    isDocumentInProgress: ({ context, event }) => {
      if (event.type !== 'document.processed' && event.type !== 'document.failed') return false;
      return context.messages.some(
        (m) =>
          m.attachment?.documentId === event.documentId && m.attachment.status === 'processing',
      );
    },
  },
  actions: {
    updateDraft: assign({
      draft: ({ context, event }) => (event.type === 'draft.change' ? event.text : context.draft),
    }),
    sendDraft: assign(({ context }) => {
      const question = context.draft.trim();
      return {
        ...withMessages(context, { author: 'user', content: question }),
        question,
        draft: '',
        chosen: null,
      };
    }),
    sendChoice: assign(({ context }, choice: ReplyChoice) => ({
      ...withMessages(context, { author: 'user', content: choice.label }),
      question: choice.label,
      chosen: choice.subject,
    })),
    appendAgentReply: assign(({ context }, reply: AgentReply) => ({
      ...withMessages(context, {
        author: 'agent',
        content: reply.text,
        ...(reply.answer ? { answer: reply.answer } : {}),
        ...(reply.blocks?.length ? { blocks: reply.blocks } : {}),
      }),
      subject: reply.subject ?? context.subject,
    })),
    appendReplyFailure: assign(({ context }) =>
      withMessages(context, { author: 'agent', content: REPLY_FAILED_TEXT }),
    ),
    appendDocument: assign(({ context }, document: SubmittedDocument) =>
      withMessages(context, {
        author: 'user',
        content: `Uploaded document: ${document.name} (Classification: ${document.classification})`,
        attachment: { ...document, status: 'processing' },
      }),
    ),
    confirmDocument: assign(
      ({ context }, params: { documentId: string; detail?: string; searchable: boolean }) => {
        const name = findDocumentName(context, params.documentId);
        const content =
          params.searchable || !params.detail
            ? documentConfirmationText(name, params.detail)
            : documentStoredOnlyText(name, params.detail);
        return withMessages(
          {
            ...context,
            messages: markDocument(context, params.documentId, 'ready', params.detail),
          },
          { author: 'agent', content },
        );
      },
    ),
    reportDocumentFailure: assign(({ context }, params: { documentId: string; reason: string }) => {
      const name = findDocumentName(context, params.documentId);
      return withMessages(
        { ...context, messages: markDocument(context, params.documentId, 'failed', params.reason) },
        { author: 'agent', content: documentFailureText(name, params.reason) },
      );
    }),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    agentId: input.agentId,
    draft: '',
    question: '',
    messages: [
      {
        id: 'm1',
        author: 'agent',
        content: AGENT_CONVERSATIONS[input.agentId].greeting,
        timestamp: new Date().toISOString(),
      },
    ],
    nextMessageNumber: 2,
    subject: null,
    chosen: null,
  }),
  invoke: { id: 'upload', src: 'upload' },
  initial: 'idle',
  on: {
    'draft.change': { actions: 'updateDraft' },
    'document.submitted': {
      actions: { type: 'appendDocument', params: ({ event }) => event.document },
    },
    'document.processed': {
      guard: 'isDocumentInProgress',
      actions: {
        type: 'confirmDocument',
        params: ({ event }) => ({
          documentId: event.documentId,
          detail: event.detail,
          searchable: event.searchable ?? true,
        }),
      },
    },
    'document.failed': {
      guard: 'isDocumentInProgress',
      actions: {
        type: 'reportDocumentFailure',
        params: ({ event }) => ({ documentId: event.documentId, reason: event.reason }),
      },
    },
  },
  states: {
    idle: {
      on: {
        'message.send': { guard: 'hasSendableDraft', target: 'replying', actions: 'sendDraft' },
        'choice.select': {
          target: 'replying',
          actions: { type: 'sendChoice', params: ({ event }) => event.choice },
        },
      },
    },
    replying: {
      tags: ['typing'],
      initial: 'thinking',
      states: {
        thinking: {
          after: { replyDelay: 'answering' },
        },
        answering: {
          invoke: {
            id: 'respond',
            src: 'respond',
            input: ({ context, self }): RespondInput => ({
              agentId: context.agentId,
              text: context.question,
              history: context.messages,
              user: signedInUser(self.system),
              subject: context.subject,
              chosen: context.chosen,
            }),
            onDone: {
              target: '#chat.idle',
              actions: { type: 'appendAgentReply', params: ({ event }) => event.output },
            },
            onError: { target: '#chat.idle', actions: 'appendReplyFailure' },
          },
        },
      },
    },
  },
});
