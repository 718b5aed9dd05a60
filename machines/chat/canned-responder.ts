import { fromPromise } from 'xstate';
import { AGENT_CONVERSATIONS } from '@domain/agent-conversations';
import type { AgentReply, RespondInput } from './chat.types';

/** One of the agent's three canned replies; `random` (0 ≤ r < 1) is injected so tests can choose. */
export function cannedReply(agentId: RespondInput['agentId'], random: () => number): AgentReply {
  const replies = AGENT_CONVERSATIONS[agentId].sampleReplies;
  const index = Math.min(replies.length - 1, Math.max(0, Math.floor(random() * replies.length)));
  return { text: replies[index] ?? replies[0] };
}

/** The simulated responder the spec describes: no network, a random canned reply per agent. */
export function createCannedResponder(random: () => number = Math.random) {
  return fromPromise<AgentReply, RespondInput>(async ({ input }) =>
    cannedReply(input.agentId, random),
  );
}
