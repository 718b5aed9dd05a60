import { and, assign, not, setup } from 'xstate';
import type { AgentId } from '@domain/agents';
import { documentUploadMachine } from '../document-upload/document-upload.machine';
import { providedEffect, signedInUser } from '../effects';
import { createCannedResponder } from './canned-responder';
import type {
  AgentReply,
  ChatContext,
  ChatEvent,
  ChatInput,
  ChatMessage,
  DocumentStatus,
  LoadedConversations,
  ReplyChoice,
  RespondInput,
  SavedConversation,
  ScopedDocument,
  SubmittedDocument,
} from './chat.types';
import {
  freshConversation,
  isWorthKeeping,
  listWith,
  reopened,
  savedConversation,
  shortTitle,
  summaryOf,
} from './conversation';

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

/**
 * After every change of the conversation on screen (each adds or follows something of the
 * person's, so it is worth keeping): listed here, saved at the edge.
 */
const KEEP_CONVERSATION = [
  'listCurrent',
  {
    type: 'saveConversation',
    params: ({ context }: { context: ChatContext }) => savedConversation(context),
  },
] as const;

function eventConversationId(event: ChatEvent): string | null {
  return 'conversationId' in event ? event.conversationId : null;
}

function isListed(context: ChatContext, conversationId: string | null): boolean {
  return context.conversations.some((c) => c.id === conversationId);
}

function inScope(context: ChatContext, documentId: string): boolean {
  return context.scope.some((document) => document.documentId === documentId);
}

function markDocument(
  context: ChatContext,
  documentId: string,
  status: Exclude<DocumentStatus, 'processing'>,
  detail: string | undefined,
): ChatMessage[] {
  return context.messages.map((message) =>
    message.attachment?.documentId === documentId
      ? { ...message, attachment: { ...message.attachment, status, detail } }
      : message,
  );
}

