import { createActor } from 'xstate';
import { ApiError } from '@domain/api-error';
import type { Notice } from '../auth-dialog/auth-notices';
import type { CodeSent } from '../auth-dialog/code-sent';
import { settleableActor } from '@/test/settleable-actor';
import type { SessionPayload } from '../session/session.types';
import { EMPTY_SIGN_IN, signInMachine } from './sign-in.machine';

const SESSION: SessionPayload = {
  user: { id: 'demo-owner', name: 'Olivia Grant', clearance: 'Private' },
  token: 't0k',
};

function apiError(status: number, message: string) {
  const body = JSON.stringify({ message });
  return new ApiError(status, `${status}: ${body}`, body);
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function start() {
  const logIn = settleableActor<SessionPayload, { email: string; password: string }>();
  const sendLoginOtp = settleableActor<CodeSent, { mobile: string }>();
  const verifyLoginOtp = settleableActor<SessionPayload, { mobile: string; otp: string }>();
  const errors: Notice[] = [];
  const successes: Notice[] = [];
  const sessions: SessionPayload[] = [];
  const goToDashboard = vi.fn();
  const openSignUp = vi.fn();
  const actor = createActor(
    signInMachine.provide({
      actors: {
        logIn: logIn.logic,
        sendLoginOtp: sendLoginOtp.logic,
        verifyLoginOtp: verifyLoginOtp.logic,
      },
      actions: {
        showError: (_, notice) => errors.push(notice),
        showSuccess: (_, notice) => successes.push(notice),
        startSession: (_, session) => sessions.push(session),
        goToDashboard,
        openSignUp,
      },
    }),
  ).start();
  return {
    send: actor.send.bind(actor),
    snapshot: () => actor.getSnapshot(),
    /** What closing the dialog does: the auth dialog stops this flow. */
    close: () => actor.stop(),
    logIn,
    sendLoginOtp,
    verifyLoginOtp,
    errors,
    successes,
    sessions,
    goToDashboard,
    openSignUp,
  };
}

type Flow = ReturnType<typeof start>;

async function toCodeEntry(flow: Flow) {
  flow.send({ type: 'tab.select', tab: 'mobile' });
  flow.send({ type: 'mobile.change', value: '+15550100001' });
  flow.send({ type: 'mobile.submit' });
  flow.sendLoginOtp.calls.at(-1)!.resolve({ demoCode: '246810' });
  await settle();
}

describe('sign-in machine: Email tab', () => {
  it('starts on the empty Email tab with the password hidden', () => {
    const flow = start();
    expect(flow.snapshot().value).toEqual({ emailTab: 'editing' });
    expect(flow.snapshot().context).toEqual(EMPTY_SIGN_IN);
  });

  it.each([
    ['', ''],
    ['owner@demo-retail.example', ''],
    ['  ', 'demo1234'],
  ])(
    "asks for both fields when email=%j password=%j ('Missing information')",
    (email, password) => {
      const flow = start();
      flow.send({ type: 'email.change', value: email });
      flow.send({ type: 'password.change', value: password });
      flow.send({ type: 'email.submit' });
      expect(flow.snapshot().value).toEqual({ emailTab: 'editing' });
      expect(flow.errors).toEqual([
        { title: 'Missing information', message: 'Please enter both email and password' },
      ]);
      expect(flow.logIn.calls).toHaveLength(0);
    },
  );

  it('toggles the password visibility', () => {
    const flow = start();
    flow.send({ type: 'password.toggle' });
    expect(flow.snapshot().context.passwordVisible).toBe(true);
    flow.send({ type: 'password.toggle' });
    expect(flow.snapshot().context.passwordVisible).toBe(false);
  });

  it('signs in once, busy meanwhile: session, welcome toast, dashboard, fields cleared', async () => {
    const flow = start();
    flow.send({ type: 'email.change', value: 'owner@demo-retail.example' });
    flow.send({ type: 'password.change', value: 'demo1234' });
    flow.send({ type: 'password.toggle' });
    flow.send({ type: 'email.submit' });
    expect(flow.snapshot().value).toEqual({ emailTab: 'signingIn' });
    expect(flow.snapshot().hasTag('loading')).toBe(true);
    flow.send({ type: 'email.submit' });
    flow.send({ type: 'tab.select', tab: 'mobile' });
    expect(flow.logIn.calls.map((c) => c.input)).toEqual([
      { email: 'owner@demo-retail.example', password: 'demo1234' },
    ]);
    flow.logIn.calls[0]!.resolve(SESSION);
    await settle();
    expect(flow.sessions).toEqual([SESSION]);
    expect(flow.successes).toEqual([
      { title: 'Welcome back!', message: 'You have successfully signed in.' },
    ]);
    expect(flow.goToDashboard).toHaveBeenCalledTimes(1);
    expect(flow.snapshot().value).toEqual({ emailTab: 'editing' });
    expect(flow.snapshot().context).toEqual(EMPTY_SIGN_IN);
  });

  it("shows the server's message, or 'Invalid email or password', and keeps the fields", async () => {
    const flow = start();
    flow.send({ type: 'email.change', value: 'owner@demo-retail.example' });
    flow.send({ type: 'password.change', value: 'nope' });
    flow.send({ type: 'email.submit' });
    flow.logIn.calls[0]!.reject(apiError(401, 'Invalid email or password'));
    await settle();
    flow.send({ type: 'email.submit' });
    flow.logIn.calls[1]!.reject(new ApiError(500, '500: ', ''));
    await settle();
    expect(flow.errors).toEqual([
      { title: 'Sign in failed', message: 'Invalid email or password' },
      { title: 'Sign in failed', message: 'Invalid email or password' },
    ]);
    flow.send({ type: 'email.submit' });
    flow.logIn.calls[2]!.reject(apiError(503, 'Sign-in is down for maintenance'));
    await settle();
    expect(flow.errors.at(-1)).toEqual({
      title: 'Sign in failed',
      message: 'Sign-in is down for maintenance',
    });
    expect(flow.snapshot().context).toMatchObject({
      email: 'owner@demo-retail.example',
      password: 'nope',
    });
  });
});

describe('sign-in machine: Mobile tab', () => {
  it('switching tabs clears every field, including password visibility', () => {
    const flow = start();
    flow.send({ type: 'email.change', value: 'a@b.example' });
    flow.send({ type: 'password.change', value: 'x' });
    flow.send({ type: 'password.toggle' });
    flow.send({ type: 'tab.select', tab: 'email' });
    expect(flow.snapshot().context.email).toBe('a@b.example');
    flow.send({ type: 'tab.select', tab: 'mobile' });
    expect(flow.snapshot().value).toEqual({ mobileTab: { numberEntry: 'editing' } });
    expect(flow.snapshot().context).toEqual(EMPTY_SIGN_IN);
    flow.send({ type: 'mobile.change', value: '+1555' });
    flow.send({ type: 'tab.select', tab: 'mobile' });
    expect(flow.snapshot().context.mobile).toBe('+1555');
    flow.send({ type: 'tab.select', tab: 'email' });
    expect(flow.snapshot().value).toEqual({ emailTab: 'editing' });
    expect(flow.snapshot().context).toEqual(EMPTY_SIGN_IN);
  });

  it("needs a number ('Missing information')", () => {
    const flow = start();
    flow.send({ type: 'tab.select', tab: 'mobile' });
    flow.send({ type: 'mobile.change', value: '   ' });
    flow.send({ type: 'mobile.submit' });
    expect(flow.errors).toEqual([
      { title: 'Missing information', message: 'Please enter your mobile number' },
    ]);
    expect(flow.sendLoginOtp.calls).toHaveLength(0);
  });

  it('sends the code and switches to code entry with the demo code', async () => {
    const flow = start();
    flow.send({ type: 'tab.select', tab: 'mobile' });
    flow.send({ type: 'mobile.change', value: '+15550100001' });
    flow.send({ type: 'mobile.submit' });
    expect(flow.snapshot().value).toEqual({ mobileTab: { numberEntry: 'sending' } });
    expect(flow.snapshot().hasTag('loading')).toBe(true);
    flow.send({ type: 'mobile.submit' });
    expect(flow.sendLoginOtp.calls.map((c) => c.input)).toEqual([{ mobile: '+15550100001' }]);
    flow.sendLoginOtp.calls[0]!.resolve({ demoCode: '246810' });
    await settle();
    expect(flow.snapshot().value).toEqual({ mobileTab: { codeEntry: 'editing' } });
    expect(flow.snapshot().context.demoCode).toBe('246810');
    expect(flow.successes).toEqual([
      { title: 'OTP sent', message: 'Please check your phone for the verification code' },
    ]);
  });

  it("falls back to 'Please check your mobile number' when sending fails without a message", async () => {
    const flow = start();
    flow.send({ type: 'tab.select', tab: 'mobile' });
    flow.send({ type: 'mobile.change', value: '+15550100001' });
    flow.send({ type: 'mobile.submit' });
    flow.sendLoginOtp.calls[0]!.reject(new ApiError(500, '500: ', ''));
    await settle();
    flow.send({ type: 'mobile.submit' });
    flow.sendLoginOtp.calls[1]!.reject(apiError(429, 'Please wait 20 seconds'));
    await settle();
    expect(flow.errors).toEqual([
      { title: 'Failed to send OTP', message: 'Please check your mobile number' },
      { title: 'Failed to send OTP', message: 'Please wait 20 seconds' },
    ]);
    expect(flow.snapshot().value).toEqual({ mobileTab: { numberEntry: 'editing' } });
    expect(flow.snapshot().context.mobile).toBe('+15550100001');
  });

  it("wants the six-digit code ('Missing OTP')", async () => {
    const flow = start();
    await toCodeEntry(flow);
    flow.send({ type: 'otp.submit' });
    flow.send({ type: 'otp.change', value: '123' });
    flow.send({ type: 'otp.submit' });
    expect(flow.errors).toEqual([
      { title: 'Missing OTP', message: 'Please enter the verification code' },
      { title: 'Missing OTP', message: 'Please enter the verification code' },
    ]);
    expect(flow.verifyLoginOtp.calls).toHaveLength(0);
  });

  it('the back arrow returns to number entry, keeping the number', async () => {
    const flow = start();
    await toCodeEntry(flow);
    flow.send({ type: 'otp.change', value: '12' });
    flow.send({ type: 'otp.back' });
    expect(flow.snapshot().value).toEqual({ mobileTab: { numberEntry: 'editing' } });
    expect(flow.snapshot().context).toMatchObject({
      mobile: '+15550100001',
      otp: '',
      demoCode: null,
    });
  });

  it('submits the code by itself when the sixth digit arrives', async () => {
    const flow = start();
    await toCodeEntry(flow);
    flow.send({ type: 'otp.change', value: '24681' });
    expect(flow.snapshot().value).toEqual({ mobileTab: { codeEntry: 'editing' } });
    flow.send({ type: 'otp.change', value: '246810' });
    expect(flow.snapshot().value).toEqual({ mobileTab: { codeEntry: 'verifying' } });
    expect(flow.verifyLoginOtp.calls).toHaveLength(1);
  });

  it('verifies the code and signs in', async () => {
    const flow = start();
    await toCodeEntry(flow);
    flow.send({ type: 'otp.change', value: '246810' });
    flow.send({ type: 'otp.submit' });
    expect(flow.snapshot().value).toEqual({ mobileTab: { codeEntry: 'verifying' } });
    flow.send({ type: 'otp.back' });
    flow.send({ type: 'otp.submit' });
    expect(flow.verifyLoginOtp.calls.map((c) => c.input)).toEqual([
      { mobile: '+15550100001', otp: '246810' },
    ]);
    flow.verifyLoginOtp.calls[0]!.resolve(SESSION);
    await settle();
    expect(flow.sessions).toEqual([SESSION]);
    expect(flow.successes.at(-1)).toEqual({
      title: 'Welcome back!',
      message: 'You have successfully signed in.',
    });
    expect(flow.goToDashboard).toHaveBeenCalledTimes(1);
    expect(flow.snapshot().value).toEqual({ emailTab: 'editing' });
    expect(flow.snapshot().context).toEqual(EMPTY_SIGN_IN);
  });

  it("keeps the code on failure and falls back to 'Invalid OTP code'", async () => {
    const flow = start();
    await toCodeEntry(flow);
    flow.send({ type: 'otp.change', value: '000000' });
    flow.send({ type: 'otp.submit' });
    flow.verifyLoginOtp.calls[0]!.reject(apiError(400, 'Incorrect code. 4 attempts left.'));
    await settle();
    flow.send({ type: 'otp.submit' });
    flow.verifyLoginOtp.calls[1]!.reject(new ApiError(500, '500: ', ''));
    await settle();
    expect(flow.errors).toEqual([
      { title: 'OTP verification failed', message: 'Incorrect code. 4 attempts left.' },
      { title: 'OTP verification failed', message: 'Invalid OTP code' },
    ]);
    expect(flow.snapshot().value).toEqual({ mobileTab: { codeEntry: 'editing' } });
    expect(flow.snapshot().context.otp).toBe('000000');
  });
});

describe('sign-in machine: leaving the dialog', () => {
  it.each([
    [
      'the Email tab',
      (flow: Flow) => {
        flow.send({ type: 'email.change', value: 'a@b.example' });
        flow.send({ type: 'password.toggle' });
      },
    ],
    [
      'a sign-in in flight',
      (flow: Flow) => {
        flow.send({ type: 'email.change', value: 'a@b.example' });
        flow.send({ type: 'password.change', value: 'x' });
        flow.send({ type: 'email.submit' });
      },
    ],
    ['code entry', toCodeEntry],
  ])('closing from %s ends the flow: a late answer starts no session', async (_name, go) => {
    const flow = start();
    await go(flow);
    const toasts = flow.successes.length;
    flow.close();
    expect(flow.snapshot().status).toBe('stopped');
    flow.logIn.calls[0]?.resolve(SESSION);
    await settle();
    expect(flow.sessions).toEqual([]);
    expect(flow.successes).toHaveLength(toasts);
  });

  it("'Sign up here' resets this dialog and opens sign-up", async () => {
    const flow = start();
    await toCodeEntry(flow);
    flow.send({ type: 'signUp.open' });
    expect(flow.openSignUp).toHaveBeenCalledTimes(1);
    expect(flow.snapshot().value).toEqual({ emailTab: 'editing' });
    expect(flow.snapshot().context).toEqual(EMPTY_SIGN_IN);
  });
});
