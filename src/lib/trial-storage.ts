import { mergeTrialRecords, parseTrialRecords, type TrialRecord } from '@domain/trial';
import { readStored, removeStored, storedKeys, writeStored } from './storage';

const PREFIX = 'trials:';

/** Each account's trials under its own key: another account on this browser never sees them. */
function trialsKey(userId: string): string {
  return `${PREFIX}${userId}`;
}

/** The account's kept trials; none when nothing (or nothing readable) was kept. */
export function readTrials(userId: string): TrialRecord[] {
  const stored = readStored(trialsKey(userId));
  if (stored === null) return [];
  try {
    return parseTrialRecords(JSON.parse(stored));
  } catch {
    return [];
  }
}

/**
 * Keeps the account's trials, adding to what is kept (another tab may have started one since);
 * a trial already kept is never replaced. False when storage refused.
 */
export function saveTrials(userId: string, trials: readonly TrialRecord[]): boolean {
  const merged = mergeTrialRecords(readTrials(userId), trials);
  return writeStored(trialsKey(userId), JSON.stringify(merged));
}

/** Forgets every account's trials kept in this browser ('Reset demo data'). */
export function forgetAllTrials(): void {
  for (const key of storedKeys()) if (key.startsWith(PREFIX)) removeStored(key);
}
