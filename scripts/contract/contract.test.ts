import { randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@domain/contact-rules';
import { contractOperations, describedStatuses, loadContract } from '@/test/contract';
import { contractClient, type ContractClient, type Json } from './client';
import { mockTarget, readSettings, remoteTarget, type ContractTarget } from './target';

/**
 * The contract suite: what docs/api/openapi.yaml promises, played against a server over HTTP.
 * `npm run test:contract -- --base-url <url>` points it at any server; without a URL (and in
 * `npm test`) it runs against the in-page mock, served over HTTP in this process. Every answer is
 * checked against the contract as it arrives (client.ts).
 *
 * Against the mock the suite also moves the server's clock (code expiry, the hourly limit, the
 * 15-minute verification, 30-day sessions), makes each operation fail once (500), and checks it
 * reached every status the contract describes. A remote server is only waited for, 30 s at a time.
 */

const settings = readSettings(process.env);
const againstMock = settings.baseUrl === null;
const rules = loadContract()['x-rules'];
const COOLDOWN_MS = rules.otp.resendCooldownSeconds * 1000;
const MINUTE = 60_000;
/** Long enough for a remote server to wait out a resend cooldown or two. */
const WAITING_TEST_MS = 3 * COOLDOWN_MS + 30_000;

let target: ContractTarget;
let api: ContractClient;

beforeAll(async () => {
  target = settings.baseUrl ? remoteTarget(settings.baseUrl) : await mockTarget();
  api = contractClient(target, settings);
});
afterAll(() => target?.close());

/** A phone number nobody has: +1 555 and 7 random digits. */
function freshPhone(): string {
  return `+1555${String(randomInt(2_000_000, 9_999_999))}`;
}

function freshPerson() {
  const id = `${Date.now().toString(36)}${randomInt(1e9).toString(36)}`;
  const phone = freshPhone();
  return {
    email: `contract-${id}@example.com`,
    phone,
    /** The same number as a person types it. */
    typedPhone: `${phone.slice(1, 2)} (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`,
    name: 'Casey Contract',
    designation: 'QA Lead',
    company: `Contract Co ${id}`,
  };
}

const person = freshPerson();
/** The session that signing up started. */
let registered: { user: Json; token: string };

function wrongCode(code: string): string {
  return code === '0'.repeat(OTP_LENGTH) ? '1'.repeat(OTP_LENGTH) : '0'.repeat(OTP_LENGTH);
}

/** Only the mock shows the code in its send answers; a real backend never does. */
function expectDemoCodeOnlyFromMock(sent: Json, code: string) {
  if (againstMock) expect(sent.demoCode).toBe(code);
  else expect(sent).not.toHaveProperty('demoCode');
}

function registerBody(phone: string, otp: string, email = freshPerson().email) {
  return { email, phone, otp, name: 'Riley Retry', designation: 'Buyer', company: 'Retry Ltd' };
}

describe('sign-up', () => {
  it('signs up with the code read from the test hook; the session restores from its token', async () => {
    const checked = await api.post('/api/validate-email', {
      email: ` ${person.email.toUpperCase()} `,
    });
    expect(checked).toMatchObject({ status: 200, body: { email: person.email, available: true } });

    const sent = await api.post('/api/send-otp', { phone: person.typedPhone });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      phone: person.phone,
      sent: true,
      expiresInSeconds: rules.otp.expiresInSeconds,
      resendAfterSeconds: rules.otp.resendCooldownSeconds,
    });
    const code = await api.latestCode(person.phone, 'sign-up');
    expect(code).toMatch(new RegExp(`^\\d{${rules.otp.length}}$`));
    expectDemoCodeOnlyFromMock(sent.body, code);

    const verified = await api.post('/api/verify-otp', { phone: person.typedPhone, code });
    expect(verified).toMatchObject({ status: 200, body: { phone: person.phone, verified: true } });
    const again = await api.post('/api/verify-otp', { phone: person.phone, code });
    expect(again.status).toBe(400);

    const answer = await api.post('/api/register', {
      email: person.email,
      phone: person.phone,
      otp: code,
      name: person.name,
      designation: person.designation,
      company: person.company,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.user).toMatchObject({
      email: person.email,
      phone: person.phone,
      name: person.name,
      designation: person.designation,
      company: person.company,
      clearance: 'Private',
    });
    registered = answer.body as typeof registered;

    const me = await api.get('/api/auth/me', { token: registered.token });
    expect(me).toMatchObject({ status: 200, body: { user: registered.user } });
  });

  it('answers 400 for malformed input, naming every missing field of a registration', async () => {
    expect((await api.post('/api/validate-email', { email: 'not-an-email' })).status).toBe(400);
    expect((await api.post('/api/send-otp', { phone: 'call me' })).status).toBe(400);
    expect((await api.post('/api/verify-otp', { phone: freshPhone() })).status).toBe(400);
    const missing = await api.post('/api/register', { email: freshPerson().email });
    expect(missing.status).toBe(400);
    for (const field of ['phone', 'otp', 'name', 'designation', 'company']) {
      expect(missing.body.message).toContain(field);
    }
    const notJson = await api.call('POST', '/api/validate-email', { rawBody: '{oops' });
    expect(notJson.status).toBe(400);
  });

  it(`counts wrong codes down; the ${rules.otp.maxAttempts}th wrong try voids the code`, async () => {
    const phone = freshPhone();
    expect((await api.post('/api/send-otp', { phone })).status).toBe(200);
    const code = await api.latestCode(phone, 'sign-up');
    for (let left = rules.otp.maxAttempts - 1; left >= 0; left -= 1) {
      const answer = await api.post('/api/verify-otp', { phone, code: wrongCode(code) });
      expect(answer.status).toBe(400);
      if (left > 0) expect(answer.body.message).toContain(String(left));
    }
    expect((await api.post('/api/verify-otp', { phone, code })).status).toBe(400);
  });

  it('answers 409 for an email or a number that has an account', async () => {
    const email = await api.post('/api/validate-email', { email: person.email });
    expect(email.status).toBe(409);
    expect((await api.post('/api/send-otp', { phone: person.typedPhone })).status).toBe(409);
    const twice = await api.post(
      '/api/register',
      registerBody(person.phone, '123456', person.email),
    );
    expect(twice.status).toBe(409);
  });

  it(`refuses a second code within ${rules.otp.resendCooldownSeconds} seconds (429)`, async () => {
    const phone = freshPhone();
    expect((await api.post('/api/send-otp', { phone })).status).toBe(200);
    const resend = await api.post('/api/send-otp', { phone });
    expect(resend.status).toBe(429);
  });
});

