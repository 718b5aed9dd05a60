import { fromPromise } from 'xstate';
import type { AppEffects } from '@machines/app/provide-effects';
import type { SessionUser } from '@machines/session/session.types';
import { postJson, readJson } from '@/lib/api/request';
import { TOKEN_KEY, removeStored, writeStored } from '@/lib/storage';

/** The session's effects: the API's /auth/me and /auth/logout, and the token in localStorage. */
export const sessionEffects = {
  actors: {
    fetchCurrentUser: fromPromise<SessionUser>(async () => {
      const answer = await readJson<{ user: SessionUser }>(['/api', 'auth', 'me']);
      if (!answer?.user) throw new Error('No user in the answer');
      return answer.user;
    }),
    endServerSession: fromPromise<void>(async () => {
      await postJson('/api/auth/logout');
    }),
  },
  actions: {
    storeToken: ({ context }) => {
      if (context.token) writeStored(TOKEN_KEY, context.token);
      else removeStored(TOKEN_KEY);
    },
    forgetToken: () => removeStored(TOKEN_KEY),
  },
} satisfies AppEffects['session'];
