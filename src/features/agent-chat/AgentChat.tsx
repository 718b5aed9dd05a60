import { ChatPanel } from '@/components/chat/ChatPanel';
import { useChat, type ResponderLogic } from '@/components/chat/useChat';
import { findAgent, type AgentId } from '@/lib/agents';

export const AGENT_CHAT_PLACEHOLDER = 'Type your question here...';

/** The standalone chat with one agent: its greeting, then questions and canned answers. */
export function AgentChat({ agentId, respond }: { agentId: AgentId; respond?: ResponderLogic }) {
  const chat = useChat(agentId, { respond });
  return (
    <ChatPanel
      chat={chat}
      agentName={findAgent(agentId).title}
      placeholder={AGENT_CHAT_PLACEHOLDER}
    />
  );
}
