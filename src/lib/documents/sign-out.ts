/**
 * What the documents engine lets go when the user signs out: set when an account's library
 * opens. Apart from library.ts, so that signing out never loads the engine to close nothing.
 */
let close: (() => void) | null = null;

export function closeAtSignOut(closeLibrary: () => void): void {
  close = closeLibrary;
}

/** The user signed out (here or in another tab): the account's library is closed. */
export function signedOut(): void {
  const closing = close;
  close = null;
  closing?.();
}
