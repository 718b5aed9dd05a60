/**
 * What one tab tells the others about the library it shares with them. 'reclassified': a
 * document's level changed (its stored record says to which). 'restored': a tab has loaded the
 * library, and storage may hold changes a tab that died never told.
 */
export type LibraryChange =
  | { type: 'added'; documentId: string }
  | { type: 'removed'; documentId: string }
  | { type: 'reclassified'; documentId: string }
  | { type: 'cleared' }
  | { type: 'restored' };

export interface LibraryChannel {
  announce(change: LibraryChange): void;
  close(): void;
}

/**
 * A message as a change, or null when it is not one. Anything on the origin can post to the
 * channel (another release, an extension, a bug), so nothing is taken on trust.
 */
export function changeOf(message: unknown): LibraryChange | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, documentId } = message as Record<string, unknown>;
  if (type === 'cleared' || type === 'restored') return { type };
  const aboutOne = type === 'added' || type === 'removed' || type === 'reclassified';
  if (aboutOne && typeof documentId === 'string' && documentId) {
    return { type, documentId };
  }
  return null;
}

/**
 * Tells the other tabs of this browser that share the database `name` about uploads, removals
 * and resets, and hands theirs to `onChange` (messages that are not changes are ignored).
 * Where BroadcastChannel is missing, tabs see each other's changes on reload.
 */
export function openLibraryChannel(
  name: string,
  onChange: (change: LibraryChange) => void,
): LibraryChannel {
  if (typeof BroadcastChannel === 'undefined') return { announce() {}, close() {} };
  const channel = new BroadcastChannel(name);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    const change = changeOf(event.data);
    if (change) onChange(change);
  });
  return {
    announce: (change) => channel.postMessage(change),
    close: () => channel.close(),
  };
}