describe('sign-in', () => {
  let knownNumberAnswer: Json;

  it('signs in with email and password', async () => {
    const answer = await api.post('/api/auth/login', settings.login);
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ email: settings.login.email });
    const me = await api.get('/api/auth/me', { token: answer.body.token as string });
    expect(me.body.user).toEqual(answer.body.user);
  });

  it('gives the same 401 for every failed password sign-in, and 400 for a body that is not JSON', async () => {
    const failures = [
      { email: settings.login.email, password: `${settings.login.password}-wrong` },
      { email: freshPerson().email, password: settings.login.password },
      { email: settings.login.email },
      // An account made by signing up has no password.
      { email: person.email, password: '' },
    ];
    const answers = [];
    for (const body of failures) answers.push(await api.post('/api/auth/login', body));
    expect(answers.map((a) => a.status)).toEqual(failures.map(() => 401));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const notJson = await api.call('POST', '/api/auth/login', { rawBody: 'email=x' });
    expect(notJson.status).toBe(400);
  });

  it(
    `signs in with a texted code; ${rules.otp.maxAttempts} wrong tries void it; one code a ${rules.otp.resendCooldownSeconds} s`,
    async () => {
      // Sign-up sent this number a code a moment ago: the cooldown counts both flows.
      await target.wait(COOLDOWN_MS);
      const first = await api.post('/api/auth/send-login-otp', { mobile: person.typedPhone });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ mobile: person.phone, sent: true });
      knownNumberAnswer = first.body;
      const voided = await api.latestCode(person.phone, 'sign-in');
      expectDemoCodeOnlyFromMock(first.body, voided);
      for (let i = 0; i < rules.otp.maxAttempts; i += 1) {
        const answer = await api.post('/api/auth/verify-login-otp', {
          mobile: person.phone,
          otp: wrongCode(voided),
        });
        expect(answer.status).toBe(400);
      }
      const late = await api.post('/api/auth/verify-login-otp', {
        mobile: person.phone,
        otp: voided,
      });
      expect(late.status).toBe(400);

      await target.wait(COOLDOWN_MS);
      expect((await api.post('/api/auth/send-login-otp', { mobile: person.phone })).status).toBe(
        200,
      );
      const tooSoon = await api.post('/api/auth/send-login-otp', { mobile: person.phone });
      expect(tooSoon.status).toBe(429);
      const code = await api.latestCode(person.phone, 'sign-in');
      const answer = await api.post('/api/auth/verify-login-otp', {
        mobile: person.typedPhone,
        otp: code,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.user).toEqual(registered.user);
      expect(answer.body.token).not.toBe(registered.token);
    },
    WAITING_TEST_MS,
  );

  it('answers 400 for a mobile number that is not one', async () => {
    expect((await api.post('/api/auth/send-login-otp', { mobile: 'call me' })).status).toBe(400);
    const noCode = await api.post('/api/auth/verify-login-otp', { mobile: freshPhone() });
    expect(noCode.status).toBe(400);
  });

  it('answers an unknown number exactly like a known one, but its code never verifies', async () => {
    const unknown = freshPhone();
    const answer = await api.post('/api/auth/send-login-otp', { mobile: unknown });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(Object.keys(knownNumberAnswer).sort());
    expect({ ...answer.body, mobile: null, demoCode: null }).toEqual({
      ...knownNumberAnswer,
      mobile: null,
      demoCode: null,
    });
    const code = await api.latestCode(unknown, 'sign-in');
    const verify = await api.post('/api/auth/verify-login-otp', { mobile: unknown, otp: code });
    expect(verify.status).toBe(400);
  });
});

