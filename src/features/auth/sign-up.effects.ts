import { fromPromise } from 'xstate';
import type { AppEffects } from '@machines/app/provide-effects';
import type { CodeSent } from '@machines/auth-dialog/code-sent';
import type { SessionPayload } from '@machines/session/session.types';
import type { SignUpFields } from '@machines/sign-up/sign-up.types';
import { postToApi } from '@/lib/api/contract';
import { authToastActions } from './auth-toasts';
import { readCodeSent } from './code-sent';
import { postForSession } from './session-answer';

/** The sign-up flow's effects: its four API calls and its toasts. */
export const signUpEffects = {
  actors: {
    validateEmail: fromPromise<unknown, { email: string }>(({ input }) =>
      postToApi('/api/validate-email', { email: input.email.trim() }),
    ),
    sendOtp: fromPromise<CodeSent, { phone: string }>(async ({ input }) =>
      readCodeSent(await postToApi('/api/send-otp', { phone: input.phone.trim() })),
    ),
    verifyOtp: fromPromise<unknown, { phone: string; code: string }>(({ input }) =>
      postToApi('/api/verify-otp', { phone: input.phone.trim(), code: input.code }),
    ),
    register: fromPromise<SessionPayload, SignUpFields>(({ input }) =>
      postForSession(
        '/api/register',
        {
          email: input.email.trim(),
          phone: input.phone.trim(),
          otp: input.otp,
          name: input.name.trim(),
          designation: input.designation.trim(),
          company: input.company.trim(),
        },
        'The server created the account but sent no user.',
      ),
    ),
  },
  actions: authToastActions,
} satisfies AppEffects['signUp'];
