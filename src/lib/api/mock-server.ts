import { safeLocalStorage } from '../storage';
import { apiMode } from './config';

// Types only: Mirage's code stays out of this module, which is in the landing page's first load.
export type MockControls = import('@mirage/controls').MockControls;
export type FaultChoice = import('@mirage/controls').FaultChoice;
export type FaultTarget = import('@mirage/faults').FaultTarget;

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

/**
 * The demo controls of the in-page mock server, started on demand like the first API call does;
 * null when API calls go to a remote server, and in tests (they start their own server).
 */
export async function loadMockControls(): Promise<MockControls | null> {
  if (apiMode === 'remote') return null;
  await ensureApiReady();
  const { runningMockControls } = await import('@mirage/browser');
  return runningMockControls();
}
