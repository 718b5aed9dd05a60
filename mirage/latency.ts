/** How long the in-page mock server takes to answer, and how a page chooses where it starts. */

/** The answer delay of the in-page mock server, so busy states are visible as on a network. */
export const DEFAULT_LATENCY_MS = 400;

/**
 * localStorage key that sets the latency (whole milliseconds, 0 or more) the in-page mock server
 * starts with: e.g. `0` in browser tests that do not look at busy states. It is read once, when
 * the server starts; without it (every real visit) the server starts at DEFAULT_LATENCY_MS. The
 * demo controls' slider changes the running server only and never writes it, and 'Reset demo
 * data' restores DEFAULT_LATENCY_MS.
 */
export const MOCK_LATENCY_STORAGE_KEY = 'retail-ops-ai.mock-latency-ms';

/** The latency to start with: the stored choice when it is a whole number of ms, else the default. */
export function startingLatency(stored: string | null): number {
  const value = stored?.trim() ?? '';
  return /^\d{1,6}$/.test(value) ? Number(value) : DEFAULT_LATENCY_MS;
}
