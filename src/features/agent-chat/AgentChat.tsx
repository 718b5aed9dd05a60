import { useState } from 'react';
import { ChatPanel } from '@/components/chat/ChatPanel';
import { createDocumentsResponder } from '@/components/chat/documents-responder';
import type { LoadDocumentLibrary } from '@/components/chat/load-document-library';
import { useChat, type ResponderLogic } from '@/components/chat/useChat';
import { useSignedInUser } from '@/components/chat/useSignedInUser';
import { findAgent, type AgentId } from '@domain/agents';

export const AGENT_CHAT_PLACEHOLDER = 'Type your question here...';

/**
 * The standalone chat with one agent: its greeting, then questions. The documents agent
 * answers from the signed-in user's documents; the others with their canned answers.
 */
export function AgentChat({
  agentId,
  respond,
  loadLibrary,
}: {
  agentId: AgentId;
  respond?: ResponderLogic;
  loadLibrary?: LoadDocumentLibrary;
}) {
  const user = useSignedInUser();
  const [responder] = useState(
    () => respond ?? (user ? createDocumentsResponder(user, { loadLibrary }) : undefined),
  );
  const chat = useChat(agentId, { respond: responder });
  return (
    <ChatPanel
      chat={chat}
      agentName={findAgent(agentId).title}
      placeholder={AGENT_CHAT_PLACEHOLDER}
    />
  );
}
