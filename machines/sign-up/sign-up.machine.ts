import { and, assign, not, sendParent, sendTo, setup, stateIn, type ErrorActorEvent } from 'xstate';
import { ApiError, errorMessage } from '@domain/api-error';
import {
  isEmailAddress,
  isOtpCode,
  isPhoneNumber,
  OTP_RESEND_COOLDOWN_SECONDS,
} from '@domain/contact-rules';
import { FAILURE_TITLES, failureNotice, NOTICES, type Notice } from '../auth-dialog/auth-notices';
import type { CodeSent } from '../auth-dialog/code-sent';
import { providedEffect, SESSION_SYSTEM_ID } from '../effects';
import type { SessionPayload } from '../session/session.types';
import type {
  ProfileField,
  SignUpContext,
  SignUpEvent,
  SignUpField,
  SignUpFields,
} from './sign-up.types';

export const PROFILE_FIELDS: readonly ProfileField[] = ['name', 'designation', 'company'];

/** What each field says when a submit finds it blank or malformed. */
export function fieldProblem(field: SignUpField, value: string): string | undefined {
  const blank = value.trim() === '';
  switch (field) {
    case 'email':
      if (blank) return 'Enter your email address';
      return isEmailAddress(value)
        ? undefined
        : 'Enter a valid email address, like name@company.com';
    case 'phone':
      if (blank) return 'Enter your phone number';
      return isPhoneNumber(value)
        ? undefined
        : 'Enter a valid phone number with its country code, like +15551234567';
    case 'otp':
      return isOtpCode(value) ? undefined : 'Enter the 6-digit code';
    case 'name':
      return blank ? 'Enter your full name' : undefined;
    case 'designation':
      return blank ? 'Enter your designation' : undefined;
    case 'company':
      return blank ? 'Enter your company name' : undefined;
  }
}

function withProblems(context: SignUpContext, fields: readonly SignUpField[]) {
  const problems = { ...context.problems };
  for (const field of fields) {
    const problem = fieldProblem(field, context[field]);
    if (problem) problems[field] = problem;
    else delete problems[field];
  }
  return problems;
}

function withoutProblem(context: SignUpContext, field: SignUpField) {
  const { [field]: _cleared, ...problems } = context.problems;
  return problems;
}

/**
 * Whether register refused because the phone was verified too long ago: a 400 whose message
 * says the verification expired. Only a new code helps; registering again fails the same way.
 */
export function isVerificationExpiry(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    /verification has expired/i.test(errorMessage(error) ?? '')
  );
}

export const EMPTY_SIGN_UP: SignUpContext = {
  email: '',
  phone: '',
  otp: '',
  name: '',
  designation: '',
  company: '',
  demoCode: null,
  resendSecondsLeft: 0,
  problems: {},
  user: null,
};

/**
 * The 5-step sign-up dialog: email → phone → otp → profile → success. Each step advances only
 * when its call succeeds; a failure stays on the step with what was typed and a toast.
 */
