import type { AgentId } from '@domain/agents';
import type { TrialRecord } from '@domain/trial';

export interface TrialContext {
  /** The user's trials, as kept in the browser for their account (empty until read). */
  trials: TrialRecord[];
  /** The agent whose free-trial dialog is open. */
  offeredAgentId: AgentId | null;
  /** The agent whose chat is open. */
  openAgentId: AgentId | null;
}

export type TrialEvent =
  | { type: 'agent.getIt'; agentId: AgentId }
  | { type: 'card.select'; agentId: AgentId }
  | { type: 'offer.decline' }
  | { type: 'trial.start' }
  | { type: 'agent.open'; agentId: AgentId }
  | { type: 'agent.close' }
  | { type: 'panel.toggle' }
  | { type: 'drawer.open' }
  | { type: 'drawer.close' };
