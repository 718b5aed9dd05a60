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
  /**
   * Calls `listener` when another tab of this browser changes `key` (the page's `storage`
   * event); returns the function that stops listening. Optional: without it, the mock still
   * reads what other tabs stored before each answer, it only learns of it later.
   */
  subscribe?(key: string, listener: () => void): () => void;
}

/**
 * Where the mock database survives a reload, shared by the tabs of one browser. Each tab keeps
 * the database in memory; the stored copy is the one they share. A tab never writes its whole
 * copy over it: it writes the records it changed, onto what is stored at that moment.
 */
export interface MockPersistence {
  /** The stored database, or null when there is none (or it could not be read). */
  load(): MockDump | null;
  /**
   * Stores the records `dump` (this tab's database) changed since this tab last loaded, saved
   * or synced, onto what the storage holds now, so other tabs' records stay. Returns the
   * database as this tab should hold it from now on: its own and the other tabs' changes.
   */
  save(dump: MockDump): MockDump;
  /**
   * When other tabs changed the stored database since this tab last read or wrote it, the
   * database as this tab should hold it now (their changes, plus this tab's own changes not
   * saved yet); null when nothing changed.
   */
  sync(dump: MockDump): MockDump | null;
  /** Calls `listener` when another tab changes the stored database; returns the unsubscribe. */
  watch(listener: () => void): () => void;
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

type Row = Record<string, unknown>;
type TableName = (typeof TABLE_NAMES)[number];

/** A row as a string that does not depend on the order of its keys. */
function canonical(row: Row): string {
  return JSON.stringify(
    Object.keys(row)
      .sort()
      .map((key) => [key, row[key]]),
  );
}

function rowsById(rows: readonly Row[] = []): Map<string, Row> {
  return new Map(rows.map((row) => [row.id as string, row]));
}

/** What turned one table into another: rows added or changed (by id), and rows removed. */
interface TableChanges {
  put: Map<string, Row>;
  removed: Set<string>;
}

export type DumpChanges = Partial<Record<TableName, TableChanges>>;

/** The records that differ from `before` to `after`, table by table (none: an empty object). */
export function changesBetween(before: MockDump, after: MockDump): DumpChanges {
  const changes: DumpChanges = {};
  for (const name of TABLE_NAMES) {
    const old = rowsById(before[name]);
    const now = rowsById(after[name]);
    const put = new Map<string, Row>();
    const removed = new Set<string>();
    for (const [id, row] of now) {
      const was = old.get(id);
      if (!was || canonical(was) !== canonical(row)) put.set(id, row);
    }
    for (const id of old.keys()) if (!now.has(id)) removed.add(id);
    if (put.size > 0 || removed.size > 0) changes[name] = { put, removed };
  }
  return changes;
}

/** `dump` with `changes` made to it: changed rows in place, new rows at the end. */
export function withChanges(dump: MockDump, changes: DumpChanges): MockDump {
  const result: MockDump = { ...dump };
  for (const name of TABLE_NAMES) {
    const table = changes[name];
    if (!table) continue;
    const rows = (dump[name] ?? [])
      .filter((row) => !table.removed.has(row.id as string))
      .map((row) => table.put.get(row.id as string) ?? row);
    const present = new Set(rows.map((row) => row.id as string));
    for (const [id, row] of table.put) if (!present.has(id)) rows.push(row);
    result[name] = rows;
  }
  return result;
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
 * Keeps the database in `store` (localStorage in the browser) under one namespaced key, shared by
 * the tabs of the browser. Each save is a read-modify-write of only the records this tab changed
 * (measured from what it last read or wrote), so a tab's older copy never erases another tab's
 * accounts, codes or sessions; `sync` and `watch` let the tab follow what the others store.
 *
 * A value that cannot be read (corrupt JSON, another app's data, an old format) is discarded with
 * a warning at load, never thrown; met later, it is overwritten by this tab's whole database. A
 * save that fails does not break the answer the mock is giving; it warns and calls
 * `onSaveFailed`, once per streak of failures, and the changes are tried again with the next save.
 */
export function storedPersistence(
  store: KeyValueStore,
  { key = MOCK_DB_STORAGE_KEY, onSaveFailed }: StoredPersistenceOptions = {},
): MockPersistence {
  let failing = false;
  /** What the store held when this tab last read or wrote it: changes are measured from it. */
  let base: MockDump = {};
  /** The stored value as this tab last read or wrote it, to tell whether another tab wrote. */
  let seen: string | null = null;

  const saveFailed = (error: unknown) => {
    if (failing) return;
    failing = true;
    console.warn(`Could not save the mock database (${key}):`, error);
    onSaveFailed?.(error);
  };
  /** The stored value and its tables; null tables when there are none or they cannot be read. */
  const read = (): { raw: string | null; tables: MockDump | null; problem: string | null } => {
    const raw = store.read(key);
    if (raw === null) return { raw, tables: null, problem: null };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { raw, tables: null, problem: 'not valid JSON' };
    }
    const problem = problemWith(parsed);
    return { raw, tables: problem ? null : (parsed as StoredDatabase).tables, problem };
  };

  return {
    load() {
      const { raw, tables, problem } = read();
      if (problem) {
        console.warn(`Discarding the stored mock database (${key}): ${problem}. Starting fresh.`);
        store.remove(key);
      }
      base = tables ?? {};
      seen = tables ? raw : null;
      return tables;
    },
    save(dump) {
      const { raw, tables } = read();
      // Only this tab's changes go onto what is stored now; with nothing readable stored, all.
      const merged = tables ? withChanges(tables, changesBetween(base, dump)) : dump;
      const value = JSON.stringify({ format: FORMAT, version: VERSION, tables: merged });
      let kept = false;
      try {
        kept = store.write(key, value) !== false;
        if (!kept) saveFailed(new Error('The store did not keep the value.'));
      } catch (error) {
        saveFailed(error);
      }
      if (!kept) {
        // The store still holds what was read: the next save measures this tab's changes from it.
        base = tables ?? {};
        seen = raw;
      } else {
        failing = false;
        base = merged;
        seen = value;
      }
      return merged;
    },
    sync(dump) {
      const { raw, tables } = read();
      if (raw === seen) return null;
      seen = raw;
      // Removed or unreadable: this tab keeps its database, and its next save writes all of it.
      if (!tables) {
        base = {};
        return null;
      }
      const own = changesBetween(base, dump);
      base = tables;
      return withChanges(tables, own);
    },
    watch(listener) {
      return store.subscribe?.(key, listener) ?? (() => {});
    },
    clear() {
      store.remove(key);
      base = {};
      seen = null;
    },
  };
}
