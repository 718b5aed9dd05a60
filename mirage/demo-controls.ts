import type { Server } from 'miragejs';
import type { Clearance } from '@domain/classification';
import { mockServerContext } from './context';
import { tables, type OtpPurpose, type OtpStatus } from './db';
import { DEMO_ACCOUNTS } from '@domain/demo-accounts';
import { clearFaults } from './faults';
import { DEFAULT_LATENCY_MS } from './latency';
import { seedDemoData } from './seeds';

/** Small handles on a running mock server for a presenter or reviewer (no UI here). */

export function getMockLatency(server: Server): number {
  return server.timing;
}

/** Changes the answer delay from the next request on. */
export function setMockLatency(server: Server, ms: number): void {
  if (!Number.isFinite(ms) || ms < 0)
    throw new RangeError(`Latency must be 0 ms or more, not ${ms}`);
  server.timing = Math.round(ms);
}

export interface IssuedCode {
  phone: string;
  purpose: OtpPurpose;
  code: string;
  status: OtpStatus;
  attemptsLeft: number;
  issuedAt: number;
  expiresAt: number;
  /** Whether a sign-in code belongs to an account (unknown numbers get codes that never work). */
  forKnownAccount: boolean;
}

/** Every code the server has issued, newest first. */
export function listIssuedCodes(server: Server): IssuedCode[] {
  return tables(server)
    .otpCodes.where(() => true)
    .sort((a, b) => b.issuedAt - a.issuedAt)
    .map((c) => ({
      phone: c.phone,
      purpose: c.purpose,
      code: c.code,
      status: c.status,
      attemptsLeft: c.attemptsLeft,
      issuedAt: c.issuedAt,
      expiresAt: c.expiresAt,
      forKnownAccount: c.purpose === 'sign-up' || c.userId !== null,
    }));
}

export interface RegisteredAccount {
  id: string;
  name: string;
  email: string;
  phone: string;
  designation: string;
  company: string;
  clearance: Clearance;
  /** Seeded demo account (signs in with the demo password) or registered through sign-up. */
  kind: 'demo' | 'registered';
}

/** Every account, demo accounts first, without password hashes. */
export function listRegisteredAccounts(server: Server): RegisteredAccount[] {
  const db = tables(server);
  const demoIds: readonly string[] = DEMO_ACCOUNTS.map((a) => a.id);
  return db.users
    .where(() => true)
    .sort(
      (a, b) =>
        Number(demoIds.includes(b.id)) - Number(demoIds.includes(a.id)) ||
        a.createdAt - b.createdAt,
    )
    .map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone,
      designation: u.designation,
      company: db.companies.find(u.companyId)?.name ?? '',
      clearance: u.clearance,
      kind: demoIds.includes(u.id) ? 'demo' : 'registered',
    }));
}

/**
 * 'Reset demo data': disarms every fault, empties the database (accounts, codes, sessions),
 * seeds the demo data again and saves it, and restores the default latency.
 */
export function resetDemoData(server: Server): void {
  clearFaults(server);
  const context = mockServerContext(server);
  // What other tabs stored goes too: the save below writes only what changed from there.
  context.follow();
  server.db.emptyData();
  seedDemoData(server, context.now());
  context.persist();
  setMockLatency(server, DEFAULT_LATENCY_MS);
}
