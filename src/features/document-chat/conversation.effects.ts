import { fromPromise } from 'xstate';
import type { AppEffects } from '@machines/app/provide-effects';
import type { LoadedConversations, SavedConversation } from '@machines/chat/chat.types';
import { signedInUser } from '@machines/effects';
import type { AgentId } from '@domain/agents';
import { notifyError } from '@/components/notify';
import {
  loadConversations,
  ownerKey,
  type ConversationStore,
} from '@/lib/conversations/conversation-store';
import { openConversationStore } from '@/lib/conversations/open-conversations';
import type { ReopenConversation } from './available-scope';

/** Where the chats keep conversations (one store per page, opened on first use). */
export type OpenConversations = () => Promise<ConversationStore>;

/** The browser's store, opened once (for this app) on first use. */
function browserConversations(): OpenConversations {
  let opened: ReturnType<OpenConversations> | undefined;
  return () => (opened ??= openConversationStore());
}

const NOT_KEPT = 'This conversation is no longer kept in this browser.';

type ActorSystem = Parameters<typeof signedInUser>[0];

/** The signed-in account's key, read when the effect runs (null when nobody is signed in). */
function ownerOf(system: ActorSystem): string | null {
  const user = signedInUser(system);
  return user ? ownerKey(user) : null;
}

const asKept: ReopenConversation = async (saved) => saved;

/**
 * Every chat's conversation effects: reading and keeping the signed-in account's conversations.
 * A write that fails is said once per page: the conversation stays on screen but will not last.
 * A conversation reopens through `reopen` (which drops documents removed since from its scope).
 */
export function conversationEffects(
  openConversations = browserConversations(),
  reopen: ReopenConversation = asKept,
) {
  let failureSaid = false;
  const write = (
    system: ActorSystem,
    change: (store: ConversationStore, owner: string) => Promise<void>,
  ) => {
    const owner = ownerOf(system);
    if (!owner) return;
    openConversations()
      .then((store) => change(store, owner))
      .catch(() => {
        if (failureSaid) return;
        failureSaid = true;
        notifyError(
          'Conversations could not be saved',
          'This browser refused to keep them: they will be lost when the page closes.',
        );
      });
  };
  return {
    actors: {
      loadConversations: fromPromise<LoadedConversations, { agentId: AgentId }>(
        async ({ input, system }) => {
          const user = signedInUser(system);
          if (!user) return { conversations: [], current: null };
          const loaded = await loadConversations(
            await openConversations(),
            ownerKey(user),
            input.agentId,
          );
          const current = loaded.current && (await reopen(loaded.current, user));
          return { ...loaded, current };
        },
      ),
      openConversation: fromPromise<SavedConversation, { conversationId: string }>(
        async ({ input, system }) => {
          const user = signedInUser(system);
          const found = user
            ? await (await openConversations()).read(ownerKey(user), input.conversationId)
            : null;
          if (!user || !found) throw new Error(NOT_KEPT);
          return reopen(found, user);
        },
      ),
    },
    actions: {
      saveConversation: ({ system }, conversation) =>
        write(system, (store, owner) => store.save(owner, conversation)),
      rememberCurrent: ({ system }, { agentId, conversationId }) =>
        write(system, (store, owner) => store.writeCurrent(owner, agentId, conversationId)),
      storeTitle: ({ system }, { conversationId, title }) =>
        write(system, (store, owner) => store.rename(owner, conversationId, title)),
      deleteConversation: ({ system }, { conversationId }) =>
        write(system, (store, owner) => store.remove(owner, conversationId)),
      announceConversationUnavailable: () =>
        notifyError('This conversation could not be opened', NOT_KEPT),
    },
  } satisfies AppEffects['chat'];
}
