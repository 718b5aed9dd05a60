import type { Server } from 'miragejs';

/**
 * Faults a presenter can inject into the in-page mock server: an HTTP error, a network failure
 * or a slow answer, for the next API request or for every request to one endpoint. They sit in
 * front of the mock server's routes (Pretender's request handling), so every endpoint can fail
 * the same way a real backend would, without the routes knowing.
 */
export const SLOW_ANSWER_MS = 6000;

export const FAULTS = {
  http500: { label: 'HTTP 500 server error', status: 500, message: 'Internal server error' },
  http429: {
    label: 'HTTP 429 too many requests',
    status: 429,
    message: 'Too many requests. Please wait a moment and try again.',
  },
  http401: {
    label: 'HTTP 401 not authorised',
    status: 401,
    message: 'You are not authorised to do this. Please sign in again.',
  },
  network: { label: 'Network failure' },
  slow: { label: `Slow answer (${SLOW_ANSWER_MS / 1000} s)` },
} as const satisfies Record<string, { label: string; status?: number; message?: string }>;

export type FaultKind = keyof typeof FAULTS;

export interface Endpoint {
  method: string;
  /** The route as written, with dynamic segments as :param. */
  path: string;
}

export type FaultTarget = { type: 'next' } | { type: 'endpoint'; endpoint: Endpoint };

export interface ArmedFault {
  id: number;
  kind: FaultKind;
  target: FaultTarget;
}

export interface FiredFault {
  kind: FaultKind;
  method: string;
  path: string;
  at: number;
}

interface FakeRequest {
  method: string;
  url: string;
  readyState: number;
  status: number;
  respond(status: number, headers: Record<string, string>, body: string): void;
  onerror?: ((event: Event) => void) | null;
  onloadend?: ((event: Event) => void) | null;
  dispatchEvent?(event: Event): void;
}

interface RouteState {
  pattern?: string;
  handlers?: { handler: unknown }[];
}

interface PretenderLike {
  passthrough: unknown;
  handleRequest(request: FakeRequest): void;
  hosts: { registries: Record<string, { verbs: Record<string, { states: RouteState[] }> }> };
}

interface FaultState {
  armed: ArmedFault[];
  fired: FiredFault[];
  patterns: Map<string, RegExp>;
}

const states = new WeakMap<Server, FaultState>();
const listeners = new Set<() => void>();
let nextId = 1;
const FIRED_HISTORY = 5;

const pretenderOf = (server: Server) => server.pretender as unknown as PretenderLike;
const keyOf = (e: Endpoint) => `${e.method} ${e.path}`;

function notify() {
  for (const listener of listeners) listener();
}

// route-recognizer keeps each route as an accepting state with its regular expression.
function readablePath(pattern: string): string {
  return pattern
    .replace(/^\^|\$$/g, '')
    .replace(/\(\[\^\/\]\+\)/g, ':param')
    .replace(/\(\.\+\)/g, '*')
    .replace(/\\(.)/g, '$1');
}

function routes(server: Server): { endpoint: Endpoint; pattern: RegExp }[] {
  const pretender = pretenderOf(server);
  const found = new Map<string, { endpoint: Endpoint; pattern: RegExp }>();
  for (const registry of Object.values(pretender.hosts.registries)) {
    for (const [method, recognizer] of Object.entries(registry.verbs)) {
      for (const state of recognizer.states) {
        const handler = state.handlers?.[0]?.handler;
        if (!state.pattern || !handler || handler === pretender.passthrough) continue;
        const endpoint = { method, path: readablePath(state.pattern) };
        found.set(keyOf(endpoint), { endpoint, pattern: new RegExp(state.pattern) });
      }
    }
  }
  return [...found.values()].sort((a, b) => a.endpoint.path.localeCompare(b.endpoint.path));
}

/** The mock server's API endpoints (not its pass-through rules), sorted by path. */
export function listEndpoints(server: Server): Endpoint[] {
  return routes(server).map((r) => r.endpoint);
}

function failAsNetwork(request: FakeRequest) {
  request.readyState = 4;
  request.status = 0;
  const event = new Event('error');
  request.onerror?.(event);
  request.dispatchEvent?.(event);
  request.onloadend?.(new Event('loadend'));
}

function takeFault(state: FaultState, method: string, pathname: string): ArmedFault | undefined {
  const index = state.armed.findIndex(
    (fault) =>
      fault.target.type === 'next' ||
      (fault.target.endpoint.method === method &&
        state.patterns.get(keyOf(fault.target.endpoint))?.test(pathname)),
  );
  const fault = state.armed[index];
  // A fault for the next request fires once; an endpoint fault stays until it is cleared.
  if (fault?.target.type === 'next') state.armed.splice(index, 1);
  return fault;
}

/** Puts the fault layer in front of the server's routes (once per server). */
export function installFaultInjection(server: Server): void {
  if (states.has(server)) return;
  const state: FaultState = { armed: [], fired: [], patterns: new Map() };
  states.set(server, state);
  const pretender = pretenderOf(server);
  const handle = pretender.handleRequest.bind(pretender);

  pretender.handleRequest = (request) => {
    const method = request.method.toUpperCase();
    const pathname = new URL(request.url, globalThis.location.href).pathname;
    const fault = takeFault(state, method, pathname);
    if (!fault) return handle(request);

    state.fired = [{ kind: fault.kind, method, path: pathname, at: Date.now() }, ...state.fired];
    state.fired.length = Math.min(state.fired.length, FIRED_HISTORY);
    notify();
    const spec = FAULTS[fault.kind];
    if (fault.kind === 'slow') {
      setTimeout(() => handle(request), SLOW_ANSWER_MS);
      return;
    }
    setTimeout(() => {
      if ('status' in spec) {
        request.respond(
          spec.status,
          { 'Content-Type': 'application/json' },
          JSON.stringify({ message: spec.message }),
        );
      } else {
        failAsNetwork(request);
      }
    }, server.timing);
  };
}

function stateOf(server: Server): FaultState {
  installFaultInjection(server);
  return states.get(server)!;
}

export function armFault(server: Server, kind: FaultKind, target: FaultTarget): ArmedFault {
  const state = stateOf(server);
  if (target.type === 'endpoint') {
    const route = routes(server).find((r) => keyOf(r.endpoint) === keyOf(target.endpoint));
    if (!route) throw new Error(`The mock server has no endpoint ${keyOf(target.endpoint)}`);
    state.patterns.set(keyOf(target.endpoint), route.pattern);
  }
  const fault = { id: nextId++, kind, target };
  state.armed = [...state.armed, fault];
  notify();
  return fault;
}

export function disarmFault(server: Server, id: number): void {
  const state = stateOf(server);
  state.armed = state.armed.filter((fault) => fault.id !== id);
  notify();
}

export function clearFaults(server: Server): void {
  const state = stateOf(server);
  state.armed = [];
  notify();
}

export function armedFaults(server: Server): ArmedFault[] {
  return stateOf(server).armed;
}

/** The last faults that fired, newest first. */
export function firedFaults(server: Server): FiredFault[] {
  return stateOf(server).fired;
}

export function subscribeFaults(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function describeTarget(target: FaultTarget): string {
  return target.type === 'next' ? 'the next request' : keyOf(target.endpoint);
}
