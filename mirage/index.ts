import { createServer, type Server } from 'miragejs';
import { models } from './models';
import { registerAuthRoutes } from './routes/auth';

export type MirageEnvironment = 'development' | 'test';

export interface MakeServerOptions {
  environment?: MirageEnvironment;
  /** Response delay in ms; 0 in tests. */
  timing?: number;
}

/**
 * The backend that ships inside the page. `environment: 'test'` means no seeds and no latency,
 * so each test creates exactly the records it needs.
 */
export function makeServer({
  environment = 'development',
  timing,
}: MakeServerOptions = {}): Server {
  return createServer({
    environment,
    models,
    timing: timing ?? (environment === 'test' ? 0 : 400),
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
}
