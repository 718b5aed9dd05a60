/**
 * localStorage that never throws: private browsing modes and disabled storage make every
 * call fail, and the app must keep working without persistence.
 */
function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Whether the value was kept: false when storage is full or turned off (it never throws). */
export function writeStored(key: string, value: string): boolean {
  try {
    const storage = store();
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    // Persistence is best effort; the in-memory state still holds.
    return false;
  }
}

/** Every key kept in localStorage (none when storage is off). */
export function storedKeys(): string[] {
  try {
    const storage = store();
    if (!storage) return [];
    return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
  } catch {
    return [];
  }
}

export function removeStored(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // As above.
  }
}

/**
 * Calls `listener` with the new value (null: removed) whenever another tab of this browser changes
 * `key` in localStorage, or clears it: the page's `storage` event, which never fires in the tab
 * that made the change. Returns the function that stops listening.
 */
export function subscribeStored(key: string, listener: (value: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared the whole storage.
    if (event.key !== null && event.key !== key) return;
    if (event.storageArea !== null && event.storageArea !== store()) return;
    listener(readStored(key));
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => globalThis.removeEventListener?.('storage', onStorage);
}

export const TOKEN_KEY = 'token';

/** The same calls as one object, for code that is handed its storage (the in-page mock server). */
export const safeLocalStorage = {
  read: readStored,
  write: writeStored,
  remove: removeStored,
  subscribe: (key: string, listener: () => void) => subscribeStored(key, () => listener()),
};
