import { OTP_LENGTH, OTP_RESEND_COOLDOWN_SECONDS } from '@domain/contact-rules';
import type { MockTables, OtpCodeRecord, OtpPurpose, PhoneVerificationRecord } from './db';
import { randomDigits } from './secrets';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_RESEND_COOLDOWN_MS = OTP_RESEND_COOLDOWN_SECONDS * 1000;
export const OTP_MAX_SENDS_PER_HOUR = 5;
export const OTP_MAX_ATTEMPTS = 5;
const HOUR_MS = 60 * 60_000;
/** How long a phone verified in the sign-up flow stays good for registering. */
export const VERIFICATION_TTL_MS = 15 * 60_000;

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * Whether a code can be forgotten: it no longer verifies and, an hour after it was sent, no
 * longer counts towards the hourly send limit (dropping it sooner would lift that limit).
 */
export function isCodeSpent(code: OtpCodeRecord, now: number): boolean {
  return now >= code.expiresAt && code.issuedAt <= now - HOUR_MS;
}

export function isVerificationExpired(verification: PhoneVerificationRecord, now: number): boolean {
  return now - verification.verifiedAt > VERIFICATION_TTL_MS;
}

/** Whether register can no longer use a verification: used already, or too old. */
export function isVerificationSpent(verification: PhoneVerificationRecord, now: number): boolean {
  return verification.consumedAt !== null || isVerificationExpired(verification, now);
}

/**
 * Issues a fresh code for `phone`, replacing any code still active for the same purpose.
 * Limits apply per phone number across both purposes: one send per 30 s, five per hour.
 */
export function issueCode(
  db: MockTables,
  request: { phone: string; purpose: OtpPurpose; userId: string | null; now: number },
): Outcome<OtpCodeRecord> {
  const { phone, purpose, userId, now } = request;
  const recent = db.otpCodes
    .where((c) => c.phone === phone && c.issuedAt > now - HOUR_MS)
    .sort((a, b) => a.issuedAt - b.issuedAt);
  const latest = recent.at(-1);
  if (latest && now - latest.issuedAt < OTP_RESEND_COOLDOWN_MS) {
    const seconds = Math.ceil((latest.issuedAt + OTP_RESEND_COOLDOWN_MS - now) / 1000);
    return {
      ok: false,
      status: 429,
      message: `Please wait ${plural(seconds, 'second')} before requesting another code.`,
    };
  }
  const oldest = recent[0];
  if (oldest && recent.length >= OTP_MAX_SENDS_PER_HOUR) {
    const minutes = Math.ceil((oldest.issuedAt + HOUR_MS - now) / 60_000);
    return {
      ok: false,
      status: 429,
      message: `Too many codes were sent to this number. Try again in ${plural(minutes, 'minute')}.`,
    };
  }
  for (const active of db.otpCodes.where({ phone, purpose, status: 'active' })) {
    db.otpCodes.update(active.id, { status: 'replaced' });
  }
  const record = db.otpCodes.insert({
    purpose,
    phone,
    code: randomDigits(OTP_LENGTH),
    userId,
    issuedAt: now,
    expiresAt: now + OTP_TTL_MS,
    attemptsLeft: OTP_MAX_ATTEMPTS,
    status: 'active',
  });
  return { ok: true, value: record };
}

/**
 * Checks `code` against the latest code sent to `phone` for `purpose`. A match uses the code up;
 * each miss costs an attempt and the fifth voids it. A sign-in code for a number with no account
 * never matches, so the answers do not reveal which numbers are registered.
 */
export function checkCode(
  db: MockTables,
  request: { phone: string; purpose: OtpPurpose; code: string; now: number },
): Outcome<OtpCodeRecord> {
  const { phone, purpose, code, now } = request;
  const latest = db.otpCodes
    .where({ phone, purpose })
    .sort((a, b) => a.issuedAt - b.issuedAt)
    .at(-1);
  if (!latest || latest.status === 'used' || latest.status === 'replaced') {
    return {
      ok: false,
      status: 400,
      message: 'No active code for this number. Request a new code.',
    };
  }
  if (latest.status === 'void') {
    return { ok: false, status: 400, message: 'Too many wrong attempts. Request a new code.' };
  }
  if (now >= latest.expiresAt) return { ok: false, status: 400, message: 'Code expired' };

  const matches = latest.code === code && (purpose === 'sign-up' || latest.userId !== null);
  if (matches) {
    return { ok: true, value: db.otpCodes.update(latest.id, { status: 'used' }) };
  }
  const attemptsLeft = latest.attemptsLeft - 1;
  db.otpCodes.update(latest.id, { attemptsLeft, status: attemptsLeft > 0 ? 'active' : 'void' });
  return {
    ok: false,
    status: 400,
    message:
      attemptsLeft > 0
        ? `Incorrect code. ${plural(attemptsLeft, 'attempt')} left.`
        : 'Incorrect code. No attempts left; request a new code.',
  };
}
