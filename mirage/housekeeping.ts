import { isSessionExpired } from './accounts';
import type { MockTables, Table } from './db';
import { isCodeSpent, isVerificationSpent } from './otp';

function removeWhere<T extends { id: string }>(table: Table<T>, test: (record: T) => boolean) {
  for (const record of table.where(test)) table.remove(record.id);
}

/**
 * Deletes what no answer can depend on any more: spent codes and phone verifications and expired
 * sessions. Run before each save, so the stored database does not grow without bound.
 */
export function pruneExpiredRecords(db: MockTables, now: number): void {
  removeWhere(db.otpCodes, (code) => isCodeSpent(code, now));
  removeWhere(db.phoneVerifications, (verification) => isVerificationSpent(verification, now));
  removeWhere(db.authSessions, (session) => isSessionExpired(session, now));
}
