import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@domain/demo-accounts';
import { contractCheckedServer } from '@/test/contract';
import { call, post } from '@/test/mirage';
import { tables } from '../db';

const [owner, ops] = DEMO_ACCOUNTS;
const UNKNOWN_PHONE = '+15559990000';

// Every answer of each test, whoever asked, is checked against docs/api/openapi.yaml.
const mock = contractCheckedServer();

describe('POST /api/auth/login', () => {
  it('answers the session: the user with company and clearance, and a token', async () => {
    const answer = await post('/api/auth/login', { email: ops.email, password: DEMO_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual({
      id: 'demo-ops',
      name: ops.name,
      email: ops.email,
      phone: ops.phone,
      designation: ops.designation,
      company: 'Demo Retail Co',
      companyId: 'demo-retail-co',
      clearance: 'Confidential',
    });
    expect(answer.body.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives each sign-in its own token', async () => {
    const first = await post('/api/auth/login', { email: owner.email, password: DEMO_PASSWORD });
    const second = await post('/api/auth/login', { email: owner.email, password: DEMO_PASSWORD });
    expect(first.body.token).not.toBe(second.body.token);
  });

  it.each([
    { email: owner.email, password: 'wrong' },
    { email: 'nobody@demo-retail.example', password: DEMO_PASSWORD },
    { email: owner.email },
    {},
  ])('answers one generic 401 for %j', async (body) => {
    expect(await post('/api/auth/login', body)).toEqual({
      status: 401,
      body: { message: 'Invalid email or password' },
    });
  });

  it('gives a registrant without a password the same 401', async () => {
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
    const answer = await post('/api/auth/login', { email: 'nina@newco.example', password: '' });
    expect(answer.status).toBe(401);
  });
});

describe('POST /api/auth/send-login-otp and verify-login-otp', () => {
  it('signs in with the code sent to an account phone', async () => {
    const sent = await post('/api/auth/send-login-otp', { mobile: '+1 555 010 0002' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ mobile: ops.phone, sent: true, expiresInSeconds: 600 });
    const answer = await post('/api/auth/verify-login-otp', {
      mobile: ops.phone,
      otp: sent.body.demoCode,
    });
    expect(answer.status).toBe(200);
    expect((answer.body.user as { email: string }).email).toBe(ops.email);
    expect(answer.body.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers an unknown number exactly like a known one, but its code never verifies', async () => {
    const known = await post('/api/auth/send-login-otp', { mobile: owner.phone });
    const unknown = await post('/api/auth/send-login-otp', { mobile: UNKNOWN_PHONE });
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
    const verify = await post('/api/auth/verify-login-otp', {
      mobile: UNKNOWN_PHONE,
      otp: unknown.body.demoCode,
    });
    expect(verify).toEqual({ status: 400, body: { message: 'Incorrect code. 4 attempts left.' } });
  });

  it('applies the resend and hourly limits to unknown numbers too', async () => {
    await post('/api/auth/send-login-otp', { mobile: UNKNOWN_PHONE });
    expect((await post('/api/auth/send-login-otp', { mobile: UNKNOWN_PHONE })).status).toBe(429);
    for (let i = 0; i < 4; i += 1) {
      mock.advance(30_000);
      expect((await post('/api/auth/send-login-otp', { mobile: UNKNOWN_PHONE })).status).toBe(200);
    }
    mock.advance(30_000);
    expect((await post('/api/auth/send-login-otp', { mobile: UNKNOWN_PHONE })).status).toBe(429);
  });

  it('answers 400 for a malformed number', async () => {
    const answer = await post('/api/auth/send-login-otp', { mobile: 'call me' });
    expect(answer).toEqual({
      status: 400,
      body: { message: 'Please enter a valid phone number, for example +15551234567.' },
    });
  });

  it('counts wrong codes, voids after five and expires after 10 minutes', async () => {
    const { demoCode } = (await post('/api/auth/send-login-otp', { mobile: owner.phone })).body;
    const wrong = demoCode === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const answer = await post('/api/auth/verify-login-otp', { mobile: owner.phone, otp: wrong });
      expect(answer.body.message).toBe(
        `Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.`,
      );
    }
    await post('/api/auth/verify-login-otp', { mobile: owner.phone, otp: wrong });
    const voided = await post('/api/auth/verify-login-otp', { mobile: owner.phone, otp: demoCode });
    expect(voided.body.message).toBe('Too many wrong attempts. Request a new code.');

    mock.advance(30_000);
    const fresh = (await post('/api/auth/send-login-otp', { mobile: owner.phone })).body.demoCode;
    mock.advance(10 * 60_000);
    const expired = await post('/api/auth/verify-login-otp', { mobile: owner.phone, otp: fresh });
    expect(expired).toEqual({ status: 400, body: { message: 'Code expired' } });
  });

  it('signs in with the number typed in any spelling', async () => {
    const sent = await post('/api/auth/send-login-otp', { mobile: '15550100001' });
    expect(sent.body.mobile).toBe(owner.phone);
    const answer = await post('/api/auth/verify-login-otp', {
      mobile: '+015550100001',
      otp: sent.body.demoCode,
    });
    expect(answer.status).toBe(200);
    expect((answer.body.user as { email: string }).email).toBe(owner.email);
  });

  it('applies the hourly limit to every spelling of a number', async () => {
    for (let i = 0; i < 5; i += 1) {
      await post('/api/auth/send-login-otp', { mobile: owner.phone });
      mock.advance(30_000);
    }
    const answer = await post('/api/auth/send-login-otp', { mobile: '+015550100001' });
    expect(answer.status).toBe(429);
  });

  it('keeps sign-up and sign-in codes apart', async () => {
    const { demoCode } = (await post('/api/auth/send-login-otp', { mobile: owner.phone })).body;
    const viaSignUp = await post('/api/verify-otp', { phone: owner.phone, code: demoCode });
    expect(viaSignUp.status).toBe(400);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('knows the bearer of a token until it signs out', async () => {
    const { token } = (
      await post('/api/auth/login', { email: owner.email, password: DEMO_PASSWORD })
    ).body as { token: string };
    const me = await call('GET', '/api/auth/me', undefined, token);
    expect(me.status).toBe(200);
    expect((me.body.user as { email: string }).email).toBe(owner.email);

    expect(await post('/api/auth/logout', undefined, token)).toEqual({
      status: 200,
      body: { signedOut: true },
    });
    expect(await call('GET', '/api/auth/me', undefined, token)).toEqual({
      status: 401,
      body: { message: 'Not signed in' },
    });
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await call('GET', '/api/auth/me')).status).toBe(401);
    expect((await call('GET', '/api/auth/me', undefined, 'f'.repeat(64))).status).toBe(401);
  });

  it('ends a session 30 days after sign-in: 401, and the session is deleted', async () => {
    const { token } = (
      await post('/api/auth/login', { email: owner.email, password: DEMO_PASSWORD })
    ).body as { token: string };
    mock.advance(30 * 24 * 60 * 60_000 - 1);
    expect((await call('GET', '/api/auth/me', undefined, token)).status).toBe(200);
    mock.advance(1);
    expect(await call('GET', '/api/auth/me', undefined, token)).toEqual({
      status: 401,
      body: { message: 'Not signed in' },
    });
    expect(tables(mock.server).authSessions.findBy({ token })).toBeNull();
  });
});
