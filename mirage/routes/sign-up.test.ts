import { failNextRequest } from '../faults';
import { contractCheckedServer } from '@/test/contract';
import { post } from '@/test/mirage';
import { tables } from '../db';
import { DEMO_ACCOUNTS } from '@domain/demo-accounts';

const NEW_PHONE = '+15557654321';
const profile = { name: 'Nina Newman', designation: 'Area Manager', company: 'Newco Stores' };

// Every answer of each test, whoever asked, is checked against docs/api/openapi.yaml.
const mock = contractCheckedServer();

async function sendCode(phone = NEW_PHONE): Promise<string> {
  const answer = await post('/api/send-otp', { phone });
  expect(answer.status).toBe(200);
  return answer.body.demoCode as string;
}

async function verifiedPhone(phone = NEW_PHONE): Promise<string> {
  const code = await sendCode(phone);
  expect((await post('/api/verify-otp', { phone, code })).status).toBe(200);
  return code;
}

describe('POST /api/validate-email', () => {
  it('accepts a new, well-formed address', async () => {
    const answer = await post('/api/validate-email', { email: ' New.User@Example.com ' });
    expect(answer).toEqual({
      status: 200,
      body: { email: 'new.user@example.com', available: true },
    });
  });

  it.each([undefined, '', 'not-an-email', 'a@b'])(
    'answers 400 for the address %j',
    async (email) => {
      const answer = await post('/api/validate-email', { email });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'Please enter a valid email address.' });
    },
  );

  it('answers 409 for a registered address, whatever its letter case', async () => {
    const answer = await post('/api/validate-email', { email: 'OWNER@demo-retail.example' });
    expect(answer).toEqual({
      status: 409,
      body: { message: 'An account with this email already exists' },
    });
  });

  it('answers 400 with a JSON message for a body that is not JSON', async () => {
    const res = await fetch('/api/validate-email', { method: 'POST', body: '{oops' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The request body must be a JSON object.' });
  });
});

describe('POST /api/send-otp', () => {
  it('issues a fresh 6-digit code, valid 10 minutes, and shows it as demoCode', async () => {
    const answer = await post('/api/send-otp', { phone: '+1 (555) 765-4321' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      phone: NEW_PHONE,
      sent: true,
      expiresInSeconds: 600,
      resendAfterSeconds: 30,
    });
    expect(answer.body.demoCode).toMatch(/^\d{6}$/);
    const [stored] = tables(mock.server).otpCodes.where({ phone: NEW_PHONE });
    expect(stored?.code).toBe(answer.body.demoCode);
  });

  it('draws codes from crypto.getRandomValues', async () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    await sendCode();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('answers 400 for a malformed number and 409 for a registered one', async () => {
    expect((await post('/api/send-otp', { phone: '12ab' })).status).toBe(400);
    const taken = await post('/api/send-otp', { phone: DEMO_ACCOUNTS[0].phone });
    expect(taken).toEqual({
      status: 409,
      body: { message: 'An account with this phone number already exists' },
    });
  });

  it('refuses a resend within 30 s, saying how many seconds are left', async () => {
    await sendCode();
    mock.advance(12_000);
    expect(await post('/api/send-otp', { phone: NEW_PHONE })).toEqual({
      status: 429,
      body: { message: 'Please wait 18 seconds before requesting another code.' },
    });
    mock.advance(17_500);
    expect((await post('/api/send-otp', { phone: NEW_PHONE })).body.message).toBe(
      'Please wait 1 second before requesting another code.',
    );
    mock.advance(500);
    expect((await post('/api/send-otp', { phone: NEW_PHONE })).status).toBe(200);
  });

  it('allows at most 5 sends per phone per hour', async () => {
    for (let i = 0; i < 5; i += 1) {
      await sendCode();
      mock.advance(30_000);
    }
    const sixth = await post('/api/send-otp', { phone: NEW_PHONE });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(
      'Too many codes were sent to this number. Try again in 58 minutes.',
    );
    mock.advance(58 * 60_000);
    expect((await post('/api/send-otp', { phone: NEW_PHONE })).status).toBe(200);
  });

  it('replaces the previous code: only the newest one verifies', async () => {
    const first = await sendCode();
    mock.advance(30_000);
    let second = await sendCode();
    while (second === first) {
      mock.advance(30_000);
      second = await sendCode();
    }
    const old = await post('/api/verify-otp', { phone: NEW_PHONE, code: first });
    expect(old.status).toBe(400);
    expect((await post('/api/verify-otp', { phone: NEW_PHONE, code: second })).status).toBe(200);
  });
});

describe('POST /api/verify-otp', () => {
  it('accepts the code once', async () => {
    const code = await sendCode();
    expect(await post('/api/verify-otp', { phone: NEW_PHONE, code })).toEqual({
      status: 200,
      body: { phone: NEW_PHONE, verified: true },
    });
    expect(await post('/api/verify-otp', { phone: NEW_PHONE, code })).toEqual({
      status: 400,
      body: { message: 'No active code for this number. Request a new code.' },
    });
  });

  it('counts wrong codes down and voids the code after the fifth', async () => {
    const code = await sendCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await post('/api/verify-otp', { phone: NEW_PHONE, code: wrong });
      expect(answer.status).toBe(400);
      messages.push(answer.body.message);
    }
    expect(messages).toEqual([
      'Incorrect code. 4 attempts left.',
      'Incorrect code. 3 attempts left.',
      'Incorrect code. 2 attempts left.',
      'Incorrect code. 1 attempt left.',
      'Incorrect code. No attempts left; request a new code.',
    ]);
    expect((await post('/api/verify-otp', { phone: NEW_PHONE, code })).body.message).toBe(
      'Too many wrong attempts. Request a new code.',
    );
  });

  it("answers 'Code expired' after 10 minutes", async () => {
    const code = await sendCode();
    mock.advance(10 * 60_000);
    expect(await post('/api/verify-otp', { phone: NEW_PHONE, code })).toEqual({
      status: 400,
      body: { message: 'Code expired' },
    });
  });

  it('answers 400 when no code was sent to the number', async () => {
    const answer = await post('/api/verify-otp', { phone: NEW_PHONE, code: '123456' });
    expect(answer.status).toBe(400);
  });
});

