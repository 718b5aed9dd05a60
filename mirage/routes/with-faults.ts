import type { Request, Response, Server } from 'miragejs';
import { addEndpoint, takeFault, type Endpoint } from '../faults';
import { errorResponse } from '../http';

/** The parts of Pretender's fake XMLHttpRequest (Mirage's request) that a lost connection touches. */
interface FakeXhr {
  readyState: number;
  status: number;
  respond(): void;
  onerror?: ((event: Event) => void) | null;
  onloadend?: ((event: Event) => void) | null;
  dispatchEvent(event: Event): boolean;
}

/**
 * Turns the answer Pretender will give `request` (after the usual latency, or when a test
 * releases it) into a network error, as if the connection dropped: fetch rejects with a TypeError.
 */
function loseConnection(request: Request): void {
  const xhr = request as unknown as FakeXhr;
  xhr.respond = () => {
    xhr.readyState = 4; // DONE
    xhr.status = 0;
    for (const type of ['error', 'loadend'] as const) {
      const event = new Event(type);
      xhr[`on${type}`]?.(event);
      xhr.dispatchEvent(event);
    }
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `handle` as a Mirage route handler for `endpoint`, with the armed faults answering first. */
export function withFaults(
  server: Server,
  endpoint: Endpoint,
  handle: (request: Request) => Promise<Response>,
): (schema: unknown, request: Request) => Promise<Response> {
  addEndpoint(server, endpoint);
  return async (_schema, request) => {
    const path = new URL(request.url, globalThis.location.href).pathname;
    const effect = takeFault(server, endpoint, path)?.effect;
    switch (effect?.type) {
      case undefined:
        return handle(request);
      case 'error':
        return errorResponse(effect.status, effect.message);
      case 'slow':
        await wait(effect.ms);
        return handle(request);
      case 'network':
        loseConnection(request);
        // Pretender still needs an answer to drop.
        return errorResponse(503, 'The connection was lost');
    }
  };
}
