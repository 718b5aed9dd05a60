import type { AgentId } from '@domain/agents';
import type {
  ChatMessage,
  ConversationSummary,
  LoadedConversations,
  SavedConversation,
  ScopedDocument,
} from '@machines/chat/chat.types';
import { byLastUsed, summaryOf } from '@machines/chat/conversation';

/** Who conversations belong to: one account of one company. */
export interface ConversationOwner {
  id: string;
  companyId?: string | null;
}

/** The key every read and write is scoped to: the account and its company. */
export function ownerKey(owner: ConversationOwner): string {
  return JSON.stringify([owner.companyId ?? null, owner.id]);
}

/**
 * Where an account's conversations are kept. Every call names the owner (see `ownerKey`): a
 * conversation of another owner is neither listed, read, renamed nor removed.
 */
export interface ConversationStore {
  kind: 'indexeddb' | 'memory';
  /** The owner's conversations with an agent, the last used first. */
  list(owner: string, agentId: AgentId): Promise<ConversationSummary[]>;
  read(owner: string, conversationId: string): Promise<SavedConversation | null>;
  /** Keeps the conversation (replacing its earlier version) and makes it the one to reopen. */
  save(owner: string, conversation: SavedConversation): Promise<void>;
  rename(owner: string, conversationId: string, title: string): Promise<void>;
  remove(owner: string, conversationId: string): Promise<void>;
  /** The conversation to reopen with an agent (null: a new one). */
  readCurrent(owner: string, agentId: AgentId): Promise<string | null>;
  writeCurrent(owner: string, agentId: AgentId, conversationId: string | null): Promise<void>;
  /** Forgets every owner's conversations ('Reset demo data'). */
  clear(): Promise<void>;
}

/** The shape records are written in; a record of another version is not read. */
export const RECORD_VERSION = 1;

/** A conversation's row in the list, as kept. */
export interface SummaryRecord extends ConversationSummary {
  owner: string;
  renamed: boolean;
  recordVersion: number;
}

/** A conversation's messages, follow-up subject and scope, kept apart from the list. */
export interface TranscriptRecord {
  id: string;
  owner: string;
  messages: ChatMessage[];
  nextMessageNumber: number;
  subject: SavedConversation['subject'];
  /** Absent in records kept before questions could be narrowed: those load unnarrowed. */
  scope?: ScopedDocument[];
  recordVersion: number;
}

export function toRecords(
  owner: string,
  conversation: SavedConversation,
): { summary: SummaryRecord; transcript: TranscriptRecord } {
  const { messages, nextMessageNumber, subject, scope = [], ...summary } = conversation;
  return {
    summary: { ...summary, owner, recordVersion: RECORD_VERSION },
    transcript: {
      id: conversation.id,
      owner,
      messages,
      nextMessageNumber,
      subject,
      scope,
      recordVersion: RECORD_VERSION,
    },
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The owner's summary, if `value` is one of the current version. */
export function ownSummary(value: unknown, owner: string): SummaryRecord | null {
  const record = value as Partial<SummaryRecord> | null | undefined;
  const valid =
    record?.recordVersion === RECORD_VERSION &&
    record.owner === owner &&
    isString(record.id) &&
    isString(record.agentId) &&
    isString(record.title) &&
    isString(record.createdAt) &&
    isString(record.updatedAt) &&
    typeof record.messageCount === 'number';
  return valid ? (record as SummaryRecord) : null;
}

function isMessage(value: unknown): value is ChatMessage {
  const message = value as Partial<ChatMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    isString(message.id) &&
    (message.author === 'user' || message.author === 'agent') &&
    isString(message.content) &&
    isString(message.timestamp)
  );
}

function isScopedDocument(value: unknown): value is ScopedDocument {
  const document = value as Partial<ScopedDocument> | null;
  return (
    typeof document === 'object' &&
    document !== null &&
    isString(document.documentId) &&
    isString(document.name)
  );
}

/** The conversation made of its two records, if both are the owner's and readable. */
export function fromRecords(
  summary: unknown,
  transcript: unknown,
  owner: string,
): SavedConversation | null {
  const row = ownSummary(summary, owner);
  const kept = transcript as Partial<TranscriptRecord> | null | undefined;
  if (!row || kept?.recordVersion !== RECORD_VERSION || kept.owner !== owner) return null;
  if (!Array.isArray(kept.messages) || typeof kept.nextMessageNumber !== 'number') return null;
  return {
    id: row.id,
    agentId: row.agentId,
    title: row.title,
    renamed: row.renamed === true,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    messages: kept.messages.filter(isMessage),
    messageCount: row.messageCount,
    nextMessageNumber: kept.nextMessageNumber,
    subject: kept.subject ?? null,
    scope: Array.isArray(kept.scope) ? kept.scope.filter(isScopedDocument) : [],
  };
}

/** The owner's summaries among `records`, with an agent, the last used first. */
export function ownList(
  records: Iterable<unknown>,
  owner: string,
  agentId: AgentId,
): ConversationSummary[] {
  const rows: ConversationSummary[] = [];
  for (const record of records) {
    const row = ownSummary(record, owner);
    if (row && row.agentId === agentId) rows.push(summaryOf(row));
  }
  return rows.sort(byLastUsed);
}

/** What a chat starts with: the owner's list, and the conversation to reopen if it is kept. */
export async function loadConversations(
  store: ConversationStore,
  owner: string,
  agentId: AgentId,
): Promise<LoadedConversations> {
  const [conversations, currentId] = await Promise.all([
    store.list(owner, agentId),
    store.readCurrent(owner, agentId),
  ]);
  const listed = conversations.some((c) => c.id === currentId);
  const current = currentId && listed ? await store.read(owner, currentId) : null;
  return { conversations, current };
}

/** Conversations in this page's memory: where the browser keeps no IndexedDB (and in tests). */
export function memoryConversationStore(): ConversationStore {
  const summaries = new Map<string, SummaryRecord>();
  const transcripts = new Map<string, TranscriptRecord>();
  const current = new Map<string, string>();
  const currentKey = (owner: string, agentId: AgentId) => JSON.stringify([owner, agentId]);
  const own = (owner: string, id: string) => ownSummary(summaries.get(id), owner);
  return {
    kind: 'memory',
    list: async (owner, agentId) => ownList(summaries.values(), owner, agentId),
    read: async (owner, id) =>
      structuredClone(fromRecords(summaries.get(id), transcripts.get(id), owner)),
    async save(owner, conversation) {
      const existing = summaries.get(conversation.id);
      if (existing && existing.owner !== owner) return;
      const { summary, transcript } = structuredClone(toRecords(owner, conversation));
      summaries.set(summary.id, summary);
      transcripts.set(transcript.id, transcript);
      current.set(currentKey(owner, conversation.agentId), conversation.id);
    },
    async rename(owner, id, title) {
      const record = own(owner, id);
      if (record) summaries.set(id, { ...record, title, renamed: true });
    },
    async remove(owner, id) {
      if (!own(owner, id)) return;
      summaries.delete(id);
      transcripts.delete(id);
    },
    readCurrent: async (owner, agentId) => current.get(currentKey(owner, agentId)) ?? null,
    async writeCurrent(owner, agentId, id) {
      if (id === null) current.delete(currentKey(owner, agentId));
      else current.set(currentKey(owner, agentId), id);
    },
    async clear() {
      summaries.clear();
      transcripts.clear();
      current.clear();
    },
  };
}
