import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fromPromise } from 'xstate';
import type { AppEffects } from '@machines/app/provide-effects';
import type { SessionUser } from '@machines/session/session.types';
import { apiRequest, readJson } from '@/lib/api/request';
import { notifyError } from '@/components/notify';
import { TOKEN_KEY, removeStored, writeStored } from '@/lib/storage';

/**
 * The session's effects: the API's /auth/me and /auth/logout, the token in localStorage, and the
 * toast that offers a retry when the session could not be checked.
 */
export const sessionEffects = {
  actors: {
    fetchCurrentUser: fromPromise<SessionUser>(async () => {
      const answer = await readJson<{ user: SessionUser }>(['/api', 'auth', 'me']);
      if (!answer?.user) throw new Error('No user in the answer');
      return answer.user;
    }),
    // The stored token is already forgotten when this runs: the session hands it over.
    endServerSession: fromPromise<void, { token: string | null }>(async ({ input }) => {
      if (input.token) await apiRequest('POST', '/api/auth/logout', undefined, input);
    }),
  },
  actions: {
    storeToken: ({ context }) => {
      if (context.token) writeStored(TOKEN_KEY, context.token);
      else removeStored(TOKEN_KEY);
    },
    forgetToken: () => removeStored(TOKEN_KEY),
    announceRestoreFailed: ({ self }) => {
      const retry = () => {
        notifications.clean();
        self.send({ type: 'session.retry' });
      };
      notifyError(
        'We could not check your sign-in',
        <Stack gap="xs" align="flex-start">
          <span>The server did not answer. You are still signed in on this device.</span>
          <Button size="xs" variant="light" color="red" onClick={retry}>
            Try again
          </Button>
        </Stack>,
      );
    },
  },
} satisfies AppEffects['session'];
