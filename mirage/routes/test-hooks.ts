import type { Server } from 'miragejs';
import { toE164 } from '@domain/contact-rules';
import type { OtpPurpose } from '../db';
import { errorResponse, jsonResponse } from '../http';
import { defineRoute } from './define-route';
import { INVALID_PHONE } from './sign-up';

const PURPOSES: readonly OtpPurpose[] = ['sign-up', 'sign-in'];

function isPurpose(value: unknown): value is OtpPurpose {
  return PURPOSES.includes(value as OtpPurpose);
}

/**
 * The test hook of the API contract (docs/api/openapi.yaml, tag Testing): the code most recently
 * sent to a number, which the contract suite reads as a person reads their phone. It is the one
 * endpoint a real backend adds for testing, in test deployments only. The mock tells no more
 * than its send answers do already (they carry the code as demoCode).
 */
export function registerTestHookRoutes(server: Server): void {
  defineRoute(
    server,
    'get',
    '/test-hooks/latest-code',
    (request, { db }) => {
      const { phone: rawPhone, purpose } = request.queryParams ?? {};
      const phone = typeof rawPhone === 'string' ? toE164(rawPhone) : null;
      if (!phone) return errorResponse(400, INVALID_PHONE);
      if (!isPurpose(purpose)) return errorResponse(400, 'The purpose must be sign-up or sign-in.');
      const latest = db.otpCodes
        .where({ phone, purpose })
        .sort((a, b) => a.issuedAt - b.issuedAt)
        .at(-1);
      if (!latest) return errorResponse(404, `No ${purpose} code was sent to ${phone}.`);
      return jsonResponse(200, { phone, purpose, code: latest.code });
    },
    { mutates: false },
  );
}
