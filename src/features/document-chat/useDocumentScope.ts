import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ScopedDocument } from '@machines/chat/chat.types';
import type { ChatActorRef } from '@/components/app-system';

/** The documents a chat's questions are narrowed to, and the events that change them. */
export function useDocumentScope(chat: ChatActorRef) {
  const scope = useSelector(chat, (s) => s.context.scope);
  const events = useMemo(
    () => ({
      add: (document: ScopedDocument) => chat.send({ type: 'scope.add', document }),
      remove: (documentId: string) => chat.send({ type: 'scope.remove', documentId }),
      clear: () => chat.send({ type: 'scope.clear' }),
    }),
    [chat],
  );
  return { scope, ...events };
}

export type DocumentScope = ReturnType<typeof useDocumentScope>;
