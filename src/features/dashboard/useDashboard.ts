import { useMediaQuery } from '@mantine/hooks';
import { useSelector } from '@xstate/react';
import type { ChatActorRef, DashboardActorRef } from '@/components/app-system';

/** Below this width the 'Your Applications' panel is a drawer. */
export const COMPACT_LAYOUT_QUERY = '(max-width: 47.99em)';

/** What the dashboard shows of its actor (trials, the open agent's chat), and the screen size. */
export function useDashboard(actorRef: DashboardActorRef) {
  const compact = useMediaQuery(COMPACT_LAYOUT_QUERY, false, { getInitialValueInEffect: false });

  const trials = useSelector(actorRef, (s) => s.context.trials);
  // Nothing is offered before the account's kept trials are read.
  const trialsLoading = useSelector(actorRef, (s) => s.hasTag('loading'));
  const offeredAgentId = useSelector(actorRef, (s) => s.context.offeredAgentId);
  const openAgentId = useSelector(actorRef, (s) => s.context.openAgentId);
  const chat = useSelector(actorRef, (s) => s.children.chat as ChatActorRef | undefined);
  const offering = useSelector(actorRef, (s) => s.hasTag('dialog'));
  const panelShown = useSelector(actorRef, (s) => s.matches({ panel: 'shown' }));
  const drawerOpen = useSelector(actorRef, (s) => s.matches({ drawer: 'open' }));
  return {
    actorRef,
    send: actorRef.send,
    trials,
    trialsLoading,
    offeredAgentId,
    openAgentId,
    chat,
    offering,
    panelShown,
    drawerOpen,
    compact: Boolean(compact),
  };
}

export type Dashboard = ReturnType<typeof useDashboard>;
