/**
 * Registers the service worker that vite-plugin-pwa generates (Workbox precache of the whole
 * build), so the app works offline after one visit. A new deployment's worker takes over at
 * once; the page then reloads, because the old page's lazy chunks are gone from the cache.
 */
export async function registerServiceWorker(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const base = import.meta.env.BASE_URL;
  const workbox = new Workbox(`${base}sw.js`, { scope: base });
  workbox.addEventListener('activated', (event) => {
    if (event.isUpdate || event.isExternal) window.location.reload();
  });
  await workbox.register();
}
