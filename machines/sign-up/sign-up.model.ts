import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ApiError } from '@domain/api-error';
import { isOtpCode } from '@domain/contact-rules';
import type { SessionPayload } from '../session/session.types';
import type { SignUpContext } from './sign-up.types';

/**
 * The test model of the sign-up flow for the path and property tests: the values its events
 * carry, the server's answers, and which parts of the context tell states apart.
 */
export const MODEL_PERSON = {
  email: 'nina@newco.example',
  phone: '+15557654321',
  name: 'Nina Newman',
  designation: 'Area Manager',
  company: 'Newco Stores',
};

export const MODEL_SESSION: SessionPayload = {
  user: {
    id: 'user-model',
    name: MODEL_PERSON.name,
    company: MODEL_PERSON.company,
    clearance: 'Private',
  },
  token: 'model-token',
};

/** The message each failing call answers with in the tests. */
export const MODEL_FAILURES = {
  validateEmail: { status: 409, message: 'An account with this email already exists' },
  sendOtp: { status: 409, message: 'An account with this phone number already exists' },
  resendOtp: { status: 429, message: 'Please wait 12 seconds before requesting another code.' },
  verifyOtp: { status: 400, message: 'Incorrect code. 4 attempts left.' },
  register: { status: 400, message: 'Missing required fields: company.' },
  restartVerification: {
    status: 429,
    message: 'Please wait 12 seconds before requesting another code.',
  },
} as const;

/** Register's other failure: the phone was verified too long ago (it has its own way out). */
export const MODEL_VERIFICATION_EXPIRED = {
  status: 400,
  message: 'Your phone verification has expired. Verify your number again.',
} as const;

export type ModelActorId = keyof typeof MODEL_FAILURES;

function apiError({ status, message }: { status: number; message: string }): ApiError {
  const body = JSON.stringify({ message });
  return new ApiError(status, `${status}: ${body}`, body);
}

export function modelError(id: ModelActorId): ApiError {
  return apiError(MODEL_FAILURES[id]);
}

export const MODEL_EVENTS: (EventObject & Record<string, unknown>)[] = [
  { type: 'email.change', value: MODEL_PERSON.email },
  { type: 'phone.change', value: MODEL_PERSON.phone },
  { type: 'otp.change', value: '12' },
  { type: 'otp.change', value: '123456' },
  { type: 'profile.change', field: 'name', value: MODEL_PERSON.name },
  { type: 'profile.change', field: 'designation', value: MODEL_PERSON.designation },
  { type: 'profile.change', field: 'company', value: MODEL_PERSON.company },
  { type: 'xstate.done.actor.validateEmail', output: { available: true } },
  { type: 'xstate.done.actor.sendOtp', output: { demoCode: '123456' } },
  { type: 'xstate.done.actor.resendOtp', output: { demoCode: '654321' } },
  { type: 'xstate.done.actor.restartVerification', output: { demoCode: '777777' } },
  { type: 'xstate.done.actor.verifyOtp', output: { verified: true } },
  { type: 'xstate.done.actor.register', output: MODEL_SESSION },
  ...(Object.keys(MODEL_FAILURES) as ModelActorId[]).map((id) => ({
    type: `xstate.error.actor.${id}`,
    error: modelError(id),
  })),
  { type: 'xstate.error.actor.register', error: apiError(MODEL_VERIFICATION_EXPIRED) },
];

/**
 * What tells two snapshots apart for the graph: the state and what the guards read (which
 * fields are filled). Messages, demo code and countdown follow from those and are checked on
 * screen, not used to multiply states.
 */
export function serializeSignUp(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as SignUpContext;
  return JSON.stringify({
    value: snapshot.value,
    email: c.email !== '',
    phone: c.phone !== '',
    otp: c.otp === '' ? 'empty' : isOtpCode(c.otp) ? 'complete' : 'partial',
    profile: [c.name, c.designation, c.company].map((v) => v !== ''),
  });
}
