import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorOptions, AnyActorLogic, PromiseActorLogic } from 'xstate';
import { chatMachine } from '@machines/chat/chat.machine';
import type { AgentReply, RespondInput } from '@machines/chat/chat.types';
import type { AgentId } from '@domain/agents';
import { inspectAs } from '@/lib/inspection';

const chatInspection = inspectAs('chat');

/** A responder for the chat machine's `respond` seam. */
export type ResponderLogic = PromiseActorLogic<AgentReply, RespondInput>;

/** A time source for actors' delays: the real one, or a SimulatedClock in tests. */
export type MachineClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

export interface ChatOptions {
  /** Replaces the canned responder. */
  respond?: ResponderLogic;
  /** The time source of the reply delay (tests pass a SimulatedClock). */
  clock?: MachineClock;
}

/**
 * One conversation with an agent for as long as the view is mounted: unmounting stops the
 * actor, which cancels a pending reply (no reply lands in a closed chat).
 */
export function useChat(agentId: AgentId, { respond, clock }: ChatOptions = {}) {
  const [logic] = useState(() =>
    respond ? chatMachine.provide({ actors: { respond } }) : chatMachine,
  );
  const actorRef = useActorRef(logic, {
    input: { agentId },
    ...(clock ? { clock } : {}),
    ...chatInspection,
  });
  const messages = useSelector(actorRef, (s) => s.context.messages);
  const draft = useSelector(actorRef, (s) => s.context.draft);
  const typing = useSelector(actorRef, (s) => s.hasTag('typing'));
  const canSend = useSelector(actorRef, (s) => s.can({ type: 'message.send' }));
  return {
    actorRef,
    messages,
    draft,
    typing,
    canSend,
    changeDraft: (text: string) => actorRef.send({ type: 'draft.change', text }),
    send: () => actorRef.send({ type: 'message.send' }),
  };
}

export type Chat = ReturnType<typeof useChat>;
