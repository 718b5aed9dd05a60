import {
  assign,
  sendParent,
  sendTo,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import { isOtpCode } from '@domain/contact-rules';
import {
  FAILURE_TITLES,
  failureNotice,
  NOTICES,
  SIGN_IN_FALLBACKS,
  type Notice,
} from '../auth-dialog/auth-notices';
import type { CodeSent } from '../auth-dialog/code-sent';
import { providedEffect, SESSION_SYSTEM_ID } from '../effects';
import type { SessionPayload } from '../session/session.types';
import type { SignInContext, SignInEvent } from './sign-in.types';

export const EMPTY_SIGN_IN: SignInContext = {
  email: '',
  password: '',
  passwordVisible: false,
  mobile: '',
  otp: '',
  demoCode: null,
};

/**
 * A call failed (password, sending the code, checking it): back to the form it came from, with
 * a toast that names what failed and the server's reason, or sign-in's fallback.
 */
function failedBackToForm(failure: keyof typeof SIGN_IN_FALLBACKS) {
  return {
    target: 'editing',
    actions: {
      type: 'showError',
      params: ({ event }: { event: ErrorActorEvent }) =>
        failureNotice(FAILURE_TITLES[failure], event.error, SIGN_IN_FALLBACKS[failure]),
    },
  } as const;
}

/** Signed in, by password or by code: the session starts, a toast says so, the dialog goes on. */
const SIGNED_IN = [
  {
    type: 'startSession',
    params: ({ event }: { event: DoneActorEvent<SessionPayload> }) => event.output,
  },
  { type: 'showSuccess', params: NOTICES.signedIn },
  'goToDashboard',
  'clearFields',
] as const;

/** Both steps of the Mobile tab leave for the Email tab the same way: with the fields cleared. */
const TO_EMAIL_TAB = {
  guard: 'choosesEmail',
  target: '#signIn.emailTab',
  actions: 'clearFields',
} as const;

/**
 * The sign-in dialog: an Email tab (email + password) and a Mobile tab (number, then the code
 * sent to it). Switching tabs clears the fields; closing resets everything.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
  },
  actors: {
    logIn: providedEffect<SessionPayload, { email: string; password: string }>('logIn'),
    sendLoginOtp: providedEffect<CodeSent, { mobile: string }>('sendLoginOtp'),
    verifyLoginOtp: providedEffect<SessionPayload, { mobile: string; otp: string }>(
      'verifyLoginOtp',
    ),
  },
  actions: {
    setEmail: assign({
      email: ({ context, event }) => (event.type === 'email.change' ? event.value : context.email),
    }),
    setPassword: assign({
      password: ({ context, event }) =>
        event.type === 'password.change' ? event.value : context.password,
    }),
    togglePasswordVisibility: assign({
      passwordVisible: ({ context }) => !context.passwordVisible,
    }),
    setMobile: assign({
      mobile: ({ context, event }) =>
        event.type === 'mobile.change' ? event.value : context.mobile,
    }),
    setOtp: assign({
      otp: ({ context, event }) => (event.type === 'otp.change' ? event.value : context.otp),
    }),
    rememberDemoCode: assign({ demoCode: (_, sent: CodeSent) => sent.demoCode }),
    forgetCode: assign({ otp: '', demoCode: null }),
    clearFields: assign(() => EMPTY_SIGN_IN),
    // Provided when the system starts: the toasts.
    showError: (_, _notice: Notice) => {},
    showSuccess: (_, _notice: Notice) => {},
    startSession: sendTo(
      ({ system }) => system.get(SESSION_SYSTEM_ID),
      (_, session: SessionPayload) => ({ type: 'session.signIn', session }),
    ),
    // The auth dialog closes this flow and goes on.
    goToDashboard: sendParent({ type: 'auth.completed' }),
    openSignUp: sendParent({ type: 'signUp.open' }),
  },
  guards: {
    credentialsFilled: ({ context }) => context.email.trim() !== '' && context.password !== '',
    mobileFilled: ({ context }) => context.mobile.trim() !== '',
    otpIsComplete: ({ context }) => isOtpCode(context.otp),
    completesCode: ({ event }) => event.type === 'otp.change' && isOtpCode(event.value),
    choosesMobile: ({ event }) => event.type === 'tab.select' && event.tab === 'mobile',
    choosesEmail: ({ event }) => event.type === 'tab.select' && event.tab === 'email',
  },
}).createMachine({
  id: 'signIn',
  context: EMPTY_SIGN_IN,
  initial: 'emailTab',
  on: {
    'signUp.open': { target: '.emailTab', reenter: true, actions: ['clearFields', 'openSignUp'] },
  },
  states: {
    emailTab: {
      initial: 'editing',
      states: {
        editing: {
          tags: ['form'],
          on: {
            'tab.select': {
              guard: 'choosesMobile',
              target: '#signIn.mobileTab',
              actions: 'clearFields',
            },
            'email.change': { actions: 'setEmail' },
            'password.change': { actions: 'setPassword' },
            'password.toggle': { actions: 'togglePasswordVisibility' },
            'email.submit': [
              { guard: 'credentialsFilled', target: 'signingIn' },
              { actions: { type: 'showError', params: NOTICES.missingCredentials } },
            ],
          },
        },
        signingIn: {
          tags: ['loading'],
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ context }) => ({ email: context.email, password: context.password }),
            onDone: {
              target: '#signIn.emailTab',
              reenter: true,
              actions: SIGNED_IN,
            },
            onError: failedBackToForm('signIn'),
          },
        },
      },
    },
    mobileTab: {
      initial: 'numberEntry',
      states: {
        numberEntry: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['form'],
              on: {
                'tab.select': TO_EMAIL_TAB,
                'mobile.change': { actions: 'setMobile' },
                'mobile.submit': [
                  { guard: 'mobileFilled', target: 'sending' },
                  { actions: { type: 'showError', params: NOTICES.missingMobile } },
                ],
              },
            },
            sending: {
              tags: ['loading'],
              invoke: {
                id: 'sendLoginOtp',
                src: 'sendLoginOtp',
                input: ({ context }) => ({ mobile: context.mobile }),
                onDone: {
                  target: '#signIn.mobileTab.codeEntry',
                  actions: [
                    { type: 'rememberDemoCode', params: ({ event }) => event.output },
                    { type: 'showSuccess', params: NOTICES.otpSent },
                  ],
                },
                onError: failedBackToForm('sendOtp'),
              },
            },
          },
        },
        codeEntry: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['form'],
              on: {
                'tab.select': TO_EMAIL_TAB,
                // The sixth digit (typed, pasted or filled in by the phone) submits the code.
                'otp.change': [
                  { guard: 'completesCode', target: 'verifying', actions: 'setOtp' },
                  { actions: 'setOtp' },
                ],
                'otp.submit': [
                  { guard: 'otpIsComplete', target: 'verifying' },
                  { actions: { type: 'showError', params: NOTICES.missingOtp } },
                ],
                'otp.back': { target: '#signIn.mobileTab.numberEntry', actions: 'forgetCode' },
              },
            },
            verifying: {
              tags: ['loading'],
              invoke: {
                id: 'verifyLoginOtp',
                src: 'verifyLoginOtp',
                input: ({ context }) => ({ mobile: context.mobile, otp: context.otp }),
                onDone: {
                  target: '#signIn.emailTab',
                  actions: SIGNED_IN,
                },
                onError: failedBackToForm('verifyOtp'),
              },
            },
          },
        },
      },
    },
  },
});
