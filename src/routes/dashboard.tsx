import { DocumentChat } from '@/features/document-chat/DocumentChat';
import { Dashboard } from '@/features/dashboard/Dashboard';

/** /dashboard: the dashboard, with the document chat as the view of an opened agent. */
export function DashboardPage() {
  return (
    <Dashboard
      renderAgentChat={(chat, onBack) => (
        // A new chat actor (another agent) is a new conversation on screen too.
        <DocumentChat key={chat.sessionId} chatRef={chat} onBack={onBack} />
      )}
    />
  );
}
