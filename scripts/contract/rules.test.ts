import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import {
  isEmailAddress,
  normalizeEmail,
  OTP_LENGTH,
  OTP_RESEND_COOLDOWN_SECONDS,
} from '@domain/contact-rules';
import { CLASSIFICATION_LEVELS } from '@domain/classification';
import { DEMO_ACCOUNTS, DEMO_COMPANY, DEMO_PASSWORD } from '@domain/demo-accounts';
import { SESSION_TTL_MS } from '@mirage/accounts';
import {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
  VERIFICATION_TTL_MS,
} from '@mirage/otp';
import { ACCOUNT_CHECK_LIMIT } from '@mirage/rate-limits';
import { contractOperations, loadContract, type MediaType } from '@/test/contract';

/**
 * The contract states the rules in numbers (x-rules) and in prose; the numbers live in the
 * domain and the mock server. These tests keep the three in step.
 */
const contract = loadContract();
const rules = contract['x-rules'];
const DAY_MS = 24 * 60 * 60_000;

describe('the rules the contract states', () => {
  it('are the numbers of the domain and the mock server', () => {
    expect(rules).toEqual({
      otp: {
        length: OTP_LENGTH,
        expiresInSeconds: OTP_TTL_MS / 1000,
        maxAttempts: OTP_MAX_ATTEMPTS,
        resendCooldownSeconds: OTP_RESEND_COOLDOWN_SECONDS,
        maxSendsPerHour: OTP_MAX_SENDS_PER_HOUR,
      },
      phoneVerificationValidForSeconds: VERIFICATION_TTL_MS / 1000,
      accountChecks: {
        max: ACCOUNT_CHECK_LIMIT.max,
        windowSeconds: ACCOUNT_CHECK_LIMIT.windowMs / 1000,
      },
      sessionLifetimeDays: SESSION_TTL_MS / DAY_MS,
    });
    expect(OTP_RESEND_COOLDOWN_MS).toBe(OTP_RESEND_COOLDOWN_SECONDS * 1000);
  });

  it('are the numbers its prose gives', () => {
    const prose = contract.info.description.replace(/\s+/g, ' ');
    const minutes = (seconds: number) => seconds / 60;
    for (const phrase of [
      `${rules.otp.length} random digits`,
      `last ${minutes(rules.otp.expiresInSeconds)} minutes`,
      `the ${rules.otp.maxAttempts}th wrong try voids the code`,
      `no sooner than ${rules.otp.resendCooldownSeconds} seconds after the last`,
      `at most ${rules.otp.maxSendsPerHour} codes an hour`,
      `registered for ${minutes(rules.phoneVerificationValidForSeconds)} minutes`,
      `at most ${rules.accountChecks.max} times in any ${minutes(rules.accountChecks.windowSeconds)} minutes`,
      `${rules.sessionLifetimeDays} days after sign-in`,
    ]) {
      expect(prose).toContain(phrase);
    }
  });

  it('are the numbers of its schemas and examples', () => {
    const { OtpCode, CodeSent } = contract.components.schemas as Record<string, never>;
    expect(OtpCode).toMatchObject({ pattern: `^[0-9]{${rules.otp.length}}$` });
    expect(CodeSent).toMatchObject({
      properties: {
        expiresInSeconds: { examples: [rules.otp.expiresInSeconds] },
        resendAfterSeconds: { examples: [rules.otp.resendCooldownSeconds] },
      },
    });
    const sendExamples = contractOperations()
      .filter((op) => ['sendOtp', 'sendLoginOtp'].includes(op.operationId))
      .map((op) => op.answers['200']?.content?.['application/json']?.example);
    expect(sendExamples).toEqual([
      expect.objectContaining({ expiresInSeconds: rules.otp.expiresInSeconds }),
      expect.objectContaining({ expiresInSeconds: rules.otp.expiresInSeconds }),
    ]);
  });

  it('list the clearance levels of the domain', () => {
    expect(contract.components.schemas.Clearance).toMatchObject({ enum: CLASSIFICATION_LEVELS });
  });
});

describe("the contract's examples", () => {
  const examples = (media: MediaType | undefined) => [
    ...(media?.example === undefined ? [] : [media.example]),
    ...Object.values(media?.examples ?? {}).map((example) => example.value),
  ];
  const answerExamples = contractOperations().flatMap((op) =>
    Object.values(op.answers).flatMap((answer) => examples(answer.content?.['application/json'])),
  );

  it('show the demo accounts as the mock serves them', () => {
    const users = answerExamples
      .map((example) => (example as { user?: { id: string } }).user)
      .filter((user) => user?.id.startsWith('demo-'));
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) {
      const account = DEMO_ACCOUNTS.find((a) => a.id === user!.id);
      expect(user).toEqual({ ...account, company: DEMO_COMPANY.name, companyId: DEMO_COMPANY.id });
    }
  });

  it('sign in with the demo password', () => {
    const login = contractOperations().find((op) => op.operationId === 'logIn');
    const example = login?.requestBody?.content['application/json']?.example as {
      email: string;
      password: string;
    };
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toContain(example.email);
    expect(example.password).toBe(DEMO_PASSWORD);
  });
});

describe("the contract's email format", () => {
  it('takes every address the forms and the mock server take (the mock answers it back)', () => {
    const ajv = addFormats(new Ajv2020());
    const isContractEmail = ajv.compile(contract.components.schemas.Email as object);
    const unicode = fc.string({ unit: 'grapheme', maxLength: 6 });
    const candidates = fc.oneof(
      fc.emailAddress(),
      fc.tuple(fc.emailAddress(), unicode).map(([email, text]) => `${text}${email}`),
      fc.tuple(fc.emailAddress(), unicode).map(([email, text]) => email.replace('@', `${text}@`)),
      fc.string({ unit: 'grapheme' }),
    );
    fc.assert(
      fc.property(candidates, (email) => {
        if (isEmailAddress(email)) expect(isContractEmail(normalizeEmail(email))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