/**
 * The conversations of one account with one agent, one of them on screen. The agent's replies
 * come from the `respond` actor (input RespondInput, output AgentReply): the default gives the
 * spec's canned replies; the app provides one that also searches the documents. A reply about a
 * table carries its subject, which the chat keeps and gives with the next question (follow-ups);
 * a reply that asks which reading was meant carries choices, and `choice.select` sends the chosen
 * one. Questions can be narrowed to chosen documents (`scope.add`, `scope.remove`, widened again
 * by `scope.clear`): the scope is the conversation's, kept and reopened with it. Uploads run in the child `upload` actor, whose results arrive here as `document.*` events.
 *
 * Two regions run side by side: `talk` (the conversation on screen: idle, opening another,
 * replying) and `list` (the kept conversations, read by `loadConversations` when the chat
 * starts; the one last on screen reopens unless the person has already begun here). A
 * conversation is kept from the first thing the person says or uploads, after every change
 * (`saveConversation`), and named after its first question until the person renames it.
 * Storage is named effects only, provided by the app.
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
    loadConversations: providedEffect<LoadedConversations, { agentId: AgentId }>(
      'loadConversations',
    ),
    openConversation: providedEffect<SavedConversation, { conversationId: string }>(
      'openConversation',
    ),
  },
  delays: {
    replyDelay: REPLY_DELAY_MS,
  },
  guards: {
    hasSendableDraft: ({ context }) => context.draft.trim().length > 0,
    /** Nothing of the person's here yet: a kept conversation may take its place. */
    isUntouched: ({ context }) => !isWorthKeeping(context.messages),
    isWorthKeeping: ({ context }) => isWorthKeeping(context.messages),
    /** A document still processing reports to this conversation: it stays until then. */
    isDocumentPending: ({ context }) =>
      context.messages.some((m) => m.attachment?.status === 'processing'),
    isCurrentConversation: ({ context, event }) =>
      eventConversationId(event) === context.conversation.id,
    isListedConversation: ({ context, event }) => isListed(context, eventConversationId(event)),
    isNamed: ({ event }) =>
      event.type === 'conversation.rename' && shortTitle(event.title).length > 0,
    isOutOfScope: ({ context, event }) =>
      event.type === 'scope.add' && !inScope(context, event.document.documentId),
    isInScope: ({ context, event }) =>
      event.type === 'scope.remove' && inScope(context, event.documentId),
    isNarrowed: ({ context }) => context.scope.length > 0,
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
            messages: markDocument(
              context,
              params.documentId,
              params.searchable ? 'ready' : 'stored',
              params.detail,
            ),
          },
          { author: 'agent', content },
        );
      },
    ),
    reportDocumentFailure: assign(
      ({ context }, params: { documentId: string; reason: string; cancelled: boolean }) => {
        const name = findDocumentName(context, params.documentId);
        const status = params.cancelled ? 'cancelled' : 'failed';
        return withMessages(
          { ...context, messages: markDocument(context, params.documentId, status, params.reason) },
          { author: 'agent', content: documentFailureText(name, params.reason) },
        );
      },
    ),
    addToScope: assign(({ context }, document: ScopedDocument) => ({
      scope: [...context.scope, document],
    })),
    removeFromScope: assign(({ context }, params: { documentId: string }) => ({
      scope: context.scope.filter((document) => document.documentId !== params.documentId),
    })),
    clearScope: assign({ scope: [] }),
    listCurrent: assign(({ context }) => ({
      conversations: listWith(context.conversations, summaryOf(savedConversation(context))),
    })),
    listConversations: assign(({ context }, loaded: LoadedConversations) => ({
      conversations: isWorthKeeping(context.messages)
        ? listWith(loaded.conversations, summaryOf(savedConversation(context)))
        : loaded.conversations,
    })),
    reopenCurrent: assign((_, loaded: LoadedConversations) =>
      loaded.current ? reopened(loaded.current) : {},
    ),
    showConversation: assign((_, saved: SavedConversation) => reopened(saved)),
    startConversation: assign(({ context }) => ({
      ...freshConversation(context.agentId),
      chosen: null,
    })),
    renameConversation: assign(
      ({ context }, params: { conversationId: string; title: string }) => ({
        conversations: context.conversations.map((c) =>
          c.id === params.conversationId ? { ...c, title: params.title } : c,
        ),
        conversation:
          params.conversationId === context.conversation.id
            ? { ...context.conversation, customTitle: params.title }
            : context.conversation,
      }),
    ),
    forgetConversation: assign(({ context }, params: { conversationId: string }) => ({
      conversations: context.conversations.filter((c) => c.id !== params.conversationId),
    })),
    // Provided when the system starts: storage (each reads the signed-in user) and toasts.
    saveConversation: (_, _params: SavedConversation) => {},
    /** Which conversation reopens after a reload (null: a new one). */
    rememberCurrent: (_, _params: { agentId: AgentId; conversationId: string | null }) => {},
    storeTitle: (_, _params: { conversationId: string; title: string }) => {},
    deleteConversation: (_, _params: { conversationId: string }) => {},
    announceConversationUnavailable: () => {},
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    agentId: input.agentId,
    draft: '',
    question: '',
    ...freshConversation(input.agentId),
    chosen: null,
    conversations: [],
  }),
  invoke: { id: 'upload', src: 'upload' },
  type: 'parallel',
  on: {
    'draft.change': { actions: 'updateDraft' },
    'document.submitted': {
      actions: [
        { type: 'appendDocument', params: ({ event }) => event.document },
        ...KEEP_CONVERSATION,
      ],
    },
    'document.processed': {
      guard: 'isDocumentInProgress',
      actions: [
        {
          type: 'confirmDocument',
          params: ({ event }) => ({
            documentId: event.documentId,
            detail: event.detail,
            searchable: event.searchable ?? true,
          }),
        },
        ...KEEP_CONVERSATION,
      ],
    },
    'document.failed': {
      guard: 'isDocumentInProgress',
      actions: [
        {
          type: 'reportDocumentFailure',
          params: ({ event }) => ({
            documentId: event.documentId,
            reason: event.reason,
            cancelled: event.cancelled ?? false,
          }),
        },
        ...KEEP_CONVERSATION,
      ],
    },
    // The scope is the conversation's: kept with it once it is worth keeping.
    'scope.add': [
      {
        guard: and(['isOutOfScope', 'isWorthKeeping']),
        actions: [
          { type: 'addToScope', params: ({ event }) => event.document },
          ...KEEP_CONVERSATION,
        ],
      },
      {
        guard: 'isOutOfScope',
        actions: { type: 'addToScope', params: ({ event }) => event.document },
      },
    ],
    'scope.remove': [
      {
        guard: and(['isInScope', 'isWorthKeeping']),
        actions: [
          { type: 'removeFromScope', params: ({ event }) => ({ documentId: event.documentId }) },
          ...KEEP_CONVERSATION,
        ],
      },
      {
        guard: 'isInScope',
        actions: {
          type: 'removeFromScope',
          params: ({ event }) => ({ documentId: event.documentId }),
        },
      },
    ],
    'scope.clear': [
      {
        guard: and(['isNarrowed', 'isWorthKeeping']),
        actions: ['clearScope', ...KEEP_CONVERSATION],
      },
      { guard: 'isNarrowed', actions: 'clearScope' },
    ],
    'conversation.rename': {
      guard: and(['isListedConversation', 'isNamed']),
      actions: [
        {
          type: 'renameConversation',
          params: ({ event }) => ({
            conversationId: event.conversationId,
            title: shortTitle(event.title),
          }),
        },
        {
          type: 'storeTitle',
          params: ({ event }) => ({
            conversationId: event.conversationId,
            title: shortTitle(event.title),
          }),
        },
      ],
    },
  },
  states: {
    talk: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'message.send': {
              guard: 'hasSendableDraft',
              target: 'replying',
              actions: ['sendDraft', ...KEEP_CONVERSATION],
            },
            'choice.select': {
              target: 'replying',
              actions: [
                { type: 'sendChoice', params: ({ event }) => event.choice },
                ...KEEP_CONVERSATION,
              ],
            },
            'conversation.new': {
              guard: and(['isWorthKeeping', not('isDocumentPending')]),
              actions: [
                'startConversation',
                {
                  type: 'rememberCurrent',
                  params: ({ context }) => ({ agentId: context.agentId, conversationId: null }),
                },
              ],
            },
            'conversation.open': {
              guard: and([
                'isListedConversation',
                not('isCurrentConversation'),
                not('isDocumentPending'),
              ]),
              target: 'opening',
            },
            'conversation.delete': [
              {
                guard: and([
                  'isListedConversation',
                  'isCurrentConversation',
                  not('isDocumentPending'),
                ]),
                actions: [
                  {
                    type: 'forgetConversation',
                    params: ({ event }) => ({ conversationId: event.conversationId }),
                  },
                  {
                    type: 'deleteConversation',
                    params: ({ event }) => ({ conversationId: event.conversationId }),
                  },
                  'startConversation',
                  {
                    type: 'rememberCurrent',
                    params: ({ context }) => ({ agentId: context.agentId, conversationId: null }),
                  },
                ],
              },
              {
                guard: and(['isListedConversation', not('isCurrentConversation')]),
                actions: [
                  {
                    type: 'forgetConversation',
                    params: ({ event }) => ({ conversationId: event.conversationId }),
                  },
                  {
                    type: 'deleteConversation',
                    params: ({ event }) => ({ conversationId: event.conversationId }),
                  },
                ],
              },
            ],
          },
        },
        opening: {
          tags: ['loading'],
          invoke: {
            id: 'openConversation',
            src: 'openConversation',
            input: ({ event }) => ({ conversationId: eventConversationId(event as ChatEvent)! }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'showConversation', params: ({ event }) => event.output },
                {
                  type: 'rememberCurrent',
                  params: ({ context, event }) => ({
                    agentId: context.agentId,
                    conversationId: event.output.id,
                  }),
                },
              ],
            },
            onError: { target: 'idle', actions: 'announceConversationUnavailable' },
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
                  scope: context.scope.map((document) => document.documentId),
                }),
                onDone: {
                  target: '#chat.talk.idle',
                  actions: [
                    { type: 'appendAgentReply', params: ({ event }) => event.output },
                    ...KEEP_CONVERSATION,
                  ],
                },
                onError: {
                  target: '#chat.talk.idle',
                  actions: ['appendReplyFailure', ...KEEP_CONVERSATION],
                },
              },
            },
          },
        },
      },
    },
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['restoring'],
          invoke: {
            id: 'loadConversations',
            src: 'loadConversations',
            input: ({ context }) => ({ agentId: context.agentId }),
            onDone: [
              {
                guard: 'isUntouched',
                target: 'ready',
                actions: [
                  { type: 'listConversations', params: ({ event }) => event.output },
                  { type: 'reopenCurrent', params: ({ event }) => event.output },
                ],
              },
              {
                // The person began here before the list was read: what they began stays.
                target: 'ready',
                actions: { type: 'listConversations', params: ({ event }) => event.output },
              },
            ],
            // Nothing could be read: this conversation is the only one.
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
  },
});
