import { and, assign, not, or, setup, stateIn } from 'xstate';
import { findAgent } from '@domain/agents';
import { createTrialRecord, type TrialRecord } from '@domain/trial';
import type { AgentId } from '@domain/agents';
import { chatMachine } from '../chat/chat.machine';
import { providedEffect } from '../effects';
import type { TrialContext, TrialEvent } from './trial.types';

function eventAgentId(event: TrialEvent): AgentId | null {
  return 'agentId' in event ? event.agentId : null;
}

function ownsAgent(context: TrialContext, agentId: AgentId | null): boolean {
  return context.trials.some((trial) => trial.agentId === agentId);
}

/**
 * The dashboard: agents on offer, free trials, the open agent's chat and 'Your Applications'.
 * Four regions run side by side: the user's trial records (`records`: kept in the browser per
 * account, read by `loadTrials` when the dashboard starts and written by `saveTrials`; no trial
 * is offered before they are read), what the main area shows (`screen`), the side panel of wide
 * screens (`panel`) and the drawer that replaces it on small screens (`drawer`). Like Mantine's
 * AppShell, each layout keeps its own open state: opening an agent reveals the side panel, but
 * never pops a drawer over a small screen, and picking an agent in the drawer closes it.
 * The open agent's conversation is a child chat actor: opening another agent starts a new one.
 */
export const trialMachine = setup({
  types: {
    context: {} as TrialContext,
    events: {} as TrialEvent,
  },
  actors: {
    chat: chatMachine,
    loadTrials: providedEffect<TrialRecord[]>('loadTrials'),
  },
  guards: {
    canStartTrial: ({ context, event }) => {
      const agentId = eventAgentId(event);
      return (
        agentId !== null &&
        findAgent(agentId).status === 'available' &&
        !ownsAgent(context, agentId)
      );
    },
    isLaunchingSoon: ({ event }) => {
      const agentId = eventAgentId(event);
      return agentId !== null && findAgent(agentId).status === 'launching-soon';
    },
    ownsAgent: ({ context, event }) => ownsAgent(context, eventAgentId(event)),
    isAnotherAgent: ({ context, event }) => eventAgentId(event) !== context.openAgentId,
    areRecordsReady: stateIn({ records: 'ready' }),
    isBrowsing: stateIn({ screen: 'browsing' }),
    isOffering: stateIn({ screen: 'offering' }),
    isPanelShown: stateIn({ panel: 'shown' }),
    isDrawerOpen: stateIn({ drawer: 'open' }),
  },
  actions: {
    restoreTrials: assign((_, trials: TrialRecord[]) => ({ trials })),
    offerTrial: assign({ offeredAgentId: ({ event }) => eventAgentId(event) }),
    forgetOffer: assign({ offeredAgentId: null }),
    addTrial: assign({
      trials: ({ context }) =>
        context.offeredAgentId
          ? [...context.trials, createTrialRecord(context.offeredAgentId, new Date())]
          : context.trials,
    }),
    openOfferedAgent: assign({ openAgentId: ({ context }) => context.offeredAgentId }),
    openAgent: assign({ openAgentId: ({ event }) => eventAgentId(event) }),
    closeAgent: assign({ openAgentId: null }),
    // Provided when the system starts: storage and the toasts.
    saveTrials: (_, _params: { trials: TrialRecord[] }) => {},
    announceComingSoon: () => {},
    announceTrialStarted: (_, _params: { agentId: AgentId }) => {},
  },
}).createMachine({
  id: 'trial',
  type: 'parallel',
  context: { trials: [], offeredAgentId: null, openAgentId: null },
  states: {
    records: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadTrials',
            src: 'loadTrials',
            onDone: {
              target: 'ready',
              actions: { type: 'restoreTrials', params: ({ event }) => event.output },
            },
            // Storage could not be read: the dashboard still opens, with no trials.
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
    screen: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'agent.getIt': {
              guard: and(['areRecordsReady', 'canStartTrial']),
              target: 'offering',
              actions: 'offerTrial',
            },
            'card.select': { guard: 'isLaunchingSoon', actions: 'announceComingSoon' },
            'agent.open': { guard: 'ownsAgent', target: 'chatting', actions: 'openAgent' },
          },
        },
        offering: {
          tags: ['dialog'],
          on: {
            'offer.decline': { target: 'browsing', actions: 'forgetOffer' },
            'trial.start': {
              target: 'chatting',
              actions: [
                'addTrial',
                { type: 'saveTrials', params: ({ context }) => ({ trials: context.trials }) },
                'openOfferedAgent',
                {
                  type: 'announceTrialStarted',
                  params: ({ context }) => ({ agentId: context.offeredAgentId! }),
                },
                'forgetOffer',
              ],
            },
          },
        },
        chatting: {
          invoke: {
            id: 'chat',
            src: 'chat',
            input: ({ context }) => ({ agentId: context.openAgentId! }),
          },
          on: {
            // While chatting, agents are picked from the panel or the drawer.
            'agent.open': {
              guard: and(['ownsAgent', 'isAnotherAgent', or(['isPanelShown', 'isDrawerOpen'])]),
              target: 'chatting',
              reenter: true,
              actions: 'openAgent',
            },
            'agent.close': { target: 'browsing', actions: 'closeAgent' },
          },
        },
      },
    },
    panel: {
      initial: 'hidden',
      states: {
        hidden: {
          on: {
            // The trial dialog is modal: nothing behind it can be clicked.
            'panel.toggle': { guard: not('isOffering'), target: 'shown' },
            'trial.start': { guard: 'isOffering', target: 'shown' },
            // Opening an agent from the grid reveals the panel.
            'agent.open': { guard: and(['ownsAgent', 'isBrowsing']), target: 'shown' },
          },
        },
        shown: {
          on: {
            'panel.toggle': { guard: not('isOffering'), target: 'hidden' },
          },
        },
      },
    },
    drawer: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'drawer.open': { guard: not('isOffering'), target: 'open' },
          },
        },
        open: {
          on: {
            'drawer.close': 'closed',
            'agent.open': { guard: 'ownsAgent', target: 'closed' },
          },
        },
      },
    },
  },
});
