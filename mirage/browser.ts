import type { Server } from 'miragejs';
import { mockControls, type MockControls } from './controls';
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

/** The demo controls of the running in-page mock server; null until the first API call. */
export function runningMockControls(): MockControls | null {
  return server && mockControls(server);
}
