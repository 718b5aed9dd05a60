import type { SessionPayload, SessionUser } from '../machines/session/session.types';
import type { MockTables, UserRecord } from './db';
import { randomHex } from './secrets';

/** A user as the API shows it: never the password hash or salt. */
export function toSessionUser(db: MockTables, user: UserRecord): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    designation: user.designation,
    company: db.companies.find(user.companyId)?.name ?? '',
    companyId: user.companyId,
    clearance: user.clearance,
  };
}

/** Starts a session for `user`: a fresh random bearer token. */
export function startSession(db: MockTables, user: UserRecord, now: number): SessionPayload {
  const token = randomHex(32);
  db.authSessions.insert({ token, userId: user.id, createdAt: now });
  return { user: toSessionUser(db, user), token };
}

export function userForToken(db: MockTables, token: string | null): UserRecord | null {
  if (!token) return null;
  const session = db.authSessions.findBy({ token });
  return session ? db.users.find(session.userId) : null;
}
