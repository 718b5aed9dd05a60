import type { AgentId } from '@domain/agents';
import type { Classification } from '@domain/classification';
import type { SessionUser } from '../session/session.types';

/** The chat's message model. Every field is data; the UI renders it as text, never as HTML. */

export type MessageAuthor = 'user' | 'agent';

/** A span of a passage to highlight: character offsets, `end` exclusive. */
export interface TextRange {
  start: number;
  end: number;
}

/** Where a passage of an answer comes from. */
export interface Citation {
  documentId: string;
  documentName: string;
  /** A place a person can find: 'page 4', 'slide 2', 'Sheet1, rows 12-40'. */
  location?: string;
  classification?: Classification;
}

/** The structured parts of an agent reply, after its plain `text`. */
export type ReplyBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'passage'; text: string; highlights: readonly TextRange[]; citation: Citation };

/** What a responder answers: plain text, optionally followed by structured blocks. */
export interface AgentReply {
  text: string;
  blocks?: readonly ReplyBlock[];
}

export type DocumentStatus = 'processing' | 'ready' | 'failed';

/** A document the user uploaded into the chat, as its message shows it. */
export interface DocumentAttachment {
  documentId: string;
  name: string;
  sizeBytes: number;
  classification: Classification;
  status: DocumentStatus;
  /** What processing found ('12 pages, 48 passages') or why it failed. */
  detail?: string;
}

export interface ChatMessage {
  id: string;
  author: MessageAuthor;
  /** Plain text. */
  content: string;
  /** ISO time the message was added. */
  timestamp: string;
  blocks?: readonly ReplyBlock[];
  attachment?: DocumentAttachment;
}

/** The responder actor's input: who is asked, the question, and the conversation so far. */
export interface RespondInput {
  agentId: AgentId;
  text: string;
  /** Every message up to and including the question. */
  history: readonly ChatMessage[];
  /** Who asks, read from the session when the question is answered (null when signed out). */
  user: SessionUser | null;
}

export interface ChatInput {
  agentId: AgentId;
}

export interface ChatContext {
  agentId: AgentId;
  /** What the user is typing. */
  draft: string;
  /** The question being answered while the agent is typing. */
  question: string;
  messages: ChatMessage[];
  nextMessageNumber: number;
}

/** A document the upload flow hands to the chat once the user confirmed it. */
export type SubmittedDocument = Omit<DocumentAttachment, 'status' | 'detail'>;

export type ChatEvent =
  | { type: 'draft.change'; text: string }
  | { type: 'message.send' }
  | { type: 'document.submitted'; document: SubmittedDocument }
  /** `searchable: false`: stored, but no text could be read from it (`detail` says why). */
  | { type: 'document.processed'; documentId: string; detail?: string; searchable?: boolean }
  | { type: 'document.failed'; documentId: string; reason: string };
