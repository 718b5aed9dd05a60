import type { SavedConversation } from '@machines/chat/chat.types';
import type { DocumentUser } from '@/lib/documents/types';
import type { LoadDocumentLibrary } from './load-document-library';

/** A kept conversation as it reopens for a user: its scope without documents gone since. */
export type ReopenConversation = (
  saved: SavedConversation,
  user: DocumentUser,
) => Promise<SavedConversation>;

/**
 * Drops the documents removed since the conversation was kept (or no longer the user's to
 * see) from its scope; the library is read only for a conversation narrowed to some.
 */
export function withAvailableScope(loadLibrary: LoadDocumentLibrary): ReopenConversation {
  return async (saved, user) => {
    if (!saved.scope?.length) return saved;
    const library = await loadLibrary(user);
    await library.whenReady();
    const listed = new Set(library.listDocuments(user).map((document) => document.id));
    return { ...saved, scope: saved.scope.filter((document) => listed.has(document.documentId)) };
  };
}
