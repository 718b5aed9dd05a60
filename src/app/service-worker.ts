/**
 * Registers the service worker that vite-plugin-pwa generates (Workbox precache of the whole
 * build), so the app works offline after one visit. A new deployment's worker takes over at
 * once; the page then reloads, because the old page's lazy chunks are gone from the cache.
 */
async function registerServiceWorker(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const base = import.meta.env.BASE_URL;
  const workbox = new Workbox(`${base}sw.js`, { scope: base });
  workbox.addEventListener('activated', (event) => {
    if (event.isUpdate || event.isExternal) window.location.reload();
  });
  await workbox.register();
}

/** Resolves once the page has loaded and the browser then has a moment with nothing to do. */
function loadedAndIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        );
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window)
          requestIdleCallback(() => resolve(), { timeout: 5000 });
        else setTimeout(resolve, 1000);
      }),
  );
}

/**
 * The precache downloads the whole build (several megabytes, the document parsers included),
 * so it waits until the first page has loaded and rendered: on a slow phone it would otherwise
 * compete with the page's own start-up for the network and the CPU.
 */
export function registerServiceWorkerWhenIdle(): void {
  void loadedAndIdle().then(registerServiceWorker);
}
