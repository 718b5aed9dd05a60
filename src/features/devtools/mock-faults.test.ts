import type { Server } from 'miragejs';
import { makeServer } from '@mirage/index';
import { ApiError, apiRequest, errorMessage, postJson } from '@/lib/api/request';
import {
  SLOW_ANSWER_MS,
  armFault,
  armedFaults,
  clearFaults,
  disarmFault,
  firedFaults,
  listEndpoints,
} from './mock-faults';

const login = (email = 'nobody@shop.example') =>
  apiRequest('POST', '/api/auth/login', { email, password: 'wrong-password' });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe('mock server faults', () => {
  let server: Server;
  beforeEach(() => {
    server = makeServer({ environment: 'test' });
  });
  afterEach(() => {
    vi.useRealTimers();
    server.shutdown();
  });

  it("lists the mock server's API endpoints, not its pass-through rules", () => {
    const endpoints = listEndpoints(server).map((e) => `${e.method} ${e.path}`);
    expect(endpoints).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'GET /api/auth/me', 'POST /api/send-otp']),
    );
    expect(endpoints.some((e) => !e.includes('/api/'))).toBe(false);
  });

  it.each([
    ['http500', 500, 'Internal server error'],
    ['http429', 429, 'Too many requests. Please wait a moment and try again.'],
    ['http401', 401, 'You are not authorised to do this. Please sign in again.'],
  ] as const)('answers the next request with %s, once', async (kind, status, message) => {
    armFault(server, kind, { type: 'next' });
    const error = await failure(login());
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect(errorMessage(error)).toBe(message);
    expect(armedFaults(server)).toEqual([]);
    expect(firedFaults(server)[0]).toMatchObject({ kind, method: 'POST', path: '/api/auth/login' });

    // The next call reaches the real route again (an unknown account: the generic 401).
    const real = await failure(login());
    expect(errorMessage(real)).toBe('Invalid email or password');
  });

  it('makes the next request fail like a lost network connection', async () => {
    armFault(server, 'network', { type: 'next' });
    const error = await failure(postJson('/api/send-otp', { phone: '+15550100001' }));
    expect(error).toBeInstanceOf(TypeError);
    expect(errorMessage(error)).toBe('Network request failed');
  });

  it('fails every request to a chosen endpoint until it is cleared, and only that one', async () => {
    const fault = armFault(server, 'http500', {
      type: 'endpoint',
      endpoint: { method: 'POST', path: '/api/send-otp' },
    });
    for (let i = 0; i < 2; i += 1) {
      const error = await failure(postJson('/api/send-otp', { phone: '+15550100001' }));
      expect((error as ApiError).status).toBe(500);
    }
    expect(errorMessage(await failure(login()))).toBe('Invalid email or password');
    disarmFault(server, fault.id);
    const after = await failure(postJson('/api/send-otp', { phone: '+15550100001' }));
    expect((after as ApiError | null)?.status).not.toBe(500);
  });

  it('refuses an endpoint the server does not have', () => {
    expect(() =>
      armFault(server, 'http500', {
        type: 'endpoint',
        endpoint: { method: 'GET', path: '/api/x' },
      }),
    ).toThrow('The mock server has no endpoint GET /api/x');
  });

  it('answers slowly but correctly', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    armFault(server, 'slow', { type: 'next' });
    let settled: unknown = 'pending';
    void failure(login()).then((e) => (settled = e));
    await vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS - 100);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(200);
    expect(errorMessage(settled)).toBe('Invalid email or password');
  });

  it('clears every armed fault at once', () => {
    armFault(server, 'http500', { type: 'next' });
    armFault(server, 'slow', {
      type: 'endpoint',
      endpoint: { method: 'GET', path: '/api/auth/me' },
    });
    clearFaults(server);
    expect(armedFaults(server)).toEqual([]);
  });
});
