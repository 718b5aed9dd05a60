import type { Server } from 'miragejs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@domain/demo-accounts';
import { makeServer } from '@mirage/index';
import { seedDemoData } from '@mirage/seeds';
import { serveOverHttp } from './mock-over-http';

/** What the contract suite is pointed at, read from the environment `npm run test:contract` sets. */
export interface ContractSettings {
  /** The server's origin; none means the in-page mock, started in this process. */
  baseUrl: string | null;
  /** Sent as X-Test-Hook-Token to the test hook, when the server asks for one. */
  hookToken: string | null;
  /** An account with a password, for signing in by password. */
  login: { email: string; password: string };
}

export function readSettings(env: Record<string, string | undefined>): ContractSettings {
  return {
    baseUrl: env.CONTRACT_BASE_URL?.replace(/\/+$/, '') || null,
    hookToken: env.CONTRACT_HOOK_TOKEN || null,
    login: {
      email: env.CONTRACT_EMAIL || DEMO_ACCOUNTS[0].email,
      password: env.CONTRACT_PASSWORD || DEMO_PASSWORD,
    },
  };
}

/** A server the suite runs against. */
export interface ContractTarget {
  /** 'mock': Mirage in this process, over HTTP; 'remote': any server at a URL. */
  kind: 'mock' | 'remote';
  baseUrl: string;
  /** The fetch that reaches baseUrl (Node's own, never the mock's). */
  fetch: typeof fetch;
  /**
   * Lets `ms` pass on the server's clock: the mock's clock jumps, a remote server is waited for.
   * Only the mock can jump far (hours, days); the suite asks a remote server for seconds.
   */
  wait(ms: number): Promise<void>;
  /** The mock only: the next request fails inside the server (an unexpected exception). */
  failNextRequest?: () => void;
  close(): Promise<void>;
}

export function remoteTarget(baseUrl: string): ContractTarget {
  return {
    kind: 'remote',
    baseUrl,
    fetch: globalThis.fetch,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    close: async () => {},
  };
}

/**
 * The in-page mock with the demo data and a clock the suite moves, served over HTTP on
 * 127.0.0.1. The clock can also be told to throw once, which makes the next request fail the way
 * an unexpected exception does (a JSON 500).
 */
export async function mockTarget(): Promise<ContractTarget> {
  const nodeFetch = globalThis.fetch;
  if ('polyfill' in nodeFetch) {
    throw new Error('A Mirage server is still running: the suite needs Node.js fetch.');
  }
  const clock = { now: Date.parse('2025-06-02T09:00:00Z'), failNext: false };
  const server: Server = makeServer({
    environment: 'test',
    now: () => {
      if (clock.failNext) {
        clock.failNext = false;
        throw new Error('the clock broke');
      }
      return clock.now;
    },
  });
  seedDemoData(server, clock.now);
  // Mirage's fetch, taken before anything else can replace it.
  const bridge = await serveOverHttp(globalThis.fetch);
  return {
    kind: 'mock',
    baseUrl: bridge.url,
    fetch: nodeFetch,
    wait: async (ms) => {
      clock.now += ms;
    },
    failNextRequest: () => {
      clock.failNext = true;
    },
    close: async () => {
      await bridge.close();
      server.shutdown();
    },
  };
}
