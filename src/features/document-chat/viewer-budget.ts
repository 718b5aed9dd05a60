/** Why the viewer shows a message instead of a PDF's page, worded for the person reading. */
export class PageRefusal extends Error {
  override name = 'PageRefusal';
}

/**
 * Runs `work` with a signal that aborts when `signal` does or after `maxMillis`; it then
 * rejects at once (with a PageRefusal saying `what` took too long), whatever `work` is doing,
 * and `work` stops on its signal.
 */
export function withinTime<T>(
  work: (signal: AbortSignal) => Promise<T>,
  { signal, maxMillis, what }: { signal: AbortSignal; maxMillis: number; what: string },
): Promise<T> {
  const inner = new AbortController();
  const seconds = Math.round(maxMillis / 1000);
  const timer = setTimeout(
    () =>
      inner.abort(
        new PageRefusal(`${what} took longer than ${seconds} seconds, so it was stopped.`),
      ),
    maxMillis,
  );
  const forward = () => inner.abort(signal.reason);
  signal.addEventListener('abort', forward, { once: true });
  if (signal.aborted) forward();
  const stopped = new Promise<never>((_, reject) => {
    inner.signal.addEventListener('abort', () => reject(inner.signal.reason), { once: true });
  });
  return Promise.race([work(inner.signal), stopped]).finally(() => {
    clearTimeout(timer);
    signal.removeEventListener('abort', forward);
  });
}
