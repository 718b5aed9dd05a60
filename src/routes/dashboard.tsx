import { Center, Loader } from '@mantine/core';
import { useDashboardActor } from '@/components/app-system';
import { Dashboard } from '@/features/dashboard/Dashboard';
import { DocumentChat } from '@/features/document-chat/DocumentChat';

/** /dashboard: the dashboard, with the document chat as the view of an opened agent. */
export function DashboardPage() {
  const dashboard = useDashboardActor();
  if (!dashboard) {
    return (
      <Center component="main" h="100dvh">
        <Loader aria-label="Loading the dashboard" />
      </Center>
    );
  }
  return (
    <Dashboard
      dashboardRef={dashboard}
      renderAgentChat={(chat, onBack) => (
        // A new chat actor (another agent) is a new conversation on screen too.
        <DocumentChat key={chat.sessionId} chatRef={chat} onBack={onBack} />
      )}
    />
  );
}
