import { useSelector } from '@xstate/react';
import type { ReplyChoice } from '@machines/chat/chat.types';
import type { ChatActorRef } from '@/components/app-system';

/** What a chat view shows of its chat actor, and the events it sends. */
export function useChat(chat: ChatActorRef) {
  const messages = useSelector(chat, (s) => s.context.messages);
  const draft = useSelector(chat, (s) => s.context.draft);
  const typing = useSelector(chat, (s) => s.hasTag('typing'));
  // The kept conversations are read, or another one opens: what is shown is about to change.
  const restoring = useSelector(chat, (s) => s.hasTag('restoring') || s.hasTag('loading'));
  const canSend = useSelector(chat, (s) => s.can({ type: 'message.send' }));
  return {
    actorRef: chat,
    messages,
    draft,
    typing,
    restoring,
    canSend,
    changeDraft: (text: string) => chat.send({ type: 'draft.change', text }),
    send: () => chat.send({ type: 'message.send' }),
    choose: (choice: ReplyChoice) => chat.send({ type: 'choice.select', choice }),
  };
}

export type Chat = ReturnType<typeof useChat>;
