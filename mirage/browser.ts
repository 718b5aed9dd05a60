import type { Server } from 'miragejs';
import { makeServer } from './index';

let server: Server | null = null;

/** Starts the mock server in a browser page (dev and the production build), once. */
export function startBrowserMockServer(): Server {
  server ??= makeServer({ environment: 'development' });
  return server;
}

/** The running in-page mock server, for the demo controls; null until the first API call. */
export function getMockServer(): Server | null {
  return server;
}