const signUpSetup = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
  },
  actors: {
    validateEmail: providedEffect<unknown, { email: string }>('validateEmail'),
    sendOtp: providedEffect<CodeSent, { phone: string }>('sendOtp'),
    verifyOtp: providedEffect<unknown, { phone: string; code: string }>('verifyOtp'),
    register: providedEffect<SessionPayload, SignUpFields>('register'),
  },
  actions: {
    setEmail: assign(({ context, event }) =>
      event.type === 'email.change'
        ? { email: event.value, problems: withoutProblem(context, 'email') }
        : {},
    ),
    setPhone: assign(({ context, event }) =>
      event.type === 'phone.change'
        ? { phone: event.value, problems: withoutProblem(context, 'phone') }
        : {},
    ),
    setOtp: assign(({ context, event }) =>
      event.type === 'otp.change'
        ? { otp: event.value, problems: withoutProblem(context, 'otp') }
        : {},
    ),
    setProfileField: assign(({ context, event }) =>
      event.type === 'profile.change'
        ? { [event.field]: event.value, problems: withoutProblem(context, event.field) }
        : {},
    ),
    flagEmailProblem: assign(({ context }) => ({ problems: withProblems(context, ['email']) })),
    flagPhoneProblem: assign(({ context }) => ({ problems: withProblems(context, ['phone']) })),
    flagOtpProblem: assign(({ context }) => ({ problems: withProblems(context, ['otp']) })),
    flagProfileProblems: assign(({ context }) => ({
      problems: withProblems(context, PROFILE_FIELDS),
    })),
    rememberDemoCode: assign({ demoCode: (_, sent: CodeSent) => sent.demoCode }),
    clearOtp: assign(({ context }) => ({ otp: '', problems: withoutProblem(context, 'otp') })),
    forgetCode: assign(({ context }) => ({
      otp: '',
      demoCode: null,
      problems: withoutProblem(context, 'otp'),
    })),
    startResendCountdown: assign({ resendSecondsLeft: OTP_RESEND_COOLDOWN_SECONDS }),
    countDownResend: assign({
      resendSecondsLeft: ({ context }) => Math.max(0, context.resendSecondsLeft - 1),
    }),
    endResendCountdown: assign({ resendSecondsLeft: 0 }),
    rememberUser: assign({ user: (_, session: SessionPayload) => session.user }),
    resetFlow: assign(() => EMPTY_SIGN_UP),
    // Provided when the system starts: the toasts.
    showError: (_, _notice: Notice) => {},
    showSuccess: (_, _notice: Notice) => {},
    startSession: sendTo(
      ({ system }) => system.get(SESSION_SYSTEM_ID),
      (_, session: SessionPayload) => ({ type: 'session.signIn', session }),
    ),
    // The auth dialog closes this flow and goes on.
    goToDashboard: sendParent({ type: 'auth.completed' }),
  },
  guards: {
    emailIsValid: ({ context }) => !fieldProblem('email', context.email),
    phoneIsValid: ({ context }) => !fieldProblem('phone', context.phone),
    otpIsComplete: ({ context }) => !fieldProblem('otp', context.otp),
    completesCode: ({ event }) => event.type === 'otp.change' && isOtpCode(event.value),
    profileIsComplete: ({ context }) =>
      PROFILE_FIELDS.every((field) => !fieldProblem(field, context[field])),
    // The code step runs two calls (verify, resend); only one may be in flight.
    verificationExpired: (_, error: unknown) => isVerificationExpiry(error),
    resendIdle: not(stateIn({ otp: { resend: 'sending' } })),
    verificationIdle: not(stateIn({ otp: { code: 'verifying' } })),
  },
  delays: {
    resendCooldown: OTP_RESEND_COOLDOWN_SECONDS * 1000,
    countdownTick: 1000,
  },
});

/**
 * The one `sendOtp` invoke: a code sent to the phone from the phone step, again from the code
 * step (resend) and after an expired verification. A new code replaces what was typed; a
 * failure stays where it was with a toast. Only the invoke id, the targets and the tags differ.
 */
function sendingCode<const TId extends string>(
  id: TId,
  { tags, sent, failed }: { tags: string[]; sent: string; failed: string },
) {
  return signUpSetup.createStateConfig({
    tags,
    invoke: {
      id,
      src: 'sendOtp',
      input: ({ context }) => ({ phone: context.phone }),
      onDone: {
        target: sent,
        actions: [
          { type: 'rememberDemoCode', params: ({ event }) => event.output },
          'clearOtp',
          { type: 'showSuccess', params: NOTICES.otpSent },
        ],
      },
      onError: {
        target: failed,
        actions: {
          type: 'showError',
          params: ({ event }) => failureNotice(FAILURE_TITLES.sendOtp, event.error),
        },
      },
    },
  });
}

