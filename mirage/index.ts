import { createServer, type Server } from 'miragejs';
import { bindMockServerContext } from './context';
import { tables } from './db';
import { pruneExpiredRecords } from './housekeeping';
import { models } from './models';
import type { MockDump, MockPersistence } from './persistence';
import { registerAuthRoutes } from './routes/auth';
import { seedDemoData } from './seeds';

export type MirageEnvironment = 'development' | 'test';

export interface MakeServerOptions {
  environment?: MirageEnvironment;
  /** Response delay in ms; 0 in tests, about 400 otherwise so busy states are visible. */
  timing?: number;
  /** The server's clock (ms since the epoch); tests pass one they control. */
  now?: () => number;
  /** Where the database survives a reload: the page's localStorage in the browser, none in tests. */
  persistence?: MockPersistence | null;
  /** Whether an empty database gets the demo company and accounts (not in tests). */
  seed?: boolean;
}

export const DEFAULT_LATENCY_MS = 400;

/**
 * The backend that ships inside the page. `environment: 'test'` means no seeds, no latency and
 * no persistence, so each test creates exactly the records it needs.
 */
export function makeServer({
  environment = 'development',
  timing,
  now = () => Date.now(),
  persistence = null,
  seed = environment !== 'test',
}: MakeServerOptions = {}): Server {
  const server = createServer({
    environment,
    models,
    timing: timing ?? (environment === 'test' ? 0 : DEFAULT_LATENCY_MS),
    logging: false,
    routes() {
      this.namespace = 'api';
      registerAuthRoutes(this);

      // Everything outside /api (assets, workers, parsers) goes to the network as usual.
      this.namespace = '';
      this.passthrough();
      this.passthrough(
        (request) => !new URL(request.url, globalThis.location.href).pathname.startsWith('/api/'),
      );
    },
  });
  bindMockServerContext(server, {
    now,
    persist: () => {
      pruneExpiredRecords(tables(server), now());
      persistence?.save(server.db.dump() as unknown as MockDump);
    },
  });

  const stored = persistence?.load();
  if (stored) server.db.loadData(stored);
  else if (seed) seedDemoData(server, now());
  return server;
}
