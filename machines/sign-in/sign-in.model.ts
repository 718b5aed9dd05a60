import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ApiError } from '@domain/api-error';
import { isOtpCode } from '@domain/contact-rules';
import type { SessionPayload } from '../session/session.types';
import type { SignInContext } from './sign-in.types';

/**
 * The test model of the sign-in flow for the path tests: the values its events carry (a seeded
 * demo account), the server's answers, and which parts of the context tell states apart.
 */
export const MODEL_ACCOUNT = {
  email: 'owner@demo-retail.example',
  password: 'demo1234',
  mobile: '+15550100001',
  name: 'Olivia Grant',
};

const MODEL_SESSION: SessionPayload = {
  user: { id: 'demo-owner', name: MODEL_ACCOUNT.name, clearance: 'Private' },
  token: 'model-token',
};

function apiError(status: number, message: string): ApiError {
  const body = JSON.stringify({ message });
  return new ApiError(status, `${status}: ${body}`, body);
}

/** Each call fails once with the server's message and once without one (the spec's fallbacks). */
const failures = {
  logIn: [apiError(401, 'Invalid email or password'), apiError(503, '')],
  sendLoginOtp: [
    apiError(429, 'Please wait 12 seconds before requesting another code.'),
    apiError(500, ''),
  ],
  verifyLoginOtp: [apiError(400, 'Incorrect code. 4 attempts left.'), apiError(500, '')],
};

export const MODEL_EVENTS: (EventObject & Record<string, unknown>)[] = [
  { type: 'tab.select', tab: 'email' },
  { type: 'tab.select', tab: 'mobile' },
  { type: 'email.change', value: MODEL_ACCOUNT.email },
  { type: 'password.change', value: MODEL_ACCOUNT.password },
  { type: 'mobile.change', value: MODEL_ACCOUNT.mobile },
  { type: 'otp.change', value: '12' },
  { type: 'otp.change', value: '123456' },
  { type: 'xstate.done.actor.logIn', output: MODEL_SESSION },
  { type: 'xstate.done.actor.sendLoginOtp', output: { demoCode: '123456' } },
  { type: 'xstate.done.actor.verifyLoginOtp', output: MODEL_SESSION },
  ...Object.entries(failures).flatMap(([id, errors]) =>
    errors.map((error) => ({ type: `xstate.error.actor.${id}`, error })),
  ),
];

/** What tells two snapshots apart for the graph: the state and what the guards read. */
export function serializeSignIn(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as SignInContext;
  return JSON.stringify({
    value: snapshot.value,
    email: c.email !== '',
    password: c.password !== '',
    passwordVisible: c.passwordVisible,
    mobile: c.mobile !== '',
    otp: c.otp === '' ? 'empty' : isOtpCode(c.otp) ? 'complete' : 'partial',
  });
}
