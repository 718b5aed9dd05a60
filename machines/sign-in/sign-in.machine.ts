import { assign, sendParent, sendTo, setup } from 'xstate';
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
              actions: [
                { type: 'startSession', params: ({ event }) => event.output },
                { type: 'showSuccess', params: NOTICES.signedIn },
                'goToDashboard',
                'clearFields',
              ],
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'showError',
                params: ({ event }) =>
                  failureNotice(FAILURE_TITLES.signIn, event.error, SIGN_IN_FALLBACKS.signIn),
              },
            },
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
                'tab.select': {
                  guard: 'choosesEmail',
                  target: '#signIn.emailTab',
                  actions: 'clearFields',
                },
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
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'showError',
                    params: ({ event }) =>
                      failureNotice(FAILURE_TITLES.sendOtp, event.error, SIGN_IN_FALLBACKS.sendOtp),
                  },
                },
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
                'tab.select': {
                  guard: 'choosesEmail',
                  target: '#signIn.emailTab',
                  actions: 'clearFields',
                },
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
                  actions: [
                    { type: 'startSession', params: ({ event }) => event.output },
                    { type: 'showSuccess', params: NOTICES.signedIn },
                    'goToDashboard',
                    'clearFields',
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'showError',
                    params: ({ event }) =>
                      failureNotice(
                        FAILURE_TITLES.verifyOtp,
                        event.error,
                        SIGN_IN_FALLBACKS.verifyOtp,
                      ),
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
