import type { Server } from 'miragejs';
import { makeServer } from './index';
import { storedPersistence, type KeyValueStore } from './persistence';

let server: Server | null = null;

/**
 * Starts the mock server in a browser page (dev and the production build), once. `store` is
 * where its database survives a reload (the page's localStorage).
 */
export function startBrowserMockServer(store: KeyValueStore): Server {
  server ??= makeServer({ environment: 'development', persistence: storedPersistence(store) });
  return server;
}

/** The running in-page mock server, for the demo controls; null until the first API call. */
export function getMockServer(): Server | null {
  return server;
}
