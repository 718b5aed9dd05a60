import { safeLocalStorage } from '../storage';
import { apiMode } from './config';

let starting: Promise<void> | null = null;

/**
 * Starts the in-page mock server the first time an API call needs it. It is a dynamic import,
 * so the landing page paints without waiting for Mirage and its data.
 */
export function ensureApiReady(): Promise<void> {
  // Tests start their own server with makeServer({ environment: 'test' }).
  if (apiMode === 'remote' || import.meta.env.MODE === 'test') return Promise.resolve();
  starting ??= import('@mirage/browser').then(({ startBrowserMockServer }) => {
    startBrowserMockServer(safeLocalStorage);
  });
  return starting;
}
