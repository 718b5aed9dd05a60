import { findAgent } from '@domain/agents';
import type { ChatActorRef } from '@/components/app-system';
import { ChatPanel } from '@/components/chat/ChatPanel';
import { useChat } from '@/components/chat/useChat';

export const AGENT_CHAT_PLACEHOLDER = 'Type your question here...';

/**
 * The standalone chat with one agent: its greeting, then questions. The documents agent
 * answers from the signed-in user's documents; the others with their canned answers.
 */
export function AgentChat({ chatRef }: { chatRef: ChatActorRef }) {
  const chat = useChat(chatRef);
  return (
    <ChatPanel
      chat={chat}
      agentName={findAgent(chatRef.getSnapshot().context.agentId).title}
      placeholder={AGENT_CHAT_PLACEHOLDER}
    />
  );
}
