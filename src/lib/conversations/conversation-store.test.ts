import * as fakeIndexedDb from 'fake-indexeddb';
import { openDB } from 'idb';
import type { SavedConversation } from '@machines/chat/chat.types';
import {
  loadConversations,
  memoryConversationStore,
  ownerKey,
  type ConversationStore,
} from './conversation-store';
import { openIndexedDbConversations } from './indexeddb-conversations';

// For this file only (test files share a worker): IndexedDB is fake-indexeddb.
const replaced = new Map<string, unknown>();
beforeAll(() => {
  for (const [name, value] of Object.entries(fakeIndexedDb)) {
    if (name === 'default') continue;
    replaced.set(name, (globalThis as Record<string, unknown>)[name]);
    (globalThis as Record<string, unknown>)[name] = value;
  }
});
afterAll(() => {
  for (const [name, value] of replaced) (globalThis as Record<string, unknown>)[name] = value;
});

const OLIVIA = ownerKey({ id: 'olivia', companyId: 'demo' });
const AVERY = ownerKey({ id: 'avery', companyId: 'demo' });
/** The same account id in another company is another owner. */
const OLIVIA_ELSEWHERE = ownerKey({ id: 'olivia', companyId: 'other' });

function conversation(id: string, updatedAt: string, more: Partial<SavedConversation> = {}) {
  return {
    id,
    agentId: 'documents',
    title: `About ${id}`,
    renamed: false,
    createdAt: '2025-05-01T08:00:00.000Z',
    updatedAt,
    messageCount: 2,
    messages: [
      { id: 'm1', author: 'agent', content: 'Hello', timestamp: '2025-05-01T08:00:00.000Z' },
      {
        id: 'm2',
        author: 'agent',
        content: 'Returns within 30 days.',
        timestamp: updatedAt,
        answer: {
          text: '30 days',
          citations: [
            {
              documentId: 'doc-1',
              documentName: 'policy.pdf',
              location: 'page 4',
              classification: 'Confidential',
              passageId: '17',
              place: { kind: 'page', page: 4 },
            },
          ],
        },
      },
    ],
    nextMessageNumber: 3,
    subject: null,
    scope: [],
    ...more,
  } satisfies SavedConversation;
}

const stores: [string, () => Promise<ConversationStore>][] = [
  ['memory', async () => memoryConversationStore()],
  ['IndexedDB', () => openIndexedDbConversations(`conversations-${crypto.randomUUID()}`)],
];

describe.each(stores)('conversation store (%s)', (_kind, open) => {
  it('keeps conversations with their answers and citations, listed the last used first', async () => {
    const store = await open();
    const older = conversation('c1', '2025-05-01T09:00:00.000Z');
    const newer = conversation('c2', '2025-05-02T09:00:00.000Z');
    await store.save(OLIVIA, older);
    await store.save(OLIVIA, newer);
    expect((await store.list(OLIVIA, 'documents')).map((c) => c.id)).toEqual(['c2', 'c1']);
    expect(await store.list(OLIVIA, 'sales')).toEqual([]);
    expect(await store.read(OLIVIA, 'c1')).toEqual(older);

    await store.save(OLIVIA, { ...older, updatedAt: '2025-05-03T09:00:00.000Z', messageCount: 4 });
    expect(await store.list(OLIVIA, 'documents')).toMatchObject([
      { id: 'c1', messageCount: 4 },
      { id: 'c2' },
    ]);
  });

  it('another account, or the same id in another company, sees nothing and changes nothing', async () => {
    const store = await open();
    const kept = conversation('c1', '2025-05-01T09:00:00.000Z');
    await store.save(OLIVIA, kept);
    for (const other of [AVERY, OLIVIA_ELSEWHERE]) {
      expect(await store.list(other, 'documents')).toEqual([]);
      expect(await store.read(other, 'c1')).toBeNull();
      expect(await store.readCurrent(other, 'documents')).toBeNull();
      await store.rename(other, 'c1', 'Mine now');
      await store.remove(other, 'c1');
      await store.save(other, { ...kept, title: 'Taken over' });
    }
    expect(await store.read(OLIVIA, 'c1')).toEqual(kept);
  });

  it('reopens the conversation saved or chosen last; none after a new one was started', async () => {
    const store = await open();
    await store.save(OLIVIA, conversation('c1', '2025-05-01T09:00:00.000Z'));
    await store.save(OLIVIA, conversation('c2', '2025-05-02T09:00:00.000Z'));
    expect((await loadConversations(store, OLIVIA, 'documents')).current?.id).toBe('c2');
    await store.writeCurrent(OLIVIA, 'documents', 'c1');
    const loaded = await loadConversations(store, OLIVIA, 'documents');
    expect(loaded.current?.id).toBe('c1');
    expect(loaded.conversations.map((c) => c.id)).toEqual(['c2', 'c1']);
    await store.writeCurrent(OLIVIA, 'documents', null);
    expect((await loadConversations(store, OLIVIA, 'documents')).current).toBeNull();
    // One removed since is not reopened.
    await store.writeCurrent(OLIVIA, 'documents', 'c1');
    await store.remove(OLIVIA, 'c1');
    expect(await loadConversations(store, OLIVIA, 'documents')).toMatchObject({
      conversations: [{ id: 'c2' }],
      current: null,
    });
  });

  it('renames and removes', async () => {
    const store = await open();
    await store.save(OLIVIA, conversation('c1', '2025-05-01T09:00:00.000Z'));
    await store.rename(OLIVIA, 'c1', 'Returns');
    expect(await store.read(OLIVIA, 'c1')).toMatchObject({ title: 'Returns', renamed: true });
    await store.remove(OLIVIA, 'c1');
    expect(await store.list(OLIVIA, 'documents')).toEqual([]);
    expect(await store.read(OLIVIA, 'c1')).toBeNull();
  });

  it('forgets everyone on clear', async () => {
    const store = await open();
    await store.save(OLIVIA, conversation('c1', '2025-05-01T09:00:00.000Z'));
    await store.save(AVERY, conversation('c2', '2025-05-01T09:00:00.000Z'));
    await store.clear();
    expect(await store.list(OLIVIA, 'documents')).toEqual([]);
    expect(await store.list(AVERY, 'documents')).toEqual([]);
    expect(await store.readCurrent(OLIVIA, 'documents')).toBeNull();
  });
});

