import { fromPromise } from 'xstate';
import { cannedReply } from '@machines/chat/canned-responder';
import type { AgentReply, ReplyBlock, RespondInput } from '@machines/chat/chat.types';
import type { DocumentsReply } from '@/lib/documents/types';
import { loadDocumentLibrary, type LoadDocumentLibrary } from './load-document-library';

/** The engine's reply as the chat's structured message: passages with highlights, then citations. */
export async function toAgentReply(
  reply: DocumentsReply,
  canned: () => AgentReply,
): Promise<AgentReply> {
  if (reply.kind === 'no-documents') {
    const { text } = canned();
    return { text, blocks: [{ kind: 'paragraph', text: reply.hint }] };
  }
  if (reply.kind === 'no-match') return { text: reply.message };
  const { segmentsToRanges } = await import('@/lib/documents/highlight');
  const blocks: ReplyBlock[] = reply.passages.map((hit) => {
    const { text, highlights } = segmentsToRanges(hit.segments);
    return {
      kind: 'passage',
      text,
      highlights,
      citation: {
        documentId: hit.citation.documentId,
        documentName: hit.citation.documentName,
        location: hit.citation.locationLabel,
        classification: hit.citation.classification,
      },
    };
  });
  return { text: reply.message, blocks };
}

/**
 * The chats' responder: the documents agent answers a signed-in user from the documents they may
 * see; the other agents, and anyone signed out, get the canned replies.
 */
export function createDocumentsResponder({
  loadLibrary = loadDocumentLibrary,
  random = Math.random,
}: { loadLibrary?: LoadDocumentLibrary; random?: () => number } = {}) {
  return fromPromise<AgentReply, RespondInput>(async ({ input }) => {
    const canned = () => cannedReply(input.agentId, random);
    const { user } = input;
    if (input.agentId !== 'documents' || !user) return canned();
    const [library, { answerFromDocuments }] = await Promise.all([
      loadLibrary(),
      import('@/lib/documents/responder'),
    ]);
    return toAgentReply(answerFromDocuments(input.text, user, library), canned);
  });
}
