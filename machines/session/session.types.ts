import type { Clearance } from '@domain/classification';

export interface SessionUser {
  id: string;
  name?: string | null;
  email?: string;
  phone?: string;
  designation?: string;
  company?: string;
  companyId?: string;
  clearance?: Clearance;
}

/** What login, verify-login-otp and register answer: the signed-in session. */
export interface SessionPayload {
  user: SessionUser;
  token?: string;
}

export interface SessionInput {
  /** The token found in storage at start, if any. */
  storedToken: string | null;
}

export interface SessionContext {
  user: SessionUser | null;
  token: string | null;
}

export type SessionEvent =
  | { type: 'session.signIn'; session: SessionPayload }
  | { type: 'session.signOut' }
  /** Try restoring the stored session again, after a failure that was not a 401. */
  | { type: 'session.retry' }
  /** Another tab of this browser signed out: the stored token is gone. */
  | { type: 'session.endedElsewhere' };
