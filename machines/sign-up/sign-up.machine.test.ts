import { createActor } from 'xstate';
import { ApiError } from '@domain/api-error';
import { NOTICES, type Notice } from '../auth-dialog/auth-notices';
import type { CodeSent } from '../auth-dialog/code-sent';
import { settleableActor } from '@/test/settleable-actor';
import type { SessionPayload } from '../session/session.types';
import { EMPTY_SIGN_UP, signUpMachine } from './sign-up.machine';
import type { SignUpFields } from './sign-up.types';

const SESSION: SessionPayload = {
  user: { id: 'user-1', name: 'Nina Newman', clearance: 'Private', companyId: 'company-1' },
  token: 'token-1',
};

function conflict(message: string) {
  return new ApiError(409, `409: ${JSON.stringify({ message })}`, JSON.stringify({ message }));
}

function apiError(status: number, message: string) {
  const body = JSON.stringify({ message });
  return new ApiError(status, `${status}: ${body}`, body);
}

const EXPIRED_MESSAGE = 'Your phone verification has expired. Verify your number again.';
const verificationExpired = () => apiError(400, EXPIRED_MESSAGE);
const tooSoon = apiError(429, 'Please wait 12 seconds before requesting another code.');

async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

function start() {
  const validateEmail = settleableActor<unknown, { email: string }>();
  const sendOtp = settleableActor<CodeSent, { phone: string }>();
  const verifyOtp = settleableActor<unknown, { phone: string; code: string }>();
  const register = settleableActor<SessionPayload, SignUpFields>();
  const errors: Notice[] = [];
  const successes: Notice[] = [];
  const sessions: SessionPayload[] = [];
  const goToDashboard = vi.fn();
  const actor = createActor(
    signUpMachine.provide({
      actors: {
        validateEmail: validateEmail.logic,
        sendOtp: sendOtp.logic,
        verifyOtp: verifyOtp.logic,
        register: register.logic,
      },
      actions: {
        showError: (_, notice) => errors.push(notice),
        showSuccess: (_, notice) => successes.push(notice),
        startSession: (_, session) => sessions.push(session),
        goToDashboard,
      },
    }),
  ).start();
  const send = actor.send.bind(actor);
  return {
    actor,
    send,
    validateEmail,
    sendOtp,
    verifyOtp,
    register,
    errors,
    successes,
    sessions,
    goToDashboard,
    snapshot: () => actor.getSnapshot(),
  };
}

type Flow = ReturnType<typeof start>;

async function toPhone(flow: Flow) {
  flow.send({ type: 'email.change', value: 'nina@newco.example' });
  flow.send({ type: 'email.submit' });
  flow.validateEmail.calls.at(-1)!.resolve({ available: true });
  await settle();
}

async function toOtp(flow: Flow, demoCode: string | null = '123456') {
  await toPhone(flow);
  flow.send({ type: 'phone.change', value: '+15557654321' });
  flow.send({ type: 'phone.submit' });
  flow.sendOtp.calls.at(-1)!.resolve({ demoCode });
  await settle();
}

async function toProfile(flow: Flow) {
  await toOtp(flow);
  flow.send({ type: 'otp.change', value: '123456' });
  flow.send({ type: 'otp.submit' });
  flow.verifyOtp.calls.at(-1)!.resolve({ verified: true });
  await settle();
}

function fillProfile(flow: Flow) {
  flow.send({ type: 'profile.change', field: 'name', value: 'Nina Newman' });
  flow.send({ type: 'profile.change', field: 'designation', value: 'Area Manager' });
  flow.send({ type: 'profile.change', field: 'company', value: 'Newco Stores' });
}

