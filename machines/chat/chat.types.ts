import type { AgentId } from '@domain/agents';
import type { Classification } from '@domain/classification';
import type { PassageLocation } from '@domain/passage-location';
import type { ResultTable } from '@domain/result-table';
import type { TableSubject } from '@domain/table-subject';
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
  /** A place a person can find: 'page 4', 'slide 2', 'sheet Sales, rows 12-40'. */
  location?: string;
  /** A spreadsheet citation's sheet (none for a CSV file) and rows, as the spreadsheet numbers them. */
  sheet?: string;
  rows?: { first: number; last: number };
  classification?: Classification;
  /** The cited passage, for opening the source at it (a table answer cites rows, not a passage). */
  passageId?: string;
  /** The cited place as data, for opening the source there when there is no passage id. */
  place?: PassageLocation;
  /** The characters of the passage the answer quoted (a sentence), highlighted in the source. */
  quote?: TextRange;
}

/** One reading of an ambiguous question; choosing it answers that reading. */
export interface ReplyChoice {
  label: string;
  subject: TableSubject;
}

/** The structured parts of an agent reply, after its plain `text`. */
export type ReplyBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'passage'; text: string; highlights: readonly TextRange[]; citation: Citation }
  /** Buttons, one per reading of an ambiguous question. */
  | { kind: 'choices'; choices: readonly ReplyChoice[] }
  /** Every row of a table answer; `caption` names what it shows ('Average of Sales by Region'). */
  | { kind: 'table'; caption: string; table: ResultTable }
  /** A short summary: sentences taken from the documents, each with where it comes from. */
  | { kind: 'summary'; sentences: readonly { text: string; citation: Citation }[] };

/** The answer itself, shown first and highlighted: a figure, a name or a sentence, with its sources. */
export interface DirectAnswer {
  text: string;
  citations: readonly Citation[];
}

/** What a responder answers: plain text, optionally led by the answer and followed by blocks. */
export interface AgentReply {
  text: string;
  answer?: DirectAnswer;
  blocks?: readonly ReplyBlock[];
  /** What a question about a table asked, remembered for follow-up questions. */
  subject?: TableSubject;
}

/**
 * `stored`: kept, but no text could be read from it (a scan OCR found nothing in, a .doc).
 * `cancelled`: the person stopped it, so nothing was added.
 */
export type DocumentStatus = 'processing' | 'ready' | 'stored' | 'failed' | 'cancelled';

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
  answer?: DirectAnswer;
  blocks?: readonly ReplyBlock[];
  attachment?: DocumentAttachment;
}

/** A document questions are narrowed to, as its chip names it. */
export interface ScopedDocument {
  documentId: string;
  name: string;
}

/** The responder actor's input: who is asked, the question, and the conversation so far. */
export interface RespondInput {
  agentId: AgentId;
  text: string;
  /** Every message up to and including the question. */
  history: readonly ChatMessage[];
  /** Who asks, read from the session when the question is answered (null when signed out). */
  user: SessionUser | null;
  /** What the last table question in this chat was about, for a follow-up. */
  subject: TableSubject | null;
  /** The reading a choice button picked for this question, to answer as it is. */
  chosen: TableSubject | null;
  /** The ids of the documents the question is narrowed to (none: all the person may see). */
  scope: readonly string[];
}

export interface ChatInput {
  agentId: AgentId;
}

/** A kept conversation as its list shows it. */
export interface ConversationSummary {
  id: string;
  agentId: AgentId;
  /** The title a person gave it, or its first question's. */
  title: string;
  /** ISO time it was started. */
  createdAt: string;
  /** ISO time of its latest message: when it was last used. */
  updatedAt: string;
  messageCount: number;
}

/**
 * A conversation as it is kept: every message as shown (answers with their citations, so a
 * reopened answer still opens its source), and what a follow-up question needs.
 */
export interface SavedConversation extends ConversationSummary {
  /** The person named it: its first question no longer does. */
  renamed: boolean;
  messages: ChatMessage[];
  nextMessageNumber: number;
  subject: TableSubject | null;
  /** The documents its questions are narrowed to; absent in conversations kept before that. */
  scope?: ScopedDocument[];
}

/** The `loadConversations` actor's output: the list, newest first, and the one to reopen. */
export interface LoadedConversations {
  conversations: ConversationSummary[];
  current: SavedConversation | null;
}

/** The conversation on screen: kept once it has something of the person's in it. */
export interface CurrentConversation {
  id: string;
  createdAt: string;
  /** A title the person gave it; null while its first question names it. */
  customTitle: string | null;
}

export interface ChatContext {
  agentId: AgentId;
  /** What the user is typing. */
  draft: string;
  /** The question being answered while the agent is typing. */
  question: string;
  conversation: CurrentConversation;
  messages: ChatMessage[];
  nextMessageNumber: number;
  /** What the last table question was about (plain data), for follow-ups ('And week 6?'). */
  subject: TableSubject | null;
  /** The reading the last choice button picked, while its answer is prepared. */
  chosen: TableSubject | null;
  /** The documents this conversation's questions are narrowed to (none: all the person may see). */
  scope: ScopedDocument[];
  /** The account's kept conversations with this agent, newest first (the current one too, once kept). */
  conversations: ConversationSummary[];
}

/** A document the upload flow hands to the chat once the user confirmed it. */
export type SubmittedDocument = Omit<DocumentAttachment, 'status' | 'detail'>;

export type ChatEvent =
  | { type: 'draft.change'; text: string }
  | { type: 'message.send' }
  | { type: 'choice.select'; choice: ReplyChoice }
  | { type: 'document.submitted'; document: SubmittedDocument }
  /** `searchable: false`: stored, but no text could be read from it (`detail` says why). */
  | { type: 'document.processed'; documentId: string; detail?: string; searchable?: boolean }
  /** `cancelled: true`: the person stopped it (`reason` says so). */
  | { type: 'document.failed'; documentId: string; reason: string; cancelled?: boolean }
  /** Narrows the questions to one more document, or widens them again. */
  | { type: 'scope.add'; document: ScopedDocument }
  | { type: 'scope.remove'; documentId: string }
  | { type: 'scope.clear' }
  | { type: 'conversation.new' }
  | { type: 'conversation.open'; conversationId: string }
  | { type: 'conversation.rename'; conversationId: string; title: string }
  | { type: 'conversation.delete'; conversationId: string };
