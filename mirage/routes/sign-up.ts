import type { Server } from 'miragejs';
import {
  isEmailAddress,
  isPhoneNumber,
  normalizeEmail,
  normalizePhone,
} from '@domain/contact-rules';
import { startSession } from '../accounts';
import type { MockTables } from '../db';
import { errorResponse, isResponse, jsonResponse, readBody, textField } from '../http';
import { checkCode, issueCode, OTP_RESEND_COOLDOWN_MS, OTP_TTL_MS } from '../otp';
import { randomHex } from '../secrets';
import { defineRoute } from './define-route';

/** How long a phone verified in the sign-up flow stays good for registering. */
export const VERIFICATION_TTL_MS = 15 * 60_000;

export const EMAIL_TAKEN = 'An account with this email already exists';
export const PHONE_TAKEN = 'An account with this phone number already exists';
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const INVALID_PHONE = 'Please enter a valid phone number, for example +15551234567.';

const REGISTER_FIELDS = ['email', 'phone', 'otp', 'name', 'designation', 'company'] as const;

function emailTaken(db: MockTables, email: string): boolean {
  return db.users.findBy({ email }) !== null;
}

function phoneTaken(db: MockTables, phone: string): boolean {
  return db.users.findBy({ phone }) !== null;
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
  defineRoute(
    server,
    'post',
    '/validate-email',
    (request, { db }) => {
      const body = readBody(request);
      if (isResponse(body)) return body;
      const email = normalizeEmail(textField(body, 'email'));
      if (!isEmailAddress(email)) return errorResponse(400, INVALID_EMAIL);
      if (emailTaken(db, email)) return errorResponse(409, EMAIL_TAKEN);
      return jsonResponse(200, { email, available: true });
    },
    { mutates: false },
  );

  defineRoute(server, 'post', '/send-otp', (request, { db, now }) => {
    const body = readBody(request);
    if (isResponse(body)) return body;
    const phone = normalizePhone(textField(body, 'phone'));
    if (!isPhoneNumber(phone)) return errorResponse(400, INVALID_PHONE);
    if (phoneTaken(db, phone)) return errorResponse(409, PHONE_TAKEN);
    const issued = issueCode(db, { phone, purpose: 'sign-up', userId: null, now });
    if (!issued.ok) return errorResponse(issued.status, issued.message);
    return jsonResponse(200, { phone, ...codeSentAnswer(issued.value.code) });
  });

  defineRoute(server, 'post', '/verify-otp', (request, { db, now }) => {
    const body = readBody(request);
    if (isResponse(body)) return body;
    const phone = normalizePhone(textField(body, 'phone'));
    const code = textField(body, 'code');
    if (!phone || !code)
      return errorResponse(400, 'Both the phone number and the code are required.');
    const checked = checkCode(db, { phone, purpose: 'sign-up', code, now });
    if (!checked.ok) return errorResponse(checked.status, checked.message);
    db.phoneVerifications.insert({ phone, code, verifiedAt: now, consumedAt: null });
    return jsonResponse(200, { phone, verified: true });
  });

  defineRoute(server, 'post', '/register', (request, { db, now }) => {
    const body = readBody(request);
    if (isResponse(body)) return body;
    const missing = REGISTER_FIELDS.filter((field) => !textField(body, field));
    if (missing.length) {
      return errorResponse(400, `Missing required fields: ${missing.join(', ')}.`);
    }
    const email = normalizeEmail(textField(body, 'email'));
    const phone = normalizePhone(textField(body, 'phone'));
    const otp = textField(body, 'otp');
    if (!isEmailAddress(email)) return errorResponse(400, INVALID_EMAIL);
    if (!isPhoneNumber(phone)) return errorResponse(400, INVALID_PHONE);
    if (emailTaken(db, email)) return errorResponse(409, EMAIL_TAKEN);
    if (phoneTaken(db, phone)) return errorResponse(409, PHONE_TAKEN);

    const verification = db.phoneVerifications
      .where((v) => v.phone === phone && v.code === otp && v.consumedAt === null)
      .sort((a, b) => a.verifiedAt - b.verifiedAt)
      .at(-1);
    if (!verification) {
      return errorResponse(400, 'Verify your phone number with a code before registering.');
    }
    if (now - verification.verifiedAt > VERIFICATION_TTL_MS) {
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