export const signUpMachine = signUpSetup.createMachine({
  id: 'signUp',
  context: EMPTY_SIGN_UP,
  initial: 'email',
  states: {
    email: {
      initial: 'editing',
      states: {
        editing: {
          tags: ['form'],
          on: {
            'email.change': { actions: 'setEmail' },
            'email.submit': [
              { guard: 'emailIsValid', target: 'validating' },
              { actions: 'flagEmailProblem' },
            ],
          },
        },
        validating: {
          tags: ['loading'],
          invoke: {
            id: 'validateEmail',
            src: 'validateEmail',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: '#signUp.phone' },
            onError: {
              target: 'editing',
              actions: {
                type: 'showError',
                params: ({ event }) => failureNotice(FAILURE_TITLES.emailValidation, event.error),
              },
            },
          },
        },
      },
    },
    phone: {
      initial: 'editing',
      states: {
        editing: {
          tags: ['form'],
          on: {
            'phone.change': { actions: 'setPhone' },
            'phone.submit': [
              { guard: 'phoneIsValid', target: 'sending' },
              { actions: 'flagPhoneProblem' },
            ],
            'step.back': { target: '#signUp.email' },
          },
        },
        sending: sendingCode('sendOtp', {
          tags: ['loading'],
          sent: '#signUp.otp',
          failed: 'editing',
        }),
      },
    },
    otp: {
      type: 'parallel',
      states: {
        code: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['form'],
              on: {
                // The sixth digit (typed, pasted or filled in by the phone) submits the code.
                // While a new code is on its way the field is read-only: the old code is moot.
                'otp.change': [
                  {
                    guard: and(['completesCode', 'resendIdle']),
                    target: 'verifying',
                    actions: 'setOtp',
                  },
                  { guard: 'resendIdle', actions: 'setOtp' },
                ],
                'otp.submit': [
                  { guard: and(['resendIdle', 'otpIsComplete']), target: 'verifying' },
                  { guard: 'resendIdle', actions: 'flagOtpProblem' },
                ],
                'step.back': {
                  guard: 'resendIdle',
                  target: '#signUp.phone',
                  actions: 'forgetCode',
                },
              },
            },
            verifying: {
              tags: ['loading'],
              invoke: {
                id: 'verifyOtp',
                src: 'verifyOtp',
                input: ({ context }) => ({ phone: context.phone, code: context.otp }),
                onDone: { target: '#signUp.profile' },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'showError',
                    params: ({ event }) => failureNotice(FAILURE_TITLES.verifyOtp, event.error),
                  },
                },
              },
            },
          },
        },
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: {
              entry: 'startResendCountdown',
              after: { resendCooldown: { target: 'available' } },
              initial: 'counting',
              states: {
                counting: {
                  after: {
                    countdownTick: {
                      target: 'counting',
                      reenter: true,
                      actions: 'countDownResend',
                    },
                  },
                },
              },
            },
            available: {
              entry: 'endResendCountdown',
              on: {
                'otp.resend': { guard: 'verificationIdle', target: 'sending' },
              },
            },
            sending: sendingCode('resendOtp', {
              tags: ['loading'],
              sent: 'coolingDown',
              failed: 'available',
            }),
          },
        },
      },
    },
    profile: {
      initial: 'editing',
      states: {
        editing: {
          tags: ['form'],
          on: {
            'profile.change': { actions: 'setProfileField' },
            'profile.submit': [
              { guard: 'profileIsComplete', target: 'registering' },
              { actions: 'flagProfileProblems' },
            ],
          },
        },
        registering: {
          tags: ['loading'],
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => ({
              email: context.email,
              phone: context.phone,
              otp: context.otp,
              name: context.name,
              designation: context.designation,
              company: context.company,
            }),
            onDone: {
              target: '#signUp.success',
              actions: [
                { type: 'rememberUser', params: ({ event }) => event.output },
                { type: 'startSession', params: ({ event }) => event.output },
              ],
            },
            onError: [
              {
                guard: {
                  type: 'verificationExpired',
                  params: ({ event }: { event: ErrorActorEvent }) => event.error,
                },
                target: 'verificationExpired',
                actions: {
                  type: 'showError',
                  params: ({ event }) => failureNotice(FAILURE_TITLES.registration, event.error),
                },
              },
              {
                target: 'editing',
                actions: {
                  type: 'showError',
                  params: ({ event }) => failureNotice(FAILURE_TITLES.registration, event.error),
                },
              },
            ],
          },
        },
        // The phone must be verified again: the step says so and offers a new code. Every field
        // stays; the fields may still be edited.
        verificationExpired: {
          tags: ['form', 'verificationExpired'],
          on: {
            'profile.change': { actions: 'setProfileField' },
            'verification.restart': { target: 'restartingVerification' },
          },
        },
        // As from the phone step: a new code, then the code step (and back here once verified).
        restartingVerification: sendingCode('restartVerification', {
          tags: ['loading', 'verificationExpired'],
          sent: '#signUp.otp',
          failed: 'verificationExpired',
        }),
      },
    },
    success: {
      on: {
        'dashboard.open': { target: 'email', actions: ['goToDashboard', 'resetFlow'] },
      },
    },
  },
});
