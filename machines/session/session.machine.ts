import { assign, fromPromise, setup } from 'xstate';
import { TOKEN_KEY, removeStored, writeStored } from '../../src/lib/storage';
import { postJson, readJson } from '../../src/lib/api/request';
import type { SessionContext, SessionEvent, SessionInput, SessionUser } from './session.types';

/**
 * The signed-in user and their token. On start, a stored token restores the session with
 * GET /api/auth/me; a 401 (or any failure) means signed out and the token is forgotten.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
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
    rememberSession: assign(({ event }) => {
      if (event.type !== 'session.signIn') return {};
      return { user: event.session.user, token: event.session.token ?? null };
    }),
    rememberRestoredUser: assign({ user: (_, user: SessionUser) => user }),
    clearSession: assign({ user: null, token: null }),
    storeToken: ({ context }) => {
      if (context.token) writeStored(TOKEN_KEY, context.token);
      else removeStored(TOKEN_KEY);
    },
    forgetToken: () => removeStored(TOKEN_KEY),
  },
  guards: {
    hasStoredToken: ({ context }) => context.token !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: null, token: input.storedToken }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasStoredToken', target: 'restoring' }, { target: 'signedOut' }],
    },
    restoring: {
      tags: ['loading'],
      // Signing out or in while the stored token is still being checked wins over the check.
      on: {
        'session.signOut': { target: 'signingOut' },
        'session.signIn': { target: 'signedIn', actions: ['rememberSession', 'storeToken'] },
      },
      invoke: {
        id: 'fetchCurrentUser',
        src: 'fetchCurrentUser',
        onDone: {
          target: 'signedIn',
          actions: { type: 'rememberRestoredUser', params: ({ event }) => event.output },
        },
        onError: { target: 'signedOut', actions: ['clearSession', 'forgetToken'] },
      },
    },
    signedOut: {
      on: {
        'session.signIn': { target: 'signedIn', actions: ['rememberSession', 'storeToken'] },
      },
    },
    signedIn: {
      on: {
        'session.signIn': { actions: ['rememberSession', 'storeToken'] },
        'session.signOut': { target: 'signingOut' },
      },
    },
    signingOut: {
      tags: ['loading'],
      invoke: {
        id: 'endServerSession',
        src: 'endServerSession',
        onDone: { target: 'signedOut', actions: ['clearSession', 'forgetToken'] },
        // The local session ends even when the server cannot be told.
        onError: { target: 'signedOut', actions: ['clearSession', 'forgetToken'] },
      },
    },
  },
});
