import type { Server } from 'miragejs';
import { FAULT_CHOICES, SLOW_ANSWER_MS } from './controls';
import {
  armFault,
  armedFaults,
  clearFaults,
  disarmFault,
  failNextRequest,
  firedFaults,
  listEndpoints,
  subscribeFaults,
} from './faults';
import { makeServer } from './index';
import { post } from '@/test/mirage';

const login = () =>
  post('/api/auth/login', { email: 'nobody@shop.example', password: 'wrong-password' });
const sendOtp = () => post('/api/send-otp', { phone: '+15550100001' });
const INVALID_LOGIN = { status: 401, body: { message: 'Invalid email or password' } };
const NEXT = { type: 'next' } as const;

let server: Server;
beforeEach(() => {
  server = makeServer({ environment: 'test' });
});
afterEach(() => {
  vi.useRealTimers();
  server.shutdown();
});

describe('mock server faults', () => {
  it("lists the mock server's API endpoints, not its pass-through rules", () => {
    const endpoints = listEndpoints(server).map((e) => `${e.method} ${e.path}`);
    expect(endpoints).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'GET /api/auth/me', 'POST /api/send-otp']),
    );
    expect(endpoints.every((e) => e.includes(' /api/'))).toBe(true);
  });

  it.each(['http500', 'http429', 'http401'] as const)(
    'answers the next request with %s, once',
    async (choice) => {
      const { label, effect } = FAULT_CHOICES[choice];
      armFault(server, FAULT_CHOICES[choice], NEXT);
      expect(await login()).toEqual({
        status: effect.status,
        body: { message: effect.message },
      });
      expect(armedFaults(server)).toEqual([]);
      expect(firedFaults(server)[0]).toMatchObject({
        label,
        method: 'POST',
        path: '/api/auth/login',
      });

      // The next call reaches the real route again (an unknown account: the generic 401).
      expect(await login()).toEqual(INVALID_LOGIN);
    },
  );

  it('makes the next request fail like a lost network connection', async () => {
    armFault(server, FAULT_CHOICES.network, NEXT);
    await expect(sendOtp()).rejects.toThrow(new TypeError('Network request failed'));
    expect((await sendOtp()).status).toBe(200);
  });

  it('answers slowly but correctly', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    armFault(server, FAULT_CHOICES.slow, NEXT);
    let answer: unknown = 'pending';
    void login().then((a) => (answer = a));
    await vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS - 100);
    expect(answer).toBe('pending');
    await vi.advanceTimersByTimeAsync(200);
    expect(answer).toEqual(INVALID_LOGIN);
  });

  it('fails every request to a chosen endpoint until it is disarmed, and only that one', async () => {
    const fault = armFault(server, FAULT_CHOICES.http500, {
      type: 'endpoint',
      endpoint: { method: 'POST', path: '/api/send-otp' },
    });
    for (let i = 0; i < 2; i += 1) expect((await sendOtp()).status).toBe(500);
    expect(await login()).toEqual(INVALID_LOGIN);
    expect(firedFaults(server)).toHaveLength(2);
    disarmFault(server, fault.id);
    expect((await sendOtp()).status).toBe(200);
  });

  it('refuses an endpoint the server does not have', () => {
    expect(() =>
      armFault(server, FAULT_CHOICES.http500, {
        type: 'endpoint',
        endpoint: { method: 'GET', path: '/api/x' },
      }),
    ).toThrow('The mock server has no endpoint GET /api/x');
  });

  it('fails the next request to one path only, queued faults in order', async () => {
    failNextRequest(server, '/api/send-otp', { status: 503, message: 'Try later' });
    failNextRequest(server, '/api/send-otp', { status: 429, message: 'Slow down' });
    expect(await login()).toEqual(INVALID_LOGIN);
    expect(await sendOtp()).toEqual({ status: 503, body: { message: 'Try later' } });
    expect(await sendOtp()).toEqual({ status: 429, body: { message: 'Slow down' } });
    expect((await sendOtp()).status).toBe(200);
  });

  it('clears every armed fault at once and tells its subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeFaults(server, listener);
    armFault(server, FAULT_CHOICES.http500, NEXT);
    armFault(server, FAULT_CHOICES.slow, {
      type: 'endpoint',
      endpoint: { method: 'GET', path: '/api/auth/me' },
    });
    clearFaults(server);
    expect(armedFaults(server)).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    armFault(server, FAULT_CHOICES.http500, NEXT);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
