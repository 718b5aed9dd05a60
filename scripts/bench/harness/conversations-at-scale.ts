/**
 * Conversations at scale, as the chat meets them after a reload: a thousand kept with one
 * agent, the one last on screen 200 messages long (answers with their quoted, cited passages).
 */
import type { ChatMessage, SavedConversation } from '@machines/chat/chat.types';
import { loadConversations, ownerKey } from '@/lib/conversations/conversation-store';
import { openIndexedDbConversations } from '@/lib/conversations/indexeddb-conversations';

const DATABASE = 'bench-conversations';
const OWNER = ownerKey({ id: 'bench', companyId: 'bench' });
const PASSAGE =
  'Refrigeration logs must be checked every four hours and signed by the shift lead; a reading above five degrees is reported to the store manager at once. '.repeat(
    3,
  );

/** A question and its answer, as the documents agent gives one (three cited passages). */
function exchange(number: number, at: number): ChatMessage[] {
  const timestamp = new Date(at).toISOString();
  const citation = {
    documentId: `doc-${number % 7}`,
    documentName: `store-operations-${number % 7}.pdf`,
    location: `page ${(number % 40) + 1}`,
    classification: 'Confidential' as const,
    passageId: String(number),
    place: { kind: 'page' as const, page: (number % 40) + 1 },
  };
  return [
    { id: `m${number}`, author: 'user', content: `Question ${number} about logs?`, timestamp },
    {
      id: `m${number + 1}`,
      author: 'agent',
      content: 'I found this in 3 documents.',
      timestamp,
      answer: { text: 'Every four hours', citations: [citation] },
      blocks: [0, 1, 2].map(() => ({
        kind: 'passage' as const,
        text: PASSAGE,
        highlights: [{ start: 0, end: 40 }],
        citation,
      })),
    },
  ];
}

function conversation(index: number, messageCount: number): SavedConversation {
  const start = Date.UTC(2025, 0, 1) + index * 60_000;
  const messages = Array.from({ length: messageCount / 2 }, (_, pair) =>
    exchange(pair * 2 + 2, start + pair * 1000),
  ).flat();
  return {
    id: `c-${index}`,
    agentId: 'documents',
    title: `Question 2 about logs? (${index})`,
    renamed: false,
    createdAt: new Date(start).toISOString(),
    updatedAt: messages.at(-1)!.timestamp,
    messageCount: messages.length,
    messages,
    nextMessageNumber: messages.length + 2,
    subject: null,
  };
}

/** Keeps `count` conversations of 10 messages, the last saved (the one to reopen) `longest` long. */
export async function storeConversations(count: number, longest: number) {
  const store = await openIndexedDbConversations(DATABASE);
  await store.clear();
  const start = performance.now();
  for (let index = 0; index < count - 1; index += 1) {
    await store.save(OWNER, conversation(index, 10));
  }
  await store.save(OWNER, conversation(count - 1, longest));
  return { ms: performance.now() - start };
}

/**
 * After a reload: the list of every kept conversation read (the database opened on the way),
 * then the one last on screen read whole, as the chat does when it starts.
 */
export async function reopenConversations() {
  const opened = performance.now();
  const store = await openIndexedDbConversations(DATABASE);
  const [listed, currentId] = await Promise.all([
    store.list(OWNER, 'documents'),
    store.readCurrent(OWNER, 'documents'),
  ]);
  const listedAt = performance.now();
  const current = currentId ? await store.read(OWNER, currentId) : null;
  const reopenedAt = performance.now();
  // The same in one call, as the chat's loadConversations effect makes it.
  const whole = performance.now();
  const loaded = await loadConversations(store, OWNER, 'documents');
  return {
    listMs: listedAt - opened,
    conversations: listed.length,
    reopenMs: reopenedAt - listedAt,
    messages: current?.messages.length ?? 0,
    loadMs: performance.now() - whole,
    loadedMessages: loaded.current?.messages.length ?? 0,
  };
}
