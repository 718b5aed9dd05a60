import { DocumentChat } from '@/features/document-chat/DocumentChat';
import { Dashboard } from '@/features/dashboard/Dashboard';

/** /dashboard: the dashboard, with the document chat as the view of an opened agent. */
export function DashboardPage() {
  return (
    <Dashboard
      renderAgentChat={(agentId, onBack) => (
        <DocumentChat key={agentId} agentId={agentId} onBack={onBack} />
      )}
    />
  );
}
