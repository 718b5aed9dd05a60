import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@domain/demo-accounts';
import { MOCK_DB_STORAGE_KEY, storedPersistence, type KeyValueStore } from './persistence';
import { post, startTestServer, testLocalStorage } from '@/test/mirage';

const persistence = () => storedPersistence(testLocalStorage);

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

async function registerNina() {
  const code = (await post('/api/send-otp', { phone: '+15557654321' })).body.demoCode;
  await post('/api/verify-otp', { phone: '+15557654321', code });
  return post('/api/register', {
    email: 'nina@newco.example',
    phone: '+15557654321',
    otp: code,
    name: 'Nina Newman',
    designation: 'Lead',
    company: 'Newco',
  });
}

describe('mock database persistence', () => {
  it('keeps registered accounts and sessions across a restart under one key', async () => {
    const first = startTestServer({ persistence: persistence(), seed: true });
    const { token } = (await registerNina()).body as { token: string };
    first.server.shutdown();
    expect(Object.keys(localStorage)).toEqual([MOCK_DB_STORAGE_KEY]);

    const second = startTestServer({ persistence: persistence(), seed: true });
    const me = await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { user: { name: string } }).user.name).toBe('Nina Newman');
    const taken = await post('/api/validate-email', { email: 'nina@newco.example' });
    expect(taken.status).toBe(409);
    // The demo accounts are there once, not seeded a second time.
    const login = await post('/api/auth/login', {
      email: DEMO_ACCOUNTS[0].email,
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(second.server.db.users?.length).toBe(DEMO_ACCOUNTS.length + 1);
    second.server.shutdown();
  });

  it('continues counting wrong attempts after a restart', async () => {
    const first = startTestServer({ persistence: persistence(), seed: true });
    await post('/api/send-otp', { phone: '+15557654321' });
    await post('/api/verify-otp', { phone: '+15557654321', code: 'nope00' });
    first.server.shutdown();
    const second = startTestServer({ persistence: persistence(), seed: true });
    const answer = await post('/api/verify-otp', { phone: '+15557654321', code: 'nope00' });
    expect(answer.body.message).toBe('Incorrect code. 3 attempts left.');
    second.server.shutdown();
  });

  it('drops expired codes and sessions from the saved database', async () => {
    const { server, advance } = startTestServer({ persistence: persistence(), seed: true });
    const login = () =>
      post('/api/auth/login', { email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD });
    const oldToken = (await login()).body.token;
    await post('/api/send-otp', { phone: '+15557654321' });
    advance(30 * 24 * 60 * 60_000);
    const newToken = (await login()).body.token;
    const fresh = (await post('/api/send-otp', { phone: '+15557654322' })).body.demoCode;

    const saved = JSON.parse(localStorage.getItem(MOCK_DB_STORAGE_KEY) ?? '{}') as {
      tables: { authSessions: { token: string }[]; otpCodes: { code: string }[] };
    };
    expect(saved.tables.authSessions.map((s) => s.token)).toEqual([newToken]);
    expect(saved.tables.otpCodes.map((c) => c.code)).toEqual([fresh]);
    expect(oldToken).not.toBe(newToken);
    server.shutdown();
  });

  it('keeps expired codes for as long as they count towards the hourly send limit', async () => {
    const { server, advance } = startTestServer({ persistence: persistence(), seed: true });
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/send-otp', { phone: '+15557654321' })).status).toBe(200);
      advance(11 * 60_000);
    }
    expect((await post('/api/send-otp', { phone: '+15557654321' })).status).toBe(429);
    server.shutdown();
  });

  it.each([
    ['corrupt JSON', '{"format":', 'not valid JSON'],
    ['another app', JSON.stringify({ todos: [] }), 'not a Retail Ops AI mock database'],
    [
      'a newer version',
      JSON.stringify({ format: 'retail-ops-ai/mock-db', version: 99, tables: {} }),
      'unsupported version 99',
    ],
    [
      'malformed rows',
      JSON.stringify({ format: 'retail-ops-ai/mock-db', version: 1, tables: { users: [1, 2] } }),
      'malformed rows in "users"',
    ],
    [
      'an unknown table',
      JSON.stringify({ format: 'retail-ops-ai/mock-db', version: 1, tables: { secrets: [] } }),
      'unknown table "secrets"',
    ],
    ['a bare string', '"hello"', 'not an object'],
  ])('discards %s with a warning and starts fresh', async (_name, stored, reason) => {
    localStorage.setItem(MOCK_DB_STORAGE_KEY, stored);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { server } = startTestServer({ persistence: persistence(), seed: true });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(reason));
    expect(localStorage.getItem(MOCK_DB_STORAGE_KEY)).toBeNull();
    const login = await post('/api/auth/login', {
      email: DEMO_ACCOUNTS[3].email,
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    server.shutdown();
  });

  it('keeps working when storage throws', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { server } = startTestServer({ persistence: persistence(), seed: true });
    expect((await registerNina()).status).toBe(201);
    server.shutdown();
  });

  describe('when the database cannot be saved', () => {
    /** jsdom's localStorage that refuses every write while `full` is set. */
    function fullStore(refuse: 'throw' | 'return false') {
      const state = { full: true, attempts: [] as string[] };
      const store: KeyValueStore = {
        read: (key) => localStorage.getItem(key),
        write: (key, value) => {
          state.attempts.push(value);
          if (!state.full) return localStorage.setItem(key, value);
          if (refuse === 'return false') return false;
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
        remove: (key) => localStorage.removeItem(key),
      };
      return { store, state };
    }

    const login = () =>
      post('/api/auth/login', { email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD });

    it('says so once per streak of failed saves, and again after a save that worked', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { store, state } = fullStore('throw');
      const onSaveFailed = vi.fn();
      const { server } = startTestServer({
        persistence: storedPersistence(store, { onSaveFailed }),
        seed: true,
      });

      expect((await registerNina()).status).toBe(201);
      expect((await login()).status).toBe(200);
      expect(state.attempts.length).toBeGreaterThanOrEqual(4);
      expect(onSaveFailed).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledTimes(1);

      state.full = false;
      expect((await login()).status).toBe(200);
      expect(localStorage.getItem(MOCK_DB_STORAGE_KEY)).not.toBeNull();
      expect(onSaveFailed).toHaveBeenCalledTimes(1);

      state.full = true;
      expect((await login()).status).toBe(200);
      expect((await login()).status).toBe(200);
      expect(onSaveFailed).toHaveBeenCalledTimes(2);
      server.shutdown();
    });

    it('counts a store that turns the value down (storage turned off) as a failed save', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { store } = fullStore('return false');
      const onSaveFailed = vi.fn();
      const { server } = startTestServer({
        persistence: storedPersistence(store, { onSaveFailed }),
        seed: true,
      });
      expect((await registerNina()).status).toBe(201);
      expect(onSaveFailed).toHaveBeenCalledTimes(1);
      server.shutdown();
    });

    it('prunes expired codes and sessions before the save that fails', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { store, state } = fullStore('throw');
      state.full = false;
      const onSaveFailed = vi.fn();
      const { server, advance } = startTestServer({
        persistence: storedPersistence(store, { onSaveFailed }),
        seed: true,
      });
      const oldToken = (await login()).body.token as string;
      advance(30 * 24 * 60 * 60_000);
      state.full = true;
      const newToken = (await login()).body.token as string;

      expect(onSaveFailed).toHaveBeenCalledTimes(1);
      const refused = JSON.parse(state.attempts.at(-1) ?? '{}') as {
        tables: { authSessions: { token: string }[] };
      };
      expect(refused.tables.authSessions.map((s) => s.token)).toEqual([newToken]);
      expect(oldToken).not.toBe(newToken);
      server.shutdown();
    });
  });
});