describe('session', () => {
  it('restores a session from its token until logout ends it', async () => {
    const { token } = (await api.post('/api/auth/login', settings.login)).body as { token: string };
    expect((await api.get('/api/auth/me', { token })).status).toBe(200);
    const out = await api.post('/api/auth/logout', undefined, { token });
    expect(out).toMatchObject({ status: 200, body: { signedOut: true } });
    expect((await api.get('/api/auth/me', { token })).status).toBe(401);
  });

  it('answers 401 without a token or with an unknown one; logout always answers 200', async () => {
    expect((await api.get('/api/auth/me')).status).toBe(401);
    expect((await api.get('/api/auth/me', { token: 'f'.repeat(64) })).status).toBe(401);
    expect((await api.post('/api/auth/logout')).status).toBe(200);
    expect((await api.post('/api/auth/logout', undefined, { token: 'f'.repeat(64) })).status).toBe(
      200,
    );
  });
});

describe('the test hook', () => {
  it('answers 404 for a number no code was sent to, and 400 for another purpose', async () => {
    const none = await api.get('/api/test-hooks/latest-code', {
      query: { phone: freshPhone(), purpose: 'sign-up' },
    });
    expect(none.status).toBe(404);
    const purpose = await api.get('/api/test-hooks/latest-code', {
      query: { phone: person.phone, purpose: 'reset' },
    });
    expect(purpose.status).toBe(400);
  });
});

