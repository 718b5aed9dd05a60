import type { Server } from 'miragejs';
import type { Clearance } from '@domain/classification';

export interface CompanyRecord {
  id: string;
  name: string;
  createdAt: number;
}

export interface UserRecord {
  id: string;
  name: string;
  email: string;
  phone: string;
  designation: string;
  companyId: string;
  clearance: Clearance;
  /** Only the seeded demo accounts have a password; registrants sign in with a code. */
  passwordSalt: string | null;
  passwordHash: string | null;
  createdAt: number;
}

export type OtpPurpose = 'sign-up' | 'sign-in';
/** active → used (verified), replaced (a newer code was sent) or void (too many wrong tries). */
export type OtpStatus = 'active' | 'used' | 'replaced' | 'void';

export interface OtpCodeRecord {
  id: string;
  purpose: OtpPurpose;
  phone: string;
  code: string;
  /** The account a sign-in code belongs to; null for sign-up and for unknown numbers. */
  userId: string | null;
  issuedAt: number;
  expiresAt: number;
  attemptsLeft: number;
  status: OtpStatus;
}

/** A phone proved in the sign-up flow; register consumes it. */
export interface PhoneVerificationRecord {
  id: string;
  phone: string;
  code: string;
  verifiedAt: number;
  consumedAt: number | null;
}

export interface AuthSessionRecord {
  id: string;
  token: string;
  userId: string;
  createdAt: number;
}

type Query<T> = Partial<T> | ((record: T) => boolean);

/** The subset of Mirage's DbCollection the routes use, typed by record. */
export interface Table<T extends { id: string }> {
  where(query: Query<T>): T[];
  findBy(query: Partial<T>): T | null;
  find(id: string): T | null;
  insert(record: Omit<T, 'id'> & { id?: string }): T;
  update(id: string, attrs: Partial<T>): T;
  remove(target?: string | Partial<T>): void;
}

export interface MockTables {
  companies: Table<CompanyRecord>;
  users: Table<UserRecord>;
  otpCodes: Table<OtpCodeRecord>;
  phoneVerifications: Table<PhoneVerificationRecord>;
  authSessions: Table<AuthSessionRecord>;
}

export const TABLE_NAMES = [
  'companies',
  'users',
  'otpCodes',
  'phoneVerifications',
  'authSessions',
] as const satisfies readonly (keyof MockTables)[];

export function tables(server: Server): MockTables {
  return server.db as unknown as MockTables;
}
