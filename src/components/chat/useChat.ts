import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ReplyChoice } from '@machines/chat/chat.types';
import type { ChatActorRef } from '@/components/app-system';

/** What a chat view shows of its chat actor, and the events it sends. */
export function useChat(chat: ChatActorRef) {
  const messages = useSelector(chat, (s) => s.context.messages);
  const conversationId = useSelector(chat, (s) => s.context.conversation.id);
  const draft = useSelector(chat, (s) => s.context.draft);
  const typing = useSelector(chat, (s) => s.hasTag('typing'));
  // The kept conversations are read, or another one opens: what is shown is about to change.
  const restoring = useSelector(chat, (s) => s.hasTag('restoring') || s.hasTag('loading'));
  const canSend = useSelector(chat, (s) => s.can({ type: 'message.send' }));
  // The same functions for the same chat: the message list is not drawn again for a keystroke.
  const events = useMemo(
    () => ({
      changeDraft: (text: string) => chat.send({ type: 'draft.change', text }),
      send: () => chat.send({ type: 'message.send' }),
      choose: (choice: ReplyChoice) => chat.send({ type: 'choice.select', choice }),
    }),
    [chat],
  );
  return {
    actorRef: chat,
    conversationId,
    messages,
    draft,
    typing,
    restoring,
    canSend,
    ...events,
  };
}

export type Chat = ReturnType<typeof useChat>;
