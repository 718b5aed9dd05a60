import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fromCallback, fromPromise } from 'xstate';
import type { AppEffects } from '@machines/app/provide-effects';
import type { SessionUser } from '@machines/session/session.types';
import type { ApiSchema, PostPath } from '@/lib/api/contract';
import { apiRequest, readJson } from '@/lib/api/request';
import { signedOut } from '@/lib/documents/sign-out';
import { notifyError, notifyInfo } from '@/components/notify';
import { TOKEN_KEY, removeStored, subscribeStored, writeStored } from '@/lib/storage';

/** The toast of a tab whose session ended because another tab signed out. */
export const SIGNED_OUT_ELSEWHERE = {
  title: 'Signed out',
  message: 'You signed out in another tab.',
} as const;

/** When a stored session could not be checked (the server did not answer): it is kept. */
export const RESTORE_FAILED = {
  title: 'We could not check your sign-in',
  message: 'The server did not answer. You are still signed in on this device.',
} as const;

/**
 * The session's effects: the API's /auth/me and /auth/logout, the token in localStorage (and
 * other tabs removing it), the toast that offers a retry when the session could not be checked,
 * and the one that says another tab signed out.
 */
export const sessionEffects = {
  actors: {
    fetchCurrentUser: fromPromise<SessionUser>(async () => {
      const answer = await readJson<ApiSchema<'CurrentUser'>>(['/api', 'auth', 'me']);
      if (!answer?.user) throw new Error('No user in the answer');
      return answer.user;
    }),
    // The stored token is already forgotten when this runs: the session hands it over. Signed
    // out here or in another tab, the account's documents library is let go first.
    endServerSession: fromPromise<void, { token: string | null }>(async ({ input }) => {
      signedOut();
      const path = '/api/auth/logout' satisfies PostPath;
      if (input.token) await apiRequest('POST', path, undefined, input);
    }),
    // Another tab removing the shared token is a sign-out there (a new token, a sign-in there,
    // is not followed: this tab keeps its own session until it reloads).
    followOtherTabs: fromCallback(({ sendBack }) =>
      subscribeStored(TOKEN_KEY, (token) => {
        if (token === null) sendBack({ type: 'session.endedElsewhere' });
      }),
    ),
  },
  actions: {
    storeToken: ({ context }) => {
      if (context.token) writeStored(TOKEN_KEY, context.token);
      else removeStored(TOKEN_KEY);
    },
    forgetToken: () => removeStored(TOKEN_KEY),
    announceEndedElsewhere: () =>
      notifyInfo(SIGNED_OUT_ELSEWHERE.title, SIGNED_OUT_ELSEWHERE.message),
    announceRestoreFailed: ({ self }) => {
      const retry = () => {
        notifications.clean();
        self.send({ type: 'session.retry' });
      };
      notifyError(
        RESTORE_FAILED.title,
        <Stack gap="xs" align="flex-start">
          <span>{RESTORE_FAILED.message}</span>
          <Button size="xs" variant="light" color="red" onClick={retry}>
            Try again
          </Button>
        </Stack>,
      );
    },
  },
} satisfies AppEffects['session'];
