/** The library's share of the browser's storage, and how close it is to the quota. */
export interface StorageUse {
  /** Bytes this site uses (the library and everything else it stores). */
  usedBytes: number;
  quotaBytes: number;
  /** Whether the browser promised not to clear it under storage pressure. */
  persisted: boolean;
}

/** From this share of the quota the documents drawer warns. */
export const NEARLY_FULL_SHARE = 0.8;

interface StorageManagerLike {
  estimate?: () => Promise<{ usage?: number; quota?: number }>;
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
}

function storageManager(): StorageManagerLike | undefined {
  return (globalThis.navigator as { storage?: StorageManagerLike } | undefined)?.storage;
}

/** What the browser reports, or null where it reports nothing. */
export async function estimateStorage(): Promise<StorageUse | null> {
  const storage = storageManager();
  if (!storage?.estimate) return null;
  try {
    const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([
      storage.estimate(),
      storage.persisted?.() ?? Promise.resolve(false),
    ]);
    return quota > 0 ? { usedBytes: usage, quotaBytes: quota, persisted } : null;
  } catch {
    return null;
  }
}

/**
 * Asks the browser to keep the library under storage pressure. Browsers decide on their own
 * (Chromium grants it to sites the user engages with); a refusal changes nothing else.
 */
export async function requestPersistence(): Promise<boolean> {
  const storage = storageManager();
  try {
    if (await storage?.persisted?.()) return true;
    return (await storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}
