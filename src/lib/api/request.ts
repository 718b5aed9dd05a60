import { ApiError } from '@domain/api-error';
import { TOKEN_KEY, readStored } from '../storage';
import { resolveApiUrl } from './config';
import { ensureApiReady } from './mock-server';

export { ApiError, errorMessage } from '@domain/api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Turns a non-2xx response into an Error whose message is "<status>: <body or status text>". */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, `${res.status}: ${text}`, text);
}

function authHeaders(token = readStored(TOKEN_KEY)): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The one way to the network: JSON in and out, cookies included, bearer token when stored. No retries. */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  payload?: unknown,
  /** The bearer token, when it is not (or no longer) the stored one. */
  { token }: { token?: string | null } = {},
): Promise<Response> {
  await ensureApiReady();
  const res = await globalThis.fetch(resolveApiUrl(path), {
    method,
    headers: {
      Accept: 'application/json',
      ...(payload !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...authHeaders(token ?? undefined),
    },
    body: payload !== undefined ? JSON.stringify(payload) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest plus the parsed JSON answer. */
export async function postJson<T>(path: string, payload?: unknown): Promise<T> {
  const res = await apiRequest('POST', path, payload);
  return (await res.json()) as T;
}

export type On401 = 'throw' | 'returnNull';

/**
 * The read helper: joins the query-key segments with "/" into the path and GETs it.
 * On 401 it throws (the default) or answers null.
 */
export async function readJson<T>(
  queryKey: readonly (string | number)[],
  { on401 = 'throw' }: { on401?: On401 } = {},
): Promise<T | null> {
  await ensureApiReady();
  const res = await globalThis.fetch(resolveApiUrl(queryKey.join('/')), {
    headers: { Accept: 'application/json', ...authHeaders() },
    credentials: 'include',
  });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}