describe('POST /api/register', () => {
  it('creates the user in a new company with clearance Private and starts a session', async () => {
    const otp = await verifiedPhone();
    const answer = await post('/api/register', {
      email: 'Nina@Newco.example',
      phone: NEW_PHONE,
      otp,
      ...profile,
    });
    expect(answer.status).toBe(201);
    const user = answer.body.user as Record<string, unknown>;
    expect(user).toEqual({
      id: expect.stringMatching(/^user-[0-9a-f]{12}$/),
      name: 'Nina Newman',
      email: 'nina@newco.example',
      phone: NEW_PHONE,
      designation: 'Area Manager',
      company: 'Newco Stores',
      companyId: expect.stringMatching(/^company-[0-9a-f]{12}$/),
      clearance: 'Private',
    });
    expect(answer.body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(user.companyId).not.toBe('demo-retail-co');
    const me = await fetch('/api/auth/me', {
      headers: { Authorization: `Bearer ${String(answer.body.token)}` },
    });
    expect(((await me.json()) as { user: unknown }).user).toEqual(user);
  });

  it('names every missing field', async () => {
    const answer = await post('/api/register', {
      email: 'x@y.example',
      phone: NEW_PHONE,
      name: ' ',
    });
    expect(answer).toEqual({
      status: 400,
      body: { message: 'Missing required fields: otp, name, designation, company.' },
    });
  });

  it('needs a phone verified in this flow, with the code that verified it', async () => {
    const code = await sendCode();
    const unverified = await post('/api/register', {
      email: 'x@y.example',
      phone: NEW_PHONE,
      otp: code,
      ...profile,
    });
    expect(unverified).toEqual({
      status: 400,
      body: { message: 'Verify your phone number with a code before registering.' },
    });
    await post('/api/verify-otp', { phone: NEW_PHONE, code });
    const otherCode = code === '999999' ? '888888' : '999999';
    const wrongCode = await post('/api/register', {
      email: 'x@y.example',
      phone: NEW_PHONE,
      otp: otherCode,
      ...profile,
    });
    expect(wrongCode.status).toBe(400);
  });

  it('refuses a verification older than 15 minutes', async () => {
    const otp = await verifiedPhone();
    mock.advance(15 * 60_000 + 1);
    const answer = await post('/api/register', {
      email: 'x@y.example',
      phone: NEW_PHONE,
      otp,
      ...profile,
    });
    expect(answer).toEqual({
      status: 400,
      body: { message: 'Your phone verification has expired. Verify your number again.' },
    });
  });

  it('uses a verification once', async () => {
    const otp = await verifiedPhone();
    const body = { email: 'x@y.example', phone: NEW_PHONE, otp, ...profile };
    expect((await post('/api/register', body)).status).toBe(201);
    const again = await post('/api/register', { ...body, email: 'other@y.example' });
    expect(again).toEqual({
      status: 409,
      body: { message: 'An account with this phone number already exists' },
    });
  });

  it('answers 409 when the email was registered in the meantime', async () => {
    const otp = await verifiedPhone();
    const answer = await post('/api/register', {
      email: DEMO_ACCOUNTS[1].email,
      phone: NEW_PHONE,
      otp,
      ...profile,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('An account with this email already exists');
  });
});

describe('phone numbers in any spelling', () => {
  const OWNER_PHONE = DEMO_ACCOUNTS[0].phone;

  it("treats 15550100001 as the owner's number", async () => {
    expect(await post('/api/send-otp', { phone: '15550100001' })).toEqual({
      status: 409,
      body: { message: 'An account with this phone number already exists' },
    });
    expect((await post('/api/send-otp', { phone: '0015550100001' })).status).toBe(409);
  });

  it("refuses to register a second account on the owner's number", async () => {
    tables(mock.server).phoneVerifications.insert({
      phone: OWNER_PHONE,
      code: '123456',
      verifiedAt: Date.parse('2025-06-02T09:00:00Z'),
      consumedAt: null,
    });
    const answer = await post('/api/register', {
      email: 'twin@newco.example',
      phone: '15550100001',
      otp: '123456',
      ...profile,
    });
    expect(answer).toEqual({
      status: 409,
      body: { message: 'An account with this phone number already exists' },
    });
  });

  it('counts +015557654321 against the hourly limit of +15557654321', async () => {
    for (let i = 0; i < 5; i += 1) {
      await sendCode();
      mock.advance(30_000);
    }
    for (const spelling of ['+015557654321', '0015557654321', '15557654321']) {
      const answer = await post('/api/send-otp', { phone: spelling });
      expect(answer.status).toBe(429);
    }
  });

  it('verifies and registers whatever way the number is typed, and stores it in E.164', async () => {
    const sent = await post('/api/send-otp', { phone: '15557654321' });
    expect(sent.body.phone).toBe(NEW_PHONE);
    const code = sent.body.demoCode as string;
    expect((await post('/api/verify-otp', { phone: '+015557654321', code })).status).toBe(200);
    const answer = await post('/api/register', {
      email: 'nina@newco.example',
      phone: '00 1 555 765 4321',
      otp: code,
      ...profile,
    });
    expect(answer.status).toBe(201);
    expect(tables(mock.server).users.findBy({ email: 'nina@newco.example' })?.phone).toBe(
      NEW_PHONE,
    );
  });

  it('answers 400 for a number that is not one, when verifying', async () => {
    const answer = await post('/api/verify-otp', { phone: 'call me', code: '123456' });
    expect(answer).toEqual({
      status: 400,
      body: { message: 'Please enter a valid phone number, for example +15551234567.' },
    });
  });
});

describe('limits on the checks that tell whether an account exists', () => {
  const TEN_MINUTES = 10 * 60_000;

  it('answers validate-email at most 10 times in 10 minutes, then 429 saying how long to wait', async () => {
    for (let i = 0; i < 10; i += 1) {
      const email = i % 2 ? DEMO_ACCOUNTS[0].email : `person${i}@example.com`;
      expect((await post('/api/validate-email', { email })).status).toBe(i % 2 ? 409 : 200);
      mock.advance(30_000);
    }
    expect(await post('/api/validate-email', { email: DEMO_ACCOUNTS[1].email })).toEqual({
      status: 429,
      body: { message: 'Too many checks from this browser. Try again in 5 minutes.' },
    });
    mock.advance(TEN_MINUTES);
    expect((await post('/api/validate-email', { email: DEMO_ACCOUNTS[1].email })).status).toBe(409);
  });

  it('answers send-otp at most 10 times in 10 minutes, whatever the numbers', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/api/send-otp', { phone: `+1555765430${i}` })).status).toBe(200);
    }
    const answer = await post('/api/send-otp', { phone: DEMO_ACCOUNTS[0].phone });
    expect(answer).toEqual({
      status: 429,
      body: { message: 'Too many checks from this browser. Try again in 10 minutes.' },
    });
    mock.advance(TEN_MINUTES);
    expect((await post('/api/send-otp', { phone: DEMO_ACCOUNTS[0].phone })).status).toBe(409);
  });

  it('limits register too, which answers 409 for a registered email or number', async () => {
    const body = { email: DEMO_ACCOUNTS[0].email, phone: NEW_PHONE, otp: '123456', ...profile };
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/api/register', body)).status).toBe(409);
    }
    expect((await post('/api/register', body)).status).toBe(429);
  });

  it('counts each endpoint on its own', async () => {
    for (let i = 0; i < 11; i += 1) {
      await post('/api/validate-email', { email: `person${i}@example.com` });
    }
    expect((await post('/api/send-otp', { phone: NEW_PHONE })).status).toBe(200);
  });
});

describe('faults and failures', () => {
  it('answers a queued fault once, then the real thing', async () => {
    failNextRequest(mock.server, '/api/validate-email', { status: 503, message: 'Try later' });
    expect(await post('/api/validate-email', { email: 'a@b.example' })).toEqual({
      status: 503,
      body: { message: 'Try later' },
    });
    expect((await post('/api/validate-email', { email: 'a@b.example' })).status).toBe(200);
  });

  it('turns an exception in a handler into a JSON 500', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(() => {
      throw new Error('no entropy');
    });
    expect(await post('/api/send-otp', { phone: NEW_PHONE })).toEqual({
      status: 500,
      body: { message: 'The mock server failed: no entropy' },
    });
    expect(spy).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
