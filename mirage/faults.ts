import type { Server } from 'miragejs';

/** An error answer to give instead of the real one. */
export interface Fault {
  status: number;
  message: string;
}

const queues = new WeakMap<Server, Map<string, Fault[]>>();

/**
 * Makes the next request to `path` (as the client calls it, e.g. '/api/send-otp') fail with
 * `fault`, once. Tests use it to reach error states; the demo controls can use it too.
 */
export function failNextRequest(server: Server, path: string, fault: Fault): void {
  let byPath = queues.get(server);
  if (!byPath) queues.set(server, (byPath = new Map()));
  byPath.set(path, [...(byPath.get(path) ?? []), fault]);
}

/** The fault queued for `path`, removed from the queue, if any. */
export function takeFault(server: Server, path: string): Fault | undefined {
  return queues.get(server)?.get(path)?.shift();
}

export function clearFaults(server: Server): void {
  queues.delete(server);
}
