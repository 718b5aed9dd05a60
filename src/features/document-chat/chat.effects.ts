import type { AppEffects } from '@machines/app/provide-effects';
import { withAvailableScope } from './available-scope';
import { conversationEffects, type OpenConversations } from './conversation.effects';
import { createDocumentsResponder } from './documents-responder';
import type { LoadDocumentLibrary } from './load-document-library';

/**
 * Every chat's effects: the documents agent answers from the library, the others canned; each
 * account's conversations are kept in the browser, and reopen narrowed to the documents still
 * in the library.
 */
export function chatEffects(
  loadLibrary: LoadDocumentLibrary,
  openConversations?: OpenConversations,
) {
  const conversations = conversationEffects(openConversations, withAvailableScope(loadLibrary));
  return {
    actors: { ...conversations.actors, respond: createDocumentsResponder({ loadLibrary }) },
    actions: conversations.actions,
  } satisfies AppEffects['chat'];
}
