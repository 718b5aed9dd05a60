import { Response, type Request, type Server } from 'miragejs';
import { addEndpoint, takeFault, type Endpoint } from '../faults';

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

/** The header that marks an answer a fault made up: such answers are outside the API contract. */
export const FAULT_HEADER = 'X-Mock-Fault';

/** A fault's error answer: the usual JSON { message }, marked with the fault's label. */
function faultAnswer(status: number, message: string, label: string): Response {
  return new Response(
    status,
    { 'Content-Type': 'application/json', [FAULT_HEADER]: label },
    { message },
  );
}

/** `handle` as a Mirage route handler for `endpoint`, with the armed faults answering first. */
export function withFaults(
  server: Server,
  endpoint: Endpoint,
  handle: (request: Request) => Promise<Response>,
): (schema: unknown, request: Request) => Promise<Response> {
  addEndpoint(server, endpoint);
  return async (_schema, request) => {
    const path = new URL(request.url, globalThis.location.href).pathname;
    const fault = takeFault(server, endpoint, path);
    if (!fault) return handle(request);
    const { effect, label } = fault;
    switch (effect.type) {
      case 'error':
        return faultAnswer(effect.status, effect.message, label);
      case 'slow':
        await wait(effect.ms);
        return handle(request);
      case 'network':
        loseConnection(request);
        // Pretender still needs an answer to drop.
        return faultAnswer(503, 'The connection was lost', label);
    }
  };
}
