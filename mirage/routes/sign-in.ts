import type { Server } from 'miragejs';
import { normalizeEmail } from '@domain/contact-rules';
import { startSession, userWithPhone } from '../accounts';
import { errorResponse, isResponse, jsonResponse, readBody, textField } from '../http';
import { checkCode, issueCode } from '../otp';
import { hashPassword } from '../secrets';
import { defineRoute } from './define-route';
import { codeSentAnswer, INVALID_PHONE, phoneField } from './sign-up';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/** auth/login, auth/send-login-otp and auth/verify-login-otp: the sign-in dialog's calls. */
export function registerSignInRoutes(server: Server): void {
  defineRoute(server, 'post', '/auth/login', async (request, { db, now }) => {
    const body = readBody(request, ['email', 'password']);
    if (isResponse(body)) return body;
    const email = normalizeEmail(textField(body, 'email'));
    const password = typeof body.password === 'string' ? body.password : '';
    const user = email ? db.users.findBy({ email }) : null;
    // One answer for every failure, so it does not tell which emails have accounts.
    if (!user?.passwordHash || !user.passwordSalt || !password) {
      return errorResponse(401, INVALID_CREDENTIALS);
    }
    if ((await hashPassword(user.passwordSalt, password)) !== user.passwordHash) {
      return errorResponse(401, INVALID_CREDENTIALS);
    }
    return jsonResponse(200, startSession(db, user, now));
  });

  defineRoute(server, 'post', '/auth/send-login-otp', (request, { db, now }) => {
    const body = readBody(request, ['mobile']);
    if (isResponse(body)) return body;
    const mobile = phoneField(body, 'mobile');
    if (!mobile) return errorResponse(400, INVALID_PHONE);
    // Unknown numbers get the same answer (and limits) as known ones; their code never verifies.
    const user = userWithPhone(db, mobile);
    const issued = issueCode(db, {
      phone: mobile,
      purpose: 'sign-in',
      userId: user?.id ?? null,
      now,
    });
    if (!issued.ok) return errorResponse(issued.status, issued.message);
    return jsonResponse(200, { mobile, ...codeSentAnswer(issued.value.code) });
  });

  defineRoute(server, 'post', '/auth/verify-login-otp', (request, { db, now }) => {
    const body = readBody(request, ['mobile', 'otp']);
    if (isResponse(body)) return body;
    const otp = textField(body, 'otp');
    if (!textField(body, 'mobile') || !otp) {
      return errorResponse(400, 'Both the mobile number and the code are required.');
    }
    const mobile = phoneField(body, 'mobile');
    if (!mobile) return errorResponse(400, INVALID_PHONE);
    const checked = checkCode(db, { phone: mobile, purpose: 'sign-in', code: otp, now });
    if (!checked.ok) return errorResponse(checked.status, checked.message);
    const user = checked.value.userId ? db.users.find(checked.value.userId) : null;
    if (!user) return errorResponse(400, 'No active code for this number. Request a new code.');
    return jsonResponse(200, startSession(db, user, now));
  });
}
