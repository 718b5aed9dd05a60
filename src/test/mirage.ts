import type { Server } from 'miragejs';
import { makeServer, type MakeServerOptions } from '@mirage/index';
import type { KeyValueStore } from '@mirage/persistence';
import { seedDemoData } from '@mirage/seeds';

/** jsdom's localStorage as the store the page would hand the mock server. */
export const testLocalStorage: KeyValueStore = {
  read: (key) => localStorage.getItem(key),
  write: (key, value) => localStorage.setItem(key, value),
  remove: (key) => localStorage.removeItem(key),
};

/** A test server with a clock the test moves by hand, optionally with the demo data. */
export function startTestServer({
  seeded = false,
  ...options
}: MakeServerOptions & { seeded?: boolean } = {}) {
  const clock = { now: Date.parse('2025-06-02T09:00:00Z') };
  const server: Server = makeServer({ environment: 'test', now: () => clock.now, ...options });
  if (seeded) seedDemoData(server, clock.now);
  return {
    server,
    clock,
    advance(ms: number) {
      clock.now += ms;
    },
  };
}

/** Counts the requests the server answers, by path (e.g. '/api/send-otp'). */
export function countRequests(server: Server) {
  const paths: string[] = [];
  const original = server.pretender.handledRequest.bind(server.pretender);
  server.pretender.handledRequest = (verb, path, request) => {
    paths.push(new URL(path, globalThis.location.href).pathname);
    original(verb, path, request);
  };
  return {
    to: (path: string) => paths.filter((p) => p === path).length,
    reset: () => {
      paths.length = 0;
    },
  };
}

interface HeldResponse {
  callback: () => void;
}

/**
 * From now on the server answers only when the test says so, so a test can look at a busy
 * state for as long as it likes (Pretender's manual resolution: timing `true`).
 */
export function holdResponses(server: Server) {
  server.timing = true as unknown as number;
  const held = () =>
    (server.pretender as unknown as { requestReferences: HeldResponse[] }).requestReferences;
  return {
    pending: () => held().length,
    /** Sends every held answer, oldest first. */
    releaseAll() {
      for (const { callback } of held().splice(0)) callback();
    },
  };
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Calls the mock API the way the app does (JSON in and out) and returns status and body. */
export async function call(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
): Promise<Answer> {
  const res = await fetch(path, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export const post = (path: string, body?: unknown, token?: string) =>
  call('POST', path, body, token);
