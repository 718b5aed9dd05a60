import { Center, Loader } from '@mantine/core';
import { useSelector } from '@xstate/react';
import {
  useDashboardActor,
  useDashboardAwaitsSignIn,
  useSessionActor,
} from '@/components/app-system';
import { SessionCheckFailed } from '@/features/auth/SessionCheckFailed';
import { Dashboard } from '@/features/dashboard/Dashboard';
import { SignInToContinue } from '@/features/dashboard/SignInToContinue';
import { DocumentChat } from '@/features/document-chat/DocumentChat';

/**
 * /dashboard: the dashboard, with the document chat as the view of an opened agent; signed out,
 * a prompt to sign in; a stored session that could not be checked, a retry.
 */
export function DashboardPage() {
  const dashboard = useDashboardActor();
  const awaitsSignIn = useDashboardAwaitsSignIn();
  const restoreFailed = useSelector(useSessionActor(), (s) => s.matches('restoreFailed'));
  if (awaitsSignIn) return <SignInToContinue />;
  if (restoreFailed && !dashboard) return <SessionCheckFailed />;
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
