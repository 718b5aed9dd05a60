import { assign, sendTo, setup, stateIn, stopChild } from 'xstate';
import { authDialogMachine } from '../auth-dialog/auth-dialog.machine';
import type { chatMachine } from '../chat/chat.machine';
import { providedEffect, SESSION_SYSTEM_ID, startLoadedChild } from '../effects';
import { sessionMachine } from '../session/session.machine';
import type { trialMachine } from '../trial/trial.machine';
import type { AppContext, AppEvent, AppInput } from './app.types';

/**
 * The whole app as one actor system. The session and the auth dialog live as long as the page.
 * The dashboard (trials and the open agent's chat) starts the first time /dashboard opens with a
 * user signed in, and lives on, afresh after a session ends; a signed-out visitor of /dashboard
 * is asked to sign in (or up) first and gets the dashboard once they have. A stored session is
 * waited for. An agent's own page has its chat while it is open. The
 * dashboard's and the chats' code loads then (`loadDashboard`, `loadChat`), not with the landing
 * page. Children tell their parent what happened with events; every effect (network, storage,
 * toasts, navigation, documents, code loading) is provided when the system starts.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    session: sessionMachine,
    authDialog: authDialogMachine,
    loadDashboard: providedEffect<typeof trialMachine>('loadDashboard'),
    loadChat: providedEffect<typeof chatMachine>('loadChat'),
  },
  actions: {
    rememberAgentPage: assign({
      agentPageAgentId: ({ event }) => (event.type === 'agentPage.open' ? event.agentId : null),
    }),
    forgetAgentPage: assign({ agentPageAgentId: null }),
    askToSignIn: sendTo('authDialog', { type: 'signIn.open' }),
    // Built untyped (see startLoadedChild), hence the casts.
    startDashboard: startLoadedChild('dashboard', { systemId: 'dashboard' }) as never,
    startAgentChat: startLoadedChild<AppContext>('agentChat', {
      systemId: 'agentChat',
      input: (context) => ({ agentId: context.agentPageAgentId }),
    }) as never,
    // Provided when the system starts: a toast when code could not be loaded (offline).
    announceUnavailable: () => {},
  },
  guards: {
    hasStoredToken: ({ context }) => context.storedToken !== null,
    isSignedIn: stateIn({ user: 'signedIn' }),
    isSignedOut: stateIn({ user: 'signedOut' }),
    isDashboardShown: stateIn({ dashboardPage: 'shown' }),
    isAnotherAgentPage: ({ context, event }) =>
      event.type === 'agentPage.open' && event.agentId !== context.agentPageAgentId,
    // Leaving one agent's page after entering another's must not close the new one.
    isOpenAgentPage: ({ context, event }) =>
      event.type === 'agentPage.close' && event.agentId === context.agentPageAgentId,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ storedToken: input.storedToken, agentPageAgentId: null }),
  invoke: [
    {
      id: 'session',
      systemId: SESSION_SYSTEM_ID,
      src: 'session',
      input: ({ context }) => ({ storedToken: context.storedToken }),
    },
    { id: 'authDialog', systemId: 'authDialog', src: 'authDialog' },
  ],
  type: 'parallel',
  states: {
    // What the session has told: a stored token is checked before anyone counts as signed in.
    user: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'hasStoredToken', target: 'checking' }, { target: 'signedOut' }],
        },
        checking: {
          on: { 'session.started': 'signedIn', 'session.ended': 'signedOut' },
        },
        signedIn: {
          on: { 'session.ended': 'signedOut' },
        },
        signedOut: {
          on: { 'session.started': 'signedIn' },
        },
      },
    },
    // Whether /dashboard is on screen (the dashboard's trials live on while it is not).
    dashboardPage: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'dashboard.open': 'shown' } },
        shown: { on: { 'dashboard.close': 'hidden' } },
      },
    },
    dashboard: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'dashboard.open': 'opening' },
        },
        // A stored session is still being checked.
        opening: {
          tags: ['loading'],
          always: [
            { guard: 'isSignedIn', target: 'loading' },
            { guard: 'isSignedOut', target: 'awaitingSignIn', actions: 'askToSignIn' },
          ],
          on: { 'dashboard.close': 'idle' },
        },
        awaitingSignIn: {
          always: { guard: 'isSignedIn', target: 'loading' },
          on: { 'dashboard.close': 'idle' },
        },
        loading: {
          invoke: {
            id: 'loadDashboard',
            src: 'loadDashboard',
            onDone: { target: 'running', actions: 'startDashboard' },
            onError: { target: 'idle', actions: 'announceUnavailable' },
          },
        },
        running: {
          exit: stopChild('dashboard'),
          on: {
            // Another user's trials and chats must not carry on: on screen, the page waits for
            // the next sign-in; off screen, the dashboard starts when it next opens. Nobody is
            // asked to sign in: every sign-out leaves for the landing page, which a sign-in
            // dialog must not follow there (it did when the logout was answered first).
            'session.ended': [
              { guard: 'isDashboardShown', target: 'awaitingSignIn' },
              { target: 'idle' },
            ],
          },
        },
      },
    },
    agentPage: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'agentPage.open': { target: 'loading', actions: 'rememberAgentPage' } },
        },
        loading: {
          invoke: {
            id: 'loadChat',
            src: 'loadChat',
            onDone: { target: 'open', actions: 'startAgentChat' },
            onError: { target: 'closed', actions: ['forgetAgentPage', 'announceUnavailable'] },
          },
        },
        open: {
          exit: stopChild('agentChat'),
          on: {
            // Another user's conversation must not carry on.
            'session.ended': { target: 'closed', actions: 'forgetAgentPage' },
          },
        },
      },
      on: {
        'agentPage.open': {
          guard: 'isAnotherAgentPage',
          target: '.loading',
          actions: 'rememberAgentPage',
        },
        'agentPage.close': {
          guard: 'isOpenAgentPage',
          target: '.closed',
          actions: 'forgetAgentPage',
        },
      },
    },
  },
});
