import { fromPromise } from 'xstate';
import type { AppEffects } from '@machines/app/provide-effects';
import type { CodeSent } from '@machines/auth-dialog/code-sent';
import type { SessionPayload } from '@machines/session/session.types';
import { postToApi } from '@/lib/api/contract';
import { authToastActions } from './auth-toasts';
import { readCodeSent } from './code-sent';
import { postForSession } from './session-answer';

const NO_USER = 'The server signed you in but sent no user.';

/** The sign-in flow's effects: login by password or texted code, and its toasts. */
export const signInEffects = {
  actors: {
    logIn: fromPromise<SessionPayload, { email: string; password: string }>(({ input }) =>
      postForSession(
        '/api/auth/login',
        { email: input.email.trim(), password: input.password },
        NO_USER,
      ),
    ),
    sendLoginOtp: fromPromise<CodeSent, { mobile: string }>(async ({ input }) =>
      readCodeSent(await postToApi('/api/auth/send-login-otp', { mobile: input.mobile.trim() })),
    ),
    verifyLoginOtp: fromPromise<SessionPayload, { mobile: string; otp: string }>(({ input }) =>
      postForSession(
        '/api/auth/verify-login-otp',
        { mobile: input.mobile.trim(), otp: input.otp },
        NO_USER,
      ),
    ),
  },
  actions: authToastActions,
} satisfies AppEffects['signIn'];
