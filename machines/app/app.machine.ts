import { assign, setup } from 'xstate';
import { authDialogMachine } from '../auth-dialog/auth-dialog.machine';
import { chatMachine } from '../chat/chat.machine';
import { SESSION_SYSTEM_ID } from '../effects';
import { sessionMachine } from '../session/session.machine';
import { trialMachine } from '../trial/trial.machine';
import type { AppContext, AppEvent, AppInput } from './app.types';

/**
 * The whole app as one actor system. The session and the auth dialog live as long as the page;
 * the dashboard (trials and the open agent's chat) starts afresh when a session ends; an agent's
 * own page has its chat while it is open. Children tell their parent what happened with events;
 * every effect (network, storage, toasts, navigation, documents) is provided when the system
 * starts (see provideEffects).
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
    dashboard: trialMachine,
    chat: chatMachine,
  },
  actions: {
    rememberAgentPage: assign({
      agentPageAgentId: ({ event }) => (event.type === 'agentPage.open' ? event.agentId : null),
    }),
    forgetAgentPage: assign({ agentPageAgentId: null }),
  },
  guards: {
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
    dashboard: {
      initial: 'running',
      states: {
        running: {
          invoke: { id: 'dashboard', systemId: 'dashboard', src: 'dashboard' },
        },
      },
      on: {
        'session.ended': { target: '.running', reenter: true },
      },
    },
    agentPage: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'agentPage.open': { target: 'open', actions: 'rememberAgentPage' } },
        },
        open: {
          invoke: {
            id: 'agentChat',
            systemId: 'agentChat',
            src: 'chat',
            input: ({ context }) => ({ agentId: context.agentPageAgentId! }),
          },
          on: {
            'agentPage.open': {
              guard: 'isAnotherAgentPage',
              target: 'open',
              reenter: true,
              actions: 'rememberAgentPage',
            },
            'agentPage.close': {
              guard: 'isOpenAgentPage',
              target: 'closed',
              actions: 'forgetAgentPage',
            },
            // Another user's conversation must not carry on.
            'session.ended': { target: 'closed', actions: 'forgetAgentPage' },
          },
        },
      },
    },
  },
});
