import { Box, Center, Drawer, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AgentId } from '@domain/agents';
import { PRODUCT_NAME } from '@domain/product';
import type { ChatActorRef, DashboardActorRef } from '@/components/app-system';
import { AgentGrid } from './AgentGrid';
import { ApplicationsPanel, LOADING_TRIALS } from './ApplicationsPanel';
import { DashboardHeader } from './DashboardHeader';
import { TrialDialog } from './TrialDialog';
import { useDashboard } from './useDashboard';

const HEADER_HEIGHT = 60;
const PANEL_WIDTH = 280;

interface DashboardProps {
  /** The app's dashboard actor (trials, the open agent's chat). */
  dashboardRef: DashboardActorRef;
  /** The chat of an opened agent; the route decides which feature shows it. */
  renderAgentChat: (chat: ChatActorRef, onBack: () => void) => ReactNode;
}

/** /dashboard: the agents on offer, the user's trials and the open agent's chat. */
export function Dashboard({ dashboardRef, renderAgentChat }: DashboardProps) {
  const dashboard = useDashboard(dashboardRef);
  const { send, trials, trialsLoading, openAgentId, panelShown, drawerOpen, compact } = dashboard;
  const owned = new Set(trials.map((t) => t.agentId));
  const openAgent = (agentId: AgentId) => send({ type: 'agent.open', agentId });
  const hasTrials = trials.length > 0;

  const panel = (withTitle: boolean) => (
    <ApplicationsPanel
      trials={trials}
      loading={trialsLoading}
      openAgentId={openAgentId}
      onOpen={openAgent}
      withTitle={withTitle}
    />
  );

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <DashboardHeader
        panelShown={compact ? drawerOpen : panelShown}
        onTogglePanel={() => send({ type: compact ? 'drawer.open' : 'panel.toggle' })}
      />
      <Box style={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {panelShown && !compact && (
          <Box
            component="aside"
            aria-label="Your Applications"
            w={PANEL_WIDTH}
            p="md"
            style={{
              flexShrink: 0,
              borderRight: '1px solid var(--mantine-color-default-border)',
              position: 'sticky',
              top: 0,
              alignSelf: 'flex-start',
              height: `calc(100dvh - ${HEADER_HEIGHT}px)`,
            }}
          >
            <ScrollArea h="100%">{panel(true)}</ScrollArea>
          </Box>
        )}
        <Box
          component="main"
          style={{ flex: 1, minWidth: 0 }}
          h={dashboard.chat ? `calc(100dvh - ${HEADER_HEIGHT}px)` : undefined}
        >
          {dashboard.chat ? (
            renderAgentChat(dashboard.chat, () => send({ type: 'agent.close' }))
          ) : trialsLoading ? (
            // No agent is offered before the account's kept trials are read.
            <Center p="xl">
              <Loader aria-label={LOADING_TRIALS} />
            </Center>
          ) : (
            <Stack gap="xl" p={{ base: 'md', sm: 'xl' }} maw={1200} mx="auto">
              <div>
                <Title order={1}>
                  {hasTrials ? 'Your AI Agents' : `Welcome to ${PRODUCT_NAME}!`}
                </Title>
                <Text c="dimmed" mt="xs">
                  {hasTrials
                    ? 'Open one of your agents from the panel or below, or add another to your team.'
                    : 'Choose an AI agent below and start your free 3-month trial. No payment required.'}
                </Text>
              </div>
              <AgentGrid
                owned={owned}
                onGetIt={(agentId) => send({ type: 'agent.getIt', agentId })}
                onOpen={openAgent}
                onSelectComingSoon={(agentId) => send({ type: 'card.select', agentId })}
              />
            </Stack>
          )}
        </Box>
      </Box>
      <Drawer
        opened={drawerOpen && compact}
        onClose={() => send({ type: 'drawer.close' })}
        title="Your Applications"
        size="xs"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {panel(false)}
      </Drawer>
      <TrialDialog
        agentId={dashboard.offeredAgentId}
        opened={dashboard.offering}
        onDecline={() => send({ type: 'offer.decline' })}
        onStart={() => send({ type: 'trial.start' })}
      />
    </Box>
  );
}
