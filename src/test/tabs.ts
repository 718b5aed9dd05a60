import type { Server } from 'miragejs';
import { mockControls, type MockControls } from '@mirage/controls';
import { storedPersistence, type KeyValueStore } from '@mirage/persistence';
import { call, startTestServer, type Answer } from './mirage';

/**
 * One origin's localStorage shared by the tabs of a test, as the mock server sees it. A write or
 * removal in one tab queues a `storage` event for every other tab listening to that key (never
 * for the tab that wrote, as in a browser); `deliverEvents()` hands them over, later, the way a
 * browser delivers them as a task of their own.
 */
export function sharedStorage() {
  const values = new Map<string, string>();
  interface Listener {
    tab: number;
    key: string;
    listener: () => void;
  }
  const listeners = new Set<Listener>();
  const pending: Listener[] = [];
  let tabs = 0;
  const changed = (tab: number, key: string) => {
    for (const entry of listeners) if (entry.tab !== tab && entry.key === key) pending.push(entry);
  };
  return {
    values,
    /** The store of one more tab. */
    storeOfNewTab(): KeyValueStore {
      tabs += 1;
      const tab = tabs;
      return {
        read: (key) => values.get(key) ?? null,
        write: (key, value) => {
          values.set(key, value);
          changed(tab, key);
        },
        remove: (key) => {
          values.delete(key);
          changed(tab, key);
        },
        subscribe: (key, listener) => {
          const entry = { tab, key, listener };
          listeners.add(entry);
          return () => listeners.delete(entry);
        },
      };
    },
    pendingEvents: () => pending.length,
    /** Delivers the storage events queued so far (to tabs still listening). */
    deliverEvents() {
      for (const entry of pending.splice(0)) if (listeners.has(entry)) entry.listener();
    },
  };
}

export type SharedStorage = ReturnType<typeof sharedStorage>;

export interface Tab {
  server: Server;
  controls: MockControls;
  /** Calls this tab's mock server (see `call` in ./mirage). */
  call: typeof call;
  post: (path: string, body?: unknown, token?: string) => Promise<Answer>;
}

/**
 * Tabs of one browser over one shared storage, each with its own in-page mock server (its own
 * in-memory database, loaded from the storage when it opened) and one shared clock. Pretender
 * puts each server's XMLHttpRequest in place of the page's; a tab's calls use its own.
 */
export function browserTabs(storage: SharedStorage = sharedStorage()) {
  const clock = { now: Date.parse('2025-06-02T09:00:00Z') };
  const open: Server[] = [];
  // A second Pretender warns that two servers run at once: that is the point here.
  const warn = console.warn;
  return {
    storage,
    clock,
    advance(ms: number) {
      clock.now += ms;
    },
    open(): Tab {
      console.warn = () => {};
      let server: Server;
      try {
        ({ server } = startTestServer({
          persistence: storedPersistence(storage.storeOfNewTab()),
          seed: true,
          now: () => clock.now,
        }));
      } finally {
        console.warn = warn;
      }
      open.push(server);
      const xhr = globalThis.XMLHttpRequest;
      // fetch (Pretender's polyfill) makes its XMLHttpRequest synchronously, so the swap can end
      // as soon as the call has started, and two tabs' calls may be under way at once.
      const inTab: typeof call = (...args) => {
        const page = globalThis.XMLHttpRequest;
        globalThis.XMLHttpRequest = xhr;
        try {
          return call(...args);
        } finally {
          globalThis.XMLHttpRequest = page;
        }
      };
      return {
        server,
        controls: mockControls(server),
        call: inTab,
        post: (path, body, token) => inTab('POST', path, body, token),
      };
    },
    /** Shuts every server down, the last opened first, so the page gets its own fetch back. */
    closeAll() {
      for (const server of open.splice(0).reverse()) server.shutdown();
    },
  };
}
