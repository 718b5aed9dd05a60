import { assign, fromCallback, sendParent, setup, type ErrorActorEvent } from 'xstate';
import { ApiError } from '@domain/api-error';
import { providedEffect } from '../effects';
import type { SessionContext, SessionEvent, SessionInput, SessionUser } from './session.types';

/**
 * The signed-in user and their token. On start, a stored token restores the session
 * (`fetchCurrentUser`, GET /api/auth/me). Only a 401 means the token is dead and forgotten; any
 * other failure (server down, offline) keeps it and offers a retry. Signing out forgets the token
 * first, then tells the server (`endServerSession`), so a tab closed meanwhile stays signed out.
 * Signing out in another tab of the browser (its token gone from the shared storage) signs this
 * one out too (`followOtherTabs` tells it `session.endedElsewhere`); a sign-in in another tab is
 * not followed, it is picked up on the next load. The app's root is told when a session starts
 * and when it ends (a sign-out, or a stored token found dead), so per-user state starts afresh.
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
    // Provided when the system starts: sends `session.endedElsewhere` when another tab of the
    // browser signs out (its shared token removed). Runs as long as the session does.
    followOtherTabs: fromCallback(() => {}),
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
    reportSignedIn: sendParent({ type: 'session.started' }),
    reportSignedOut: sendParent({ type: 'session.ended' }),
    // Provided when the system starts: a toast that offers the retry.
    announceRestoreFailed: () => {},
    // Provided when the system starts: says so, and leaves the pages that need a user.
    announceEndedElsewhere: () => {},
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
  invoke: { id: 'followOtherTabs', src: 'followOtherTabs' },
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
        'session.signIn': {
          target: 'signedIn',
          actions: ['rememberSession', 'storeToken', 'reportSignedIn'],
        },
        // The token being checked was signed out in another tab: nothing was restored here.
        'session.endedElsewhere': {
          target: 'signedOut',
          actions: ['clearSession', 'reportSignedOut'],
        },
      },
      invoke: {
        id: 'fetchCurrentUser',
        src: 'fetchCurrentUser',
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'rememberRestoredUser', params: ({ event }) => event.output },
            'reportSignedIn',
          ],
        },
        onError: [
          {
            guard: 'isUnauthorized',
            target: 'signedOut',
            actions: ['clearSession', 'forgetToken', 'reportSignedOut'],
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
        'session.signIn': {
          target: 'signedIn',
          actions: ['rememberSession', 'storeToken', 'reportSignedIn'],
        },
        'session.endedElsewhere': {
          target: 'signedOut',
          actions: ['clearSession', 'reportSignedOut'],
        },
      },
    },
    signedOut: {
      on: {
        'session.signIn': {
          target: 'signedIn',
          actions: ['rememberSession', 'storeToken', 'reportSignedIn'],
        },
      },
    },
    signedIn: {
      on: {
        'session.signIn': { actions: ['rememberSession', 'storeToken'] },
        'session.signOut': { target: 'signingOut', actions: 'forgetToken' },
        // Another tab signed out: the session ends here as after a sign-out. The storage is left
        // alone (the token is gone, or already another tab's next sign-in), and the server is
        // told of this tab's token, which may not be the one the other tab ended.
        'session.endedElsewhere': { target: 'signingOut', actions: 'announceEndedElsewhere' },
      },
    },
    signingOut: {
      tags: ['loading'],
      on: {
        // Signing in again before the server has answered the sign-out: the old session has
        // ended all the same (the root starts per-user state afresh), the new one begins.
        'session.signIn': {
          target: 'signedIn',
          actions: [
            'clearSession',
            'reportSignedOut',
            'rememberSession',
            'storeToken',
            'reportSignedIn',
          ],
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
