import { assign, sendParent, setup, type ErrorActorEvent } from 'xstate';
import { ApiError } from '@domain/api-error';
import { providedEffect } from '../effects';
import type { SessionContext, SessionEvent, SessionInput, SessionUser } from './session.types';

/**
 * The signed-in user and their token. On start, a stored token restores the session
 * (`fetchCurrentUser`, GET /api/auth/me). Only a 401 means the token is dead and forgotten; any
 * other failure (server down, offline) keeps it and offers a retry. Signing out forgets the token
 * first, then tells the server (`endServerSession`), so a tab closed meanwhile stays signed out.
 * The app's root is told when a session ends, so per-user state starts afresh.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    fetchCurrentUser: providedEffect<SessionUser>('fetchCurrentUser'),
    endServerSession: providedEffect<void, { token: string | null }>('endServerSession'),
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
    // Provided when the system starts: a toast that offers the retry.
    announceRestoreFailed: () => {},
  },
  guards: {
    hasStoredToken: ({ context }) => context.token !== null,
    // On fetchCurrentUser's error: the server said the token is no good.
    isUnauthorized: ({ event }) => {
      const { error } = event as unknown as ErrorActorEvent;
      return error instanceof ApiError && error.status === 401;
    },
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
        'session.signOut': { target: 'signingOut', actions: 'forgetToken' },
        'session.signIn': { target: 'signedIn', actions: ['rememberSession', 'storeToken'] },
      },
      invoke: {
        id: 'fetchCurrentUser',
        src: 'fetchCurrentUser',
        onDone: {
          target: 'signedIn',
          actions: { type: 'rememberRestoredUser', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: 'isUnauthorized',
            target: 'signedOut',
            actions: ['clearSession', 'forgetToken'],
          },
          { target: 'restoreFailed', actions: 'announceRestoreFailed' },
        ],
      },
    },
    restoreFailed: {
      tags: ['error'],
      on: {
        'session.retry': 'restoring',
        'session.signOut': { target: 'signingOut', actions: 'forgetToken' },
        'session.signIn': { target: 'signedIn', actions: ['rememberSession', 'storeToken'] },
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
        'session.signOut': { target: 'signingOut', actions: 'forgetToken' },
      },
    },
    signingOut: {
      tags: ['loading'],
      on: {
        // Signing in again before the server has answered the sign-out: the old session has
        // ended all the same (the root starts per-user state afresh), the new one begins.
        'session.signIn': {
          target: 'signedIn',
          actions: ['clearSession', 'reportSignedOut', 'rememberSession', 'storeToken'],
        },
      },
      invoke: {
        id: 'endServerSession',
        src: 'endServerSession',
        // The token is already forgotten; the call names it itself.
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut', actions: ['clearSession', 'reportSignedOut'] },
        // The local session ends even when the server cannot be told.
        onError: { target: 'signedOut', actions: ['clearSession', 'reportSignedOut'] },
      },
    },
  },
});
