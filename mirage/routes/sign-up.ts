import type { Server } from 'miragejs';
import { isEmailAddress, normalizeEmail, toE164 } from '@domain/contact-rules';
import { startSession, userWithPhone } from '../accounts';
import type { MockTables } from '../db';
import {
  errorResponse,
  isResponse,
  jsonResponse,
  readBody,
  textField,
  type JsonBody,
} from '../http';
import {
  checkCode,
  isVerificationExpired,
  issueCode,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
} from '../otp';
import { ACCOUNT_CHECK_LIMIT, slidingWindowLimit } from '../rate-limits';
import { randomHex } from '../secrets';
import { defineRoute } from './define-route';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const PHONE_TAKEN = 'An account with this phone number already exists';
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const INVALID_PHONE = 'Please enter a valid phone number, for example +15551234567.';

const REGISTER_FIELDS = ['email', 'phone', 'otp', 'name', 'designation', 'company'] as const;

function emailTaken(db: MockTables, email: string): boolean {
  return db.users.findBy({ email }) !== null;
}

function phoneTaken(db: MockTables, phone: string): boolean {
  return userWithPhone(db, phone) !== null;
}

/** The phone number in field `name` in E.164, or null when it is missing or not a number. */
export function phoneField(body: JsonBody, name: string): string | null {
  return toE164(textField(body, name));
}

/** What a send answers: the code's lifetime and, because there is no SMS gateway, the code. */
export function codeSentAnswer(code: string) {
  return {
    sent: true,
    expiresInSeconds: OTP_TTL_MS / 1000,
    resendAfterSeconds: OTP_RESEND_COOLDOWN_MS / 1000,
    demoCode: code,
  };
}

/** validate-email, send-otp, verify-otp and register: the four calls of the sign-up dialog. */
export function registerSignUpRoutes(server: Server): void {
  const emailChecks = slidingWindowLimit(ACCOUNT_CHECK_LIMIT);
  const phoneChecks = slidingWindowLimit(ACCOUNT_CHECK_LIMIT);
  const registrations = slidingWindowLimit(ACCOUNT_CHECK_LIMIT);

  defineRoute(
    server,
    'post',
    '/validate-email',
    (request, { db, now }) => {
      const body = readBody(request, ['email']);
      if (isResponse(body)) return body;
      const email = normalizeEmail(textField(body, 'email'));
      if (!isEmailAddress(email)) return errorResponse(400, INVALID_EMAIL);
      const limited = emailChecks.take(now);
      if (limited) return limited;
      if (emailTaken(db, email)) return errorResponse(409, EMAIL_TAKEN);
      return jsonResponse(200, { email, available: true });
    },
    { mutates: false },
  );

  defineRoute(server, 'post', '/send-otp', (request, { db, now }) => {
    const body = readBody(request, ['phone']);
    if (isResponse(body)) return body;
    const phone = phoneField(body, 'phone');
    if (!phone) return errorResponse(400, INVALID_PHONE);
    const limited = phoneChecks.take(now);
    if (limited) return limited;
    if (phoneTaken(db, phone)) return errorResponse(409, PHONE_TAKEN);
    const issued = issueCode(db, { phone, purpose: 'sign-up', userId: null, now });
    if (!issued.ok) return errorResponse(issued.status, issued.message);
    return jsonResponse(200, { phone, ...codeSentAnswer(issued.value.code) });
  });

  defineRoute(server, 'post', '/verify-otp', (request, { db, now }) => {
    const body = readBody(request, ['phone', 'code']);
    if (isResponse(body)) return body;
    const code = textField(body, 'code');
    if (!textField(body, 'phone') || !code)
      return errorResponse(400, 'Both the phone number and the code are required.');
    const phone = phoneField(body, 'phone');
    if (!phone) return errorResponse(400, INVALID_PHONE);
    const checked = checkCode(db, { phone, purpose: 'sign-up', code, now });
    if (!checked.ok) return errorResponse(checked.status, checked.message);
    db.phoneVerifications.insert({ phone, code, verifiedAt: now, consumedAt: null });
    return jsonResponse(200, { phone, verified: true });
  });

  defineRoute(server, 'post', '/register', (request, { db, now }) => {
    const body = readBody(request, REGISTER_FIELDS);
    if (isResponse(body)) return body;
    const missing = REGISTER_FIELDS.filter((field) => !textField(body, field));
    if (missing.length) {
      return errorResponse(400, `Missing required fields: ${missing.join(', ')}.`);
    }
    const email = normalizeEmail(textField(body, 'email'));
    const phone = phoneField(body, 'phone');
    const otp = textField(body, 'otp');
    if (!isEmailAddress(email)) return errorResponse(400, INVALID_EMAIL);
    if (!phone) return errorResponse(400, INVALID_PHONE);
    const limited = registrations.take(now);
    if (limited) return limited;
    if (emailTaken(db, email)) return errorResponse(409, EMAIL_TAKEN);
    if (phoneTaken(db, phone)) return errorResponse(409, PHONE_TAKEN);

    const verification = db.phoneVerifications
      .where((v) => v.phone === phone && v.code === otp && v.consumedAt === null)
      .sort((a, b) => a.verifiedAt - b.verifiedAt)
      .at(-1);
    if (!verification) {
      return errorResponse(400, 'Verify your phone number with a code before registering.');
    }
    if (isVerificationExpired(verification, now)) {
      return errorResponse(400, 'Your phone verification has expired. Verify your number again.');
    }

    db.phoneVerifications.update(verification.id, { consumedAt: now });
    const company = db.companies.insert({
      id: `company-${randomHex(6)}`,
      name: textField(body, 'company'),
      createdAt: now,
    });
    const user = db.users.insert({
      id: `user-${randomHex(6)}`,
      name: textField(body, 'name'),
      email,
      phone,
      designation: textField(body, 'designation'),
      companyId: company.id,
      // The first person of a new company owns it and may see everything it uploads.
      clearance: 'Private',
      passwordSalt: null,
      passwordHash: null,
      createdAt: now,
    });
    return jsonResponse(201, startSession(db, user, now));
  });
}
