import type { Server } from 'miragejs';
import {
  getMockLatency,
  listIssuedCodes,
  listRegisteredAccounts,
  resetDemoData,
  setMockLatency,
  type IssuedCode,
  type RegisteredAccount,
} from './demo-controls';
import {
  armFault,
  armedFaults,
  clearFaults,
  disarmFault,
  firedFaults,
  listEndpoints,
  subscribeFaults,
  type ArmedFault,
  type Endpoint,
  type FaultEffect,
  type FaultTarget,
  type FiredFault,
} from './faults';

export const SLOW_ANSWER_MS = 6000;

/** The faults a presenter can inject, by id. */
export const FAULT_CHOICES = {
  http500: {
    label: 'HTTP 500 server error',
    effect: { type: 'error', status: 500, message: 'Internal server error' },
  },
  http429: {
    label: 'HTTP 429 too many requests',
    effect: {
      type: 'error',
      status: 429,
      message: 'Too many requests. Please wait a moment and try again.',
    },
  },
  http401: {
    label: 'HTTP 401 not authorised',
    effect: {
      type: 'error',
      status: 401,
      message: 'You are not authorised to do this. Please sign in again.',
    },
  },
  network: { label: 'Network failure', effect: { type: 'network' } },
  slow: {
    label: `Slow answer (${SLOW_ANSWER_MS / 1000} s)`,
    effect: { type: 'slow', ms: SLOW_ANSWER_MS },
  },
} as const satisfies Record<string, { label: string; effect: FaultEffect }>;

export type FaultChoice = keyof typeof FAULT_CHOICES;

/** What the app's demo controls can do with a running mock server, without holding the server. */
export interface MockControls {
  getLatency(): number;
  setLatency(ms: number): void;
  listIssuedCodes(): IssuedCode[];
  listAccounts(): RegisteredAccount[];
  faultChoices: { id: FaultChoice; label: string }[];
  listEndpoints(): Endpoint[];
  armFault(choice: FaultChoice, target: FaultTarget): ArmedFault;
  disarmFault(id: number): void;
  clearFaults(): void;
  armedFaults(): ArmedFault[];
  firedFaults(): FiredFault[];
  /** Calls `listener` whenever a fault is armed, disarmed or fires; returns the unsubscribe. */
  subscribeToFaults(listener: () => void): () => void;
  resetDemoData(): void;
}

export function mockControls(server: Server): MockControls {
  return {
    getLatency: () => getMockLatency(server),
    setLatency: (ms) => setMockLatency(server, ms),
    listIssuedCodes: () => listIssuedCodes(server),
    listAccounts: () => listRegisteredAccounts(server),
    faultChoices: Object.entries(FAULT_CHOICES).map(([id, { label }]) => ({
      id: id as FaultChoice,
      label,
    })),
    listEndpoints: () => listEndpoints(server),
    armFault: (choice, target) => armFault(server, FAULT_CHOICES[choice], target),
    disarmFault: (id) => disarmFault(server, id),
    clearFaults: () => clearFaults(server),
    armedFaults: () => armedFaults(server),
    firedFaults: () => firedFaults(server),
    subscribeToFaults: (listener) => subscribeFaults(server, listener),
    resetDemoData: () => resetDemoData(server),
  };
}
