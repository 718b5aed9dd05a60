import type { Server } from 'miragejs';
import { mockControls, type MockControls } from './controls';
import { makeServer } from './index';
import { MOCK_LATENCY_STORAGE_KEY, startingLatency } from './latency';
import {
  storedPersistence,
  type KeyValueStore,
  type StoredPersistenceOptions,
} from './persistence';

let server: Server | null = null;

export interface BrowserMockServerOptions {
  /** Called when the database could not be saved, once per streak of failed saves. */
  onSaveFailed?: StoredPersistenceOptions['onSaveFailed'];
}

/**
 * Starts the mock server in a browser page (dev and the production build), once. `store` is
 * where its database survives a reload (the page's localStorage); `onSaveFailed` lets the page
 * tell the user when it cannot (the mock imports nothing from the app). It answers after
 * DEFAULT_LATENCY_MS unless the store holds another latency under MOCK_LATENCY_STORAGE_KEY
 * (./latency.ts; the browser tests set 0).
 */
export function startBrowserMockServer(
  store: KeyValueStore,
  { onSaveFailed }: BrowserMockServerOptions = {},
): Server {
  server ??= makeServer({
    environment: 'development',
    timing: startingLatency(store.read(MOCK_LATENCY_STORAGE_KEY)),
    persistence: storedPersistence(store, { onSaveFailed }),
  });
  return server;
}

/** The demo controls of the running in-page mock server; null until the first API call. */
export function runningMockControls(): MockControls | null {
  return server && mockControls(server);
}
