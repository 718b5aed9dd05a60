import { AGENT_CONVERSATIONS } from '@domain/agent-conversations';
import type { AgentId } from '@domain/agents';
import type {
  ChatContext,
  ChatMessage,
  ConversationSummary,
  CurrentConversation,
  SavedConversation,
} from './chat.types';

/** What a conversation is called before anything of the person's is in it. */
export const NEW_CONVERSATION_TITLE = 'New conversation';

/** A title longer than this is cut (with an ellipsis): the list shows one line of it. */
export const TITLE_MAX_LENGTH = 60;

function newConversationId(): string {
  // getRandomValues, unlike randomUUID, works on a page served over plain http too.
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `c-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** A title on one line, cut to TITLE_MAX_LENGTH characters. */
export function shortTitle(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > TITLE_MAX_LENGTH
    ? `${line.slice(0, TITLE_MAX_LENGTH - 1).trimEnd()}…`
    : line;
}

/** Named after its first question (or, before one, the first document uploaded into it). */
function titleFrom(messages: readonly ChatMessage[]): string {
  const question = messages.find((m) => m.author === 'user' && !m.attachment);
  const upload = messages.find((m) => m.attachment);
  const source = question?.content ?? upload?.attachment?.name;
  return source ? shortTitle(source) : NEW_CONVERSATION_TITLE;
}

/** Kept once the person has said or uploaded something: a greeting alone is not worth a row. */
export function isWorthKeeping(messages: readonly ChatMessage[]): boolean {
  return messages.some((m) => m.author === 'user');
}

/** A new conversation with the agent: its greeting, stamped now. */
export function freshConversation(
  agentId: AgentId,
): Pick<ChatContext, 'conversation' | 'messages' | 'nextMessageNumber' | 'subject' | 'scope'> {
  const now = new Date().toISOString();
  return {
    conversation: { id: newConversationId(), createdAt: now, customTitle: null },
    messages: [
      { id: 'm1', author: 'agent', content: AGENT_CONVERSATIONS[agentId].greeting, timestamp: now },
    ],
    nextMessageNumber: 2,
    subject: null,
    scope: [],
  };
}

/** The current conversation as it is kept. */
export function savedConversation(context: ChatContext): SavedConversation {
  const { conversation, messages } = context;
  return {
    id: conversation.id,
    agentId: context.agentId,
    title: conversation.customTitle ?? titleFrom(messages),
    renamed: conversation.customTitle !== null,
    createdAt: conversation.createdAt,
    updatedAt: messages.at(-1)?.timestamp ?? conversation.createdAt,
    messageCount: messages.length,
    messages,
    nextMessageNumber: context.nextMessageNumber,
    subject: context.subject,
    scope: context.scope,
  };
}

/**
 * Said of a document whose page closed while it was processed or waited its turn (a waiting file
 * is 'processing' here; Waiting is shown from the upload's queue): nothing will report on it.
 */
export const INTERRUPTED_PROCESSING =
  'The page closed before it was processed. The Documents list shows whether it was kept.';

function settled(message: ChatMessage): ChatMessage {
  if (message.attachment?.status !== 'processing') return message;
  return {
    ...message,
    attachment: { ...message.attachment, status: 'failed', detail: INTERRUPTED_PROCESSING },
  };
}

/** A kept conversation on screen again, as it was left (a document left processing, failed). */
export function reopened(
  saved: SavedConversation,
): Pick<ChatContext, 'conversation' | 'messages' | 'nextMessageNumber' | 'subject' | 'scope'> {
  const conversation: CurrentConversation = {
    id: saved.id,
    createdAt: saved.createdAt,
    customTitle: saved.renamed ? saved.title : null,
  };
  return {
    conversation,
    messages: saved.messages.map(settled),
    nextMessageNumber: saved.nextMessageNumber,
    subject: saved.subject,
    scope: saved.scope ?? [],
  };
}

export function summaryOf({
  id,
  agentId,
  title,
  createdAt,
  updatedAt,
  messageCount,
}: ConversationSummary): ConversationSummary {
  return { id, agentId, title, createdAt, updatedAt, messageCount };
}

/** The list with `summary` in it (replacing its earlier row), the last used first. */
export function listWith(
  conversations: readonly ConversationSummary[],
  summary: ConversationSummary,
): ConversationSummary[] {
  return [summary, ...conversations.filter((c) => c.id !== summary.id)].sort(byLastUsed);
}

export function byLastUsed(a: ConversationSummary, b: ConversationSummary): number {
  return b.updatedAt.localeCompare(a.updatedAt);
}
