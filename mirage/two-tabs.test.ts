import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '@domain/demo-accounts';
import { MOCK_DB_STORAGE_KEY, type MockDump } from './persistence';
import { browserTabs, type Tab } from '@/test/tabs';

/**
 * Two tabs of one browser, each with its in-page mock server over the one localStorage. Each
 * tab's server loaded the database when its tab opened; what one tab stores must never be lost
 * to another tab's older copy, and each tab answers from what the others stored.
 */

const NINA = {
  email: 'nina@newco.example',
  phone: '+15557654321',
  name: 'Nina Newman',
  designation: 'Lead',
  company: 'Newco',
};

async function register(tab: Tab) {
  const code = (await tab.post('/api/send-otp', { phone: NINA.phone })).body.demoCode as string;
  expect((await tab.post('/api/verify-otp', { phone: NINA.phone, code })).status).toBe(200);
  const registered = await tab.post('/api/register', { ...NINA, otp: code });
  expect(registered.status).toBe(201);
  return registered.body.token as string;
}

const login = (tab: Tab, account: DemoAccount = DEMO_ACCOUNTS[0]) =>
  tab.post('/api/auth/login', { email: account.email, password: DEMO_PASSWORD });

const me = (tab: Tab, token: string) => tab.call('GET', '/api/auth/me', undefined, token);

describe('two tabs over one storage', () => {
  let tabs: ReturnType<typeof browserTabs>;
  beforeEach(() => {
    tabs = browserTabs();
  });
  afterEach(() => tabs.closeAll());

  const stored = () =>
    (
      JSON.parse(tabs.storage.values.get(MOCK_DB_STORAGE_KEY) ?? '{}') as {
        tables: Required<MockDump>;
      }
    ).tables;

  it("a stale tab's change keeps the account and the sessions another tab stored", async () => {
    const b = tabs.open();
    const a = tabs.open();
    const token = await register(a);
    const signedIn = (await login(a)).body.token as string;

    // Tab B still has the database as it was when it opened, and sends one code.
    expect((await b.post('/api/send-otp', { phone: '+15557654322' })).status).toBe(200);

    const { users, authSessions, otpCodes } = stored();
    expect(users.map((u) => u.email)).toContain(NINA.email);
    expect(authSessions.map((s) => s.token).sort()).toEqual([token, signedIn].sort());
    expect(otpCodes.map((c) => c.phone)).toContain('+15557654322');

    // A tab opened now (a reload) knows the account and both sessions.
    const c = tabs.open();
    expect((await me(c, token)).body).toMatchObject({ user: { name: NINA.name } });
    expect((await me(c, signedIn)).status).toBe(200);
    expect((await c.post('/api/validate-email', { email: NINA.email })).status).toBe(409);
  });

  it('a tab answers from what another tab stored: a code for an account registered there', async () => {
    const b = tabs.open();
    const a = tabs.open();
    const token = await register(a);

    expect((await me(b, token)).body).toMatchObject({ user: { email: NINA.email } });
    // Tab B counts the codes tab A sent too: the next one only after the cooldown.
    expect((await b.post('/api/auth/send-login-otp', { mobile: NINA.phone })).status).toBe(429);
    tabs.advance(31_000);
    const sent = await b.post('/api/auth/send-login-otp', { mobile: NINA.phone });
    expect(sent.status).toBe(200);
    const verified = await b.post('/api/auth/verify-login-otp', {
      mobile: NINA.phone,
      otp: sent.body.demoCode,
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ user: { name: NINA.name } });
    // And tab A knows the session tab B started.
    expect((await me(a, verified.body.token as string)).status).toBe(200);
  });

  it('a sign-out in one tab ends that session in every tab', async () => {
    const a = tabs.open();
    const b = tabs.open();
    const token = (await login(a)).body.token as string;
    expect((await me(b, token)).status).toBe(200);

    expect((await a.post('/api/auth/logout', undefined, token)).status).toBe(200);
    expect((await me(b, token)).status).toBe(401);
    expect(stored().authSessions).toEqual([]);
  });

  it("follows the other tabs' changes when the storage event comes, before any call", async () => {
    const b = tabs.open();
    const a = tabs.open();
    await register(a);
    const accounts = () => b.controls.listAccounts().map((account) => account.email);
    expect(accounts()).not.toContain(NINA.email);

    expect(tabs.storage.pendingEvents()).toBeGreaterThan(0);
    tabs.storage.deliverEvents();
    expect(accounts()).toContain(NINA.email);
    // What tab B stores after that is tab A's data and its own, once each.
    expect((await b.post('/api/send-otp', { phone: '+15557654322' })).status).toBe(200);
    expect(stored().users.filter((u) => u.email === NINA.email)).toHaveLength(1);
  });

  it('keeps records two tabs create at the same moment, each under its own id', async () => {
    const a = tabs.open();
    const b = tabs.open();
    // Both sign-ins are under way together (each waits on the password hash before it writes).
    const [inA, inB] = await Promise.all([login(a, DEMO_ACCOUNTS[0]), login(b, DEMO_ACCOUNTS[1])]);
    const tokens = [inA.body.token as string, inB.body.token as string];

    const ids = stored().authSessions.map((s) => s.id);
    expect(new Set(ids).size).toBe(2);
    for (const tab of [a, b]) {
      for (const token of tokens) expect((await me(tab, token)).status).toBe(200);
    }
  });

  it("a tab's own change not saved yet survives another tab's change arriving", async () => {
    const a = tabs.open();
    const b = tabs.open();
    // Tab B's database changes in memory (as a call half-way through does), then tab A's
    // change arrives before tab B saves.
    b.server.db.otpCodes!.insert({ phone: '+15557654399', purpose: 'sign-up', status: 'active' });
    const token = (await login(a)).body.token as string;
    tabs.storage.deliverEvents();
    expect(b.server.db.otpCodes!.where({ phone: '+15557654399' })).toHaveLength(1);

    expect((await b.post('/api/send-otp', { phone: '+15557654322' })).status).toBe(200);
    expect(stored().otpCodes.map((c) => c.phone)).toContain('+15557654399');
    expect((await me(b, token)).status).toBe(200);
  });

  it("'Reset demo data' in one tab resets every tab, their records included", async () => {
    const a = tabs.open();
    const b = tabs.open();
    const token = await register(a);
    // Tab B has not heard of tab A's account (no storage event yet) when it resets.
    b.controls.resetDemoData();
    expect(stored().users.map((u) => u.email)).not.toContain(NINA.email);
    expect(stored().users).toHaveLength(DEMO_ACCOUNTS.length);

    tabs.storage.deliverEvents();
    expect(a.controls.listAccounts().map((account) => account.email)).not.toContain(NINA.email);
    expect((await me(a, token)).status).toBe(401);
  });
});