async function toSuccess(flow: Flow) {
  await toProfile(flow);
  fillProfile(flow);
  flow.send({ type: 'profile.submit' });
  flow.register.calls.at(-1)!.resolve(SESSION);
  await settle();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sign-up machine: email step', () => {
  it('starts on an empty email form', () => {
    const flow = start();
    expect(flow.snapshot().value).toEqual({ email: 'editing' });
    expect(flow.snapshot().hasTag('form')).toBe(true);
    expect(flow.snapshot().context).toEqual(EMPTY_SIGN_UP);
  });

  it.each([
    ['', 'Enter your email address'],
    ['nina@', 'Enter a valid email address, like name@company.com'],
  ])('does not call the server for %j and says why', (value, problem) => {
    const flow = start();
    flow.send({ type: 'email.change', value });
    flow.send({ type: 'email.submit' });
    expect(flow.snapshot().value).toEqual({ email: 'editing' });
    expect(flow.snapshot().context.problems).toEqual({ email: problem });
    expect(flow.validateEmail.calls).toHaveLength(0);
    flow.send({ type: 'email.change', value: 'nina@newco.example' });
    expect(flow.snapshot().context.problems).toEqual({});
  });

  it('validates a well-formed email once, busy meanwhile, then moves to the phone step', async () => {
    const flow = start();
    flow.send({ type: 'email.change', value: 'nina@newco.example' });
    flow.send({ type: 'email.submit' });
    expect(flow.snapshot().value).toEqual({ email: 'validating' });
    expect(flow.snapshot().hasTag('loading')).toBe(true);
    flow.send({ type: 'email.submit' });
    flow.send({ type: 'email.change', value: 'changed@newco.example' });
    expect(flow.validateEmail.calls.map((c) => c.input)).toEqual([{ email: 'nina@newco.example' }]);
    expect(flow.snapshot().context.email).toBe('nina@newco.example');
    flow.validateEmail.calls[0]!.resolve({ available: true });
    await settle();
    expect(flow.snapshot().value).toEqual({ phone: 'editing' });
  });

  it('stays on the email step with the text and shows the server message on failure', async () => {
    const flow = start();
    flow.send({ type: 'email.change', value: 'owner@demo-retail.example' });
    flow.send({ type: 'email.submit' });
    flow.validateEmail.calls[0]!.reject(conflict('An account with this email already exists'));
    await settle();
    expect(flow.snapshot().value).toEqual({ email: 'editing' });
    expect(flow.snapshot().context.email).toBe('owner@demo-retail.example');
    expect(flow.errors).toEqual([
      { title: 'Email validation failed', message: 'An account with this email already exists' },
    ]);
  });

  it('falls back to a generic message when the failure has none', async () => {
    const flow = start();
    flow.send({ type: 'email.change', value: 'nina@newco.example' });
    flow.send({ type: 'email.submit' });
    flow.validateEmail.calls[0]!.reject(new Error(''));
    await settle();
    expect(flow.errors).toEqual([
      { title: 'Email validation failed', message: 'Something went wrong. Please try again.' },
    ]);
  });
});

describe('sign-up machine: phone step', () => {
  it('goes back to the email step keeping the email', async () => {
    const flow = start();
    await toPhone(flow);
    flow.send({ type: 'phone.change', value: '+1555' });
    flow.send({ type: 'step.back' });
    expect(flow.snapshot().value).toEqual({ email: 'editing' });
    expect(flow.snapshot().context).toMatchObject({ email: 'nina@newco.example', phone: '+1555' });
  });

  it.each([
    ['', 'Enter your phone number'],
    ['12ab', 'Enter a valid phone number with its country code, like +15551234567'],
  ])('does not send a code to %j', async (value, problem) => {
    const flow = start();
    await toPhone(flow);
    flow.send({ type: 'phone.change', value });
    flow.send({ type: 'phone.submit' });
    expect(flow.snapshot().value).toEqual({ phone: 'editing' });
    expect(flow.snapshot().context.problems).toEqual({ phone: problem });
    expect(flow.sendOtp.calls).toHaveLength(0);
  });

  it('sends the code, remembers the demo code, toasts and starts the resend countdown', async () => {
    const flow = start();
    await toPhone(flow);
    flow.send({ type: 'phone.change', value: '+15557654321' });
    flow.send({ type: 'phone.submit' });
    expect(flow.snapshot().value).toEqual({ phone: 'sending' });
    expect(flow.snapshot().hasTag('loading')).toBe(true);
    flow.send({ type: 'step.back' });
    expect(flow.snapshot().value).toEqual({ phone: 'sending' });
    flow.sendOtp.calls[0]!.resolve({ demoCode: '654321' });
    await settle();
    expect(flow.snapshot().value).toEqual({
      otp: { code: 'editing', resend: { coolingDown: 'counting' } },
    });
    expect(flow.snapshot().context).toMatchObject({ demoCode: '654321', resendSecondsLeft: 30 });
    expect(flow.successes).toEqual([
      { title: 'OTP sent', message: 'Please check your phone for the verification code' },
    ]);
  });

  it('stays on the phone step with the number on failure', async () => {
    const flow = start();
    await toPhone(flow);
    flow.send({ type: 'phone.change', value: '+15550100001' });
    flow.send({ type: 'phone.submit' });
    flow.sendOtp.calls[0]!.reject(conflict('An account with this phone number already exists'));
    await settle();
    expect(flow.snapshot().value).toEqual({ phone: 'editing' });
    expect(flow.snapshot().context.phone).toBe('+15550100001');
    expect(flow.errors).toEqual([
      { title: 'Failed to send OTP', message: 'An account with this phone number already exists' },
    ]);
  });
});

