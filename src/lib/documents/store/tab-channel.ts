/** What one tab tells the others about the library it shares with them. */
export type LibraryChange =
  | { type: 'added'; documentId: string }
  | { type: 'removed'; documentId: string }
  | { type: 'cleared' };

export const LIBRARY_CHANNEL = 'retail-ops-documents';

export interface LibraryChannel {
  announce(change: LibraryChange): void;
  close(): void;
}

/**
 * Tells the other tabs of this browser about uploads, removals and resets, and hands theirs
 * to `onChange`. Where BroadcastChannel is missing, tabs see each other's changes on reload.
 */
export function openLibraryChannel(onChange: (change: LibraryChange) => void): LibraryChannel {
  if (typeof BroadcastChannel === 'undefined') return { announce() {}, close() {} };
  const channel = new BroadcastChannel(LIBRARY_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<LibraryChange>) => onChange(event.data));
  return {
    announce: (change) => channel.postMessage(change),
    close: () => channel.close(),
  };
}
