import { makeServer } from './index';

/** Starts the mock server in a browser page (dev and the production build). */
export function startBrowserMockServer() {
  return makeServer({ environment: 'development' });
}
