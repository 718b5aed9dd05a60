import type { Server } from 'miragejs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@domain/demo-accounts';
import {
  getMockLatency,
  listIssuedCodes,
  listRegisteredAccounts,
  resetDemoData,
  setMockLatency,
} from './demo-controls';
import { FAULT_CHOICES } from './controls';
import { armFault, armedFaults } from './faults';
import { DEFAULT_LATENCY_MS } from './index';
import { storedPersistence, MOCK_DB_STORAGE_KEY } from './persistence';
import { post, startTestServer, testLocalStorage } from '@/test/mirage';

let server: Server;
let advance: (ms: number) => void;

beforeEach(() => {
  ({ server, advance } = startTestServer({
    seeded: false,
    seed: true,
    persistence: storedPersistence(testLocalStorage),
  }));
});
afterEach(() => server.shutdown());

describe('demo controls', () => {
  it('changes the latency at run time', async () => {
    expect(getMockLatency(server)).toBe(0);
    setMockLatency(server, 250);
    expect(getMockLatency(server)).toBe(250);
    const started = performance.now();
    await post('/api/validate-email', { email: 'a@b.example' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(200);
    expect(() => setMockLatency(server, -1)).toThrow(RangeError);
  });

  it('lists the issued codes, newest first, with their state', async () => {
    const signUp = await post('/api/send-otp', { phone: '+15557654321' });
    advance(1000);
    const signIn = await post('/api/auth/send-login-otp', { mobile: '+15559990000' });
    expect(listIssuedCodes(server)).toEqual([
      expect.objectContaining({
        phone: '+15559990000',
        purpose: 'sign-in',
        code: signIn.body.demoCode,
        status: 'active',
        attemptsLeft: 5,
        forKnownAccount: false,
      }),
      expect.objectContaining({
        phone: '+15557654321',
        purpose: 'sign-up',
        code: signUp.body.demoCode,
        forKnownAccount: true,
      }),
    ]);
  });

  it('lists the accounts without secrets, demo accounts first', async () => {
    const accounts = listRegisteredAccounts(server);
    expect(accounts.map((a) => a.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    expect(accounts[0]).toEqual({
      id: 'demo-owner',
      name: DEMO_ACCOUNTS[0].name,
      email: DEMO_ACCOUNTS[0].email,
      phone: DEMO_ACCOUNTS[0].phone,
      designation: DEMO_ACCOUNTS[0].designation,
      company: 'Demo Retail Co',
      clearance: 'Private',
      kind: 'demo',
    });
    expect(JSON.stringify(accounts)).not.toMatch(/hash|salt/i);
  });

  it('resets the database to the demo data and saves that, without faults, at the default latency', async () => {
    const code = (await post('/api/send-otp', { phone: '+15557654321' })).body.demoCode;
    await post('/api/verify-otp', { phone: '+15557654321', code });
    await post('/api/register', {
      email: 'nina@newco.example',
      phone: '+15557654321',
      otp: code,
      name: 'Nina',
      designation: 'Lead',
      company: 'Newco',
    });
    expect(listRegisteredAccounts(server)).toHaveLength(5);
    armFault(server, FAULT_CHOICES.network, {
      type: 'endpoint',
      endpoint: { method: 'POST', path: '/api/auth/login' },
    });

    resetDemoData(server);
    expect(armedFaults(server)).toEqual([]);
    expect(getMockLatency(server)).toBe(DEFAULT_LATENCY_MS);
    expect(listRegisteredAccounts(server)).toHaveLength(4);
    expect(listIssuedCodes(server)).toEqual([]);
    const stored = JSON.parse(localStorage.getItem(MOCK_DB_STORAGE_KEY) ?? '{}') as {
      tables: { users: unknown[] };
    };
    expect(stored.tables.users).toHaveLength(4);
    const login = await post('/api/auth/login', {
      email: DEMO_ACCOUNTS[0].email,
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
  });
});
