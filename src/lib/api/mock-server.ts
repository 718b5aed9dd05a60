import { safeLocalStorage } from '../storage';
import { apiMode } from './config';

// Types only: Mirage's code stays out of this module, which is in the landing page's first load.
export type MockControls = import('@mirage/controls').MockControls;
export type FaultChoice = import('@mirage/controls').FaultChoice;
export type FaultTarget = import('@mirage/faults').FaultTarget;

let starting: Promise<void> | null = null;

/** What the page tells the user when the demo data could not be saved. */
export const DEMO_DATA_NOT_SAVED = {
  title: 'Demo data not saved',
  message:
    "This browser's storage is full or turned off, so new accounts and sign-ins will be lost on reload. Free some space or use Reset demo data.",
} as const;

export type DemoDataNotSavedListener = (notice: typeof DEMO_DATA_NOT_SAVED) => void;

const notSavedListeners = new Set<DemoDataNotSavedListener>();

/**
 * Calls `listener` whenever the in-page mock server could not save its database (once per
 * streak of failed saves). The app registers one that shows a toast; this module imports no UI.
 * Returns the function that unregisters it.
 */
export function onDemoDataNotSaved(listener: DemoDataNotSavedListener): () => void {
  notSavedListeners.add(listener);
  return () => {
    notSavedListeners.delete(listener);
  };
}

/** The mock server's `onSaveFailed`: tells every listener. */
export function reportDemoDataNotSaved(): void {
  for (const listener of notSavedListeners) listener(DEMO_DATA_NOT_SAVED);
}

/**
 * Starts the in-page mock server the first time an API call needs it. It is a dynamic import,
 * so the landing page paints without waiting for Mirage and its data.
 */
export function ensureApiReady(): Promise<void> {
  // Tests start their own server with makeServer({ environment: 'test' }).
  if (apiMode === 'remote' || import.meta.env.MODE === 'test') return Promise.resolve();
  starting ??= import('@mirage/browser').then(({ startBrowserMockServer }) => {
    startBrowserMockServer(safeLocalStorage, { onSaveFailed: reportDemoDataNotSaved });
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
