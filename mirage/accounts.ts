import { toE164 } from '@domain/contact-rules';
import type { SessionPayload, SessionUser } from '../machines/session/session.types';
import type { AuthSessionRecord, MockTables, UserRecord } from './db';
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

/** A session ends 30 days after sign-in, however often it is used: there is no renewal. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

export function isSessionExpired(session: AuthSessionRecord, now: number): boolean {
  return now >= session.createdAt + SESSION_TTL_MS;
}

/** The user a bearer token signs in, or null; an expired session is deleted on the way. */
export function userForToken(db: MockTables, token: string | null, now: number): UserRecord | null {
  const session = token ? db.authSessions.findBy({ token }) : null;
  if (!session) return null;
  if (isSessionExpired(session, now)) {
    db.authSessions.remove(session.id);
    return null;
  }
  return db.users.find(session.userId);
}

/**
 * The account on `phone` however it was typed ('15550100001' finds '+15550100001'), or null.
 * Stored numbers are normalised too, so rows saved before numbers were kept in E.164 still match.
 */
export function userWithPhone(db: MockTables, phone: string): UserRecord | null {
  const e164 = toE164(phone);
  if (!e164) return null;
  return db.users.where((user) => toE164(user.phone) === e164)[0] ?? null;
}
