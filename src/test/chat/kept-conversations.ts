import type {
  ChatMessage,
  LoadedConversations,
  SavedConversation,
} from '@machines/chat/chat.types';
import { summaryOf } from '@machines/chat/conversation';
import { AGENT_CONVERSATIONS } from '@domain/agent-conversations';
import { tableSubject } from '../documents/table-subject';

/** Conversations a documents chat finds kept, for the chat machine's tests. */

export const GREETING = AGENT_CONVERSATIONS.documents.greeting;

export function message(id: string, author: ChatMessage['author'], content: string): ChatMessage {
  return { id, author, content, timestamp: '2025-04-30T08:00:00.000Z' };
}

/** The one last on screen: a table question answered, whose subject a follow-up needs. */
export const EARLIER: SavedConversation = {
  id: 'c-earlier',
  agentId: 'documents',
  title: 'How many units did Elmstead sell?',
  renamed: false,
  createdAt: '2025-04-30T08:00:00.000Z',
  updatedAt: '2025-04-30T08:00:02.000Z',
  messageCount: 3,
  messages: [
    message('m1', 'agent', GREETING),
    message('m2', 'user', 'How many units did Elmstead sell?'),
    {
      ...message('m3', 'agent', 'Sum of Units where Store is Elmstead.'),
      timestamp: '2025-04-30T08:00:02.000Z',
      answer: {
        text: '120',
        citations: [{ documentId: 'doc-1', documentName: 'units.csv', location: 'rows 2-9' }],
      },
    },
  ],
  nextMessageNumber: 4,
  subject: tableSubject({ documentId: 'doc-1' }),
};

/** An older one, renamed by the person. */
export const OLDEST: SavedConversation = {
  ...EARLIER,
  id: 'c-oldest',
  title: 'Returns',
  renamed: true,
  createdAt: '2025-04-01T08:00:00.000Z',
  updatedAt: '2025-04-01T08:00:00.000Z',
  messages: [message('m1', 'agent', GREETING), message('m2', 'user', 'returns?')],
  messageCount: 2,
  nextMessageNumber: 3,
  subject: null,
};

export const NOTHING_KEPT: LoadedConversations = { conversations: [], current: null };

/** Both kept, the earlier one reopened. */
export const TWO_KEPT: LoadedConversations = {
  conversations: [summaryOf(EARLIER), summaryOf(OLDEST)],
  current: EARLIER,
};
