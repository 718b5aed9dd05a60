import { assign, sendParent, setup } from 'xstate';
import { providedEffect } from '../effects';
import type { SessionContext, SessionEvent, SessionInput, SessionUser } from './session.types';

/**
 * The signed-in user and their token. On start, a stored token restores the session
 * (`fetchCurrentUser`, GET /api/auth/me); a 401 (or any failure) means signed out and the token
 * is forgotten. The app's root is told when a session ends, so per-user state starts afresh.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    fetchCurrentUser: providedEffect<SessionUser>('fetchCurrentUser'),
    endServerSession: providedEffect<void>('endServerSession'),
  },
  actions: {
    rememberSession: assign(({ event }) => {
      if (event.type !== 'session.signIn') return {};
      return { user: event.session.user, token: event.session.token ?? null };
    }),
    rememberRestoredUser: assign({ user: (_, user: SessionUser) => user }),
    clearSession: assign({ user: null, token: null }),
    // Provided when the system starts: where the token is kept (localStorage in the browser).
    storeToken: () => {},
    forgetToken: () => {},
    reportSignedOut: sendParent({ type: 'session.ended' }),
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
        onDone: {
          target: 'signedOut',
          actions: ['clearSession', 'forgetToken', 'reportSignedOut'],
        },
        // The local session ends even when the server cannot be told.
        onError: {
          target: 'signedOut',
          actions: ['clearSession', 'forgetToken', 'reportSignedOut'],
        },
      },
    },
  },
});
