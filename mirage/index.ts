import { createServer, type Server } from 'miragejs';
import { bindMockServerContext, mockServerContext } from './context';
import { tables, type Table, type TABLE_NAMES } from './db';
import { pruneExpiredRecords } from './housekeeping';
import { RandomIdentityManager } from './ids';
import { models } from './models';
import { changesBetween, type MockDump, type MockPersistence } from './persistence';
import { registerAuthRoutes } from './routes/auth';
import { registerTestHookRoutes } from './routes/test-hooks';
import { seedDemoData } from './seeds';
import { DEFAULT_LATENCY_MS } from './latency';

type TableName = (typeof TABLE_NAMES)[number];

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

export { DEFAULT_LATENCY_MS };

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
    identityManagers: { application: RandomIdentityManager as never },
    timing: timing ?? (environment === 'test' ? 0 : DEFAULT_LATENCY_MS),
    logging: false,
    routes() {
      this.namespace = 'api';
      registerAuthRoutes(this);
      registerTestHookRoutes(this);

      // Everything outside /api (assets, workers, parsers) goes to the network as usual.
      this.namespace = '';
      this.passthrough();
      this.passthrough(
        (request) => !new URL(request.url, globalThis.location.href).pathname.startsWith('/api/'),
      );
    },
  });
  const dump = () => server.db.dump() as unknown as MockDump;
  bindMockServerContext(server, {
    now,
    persist: () => {
      pruneExpiredRecords(tables(server), now());
      if (persistence) holdOnly(server, persistence.save(dump()));
    },
    follow: () => {
      const current = persistence?.sync(dump());
      if (current) holdOnly(server, current);
    },
  });

  const stored = persistence?.load();
  if (stored) server.db.loadData(stored);
  else if (seed) seedDemoData(server, now());
  // Other tabs' changes are taken in as they are stored, and again before each answer.
  const unwatch = persistence?.watch(() => mockServerContext(server).follow());
  const shutdown = server.shutdown.bind(server);
  server.shutdown = () => {
    unwatch?.();
    shutdown();
  };
  return server;
}

/**
 * Makes the in-memory database hold exactly `dump`, record by record: what another tab added or
 * changed goes in, what it removed goes, and the rest is left as it is.
 */
function holdOnly(server: Server, dump: MockDump): void {
  const db = server.db as unknown as Record<TableName, Table<{ id: string }>>;
  for (const [name, { put, removed }] of Object.entries(
    changesBetween(server.db.dump() as unknown as MockDump, dump),
  ) as [TableName, { put: Map<string, Record<string, unknown>>; removed: Set<string> }][]) {
    for (const id of removed) db[name].remove(id);
    for (const [id, row] of put) {
      if (db[name].find(id)) db[name].update(id, row);
      else db[name].insert(row as { id: string });
    }
  }
}
