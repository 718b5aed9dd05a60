import { expectToConform, statusKey } from '@/test/contract';
import type { ContractTarget } from './target';

export type Json = Record<string, unknown>;

export interface ContractAnswer {
  status: number;
  headers: Record<string, string>;
  body: Json;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as it is instead of `body` (for a body that is not JSON). */
  rawBody?: string;
  token?: string;
  query?: Record<string, string>;
}

const TEST_HOOK_PATH = '/api/test-hooks/latest-code';
const TIMEOUT_MS = 15_000;

/**
 * Calls the API the way the app does (JSON in and out, a bearer token) over HTTP, and checks every
 * answer against the contract before the test sees it. It notes each status it saw per operation,
 * so the suite can tell which statuses of the contract it reached.
 */
export function contractClient(
  target: ContractTarget,
  { hookToken }: { hookToken: string | null },
) {
  const seen = new Set<string>();

  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: CallOptions = {},
  ): Promise<ContractAnswer> {
    const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
    const hasBody = options.body !== undefined || options.rawBody !== undefined;
    const res = await target.fetch(`${target.baseUrl}${path}${query}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(path === TEST_HOOK_PATH && hookToken ? { 'X-Test-Hook-Token': hookToken } : {}),
      },
      body:
        options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    expectToConform({ method, path, status: res.status, headers, text });
    seen.add(statusKey(method, path, res.status));
    return { status: res.status, headers, body: text ? (JSON.parse(text) as Json) : {} };
  }

  return {
    /** Every 'METHOD /path status' answered so far. */
    seen,
    call,
    get: (path: string, options?: CallOptions) => call('GET', path, options),
    post: (path: string, body?: unknown, options?: CallOptions) =>
      call('POST', path, { ...options, body }),
    /** The test hook: the code most recently sent to `phone` for `purpose`. */
    async latestCode(phone: string, purpose: 'sign-up' | 'sign-in'): Promise<string> {
      const answer = await call('GET', TEST_HOOK_PATH, { query: { phone, purpose } });
      if (answer.status !== 200) {
        throw new Error(`The test hook found no ${purpose} code for ${phone}: ${answer.status}`);
      }
      return answer.body.code as string;
    },
  };
}

export type ContractClient = ReturnType<typeof contractClient>;
