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
  /** From the session: a user is signed in (signed in here, or their stored session restored). */
  | { type: 'session.started' }
  /**
   * From the session: there is no signed-in user any more (signed out, or a stored token turned
   * out dead), so per-user state starts afresh.
   */
  | { type: 'session.ended' }
  /** The router entered or left /dashboard. */
  | { type: 'dashboard.open' }
  | { type: 'dashboard.close' }
  /** The router entered or left an agent's own page. */
  | { type: 'agentPage.open'; agentId: AgentId }
  | { type: 'agentPage.close'; agentId: AgentId };
