/**
 * Where API calls go. By default the in-page mock server (Mirage) answers them, so a static
 * deployment works with no backend; VITE_API_MODE=remote sends them to VITE_API_BASE_URL.
 */
export type ApiMode = 'mock' | 'remote';

export const apiMode: ApiMode = import.meta.env.VITE_API_MODE === 'remote' ? 'remote' : 'mock';

export const apiBaseUrl: string | undefined = import.meta.env.VITE_API_BASE_URL || undefined;

/** A path that does not start with http resolves against the API base (the page's origin by default). */
export function resolveApiUrl(
  path: string,
  base = apiBaseUrl ?? globalThis.location.origin,
): string {
  if (/^https?:/i.test(path)) return path;
  return new URL(path, base.endsWith('/') ? base : `${base}/`).toString();
}
