import type { Server } from 'miragejs';
import { tables } from './db';
import { DEMO_ACCOUNTS, DEMO_COMPANY } from '@domain/demo-accounts';

/**
 * Salted SHA-256 of the demo password per account (see secrets.ts hashPassword); the seeds
 * test checks each one against DEMO_PASSWORD.
 */
export const DEMO_PASSWORD_HASHES: Record<string, { salt: string; hash: string }> = {
  'demo-owner': {
    salt: 'd9339f82934475372572315f',
    hash: 'c6a5c5acac45d76c41b761ef9be1973e9588c20e35c8508c121ddfa2365044c6',
  },
  'demo-ops': {
    salt: '1fabef0611206472feface73',
    hash: '17f1052f4ae21120a04945db12beb3ec9d0121a881bb2e51e38c7dc78b244e3e',
  },
  'demo-manager': {
    salt: '6501d055892409e544d2ac2a',
    hash: '357299271f4b4af7bad5adc31ea768c4c0f0aa569a646253620be5c21020a5ed',
  },
  'demo-associate': {
    salt: '6e0a64effda1d65db9da3090',
    hash: 'f2007ef26ff991a7601a4ad95c4fd5f0d409e6868579090e2a7cae037095667c',
  },
};

/** The demo company and its four accounts, one per clearance. */
export function seedDemoData(server: Server, now: number): void {
  const db = tables(server);
  db.companies.insert({ ...DEMO_COMPANY, createdAt: now });
  for (const account of DEMO_ACCOUNTS) {
    const secret = DEMO_PASSWORD_HASHES[account.id];
    db.users.insert({
      ...account,
      companyId: DEMO_COMPANY.id,
      passwordSalt: secret?.salt ?? null,
      passwordHash: secret?.hash ?? null,
      createdAt: now,
    });
  }
}
