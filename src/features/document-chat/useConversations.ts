import { useSelector } from '@xstate/react';
import { savedConversation } from '@machines/chat/conversation';
import type { ChatActorRef } from '@/components/app-system';

type ChatSnapshot = ReturnType<ChatActorRef['getSnapshot']>;

/** A listed conversation other than the one on screen, to ask the machine what it allows. */
function another(snapshot: ChatSnapshot): string | null {
  const { conversations, conversation } = snapshot.context;
  return conversations.find((c) => c.id !== conversation.id)?.id ?? null;
}

/** What the conversation list shows of a chat actor, and the events it sends. */
export function useConversations(chat: ChatActorRef) {
  const conversations = useSelector(chat, (s) => s.context.conversations);
  const currentId = useSelector(chat, (s) => s.context.conversation.id);
  const loaded = useSelector(chat, (s) => s.matches({ list: 'ready' }));
  // Another conversation is being opened: it replaces what is on screen.
  const opening = useSelector(chat, (s) => s.hasTag('loading'));
  const canStartNew = useSelector(chat, (s) => s.can({ type: 'conversation.new' }));
  // One question for all rows: another conversation may be opened (or deleted) right now.
  const canSwitch = useSelector(chat, (s) => {
    const other = another(s);
    return other !== null && s.can({ type: 'conversation.open', conversationId: other });
  });
  const canDeleteOthers = useSelector(chat, (s) => {
    const other = another(s);
    return other !== null && s.can({ type: 'conversation.delete', conversationId: other });
  });
  const canDeleteCurrent = useSelector(chat, (s) =>
    s.can({ type: 'conversation.delete', conversationId: s.context.conversation.id }),
  );
  return {
    conversations,
    currentId,
    loaded,
    opening,
    canStartNew,
    canSwitch,
    canDelete: (conversationId: string) =>
      conversationId === currentId ? canDeleteCurrent : canDeleteOthers,
    /** The conversation on screen as it would be kept, read when asked (for export). */
    current: () => savedConversation(chat.getSnapshot().context),
    startNew: () => chat.send({ type: 'conversation.new' }),
    open: (conversationId: string) => chat.send({ type: 'conversation.open', conversationId }),
    rename: (conversationId: string, title: string) =>
      chat.send({ type: 'conversation.rename', conversationId, title }),
    remove: (conversationId: string) => chat.send({ type: 'conversation.delete', conversationId }),
  };
}

export type Conversations = ReturnType<typeof useConversations>;
