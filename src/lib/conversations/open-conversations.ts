import { memoryConversationStore, type ConversationStore } from './conversation-store';
import { openIndexedDbConversations } from './indexeddb-conversations';

/**
 * The browser's conversation store: IndexedDB where the browser has it, this page's memory where
 * it has not or refuses (conversations then last until the page closes).
 */
export async function openConversationStore(): Promise<ConversationStore> {
  if (typeof indexedDB === 'undefined') return memoryConversationStore();
  try {
    return await openIndexedDbConversations();
  } catch {
    return memoryConversationStore();
  }
}
