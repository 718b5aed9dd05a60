import type { Request, Response, Server } from 'miragejs';
import { mockServerContext } from '../context';
import { tables, type MockTables } from '../db';
import { takeFault } from '../faults';
import { errorResponse } from '../http';

export interface RouteTools {
  db: MockTables;
  /** The request's time, read once from the server's clock. */
  now: number;
}

type Handler = (request: Request, tools: RouteTools) => Response | Promise<Response>;

/**
 * Registers a handler under the current namespace with what every route shares: a queued
 * fault answers first, an unexpected exception becomes a JSON 500, and a route that changes
 * data persists the database afterwards (wrong-code attempts count as changes too).
 */
export function defineRoute(
  server: Server,
  verb: 'get' | 'post',
  path: string,
  handler: Handler,
  { mutates = verb !== 'get' }: { mutates?: boolean } = {},
): void {
  const publicPath = `/${server.namespace}${path}`.replace(/\/+/g, '/');
  server[verb](path, async (_schema, request) => {
    const fault = takeFault(server, publicPath);
    if (fault) return errorResponse(fault.status, fault.message);
    const context = mockServerContext(server);
    try {
      return await handler(request, { db: tables(server), now: context.now() });
    } catch (error) {
      console.error(`Mock server: ${verb.toUpperCase()} ${publicPath} failed`, error);
      const detail = error instanceof Error ? error.message : String(error);
      return errorResponse(500, `The mock server failed: ${detail}`);
    } finally {
      if (mutates) context.persist();
    }
  });
}
