import { useMediaQuery } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { trialMachine } from '@machines/trial/trial.machine';
import { notifyInfo, notifySuccess } from '@/components/notify';
import { inspectAs } from '@/lib/inspection';
import { findAgent } from '@domain/agents';
import { TRIAL_MONTHS } from '@domain/pricing';

const trialInspection = inspectAs('trial');

/** Below this width the 'Your Applications' panel is a drawer. */
export const COMPACT_LAYOUT_QUERY = '(max-width: 47.99em)';

/** The dashboard's trial actor with its toasts, and whether the screen is small. */
export function useDashboard() {
  const [logic] = useState(() =>
    trialMachine.provide({
      actions: {
        announceComingSoon: () =>
          notifyInfo('Coming Soon!', 'This agent is launching soon. Stay tuned for updates!'),
        announceTrialStarted: (_, { agentId }) =>
          notifySuccess(
            'Trial Started!',
            `Your ${TRIAL_MONTHS}-month free trial has begun. Enjoy exploring the ${findAgent(agentId).pricingName}!`,
          ),
      },
    }),
  );
  const actorRef = useActorRef(logic, trialInspection);
  const compact = useMediaQuery(COMPACT_LAYOUT_QUERY, false, { getInitialValueInEffect: false });

  const trials = useSelector(actorRef, (s) => s.context.trials);
  const offeredAgentId = useSelector(actorRef, (s) => s.context.offeredAgentId);
  const openAgentId = useSelector(actorRef, (s) => s.context.openAgentId);
  const chatting = useSelector(actorRef, (s) => s.matches({ screen: 'chatting' }));
  const offering = useSelector(actorRef, (s) => s.hasTag('dialog'));
  const panelShown = useSelector(actorRef, (s) => s.matches({ panel: 'shown' }));
  const drawerOpen = useSelector(actorRef, (s) => s.matches({ drawer: 'open' }));
  return {
    actorRef,
    send: actorRef.send,
    trials,
    offeredAgentId,
    openAgentId,
    chatting,
    offering,
    panelShown,
    drawerOpen,
    compact: Boolean(compact),
  };
}

export type Dashboard = ReturnType<typeof useDashboard>;
