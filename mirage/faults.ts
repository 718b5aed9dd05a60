import type { Server } from 'miragejs';

/**
 * Faults armed on the mock server: a route answers with one instead of its real answer, so
 * tests reach error states and a presenter shows them, without the routes knowing (see
 * routes/with-faults.ts for how a fault answers).
 */

/** An error answer to give instead of the real one: a status and the JSON body { message }. */
export interface Fault {
  status: number;
  message: string;
}

/** What a fault does to the request it catches. */
export type FaultEffect =
  | ({ type: 'error' } & Fault)
  | { type: 'network' }
  /** The real answer, `ms` later than usual. */
  | { type: 'slow'; ms: number };

export interface Endpoint {
  method: string;
  /** As the client calls it, e.g. '/api/auth/me'. */
  path: string;
}

/**
 * The next request (to `path` only, when given) catches the fault once; an endpoint's fault
 * catches every request to it until it is disarmed.
 */
export type FaultTarget =
  { type: 'next'; path?: string } | { type: 'endpoint'; endpoint: Endpoint };

export interface ArmedFault {
  id: number;
  /** What lists call it, e.g. 'HTTP 500 server error'. */
  label: string;
  effect: FaultEffect;
  target: FaultTarget;
}

export interface FiredFault {
  label: string;
  method: string;
  path: string;
  at: number;
}

interface FaultState {
  endpoints: Endpoint[];
  armed: ArmedFault[];
  fired: FiredFault[];
  listeners: Set<() => void>;
}

const FIRED_HISTORY = 5;
const states = new WeakMap<Server, FaultState>();
let nextId = 1;

function stateOf(server: Server): FaultState {
  let state = states.get(server);
  if (!state) {
    state = { endpoints: [], armed: [], fired: [], listeners: new Set() };
    states.set(server, state);
  }
  return state;
}

// The lists are replaced, never changed in place, so React can tell that they changed.
function update(server: Server, change: Partial<Pick<FaultState, 'armed' | 'fired'>>): void {
  const state = Object.assign(stateOf(server), change);
  for (const listener of state.listeners) listener();
}

const describeEndpoint = ({ method, path }: Endpoint) => `${method} ${path}`;
const sameEndpoint = (a: Endpoint, b: Endpoint) => describeEndpoint(a) === describeEndpoint(b);

export function armFault(
  server: Server,
  { label, effect }: Pick<ArmedFault, 'label' | 'effect'>,
  target: FaultTarget,
): ArmedFault {
  const state = stateOf(server);
  if (target.type === 'endpoint' && !state.endpoints.some((e) => sameEndpoint(e, target.endpoint)))
    throw new Error(`The mock server has no endpoint ${describeEndpoint(target.endpoint)}`);
  const fault = { id: nextId++, label, effect, target };
  update(server, { armed: [...state.armed, fault] });
  return fault;
}

/**
 * Makes the next request to `path` (as the client calls it, e.g. '/api/send-otp') fail with
 * `fault`, once. Faults queued for the same path fire in order.
 */
export function failNextRequest(server: Server, path: string, fault: Fault): void {
  armFault(
    server,
    { label: `HTTP ${fault.status}`, effect: { type: 'error', ...fault } },
    { type: 'next', path },
  );
}

export function disarmFault(server: Server, id: number): void {
  update(server, { armed: stateOf(server).armed.filter((fault) => fault.id !== id) });
}

export function clearFaults(server: Server): void {
  update(server, { armed: [] });
}

export function armedFaults(server: Server): ArmedFault[] {
  return stateOf(server).armed;
}

/** The last faults that fired, newest first. */
export function firedFaults(server: Server): FiredFault[] {
  return stateOf(server).fired;
}

/** The endpoints a fault can target, sorted by path. */
export function listEndpoints(server: Server): Endpoint[] {
  return [...stateOf(server).endpoints].sort((a, b) => a.path.localeCompare(b.path));
}

export function subscribeFaults(server: Server, listener: () => void): () => void {
  const { listeners } = stateOf(server);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Lets faults target `endpoint` (routes call it once, when they are defined). */
export function addEndpoint(server: Server, endpoint: Endpoint): void {
  stateOf(server).endpoints.push(endpoint);
}

/**
 * The first armed fault that catches a request to `endpoint` at `path`, noted as fired; a fault
 * for the next request fires once.
 */
export function takeFault(
  server: Server,
  endpoint: Endpoint,
  path: string,
): ArmedFault | undefined {
  const { armed, fired } = stateOf(server);
  const fault = armed.find(({ target }) =>
    target.type === 'endpoint'
      ? sameEndpoint(target.endpoint, endpoint)
      : target.path === undefined || target.path === path,
  );
  if (!fault) return undefined;
  const firing = { label: fault.label, method: endpoint.method, path, at: Date.now() };
  update(server, {
    armed: fault.target.type === 'next' ? armed.filter((f) => f !== fault) : armed,
    fired: [firing, ...fired].slice(0, FIRED_HISTORY),
  });
  return fault;
}
