import { TOKEN_KEY, readStored } from '../storage';
import { resolveApiUrl } from './config';
import { ensureApiReady } from './mock-server';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Turns a non-2xx response into an Error whose message is "<status>: <body or status text>". */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, `${res.status}: ${text}`, text);
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The response body (or status text) without the status prefix. */
    readonly body: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function authHeaders(): Record<string, string> {
  const token = readStored(TOKEN_KEY);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The one way to the network: JSON in and out, cookies included, bearer token when stored. No retries. */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  payload?: unknown,
): Promise<Response> {
  await ensureApiReady();
  const res = await globalThis.fetch(resolveApiUrl(path), {
    method,
    headers: {
      Accept: 'application/json',
      ...(payload !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...authHeaders(),
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

/**
 * The human part of an API error: the JSON body's "message" when there is one, otherwise the
 * body text. Other errors (network failures) give their own message; undefined when empty.
 */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    try {
      const parsed: unknown = JSON.parse(error.body);
      if (
        parsed &&
        typeof parsed === 'object' &&
        'message' in parsed &&
        typeof parsed.message === 'string'
      ) {
        return parsed.message || undefined;
      }
    } catch {
      // Not JSON: the body text is the message.
    }
    return error.body || undefined;
  }
  if (error instanceof Error) return error.message || undefined;
  return undefined;
}