describe.runIf(againstMock)('rules in time (the mock: the suite moves its clock)', () => {
  it(`expires a code after ${rules.otp.expiresInSeconds / 60} minutes`, async () => {
    await target.wait(COOLDOWN_MS);
    await api.post('/api/auth/send-login-otp', { mobile: person.phone });
    const code = await api.latestCode(person.phone, 'sign-in');
    await target.wait(rules.otp.expiresInSeconds * 1000);
    const answer = await api.post('/api/auth/verify-login-otp', {
      mobile: person.phone,
      otp: code,
    });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Code expired' } });
  });

  it(`sends at most ${rules.otp.maxSendsPerHour} codes an hour to one number`, async () => {
    const mobile = freshPhone();
    for (let i = 0; i < rules.otp.maxSendsPerHour; i += 1) {
      expect((await api.post('/api/auth/send-login-otp', { mobile })).status).toBe(200);
      await target.wait(COOLDOWN_MS);
    }
    const answer = await api.post('/api/auth/send-login-otp', { mobile });
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(/minutes?\./);
  });

  it(`registers a verified number for ${rules.phoneVerificationValidForSeconds / 60} minutes`, async () => {
    const phone = freshPhone();
    await api.post('/api/send-otp', { phone });
    const code = await api.latestCode(phone, 'sign-up');
    await api.post('/api/verify-otp', { phone, code });
    await target.wait(rules.phoneVerificationValidForSeconds * 1000 + 1000);
    const answer = await api.post('/api/register', registerBody(phone, code));
    expect(answer.status).toBe(400);
    // The app recognises this answer by these words.
    expect(answer.body.message).toMatch(/verification has expired/i);
  });

  it(`ends a session ${rules.sessionLifetimeDays} days after sign-in`, async () => {
    const { token } = (await api.post('/api/auth/login', settings.login)).body as { token: string };
    await target.wait(rules.sessionLifetimeDays * 24 * 60 * MINUTE - 1);
    expect((await api.get('/api/auth/me', { token })).status).toBe(200);
    await target.wait(1);
    expect((await api.get('/api/auth/me', { token })).status).toBe(401);
  });
});

describe.runIf(againstMock)('a server failure (the mock: one exception per operation)', () => {
  it.each(contractOperations().map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s answers 500 with a message',
    async (_name, op) => {
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
      target.failNextRequest?.();
      const answer = await api.call(op.method, op.path, {
        ...(op.method === 'POST' ? { body: {} } : {}),
        ...(op.parameters ? { query: { phone: person.phone, purpose: 'sign-up' } } : {}),
      });
      quiet.mockRestore();
      expect(answer.status).toBe(500);
      expect(answer.body.message).toEqual(expect.any(String));
    },
  );
});

describe('requests outside the contract', () => {
  const withBodies = contractOperations().filter((op) => op.requestBody?.required);

  it.each(withBodies.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s answers 400 without its body, and with a field its schema does not list',
    async (_name, op) => {
      const example = (op.requestBody!.content['application/json']?.example ?? {}) as Json;
      expect((await api.call(op.method, op.path)).status).toBe(400);
      const extra = await api.post(op.path, { ...example, role: 'admin' });
      expect(extra.status).toBe(400);
      expect(extra.body.message).toContain('role');
    },
  );

  it('answers 400 for an email that is not ASCII, as format: email says', async () => {
    for (const email of ['müller@example.com', 'anna@exämple.com']) {
      expect((await api.post('/api/validate-email', { email })).status).toBe(400);
      const registration = registerBody(freshPhone(), '123456', email);
      expect((await api.post('/api/register', registration)).status).toBe(400);
    }
  });
});

// Last: these use up this client's account checks for the next 10 minutes.
describe(`account checks: at most ${rules.accountChecks.max} in ${rules.accountChecks.windowSeconds / 60} minutes per client`, () => {
  /** Calls `check` until it answers 429; fails when it still has not after the limit. */
  async function untilRefused(check: () => Promise<{ status: number; body: Json }>) {
    const statuses: number[] = [];
    for (let i = 0; i <= rules.accountChecks.max; i += 1) {
      const answer = await check();
      statuses.push(answer.status);
      if (answer.status === 429) return { statuses, refusal: answer };
    }
    throw new Error(`No 429 after ${statuses.length} checks: ${statuses.join(', ')}`);
  }

  it('refuses more email checks with 429, saying how long to wait', async () => {
    const { statuses, refusal } = await untilRefused(() =>
      api.post('/api/validate-email', { email: freshPerson().email }),
    );
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(refusal.body.message).toMatch(/minutes?\./);
  });

  it('refuses more sign-up codes with 429', async () => {
    const { statuses } = await untilRefused(() =>
      api.post('/api/send-otp', { phone: freshPhone() }),
    );
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
  });

  it('refuses more registrations with 429', async () => {
    const taken = registerBody(person.phone, '123456', person.email);
    const { statuses } = await untilRefused(() => api.post('/api/register', taken));
    expect(statuses.slice(0, -1).every((status) => status === 409)).toBe(true);
  });
});

describe.runIf(againstMock)('coverage', () => {
  it('reached every status of every operation the contract describes', () => {
    const unreached = describedStatuses().filter((status) => !api.seen.has(status));
    expect(unreached).toEqual([]);
  });
});
