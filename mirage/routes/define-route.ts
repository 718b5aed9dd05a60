import type { Request, Response, Server } from 'miragejs';
import { mockServerContext } from '../context';
import { tables, type MockTables } from '../db';
import { errorResponse } from '../http';
import { withFaults } from './with-faults';

export interface RouteTools {
  db: MockTables;
  /** The request's time, read once from the server's clock. */
  now: number;
}

type Handler = (request: Request, tools: RouteTools) => Response | Promise<Response>;

/**
 * Registers a handler under the current namespace with what every route shares: an armed fault
 * answers first, the database takes in what other tabs stored, an unexpected exception becomes a
 * JSON 500, and a route that changes data persists the database afterwards (wrong-code attempts
 * count as changes too).
 */
export function defineRoute(
  server: Server,
  verb: 'get' | 'post',
  path: string,
  handler: Handler,
  { mutates = verb !== 'get' }: { mutates?: boolean } = {},
): void {
  const endpoint = {
    method: verb.toUpperCase(),
    path: `/${server.namespace}${path}`.replace(/\/+/g, '/'),
  };
  server[verb](
    path,
    withFaults(server, endpoint, async (request) => {
      const context = mockServerContext(server);
      // Answer from what every tab has stored, not from this tab's copy as it was.
      context.follow();
      try {
        return await handler(request, { db: tables(server), now: context.now() });
      } catch (error) {
        console.error(`Mock server: ${endpoint.method} ${endpoint.path} failed`, error);
        const detail = error instanceof Error ? error.message : String(error);
        return errorResponse(500, `The mock server failed: ${detail}`);
      } finally {
        if (mutates) context.persist();
      }
    }),
  );
}
