import { TABLE_NAMES } from './db';

/** The mock database as plain rows per table, as Mirage's db.dump() gives and loadData() takes. */
export type MockDump = Partial<Record<(typeof TABLE_NAMES)[number], Record<string, unknown>[]>>;

/**
 * Key-value storage the page hands the mock server (the app's safe localStorage). The mock
 * reaches no browser storage of its own, so it imports nothing from the app.
 */
export interface KeyValueStore {
  read(key: string): string | null;
  /**
   * Stores the value. A store that could not keep it (full, or storage turned off) throws or
   * returns false; the app's safe localStorage returns false, since it never throws.
   */
  write(key: string, value: string): boolean | void;
  remove(key: string): void;
}

/** Where the mock database survives a reload. */
export interface MockPersistence {
  load(): MockDump | null;
  save(dump: MockDump): void;
  clear(): void;
}

export const MOCK_DB_STORAGE_KEY = 'retail-ops-ai.mock-db';
const FORMAT = 'retail-ops-ai/mock-db';
const VERSION = 1;

interface StoredDatabase {
  format: typeof FORMAT;
  version: typeof VERSION;
  tables: MockDump;
}

function isRow(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}

/** Why a stored value is not a database this version can load, or null when it is. */
function problemWith(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'not an object';
  const stored = value as Partial<StoredDatabase>;
  if (stored.format !== FORMAT) return 'not a Retail Ops AI mock database';
  if (stored.version !== VERSION) return `unsupported version ${String(stored.version)}`;
  if (typeof stored.tables !== 'object' || stored.tables === null) return 'no tables';
  for (const [name, rows] of Object.entries(stored.tables)) {
    if (!(TABLE_NAMES as readonly string[]).includes(name)) return `unknown table "${name}"`;
    if (!Array.isArray(rows) || !rows.every(isRow)) return `malformed rows in "${name}"`;
  }
  return null;
}

export interface StoredPersistenceOptions {
  /** The storage key; one namespaced key by default. */
  key?: string;
  /**
   * Called when a save fails (the store is full or turned off), once per streak of failed
   * saves: a save that works ends the streak, and the next failure calls it again.
   */
  onSaveFailed?: (error: unknown) => void;
}

/**
 * Keeps the database in `store` (localStorage in the browser) under one namespaced key. A value that cannot be read
 * (corrupt JSON, another app's data, an old format) is discarded with a warning, never thrown. A save that fails
 * does not break the answer the mock is giving; it warns and calls `onSaveFailed`, once per streak of failures.
 */
export function storedPersistence(
  store: KeyValueStore,
  { key = MOCK_DB_STORAGE_KEY, onSaveFailed }: StoredPersistenceOptions = {},
): MockPersistence {
  let failing = false;
  const saveFailed = (error: unknown) => {
    if (failing) return;
    failing = true;
    console.warn(`Could not save the mock database (${key}):`, error);
    onSaveFailed?.(error);
  };
  return {
    load() {
      const raw = store.read(key);
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
      const problem = parsed === undefined ? 'not valid JSON' : problemWith(parsed);
      if (problem) {
        console.warn(`Discarding the stored mock database (${key}): ${problem}. Starting fresh.`);
        store.remove(key);
        return null;
      }
      return (parsed as StoredDatabase).tables;
    },
    save(dump) {
      const stored: StoredDatabase = { format: FORMAT, version: VERSION, tables: dump };
      let kept: boolean | void;
      try {
        kept = store.write(key, JSON.stringify(stored));
      } catch (error) {
        saveFailed(error);
        return;
      }
      if (kept === false) saveFailed(new Error('The store did not keep the value.'));
      else failing = false;
    },
    clear() {
      store.remove(key);
    },
  };
}
