import type { AppEffects } from '@machines/app/provide-effects';
import { conversationEffects, type OpenConversations } from './conversation.effects';
import { createDocumentsResponder } from './documents-responder';
import type { LoadDocumentLibrary } from './load-document-library';

/**
 * Every chat's effects: the documents agent answers from the library, the others canned; each
 * account's conversations are kept in the browser.
 */
export function chatEffects(
  loadLibrary: LoadDocumentLibrary,
  openConversations?: OpenConversations,
) {
  const conversations = conversationEffects(openConversations);
  return {
    actors: { ...conversations.actors, respond: createDocumentsResponder({ loadLibrary }) },
    actions: conversations.actions,
  } satisfies AppEffects['chat'];
}