describe('conversation store (IndexedDB), across page loads', () => {
  it('a second page load over the same database finds what the first kept', async () => {
    const name = `conversations-${crypto.randomUUID()}`;
    const first = await openIndexedDbConversations(name);
    const kept = conversation('c1', '2025-05-01T09:00:00.000Z');
    await first.save(OLIVIA, kept);
    const second = await openIndexedDbConversations(name);
    expect(await loadConversations(second, OLIVIA, 'documents')).toEqual({
      conversations: [
        {
          id: 'c1',
          agentId: 'documents',
          title: 'About c1',
          createdAt: kept.createdAt,
          updatedAt: kept.updatedAt,
          messageCount: 2,
        },
      ],
      current: kept,
    });
  });

  it('leaves out records it cannot read: another version, a damaged row or message', async () => {
    const name = `conversations-${crypto.randomUUID()}`;
    const store = await openIndexedDbConversations(name);
    await store.save(OLIVIA, conversation('c1', '2025-05-01T09:00:00.000Z'));
    await store.save(OLIVIA, conversation('c2', '2025-05-02T09:00:00.000Z'));
    const raw = await openDB(name);
    const row = await raw.get('conversations', 'c2');
    await raw.put('conversations', { ...row, recordVersion: 99 });
    const transcript = await raw.get('transcripts', 'c1');
    await raw.put('transcripts', {
      ...transcript,
      messages: [...transcript.messages, { id: 'm3', author: 'robot' }, null],
    });
    raw.close();
    expect((await store.list(OLIVIA, 'documents')).map((c) => c.id)).toEqual(['c1']);
    expect(await store.read(OLIVIA, 'c2')).toBeNull();
    expect((await store.read(OLIVIA, 'c1'))?.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('keeps the documents a conversation is narrowed to; one kept before that loads unnarrowed', async () => {
    const name = `conversations-${crypto.randomUUID()}`;
    const store = await openIndexedDbConversations(name);
    const scope = [{ documentId: 'doc-1', name: 'policy.pdf' }];
    await store.save(OLIVIA, conversation('c1', '2025-05-01T09:00:00.000Z', { scope }));
    await store.save(OLIVIA, conversation('c2', '2025-05-02T09:00:00.000Z', { scope }));
    expect((await store.read(OLIVIA, 'c1'))?.scope).toEqual(scope);
    const raw = await openDB(name);
    const { scope: _kept, ...before } = await raw.get('transcripts', 'c2');
    await raw.put('transcripts', before);
    raw.close();
    expect(await store.read(OLIVIA, 'c2')).toMatchObject({ messageCount: 2, scope: [] });
  });
});
