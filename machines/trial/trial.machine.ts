import { and, assign, not, setup, stateIn } from 'xstate';
import { findAgent } from '../../src/lib/agents';
import { createTrialRecord } from '../../src/lib/trial';
import type { AgentId } from '../../src/lib/agents';
import type { TrialContext, TrialEvent } from './trial.types';

function eventAgentId(event: TrialEvent): AgentId | null {
  return 'agentId' in event ? event.agentId : null;
}

function ownsAgent(context: TrialContext, agentId: AgentId | null): boolean {
  return context.trials.some((trial) => trial.agentId === agentId);
}

/**
 * The dashboard: agents on offer, free trials, the open agent's chat and the 'Your Applications'
 * panel. Three regions run side by side: what the main area shows (`screen`), whether the panel
 * is shown (`panel`) and whether the layout is wide or compact (`layout`: on a compact screen
 * the panel is a drawer that closes once an agent is picked and does not pop open by itself).
 */
export const trialMachine = setup({
  types: {
    context: {} as TrialContext,
    events: {} as TrialEvent,
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
    isCompactLayout: stateIn({ layout: 'compact' }),
    isOffering: stateIn({ screen: 'offering' }),
  },
  actions: {
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
    // Filled in by the view: the toasts.
    announceComingSoon: () => {},
    announceTrialStarted: (_, _params: { agentId: AgentId }) => {},
  },
}).createMachine({
  id: 'trial',
  type: 'parallel',
  context: { trials: [], offeredAgentId: null, openAgentId: null },
  states: {
    screen: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'agent.getIt': { guard: 'canStartTrial', target: 'offering', actions: 'offerTrial' },
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
          on: {
            'agent.open': { guard: 'ownsAgent', actions: 'openAgent' },
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
            'panel.toggle': 'shown',
            // Opening an agent reveals the panel, except as a drawer over a small screen.
            'trial.start': { guard: and(['isOffering', not('isCompactLayout')]), target: 'shown' },
            'agent.open': { guard: and(['ownsAgent', not('isCompactLayout')]), target: 'shown' },
          },
        },
        shown: {
          on: {
            'panel.toggle': 'hidden',
            'panel.close': 'hidden',
            'layout.compact': 'hidden',
            'agent.open': { guard: and(['ownsAgent', 'isCompactLayout']), target: 'hidden' },
          },
        },
      },
    },
    layout: {
      initial: 'wide',
      states: {
        wide: { on: { 'layout.compact': 'compact' } },
        compact: { on: { 'layout.wide': 'wide' } },
      },
    },
  },
});
