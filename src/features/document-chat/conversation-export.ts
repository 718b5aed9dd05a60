import type { SavedConversation } from '@machines/chat/chat.types';
import { conversationMarkdown } from '@/components/chat/answer-markdown';

export type ExportFormat = 'markdown' | 'json';

/** The JSON export's own name for its shape, so another tool can tell what it reads. */
export const EXPORT_FORMAT = 'retail-ops-ai/conversation';

/** A conversation as one JSON document: every message as the chat keeps it, citations included. */
export function conversationJson(
  conversation: SavedConversation,
  agentName: string,
  exportedAt: Date,
): string {
  const { title, agentId, createdAt, updatedAt, messages } = conversation;
  const document = {
    format: EXPORT_FORMAT,
    version: 1,
    title,
    agent: agentName,
    agentId,
    createdAt,
    updatedAt,
    exportedAt: exportedAt.toISOString(),
    messages,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** A file name from the title: 'returns-policy.md'. */
export function exportFileName(title: string, format: ExportFormat): string {
  const base =
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'conversation';
  return `${base}.${format === 'markdown' ? 'md' : 'json'}`;
}

/** The export as a file the browser saves. */
export function exportConversation(
  conversation: SavedConversation,
  agentName: string,
  format: ExportFormat,
): void {
  const text =
    format === 'markdown'
      ? conversationMarkdown(conversation.title, conversation.messages, agentName)
      : conversationJson(conversation, agentName, new Date());
  const type = format === 'markdown' ? 'text/markdown' : 'application/json';
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(conversation.title, format);
  link.click();
  // The download has started by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
