import { DEMO_ACCOUNTS } from '@domain/demo-accounts';
import { contractCheckedServer } from '@/test/contract';
import { call, post } from '@/test/mirage';

const NEW_PHONE = '+15557654321';
const latestCode = (phone: string, purpose: string) =>
  call('GET', `/api/test-hooks/latest-code?phone=${encodeURIComponent(phone)}&purpose=${purpose}`);

// Every answer of each test, whoever asked, is checked against docs/api/openapi.yaml.
const mock = contractCheckedServer();

describe('GET /api/test-hooks/latest-code', () => {
  it('reads the latest code sent to a number for each purpose, in any spelling', async () => {
    const first = (await post('/api/send-otp', { phone: NEW_PHONE })).body.demoCode;
    expect(await latestCode('1 (555) 765-4321', 'sign-up')).toEqual({
      status: 200,
      body: { phone: NEW_PHONE, purpose: 'sign-up', code: first },
    });
    mock.advance(30_000);
    const second = (await post('/api/send-otp', { phone: NEW_PHONE })).body.demoCode;
    expect((await latestCode(NEW_PHONE, 'sign-up')).body.code).toBe(second);

    const owner = DEMO_ACCOUNTS[0].phone;
    const signIn = (await post('/api/auth/send-login-otp', { mobile: owner })).body.demoCode;
    expect((await latestCode(owner, 'sign-in')).body).toEqual({
      phone: owner,
      purpose: 'sign-in',
      code: signIn,
    });
  });

  it('answers 404 when no code of that purpose was sent to the number', async () => {
    await post('/api/send-otp', { phone: NEW_PHONE });
    expect(await latestCode(NEW_PHONE, 'sign-in')).toEqual({
      status: 404,
      body: { message: `No sign-in code was sent to ${NEW_PHONE}.` },
    });
  });

  it('answers 400 for a number that is not one, or another purpose', async () => {
    expect((await latestCode('call me', 'sign-up')).status).toBe(400);
    expect(await latestCode(NEW_PHONE, 'reset')).toEqual({
      status: 400,
      body: { message: 'The purpose must be sign-up or sign-in.' },
    });
  });
});