describe('sign-up machine: code step', () => {
  it('counts the resend cooldown down each second and then offers a resend', async () => {
    const flow = start();
    await toOtp(flow);
    flow.send({ type: 'otp.resend' });
    expect(flow.sendOtp.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(flow.snapshot().context.resendSecondsLeft).toBe(29);
    await vi.advanceTimersByTimeAsync(28_000);
    expect(flow.snapshot().context.resendSecondsLeft).toBe(1);
    expect(flow.snapshot().matches({ otp: { resend: 'coolingDown' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(flow.snapshot().matches({ otp: { resend: 'available' } })).toBe(true);
    expect(flow.snapshot().context.resendSecondsLeft).toBe(0);
  });

  it('resends: a new demo code, the typed code cleared, the countdown again', async () => {
    const flow = start();
    await toOtp(flow);
    await vi.advanceTimersByTimeAsync(30_000);
    flow.send({ type: 'otp.change', value: '12' });
    flow.send({ type: 'otp.resend' });
    expect(flow.snapshot().matches({ otp: { resend: 'sending' } })).toBe(true);
    expect(flow.snapshot().hasTag('loading')).toBe(true);
    flow.send({ type: 'otp.resend' });
    expect(flow.sendOtp.calls.map((c) => c.input)).toEqual([
      { phone: '+15557654321' },
      { phone: '+15557654321' },
    ]);
    flow.sendOtp.calls[1]!.resolve({ demoCode: '999000' });
    await settle();
    expect(flow.snapshot().matches({ otp: { resend: 'coolingDown' } })).toBe(true);
    expect(flow.snapshot().context).toMatchObject({
      demoCode: '999000',
      otp: '',
      resendSecondsLeft: 30,
    });
    expect(flow.successes).toHaveLength(2);
  });

  it('keeps the resend available and says why when it fails', async () => {
    const flow = start();
    await toOtp(flow);
    await vi.advanceTimersByTimeAsync(30_000);
    flow.send({ type: 'otp.resend' });
    flow.sendOtp.calls[1]!.reject(
      new ApiError(429, '429: {"message":"Too many"}', '{"message":"Too many"}'),
    );
    await settle();
    expect(flow.snapshot().matches({ otp: { resend: 'available' } })).toBe(true);
    expect(flow.errors).toEqual([{ title: 'Failed to send OTP', message: 'Too many' }]);
  });

  it('wants all six digits before verifying', async () => {
    const flow = start();
    await toOtp(flow);
    flow.send({ type: 'otp.change', value: '12345' });
    flow.send({ type: 'otp.submit' });
    expect(flow.snapshot().matches({ otp: { code: 'editing' } })).toBe(true);
    expect(flow.snapshot().context.problems).toEqual({ otp: 'Enter the 6-digit code' });
    expect(flow.verifyOtp.calls).toHaveLength(0);
  });

  it('submits the code by itself when the sixth digit arrives', async () => {
    const flow = start();
    await toOtp(flow);
    flow.send({ type: 'otp.change', value: '12345' });
    expect(flow.snapshot().matches({ otp: { code: 'editing' } })).toBe(true);
    flow.send({ type: 'otp.change', value: '123456' });
    expect(flow.snapshot().matches({ otp: { code: 'verifying' } })).toBe(true);
    expect(flow.verifyOtp.calls.map((c) => c.input)).toEqual([
      { phone: '+15557654321', code: '123456' },
    ]);
  });

  it('takes no code and no submit while a resend is in flight', async () => {
    const flow = start();
    await toOtp(flow);
    await vi.advanceTimersByTimeAsync(30_000);
    flow.send({ type: 'otp.resend' });
    flow.send({ type: 'otp.change', value: '123456' });
    flow.send({ type: 'otp.submit' });
    expect(flow.snapshot().matches({ otp: { code: 'editing', resend: 'sending' } })).toBe(true);
    expect(flow.snapshot().context.otp).toBe('');
    expect(flow.snapshot().context.problems).toEqual({});
    expect(flow.verifyOtp.calls).toHaveLength(0);
  });

  it('verifies the phone and code, then moves to the profile step', async () => {
    const flow = start();
    await toOtp(flow);
    flow.send({ type: 'otp.change', value: '123456' });
    flow.send({ type: 'otp.submit' });
    expect(flow.snapshot().matches({ otp: { code: 'verifying' } })).toBe(true);
    flow.send({ type: 'otp.submit' });
    flow.send({ type: 'step.back' });
    expect(flow.verifyOtp.calls.map((c) => c.input)).toEqual([
      { phone: '+15557654321', code: '123456' },
    ]);
    flow.verifyOtp.calls[0]!.resolve({});
    await settle();
    expect(flow.snapshot().value).toEqual({ profile: 'editing' });
  });

  it('keeps the code and says why when verification fails', async () => {
    const flow = start();
    await toOtp(flow);
    flow.send({ type: 'otp.change', value: '000000' });
    flow.send({ type: 'otp.submit' });
    flow.verifyOtp.calls[0]!.reject(
      new ApiError(
        400,
        '400: {"message":"Incorrect code. 4 attempts left."}',
        '{"message":"Incorrect code. 4 attempts left."}',
      ),
    );
    await settle();
    expect(flow.snapshot().matches({ otp: { code: 'editing' } })).toBe(true);
    expect(flow.snapshot().context.otp).toBe('000000');
    expect(flow.errors).toEqual([
      { title: 'OTP verification failed', message: 'Incorrect code. 4 attempts left.' },
    ]);
  });

  it('runs one call at a time: no verify during a resend, no resend during a verify', async () => {
    const flow = start();
    await toOtp(flow);
    await vi.advanceTimersByTimeAsync(30_000);
    flow.send({ type: 'otp.resend' });
    flow.send({ type: 'otp.change', value: '123456' });
    flow.send({ type: 'otp.submit' });
    flow.send({ type: 'step.back' });
    expect(flow.verifyOtp.calls).toHaveLength(0);
    expect(flow.snapshot().matches({ otp: { code: 'editing', resend: 'sending' } })).toBe(true);
    flow.sendOtp.calls[1]!.reject(new Error('offline'));
    await settle();

    flow.send({ type: 'otp.change', value: '123456' });
    flow.send({ type: 'otp.submit' });
    flow.send({ type: 'otp.resend' });
    expect(flow.sendOtp.calls).toHaveLength(2);
    expect(flow.snapshot().matches({ otp: { code: 'verifying', resend: 'available' } })).toBe(true);
  });

  it('goes back to the phone step, forgetting the code', async () => {
    const flow = start();
    await toOtp(flow);
    flow.send({ type: 'otp.change', value: '12' });
    flow.send({ type: 'step.back' });
    expect(flow.snapshot().value).toEqual({ phone: 'editing' });
    expect(flow.snapshot().context).toMatchObject({
      phone: '+15557654321',
      otp: '',
      demoCode: null,
    });
  });
});

describe('sign-up machine: profile and success', () => {
  it('names each blank profile field and does not register', async () => {
    const flow = start();
    await toProfile(flow);
    flow.send({ type: 'profile.change', field: 'designation', value: 'Lead' });
    flow.send({ type: 'profile.submit' });
    expect(flow.snapshot().value).toEqual({ profile: 'editing' });
    expect(flow.snapshot().context.problems).toEqual({
      name: 'Enter your full name',
      company: 'Enter your company name',
    });
    expect(flow.register.calls).toHaveLength(0);
    flow.send({ type: 'profile.change', field: 'name', value: 'Nina' });
    expect(flow.snapshot().context.problems).toEqual({ company: 'Enter your company name' });
  });

  it('registers with every field, starts the session and shows success', async () => {
    const flow = start();
    await toProfile(flow);
    fillProfile(flow);
    flow.send({ type: 'profile.submit' });
    expect(flow.snapshot().value).toEqual({ profile: 'registering' });
    expect(flow.register.calls[0]!.input).toEqual({
      email: 'nina@newco.example',
      phone: '+15557654321',
      otp: '123456',
      name: 'Nina Newman',
      designation: 'Area Manager',
      company: 'Newco Stores',
    });
    flow.register.calls[0]!.resolve(SESSION);
    await settle();
    expect(flow.snapshot().value).toBe('success');
    expect(flow.snapshot().context.user).toEqual(SESSION.user);
    expect(flow.sessions).toEqual([SESSION]);
  });

  it('stays on the profile step with the fields when registration fails', async () => {
    const flow = start();
    await toProfile(flow);
    fillProfile(flow);
    flow.send({ type: 'profile.submit' });
    flow.register.calls[0]!.reject(conflict('An account with this email already exists'));
    await settle();
    expect(flow.snapshot().value).toEqual({ profile: 'editing' });
    expect(flow.snapshot().context).toMatchObject({ name: 'Nina Newman', company: 'Newco Stores' });
    expect(flow.errors).toEqual([
      { title: 'Registration failed', message: 'An account with this email already exists' },
    ]);
    expect(flow.sessions).toEqual([]);
  });

  /** A flow whose registration failed because the phone verification expired. */
  async function toExpiredVerification() {
    const flow = start();
    await toProfile(flow);
    fillProfile(flow);
    flow.send({ type: 'profile.submit' });
    flow.register.calls[0]!.reject(verificationExpired());
    await settle();
    return flow;
  }

  it('offers to verify the number again when the verification expired, keeping every field', async () => {
    const flow = await toExpiredVerification();
    expect(flow.snapshot().value).toEqual({ profile: 'verificationExpired' });
    expect(flow.snapshot().hasTag('verificationExpired')).toBe(true);
    expect(flow.snapshot().hasTag('form')).toBe(true);
    expect(flow.errors).toEqual([{ title: 'Registration failed', message: EXPIRED_MESSAGE }]);
    // Registering again would fail the same way: only a new verification helps.
    flow.send({ type: 'profile.submit' });
    expect(flow.register.calls).toHaveLength(1);

    flow.send({ type: 'verification.restart' });
    expect(flow.snapshot().value).toEqual({ profile: 'restartingVerification' });
    expect(flow.snapshot().hasTag('loading')).toBe(true);
    expect(flow.snapshot().hasTag('verificationExpired')).toBe(true);
    expect(flow.sendOtp.calls.at(-1)!.input).toEqual({ phone: '+15557654321' });
    flow.sendOtp.calls.at(-1)!.resolve({ demoCode: '777777' });
    await settle();
    expect(flow.snapshot().value).toEqual({
      otp: { code: 'editing', resend: { coolingDown: 'counting' } },
    });
    expect(flow.snapshot().context).toMatchObject({
      email: 'nina@newco.example',
      phone: '+15557654321',
      otp: '',
      demoCode: '777777',
      name: 'Nina Newman',
      designation: 'Area Manager',
      company: 'Newco Stores',
      resendSecondsLeft: 30,
    });
    expect(flow.successes.at(-1)).toEqual(NOTICES.otpSent);

    flow.send({ type: 'otp.change', value: '777777' });
    flow.verifyOtp.calls.at(-1)!.resolve({ verified: true });
    await settle();
    expect(flow.snapshot().value).toEqual({ profile: 'editing' });
    flow.send({ type: 'profile.submit' });
    expect(flow.register.calls.at(-1)!.input).toMatchObject({
      otp: '777777',
      company: 'Newco Stores',
    });
    flow.register.calls.at(-1)!.resolve(SESSION);
    await settle();
    expect(flow.snapshot().value).toBe('success');
  });

  it('stays on the expired verification, fields kept, when the new code cannot be sent', async () => {
    const flow = await toExpiredVerification();
    flow.send({ type: 'verification.restart' });
    flow.sendOtp.calls.at(-1)!.reject(tooSoon);
    await settle();
    expect(flow.snapshot().value).toEqual({ profile: 'verificationExpired' });
    expect(flow.snapshot().context).toMatchObject({ name: 'Nina Newman', company: 'Newco Stores' });
    expect(flow.errors.at(-1)).toEqual({
      title: 'Failed to send OTP',
      message: 'Please wait 12 seconds before requesting another code.',
    });
  });

  it('treats other registration failures as before: no new verification offered', async () => {
    const flow = start();
    await toProfile(flow);
    fillProfile(flow);
    flow.send({ type: 'profile.submit' });
    flow.register.calls[0]!.reject(
      apiError(400, 'Verify your phone number with a code before registering.'),
    );
    await settle();
    expect(flow.snapshot().value).toEqual({ profile: 'editing' });
    expect(flow.snapshot().hasTag('verificationExpired')).toBe(false);
    flow.send({ type: 'verification.restart' });
    expect(flow.snapshot().value).toEqual({ profile: 'editing' });
  });

  it("'Access Dashboard' goes to the dashboard and resets the flow", async () => {
    const flow = start();
    await toSuccess(flow);
    flow.send({ type: 'dashboard.open' });
    expect(flow.goToDashboard).toHaveBeenCalledTimes(1);
    expect(flow.snapshot().value).toEqual({ email: 'editing' });
    expect(flow.snapshot().context).toEqual(EMPTY_SIGN_UP);
  });
});

describe('sign-up machine: closing', () => {
  const reach = {
    'email.validating': async (flow: Flow) => {
      flow.send({ type: 'email.change', value: 'nina@newco.example' });
      flow.send({ type: 'email.submit' });
    },
    'phone.editing': toPhone,
    'otp (cooling down)': toOtp,
    profile: toProfile,
    success: toSuccess,
  };

  // Closing the dialog stops this flow (the auth dialog machine does it); a reopened dialog
  // starts a new one, empty.
  it.each(Object.entries(reach))('closing at %s ends the flow', async (_name, go) => {
    const flow = start();
    await go(flow);
    flow.actor.stop();
    expect(flow.snapshot().status).toBe('stopped');
    const reopened = start();
    expect(reopened.snapshot().value).toEqual({ email: 'editing' });
    expect(reopened.snapshot().context).toEqual(EMPTY_SIGN_UP);
  });

  it('ignores the answer of a call that was in flight when the dialog closed', async () => {
    const flow = start();
    await toPhone(flow);
    flow.send({ type: 'phone.change', value: '+15557654321' });
    flow.send({ type: 'phone.submit' });
    flow.actor.stop();
    flow.sendOtp.calls[0]!.resolve({ demoCode: '123456' });
    await settle();
    expect(flow.successes).toEqual([]);
    expect(flow.snapshot().context.demoCode).toBeNull();
  });

  it('stops the resend countdown when closed', async () => {
    const flow = start();
    await toOtp(flow);
    const secondsLeft = flow.snapshot().context.resendSecondsLeft;
    flow.actor.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(flow.snapshot().context.resendSecondsLeft).toBe(secondsLeft);
  });
});
