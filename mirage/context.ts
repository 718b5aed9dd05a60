import type { Server } from 'miragejs';

/** What the routes and the demo controls need besides the database: the clock and persistence. */
export interface MockServerContext {
  /** Milliseconds since the epoch; tests pass a clock they control. */
  now(): number;
  /**
   * Writes this tab's changes to its persistence, if it has one, and takes in what other tabs
   * stored meanwhile.
   */
  persist(): void;
  /** Takes in what other tabs stored since this tab last read or wrote its persistence. */
  follow(): void;
}

const contexts = new WeakMap<Server, MockServerContext>();

export function bindMockServerContext(server: Server, context: MockServerContext): void {
  contexts.set(server, context);
}

export function mockServerContext(server: Server): MockServerContext {
  const context = contexts.get(server);
  if (!context) throw new Error('This Mirage server was not created by makeServer().');
  return context;
}
