import type { AgentId } from '@domain/agents';

export interface AppInput {
  /** The session token found in storage at start, if any. */
  storedToken: string | null;
}

export interface AppContext {
  storedToken: string | null;
  /** The agent whose standalone page (/agent/$agentType) is open. */
  agentPageAgentId: AgentId | null;
}

export type AppEvent =
  /** From the session: the signed-in user signed out, so per-user state starts afresh. */
  | { type: 'session.ended' }
  /** The router entered /dashboard. */
  | { type: 'dashboard.open' }
  /** The router entered or left an agent's own page. */
  | { type: 'agentPage.open'; agentId: AgentId }
  | { type: 'agentPage.close'; agentId: AgentId };
