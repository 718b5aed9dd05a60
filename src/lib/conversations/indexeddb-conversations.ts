import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AgentId } from '@domain/agents';
import {
  fromRecords,
  ownList,
  ownSummary,
  toRecords,
  type ConversationStore,
  type SummaryRecord,
  type TranscriptRecord,
} from './conversation-store';

/** Beside the document library's database ('retail-ops-documents'), in its own. */
export const CONVERSATIONS_DATABASE = 'retail-ops-conversations';

interface ConversationSchema extends DBSchema {
  /** The list's rows, small: a list of a thousand opens without reading any message. */
  conversations: {
    key: string;
    value: SummaryRecord;
    indexes: { byOwnerAndAgent: [string, AgentId] };
  };
  /** Every message of a conversation in one record: one read reopens it. */
  transcripts: { key: string; value: TranscriptRecord };
  /** The conversation to reopen, by [owner, agent]. */
  current: { key: [string, AgentId]; value: string };
}

/**
 * The schema's history: MIGRATIONS[n] takes a database from version n to n + 1 (append a step,
 * never edit one), as the document library's store does.
 */
const MIGRATIONS: ((database: IDBPDatabase<ConversationSchema>) => void)[] = [
  (database) => {
    database
      .createObjectStore('conversations', { keyPath: 'id' })
      .createIndex('byOwnerAndAgent', ['owner', 'agentId']);
    database.createObjectStore('transcripts', { keyPath: 'id' });
    database.createObjectStore('current');
  },
];

/** Opens (creating or migrating) the conversations' database. Rejects if it cannot be opened. */
export async function openIndexedDbConversations(
  databaseName = CONVERSATIONS_DATABASE,
): Promise<ConversationStore> {
  const database = await openDB<ConversationSchema>(databaseName, MIGRATIONS.length, {
    upgrade(upgrading, oldVersion) {
      for (let version = oldVersion; version < MIGRATIONS.length; version += 1) {
        MIGRATIONS[version]!(upgrading);
      }
    },
    // A newer release open in another tab wants to migrate: let it.
    blocking() {
      database.close();
    },
  });

  return {
    kind: 'indexeddb',
    async list(owner, agentId) {
      const rows = await database.getAllFromIndex('conversations', 'byOwnerAndAgent', [
        owner,
        agentId,
      ]);
      return ownList(rows, owner, agentId);
    },
    async read(owner, id) {
      const tx = database.transaction(['conversations', 'transcripts']);
      const [summary, transcript] = await Promise.all([
        tx.objectStore('conversations').get(id),
        tx.objectStore('transcripts').get(id),
      ]);
      await tx.done;
      return fromRecords(summary, transcript, owner);
    },
    async save(owner, conversation) {
      const { summary, transcript } = toRecords(owner, conversation);
      const tx = database.transaction(['conversations', 'transcripts', 'current'], 'readwrite');
      const existing = await tx.objectStore('conversations').get(conversation.id);
      // An id is never taken over from another owner.
      if (existing && existing.owner !== owner) {
        await tx.done;
        return;
      }
      await Promise.all([
        tx.objectStore('conversations').put(summary),
        tx.objectStore('transcripts').put(transcript),
        tx.objectStore('current').put(conversation.id, [owner, conversation.agentId]),
        tx.done,
      ]);
    },
    async rename(owner, id, title) {
      const tx = database.transaction('conversations', 'readwrite');
      const row = ownSummary(await tx.store.get(id), owner);
      if (row) await tx.store.put({ ...row, title, renamed: true });
      await tx.done;
    },
    async remove(owner, id) {
      const tx = database.transaction(['conversations', 'transcripts'], 'readwrite');
      if (ownSummary(await tx.objectStore('conversations').get(id), owner)) {
        await Promise.all([
          tx.objectStore('conversations').delete(id),
          tx.objectStore('transcripts').delete(id),
        ]);
      }
      await tx.done;
    },
    readCurrent: async (owner, agentId) =>
      (await database.get('current', [owner, agentId])) ?? null,
    async writeCurrent(owner, agentId, id) {
      if (id === null) await database.delete('current', [owner, agentId]);
      else await database.put('current', id, [owner, agentId]);
    },
    async clear() {
      const stores = ['conversations', 'transcripts', 'current'] as const;
      const tx = database.transaction(stores, 'readwrite');
      await Promise.all([...stores.map((name) => tx.objectStore(name).clear()), tx.done]);
    },
  };
}
